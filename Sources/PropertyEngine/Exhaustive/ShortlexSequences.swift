/// Every sequence of symbol indices up to a length, in shortlex order, generated one at a time (SmallCheck style).
///
/// Sequences come by length (0, 1, ..., `maxLength`) and lexicographically within a
/// length, so the first sequence with a property is also a shortest one. Elements
/// are index arrays into an alphabet of `alphabetSize` symbols; nothing beyond the
/// current sequence is kept in memory.
///
/// For an alphabet of 2 and `maxLength` 2: `[]`, `[0]`, `[1]`, `[0, 0]`, `[0, 1]`,
/// `[1, 0]`, `[1, 1]`.
public struct ShortlexSequences: Sequence, Sendable {
    /// The number of symbols; indices run over `0 ..< alphabetSize`.
    public let alphabetSize: Int
    /// The longest sequence generated.
    public let maxLength: Int

    /// Creates the enumeration of all sequences over `alphabetSize` symbols up to `maxLength` long.
    ///
    /// An empty alphabet yields only the empty sequence.
    ///
    /// - Precondition: `alphabetSize >= 0` and `maxLength >= 0`.
    public init(alphabetSize: Int, maxLength: Int) {
        precondition(alphabetSize >= 0, "ShortlexSequences needs alphabetSize >= 0, got \(alphabetSize)")
        precondition(maxLength >= 0, "ShortlexSequences needs maxLength >= 0, got \(maxLength)")
        self.alphabetSize = alphabetSize
        self.maxLength = maxLength
    }

    /// The number of sequences, `1 + n + n^2 + ... + n^k`, or `nil` if it does not fit in an `Int`.
    public var count: Int? {
        var total = 0
        var layer = 1
        for length in 0...maxLength {
            if length > 0 {
                let (product, overflow) = layer.multipliedReportingOverflow(by: alphabetSize)
                if overflow { return nil }
                layer = product
            }
            let (sum, overflow) = total.addingReportingOverflow(layer)
            if overflow { return nil }
            total = sum
            if layer == 0 { break }
        }
        return total
    }

    /// Returns an iterator that advances an odometer over index arrays.
    public func makeIterator() -> Iterator {
        Iterator(alphabetSize: alphabetSize, maxLength: maxLength)
    }

    /// An iterator over ``ShortlexSequences``.
    public struct Iterator: IteratorProtocol, Sendable {
        private let alphabetSize: Int
        private let maxLength: Int
        /// The last sequence returned (empty before the first call), stepped in place: when the
        /// caller has let go of it by the next call (as loops over candidates do), nothing is copied.
        private var current: [Int] = []
        private var isStarted = false
        private var isFinished = false

        init(alphabetSize: Int, maxLength: Int) {
            self.alphabetSize = alphabetSize
            self.maxLength = maxLength
        }

        /// Returns the next sequence in shortlex order, or `nil` after the last one of `maxLength`.
        public mutating func next() -> [Int]? {
            guard !isFinished else { return nil }
            guard isStarted else {
                isStarted = true
                return current
            }
            // Odometer step: bump the last digit below its maximum and zero the digits after it.
            var position = current.count - 1
            while position >= 0 && current[position] == alphabetSize - 1 {
                current[position] = 0
                position -= 1
            }
            if position >= 0 {
                current[position] += 1
            } else {
                // Every digit was at its maximum: the next length starts at all zeros.
                guard current.count < maxLength, alphabetSize > 0 else {
                    isFinished = true
                    return nil
                }
                current.append(0)
            }
            return current
        }
    }
}
