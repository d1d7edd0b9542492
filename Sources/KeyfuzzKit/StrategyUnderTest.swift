import KeyboardWorld

/// A strategy the engine can test: a name for reports and seed files, and a factory for a fresh
/// instance per case (strategies keep state, as view controllers do, so instances are never shared).
public struct StrategyUnderTest: Sendable {
    /// The name reports and saved cases use, e.g. `inset-tracking`.
    public var name: String
    /// Makes a fresh instance; called once per case run.
    public var make: @Sendable () -> any KeyboardAvoidanceStrategy
    /// The screen shapes the strategy is written for (`KeyboardAvoidanceStrategy.supportedShapes`):
    /// what a run draws for it unless asked for every shape.
    public var supportedShapes: [ScreenShape]

    /// Creates a user strategy called `name`, built by `make`, written for `supportedShapes`.
    public init(
        name: String, supportedShapes: [ScreenShape] = [.scrollForm],
        make: @escaping @Sendable () -> any KeyboardAvoidanceStrategy
    ) {
        self.name = name
        self.make = make
        self.supportedShapes = supportedShapes
    }
}
