import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

/// The correct strategies pass everything the generator draws on the screen shapes each
/// declares: no false alarms.
@Suite struct CorrectStrategyTests {
    /// Enough cases for at least 100,000 actions (about 26 a case).
    static let cases = 4_400
    static let minimumActions = 100_000

    /// Runs `cases` cases and expects no violation, explaining the first one found with its shrunk case.
    private func expectNoViolation(_ name: String, space: ScenarioSpace, invariants: InvariantSet,
                                   runSeed: UInt64, cases: Int, minimumActions: Int, jobs: Int = 1) {
        let strategy = Fixtures.strategy(name)
        let space = space.declared(by: strategy.supportedShapes)
        let report = Campaign(strategy: strategy, runSeed: runSeed, cases: cases, generator: CaseGenerator(space: space),
                              invariants: invariants, jobs: jobs).run()
        #expect(report.actionsRun >= minimumActions)
        for finding in report.findings {
            let shrunk = CaseShrinker(strategy: strategy).shrink(finding.keyboardCase, invariant: finding.invariant)
            Issue.record("""
                \(name): case \(finding.caseIndex) of seed \(runSeed) breaks \(finding.violation)
                \(shrunk.map { describeShrunk($0, strategy: strategy) } ?? "")
                """)
        }
    }

    @Test(arguments: Fixtures.correctNames)
    func noViolationWithDefaultOptions(name: String) {
        expectNoViolation(name, space: .default, invariants: .defaults, runSeed: 101,
                          cases: Self.cases, minimumActions: Self.minimumActions)
    }

    @Test(arguments: Fixtures.correctNames)
    func noViolationWithoutSystemScrollToFocus(name: String) {
        expectNoViolation(name, space: ScenarioSpace.default.also(\.systemScrollsToFocus, [false]), invariants: .defaults,
                          runSeed: 102, cases: Self.cases, minimumActions: Self.minimumActions)
    }

    /// Every invariant, `excess-gap` and `needless-motion` included.
    @Test(arguments: Fixtures.correctNames)
    func noViolationWithEveryInvariant(name: String) {
        expectNoViolation(name, space: .default, invariants: .all, runSeed: 103,
                          cases: Self.cases, minimumActions: Self.minimumActions)
    }

    /// Unpinned content is a layout bug no strategy can avoid: it is found (`unreachable-field`,
    /// and `hidden-field` when a keyboard covers a field nothing can scroll), and it is all that is found.
    @Test(arguments: Fixtures.correctNames)
    func unpinnedContentIsTheOnlyFinding(name: String) {
        let strategy = Fixtures.strategy(name)
        let space = ScenarioSpace.default.also(\.content, [.unpinned]).declared(by: strategy.supportedShapes)
        let report = Campaign(strategy: strategy, runSeed: 104, cases: 1_000, generator: CaseGenerator(space: space)).run()
        // Content size means nothing to a form without a scroll view (`view-shift`'s only shape).
        guard strategy.supportedShapes != [.plainForm] else {
            #expect(report.findings.isEmpty)
            return
        }
        #expect(report.finding(for: .unreachableField) != nil)
        #expect(Set(report.invariantsFound).isSubset(of: [.hiddenField, .unreachableField]))
        for finding in report.findings {
            #expect(finding.keyboardCase.scenario.content == .unpinned, "\(finding.violation)")
        }
    }

    /// At least 10,000,000 actions per strategy and configuration; run with `KEYFUZZ_SOAK=1`
    /// (in a release build: `swift test -c release`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["KEYFUZZ_SOAK"] == "1"),
          arguments: Fixtures.correctNames)
    func soak(name: String) {
        let configurations: [(ScenarioSpace, InvariantSet)] = [
            (ScenarioSpace.default, .defaults),
            (ScenarioSpace.default.also(\.systemScrollsToFocus, [false]), .defaults),
            (ScenarioSpace.default.also(\.systemScrollsToFocus, [false]), .all),
        ]
        for (offset, configuration) in configurations.enumerated() {
            expectNoViolation(name, space: configuration.0, invariants: configuration.1,
                              runSeed: 1_000 + UInt64(offset), cases: 400_000, minimumActions: 10_000_000, jobs: 2)
        }
    }
}
