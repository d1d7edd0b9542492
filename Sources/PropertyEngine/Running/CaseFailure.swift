/// A generated case that failed its check, with what is needed to regenerate it alone.
public struct CaseFailure<Case, Failure> {
    /// The case's index in the run.
    public let caseIndex: UInt64
    /// The case's seed, `caseSeed(runSeed:caseIndex:)`; `RandomSource(seed: seed)` regenerates it.
    public let seed: UInt64
    /// The generated case.
    public let value: Case
    /// What the check reported.
    public let failure: Failure

    /// Creates a failure record; ``runProperty(runSeed:cases:jobs:maxFailures:shouldStop:generate:check:)`` is the usual source.
    public init(caseIndex: UInt64, seed: UInt64, value: Case, failure: Failure) {
        self.caseIndex = caseIndex
        self.seed = seed
        self.value = value
        self.failure = failure
    }
}

extension CaseFailure: Sendable where Case: Sendable, Failure: Sendable {}
extension CaseFailure: Equatable where Case: Equatable, Failure: Equatable {}
