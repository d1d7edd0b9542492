import KeyboardWorld

/// The cases one scenario step simpler than a case that stay in a space, in the order the
/// shrinker tries them: the removals of every dimension the space leaves free (fields, their
/// taps dropped and the later taps renumbered), then their simplifications, each in table order;
/// each step's scenario normalized, and kept when it differs, is valid and lies in the space.
///
/// Produced one at a time: a dimension's steps are worked out when the walk reaches it, and each
/// is checked (some 7,000 instructions) only then. The shrinker usually takes an early step,
/// and listing and checking every step first (each a copy of the scenario) cost more than the
/// walk itself.
struct SimplerScenarios: Sequence, IteratorProtocol {
    private let base: KeyboardCase
    private let space: ScenarioSpace
    private let dimensions: [ScenarioDimension]
    /// True while the removals are listed, then false for the simplifications.
    private var isRemoving = true
    /// The next dimension to ask.
    private var position = 0
    /// The steps of the dimension asked last, and the next of them to check.
    private var steps: [ScenarioStep] = []
    private var stepIndex = 0

    /// The simpler cases of `base` inside `space`, along `dimensions` (those `space` leaves free).
    init(of base: KeyboardCase, in space: ScenarioSpace, dimensions: [ScenarioDimension]) {
        self.base = base
        self.space = space
        self.dimensions = dimensions
    }

    mutating func next() -> KeyboardCase? {
        while let step = nextStep() {
            var simpler = Scenario(normalizing: step.scenario)
            // A controller screen keeps the insets and the rule the space gives it (no `.never`
            // where `.automatic` is allowed); a screen shrunk out of one loses its rule.
            space.fitToScrollViewController(&simpler)
            guard simpler != base.scenario, simpler.problems.isEmpty, space.contains(simpler) else { continue }
            let actions = step.remap.map { base.actions.compactMap($0) } ?? base.actions
            return KeyboardCase(strategy: base.strategy, scenario: simpler, actions: actions)
        }
        return nil
    }

    /// The next step, unchecked.
    private mutating func nextStep() -> ScenarioStep? {
        while stepIndex == steps.count {
            if position == dimensions.count {
                guard isRemoving else { return nil }
                isRemoving = false
                position = 0
                continue
            }
            let scenario = base.scenario
            steps = isRemoving ? dimensions[position].removals(scenario) : dimensions[position].simplifications(scenario)
            position += 1
            stepIndex = 0
        }
        stepIndex += 1
        return steps[stepIndex - 1]
    }
}
