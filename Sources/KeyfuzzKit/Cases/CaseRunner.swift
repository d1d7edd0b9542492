import KeyboardWorld

/// Runs explicit cases of one strategy, each from a fresh world: the one place that turns a
/// case into a verdict (the shrinker's candidates, a counterexample's trace, the variations that
/// find a failure's cause, a proof's findings).
///
/// A case *fails invariant I* when it is run with only I enabled and reports a violation: with
/// every invariant on, a run stops at the first step that breaks any of them, so a simpler case
/// could stop earlier on another invariant and hide I (see ``CaseShrinker``).
public struct CaseRunner: Sendable {
    /// The strategy the cases run against.
    public var strategy: StrategyUnderTest

    /// Creates a runner of `strategy`'s cases.
    public init(strategy: StrategyUnderTest) {
        self.strategy = strategy
    }

    /// Runs `keyboardCase` with only `invariant` enabled, recording its trace when asked.
    public func run(_ keyboardCase: KeyboardCase, checking invariant: Invariant, recordsTrace: Bool = false) -> CaseResult {
        KeyboardCase.run(
            scenario: keyboardCase.scenario, actions: keyboardCase.actions, make: strategy.make,
            invariants: InvariantSet(invariant), recordsTrace: recordsTrace)
    }

    /// Whether `keyboardCase` fails `invariant`: run with only `invariant` enabled, it reports a violation.
    public func fails(_ keyboardCase: KeyboardCase, _ invariant: Invariant) -> Bool {
        run(keyboardCase, checking: invariant).violates(invariant)
    }
}
