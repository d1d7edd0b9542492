import KeyboardStrategies

/// The one place KeyfuzzKit reaches the built-in strategies: seed files name them, replays run them.
public enum BuiltInStrategies {
    /// Every built-in strategy's name, in `BuiltInStrategy.all` order.
    public static var names: [String] { BuiltInStrategy.all.map(\.name) }

    /// The built-in strategy called `name`, ready to test; nil when there is none.
    public static func named(_ name: String) -> StrategyUnderTest? {
        BuiltInStrategy.named(name).map(StrategyUnderTest.init)
    }
}

extension StrategyUnderTest {
    /// Wraps a built-in strategy under its own name.
    public init(_ builtIn: BuiltInStrategy) {
        self.init(name: builtIn.name, screens: builtIn.screens, make: builtIn.make)
    }
}
