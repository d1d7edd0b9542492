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
///
/// With no screen of its own, `verify --space` proves two (``defaultScreens(for:space:)``): the
/// default 4-field form, and in the scroll-form shape ``flushScreen``, whose last field ends at
/// the content's bottom with no inset below it.
public struct VerificationSpace: Sendable {
    /// The dimensions combined, in table order: the device and its orientation, how the keyboard
    /// posts (its kind, the rotation style, the hardware keyboard's frame, the QuickType bar),
    /// how the screen lets the keyboard be dismissed, and the screen's shape.
    public static let dimensionKeys = [
        "device", "orientation", "rotationStyle", "keyboardKind", "quickTypeBar", "hardwareFrame",
        "keyboardDismissMode", "shape",
    ]

    /// Each combined dimension's key and the values combined, in table order (over every screen).
    public let dimensions: [(key: String, tokens: [String])]
    /// The distinct scenarios, in the order of the combinations (the last dimension fastest), one
    /// screen's after another's.
    public let scenarios: [Scenario]
    /// The screens combined, in order: each one's scenarios are its combinations.
    public let bases: [Scenario]

    /// The combinations of `space`'s values of ``dimensionKeys`` on `base`.
    public init(base: Scenario, space drawn: ScenarioSpace) {
        self.init(screens: [(base, drawn)])
    }

    /// The combinations on each screen in turn, each over its own space's values of
    /// ``dimensionKeys``; a scenario two screens share is kept once (the first's).
    public init(screens: [(base: Scenario, space: ScenarioSpace)]) {
        var scenarios: [Scenario] = []
        var seen = Set<Scenario>()
        var tokensByKey: [String: [String]] = [:]
        for (base, drawn) in screens {
            for (key, tokens) in Self.combine(base: base, space: drawn, into: &scenarios, seen: &seen) {
                let known = tokensByKey[key, default: []]
                tokensByKey[key] = known + tokens.filter { !known.contains($0) }
            }
        }
        self.scenarios = scenarios
        self.bases = screens.map(\.base)
        // Keys in table order, whichever screen combined them; values in the order combined.
        self.dimensions = ScenarioDimension.all.compactMap { dimension in
            tokensByKey[dimension.key].map { (dimension.key, $0) }
        }
    }

    /// The default 4-field form (``ExhaustiveSearch/defaultScenario(for:)``) over `space`, then
    /// ``flushScreen`` over the scroll-form part of `space` when `space` holds scroll forms: what
    /// `verify --space` proves with no screen given.
    public static func defaultScreens(for shapes: [ScreenShape], space: ScenarioSpace) -> [(base: Scenario, space: ScenarioSpace)] {
        var screens = [(ExhaustiveSearch.defaultScenario(for: shapes), space)]
        if shapes.contains(.scrollForm), let shape = ScenarioDimension.named("shape"),
            space.allowedTokens(of: shape)?.contains(shape.token(flushScreen)) ?? true
        {
            screens.append((flushScreen, space.fixing([shape], to: flushScreen)))
        }
        return screens
    }

    /// The second default screen: the default form's four fields spread over the whole content
    /// (tops 20, 332, 644 and 956; content 1000 pt), the last one ending at the content's bottom,
    /// under `contentInsetAdjustmentBehavior = .never`. No padding or safe-area inset lies below
    /// the last field, so a strategy that leaves the scroll view's frame a few points wrong
    /// (grown back past the screen's bottom, as `frame-shrink` does after a keyboard changes
    /// height) puts that field out of reach (`unreachable-field`); the default form's 264 pt
    /// below its last field hide that.
    public static let flushScreen: Scenario = {
        var screen = ExhaustiveSearch.defaultScenario
        screen.insetAdjustment = .never
        screen.fields = Scenario.stackedFields(count: 4, top: 20, spacing: 268)
        return screen
    }()

    /// Appends the distinct valid combinations of `drawn`'s values of ``dimensionKeys`` on
    /// `base` to `scenarios`; returns each combined dimension's key and values.
    private static func combine(
        base: Scenario, space drawn: ScenarioSpace, into scenarios: inout [Scenario], seen: inout Set<Scenario>
    ) -> [(key: String, tokens: [String])] {
        let space = drawn.fixing(ScenarioDimension.all.filter { !Self.dimensionKeys.contains($0.key) }, to: base)
        var dimensions: [(ScenarioDimension, [String])] = []
        for dimension in ScenarioDimension.all where Self.dimensionKeys.contains(dimension.key) {
            guard let tokens = space.allowedTokens(of: dimension), !tokens.isEmpty else { continue }
            dimensions.append((dimension, tokens))
        }
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
        return dimensions.map { ($0.0.key, $0.1) }
    }
}
