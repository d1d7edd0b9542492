/// The first failing sequence found for each failure key by ``shortestFailing(alphabet:maxLength:limit:classify:)``.
public struct ShortestFailures<Symbol, Key: Hashable> {
    /// For each key that failed, the first failing sequence: shortest, then shortlex-first.
    public let first: [Key: [Symbol]]
    /// How many sequences were classified.
    public let sequencesTried: Int
    /// Whether every sequence up to the maximum length was classified (`false` when the limit stopped it).
    public let isComplete: Bool

    /// Creates a result; ``shortestFailing(alphabet:maxLength:limit:classify:)`` is the usual source.
    public init(first: [Key: [Symbol]], sequencesTried: Int, isComplete: Bool) {
        self.first = first
        self.sequencesTried = sequencesTried
        self.isComplete = isComplete
    }
}

extension ShortestFailures: Sendable where Symbol: Sendable, Key: Sendable {}
extension ShortestFailures: Equatable where Symbol: Equatable {}

/// Finds, for each property that can fail, its shortest failing sequence over `alphabet`, by exhaustive search.
///
/// Sequences are tried in ``ShortlexSequences`` order, so the sequence kept for a
/// key is a shortest one and, among those, the first in lexicographic order of
/// symbol positions in `alphabet`. Unlike random search plus shrinking, this
/// proves that no shorter counterexample exists up to `maxLength`.
///
/// - Parameters:
///   - alphabet: The symbols sequences are built from; their order defines "lexicographic".
///   - maxLength: The longest sequence to try.
///   - limit: The most sequences to classify; the search reports `isComplete == false` if it stops there.
///   - shouldStop: Asked before each sequence; true ends the search there, incomplete (an interrupt).
///   - classify: The keys of the properties a sequence fails; empty when it passes.
/// - Returns: The first failing sequence per key and how many sequences were tried.
/// - Complexity: `1 + n + ... + n^maxLength` calls of `classify` for `n` symbols, at most `limit`.
public func shortestFailing<Symbol, Key: Hashable>(
    alphabet: [Symbol],
    maxLength: Int,
    limit: Int = .max,
    shouldStop: () -> Bool = { false },
    classify: ([Symbol]) -> Set<Key>
) -> ShortestFailures<Symbol, Key> {
    var first: [Key: [Symbol]] = [:]
    var tried = 0
    var symbols: [Symbol] = []
    symbols.reserveCapacity(maxLength)
    for indices in ShortlexSequences(alphabetSize: alphabet.count, maxLength: maxLength) {
        guard tried < limit, !shouldStop() else {
            return ShortestFailures(first: first, sequencesTried: tried, isComplete: false)
        }
        symbols.removeAll(keepingCapacity: true)
        for index in indices { symbols.append(alphabet[index]) }
        tried += 1
        for key in classify(symbols) where first[key] == nil {
            first[key] = symbols
        }
    }
    return ShortestFailures(first: first, sequencesTried: tried, isComplete: true)
}
