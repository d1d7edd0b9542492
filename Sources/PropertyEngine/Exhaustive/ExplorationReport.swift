/// What ``BreadthFirstExploration`` found: the first failing sequence per failure and what it
/// cost to look.
public struct ExplorationReport<Failure: Hashable & Sendable>: Hashable, Sendable {
    /// For each failure seen, its first failing sequence (symbol indices): shortest, then first in
    /// shortlex order, exactly as ``shortestFailing(alphabet:maxLength:limit:classify:)`` would
    /// find it when the keys are sound.
    public var first: [Failure: [Int]]
    /// The distinct states reached (a state without a key counts every time it is reached).
    public var states: Int
    /// How many of them had no key (never merged).
    public var statesWithoutKey: Int
    /// The transitions taken: every symbol from every state expanded.
    public var transitions: Int
    /// The new states found at each depth, from depth 0 (the initial state).
    public var statesPerDepth: [Int]
    /// The longest length every sequence of which was classified: no failure missing from
    /// ``first`` happens within this many symbols.
    public var completedDepth: Int
    /// Whether the exploration reached the depth it was asked for, or stopped once every target
    /// was found (false: `shouldStop` ended it first).
    public var isComplete: Bool
    /// Whether it stopped early because every target failure was found.
    public var foundEveryTarget: Bool
    /// Whether a level reached no new state: every reachable state was expanded, so what holds
    /// up to ``completedDepth`` holds for sequences of any length.
    public var exploredEveryState: Bool

    /// Creates a report; ``BreadthFirstExploration/run(cursors:stopOnceFound:shouldStop:progress:)`` is the usual source.
    public init(
        first: [Failure: [Int]], states: Int, statesWithoutKey: Int, transitions: Int, statesPerDepth: [Int],
        completedDepth: Int, isComplete: Bool, foundEveryTarget: Bool, exploredEveryState: Bool
    ) {
        self.first = first
        self.states = states
        self.statesWithoutKey = statesWithoutKey
        self.transitions = transitions
        self.statesPerDepth = statesPerDepth
        self.completedDepth = completedDepth
        self.isComplete = isComplete
        self.foundEveryTarget = foundEveryTarget
        self.exploredEveryState = exploredEveryState
    }
}
