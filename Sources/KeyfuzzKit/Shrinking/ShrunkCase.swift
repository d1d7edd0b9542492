import KeyboardWorld

/// What shrinking cost and whether it reached a 1-minimal case.
public struct ShrinkStats: Hashable, Sendable {
    /// The failing case's action count before shrinking.
    public var originalActions: Int
    /// The shrunk case's action count.
    public var shrunkActions: Int
    /// How many times a case was run (candidates plus the checks of the input and the result).
    public var runs: Int
    /// How many candidates were accepted.
    public var acceptedSteps: Int
    /// Whether the result is 1-minimal: every greedy candidate of it was tried and passes
    /// (false: the budget ran out first).
    public var isMinimal: Bool
    /// Whether every shorter action list over the scenario's exhaustive alphabet and the case's
    /// own actions was tried and passes: the result is then a shortest failing case over them.
    public var isShortest: Bool

    /// Creates stats; ``CaseShrinker/shrink(_:invariant:)`` is the usual source.
    public init(
        originalActions: Int, shrunkActions: Int, runs: Int, acceptedSteps: Int, isMinimal: Bool,
        isShortest: Bool
    ) {
        self.originalActions = originalActions
        self.shrunkActions = shrunkActions
        self.runs = runs
        self.acceptedSteps = acceptedSteps
        self.isMinimal = isMinimal
        self.isShortest = isShortest
    }
}

/// A shrunk failing case: the case, the invariant it fails and the violation it shows.
public struct ShrunkCase: Hashable, Sendable {
    /// The shrunk case.
    public var keyboardCase: KeyboardCase
    /// The invariant it fails (with only that invariant enabled).
    public var invariant: Invariant
    /// The violation a run with only `invariant` enabled reports.
    public var violation: Violation
    /// What shrinking cost.
    public var stats: ShrinkStats

    /// Creates a shrunk case; ``CaseShrinker/shrink(_:invariant:)`` is the usual source.
    public init(keyboardCase: KeyboardCase, invariant: Invariant, violation: Violation, stats: ShrinkStats) {
        self.keyboardCase = keyboardCase
        self.invariant = invariant
        self.violation = violation
        self.stats = stats
    }
}
