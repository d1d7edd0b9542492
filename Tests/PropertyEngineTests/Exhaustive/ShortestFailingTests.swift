import PropertyEngine
import Testing

@Suite struct ShortestFailingTests {
    private static func classify(_ letters: [Character]) -> Set<String> {
        var keys = Set<String>()
        let text = String(letters)
        if text.contains("bb") { keys.insert("double-b") }
        if text.hasSuffix("ca") { keys.insert("ends-ca") }
        if letters.count == 4 && letters.first == "c" { keys.insert("long-c") }
        if text.contains("z") { keys.insert("never") }
        return keys
    }

    // Shortlex over a, b, c: the first sequence with "bb" is "bb", the first ending
    // in "ca" is "ca", the first of length 4 starting with c is "caaa".
    // Tried: 1 + 3 + 9 + 27 + 81 = 121.
    @Test func findsTheShortestThenFirstSequencePerKey() {
        let result = shortestFailing(alphabet: Array("abc"), maxLength: 4, classify: Self.classify)
        #expect(result.first == ["double-b": Array("bb"), "ends-ca": Array("ca"), "long-c": Array("caaa")])
        #expect(result.sequencesTried == 121)
        #expect(result.isComplete)
    }

    // The first ten: "", a, b, c, aa, ab, ac, ba, bb, bc; "ca" would be the eleventh.
    @Test func limitStopsTheSearchAndSaysSo() {
        let result = shortestFailing(alphabet: Array("abc"), maxLength: 4, limit: 10, classify: Self.classify)
        #expect(result.first == ["double-b": Array("bb")])
        #expect(result.sequencesTried == 10)
        #expect(!result.isComplete)
    }
}
