import PropertyEngine
import Testing

@Suite struct DeletionCandidatesTests {
    @Test func fourElementsGiveHalvesThenSinglesFromTheEnd() {
        let candidates = Array(DeletionCandidates(["a", "b", "c", "d"]))
        #expect(
            candidates == [
                ["a", "b"], ["c", "d"],
                ["a", "b", "c"], ["a", "b", "d"], ["a", "c", "d"], ["b", "c", "d"],
            ])
    }

    // Chunks of 2 aligned from the end: 3..<5, 1..<3, then the short front chunk 0..<1.
    @Test func fiveElementsCutChunksFromTheEnd() {
        let candidates = Array(DeletionCandidates([0, 1, 2, 3, 4]))
        #expect(
            candidates == [
                [0, 1, 2], [0, 3, 4], [1, 2, 3, 4],
                [0, 1, 2, 3], [0, 1, 2, 4], [0, 1, 3, 4], [0, 2, 3, 4], [1, 2, 3, 4],
            ])
    }

    @Test func tinyArrays() {
        #expect(Array(DeletionCandidates([Int]())).isEmpty)
        #expect(Array(DeletionCandidates([1])) == [[]])
        #expect(Array(DeletionCandidates([1, 2])) == [[1], [2]])
    }

    @Test func eightElementsTryChunksOfFourTwoAndOne() {
        let candidates = Array(DeletionCandidates(Array(0..<8)))
        #expect(candidates.count == 2 + 4 + 8)
        #expect(candidates.prefix(2) == [[0, 1, 2, 3], [4, 5, 6, 7]])
        #expect(candidates[2] == [0, 1, 2, 3, 4, 5])
    }
}
