import Dispatch
import Foundation

/// Explores every sequence of symbols up to a depth, breadth first, expanding each distinct
/// state once: a bounded model check of a transition system given by an ``ExplorationCursor``.
///
/// Level `d` holds the states first reached by `d` symbols, in the shortlex order of the first
/// sequence reaching each. Every symbol is taken from every state of a level; a state reached
/// whose key is already known is not kept (its sequences behave as the known one's), and a new
/// one gets its end-of-sequence failures checked. So a failure's first sequence is a shortest
/// one and, among those, the shortlex-first (as ``shortestFailing(alphabet:maxLength:limit:classify:)``
/// finds it by trying every sequence), provided that equal keys mean equal futures.
///
/// Given several cursors, each level's states are split into chunks that as many threads expand
/// (one cursor each); the chunks are merged in order, so the report is the same for any number
/// of cursors. Only a `shouldStop` that fires makes it depend on timing: the report then holds
/// what was merged, and a failure's sequence found in the unfinished level is a shortest one but
/// may not be the shortlex-first.
public struct BreadthFirstExploration: Sendable {
    /// The number of symbols; sequences are made of `0 ..< alphabetSize`.
    public var alphabetSize: Int
    /// The longest sequence explored.
    public var maxDepth: Int

    /// The states a thread takes at a time (small enough to balance the threads and to check
    /// `shouldStop` often, large enough to keep the lock quiet).
    @usableFromInline static let chunkSize = 32

    /// Creates an exploration of every sequence over `alphabetSize` symbols up to `maxDepth` long.
    public init(alphabetSize: Int, maxDepth: Int) {
        self.alphabetSize = Swift.max(0, alphabetSize)
        self.maxDepth = Swift.max(0, maxDepth)
    }

    /// What is known after each completed level, for a progress display.
    public struct Progress: Sendable {
        /// The depth every sequence up to which is classified.
        public var completedDepth: Int
        /// Distinct states reached so far.
        public var states: Int
        /// Actions applied so far (edges explored, including those that led to a known state).
        public var transitions: Int

        @usableFromInline
        init(completedDepth: Int, states: Int, transitions: Int) {
            self.completedDepth = completedDepth
            self.states = states
            self.transitions = transitions
        }
    }

    /// Runs the exploration.
    ///
    /// - Parameters:
    ///   - cursors: One cursor per thread (at least one), all at the same initial state.
    ///   - targets: When not empty, stops after the first level by which every target failure
    ///     has a sequence.
    ///   - shouldStop: Asked before each chunk of states; true ends the exploration, keeping
    ///     what the finished chunks found.
    ///   - progress: Called after each completed level.
    /// - Returns: The first sequence per failure and the counts.
    /// - Complexity: One `take` per symbol per distinct state up to depth `maxDepth - 1`, one
    ///   `enter` per such state (a path of its depth), and one `failuresAtEnd` per transition to a
    ///   state not known before its level.
    ///
    /// Inlinable so that it is specialized for the caller's key type: the sets of keys are the
    /// hot path, and through generic value witnesses they cost twice as much.
    @inlinable
    public func run<Cursor: ExplorationCursor>(
        cursors: [Cursor],
        stopOnceFound targets: Set<Cursor.Failure> = [],
        shouldStop: @escaping @Sendable () -> Bool = { false },
        progress: ((Progress) -> Void)? = nil
    ) -> ExplorationReport<Cursor.Failure> {
        precondition(!cursors.isEmpty, "BreadthFirstExploration needs at least one cursor")
        let pool = CursorPool(cursors)
        var visited = Set<Cursor.Key>()
        var first: [Cursor.Failure: [Int]] = [:]
        // Depth 0: the initial state and the empty sequence's end.
        pool.withCursor(0) { cursor in
            if let key = cursor.enter([]) { visited.insert(key) }
            for failure in cursor.failuresAtEnd() { first[failure] = [] }
        }
        var levels: [[Node]] = [[Node(parent: -1, symbol: 0)]]
        var states = 1
        var statesWithoutKey = visited.isEmpty ? 1 : 0
        var transitions = 0
        var statesPerDepth = [1]
        var completedDepth = 0
        var isComplete = true
        var exploredEveryState = false
        for depth in 0..<maxDepth {
            if !targets.isEmpty && targets.allSatisfy({ first[$0] != nil }) { break }
            guard !levels[depth].isEmpty else {
                // Every reachable state is expanded: no sequence, however long, reaches a new one.
                completedDepth = maxDepth
                exploredEveryState = true
                break
            }
            // The last level's states are counted but never expanded: their nodes are not kept.
            let level = LevelMerge<Cursor.Key, Cursor.Failure>(
                depth: depth, levels: levels,
                keepsNodes: depth + 1 < maxDepth)
            let stopped = expand(
                depth: depth, levels: levels, visited: visited, into: level, cursors: pool,
                shouldStop: shouldStop)
            transitions += level.transitions
            states += level.states
            statesWithoutKey += level.statesWithoutKey
            statesPerDepth.append(level.states)
            for (failure, path) in level.first where first[failure] == nil { first[failure] = path }
            if depth + 1 < maxDepth {
                visited.formUnion(level.current.keys)
                levels.append(level.nodes)
            }
            if stopped {
                isComplete = false
                break
            }
            completedDepth = depth + 1
            progress?(Progress(completedDepth: completedDepth, states: states, transitions: transitions))
        }
        let foundEveryTarget = !targets.isEmpty && targets.allSatisfy { first[$0] != nil }
        return ExplorationReport(
            first: first, states: states, statesWithoutKey: statesWithoutKey,
            transitions: transitions, statesPerDepth: statesPerDepth,
            completedDepth: completedDepth, isComplete: isComplete, foundEveryTarget: foundEveryTarget,
            exploredEveryState: exploredEveryState)
    }

