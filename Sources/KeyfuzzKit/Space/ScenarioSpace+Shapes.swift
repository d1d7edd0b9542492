import KeyboardWorld

extension ScenarioSpace {
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
