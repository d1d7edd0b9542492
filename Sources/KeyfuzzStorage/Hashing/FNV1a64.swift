/// Returns the 64-bit FNV-1a hash of `bytes`, a small hash that never changes between runs or machines.
///
/// Swift's `Hasher` is seeded per process, so it cannot name files; FNV-1a is
/// fixed by its two constants (offset basis `0xCBF2_9CE4_8422_2325`, prime
/// `0x100_0000_01B3`). It is not cryptographic: use it for names, not secrets.
///
/// - Complexity: O(*n*) in the number of bytes.
public func fnv1a64(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x100_0000_01B3
    }
    return hash
}

/// Formats a 64-bit value as 16 lowercase hexadecimal digits, zero-padded, for stable file names.
public func hex16(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
