import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

@Suite struct BoundedVerificationTests {
    /// The scenarios the buggy strategies' minimal cases are looked for on: the default screen,
    /// the fixtures, and a notched phone with insets `never` (IQKeyboardManager's bug needs one).
    static let scenarios =
        [Fixtures.defaultScreen] + Fixtures.fixedScenarios + [
            Scenario(
                device: .phoneNotch, insetAdjustment: .never,
                fields: Scenario.stackedFields(count: 3, top: 20, spacing: 250), contentHeight: 900)
        ] + Fixtures.shapeScenarios + [Fixtures.pushedNotesForm, Fixtures.pushedPlainNotesForm]

    /// The scenarios above of the shapes `strategy` is written for.
    static func scenarios(for strategy: StrategyUnderTest) -> [Scenario] {
        scenarios.filter { strategy.supportedShapes.contains($0.shape) }
    }

    /// For every seeded bug (every invariant `keyfuzz list` says a buggy built-in must break),
    /// verify finds the very sequence exhaustive search finds (shortest, then shortlex-first) on
    /// the first scenario where it has one within 4 actions; and on the default screen both agree
    /// on every invariant up to 3 actions.
    @Test(arguments: Fixtures.buggyNames)
    func findsWhatExhaustiveSearchFinds(name: String) {
        let strategy = Fixtures.strategy(name)
        for scenario in Self.scenarios(for: strategy).prefix(1) {
            let everything = ExhaustiveSearch(scenario: scenario, strategy: strategy, maxLength: 3).run()
            let verified = BoundedVerification(scenario: scenario, strategy: strategy, depth: 3).run()
            #expect(verified.shortest == everything.shortest)
        }
        for invariant in Fixtures.builtIn(name).expectedViolations {
            var compared = false
            for (offset, scenario) in Self.scenarios(for: strategy).enumerated() {
                let report = BoundedVerification(
                    scenario: scenario, strategy: strategy, invariants: InvariantSet([invariant]),
                    depth: 4
                ).run()
                guard let found = report.shortest(for: invariant) else { continue }
                let exhaustive = ExhaustiveSearch(
                    scenario: scenario, strategy: strategy, invariants: InvariantSet([invariant]),
                    maxLength: found.count
                ).run(stoppingOnceFound: [invariant])
                #expect(exhaustive.shortest(for: invariant) == found, "\(name) \(invariant.rawValue) on scenario \(offset)")
                compared = true
                break
            }
            #expect(compared, "\(name) \(invariant.rawValue): no scenario has a failure within 4 actions")
        }
    }

    /// The soak: on the default screen, every seeded strategy's shortest failures up to 5 actions
    /// (5.3 million sequences for `exhaust`) are the ones verify finds; run with `KEYFUZZ_SOAK=1`
    /// in a release build.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["KEYFUZZ_SOAK"] == "1"), arguments: Fixtures.buggyNames)
    func soakFindsWhatExhaustiveSearchFindsToDepthFive(name: String) {
        let strategy = Fixtures.strategy(name)
        let targets = Fixtures.builtIn(name).expectedViolations
        let exhaustive = ExhaustiveSearch(scenario: Fixtures.defaultScreen, strategy: strategy, maxLength: 5)
            .run(stoppingOnceFound: targets)
        let verified = BoundedVerification(scenario: Fixtures.defaultScreen, strategy: strategy, depth: exhaustive.searchedLength).run()
        for invariant in targets {
            #expect(verified.shortest(for: invariant) == exhaustive.shortest(for: invariant), "\(name) \(invariant.rawValue)")
        }
    }

    /// The correct strategies have no failure on the default screen, or on the first screen of
    /// a shape they are written for (every invariant on).
    @Test(arguments: Fixtures.correctNames)
    func correctStrategiesHaveNoShortFailure(name: String) throws {
        let strategy = Fixtures.strategy(name)
        let scenario = try #require(Self.scenarios(for: strategy).first)
        let report = BoundedVerification(scenario: scenario, strategy: strategy, invariants: .all, depth: 4).run()
        #expect(report.shortest.isEmpty, "\(name): \(report.shortest)")
        #expect(report.exploration.isComplete && report.exploration.completedDepth == 4 && report.deduplicates && !report.keysIncludeClock)
        #expect(report.exploration.states < report.exploration.transitions)
    }

