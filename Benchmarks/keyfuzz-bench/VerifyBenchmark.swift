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
}

/// Verifies `strategy` up to `depth` actions (stopping once every default invariant has failed)
/// on the default screen, in the first shape the strategy is written for.
func measureVerify(_ strategy: BuiltInStrategy, depth: Int) -> VerifyResult {
    let scenario = ExhaustiveSearch.defaultScenario(for: strategy.supportedShapes)
    let verification = BoundedVerification(scenario: scenario, strategy: StrategyUnderTest(strategy), depth: depth)
    var report: VerificationReport?
    let time = seconds { report = verification.run() }
    return VerifyResult(
        strategy: strategy.name, depth: report?.exploration.completedDepth ?? 0, states: report?.exploration.states ?? 0,
        transitions: report?.exploration.transitions ?? 0, seconds: time, shortest: report?.shortest ?? [],
        peakResident: peakResidentBytes())
}
