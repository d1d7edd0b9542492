import KeyboardWorld

extension ScenarioSpace {
    /// The space drawing only the screens `screens` declares (docs/world-rules.md, "What the app
    /// builds and what devices do"): its shapes among those the space draws now, the values
    /// whose ``ScreenFeatures`` it has (of what the app builds, and the few device behaviours
    /// that need a feature, as AutoFill's frames need a password field), and its inset
    /// adjustments. A dimension the space names values of itself (`--only`, `--also`, a test's
    /// `scenarios:`, a form) keeps them: what was asked for explicitly is drawn.
    ///
    ///     let space = ScenarioSpace.default.declared(by: strategy.screens)
    public func declared(by screens: ScreenSet) -> ScenarioSpace {
        var space = declared(by: screens.shapes)
        for dimension in ScenarioDimension.all where !restricts(dimension) {
            var kept: [String]
            if let current = space.allowedTokens(of: dimension) {
                kept = current.filter { screens.features.isSuperset(of: dimension.features(requiredBy: $0)) }
                if dimension.keyPath == \Scenario.insetAdjustment {
                    let declared = Set(screens.insetAdjustments.map(\.token))
                    kept = kept.filter(declared.contains)
                }
                guard kept != current else { continue }
            } else {
                // A number or list drawn freely (text views, designer insets): fixed to the plain
                // screen's value without its features.
                guard !screens.features.isSuperset(of: dimension.requiredFeaturesBeyondDefault) else { continue }
                kept = [dimension.plainToken]
            }
            space = (try? space.restrictingAllowingNone(dimension.key, to: kept)) ?? space
        }
        return space
    }

    /// The space drawing only the shapes in `shapes` among those it draws now (in its order):
    /// a strategy is judged on the screens it is written for.
    ///
    ///     let space = ScenarioSpace.default.declared(by: strategy.supportedShapes)
    ///
    /// An empty result (none of the space's shapes is declared) is a space with no shape to
    /// draw: ``problems`` says so, and ``drawsAnyShape`` is false.
    public func declared(by shapes: [ScreenShape]) -> ScenarioSpace {
        guard let dimension = ScenarioDimension.at(\Scenario.shape), let current = allowedTokens(of: dimension) else {
            return only(\.shape, shapes)
        }
        let declared = Set(shapes.map(\.token))
        return (try? restrictingAllowingNone(dimension.key, to: current.filter(declared.contains))) ?? self
    }

    /// The space drawing only the shapes it draws now that are not in `shapes`: where a
    /// strategy is *not* judged (`keyfuzz fuzz --every-shape` shows how it fares there).
    public func undeclared(by shapes: [ScreenShape]) -> ScenarioSpace {
        let declared = Set(shapes.map(\.token))
        guard let dimension = ScenarioDimension.at(\Scenario.shape) else { return self }
        let current = allowedTokens(of: dimension) ?? ScreenShape.allCases.map(\.token)
        return (try? restrictingAllowingNone(dimension.key, to: current.filter { !declared.contains($0) })) ?? self
    }

    /// The shapes the space draws, in its order.
    public var shapes: [ScreenShape] {
        guard let dimension = ScenarioDimension.at(\Scenario.shape) else { return [] }
        return (allowedTokens(of: dimension) ?? []).compactMap(ScreenShape.init(rawValue:))
    }

    /// Whether the space draws at least one shape.
    public var drawsAnyShape: Bool { !shapes.isEmpty }

    /// Whether the space names its shapes itself (a user's form, `.only(\.shape, ...)`), rather
    /// than drawing every shape as ``default`` does.
    public var restrictsShape: Bool {
        guard let dimension = ScenarioDimension.at(\Scenario.shape) else { return false }
        return allowedTokens(of: dimension) != ScenarioSpace.default.allowedTokens(of: dimension)
    }
}

extension ScenarioSpace {
    /// Translucent bars are a container's, over content `.automatic` insets for them
    /// (`Scenario.problems`). The default space draws them only there (`barStyle`'s
    /// `drawnWhere`); a space restricted to them (`--only barStyle=translucent`) gets the
    /// settings that go with them, where it allows them, so that it never draws a layout bug.
    func fitToTranslucentBars(_ scenario: inout Scenario) {
        guard scenario.navigationBar || scenario.tabBar || scenario.additionalSafeArea else { return }
        if scenario.insetAdjustment == .never && allows("insetAdjustment", InsetAdjustment.automatic.token) {
            scenario.insetAdjustment = .automatic
        }
        if !scenario.inContainer && allows("inContainer", true.token) { scenario.inContainer = true }
    }

    /// A table or collection view controller's table is `.automatic` unless the app sets
    /// otherwise (Apple's default), and UIKit's own avoidance applies nothing under `.never`:
    /// such a screen takes `.never` only from a space that allows nothing else (a declaration
    /// of `insetAdjustments: [.never]`). Only a controller screen has a controller rule:
    /// elsewhere it holds a new `Scenario`'s value, which seed files leave out.
    func fitToScrollViewController(_ scenario: inout Scenario) {
        guard scenario.shape.isScrollViewController else {
            scenario.controllerAvoidance = .systemInset
            return
        }
        if scenario.insetAdjustment == .never && allows("insetAdjustment", InsetAdjustment.automatic.token) {
            scenario.insetAdjustment = .automatic
        }
    }

    /// Whether the space may draw the value `token` of the dimension `key`.
    private func allows(_ key: String, _ token: String) -> Bool {
        guard let dimension = ScenarioDimension.named(key) else { return false }
        return allowedTokens(of: dimension)?.contains(token) ?? true
    }

    /// A space that must draw translucent bars but not the settings that go with them.
    var translucentBarProblems: [String] {
        guard let barStyle = ScenarioDimension.named("barStyle"),
            allowedTokens(of: barStyle) == [BarStyle.translucent.token]
        else { return [] }
        let bars = ["navigationBar", "tabBar", "additionalSafeArea"].contains { allows($0, true.token) }
        guard bars else { return [] }
        var problems: [String] = []
        if !allows("insetAdjustment", InsetAdjustment.automatic.token) {
            problems.append(
                "barStyle allows only translucent but insetAdjustment does not allow automatic: content under translucent bars needs .automatic insets"
            )
        }
        if !allows("inContainer", true.token) {
            problems.append("barStyle allows only translucent but inContainer does not allow true: translucent bars are a container's")
        }
        return problems
    }
}
