import KeyboardWorld

/// What tells two situations of a bounded verification apart: the world's state key and the
/// strategy's state.
///
/// `@unchecked Sendable`: a strategy's state need not be `Sendable` (it may hold a `TextField`
/// compared by index), but a key is a value that the exploration's threads only hash and compare.
public struct VerificationKey<StrategyState: Hashable>: Hashable, @unchecked Sendable {
    /// The world's part (see `World.StateKey`).
    public var world: World.StateKey
    /// The strategy's ``StatefulKeyboardStrategy/verificationState``.
    public var strategy: StrategyState

    /// Creates a key from its parts.
    public init(world: World.StateKey, strategy: StrategyState) {
        self.world = world
        self.strategy = strategy
    }
}

extension World {
    /// The verification key of this world running `strategy` (which must be the world's own
    /// strategy): nil when the world's key is (a strategy block or completion is pending).
    public func verificationKey<Strategy: StatefulKeyboardStrategy>(
        strategy: Strategy, includingAbsoluteTime: Bool = false
    ) -> VerificationKey<Strategy.VerificationState>? {
        stateKey(includingAbsoluteTime: includingAbsoluteTime).map {
            VerificationKey(world: $0, strategy: strategy.verificationState)
        }
    }
}
