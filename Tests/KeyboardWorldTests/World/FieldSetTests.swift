import Testing

@testable import KeyboardWorld

/// The one-word set of field indices the generator reads before every action.
@Suite struct FieldSetTests {
    @Test func holdsIndicesInOrder() {
        var set = FieldSet()
        #expect(set.isEmpty && set.count == 0 && Array(set) == [])
        set.insert(15)
        set.insert(0)
        set.insert(7)
        set.insert(7)
        #expect(Array(set) == [0, 7, 15])
        #expect(set.count == 3 && !set.isEmpty)
        #expect(set.contains(7) && !set.contains(8))
        // Out of range is simply not in the set.
        #expect(!set.contains(-1) && !set.contains(64))
        #expect(FieldSet([15, 7, 0]) == set)
        set.insert(63)
        #expect(Array(set) == [0, 7, 15, 63])
    }

    @Test func removingTakesOutOneIndexOrNone() {
        let set = FieldSet([2, 3])
        #expect(Array(set.removing(2)) == [3])
        #expect(set.removing(2).removing(3).isEmpty)
        #expect(set.removing(nil) == set)
        #expect(set.removing(9) == set)
        #expect(set.removing(-4) == set)
        // The set itself is unchanged.
        #expect(Array(set) == [2, 3])
    }
}
