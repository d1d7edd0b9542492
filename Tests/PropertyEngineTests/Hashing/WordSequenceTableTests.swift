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

    /// Sequences on both sides of a segment's end, and one longer than a segment (the words
    /// live in 4 MB segments, 524,288 words each), keep their numbers.
    @Test func numbersSequencesAcrossSegments() {
        let table = WordSequenceTable()
        // 80,000 distinct eight-word sequences: 640,000 words, past the first segment's end.
        let sequences = (0..<80_000).map { i in (0..<8).map { UInt64(i) &* 31 &+ UInt64($0) } }
        #expect(sequences.enumerated().allSatisfy { table.number(of: $0.element[...]) == UInt32($0.offset) })
        let long = (0..<600_000).map { UInt64($0) }
        #expect(table.number(of: long[...]) == 80_000)
        let after: [UInt64] = [1, 2, 3]
        #expect(table.number(of: after[...]) == 80_001)
        // Looked up again, each has its number (all 80,000, compared word by word).
        var mismatches = 0
        for (i, sequence) in sequences.enumerated() where table.number(of: sequence[...]) != UInt32(i) { mismatches += 1 }
        #expect(mismatches == 0)
        #expect(table.number(of: long[...]) == 80_000)
        #expect(table.number(of: after[...]) == 80_001)
        #expect(table.count == 80_002)
    }

    @Test func valueNumberingNumbersInOrderOfFirstSight() {
        let numbering = ValueNumbering<String>()
        #expect(numbering.number(of: "a") == 0)
        #expect(numbering.number(of: "b") == 1)
        #expect(numbering.number(of: "a") == 0)
        #expect(numbering.count == 2)
    }
}

/// Looking a sequence up without numbering it, and fingerprints of sequences never stored.
@Suite struct WordSequenceLookupTests {
    @Test func aLookupFindsNumberedSequencesAndStoresNothing() {
        let table = WordSequenceTable()
        let numbered: [UInt64] = [3, 1, 4]
        let number = table.number(of: numbered[...])
        table.withNumbering { numbering in
            #expect(numbered.withUnsafeBufferPointer { numbering.existingNumber(of: $0) } == number)
            let other: [UInt64] = [3, 1, 5]
            #expect(other.withUnsafeBufferPointer { numbering.existingNumber(of: $0) } == nil)
        }
        #expect(table.count == 1)
    }

    @Test func fingerprintsTellEverySequenceOfAFewSmallWordsApart() {
        // Every sequence of up to six words over three values (1,093): near misses everywhere.
        var sequences: [[UInt64]] = [[]]
        var last: [[UInt64]] = [[]]
        for _ in 1...6 {
            last = last.flatMap { sequence in (0..<3).map { sequence + [UInt64($0)] } }
            sequences += last
        }
        var seen: Set<[UInt64]> = []
        for words in sequences {
            let fingerprint = words.withUnsafeBufferPointer(WordSequenceTable.fingerprint)
            #expect(fingerprint.high >> 63 == 0)
            // Equal sequences, equal fingerprints.
            #expect(Array(words).withUnsafeBufferPointer(WordSequenceTable.fingerprint) == fingerprint)
            seen.insert([fingerprint.low, fingerprint.high])
        }
        #expect(sequences.count == 1_093)
        #expect(seen.count == 1_093)
    }
}
