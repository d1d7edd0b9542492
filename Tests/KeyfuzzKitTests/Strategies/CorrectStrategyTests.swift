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
    private func expectNoViolation(
        _ name: String, space: ScenarioSpace, invariants: InvariantSet,
        runSeed: UInt64, cases: Int, minimumActions: Int, jobs: Int = 1
    ) {
        let strategy = Fixtures.strategy(name)
        let space = space.declared(by: strategy.screens)
        // A shape the strategy does not declare (`shape=plainForm` for inset-adjusting) is not its screen.
        guard space.drawsAnyShape else { return }
        let report = Campaign(
            strategy: strategy, runSeed: runSeed, cases: cases, generator: CaseGenerator(space: space),
            invariants: invariants, jobs: jobs
        ).run()
        #expect(report.actionsRun >= minimumActions)
        for finding in report.findings {
            // Shrunk on the strategy's own screens.
            let shrunk = CaseShrinker(strategy: strategy, space: space).shrink(finding.keyboardCase, invariant: finding.invariant)
            Issue.record(
                """
                \(name): case \(finding.caseIndex) of seed \(runSeed) breaks \(finding.violation)
                \(shrunk.map { describeShrunk($0, strategy: strategy) } ?? "")
                """)
        }
    }

    @Test(arguments: Fixtures.correctNames)
    func noViolationWithDefaultOptions(name: String) {
        expectNoViolation(
            name, space: .default, invariants: .defaults, runSeed: 101,
            cases: Self.cases, minimumActions: Self.minimumActions)
    }

    @Test(arguments: Fixtures.correctNames)
    func noViolationWithoutSystemScrollToFocus(name: String) {
        expectNoViolation(
            name, space: ScenarioSpace.default.also(\.systemScrollsToFocus, [false]), invariants: .defaults,
            runSeed: 102, cases: Self.cases, minimumActions: Self.minimumActions)
    }

    /// Every invariant, `excess-gap` and `needless-motion` included.
    @Test(arguments: Fixtures.correctNames)
    func noViolationWithEveryInvariant(name: String) {
        expectNoViolation(
            name, space: .default, invariants: .all, runSeed: 103,
            cases: Self.cases, minimumActions: Self.minimumActions)
    }

    /// The waits a timing search interleaves: before TPKeyboardAvoiding's 10 ms, during the
    /// keyboard animation, at its end, between its end and a scroll animation's, long after.
    static let timingWaits: [Action] = [
        .wait(0.005), .wait(0.01), .wait(0.1), .wait(0.25), .wait(0.26), .wait(1),
        .finishAnimation,
    ]

    /// Every sequence of `depth` actions over focus changes, dismissals, keyboard changes and the
    /// waits above, with every invariant: no timing breaks a correct strategy.
    private func expectNoViolationUnderEveryTiming(_ name: String, depth: Int) {
        let strategy = Fixtures.strategy(name)
        for scenario in Fixtures.timingScenarios(for: strategy) {
            var actions =
                scenario.fields.indices.map { Action.tap($0) }
                + [.next, .dismiss, .rotate, .inputMode(.emoji), .hardwareKeyboard(true), .hardwareKeyboard(false)]
            // Typing, and another screen pushed and popped, at every timing too.
            if scenario.fields.contains(where: \.isTextView) { actions.append(.type(3)) }
            if scenario.entry.isInNavigationStack { actions += [.push, .pop] }
            let search = ExhaustiveSearch(
                scenario: scenario, strategy: strategy, invariants: .all,
                maxLength: depth, alphabet: actions + Self.timingWaits)
            let report = search.run()
            #expect(report.isComplete)
            #expect(report.shortest.isEmpty, "\(name): \(report.shortest)")
        }
    }

    @Test(arguments: Fixtures.correctNames)
    func noViolationUnderEveryTimingOfShortSequences(name: String) {
        expectNoViolationUnderEveryTiming(name, depth: 3)
    }

    /// Unpinned content is a layout bug no strategy can avoid: it is found (`unreachable-field`,
    /// and `hidden-field` when a keyboard covers a field nothing can scroll), and it is all that is found.
    @Test(arguments: Fixtures.correctNames)
    func unpinnedContentIsTheOnlyFinding(name: String) {
        let strategy = Fixtures.strategy(name)
        let space = ScenarioSpace.default.also(\.content, [.unpinned]).declared(by: strategy.screens)
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

    /// Every value of every event profile (and `rotationStyle=hideFirst`) alone, on the devices it
    /// applies to, with every invariant: a space restricted to that value.
    static var profileSpaces: [(String, ScenarioSpace)] {
        var spaces: [(String, ScenarioSpace)] = []
        for dimension in ScenarioDimension.all
        where dimension.origin == .worldRule || !dimension.beyondClassicTokens.isEmpty {
            for value in dimension.values ?? [] where value.token != dimension.defaultToken {
                guard var space = try? ScenarioSpace.default.restricting(dimension.key, to: [value.token]) else { continue }
                if ["quickTypeBar", "phoneHardwareHides"].contains(dimension.key) {
                    space = space.only(\.device, [.phoneHome, .phoneNotch])
                }
                spaces.append(("\(dimension.key)=\(value.token)", space))
            }
        }
        return spaces
    }

    @Test(arguments: Fixtures.correctNames)
    func noViolationUnderEveryProfileValue(name: String) {
        #expect(Self.profileSpaces.count >= 14)
        for (offset, (_, space)) in Self.profileSpaces.enumerated() {
            expectNoViolation(
                name, space: space, invariants: .all, runSeed: 200 + UInt64(offset),
                cases: 150, minimumActions: 2_000)
        }
    }

    /// At least 100,000 actions per strategy and profile value, every invariant on; run with
    /// `KEYFUZZ_SOAK=1`.
    @Test(
        .enabled(if: ProcessInfo.processInfo.environment["KEYFUZZ_SOAK"] == "1"),
        arguments: Fixtures.correctNames)
    func soakEveryProfileValue(name: String) {
        for (offset, (_, space)) in Self.profileSpaces.enumerated() {
            expectNoViolation(
                name, space: space, invariants: .all, runSeed: 2_000 + UInt64(offset),
                cases: Self.cases, minimumActions: Self.minimumActions, jobs: 2)
        }
    }

    /// At least 10,000,000 actions per strategy and configuration; run with `KEYFUZZ_SOAK=1`
    /// (in a release build: `swift test -c release`).
    @Test(
        .enabled(if: ProcessInfo.processInfo.environment["KEYFUZZ_SOAK"] == "1"),
        arguments: Fixtures.correctNames)
    func soak(name: String) {
        let configurations: [(ScenarioSpace, InvariantSet)] = [
            (ScenarioSpace.default, .defaults),
            (ScenarioSpace.default, .all),
            (ScenarioSpace.default.also(\.systemScrollsToFocus, [false]), .defaults),
            (ScenarioSpace.default.also(\.systemScrollsToFocus, [false]), .all),
        ]
        for (offset, configuration) in configurations.enumerated() {
            expectNoViolation(
                name, space: configuration.0, invariants: configuration.1,
                runSeed: 1_000 + UInt64(offset), cases: 400_000, minimumActions: 10_000_000, jobs: 2)
        }
        // Every timing of every five-action sequence over the timing alphabet.
        expectNoViolationUnderEveryTiming(name, depth: 5)
    }
}
