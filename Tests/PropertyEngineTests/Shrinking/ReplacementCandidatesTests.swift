import PropertyEngine
import Testing

@Suite struct ReplacementCandidatesTests {
    @Test func replacesEachPositionInOrderWithSimplerValuesBestFirst() {
        let simpler = { (x: Int) in x == 0 ? [] : x == 1 ? [0] : [0, x - 1] }
        let candidates = Array(ReplacementCandidates([2, 0, 1], simpler: simpler))
        #expect(candidates == [[0, 0, 1], [1, 0, 1], [2, 0, 0]])
    }

    @Test func asksForSimplerValuesOnlyWhenThePositionIsReached() {
        var asked: [Int] = []
        let sequence = ReplacementCandidates([5, 6, 7]) { (x: Int) -> [Int] in
            asked.append(x)
            return [0]
        }
        var iterator = sequence.makeIterator()
        #expect(iterator.next() == [0, 6, 7])
        #expect(asked == [5])
    }

    @Test func nothingToSimplifyGivesNoCandidates() {
        #expect(Array(ReplacementCandidates([0, 0], simpler: { _ in [] })).isEmpty)
        #expect(Array(ReplacementCandidates([Int](), simpler: { [$0] })).isEmpty)
    }
}
