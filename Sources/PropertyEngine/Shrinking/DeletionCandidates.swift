/// The arrays made by deleting one chunk of an array, big chunks first, produced lazily (ddmin order).
///
/// For an array of `n` elements the chunk sizes are `n / 2`, then half of that,
/// and so on down to 1 (an array of one element yields the empty array). For each
/// size the array is cut into chunks aligned from the **end**, and the chunks are
/// removed from the end toward the start: the last chunk first, then the one before
/// it, and finally the (possibly shorter) chunk left at the front. Trailing
/// material is tried first because, in event sequences, what follows a failure is
/// most often irrelevant to it.
///
/// For `[a, b, c, d]` the candidates are `[a, b]`, `[c, d]` (size 2), then
/// `[a, b, c]`, `[a, b, d]`, `[a, c, d]`, `[b, c, d]` (size 1). A short front chunk
/// can repeat a later candidate; that costs one predicate call at most per size.
/// The empty array is only a candidate of one-element arrays; add it yourself
/// when it is worth trying first.
public struct DeletionCandidates<Element>: Sequence {
    /// The array whose chunks are deleted.
    public let base: [Element]

    /// Creates the deletion candidates of `base`.
    @inlinable
    public init(_ base: [Element]) {
        self.base = base
    }

    /// Returns an iterator that builds each candidate only when asked.
    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(base: base)
    }

    /// An iterator over ``DeletionCandidates``; each `next()` allocates one candidate array.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let base: [Element]
        @usableFromInline var chunkSize: Int
        /// The end of the next chunk to remove; the chunk is `max(0, end - chunkSize) ..< end`.
        @usableFromInline var end: Int

        @inlinable
        init(base: [Element]) {
            self.base = base
            chunkSize = Swift.max(1, base.count / 2)
            end = base.count
        }

        /// Returns the next candidate, or `nil` after single-element deletions are done.
        @inlinable
        public mutating func next() -> [Element]? {
            while end <= 0 {
                guard chunkSize > 1 else { return nil }
                chunkSize /= 2
                end = base.count
            }
            let start = Swift.max(0, end - chunkSize)
            var candidate = Array(base[..<start])
            candidate.append(contentsOf: base[end...])
            end = start
            return candidate
        }
    }
}

extension DeletionCandidates: Sendable where Element: Sendable {}
extension DeletionCandidates.Iterator: Sendable where Element: Sendable {}
