/// A position in a transition system that ``BreadthFirstExploration`` moves around: the system's
/// states are reached from one initial state by sequences of symbols `0 ..< alphabetSize`.
///
/// The exploration makes one cursor per thread and calls it in this order: ``enter(_:)`` a
/// state, then ``take(_:)`` each symbol from it (every call starts from the entered state
/// again), calling ``failuresAtEnd()`` after some of them; then the next state.
public protocol ExplorationCursor: SendableMetatype {
    /// What tells states apart: two states with equal keys must have the same failures and equal
    /// keys after every symbol (the exploration expands only one of them).
    associatedtype Key: Hashable & Sendable
    /// What can go wrong, e.g. the property that fails.
    associatedtype Failure: Hashable & Sendable

    /// Moves to the state `path` leads to from the initial state.
    /// - Returns: The state's key; nil for a state never merged with another.
    mutating func enter(_ path: [Int]) -> Key?

    /// Takes `symbol` from the state ``enter(_:)`` reached.
    /// - Returns: The failures the step itself shows, and the key of the state it reaches.
    mutating func take(_ symbol: Int) -> ExplorationStep<Key, Failure>

    /// The failures of ending the sequence in the state the last ``enter(_:)`` or ``take(_:)``
    /// reached (a final check); the cursor may be anywhere afterwards, until the next `enter`.
    mutating func failuresAtEnd() -> Set<Failure>
}

/// What one transition showed: the step's own failures and the key of the state it reaches.
public struct ExplorationStep<Key: Hashable, Failure: Hashable> {
    /// The failures the step shows (empty when it holds).
    public var failures: Set<Failure>
    /// The state reached; nil for a state never merged with another.
    public var key: Key?
    /// Whether ``key`` tells states apart exactly. A cursor may give a state of the last level
    /// (never expanded) that it knows to be new (in no earlier level) a fingerprint instead,
    /// which no exact key equals: the exploration counts the level's states by it, but checks
    /// the end of every such step, so two states whose fingerprints collide are both checked.
    public var isKeyExact: Bool

    /// Creates a step with an exact key.
    public init(failures: Set<Failure>, key: Key?) {
        self.init(failures: failures, key: key, isKeyExact: true)
    }

    /// Creates a step whose key may be a fingerprint (``isKeyExact``).
    public init(failures: Set<Failure>, key: Key?, isKeyExact: Bool) {
        self.failures = failures
        self.key = key
        self.isKeyExact = isKeyExact
    }
}
