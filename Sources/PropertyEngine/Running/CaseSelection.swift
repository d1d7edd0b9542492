/// The case indices a run covers: a contiguous range, or one striped shard of it.
///
/// Shards let several machines or processes split one run without coordination:
/// shard `I` of `N` takes the indices `k` with `k % N == I - 1`, so the shards
/// `1 ... N` are disjoint and together cover the range. Striping (rather than
/// cutting the range in blocks) keeps every shard's cases spread over the range.
public struct CaseSelection: RandomAccessCollection, Sendable, Equatable {
    /// The first case index, when the selection is not empty.
    public let start: UInt64
    /// The distance between consecutive case indices (1 for a range, `N` for a shard).
    public let step: UInt64
    /// The number of case indices.
    public let count: Int

    private init(start: UInt64, step: UInt64, count: Int) {
        self.start = start
        self.step = step
        self.count = count
    }

    /// Selects every index in `range`.
    ///
    /// - Precondition: The range holds at most `Int.max` indices.
    public static func range(_ range: Range<UInt64>) -> CaseSelection {
        let width = range.upperBound - range.lowerBound
        precondition(width <= UInt64(Int.max), "CaseSelection.range holds more than Int.max cases: \(range)")
        return CaseSelection(start: range.lowerBound, step: 1, count: Int(width))
    }

    /// Selects the indices `k` in `range` with `k % shardCount == shard - 1`.
    ///
    /// - Parameters:
    ///   - shard: The one-based shard number, in `1 ... shardCount`.
    ///   - shardCount: The number of shards the range is split into.
    ///   - range: The whole run's case indices.
    /// - Precondition: `shardCount >= 1` and `1 <= shard <= shardCount`.
    public static func shard(_ shard: Int, of shardCount: Int, in range: Range<UInt64>) -> CaseSelection {
        precondition(shardCount >= 1, "CaseSelection.shard needs at least 1 shard, got \(shardCount)")
        precondition((1...shardCount).contains(shard), "CaseSelection.shard \(shard) is outside 1...\(shardCount)")
        let n = UInt64(shardCount)
        let residue = UInt64(shard - 1)
        let offset = (residue + n - range.lowerBound % n) % n
        guard offset < range.upperBound - range.lowerBound else {
            return CaseSelection(start: range.lowerBound, step: n, count: 0)
        }
        let first = range.lowerBound + offset
        let count = (range.upperBound - 1 - first) / n + 1
        precondition(count <= UInt64(Int.max), "CaseSelection.shard holds more than Int.max cases: \(range)")
        return CaseSelection(start: first, step: n, count: Int(count))
    }

    /// The position of the first index, always 0.
    public var startIndex: Int { 0 }
    /// The position past the last index, equal to ``count``.
    public var endIndex: Int { count }

    /// Returns the case index at `position`.
    public subscript(position: Int) -> UInt64 {
        precondition(position >= 0 && position < count, "CaseSelection position \(position) is outside 0..<\(count)")
        return start + UInt64(position) * step
    }
}
