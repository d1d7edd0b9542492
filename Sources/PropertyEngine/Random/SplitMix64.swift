/// A tiny 64-bit generator (Steele, Lea and Flood's SplitMix64) used to seed other generators and to mix seeds.
///
/// Its output is fixed by the algorithm, not by the toolchain, so a seed replays the
/// same stream on every machine. Quality is good enough for seeding; use
/// ``Xoshiro256StarStar`` (through ``RandomSource``) for long streams.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The golden-ratio increment added to the state before every output.
    public static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The current state; the next output is `mix(state &+ increment)`.
    public private(set) var state: UInt64

    /// Creates a generator whose first output is `mix(seed &+ increment)`.
    public init(seed: UInt64) {
        state = seed
    }

    /// Advances the state by the golden-ratio increment and returns its mixed value.
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        return Self.mix(state)
    }

    /// Scrambles a 64-bit value with the SplitMix64 finalizer, a bijection with strong avalanche.
    ///
    /// Because it is a bijection, distinct inputs always give distinct outputs.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