    /// Expands every state of level `depth`, in chunks handed out in order to the pool's
    /// threads, each merged into `level` as soon as the chunks before it are.
    /// - Returns: Whether `shouldStop` ended the level early (the chunks merged are then a prefix).
    @inlinable
    func expand<Cursor: ExplorationCursor>(
        depth: Int, levels: [[Node]], visited: Set<Cursor.Key>, into level: LevelMerge<Cursor.Key, Cursor.Failure>,
        cursors: CursorPool<Cursor>, shouldStop: @escaping @Sendable () -> Bool
    ) -> Bool {
        let count = levels[depth].count
        let chunks = (count + Self.chunkSize - 1) / Self.chunkSize
        let alphabetSize = alphabetSize
        let threads = Swift.min(cursors.count, chunks)
        // One thread merges each chunk before it expands the next: the states the level already
        // holds can then be read as known too (their end failures are recorded, at an earlier
        // sequence of the same length), which spares running them to their end again. The report
        // is the same either way.
        let readsLevel = threads <= 1
        let work: @Sendable (Int) -> Void = { worker in
            cursors.withCursor(worker) { cursor in
                // Asked before claiming, so that the chunks claimed (and merged) are a prefix.
                while !shouldStop(), let chunk = level.claim(below: chunks) {
                    let range = (chunk * Self.chunkSize)..<Swift.min(count, (chunk + 1) * Self.chunkSize)
                    level.complete(
                        chunk,
                        with: Self.expand(
                            range, depth: depth, levels: levels, visited: visited,
                            level: readsLevel ? level : nil,
                            alphabetSize: alphabetSize, cursor: &cursor))
                }
            }
        }
        if threads <= 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: threads, execute: work)
        }
        return level.merged < chunks
    }

    /// Expands the states `range` of level `depth` with one cursor: every symbol from each, the
    /// end failures of each state reached that no earlier level knows (nor `level`, when given:
    /// only the thread that merges it may read it).
    @inlinable
    static func expand<Cursor: ExplorationCursor>(
        _ range: Range<Int>, depth: Int, levels: [[Node]], visited: Set<Cursor.Key>,
        level: LevelMerge<Cursor.Key, Cursor.Failure>?, alphabetSize: Int, cursor: inout Cursor
    ) -> ChunkResult<Cursor.Key, Cursor.Failure> {
        var result = ChunkResult<Cursor.Key, Cursor.Failure>()
        result.children.reserveCapacity(range.count * alphabetSize / 2)
        for index in range {
            _ = cursor.enter(path(of: index, depth: depth, levels: levels))
            for symbol in 0..<alphabetSize {
                let step = cursor.take(symbol)
                result.transitions += 1
                var failures = step.failures
                let isKnown =
                    step.key.map { visited.contains($0) || (step.isKeyExact && level?.current.contains($0) == true) } ?? false
                let node = Node(parent: Int32(index), symbol: Int32(symbol))
                if !isKnown {
                    let atEnd = cursor.failuresAtEnd()
                    if !atEnd.isEmpty { failures.formUnion(atEnd) }
                    result.children.append((node, step.key))
                }
                for failure in failures where result.first[failure] == nil { result.first[failure] = node }
            }
        }
        return result
    }

    /// The symbols leading to state `index` of level `depth`.
    @inlinable
    static func path(of index: Int, depth: Int, levels: [[Node]]) -> [Int] {
        var symbols = [Int](repeating: 0, count: depth)
        var position = index
        var level = depth
        while level > 0 {
            let node = levels[level][position]
            symbols[level - 1] = Int(node.symbol)
            position = Int(node.parent)
            level -= 1
        }
        return symbols
    }
}

