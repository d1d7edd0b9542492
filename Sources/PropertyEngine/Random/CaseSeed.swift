/// Derives the seed of case `caseIndex` in the run seeded with `runSeed`.
///
/// Each case gets its own seed so that any single case can be regenerated alone,
/// without replaying the cases before it, and so that cases can run on any thread
/// in any order. The seed is output `caseIndex + 1` of a SplitMix64 stream started
/// at `SplitMix64.mix(runSeed)`:
///
///     mix(mix(runSeed) &+ (caseIndex &+ 1) &* 0x9E37_79B9_7F4A_7C15)
///
/// Mixing the run seed first keeps neighbouring runs (seeds 1 and 2) from sharing
/// shifted copies of each other's cases. Within one run, distinct indices always
/// give distinct seeds.
///
/// - Parameters:
///   - runSeed: The seed of the whole run (the one a user passes on the command line).
///   - caseIndex: The zero-based index of the case in the run.
/// - Returns: The seed to pass to ``RandomSource/init(seed:)`` for that case.
public func caseSeed(runSeed: UInt64, caseIndex: UInt64) -> UInt64 {
    let start = SplitMix64.mix(runSeed)
    return SplitMix64.mix(start &+ (caseIndex &+ 1) &* SplitMix64.increment)
}
