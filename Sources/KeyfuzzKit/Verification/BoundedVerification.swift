import Foundation
import KeyboardWorld
import PropertyEngine

/// A bounded proof on one fixed scenario: every action sequence over an alphabet up to a depth,
/// explored breadth first with state deduplication (PropertyEngine's
/// ``BreadthFirstExploration``), and the shortest failing sequence per invariant.
///
/// Two sequences that reach the same situation — equal `World.StateKey`s and equal strategy
/// states (``StatefulKeyboardStrategy``) — behave the same from there on, so only the first is
/// explored further. The result is the one ``ExhaustiveSearch`` gives by running every sequence
/// (the same shortest sequences, shortlex-first), at a cost that grows with the number of
/// distinct situations rather than with `alphabet.count ^ depth`. A sequence *fails* an invariant
/// exactly as for ``ExhaustiveSearch``: a violation at any step or at the end-of-case check.
///
/// A strategy that does not conform to ``StatefulKeyboardStrategy`` is explored without
/// deduplication (every sequence replayed, as `exhaust` does); the report says so. One that reads
/// `host.currentTime` is explored again with the clock in the keys (by default keys hold due
/// times relative to now, so that two paths reaching one situation at different times merge).
public struct BoundedVerification: Sendable {
    /// The fixed scenario.
    public var scenario: Scenario
    /// The strategy under test; fresh instances per thread (and per replay).
    public var strategy: StrategyUnderTest
    /// The invariants checked at every quiescent step and at the end.
    public var invariants: InvariantSet
    /// The longest sequence explored.
    public var depth: Int
    /// The actions sequences are built from; ``ExhaustiveSearch/alphabet(for:unusualPaths:timed:)`` by default.
    public var alphabet: [Action]
    /// Threads; the report is the same for every value.
    public var jobs: Int
    /// Whether states are saved and restored (fast) rather than replayed from the start for
    /// every action (the same report, a test checks; only for strategies that show their state).
    public var savesAndRestores: Bool

    /// Whether states of the last depth that are new get fingerprints instead of numbered parts
    /// (the same report in less memory; false only to check that, in a test).
    public var fingerprintsLastDepth = true

    /// The default depth of `keyfuzz verify`.
    public static let defaultDepth = 6

    /// Creates a verification of `strategy` on `scenario` up to `depth` actions.
    public init(
        scenario: Scenario, strategy: StrategyUnderTest, invariants: InvariantSet = .defaults,
        depth: Int = defaultDepth, alphabet: [Action]? = nil, jobs: Int = 1, savesAndRestores: Bool = true
    ) {
        self.scenario = scenario
        self.strategy = strategy
        self.invariants = invariants
        self.depth = depth
        self.alphabet = alphabet ?? ExhaustiveSearch.alphabet(for: scenario)
        self.jobs = Swift.max(1, jobs)
        self.savesAndRestores = savesAndRestores
    }

    /// Explores every sequence up to ``depth`` (stopping early once every invariant has failed).
    ///
    /// - Parameters:
    ///   - shouldStop: Asked often (between small batches of states); true ends the exploration
    ///     with what it has (`--time`, an interrupt).
    ///   - progress: Called after each completed depth.
    public func run(
        shouldStop: @escaping @Sendable () -> Bool = { false },
        progress: ((BreadthFirstExploration.Progress) -> Void)? = nil
    ) -> VerificationReport {
        if let strategyNumbering = StrategyStateNumbering.numbering(for: strategy) {
            for includesClock in [false, true] {
                let clockRead = SharedFlag()
                let stop: @Sendable () -> Bool = { shouldStop() || (!includesClock && clockRead.isSet) }
                guard
                    let result = explore(
                        strategyNumbering, includesClock: includesClock, clockRead: clockRead,
                        shouldStop: stop, progress: progress)
                else { break }
                // Keys without the clock are sound only if no path read it: else again, with it.
                if !includesClock && clockRead.isSet { continue }
                return report(result, deduplicates: true, includesClock: includesClock)
            }
        }
        let cursors = (0..<jobs).map { _ in
            ReplayingCursor(
                scenario: scenario, make: strategy.make, invariants: invariants, alphabet: alphabet,
                numbering: nil, includesClock: false, clockRead: SharedFlag())
        }
        return report(explore(cursors, shouldStop: shouldStop, progress: progress), deduplicates: false, includesClock: false)
    }

