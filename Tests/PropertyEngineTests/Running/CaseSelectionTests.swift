import PropertyEngine
import Testing

@Suite struct CaseSelectionTests {
    @Test func rangeListsEveryIndex() {
        #expect(Array(CaseSelection.range(3..<7)) == [3, 4, 5, 6])
        #expect(CaseSelection.range(5..<5).isEmpty)
    }

    @Test func shardsAreStripedByResidue() {
        #expect(Array(CaseSelection.shard(1, of: 3, in: 0..<10)) == [0, 3, 6, 9])
        #expect(Array(CaseSelection.shard(2, of: 3, in: 0..<10)) == [1, 4, 7])
        #expect(Array(CaseSelection.shard(3, of: 3, in: 0..<10)) == [2, 5, 8])
        // The residue is of the case index, not of the offset into the range.
        #expect(Array(CaseSelection.shard(1, of: 3, in: 4..<12)) == [6, 9])
        #expect(Array(CaseSelection.shard(2, of: 3, in: 4..<12)) == [4, 7, 10])
        #expect(CaseSelection.shard(3, of: 3, in: 4..<5).isEmpty)
        #expect(Array(CaseSelection.shard(1, of: 1, in: 0..<3)) == [0, 1, 2])
    }

    @Test func shardsPartitionTheRange() {
        let range: Range<UInt64> = 17..<1_000
        let shards = (1...7).map { Array(CaseSelection.shard($0, of: 7, in: range)) }
        let all = shards.flatMap { $0 }
        #expect(all.count == range.count)
        #expect(Set(all) == Set(range))
    }
}
