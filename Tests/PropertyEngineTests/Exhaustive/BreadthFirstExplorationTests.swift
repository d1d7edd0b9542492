import Testing

@testable import PropertyEngine

/// A random finite automaton: `next[state][symbol]`, failing transitions and failing end states.
private struct Automaton: Sendable {
    var next: [[Int]]
    /// The failures a transition shows, by `state * symbols + symbol`.
    var stepFailures: [Int: Set<String>]
    /// The failures of ending in a state.
    var endFailures: [Int: Set<String>]
    var symbols: Int { next.first?.count ?? 0 }

    init(states: Int, symbols: Int, source: inout RandomSource) {
        next = (0..<states).map { _ in (0..<symbols).map { _ in source.int(in: 0...(states - 1)) } }
        stepFailures = [:]
        endFailures = [:]
        for state in 1..<states where source.chance(0.08) {
            endFailures[state] = [source.element(of: ["a", "b", "c"])]
        }
        for transition in 0..<(states * symbols) where source.chance(0.03) {
            stepFailures[transition] = [source.element(of: ["b", "d"])]
        }
    }

    func state(after path: [Int]) -> Int { path.reduce(0) { next[$0][$1] } }

    /// What running `path` and ending there shows, as `shortestFailing` classifies it.
    func failures(of path: [Int]) -> Set<String> {
        var state = 0
        var found = Set<String>()
        for symbol in path {
            found.formUnion(stepFailures[state * symbols + symbol] ?? [])
            state = next[state][symbol]
        }
        return found.union(endFailures[state] ?? [])
    }
}

/// A cursor over an automaton, keyed by its state (or by nothing, to explore every sequence).
private struct AutomatonCursor: ExplorationCursor {
    let automaton: Automaton
    let keyed: Bool
    var entered = 0
    var current = 0

    mutating func enter(_ path: [Int]) -> Int? {
        entered = automaton.state(after: path)
        current = entered
        return keyed ? entered : nil
    }

    mutating func take(_ symbol: Int) -> ExplorationStep<Int, String> {
        current = automaton.next[entered][symbol]
        return ExplorationStep(
            failures: automaton.stepFailures[entered * automaton.symbols + symbol] ?? [],
            key: keyed ? current : nil)
    }

    mutating func failuresAtEnd() -> Set<String> { automaton.endFailures[current] ?? [] }
}

@Suite struct BreadthFirstExplorationTests {
    /// The distinct states within `depth` symbols of the start, by breadth-first search.
    private func reachable(_ automaton: Automaton, depth: Int) -> (all: Int, expanded: Int) {
        var seen: Set<Int> = [0]
        var frontier: [Int] = [0]
        var expanded = 0
        for _ in 0..<depth {
            expanded += frontier.count
            var next: [Int] = []
            for state in frontier {
                for target in automaton.next[state] where seen.insert(target).inserted { next.append(target) }
            }
            frontier = next
        }
        return (seen.count, expanded)
    }

