import KeyboardWorld

/// One bug a run found: a cause (invariant, needed values, action shape), its shrunk
/// counterexample, and how many of the run's failing cases it explains.
public struct DistinctBug: Sendable {
    /// What the bug needs; two failing cases with the same cause are this bug.
    public var cause: FailureCause
    /// The shrunk case that shows it (the first failing case of this cause, shrunk keeping it).
    public var counterexample: Counterexample
    /// How many failing cases of the run this bug explains (at least the one it was found with).
    public var hits: Int

    /// Creates a bug from its parts.
    public init(cause: FailureCause, counterexample: Counterexample, hits: Int) {
        self.cause = cause
        self.counterexample = counterexample
        self.hits = hits
    }

    /// The invariant it breaks.
    public var invariant: Invariant { cause.invariant }
}
