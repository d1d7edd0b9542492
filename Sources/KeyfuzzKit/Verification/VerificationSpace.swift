import KeyboardWorld

/// The scenarios `keyfuzz verify --space` proves a strategy on: one screen (the base scenario)
/// under every combination of the finite dimensions that decide how a device and its user
/// behave, and of the screen shapes the strategy declares.
///
/// The dimensions are ``dimensionKeys``, each with the values the strategy's space draws (a
/// value it never draws, such as AutoFill's frame above the screen on a screen without a
/// password field, is left out). A combination is set on the base scenario and normalized; one
/// that sets a dimension where it does not apply (an orientation on a window that does not
/// rotate, an iPhone's QuickType bar on an iPad) is the combination without it, kept once. A
/// combination that is no valid scenario, or whose values the space does not hold, is left out.
/// Every other dimension keeps the base scenario's value, whatever the space draws there (a
/// saved case's screen is proved as it is).
public struct VerificationSpace: Sendable {
    /// The dimensions combined, in table order: the device and its orientation, how the keyboard
    /// posts (its kind, the rotation style, the hardware keyboard's frame, the QuickType bar),
    /// how the screen lets the keyboard be dismissed, and the screen's shape.
    public static let dimensionKeys = [
        "device", "orientation", "rotationStyle", "keyboardKind", "quickTypeBar", "hardwareFrame",
        "keyboardDismissMode", "shape",
    ]

    /// Each combined dimension's key and the values combined, in table order.
    public let dimensions: [(key: String, tokens: [String])]
    /// The distinct scenarios, in the order of the combinations (the last dimension fastest).
    public let scenarios: [Scenario]

    /// The combinations of `space`'s values of ``dimensionKeys`` on `base`.
    public init(base: Scenario, space drawn: ScenarioSpace) {
        let space = drawn.fixing(ScenarioDimension.all.filter { !Self.dimensionKeys.contains($0.key) }, to: base)
        var dimensions: [(ScenarioDimension, [String])] = []
        for dimension in ScenarioDimension.all where Self.dimensionKeys.contains(dimension.key) {
            guard let tokens = space.allowedTokens(of: dimension), !tokens.isEmpty else { continue }
            dimensions.append((dimension, tokens))
        }
        self.dimensions = dimensions.map { ($0.0.key, $0.1) }
        var scenarios: [Scenario] = []
        var seen = Set<Scenario>()
        var choice = [Int](repeating: 0, count: dimensions.count)
        while true {
            var scenario = base
            var isValid = true
            for (position, (dimension, tokens)) in dimensions.enumerated() where !dimension.assign(&scenario, tokens[choice[position]]) {
                isValid = false
            }
            // A value where its dimension does not apply is the dimension's plain value: one
            // scenario, not one per value.
            for (dimension, _) in dimensions where !dimension.applies(scenario) {
                _ = dimension.assign(&scenario, dimension.plainToken)
            }
            scenario = Scenario(normalizing: scenario)
            if isValid, scenario.problems.isEmpty, space.contains(scenario), seen.insert(scenario).inserted {
                scenarios.append(scenario)
            }
            // The next combination, the last dimension fastest.
            var position = dimensions.count - 1
            while position >= 0 {
                choice[position] += 1
                if choice[position] < dimensions[position].1.count { break }
                choice[position] = 0
                position -= 1
            }
            if position < 0 { break }
        }
        self.scenarios = scenarios
    }
}
