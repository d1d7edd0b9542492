import PropertyEngine
import Testing

@Suite struct RandomSourceTests {
    // Expected values from the C reference: Lemire's method with rejection over xoshiro256**
    // seeded with 7, bound 10.
    @Test func intInZeroToNineMatchesTheReferenceStream() {
        var source = RandomSource(seed: 7)
        let draws = (0..<10).map { _ in source.int(in: 0...9) }
        #expect(draws == [7, 2, 8, 9, 9, 8, 0, 1, 4, 1])
    }

    // Expected values from the C reference: (next >> 11) * 2^-53, seed 7.
    @Test func unitDoubleMatchesTheReferenceStream() {
        var source = RandomSource(seed: 7)
        #expect(source.unitDouble() == 0.7005764821796896)
        #expect(source.unitDouble() == 0.27875122947378428)
        #expect(source.unitDouble() == 0.83962746187641979)
    }

    @Test func intStaysInRangeAndCoversIt() {
        var source = RandomSource(seed: 1)
        var seen = Set<Int>()
        for _ in 0..<1_000 {
            let value = source.int(in: -3...4)
            #expect((-3...4).contains(value))
            seen.insert(value)
        }
        #expect(seen == Set(-3...4))
    }

    @Test func intHandlesExtremeRanges() {
        var source = RandomSource(seed: 3)
        #expect(source.int(in: 5...5) == 5)
        #expect(source.int(in: Int.max...Int.max) == Int.max)
        for _ in 0..<100 {
            let value = source.int(in: (Int.max - 1)...Int.max)
            #expect(value >= Int.max - 1)
            _ = source.int(in: Int.min...Int.max)
        }
    }

    // 60 000 draws over 6 values: each count is 10 000 on average with a standard
    // deviation of about 91, so +-500 (5.5 sigma) only fails on a real bias.
    @Test func intIsUnbiasedOnASmallRange() {
        var source = RandomSource(seed: 12_345)
        var counts = [Int](repeating: 0, count: 6)
        for _ in 0..<60_000 {
            counts[source.int(in: 0...5)] += 1
        }
        for (value, count) in counts.enumerated() {
            #expect((9_500...10_500).contains(count), "value \(value) drawn \(count) times")
        }
    }

    @Test func indexBelowStaysBelow() {
        var source = RandomSource(seed: 2)
        for _ in 0..<1_000 {
            #expect((0..<3).contains(source.index(below: 3)))
        }
        #expect(source.index(below: 1) == 0)
    }

    @Test func doubleStaysInRangeIncludingHugeBounds() {
        var source = RandomSource(seed: 4)
        for _ in 0..<1_000 {
            #expect((-2.5...7.0).contains(source.double(in: -2.5...7.0)))
            let huge = source.double(in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            #expect(huge.isFinite)
        }
        #expect(source.double(in: 1.5...1.5) == 1.5)
    }

    @Test func chanceConsumesOneWordWhateverTheProbability() {
        var a = RandomSource(seed: 9)
        var b = RandomSource(seed: 9)
        #expect(a.chance(0) == false)
        #expect(a.chance(1) == true)
        #expect(a.chance(.nan) == false)
        _ = b.next()
        _ = b.next()
        _ = b.next()
        #expect(a.next() == b.next())
    }

    // 40 000 draws with weights 1:0:3 (and a negative weight counted as zero):
    // expect 10 000 and 30 000, standard deviation about 87.
    @Test func weightedIndexFollowsWeightsAndSkipsNonPositive() {
        var source = RandomSource(seed: 11)
        var counts = [0, 0, 0, 0]
        for _ in 0..<40_000 {
            counts[source.weightedIndex([1, 0, 3, -5])] += 1
        }
        #expect(counts[1] == 0)
        #expect(counts[3] == 0)
        #expect((9_500...10_500).contains(counts[0]), "index 0 drawn \(counts[0]) times")
        #expect((29_500...30_500).contains(counts[2]), "index 2 drawn \(counts[2]) times")
    }

    // The one-walk draw over a buffer with its total is the collection draw: for 2 000 weight
    // vectors of 1 to 20 weights in 0...9 (at least one positive), the same offsets from the same
    // seed and the same words consumed after.
    @Test func weightedIndexWithATotalDrawsWhatTheCollectionDrawDraws() {
        var weightsSource = RandomSource(seed: 21)
        var a = RandomSource(seed: 5)
        var b = RandomSource(seed: 5)
        for _ in 0..<2_000 {
            var weights = (0..<weightsSource.int(in: 1...20)).map { _ in weightsSource.int(in: 0...9) }
            if weights.allSatisfy({ $0 == 0 }) { weights[weights.count - 1] = 1 }
            let total = weights.reduce(0, +)
            let buffered = weights.withUnsafeBufferPointer { a.weightedIndex($0, total: total) }
            #expect(buffered == b.weightedIndex(weights), "\(weights)")
            #expect(weights[buffered] > 0)
        }
        #expect(a.next() == b.next())
    }

    @Test func elementPicksFromNonRandomAccessCollections() {
        var source = RandomSource(seed: 6)
        let letters: Set<Character> = ["a", "b", "c"]
        var seen = Set<Character>()
        for _ in 0..<200 {
            seen.insert(source.element(of: "abc"))
        }
        #expect(seen == letters)
        #expect(source.element(of: [42]) == 42)
    }
}
