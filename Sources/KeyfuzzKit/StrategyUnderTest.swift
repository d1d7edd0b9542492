import KeyboardWorld

/// A strategy the engine can test: a name for reports and seed files, and a factory for a fresh
/// instance per case (strategies keep state, as view controllers do, so instances are never shared).
public struct StrategyUnderTest: Sendable {
    /// The name reports and saved cases use, e.g. `inset-tracking`.
    public var name: String
    /// Makes a fresh instance; called once per case run.
    public var make: @Sendable () -> any KeyboardAvoidanceStrategy

    /// Creates a user strategy called `name`, built by `make`.
    public init(name: String, make: @escaping @Sendable () -> any KeyboardAvoidanceStrategy) {
        self.name = name
        self.make = make
    }
}
