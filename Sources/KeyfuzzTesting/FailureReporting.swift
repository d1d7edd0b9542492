/// How many of a strategy's failures a check reports: every distinct bug (the default: each
/// cause once, as its own issue), the first failure only, or the first failure of each broken
/// invariant; several as one issue each or as one issue listing them all.
public struct FailureReporting: Hashable, Sendable, CustomStringConvertible {
    /// Whether more than the first failing case is reported.
    public let reportsEveryInvariant: Bool
    /// Whether each reported failure is its own test issue (else one issue lists them all).
    public let isOneIssueEach: Bool
    /// Whether every distinct bug is reported (`DistinctBug`: an invariant broken for its own
    /// cause), rather than one failure per invariant.
    public let reportsEveryBug: Bool

    private init(reportsEveryInvariant: Bool, isOneIssueEach: Bool, reportsEveryBug: Bool = false) {
        self.reportsEveryInvariant = reportsEveryInvariant
        self.isOneIssueEach = isOneIssueEach
        self.reportsEveryBug = reportsEveryBug
    }

    /// Every distinct bug, each shrunk keeping its cause and said with what it needs: one issue
    /// each. The default: a generic failure does not hide the bug a test was written for.
    public static let everyBug = FailureReporting(reportsEveryInvariant: true, isOneIssueEach: true, reportsEveryBug: true)
    /// Every distinct bug: one issue listing them all.
    public static let everyBugInOneIssue = FailureReporting(
        reportsEveryInvariant: true, isOneIssueEach: false, reportsEveryBug: true)
    /// The first failing case (saved ones first, then the lowest random case index), shrunk for
    /// the first invariant it breaks: one issue.
    public static let firstFailure = FailureReporting(reportsEveryInvariant: false, isOneIssueEach: false)
    /// The first failure of every invariant the strategy breaks, each shrunk on its own: one issue each.
    public static let everyInvariant = FailureReporting(reportsEveryInvariant: true, isOneIssueEach: true)
    /// The first failure of every invariant the strategy breaks: one issue listing them all.
    public static let everyInvariantInOneIssue = FailureReporting(reportsEveryInvariant: true, isOneIssueEach: false)

    public var description: String {
        if reportsEveryBug { return isOneIssueEach ? "everyBug" : "everyBugInOneIssue" }
        return reportsEveryInvariant ? (isOneIssueEach ? "everyInvariant" : "everyInvariantInOneIssue") : "firstFailure"
    }
}
