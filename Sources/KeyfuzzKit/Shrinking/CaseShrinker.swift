import Foundation
import KeyboardWorld
import PropertyEngine

/// Reduces a failing case to a 1-minimal one that fails the same invariant.
///
/// **Definition.** A case *fails invariant I* when running it with only I enabled reports a
/// violation. Checking only I matters: with every invariant on, a run stops at the first step
/// breaking any of them, so a simpler case could stop earlier on another invariant and hide I.
/// Invariant checks never change the world, so a case that fails I with all invariants on fails
/// it with I alone, at the same step.
///
/// **Candidates**, tried lazily in this order by PropertyEngine's `shrink`: no actions at all;
/// chunk deletions of actions, big chunks and trailing chunks first, down to single actions;
/// scenario simplifications inside the ``space`` (fields removed, remapping taps; then each
/// dimension of ``ScenarioDimension/all`` one notch simpler, in table order: a simpler device,
/// portrait, no bars, `insetAdjustment` never, zero designer insets, pinned content, no
/// accessory views, default keyboard types, field heights toward 44 pt, the footer halved
/// toward 0, ...); a leading `rotate` folded into the scenario's orientation (a case that
/// starts by rotating a landscape form is the portrait form without the rotation, as far as
/// anything visible goes: nothing is focused yet); then action simplifications (distances
/// halved toward 0, input modes to
/// `default`, waits to `finishAnimation` and then halved). Only valid scenarios (`Scenario.problems` empty) inside the space are tried.
///
/// **Result.** When the budget does not run out, the case is 1-minimal: removing any single
/// action, or applying any single simplification above, makes it stop failing I.
///
/// **Shortest.** Greedy shrinking can stop in a local minimum, so a second phase then looks for
/// a strictly shorter case over the scenario's exhaustive alphabet (``ExhaustiveSearch``) plus
/// the case's own actions: every shorter action list when that fits in the remaining budget
/// (then a case that survives is a shortest one over that alphabet), else local edits and every
/// list as long as the budget allows; the first shorter failing case found is shrunk greedily again.
///
/// **Runs.** For a `StatefulKeyboardStrategy`, candidates in the scenario of the case accepted
/// last are run by a `SharedPrefixRunner`: each resumes from the state saved where it parts from
/// the candidate before (the shorter-case search's lists differ in their last action or two), and
/// a candidate found failing is run again from a fresh world before it is accepted. Other
/// strategies, and the scenario simplifications, run from fresh worlds. The verdicts, and so the
/// shrunk case and the count of runs, are the same either way.
public struct CaseShrinker: Sendable {
    /// The strategy the case runs against.
    public var strategy: StrategyUnderTest
    /// The scenarios shrinking may move to: a run's space, so that a shrunk case is one the run
    /// could have drawn (``ScenarioSpace/fixed(_:)`` keeps the scenario as it is).
    public var space: ScenarioSpace
    /// The most case runs shrinking may make. The default leaves room for the second phase to
    /// prove a four-action case shortest on a scenario of a few fields (about 5,000 runs).
    public var budget: Int
    /// Asked before every case run; true abandons shrinking with the best case so far (an
    /// interrupted run).
    public var isCancelled: @Sendable () -> Bool
    /// Values every accepted candidate must still need (``FailureCause``): a simpler case that
    /// fails without one of them shows another bug, so the shrink never swaps the bug it was
    /// given for another. Each failing candidate costs one more run per value.
    public var keptNeeds: [FailureCause.Need] = []
    /// The space the kept needs' alternatives come from (the run's, before the needs were fixed).
    public var needsSpace: ScenarioSpace = .unrestricted

    /// The budget `keyfuzz fuzz` shrinks with.
    public static let defaultBudget = 10_000

    /// Creates a shrinker for cases of `strategy`, simplifying scenarios inside `space`.
    public init(
        strategy: StrategyUnderTest, space: ScenarioSpace = .unrestricted, budget: Int = defaultBudget,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
        self.strategy = strategy
        self.space = space
        self.budget = budget
        self.isCancelled = isCancelled
    }

    /// What runs the candidates, each from a fresh world (``CaseRunner``).
    public var runner: CaseRunner { CaseRunner(strategy: strategy) }

