import PropertyEngine
import Testing

@Suite struct CaseSeedTests {
    // Expected values from the C reference: mix(mix(S) + (k + 1) * golden) with S = 2024.
    @Test func caseSeedsOfRun2024MatchTheReference() {
        #expect(caseSeed(runSeed: 2024, caseIndex: 0) == 0x32C5_8BF0_87B5_BE74)
        #expect(caseSeed(runSeed: 2024, caseIndex: 1) == 0x013E_24A9_DF61_77EF)
        #expect(caseSeed(runSeed: 2024, caseIndex: 2) == 0x324B_6EF0_E553_0D10)
    }

    @Test func caseSeedIsOutputKPlusOneOfSplitMixFromTheMixedRunSeed() {
        var stream = SplitMix64(seed: SplitMix64.mix(99))
        for k in 0..<UInt64(20) {
            #expect(caseSeed(runSeed: 99, caseIndex: k) == stream.next())
        }
    }

    @Test func seedsDifferAcrossCasesAndRuns() {
        let run1 = (0..<UInt64(1_000)).map { caseSeed(runSeed: 1, caseIndex: $0) }
        let run2 = (0..<UInt64(1_000)).map { caseSeed(runSeed: 2, caseIndex: $0) }
        #expect(Set(run1).count == 1_000)
        #expect(Set(run1).isDisjoint(with: run2))
    }

    @Test func randomSourceForACaseEqualsOneSeededWithItsCaseSeed() {
        var a = RandomSource(runSeed: 5, caseIndex: 17)
        var b = RandomSource(seed: caseSeed(runSeed: 5, caseIndex: 17))
        #expect(a.next() == b.next())
    }
}
