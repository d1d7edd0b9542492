import Foundation
import KeyboardWorld

/// One explicit case: a strategy, a scenario and the action list, all a replay needs.
public struct KeyboardCase: Hashable, Sendable {
    /// The built-in strategy's name (user strategies are named by their test helper).
    public var strategy: String
    /// The world the case runs in: device, screen, fields and system behaviour.
    public var scenario: Scenario
    /// The user and system events, in order.
    public var actions: [Action]

    /// A case that runs `actions` against the strategy named `strategy` in `scenario`.
    public init(strategy: String, scenario: Scenario, actions: [Action]) {
        self.strategy = strategy
        self.scenario = scenario
        self.actions = actions
    }
}

/// What a case run found: pass, or the invariant broken first and where.
public enum Verdict: Hashable, Sendable, CustomStringConvertible {
    /// Every checked invariant held after every step and at the end of the case.
    case pass
    /// `actionIndex` is the action count when the violation appeared at the end-of-case check.
    case fail(Invariant, actionIndex: Int)

    public var description: String {
        switch self {
        case .pass: "pass"
        case .fail(let invariant, let index): "\(invariant.rawValue) at action \(index)"
        }
    }
}

/// The result of running one case: the violations of the first failing step (empty on a pass)
/// and, when asked for, the trace.
public struct CaseResult: Sendable {
    /// Every invariant broken at the first failing step, in canonical order.
    public var violations: [Violation]
    /// How many actions ran before the run stopped.
    public var actionsRun: Int
    /// The step-by-step trace, when the run was asked to record one; else nil.
    public var trace: Trace?

    /// The verdict: the first violation in canonical order, or pass.
    public var verdict: Verdict {
        guard let first = violations.first else { return .pass }
        return .fail(first.invariant, actionIndex: first.actionIndex)
    }

    /// Whether `invariant` is among the violations.
    public func violates(_ invariant: Invariant) -> Bool {
        violations.contains { $0.invariant == invariant }
    }
}

extension KeyboardCase {
    /// Runs the case against a fresh instance from `make`: every action, stopping at the first
    /// step that breaks an enabled invariant, then the end-of-case check.
    public static func run(
        scenario: Scenario, actions: [Action], make: () -> any KeyboardAvoidanceStrategy,
        invariants: InvariantSet = .defaults, recordsTrace: Bool = false
    ) -> CaseResult {
        let world = World(scenario: scenario, strategy: make(), invariants: invariants, recordsTrace: recordsTrace)
        for action in actions {
            let violations = world.perform(action)
            if !violations.isEmpty {
                return CaseResult(
                    violations: violations, actionsRun: world.actionCount,
                    trace: recordsTrace ? world.trace : nil)
            }
        }
        let violations = world.finish()
        return CaseResult(violations: violations, actionsRun: world.actionCount, trace: recordsTrace ? world.trace : nil)
    }

    /// Runs this case against its built-in strategy; nil when the name is not a built-in.
    public func run(invariants: InvariantSet = .defaults, recordsTrace: Bool = false) -> CaseResult? {
        guard let builtIn = BuiltInStrategies.named(strategy) else { return nil }
        return Self.run(
            scenario: scenario, actions: actions, make: builtIn.make,
            invariants: invariants, recordsTrace: recordsTrace)
    }
}