/// A state in a level: its parent's position in the level above and the symbol taken from it.
@usableFromInline
struct Node: Sendable {
    @usableFromInline var parent: Int32
    @usableFromInline var symbol: Int32

    @inlinable
    init(parent: Int32, symbol: Int32) {
        self.parent = parent
        self.symbol = symbol
    }
}

/// What one chunk of a level gave.
@usableFromInline
struct ChunkResult<Key: Hashable & Sendable, Failure: Hashable & Sendable>: Sendable {
    @usableFromInline var transitions = 0
    /// The states reached that no earlier level knows, in order (duplicates within the level are
    /// dropped at the merge).
    @usableFromInline var children: [(Node, Key?)] = []
    /// The first transition per failure (its end included), in order.
    @usableFromInline var first: [Failure: Node] = [:]

    @inlinable
    init() {}
}

/// One level being built: chunks are claimed in order and merged in order as they complete, so
/// the level is the same whichever thread expanded what, and no more than a few chunks wait.
@usableFromInline
final class LevelMerge<Key: Hashable & Sendable, Failure: Hashable & Sendable>: @unchecked Sendable {
    // The lock guards every access (the runtime's exclusivity checks are off for speed).
    @usableFromInline let lock = NSLock()
    @usableFromInline let depth: Int
    @usableFromInline let levels: [[Node]]
    @usableFromInline let keepsNodes: Bool
    @usableFromInline @exclusivity(unchecked) var claimed = 0
    @usableFromInline @exclusivity(unchecked) var waiting: [Int: ChunkResult<Key, Failure>] = [:]
    /// How many chunks are merged (a prefix of the level).
    @usableFromInline @exclusivity(unchecked) var merged = 0
    /// The keys of the level's new states.
    @usableFromInline @exclusivity(unchecked) var current = ShardedKeySet<Key>()
    /// The level's new states, in order (when kept).
    @usableFromInline @exclusivity(unchecked) var nodes: [Node] = []
    @usableFromInline @exclusivity(unchecked) var states = 0
    @usableFromInline @exclusivity(unchecked) var statesWithoutKey = 0
    @usableFromInline @exclusivity(unchecked) var transitions = 0
    /// The first sequence per failure the level shows.
    @usableFromInline @exclusivity(unchecked) var first: [Failure: [Int]] = [:]

    @inlinable
    init(depth: Int, levels: [[Node]], keepsNodes: Bool) {
        self.depth = depth
        self.levels = levels
        self.keepsNodes = keepsNodes
    }

    /// The next chunk to expand, nil once all `chunks` are claimed.
    @inlinable
    func claim(below chunks: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard claimed < chunks else { return nil }
        claimed += 1
        return claimed - 1
    }

    /// Takes chunk `index`'s result and merges every chunk now ready, in order.
    @inlinable
    func complete(_ index: Int, with result: ChunkResult<Key, Failure>) {
        lock.lock()
        defer { lock.unlock() }
        waiting[index] = result
        while let ready = waiting.removeValue(forKey: merged) {
            merge(ready)
            merged += 1
        }
    }

    @inlinable
    func merge(_ result: ChunkResult<Key, Failure>) {
        transitions += result.transitions
        for (node, key) in result.children {
            if let key {
                guard current.insert(key) else { continue }
            } else {
                statesWithoutKey += 1
            }
            states += 1
            if keepsNodes { nodes.append(node) }
        }
        // Chunks come in order, and a chunk keeps its first transition per failure.
        for (failure, node) in result.first where first[failure] == nil {
            first[failure] = BreadthFirstExploration.path(of: Int(node.parent), depth: depth, levels: levels) + [Int(node.symbol)]
        }
    }
}

/// The cursors, one per thread; thread `i` alone uses cursor `i` (each in a box of its own, so
/// that no two threads ever touch one value).
@usableFromInline
final class CursorPool<Cursor>: @unchecked Sendable {
    @usableFromInline
    final class Box {
        @usableFromInline @exclusivity(unchecked) var cursor: Cursor
        @inlinable init(_ cursor: Cursor) { self.cursor = cursor }
    }

    @usableFromInline let boxes: [Box]

    @inlinable init(_ cursors: [Cursor]) { boxes = cursors.map(Box.init) }

    @inlinable var count: Int { boxes.count }

    @inlinable
    func withCursor<T>(_ index: Int, _ body: (inout Cursor) -> T) -> T {
        body(&boxes[index].cursor)
    }
}