    /// Saving and restoring explores exactly what replaying every path from the start does (a
    /// state left out of `World.SavedState` or of a strategy's state would change the counts),
    /// and the report is the same for any number of threads.
    @Test(arguments: BuiltInStrategy.all.map(\.name))
    func restoringMatchesReplayingAndThreadsDoNotMatter(name: String) {
        let strategy = Fixtures.strategy(name)
        // Two screens of its shapes, and a pushed screen with a text view (push, pop, type).
        let pushed = [Fixtures.pushedNotesForm, Fixtures.pushedPlainNotesForm].filter { strategy.supportedShapes.contains($0.shape) }
        for scenario in Self.scenarios(for: strategy).prefix(2) + pushed.prefix(1) {
            let verification = BoundedVerification(scenario: scenario, strategy: Fixtures.strategy(name), invariants: .all, depth: 3)
            let restoring = verification.run()
            var replaying = verification
            replaying.savesAndRestores = false
            #expect(replaying.run() == restoring, "\(name)")
            var threaded = verification
            threaded.jobs = 3
            #expect(threaded.run() == restoring, "\(name)")
        }
    }

    /// The last depth's new states get fingerprints instead of numbered parts, and nothing a
    /// report says changes: the states at every depth, the transitions, each invariant's first
    /// failing sequence, for every built-in strategy (the seeded bugs fail at depth 4), on one
    /// thread (which skips the end check of a state met before in its level, but never of one
    /// with a fingerprint) and on two.
    @Test(arguments: BuiltInStrategy.all.map(\.name))
    func fingerprintsAtTheLastDepthChangeNoReport(name: String) {
        let strategy = Fixtures.strategy(name)
        for scenario in Self.scenarios(for: strategy).prefix(1) {
            for jobs in [1, 2] {
                var verification = BoundedVerification(
                    scenario: scenario, strategy: strategy, invariants: .all, depth: 4, jobs: jobs)
                let fingerprinted = verification.run()
                verification.fingerprintsLastDepth = false
                let numbered = verification.run()
                #expect(fingerprinted == numbered, "\(name), \(jobs) jobs")
                #expect(fingerprinted.exploration.states > 100, "\(name)")
            }
        }
    }

