import PropertyEngine
import Testing

@Suite struct WordSequenceTableTests {
    /// Equal sequences get one number, different ones different numbers, across growth.
    @Test func numbersSequencesExactly() {
        let table = WordSequenceTable()
        var source = RandomSource(seed: 9)
        var expected: [[UInt64]: UInt32] = [:]
        for _ in 0..<5_000 {
            // Short sequences of a few values: many repeats, many near-misses (one word apart).
            let sequence = (0..<source.int(in: 0...4)).map { _ in UInt64(source.int(in: 0...3)) }
            let number = table.number(of: sequence[...])
            if let known = expected[sequence] {
                #expect(number == known)
            } else {
                #expect(Int(number) == expected.count)
                expected[sequence] = number
            }
        }
        #expect(table.count == expected.count)
        // A slice is compared by its own words, not by where it sits in its array.
        let words: [UInt64] = [7, 1, 2, 3, 9]
        #expect(table.number(of: words[1...3]) == table.number(of: [1, 2, 3][...]))
    }

    @Test func valueNumberingNumbersInOrderOfFirstSight() {
        let numbering = ValueNumbering<String>()
        #expect(numbering.number(of: "a") == 0)
        #expect(numbering.number(of: "b") == 1)
        #expect(numbering.number(of: "a") == 0)
        #expect(numbering.count == 2)
    }
}
