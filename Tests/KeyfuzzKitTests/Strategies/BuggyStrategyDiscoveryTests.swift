import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

/// The generator's bias is good enough: every seeded bug is found quickly from any seed, on the
/// screens each port declares (what `keyfuzz fuzz` draws for it).
@Suite struct BuggyStrategyDiscoveryTests {
    static let seeds = UInt64(1)...20
    static let caseLimit = 1_000

    @Test(arguments: Fixtures.buggyNames)
    func everyExpectedViolationIsFoundWithinAThousandCases(name: String) {
        let builtIn = Fixtures.builtIn(name)
        for seed in Self.seeds {
            let generator = CaseGenerator(space: ScenarioSpace.default.declared(by: builtIn.screens))
            let report = Campaign(strategy: StrategyUnderTest(builtIn), runSeed: seed, cases: Self.caseLimit, generator: generator)
                .run(stoppingOnceFound: builtIn.expectedViolations)
            let missing = builtIn.expectedViolations.filter { report.finding(for: $0) == nil }
            #expect(
                missing.isEmpty,
                "\(name), seed \(seed): \(missing.map(\.rawValue)) not found in \(report.casesRun) cases; found \(report.invariantsFound.map(\.rawValue))"
            )
        }
    }
}
