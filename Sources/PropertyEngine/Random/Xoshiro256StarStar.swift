/// A fast, high-quality 64-bit generator (Blackman and Vigna's xoshiro256**) with a fully specified stream.
///
/// The engine draws every case from this generator so that a seed reproduces the
/// same values byte for byte on any toolchain; the system generator is never used.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
    @usableFromInline var s0: UInt64
    @usableFromInline var s1: UInt64
    @usableFromInline var s2: UInt64
    @usableFromInline var s3: UInt64

    /// Creates a generator whose four state words are the first four outputs of `SplitMix64(seed: seed)`.
    ///
    /// Those four outputs are distinct (SplitMix64 mixes distinct states with a
    /// bijection), so the state is never all zero, which xoshiro forbids.
    public init(seed: UInt64) {
        var seeder = SplitMix64(seed: seed)
        s0 = seeder.next()
        s1 = seeder.next()
        s2 = seeder.next()
        s3 = seeder.next()
    }

    /// Returns the next 64 bits of the stream. Always inlined: a dozen instructions that every
    /// draw of the fuzz loop makes, where a call would cost half as much again.
    @inlinable @inline(__always) public mutating func next() -> UInt64 {
        let result = Self.rotateLeft(s1 &* 5, by: 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = Self.rotateLeft(s3, by: 45)
        return result
    }

    /// `x` rotated left by `k` bits, `0 < k < 64` (masking shifts: the smart shifts' range
    /// checks cost more than the rotation, and this runs at every draw).
    @inlinable @inline(__always) static func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
        (x &<< k) | (x &>> (64 &- k))
    }
}
