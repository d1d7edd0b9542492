import KeyboardWorld
import PropertyEngine

/// The values the first cases of a run take: a few dozen rows, each setting some scenario
/// dimensions, so that early on every value of every dimension the space draws appears, and
/// every pair of values of two device-and-user dimensions; the cases after the schedule draw
/// freely, each value as often as its weight says.
///
/// Weights make rare behaviour rare: a value drawn in 2 % of the cases, which a strategy's bug
/// needs together with the right actions, was first met some 600 cases into a run. The schedule
/// puts it in the first cases, beside every value it pairs with, and goes through its rows again
/// and again up to ``scheduledSpan``, while the rest of each case (the form, the actions) is
/// drawn as always: case `k` of a seed is the same case on every run.
///
/// A rare value in a row is not yet a bug found: the bug also needs the right actions (the
/// focused field low on the screen, no tap that re-posts the keyboard before the check). So the
/// cases after the rows, up to ``evenSpanEnd``, draw every value of each dimension equally
/// often (an *even row*: each value drawn with the same chance, the rest of the case drawn as
/// always), giving a 2 % value a third or half of those cases rather than one in fifty. Only the
/// cases after them draw each value as often as its weight says.
///
/// Rows are built greedily, as pairwise-testing tools do: a row starts from the first pair (then
/// value) not yet covered, and each other dimension in table order takes the value that covers
/// most of what is left among those that stand beside the row's values (a value its dimension
/// does not apply to there, or would not be drawn with, covers nothing: an iPhone's QuickType
/// bar needs an iPhone), none when no value covers anything. A pair that can stand in no
/// scenario is left out. Everything is in table order, so a space has one schedule.
struct CoveringSchedule: Sendable {
    /// One value a row sets: a dimension's position in ``ScenarioDimension/all`` and its token.
    struct Entry: Hashable, Sendable {
        var dimension: Int
        var token: String
    }

    typealias Row = [Entry]

    /// The rows: case `k` takes row `k % rows.count` while `k < scheduledCases`.
    let rows: [Row]

    /// The dimensions an even row sets: each the space draws with more than one value, its
    /// position in ``ScenarioDimension/all`` and the tokens it may take.
    let choices: [(index: Int, tokens: [String])]

    /// The most rows a schedule has: within the test helpers' default run of 200 cases.
    static let maximumRows = 120

    /// The schedule of `space`.
    init(space: ScenarioSpace) {
        let dimensions = ScenarioDimension.all
        // The choices the space draws with more than one value.
        var choices: [(index: Int, tokens: [String])] = []
        for (index, dimension) in dimensions.enumerated() where dimension.values != nil {
            guard let tokens = space.allowedTokens(of: dimension), tokens.count > 1 else { continue }
            choices.append((index, tokens))
        }
        // What is still to cover, in table order (the order rows are seeded in).
        var singles: [Entry] = []
        var pairs: [Pair] = []
        for (position, choice) in choices.enumerated() {
            for token in choice.tokens { singles.append(Entry(dimension: choice.index, token: token)) }
            guard dimensions[choice.index].role == .deviceAndUser else { continue }
            for earlier in choices[..<position] where dimensions[earlier.index].role == .deviceAndUser {
                for a in earlier.tokens {
                    for b in choice.tokens {
                        pairs.append(Pair(Entry(dimension: earlier.index, token: a), Entry(dimension: choice.index, token: b)))
                    }
                }
            }
        }
        var uncoveredSingles = Set(singles)
        var uncoveredPairs = Set(pairs)
        var rows: [Row] = []
        while rows.count < Self.maximumRows {
            // Each row starts from the first pair (else value) still to cover that can stand in
            // a scenario; one that cannot is dropped, no row will ever cover it.
            var row: Row?
            while row == nil, let pair = pairs.first(where: { uncoveredPairs.contains($0) }) {
                let seed = [pair.first, pair.second]
                if Self.held(seed, in: space) == seed { row = seed } else { uncoveredPairs.remove(pair) }
            }
            while row == nil, let single = singles.first(where: { uncoveredSingles.contains($0) }) {
                if Self.held([single], in: space) == [single] { row = [single] } else { uncoveredSingles.remove(single) }
            }
            guard var row else { break }
            // Every other dimension takes the value that covers most, among those that stand
            // beside the row's values; none when no value covers anything.
            for choice in choices where !row.contains(where: { $0.dimension == choice.index }) {
                var best: (entry: Entry, gain: Int)?
                for token in choice.tokens {
                    let entry = Entry(dimension: choice.index, token: token)
                    let candidate = (row + [entry]).sorted { $0.dimension < $1.dimension }
                    guard Self.held(candidate, in: space) == candidate else { continue }
                    var gain = uncoveredSingles.contains(entry) ? 1 : 0
                    for other in row where uncoveredPairs.contains(Pair(other, entry)) { gain += 1 }
                    if gain > (best?.gain ?? 0) { best = (entry, gain) }
                }
                // With nothing to gain, the dimension is still set when one of its values would
                // undo the row (a pad has no QuickType bar): to the first value that keeps it.
                var chosen = best?.entry
                if chosen == nil {
                    let keeping = choice.tokens.map { Entry(dimension: choice.index, token: $0) }.filter { entry in
                        let candidate = (row + [entry]).sorted { $0.dimension < $1.dimension }
                        return Self.held(candidate, in: space) == candidate
                    }
                    if keeping.count < choice.tokens.count { chosen = keeping.first }
                }
                if let chosen { row = (row + [chosen]).sorted { $0.dimension < $1.dimension } }
            }
            for entry in row { uncoveredSingles.remove(entry) }
            for (position, a) in row.enumerated() {
                for b in row[(position + 1)...] { uncoveredPairs.remove(Pair(a, b)) }
            }
            rows.append(row)
        }
        self.rows = rows
        self.choices = choices
    }