    /// Runs `keyboardCase` with only `invariant` enabled (``CaseRunner/run(_:checking:recordsTrace:)``).
    public func run(_ keyboardCase: KeyboardCase, checking invariant: Invariant, recordsTrace: Bool = false) -> CaseResult {
        runner.run(keyboardCase, checking: invariant, recordsTrace: recordsTrace)
    }

    /// Whether `keyboardCase` fails `invariant`: running it with only `invariant` enabled reports a violation.
    public func fails(_ keyboardCase: KeyboardCase, _ invariant: Invariant) -> Bool {
        runner.fails(keyboardCase, invariant)
    }

    /// Whether the failing `candidate` still needs every one of ``keptNeeds``: it holds the
    /// value, and passes once the value is set to its alternative.
    func keepsNeeds(_ candidate: KeyboardCase, _ invariant: Invariant) -> Bool {
        for need in keptNeeds {
            guard need.holds(in: candidate.scenario), let dimension = ScenarioDimension.named(need.key),
                let alternative = FailureCause.alternative(of: dimension, in: candidate.scenario, space: needsSpace)
            else { return false }
            var without = candidate
            without.scenario = alternative
            if fails(without, invariant) { return false }
        }
        return true
    }

    /// Shrinks `keyboardCase`, which must fail `invariant`.
    ///
    /// Alternates two phases until neither helps or the budget is spent: the greedy walk over
    /// ``candidates(of:)`` down to a 1-minimal case, then a search for a strictly shorter one
    /// (``shorterCandidates(of:budget:)``); the first shorter failing case found restarts the greedy walk.
    ///
    /// - Returns: The shrunk case, its violation and what shrinking cost; nil when
    ///   `keyboardCase` does not fail `invariant` to begin with.
    /// - Complexity: At most `budget + 2` case runs.
    public func shrink(_ keyboardCase: KeyboardCase, invariant: Invariant) -> ShrunkCase? {
        guard fails(keyboardCase, invariant) else { return nil }
        var current = keyboardCase
        var runs = 0
        var accepted = 0
        var isMinimal = false
        var isShortest = false
        let verdicts = CandidateVerdicts(shrinker: self, invariant: invariant, scenario: keyboardCase.scenario)
        shrinking: while true {
            let greedy = PropertyEngine.shrink(
                current, budget: budget - runs,
                candidates: { GreedyCandidates(of: $0, in: space) },
                stillFails: { !isCancelled() && verdicts.fails($0) && keepsNeeds($0, invariant) })
            current = greedy.value
            runs += greedy.predicateCalls
            accepted += greedy.acceptedSteps
            isMinimal = greedy.isMinimal
            guard isMinimal, !isCancelled() else { break }
            let shorter = shorterActionLists(of: current, budget: budget - runs)
            for actions in shorter {
                guard runs < budget, !isCancelled() else { break shrinking }
                runs += 1
                var candidate = current
                candidate.actions = actions
                if verdicts.fails(actions, of: current) && keepsNeeds(candidate, invariant) {
                    current.actions = actions
                    accepted += 1
                    continue shrinking
                }
            }
            isShortest = shorter.isComplete
            break
        }
        let final = run(current, checking: invariant)
        guard let violation = final.violations.first(where: { $0.invariant == invariant }) else { return nil }
        let cancelled = isCancelled()
        let stats = ShrinkStats(
            originalActions: keyboardCase.actions.count, shrunkActions: current.actions.count,
            runs: runs + 2, acceptedSteps: accepted, isMinimal: isMinimal && !cancelled,
            isShortest: isShortest && !cancelled)
        return ShrunkCase(keyboardCase: current, invariant: invariant, violation: violation, stats: stats)
    }

