/// The arrays made by replacing one element with a simpler one, produced lazily.
///
/// Positions are visited from the first to the last; at each position the
/// replacements come in the order `simpler` lists them (best first). `simpler` is
/// called once per position, only when the walk reaches it.
///
/// Combine with ``DeletionCandidates`` to shrink both the length and the elements:
///
/// ```swift
/// candidates: { [AnySequence(DeletionCandidates($0)),
///                AnySequence(ReplacementCandidates($0, simpler: simplerInts))].joined() }
/// ```
public struct ReplacementCandidates<Element>: Sequence {
    /// The array whose elements are replaced.
    public let base: [Element]
    /// The simpler versions of an element, best first; empty when it is already simplest.
    public let simpler: (Element) -> [Element]

    /// Creates the replacement candidates of `base`, using `simpler` for each element.
    @inlinable
    public init(_ base: [Element], simpler: @escaping (Element) -> [Element]) {
        self.base = base
        self.simpler = simpler
    }

    /// Returns an iterator that builds each candidate only when asked.
    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(base: base, simpler: simpler)
    }

    /// An iterator over ``ReplacementCandidates``; each `next()` allocates one candidate array.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let base: [Element]
        @usableFromInline let simpler: (Element) -> [Element]
        @usableFromInline var position = -1
        @usableFromInline var replacements: [Element] = []
        @usableFromInline var replacementIndex = 0

        @inlinable
        init(base: [Element], simpler: @escaping (Element) -> [Element]) {
            self.base = base
            self.simpler = simpler
        }

        /// Returns the next candidate, or `nil` after the last position's replacements.
        @inlinable
        public mutating func next() -> [Element]? {
            while replacementIndex >= replacements.count {
                position += 1
                guard position < base.count else { return nil }
                replacements = simpler(base[position])
                replacementIndex = 0
            }
            var candidate = base
            candidate[position] = replacements[replacementIndex]
            replacementIndex += 1
            return candidate
        }
    }
}