    /// On random automata, merging equal states finds exactly the sequences trying every
    /// sequence finds (shortest, then shortlex-first), with one transition per symbol per
    /// expanded state, whatever the number of threads.
    @Test func findsWhatTryingEverySequenceFinds() {
        var source = RandomSource(seed: 16)
        for round in 0..<40 {
            let automaton = Automaton(states: source.int(in: 2...30), symbols: source.int(in: 1...4), source: &source)
            let depth = source.int(in: 0...5)
            let expected = shortestFailing(
                alphabet: Array(0..<automaton.symbols), maxLength: depth,
                classify: automaton.failures(of:))
            let exploration = BreadthFirstExploration(alphabetSize: automaton.symbols, maxDepth: depth)
            let one = exploration.run(cursors: [AutomatonCursor(automaton: automaton, keyed: true)])
            #expect(one.first == expected.first, "round \(round)")
            let counts = reachable(automaton, depth: depth)
            #expect(one.states == counts.all, "round \(round)")
            #expect(one.transitions == counts.expanded * automaton.symbols, "round \(round)")
            #expect(one.statesPerDepth.reduce(0, +) == one.states)
            #expect(one.completedDepth == depth && one.isComplete)
            let three = exploration.run(cursors: Array(repeating: AutomatonCursor(automaton: automaton, keyed: true), count: 3))
            #expect(
                three.first == one.first && three.states == one.states && three.transitions == one.transitions
                    && three.statesPerDepth == one.statesPerDepth, "round \(round)")
        }
    }

    /// Without keys nothing merges: every sequence is a state of its own, as exhaustive search has it.
    @Test func withoutKeysEverySequenceIsItsOwnState() {
        var source = RandomSource(seed: 7)
        let automaton = Automaton(states: 12, symbols: 3, source: &source)
        let report = BreadthFirstExploration(alphabetSize: 3, maxDepth: 4)
            .run(cursors: [AutomatonCursor(automaton: automaton, keyed: false)])
        let expected = shortestFailing(alphabet: [0, 1, 2], maxLength: 4, classify: automaton.failures(of:))
        #expect(report.first == expected.first)
        #expect(report.states == 1 + 3 + 9 + 27 + 81)
        #expect(report.statesWithoutKey == report.states)
        #expect(report.statesPerDepth == [1, 3, 9, 27, 81])
    }

    /// A cycle of three states: after depth 2 no new state appears, so every depth is covered.
    @Test func aFiniteSpaceIsExploredWhole() {
        var source = RandomSource(seed: 1)
        var automaton = Automaton(states: 3, symbols: 1, source: &source)
        automaton.next = [[1], [2], [0]]
        automaton.endFailures = [:]
        automaton.stepFailures = [:]
        let report = BreadthFirstExploration(alphabetSize: 1, maxDepth: 50)
            .run(cursors: [AutomatonCursor(automaton: automaton, keyed: true)])
        #expect(report.states == 3)
        #expect(report.exploredEveryState)
        #expect(report.completedDepth == 50)
        #expect(report.statesPerDepth == [1, 1, 1, 0])
    }

    /// Once every target has a sequence, the exploration ends after that level.
    @Test func stopsOnceEveryTargetIsFound() {
        var source = RandomSource(seed: 3)
        var automaton = Automaton(states: 6, symbols: 2, source: &source)
        automaton.next = [[1, 2], [3, 4], [5, 0], [0, 0], [0, 0], [0, 0]]
        automaton.stepFailures = [:]
        automaton.endFailures = [2: ["x"]]
        let report = BreadthFirstExploration(alphabetSize: 2, maxDepth: 10)
            .run(cursors: [AutomatonCursor(automaton: automaton, keyed: true)], stopOnceFound: ["x"])
        #expect(report.first == ["x": [1]])
        #expect(report.foundEveryTarget)
        #expect(report.completedDepth == 1)
    }

    /// A stop asked for at once leaves the initial state only, and says the search is incomplete.
    @Test func aStopKeepsWhatWasExplored() {
        var source = RandomSource(seed: 5)
        let automaton = Automaton(states: 20, symbols: 3, source: &source)
        let report = BreadthFirstExploration(alphabetSize: 3, maxDepth: 5)
            .run(cursors: [AutomatonCursor(automaton: automaton, keyed: true)], shouldStop: { true })
        #expect(!report.isComplete)
        #expect(report.completedDepth == 0)
        #expect(report.states == 1)
        #expect(report.transitions == 0)
    }
}

/// A level's keys in shards: a set like any other.
@Suite struct ShardedKeySetTests {
    @Test func holdsEachKeyOnce() {
        var set = ShardedKeySet<Int>()
        let first = (0..<1_000).map { set.insert($0) }
        let again = (0..<1_000).map { set.insert($0) }
        #expect(first.allSatisfy { $0 } && !again.contains(true))
        #expect(set.contains(999) && !set.contains(1_000))
        #expect(Set(set.keys) == Set(0..<1_000))
        #expect(set.shards.filter { !$0.isEmpty }.count > 1)
    }
}
