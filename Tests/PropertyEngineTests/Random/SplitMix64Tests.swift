import PropertyEngine
import Testing

@Suite struct SplitMix64Tests {
    // Expected values from an independent C reference (Vigna's splitmix64.c), seed 0.
    @Test func firstFiveOutputsOfSeedZeroMatchTheReference() {
        var generator = SplitMix64(seed: 0)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(
            outputs == [
                0xE220_A839_7B1D_CDAF,
                0x6E78_9E6A_A1B9_65F4,
                0x06C4_5D18_8009_454F,
                0xF88B_B8A8_724C_81EC,
                0x1B39_896A_51A8_749B,
            ])
    }

    @Test func stateWrapsInsteadOfTrapping() {
        var generator = SplitMix64(seed: UInt64.max)
        _ = generator.next()
        #expect(generator.state == UInt64.max &+ SplitMix64.increment)
    }
}
