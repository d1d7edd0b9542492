import Foundation
import KeyboardWorld

/// A shrunk failure with everything a report needs: where it came from, the minimal case, its
/// violation and the trace that explains it. The CLI and the test helpers report it the same
/// way (KeyfuzzPictures draws it as text, a terminal strip and a storyboard).
public struct Counterexample: Sendable {
    /// The strategy's name.
    public var strategy: String
    /// The run seed and case index of the case as first found; nil for a saved case.
    public var origin: SeedFile.Origin?
    /// The action count of the case as first found.
    public var originalLength: Int
    /// The shrunk case and its violation.
    public var shrunk: ShrunkCase
    /// The trace of the shrunk case, run with only its invariant enabled.
    public var trace: Trace
    /// What the shrunk case needs (the values without which it passes, legacy ones first);
    /// nil for a counterexample made from its parts.
    public var cause: FailureCause?

    /// Creates a counterexample from its parts.
    public init(strategy: String, origin: SeedFile.Origin?, originalLength: Int, shrunk: ShrunkCase, trace: Trace) {
        self.strategy = strategy
        self.origin = origin
        self.originalLength = originalLength
        self.shrunk = shrunk
        self.trace = trace
    }

    /// Traces `shrunk` (with only its invariant enabled) to report it, and works out its cause.
    /// - Parameters:
    ///   - strategy: Runs the shrunk case for its trace.
    ///   - originalLength: The action count of the case as first found.
    ///   - space: Where the cause's alternatives may go (a value the space fixes is no need).
    public init(
        shrunk: ShrunkCase, strategy: StrategyUnderTest, origin: SeedFile.Origin?, originalLength: Int,
        space: ScenarioSpace = .unrestricted
    ) {
        self.init(shrunk: shrunk, strategy: strategy, origin: origin, originalLength: originalLength, space: space, findsCause: true)
    }

    /// Traces `shrunk`, and works out its cause unless `findsCause` is false (an interrupted
    /// shrink reports its best case at once).
    init(
        shrunk: ShrunkCase, strategy: StrategyUnderTest, origin: SeedFile.Origin?, originalLength: Int,
        space: ScenarioSpace, findsCause: Bool
    ) {
        let runner = CaseRunner(strategy: strategy)
        let trace = runner.run(shrunk.keyboardCase, checking: shrunk.invariant, recordsTrace: true).trace ?? Trace(steps: [])
        self.init(strategy: strategy.name, origin: origin, originalLength: originalLength, shrunk: shrunk, trace: trace)
        if findsCause { cause = FailureCause.of(shrunk.keyboardCase, invariant: shrunk.invariant, runner: runner, space: space) }
    }

    /// Shrinks `keyboardCase` for `invariant` with `shrinker` and traces the result; nil when the
    /// case does not fail `invariant` when checked alone.
    ///
    /// The shrink keeps the case's cause: the values it needs stay fixed, and a value devices
    /// post is never simplified into a legacy one (``ScenarioSpace`` `keeping(_:of:)`), so the
    /// report is about the bug the case was found with, not another one a simpler case shows.
    public static func shrinking(
        _ keyboardCase: KeyboardCase, invariant: Invariant, with shrinker: CaseShrinker,
        origin: SeedFile.Origin?
    ) -> Counterexample? {
        var keeping = shrinker
        if shrinker.budget > 0, !shrinker.isCancelled(), shrinker.fails(keyboardCase, invariant) {
            let cause = FailureCause.of(
                keyboardCase, invariant: invariant, runner: shrinker.runner, space: shrinker.space, isCancelled: shrinker.isCancelled)
            keeping.space = shrinker.space.keeping(cause.needs, of: keyboardCase.scenario)
            keeping.keptNeeds = cause.needs
            keeping.needsSpace = shrinker.space
        }
        guard let shrunk = keeping.shrink(keyboardCase, invariant: invariant) else { return nil }
        return Counterexample(
            shrunk: shrunk, strategy: shrinker.strategy, origin: origin,
            originalLength: keyboardCase.actions.count, space: shrinker.space, findsCause: !shrinker.isCancelled())
    }

    /// A failing case as it is, not shrunk (a saved seed file replayed as a regression): run
    /// once with only `invariant` enabled, then traced and its cause worked out as a shrunk
    /// case's; nil when it does not fail `invariant` checked alone.
    /// - Parameter space: Where the cause's alternatives may go.
    public static func replaying(
        _ keyboardCase: KeyboardCase, invariant: Invariant, strategy: StrategyUnderTest, origin: SeedFile.Origin?,
        space: ScenarioSpace = .unrestricted
    ) -> Counterexample? {
        let result = CaseRunner(strategy: strategy).run(keyboardCase, checking: invariant)
        guard let violation = result.violations.first(where: { $0.invariant == invariant }) else { return nil }
        let length = keyboardCase.actions.count
        let stats = ShrinkStats(
            originalActions: length, shrunkActions: length, runs: 1, acceptedSteps: 0, isMinimal: false, isShortest: false)
        let asIs = ShrunkCase(keyboardCase: keyboardCase, invariant: invariant, violation: violation, stats: stats)
        return Counterexample(shrunk: asIs, strategy: strategy, origin: origin, originalLength: length, space: space)
    }

    /// The invariant the shrunk case breaks.
    public var invariant: Invariant { shrunk.invariant }

    /// The seed file that replays it: only its invariant enabled, expecting its violation.
    public var seedFile: SeedFile {
        SeedFile(
            case: shrunk.keyboardCase, origin: origin, invariants: InvariantSet(shrunk.invariant),
            expected: .fail(shrunk.invariant, actionIndex: shrunk.violation.actionIndex))
    }

    /// One summary line: strategy, invariant, action index.
    public var summary: String {
        let actions = shrunk.keyboardCase.actions
        let index = shrunk.violation.actionIndex
        let action =
            index < actions.count
            ? "after action \(index) (\(actions[index]))"
            : "at the end of the case (index \(index), after the last action)"
        return "\(strategy) breaks \(shrunk.invariant.rawValue) \(action)"
    }
}
