/// A source of random draws whose every algorithm is spelled out here, so a seed replays byte for byte.
///
/// The standard library's `Int.random(in:using:)`, `Double.random(in:using:)` and
/// `shuffled(using:)` may change their algorithms between toolchains, which would
/// silently change every generated case. `RandomSource` does not conform to
/// `RandomNumberGenerator` for that reason: all draws go through the methods below,
/// which allocate nothing and consume a documented number of 64-bit words.
// The draws are `@inlinable` so that callers in other modules get them specialised (a generic
// `weightedIndex` called across modules otherwise runs unspecialised, a third of the fuzz loop).
public struct RandomSource: Sendable {
    @usableFromInline var generator: Xoshiro256StarStar

    /// Creates a source seeded with `seed` (through ``Xoshiro256StarStar/init(seed:)``).
    public init(seed: UInt64) {
        generator = Xoshiro256StarStar(seed: seed)
    }

    /// Creates the source of case `caseIndex` in the run seeded with `runSeed`.
    ///
    /// Equivalent to `RandomSource(seed: caseSeed(runSeed: runSeed, caseIndex: caseIndex))`.
    public init(runSeed: UInt64, caseIndex: UInt64) {
        self.init(seed: caseSeed(runSeed: runSeed, caseIndex: caseIndex))
    }

    /// Returns the next 64 raw bits.
    @inlinable @inline(__always) public mutating func next() -> UInt64 {
        generator.next()
    }

    /// Returns a uniform value in `0 ..< bound` with Lemire's multiply-shift method and rejection.
    ///
    /// Consumes one word, and rarely more: a word is rejected only when the low half
    /// of the product falls below `2^64 mod bound`.
    ///
    /// - Precondition: `bound > 0`.
    /// Always inlined, like ``next()``: it is the heart of every draw.
    @inlinable @inline(__always) public mutating func uniform(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "uniform(below:) needs a positive bound, got 0")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// Returns a uniform integer in `range`, without bias.
    ///
    /// The full range `Int.min ... Int.max` takes one word as is; any other range
    /// uses ``uniform(below:)``.
    @inlinable @inline(__always) public mutating func int(in range: ClosedRange<Int>) -> Int {
        let lower = UInt64(UInt(bitPattern: range.lowerBound))
        let width = UInt64(UInt(bitPattern: range.upperBound)) &- lower
        if width == UInt64.max {
            return Int(truncatingIfNeeded: next())
        }
        return Int(truncatingIfNeeded: lower &+ uniform(below: width + 1))
    }

    /// Returns a uniform index in `0 ..< count`.
    ///
    /// - Precondition: `count > 0`.
    @inlinable @inline(__always) public mutating func index(below count: Int) -> Int {
        precondition(count > 0, "index(below:) needs a positive count, got \(count)")
        return Int(uniform(below: UInt64(count)))
    }

    /// Returns a uniform double in `0 ..< 1` built from the top 53 bits of one word.
    @inlinable @inline(__always) public mutating func unitDouble() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Returns a double in `range`, spread uniformly, from one word.
    ///
    /// Computed as `lower * (1 - u) + upper * u`, which stays finite for any finite
    /// bounds, then clamped to the range against rounding.
    ///
    /// - Precondition: Both bounds are finite.
    @inlinable public mutating func double(in range: ClosedRange<Double>) -> Double {
        precondition(
            range.lowerBound.isFinite && range.upperBound.isFinite,
            "double(in:) needs finite bounds, got \(range)")
        let u = unitDouble()
        let value = range.lowerBound * (1 - u) + range.upperBound * u
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// Returns `true` with probability `probability`, always consuming exactly one word.
    ///
    /// Probabilities at or below 0 (and NaN) never succeed; at or above 1 always do.
    /// The word is consumed either way so that later draws do not shift when a
    /// probability is tuned to 0 or 1.
    @inlinable @inline(__always) public mutating func chance(_ probability: Double) -> Bool {
        unitDouble() < probability
    }

    /// Returns an index into `weights` picked with probability proportional to its weight.
    ///
    /// Negative weights count as zero. Walks the collection twice and allocates nothing.
    ///
    /// - Precondition: The positive weights sum to more than 0 and at most `UInt64.max`.
    /// - Returns: The offset (0 for the first element) of the chosen weight.
    /// - Complexity: O(*n*) in the number of weights.
    @inlinable public mutating func weightedIndex(_ weights: some Collection<Int>) -> Int {
        var total: UInt64 = 0
        for weight in weights where weight > 0 {
            let (sum, overflow) = total.addingReportingOverflow(UInt64(weight))
            precondition(!overflow, "weightedIndex(_:) weights overflow UInt64")
            total = sum
        }
        precondition(total > 0, "weightedIndex(_:) needs a positive weight, got \(Array(weights))")
        var remaining = uniform(below: total)
        var offset = 0
        for weight in weights {
            if weight > 0 {
                if remaining < UInt64(weight) { return offset }
                remaining -= UInt64(weight)
            }
            offset += 1
        }
        preconditionFailure("unreachable: the draw is below the total weight")
    }

    /// ``weightedIndex(_:)`` over non-negative weights whose sum the caller kept while writing
    /// them (a generator's per-step weights): the same word consumed and the same offset
    /// returned, with one walk instead of two.
    ///
    /// - Precondition: Every weight is at least 0, and `total`, their sum, is more than 0.
    @inlinable @inline(__always) public mutating func weightedIndex(_ weights: UnsafeBufferPointer<Int>, total: Int) -> Int {
        precondition(total > 0, "weightedIndex(_:total:) needs a positive total, got \(total)")
        // Compared as Int: every weight is at least 0 and the draw is below `total`, so
        // `remaining` stays in 0 ..< total and neither it nor `offset` can overflow.
        var remaining = Int(truncatingIfNeeded: uniform(below: UInt64(total)))
        var offset = 0
        while offset < weights.count {
            let weight = weights[offset]
            if remaining < weight { return offset }
            remaining &-= weight
            offset &+= 1
        }
        preconditionFailure("weightedIndex(_:total:): the weights sum to less than the total \(total)")
    }

    /// Returns a uniformly chosen element of `collection`.
    ///
    /// - Precondition: `collection` is not empty.
    /// - Complexity: O(1) for random-access collections, O(*n*) otherwise.
    @inlinable public mutating func element<C: Collection>(of collection: C) -> C.Element {
        precondition(!collection.isEmpty, "element(of:) needs a non-empty collection")
        let offset = index(below: collection.count)
        return collection[collection.index(collection.startIndex, offsetBy: offset)]
    }
}
