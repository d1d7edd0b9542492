/// How many of a strategy's broken invariants a check reports: the first failure only (the
/// default, the quickest to read), or every broken invariant, each shrunk on its own, as one
/// issue each or as one issue listing them all.
public struct FailureReporting: Hashable, Sendable, CustomStringConvertible {
    /// Whether every broken invariant is reported (else only the first failing case's first).
    public let reportsEveryInvariant: Bool
    /// Whether each broken invariant is its own test issue (else one issue lists them all).
    public let isOneIssueEach: Bool

    private init(reportsEveryInvariant: Bool, isOneIssueEach: Bool) {
        self.reportsEveryInvariant = reportsEveryInvariant
        self.isOneIssueEach = isOneIssueEach
    }

    /// The first failing case (saved ones first, then the lowest random case index), shrunk for
    /// the first invariant it breaks: one issue.
    public static let firstFailure = FailureReporting(reportsEveryInvariant: false, isOneIssueEach: false)
    /// Every invariant the strategy breaks, each shrunk on its own: one issue each.
    public static let everyInvariant = FailureReporting(reportsEveryInvariant: true, isOneIssueEach: true)
    /// Every invariant the strategy breaks, each shrunk on its own: one issue listing them all.
    public static let everyInvariantInOneIssue = FailureReporting(reportsEveryInvariant: true, isOneIssueEach: false)

    public var description: String {
        reportsEveryInvariant ? (isOneIssueEach ? "everyInvariant" : "everyInvariantInOneIssue") : "firstFailure"
    }
}