    /// The entries of `row` a scenario holds once the row is set on the prototype scenario (a
    /// dimension the row's values depend on is in the row): those whose dimension applies and
    /// whose value would be drawn there.
    private static func held(_ row: Row, in space: ScenarioSpace) -> [Entry] {
        var scenario = Scenario.prototype
        for entry in row { _ = ScenarioDimension.all[entry.dimension].assign(&scenario, entry.token) }
        scenario = Scenario(normalizing: scenario)
        return row.filter { entry in
            let dimension = ScenarioDimension.all[entry.dimension]
            return dimension.applies(scenario) && dimension.token(scenario) == entry.token
                && space.wouldDraw(dimension: entry.dimension, in: scenario)
        }
    }

    /// The row of case `caseIndex`: a covering row, else an even row up to ``evenSpanEnd``,
    /// else nil. An even row's values come from the first word of `source` (a copy of the
    /// case's own random stream, mixed with the index), so they vary with the run seed without
    /// consuming a draw; the cases after the even rows read nothing.
    func row(forCase caseIndex: UInt64, source: RandomSource) -> Row? {
        if caseIndex < UInt64(scheduledCases) { return rows[Int(caseIndex % UInt64(rows.count))] }
        guard caseIndex < UInt64(Self.evenSpanEnd), !choices.isEmpty else { return nil }
        var peek = source
        var mixer = SplitMix64(seed: peek.next() ^ caseIndex)
        return choices.map { choice in
            Entry(dimension: choice.index, token: choice.tokens[Int(mixer.next() % UInt64(choice.tokens.count))])
        }
    }

    /// The case the even rows end before: the test helpers' default run of 200 cases.
    static let evenSpanEnd = 200

    /// How many cases take a row: the rows again and again, as many whole times as fit in
    /// ``scheduledSpan`` (once at least), each time with the rest of the case drawn anew.
    var scheduledCases: Int {
        rows.isEmpty ? 0 : rows.count * Swift.max(1, Self.scheduledSpan / rows.count)
    }

    /// The cases at the start of a run that take a covering row: half the test helpers' default
    /// run, the other half taking even rows.
    static let scheduledSpan = 100

    /// Two values of two dimensions, the earlier dimension first.
    private struct Pair: Hashable {
        var first: Entry
        var second: Entry

        init(_ a: Entry, _ b: Entry) {
            (first, second) = a.dimension < b.dimension ? (a, b) : (b, a)
        }
    }
}
