import KeyfuzzStorage
import Testing

@Suite struct FNV1a64Tests {
    // Expected values from the published FNV test vectors, checked with a Python reference.
    @Test func hashesMatchTheReference() {
        #expect(fnv1a64([UInt8]()) == 0xCBF2_9CE4_8422_2325)
        #expect(fnv1a64("a".utf8) == 0xAF63_DC4C_8601_EC8C)
        #expect(fnv1a64("foobar".utf8) == 0x8594_4171_F739_67E8)
        #expect(fnv1a64("hello corpus".utf8) == 0x07FF_F230_CEE2_141D)
    }

    @Test func hex16PadsToSixteenDigits() {
        #expect(hex16(0x07FF_F230_CEE2_141D) == "07fff230cee2141d")
        #expect(hex16(0) == "0000000000000000")
        #expect(hex16(UInt64.max) == "ffffffffffffffff")
    }
}