    /// The deduplicating exploration; nil when the strategy's factory does not make instances of
    /// one stateful type.
    private func explore(
        _ strategyNumbering: StrategyStateNumbering, includesClock: Bool, clockRead: SharedFlag,
        shouldStop: @escaping @Sendable () -> Bool,
        progress: ((BreadthFirstExploration.Progress) -> Void)?
    ) -> ExplorationReport<Invariant>? {
        let numbering = StateNumbering()
        guard savesAndRestores else {
            let cursors = (0..<jobs).map { _ in
                ReplayingCursor(
                    scenario: scenario, make: strategy.make, invariants: invariants, alphabet: alphabet,
                    numbering: (numbering, strategyNumbering), includesClock: includesClock, clockRead: clockRead)
            }
            return explore(cursors, shouldStop: shouldStop, progress: progress)
        }
        var cursors: [RestoringCursor] = []
        for _ in 0..<jobs {
            guard let instance = strategyNumbering.instance() else { return nil }
            cursors.append(
                RestoringCursor(
                    scenario: scenario, strategy: instance, invariants: invariants,
                    alphabet: alphabet, numbering: numbering, includesClock: includesClock,
                    clockRead: clockRead, fingerprintDepth: fingerprintsLastDepth ? depth : nil))
        }
        return explore(cursors, shouldStop: shouldStop, progress: progress)
    }

    private func explore<Cursor: ExplorationCursor>(
        _ cursors: [Cursor], shouldStop: @escaping @Sendable () -> Bool,
        progress: ((BreadthFirstExploration.Progress) -> Void)?
    ) -> ExplorationReport<Invariant> where Cursor.Failure == Invariant {
        BreadthFirstExploration(alphabetSize: alphabet.count, maxDepth: depth)
            .run(cursors: cursors, stopOnceFound: Set(invariants.members), shouldStop: shouldStop, progress: progress)
    }

    private func report(_ result: ExplorationReport<Invariant>, deduplicates: Bool, includesClock: Bool) -> VerificationReport {
        let shortest = Invariant.allCases.compactMap { invariant in
            result.first[invariant].map { ExhaustiveFinding(invariant: invariant, actions: $0.map { alphabet[$0] }) }
        }
        return VerificationReport(
            shortest: shortest, exploration: result, deduplicates: deduplicates,
            keysIncludeClock: includesClock)
    }

    /// The counterexample of `finding`, reported as `keyfuzz fuzz` reports a shrunk one (no
    /// origin: it was not drawn from a seed): the case run with only its invariant enabled, its
    /// violation and trace. Nil when the case does not fail that invariant checked alone.
    public func counterexample(for finding: ExhaustiveFinding) -> Counterexample? {
        let keyboardCase = KeyboardCase(strategy: strategy.name, scenario: scenario, actions: finding.actions)
        let result = CaseRunner(strategy: strategy).run(keyboardCase, checking: finding.invariant)
        guard let violation = result.violations.first(where: { $0.invariant == finding.invariant }) else { return nil }
        let length = finding.actions.count
        // Proven shortest over the alphabet; same-length simplifications were not tried.
        let stats = ShrinkStats(
            originalActions: length, shrunkActions: length, runs: 1, acceptedSteps: 0,
            isMinimal: false, isShortest: true)
        let shrunk = ShrunkCase(keyboardCase: keyboardCase, invariant: finding.invariant, violation: violation, stats: stats)
        return Counterexample(shrunk: shrunk, strategy: strategy, origin: nil, originalLength: length)
    }
}
