import KeyboardWorld

/// A scenario's one-step simplifications, unchecked, in the order the shrinker tries them: the
/// removals of every dimension given (fields, their taps dropped), then their simplifications,
/// each in table order. A dimension's steps are worked out when the walk reaches it: the
/// shrinker usually takes an early step, and listing every step first (each a copy of the
/// scenario) cost more than the walk's checks.
struct ScenarioSteps: Sequence, IteratorProtocol {
    private let scenario: Scenario
    private let dimensions: [ScenarioDimension]
    /// True while the removals are listed, then false for the simplifications.
    private var isRemoving = true
    /// The next dimension to ask.
    private var position = 0
    /// The steps of the dimension asked last, and the next of them to hand out.
    private var steps: [ScenarioStep] = []
    private var stepIndex = 0

    /// The steps of `scenario` along `dimensions` (those a space leaves free).
    init(of scenario: Scenario, dimensions: [ScenarioDimension]) {
        self.scenario = scenario
        self.dimensions = dimensions
    }

    mutating func next() -> ScenarioStep? {
        while stepIndex == steps.count {
            if position == dimensions.count {
                guard isRemoving else { return nil }
                isRemoving = false
                position = 0
                continue
            }
            steps = isRemoving ? dimensions[position].removals(scenario) : dimensions[position].simplifications(scenario)
            position += 1
            stepIndex = 0
        }
        stepIndex += 1
        return steps[stepIndex - 1]
    }
}