    /// A strategy's state restored by its `verificationState` (and the world's by `SavedState`)
    /// behaves as the original: after running p, saving, running q and restoring, a continuation
    /// shows the same violations and keys as a fresh run of p then the continuation. A strategy
    /// property left out of its state keeps q's value here, and shows.
    @Test(arguments: BuiltInStrategy.all.map(\.name))
    func restoredStrategiesBehaveAsTheOriginal(name: String) throws {
        let builtIn = Fixtures.builtIn(name)
        var source = RandomSource(seed: 77)
        var compared = 0
        for scenario in Self.scenarios {
            let alphabet = ExhaustiveSearch.alphabet(for: scenario)
            for _ in 0..<40 {
                let p = (0..<source.int(in: 0...5)).map { _ in source.element(of: alphabet) }
                let q = (0..<source.int(in: 1...5)).map { _ in source.element(of: alphabet) }
                let c = (0..<source.int(in: 1...5)).map { _ in source.element(of: alphabet) }
                let strategy = try #require(builtIn.make() as? any StatefulKeyboardStrategy)
                let world = World(scenario: scenario, strategy: strategy, invariants: .all)
                for action in p { world.perform(action) }
                let saved = world.saveState()
                let state = strategyState(strategy)
                let restoreState = restorer(for: strategy)
                for action in q { world.perform(action) }
                world.restoreState(saved)
                restoreState(state)
                let fresh = World(scenario: scenario, strategy: builtIn.make(), invariants: .all)
                for action in p { fresh.perform(action) }
                for action in c {
                    let restored = Set(world.perform(action).map(\.invariant))
                    let replayed = Set(fresh.perform(action).map(\.invariant))
                    #expect(
                        restored == replayed && world.stateKey() == fresh.stateKey(),
                        """
                        \(name): p = \(p), q = \(q), c = \(c): after \(action) restored \(restored) vs replayed \(replayed)
                        """)
                }
                #expect(Set(world.finish().map(\.invariant)) == Set(fresh.finish().map(\.invariant)))
                compared += 1
            }
        }
        #expect(compared == 40 * Self.scenarios.count)
    }

    /// A strategy that reads the clock is explored again with the clock in the keys.
    @Test func aStrategyReadingTheClockKeepsTimesApart() {
        let strategy = StrategyUnderTest(name: "clock-reader") { ClockReadingStrategy() }
        let report = BoundedVerification(scenario: Fixtures.phoneForm, strategy: strategy, depth: 3).run()
        #expect(report.keysIncludeClock)
        let exhaustive = ExhaustiveSearch(scenario: Fixtures.phoneForm, strategy: strategy, maxLength: 3).run()
        #expect(report.shortest == exhaustive.shortest)
        #expect(report.shortest(for: .drift) != nil)  // it drifts after half a second
    }

    /// A strategy that does not show its state is explored sequence by sequence, finding the same.
    @Test func aStrategyWithoutStateIsExploredWithoutMerging() {
        let strategy = StrategyUnderTest(name: "plain") { PlainStrategy() }
        let report = BoundedVerification(scenario: Fixtures.phoneForm, strategy: strategy, depth: 2).run()
        #expect(!report.deduplicates)
        #expect(report.exploration.states == report.exploration.statesWithoutKey)
        let alphabet = ExhaustiveSearch.alphabet(for: Fixtures.phoneForm).count
        #expect(report.exploration.states == 1 + alphabet + alphabet * alphabet)
        let exhaustive = ExhaustiveSearch(scenario: Fixtures.phoneForm, strategy: strategy, maxLength: 2).run()
        #expect(report.shortest == exhaustive.shortest)
        #expect(!report.shortest.isEmpty)
    }

    /// A counterexample is reported as `fuzz` reports a shrunk one: no origin, the case run with
    /// only its invariant, and a seed file that replays to its violation.
    @Test func aCounterexampleIsReportedLikeAShrunkOne() throws {
        let verification = BoundedVerification(scenario: Fixtures.defaultScreen, strategy: Fixtures.strategy("transform"), depth: 2)
        let report = verification.run()
        let finding = try #require(report.shortest.first { $0.invariant == .drift })
        #expect(finding.actions == [.tap(0), .dismiss])
        let counterexample = try #require(verification.counterexample(for: finding))
        #expect(counterexample.origin == nil)
        // The hide's did-notifications are still pending after `dismiss`: drift shows at the end.
        #expect(counterexample.summary == "transform breaks drift at the end of the case (index 2, after the last action)")
        #expect(counterexample.shrunk.stats.isShortest)
        #expect(!counterexample.trace.steps.isEmpty)
        let seedFile = counterexample.seedFile
        #expect(seedFile.expected == .fail(.drift, actionIndex: 2))
        let replayed = try #require(seedFile.run())
        #expect(replayed.verdict == .fail(.drift, actionIndex: 2))
    }

    /// `shouldStop` ends the exploration with what it has.
    @Test func aStopKeepsWhatWasFound() {
        let report = BoundedVerification(scenario: Fixtures.defaultScreen, strategy: Fixtures.strategy("inset-adjusting"), depth: 6)
            .run(shouldStop: { true })
        #expect(!report.exploration.isComplete)
        #expect(report.exploration.completedDepth == 0)
        #expect(report.exploration.states == 1)
    }
}

/// Restores a state read by `strategyState` into `strategy`.
private func restorer(for strategy: any StatefulKeyboardStrategy) -> (AnyHashable?) -> Void {
    func open<Strategy: StatefulKeyboardStrategy>(_ strategy: Strategy) -> (AnyHashable?) -> Void {
        { state in
            if let state = state?.base as? Strategy.VerificationState { strategy.verificationState = state }
        }
    }
    return open(strategy)
}

/// Remembers when the keyboard showed and, half a second later, leaves a drifted inset.
private final class ClockReadingStrategy: StatefulKeyboardStrategy {
    var shownAt: TimeInterval?

    var verificationState: TimeInterval? {
        get { shownAt }
        set { shownAt = newValue }
    }

    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        shownAt = host.currentTime
    }

    func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        if let shownAt, host.currentTime - shownAt > 0.2 { host.scrollView.contentInset.bottom += 1 }
    }
}

/// Insets the scroll view by the keyboard's height and never restores it; shows no state.
private final class PlainStrategy: KeyboardAvoidanceStrategy {
    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        host.scrollView.contentInset.bottom = notification.frameEnd.size.height
    }
}
