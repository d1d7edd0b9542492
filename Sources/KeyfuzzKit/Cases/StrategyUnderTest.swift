import KeyboardWorld

/// A strategy the engine can test: a name for reports and seed files, and a factory for a fresh
/// instance per case (strategies keep state, as view controllers do, so instances are never shared).
public struct StrategyUnderTest: Sendable {
    /// The name reports and saved cases use, e.g. `inset-tracking`.
    public var name: String
    /// Makes a fresh instance; called once per case run.
    public var make: @Sendable () -> any KeyboardAvoidanceStrategy
    /// The screens the strategy is written for (`KeyboardAvoidanceStrategy.screens`): what a
    /// run draws for it unless asked for every screen.
    public var screens: ScreenSet

    /// The shapes of ``screens``.
    public var supportedShapes: [ScreenShape] {
        get { screens.shapes }
        set { screens.shapes = newValue }
    }

    /// Creates a user strategy called `name`, built by `make`, written for `screens`.
    public init(
        name: String, screens: ScreenSet, make: @escaping @Sendable () -> any KeyboardAvoidanceStrategy
    ) {
        self.name = name
        self.make = make
        self.screens = screens
    }

    /// Creates a user strategy called `name`, built by `make`, written for `supportedShapes`
    /// with no feature.
    public init(
        name: String, supportedShapes: [ScreenShape] = [.scrollForm],
        make: @escaping @Sendable () -> any KeyboardAvoidanceStrategy
    ) {
        self.init(name: name, screens: ScreenSet(shapes: supportedShapes), make: make)
    }
}
