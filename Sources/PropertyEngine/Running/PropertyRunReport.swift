/// The outcome of ``runProperty(runSeed:cases:jobs:maxFailures:shouldStop:generate:check:)``.
public struct PropertyRunReport<Case, Failure> {
    /// The run seed the cases were derived from.
    public let runSeed: UInt64
    /// The failures, sorted by case index.
    public let failures: [CaseFailure<Case, Failure>]
    /// How many cases were generated and checked (and are accounted for in ``failures``).
    public let casesRun: Int
    /// How many cases the selection held.
    public let casesSelected: Int
    /// Whether the caller's stop condition ended the run before every selected case ran.
    ///
    /// Only then can the report differ between job counts: which cases were in
    /// flight when the condition fired depends on thread timing.
    public let stoppedByCondition: Bool

    /// Creates a report; ``runProperty(runSeed:cases:jobs:maxFailures:shouldStop:generate:check:)`` is the usual source.
    public init(
        runSeed: UInt64, failures: [CaseFailure<Case, Failure>], casesRun: Int,
        casesSelected: Int, stoppedByCondition: Bool
    ) {
        self.runSeed = runSeed
        self.failures = failures
        self.casesRun = casesRun
        self.casesSelected = casesSelected
        self.stoppedByCondition = stoppedByCondition
    }
}

extension PropertyRunReport: Sendable where Case: Sendable, Failure: Sendable {}
extension PropertyRunReport: Equatable where Case: Equatable, Failure: Equatable {}
