import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit

/// Bounded verification: one strategy on the default screen of `exhaust` and `verify` (in a shape
/// it is written for), one thread.
struct VerifyResult {
    var strategy: String
    var depth: Int
    var states: Int
    var transitions: Int
    var seconds: Double
    /// The shortest failure found per invariant (empty for a correct strategy).
    var shortest: [ExhaustiveFinding]
    var peakResident: Int
    /// How much the process's peak grew over its resident size when the proof began: the
    /// proof's own memory (the peak is reset first where the system allows it, Linux).
    var proofBytes: Int

    var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
    var bytesPerState: Double { states > 0 ? Double(proofBytes) / Double(states) : 0 }
}

/// Verifies `strategy` up to `depth` actions (stopping once every default invariant has failed)
/// on the default screen, in the first shape the strategy is written for.
func measureVerify(_ strategy: BuiltInStrategy, depth: Int) -> VerifyResult {
    let scenario = ExhaustiveSearch.defaultScenario(for: strategy.supportedShapes)
    let verification = BoundedVerification(scenario: scenario, strategy: StrategyUnderTest(strategy), depth: depth)
    var report: VerificationReport?
    resetPeakResident()
    let before = residentBytes()
    let time = seconds { report = verification.run() }
    let peak = peakResidentBytes()
    return VerifyResult(
        strategy: strategy.name, depth: report?.exploration.completedDepth ?? 0, states: report?.exploration.states ?? 0,
        transitions: report?.exploration.transitions ?? 0, seconds: time, shortest: report?.shortest ?? [],
        peakResident: peak, proofBytes: Swift.max(0, peak - before))
}

/// `verify --space` at one depth: every scenario of the strategy's space, on every core.
struct SpaceVerifyResult {
    var strategy: String
    var depth: Int
    var scenarios: Int
    var proved: Int
    var states: Int
    var transitions: Int
    var seconds: Double
    var jobs: Int

    var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }
}

/// Proves `strategy` on its whole space (`keyfuzz verify --space`) up to `depth` with `jobs` threads,
/// on the 4-field screen only: the flush screen `verify --space` proves next is left out, so that
/// `Benchmarks/compare` measures the same work on revisions that do not have it.
func measureSpaceVerify(_ strategy: BuiltInStrategy, depth: Int, jobs: Int) -> SpaceVerifyResult {
    let space = VerificationSpace(
        base: ExhaustiveSearch.defaultScenario(for: strategy.supportedShapes), space: ScenarioSpace.default.declared(by: strategy.screens))
    let verification = SpaceVerification(space: space, strategy: StrategyUnderTest(strategy), depth: depth, jobs: jobs)
    var results: [SpaceVerification.Result] = []
    let time = seconds { results = verification.run() }
    let reports = results.compactMap(\.report)
    return SpaceVerifyResult(
        strategy: strategy.name, depth: depth, scenarios: results.count, proved: results.filter { $0.isProved(upTo: depth) }.count,
        states: reports.reduce(0) { $0 + $1.exploration.states }, transitions: reports.reduce(0) { $0 + $1.exploration.transitions },
        seconds: time, jobs: jobs)
}
