import Foundation

/// A broken invariant: at which action, and the typed evidence of what broke it.
///
/// Everything a report shows (the message, the trace line, the pictures' marks and captions) is
/// derived from `evidence`, so no reader has to parse numbers back out of text.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The index of the action after which it was found; the action count for the end-of-case check.
    public var actionIndex: Int
    /// What broke the invariant, with the numbers; its case names the invariant.
    public var evidence: Evidence

    /// A violation of `evidence`'s invariant found after action `actionIndex`.
    public init(actionIndex: Int, evidence: Evidence) {
        self.actionIndex = actionIndex
        self.evidence = evidence
    }

    /// The invariant broken.
    public var invariant: Invariant { evidence.invariant }

    /// One sentence saying what is wrong, with the numbers.
    public var message: String { evidence.message }

    public var description: String { "\(invariant.rawValue) after action \(actionIndex): \(message)" }
}
