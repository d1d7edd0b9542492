import Foundation
import KeyboardWorld
import PropertyEngine

/// The random case generator: draws a scenario from a ``ScenarioSpace``, then draws each action
/// from the world's current state while running it, and stops at the first violation.
///
/// Generating while running is what keeps cases valid: only a field that is visible can be
/// tapped, a keyboard must be up to change its input mode, and a wait is drawn only while
/// something is pending (did-notifications, deferred work, animations). Every draw goes through `RandomSource`, so a seed gives
/// the same case on every machine and toolchain.
public struct CaseGenerator: Sendable {
    /// The scenarios and actions the generator may draw.
    public var space: ScenarioSpace {
        didSet { schedule = CoveringSchedule(space: space) }
    }
    /// The values the first cases of a run take (``CoveringSchedule``).
    private(set) var schedule: CoveringSchedule
    /// The most actions a case has (cases stop earlier at their first violation).
    public var maxActions: Int

    /// The case length `keyfuzz fuzz` and the test helpers use unless told otherwise.
    public static let defaultMaxActions = 30

    /// Creates a generator drawing from `space`, up to `maxActions` actions a case.
    public init(space: ScenarioSpace = .default, maxActions: Int = defaultMaxActions) {
        self.space = space
        self.maxActions = maxActions
        schedule = CoveringSchedule(space: space)
    }

    /// Draws a scenario from the space.
    public func drawScenario(using source: inout RandomSource) -> Scenario {
        space.draw(using: &source)
    }

    /// Draws case `caseIndex`'s scenario: the first cases of a run take the values of the
    /// ``CoveringSchedule`` (every value early, every pair of device and user values, then
    /// every value equally often up to case 200), the draws consumed the same either way.
    public func drawScenario(using source: inout RandomSource, caseIndex: UInt64) -> Scenario {
        space.draw(using: &source, scheduled: schedule.row(forCase: caseIndex, source: source))
    }

    /// How many cases take a covering row (those after them take even rows up to case 200,
    /// then draw freely).
    public var scheduledCases: Int { schedule.scheduledCases }

    /// Draws a case for `strategy` and runs it, drawing each action from the state the previous
    /// ones left.
    ///
    /// - Parameters:
    ///   - strategy: The strategy under test; a fresh instance is made for the run.
    ///   - invariants: The invariants checked; the run stops at the first step breaking one.
    ///   - scenario: A fixed scenario to use instead of drawing one (for exhaustive comparisons
    ///     and focused searches); it is taken as is.
    ///   - countsCoverage: Whether the run counts what it exercises (``GeneratedCase/coverage``);
    ///     it draws the same case either way.
    ///   - caseIndex: The case's index in its run, for the covering schedule of the first cases
    ///     (nil: drawn freely).
    ///   - source: The random source; the draws it makes are the case's whole identity.
    /// - Returns: The explicit case (the actions that ran) and its result.
    public func generate(
        strategy: StrategyUnderTest, invariants: InvariantSet = .defaults,
        scenario fixed: Scenario? = nil, countsCoverage: Bool = false, caseIndex: UInt64? = nil,
        using source: inout RandomSource
    ) -> GeneratedCase {
        let scenario = fixed ?? caseIndex.map { drawScenario(using: &source, caseIndex: $0) } ?? drawScenario(using: &source)
        let length = drawLength(using: &source)
        let world = World(scenario: scenario, strategy: strategy.make(), invariants: invariants)
        if countsCoverage { world.countCoverage() }
        var drawer = ActionDrawer(unusualPaths: space.drawsUnusualPathActions, timedWaits: space.drawsTimedWaits)
        var actions: [Action] = []
        actions.reserveCapacity(length)
        for _ in 0..<length {
            let action = drawer.draw(in: world, using: &source)
            actions.append(action)
            let violations = world.perform(action)
            if !violations.isEmpty {
                return finished(strategy, scenario, actions, violations, world)
            }
        }
        return finished(strategy, scenario, actions, world.finish(), world)
    }

    private func finished(
        _ strategy: StrategyUnderTest, _ scenario: Scenario, _ actions: [Action],
        _ violations: [Violation], _ world: World
    ) -> GeneratedCase {
        GeneratedCase(
            keyboardCase: KeyboardCase(strategy: strategy.name, scenario: scenario, actions: actions),
            result: CaseResult(violations: violations, actionsRun: world.actionCount, trace: nil),
            coverage: world.coverage)
    }

    /// Draws the number of actions: mostly the maximum (long cases find more), sometimes shorter.
    func drawLength(using source: inout RandomSource) -> Int {
        let maximum = Swift.max(1, maxActions)
        return source.chance(0.25) ? source.int(in: 1...maximum) : maximum
    }
}
