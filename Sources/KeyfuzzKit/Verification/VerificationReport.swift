import KeyboardWorld
import PropertyEngine

/// What a bounded verification found.
public struct VerificationReport: Hashable, Sendable {
    /// The shortest failing sequence per invariant (shortlex-first among the shortest), in
    /// canonical invariant order.
    public var shortest: [ExhaustiveFinding]
    /// What the exploration cost and how far it got: states (situations reached, each once; one
    /// without a key each time: a strategy's block or completion was pending), transitions, the
    /// new states per depth, the depth every sequence up to which was classified, whether it
    /// reached its depth, whether every reachable state was explored.
    public var exploration: ExplorationReport<Invariant>
    /// Whether situations were merged (the strategy shows its state); false: every sequence was
    /// explored on its own.
    public var deduplicates: Bool
    /// Whether keys held the clock itself (the strategy reads `currentTime`).
    public var keysIncludeClock: Bool

    /// The shortest failing sequence for `invariant`, if one was found.
    public func shortest(for invariant: Invariant) -> [Action]? {
        shortest.first { $0.invariant == invariant }?.actions
    }
}