    /// The strictly shorter cases the second phase tries, over the scenario's exhaustive
    /// alphabet plus the case's own actions (without the unusual-path actions and the timed
    /// waits the case lacks when the full alphabet would not fit: each symbol multiplies the
    /// lists to try): every shorter action list when that many runs fit in
    /// `budget` (`isComplete`), else local edits and then every list as long as the budget allows
    /// (see `ShorterSequenceCandidates`).
    public func shorterCandidates(of keyboardCase: KeyboardCase, budget: Int)
        -> (cases: AnySequence<KeyboardCase>, isComplete: Bool)
    {
        let lists = shorterActionLists(of: keyboardCase, budget: budget)
        let base = keyboardCase
        return (
            AnySequence(
                lists.lazy.map {
                    KeyboardCase(strategy: base.strategy, scenario: base.scenario, actions: $0)
                }), lists.isComplete
        )
    }

    /// ``shorterCandidates(of:budget:)``'s action lists, each for `keyboardCase`'s scenario.
    func shorterActionLists(of keyboardCase: KeyboardCase, budget: Int) -> ShorterSequenceCandidates {
        func alphabet(full: Bool) -> [Action] {
            var alphabet = ExhaustiveSearch.alphabet(
                for: keyboardCase.scenario,
                unusualPaths: full && space.drawsUnusualPathActions,
                timed: full && space.drawsTimedWaits)
            for action in keyboardCase.actions where !alphabet.contains(action) { alphabet.append(action) }
            return alphabet
        }
        var lists = ShorterSequenceCandidates(base: keyboardCase.actions, alphabet: alphabet(full: true), budget: budget)
        if !lists.isComplete {
            lists = ShorterSequenceCandidates(base: keyboardCase.actions, alphabet: alphabet(full: false), budget: budget)
        }
        return lists
    }

    /// The simpler cases one step away from `keyboardCase`, best first, built one at a time.
    public func candidates(of keyboardCase: KeyboardCase) -> AnySequence<KeyboardCase> {
        AnySequence(GreedyCandidates(of: keyboardCase, in: space))
    }
}

/// The shrinker's verdicts on its candidates: `CaseShrinker.fails`, answered by a
/// ``SharedPrefixRunner`` for candidates in the scenario of the case accepted last (the
/// deletions, the action simplifications and the shorter-case search) and by fresh runs for the
/// rest (the scenario simplifications).
///
/// A candidate the runner finds failing is run again from a fresh world before it is accepted:
/// a strategy whose `verificationState` leaves something out would otherwise have a case
/// accepted that does not fail when replayed. On a disagreement the fresh run's verdict stands
/// and the runner is not used again.
private final class CandidateVerdicts {
    private let shrinker: CaseShrinker
    private let invariant: Invariant
    /// The scenario of the case accepted last.
    private var scenario: Scenario
    private var runner: SharedPrefixRunner?
    /// False once the strategy shows no state, or a runner's verdict was not a fresh run's.
    private var usesRunner = true

    init(shrinker: CaseShrinker, invariant: Invariant, scenario: Scenario) {
        self.shrinker = shrinker
        self.invariant = invariant
        self.scenario = scenario
    }

    /// Whether `candidate` fails the invariant; a failing candidate becomes the case accepted last.
    func fails(_ candidate: KeyboardCase) -> Bool {
        guard candidate.scenario == scenario else {
            let fails = shrinker.fails(candidate, invariant)
            if fails {
                scenario = candidate.scenario
                runner = nil
            }
            return fails
        }
        return fails(candidate.actions, of: candidate)
    }

    /// Whether `base` with `actions` instead of its own fails the invariant, `base` being in the
    /// scenario of the case accepted last.
    func fails(_ actions: [Action], of base: KeyboardCase) -> Bool {
        func freshRun() -> Bool {
            var candidate = base
            candidate.actions = actions
            return shrinker.fails(candidate, invariant)
        }
        guard let runner = usableRunner() else { return freshRun() }
        guard runner.fails(actions) else { return false }
        guard freshRun() else {
            usesRunner = false
            return false
        }
        return true
    }

    /// The runner for the scenario of the case accepted last (made anew after a scenario
    /// simplification was accepted); nil when runners are not used.
    private func usableRunner() -> SharedPrefixRunner? {
        guard usesRunner else { return nil }
        if let runner { return runner }
        runner = SharedPrefixRunner(scenario: scenario, strategy: shrinker.strategy, invariant: invariant)
        if runner == nil { usesRunner = false }
        return runner
    }
}
