import PropertyEngine
import Testing

@Suite struct ShortlexSequencesTests {
    @Test func alphabetThreeUpToLengthTwoGivesThirteenInShortlexOrder() {
        let sequences = Array(ShortlexSequences(alphabetSize: 3, maxLength: 2))
        #expect(
            sequences == [
                [],
                [0], [1], [2],
                [0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2],
            ])
        #expect(ShortlexSequences(alphabetSize: 3, maxLength: 2).count == 13)
    }

    @Test func countsMatchTheGeometricSum() {
        #expect(ShortlexSequences(alphabetSize: 2, maxLength: 10).count == 2_047)
        #expect(Array(ShortlexSequences(alphabetSize: 2, maxLength: 10)).count == 2_047)
        #expect(ShortlexSequences(alphabetSize: 1, maxLength: 3).count == 4)
        #expect(ShortlexSequences(alphabetSize: 10, maxLength: 30).count == nil)
    }

    @Test func degenerateCases() {
        #expect(Array(ShortlexSequences(alphabetSize: 0, maxLength: 5)) == [[]])
        #expect(ShortlexSequences(alphabetSize: 0, maxLength: 5).count == 1)
        #expect(Array(ShortlexSequences(alphabetSize: 4, maxLength: 0)) == [[]])
        var iterator = ShortlexSequences(alphabetSize: 1, maxLength: 1).makeIterator()
        #expect(iterator.next() == [])
        #expect(iterator.next() == [0])
        #expect(iterator.next() == nil)
        #expect(iterator.next() == nil)
    }
}
