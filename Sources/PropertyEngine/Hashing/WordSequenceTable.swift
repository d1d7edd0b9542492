import Foundation

/// Numbers sequences of 64-bit words: equal sequences get equal numbers, new ones the next
/// number (hash consing). Safe to use from several threads.
///
/// A state explorer keeps each distinct part of its state keys once here and a state as the
/// numbers of its parts, exactly, in a fraction of the memory: parts repeat across states far
/// more than whole states do. The sequences live end to end in fixed-size segments (a sequence
/// never spans two), so a lookup of a sequence already numbered allocates nothing, and the
/// table never copies its words to grow: one contiguous array, doubling, held up to twice the
/// words it used, and both copies at once while it grew (a third of a deep proof's peak memory).
public final class WordSequenceTable: @unchecked Sendable {
    private let lock = NSLock()
    // The lock guards every access: the runtime's exclusivity checks, a tenth of a state
    // explorer's time, are off for these.
    /// The words of every sequence, end to end, ``segmentSize`` words a segment (a longer
    /// sequence has a segment of its own).
    @exclusivity(unchecked) private var segments: [[UInt64]] = []
    /// Where sequence `i` starts: its segment times ``segmentSize`` plus its offset there.
    @exclusivity(unchecked) private var starts: [Int] = []
    /// How many words sequence `i` has.
    @exclusivity(unchecked) private var lengths: [UInt32] = []
    @exclusivity(unchecked) private var hashes: [UInt64] = []
    /// Open addressing: a sequence number plus one, or 0 for an empty slot.
    @exclusivity(unchecked) private var slots = [UInt32](repeating: 0, count: 1024)

    /// The words a segment holds: 4 MB, small beside a deep proof's tables, large beside a
    /// state key's parts (a few dozen words).
    static let segmentSize = 1 << 19

    /// An empty table.
    public init() {}

    /// How many distinct sequences were numbered.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return hashes.count
    }

    /// The number of `words`: the one given to an equal sequence before, else the next one.
    public func number(of words: ArraySlice<UInt64>) -> UInt32 {
        withNumbering { $0.number(of: words) }
    }

    /// Runs `body` with the table locked once for several numberings (cheaper than one lock each).
    public func withNumbering<T>(_ body: (Numbering) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(Numbering(table: self))
    }

    /// The numbering of a locked table, valid only inside ``WordSequenceTable/withNumbering(_:)``.
    public struct Numbering {
        fileprivate let table: WordSequenceTable

        /// The number of `words`: the one given to an equal sequence before, else the next one.
        public func number(of words: ArraySlice<UInt64>) -> UInt32 {
            words.withUnsafeBufferPointer { table.lockedNumber(of: $0) }
        }

        /// The number of `words`: the one given to an equal sequence before, else the next one.
        public func number(of words: UnsafeBufferPointer<UInt64>) -> UInt32 {
            table.lockedNumber(of: words)
        }

        /// The number an equal sequence was given, nil when none was (nothing is stored).
        public func existingNumber(of words: UnsafeBufferPointer<UInt64>) -> UInt32? {
            table.lockedExistingNumber(of: words)
        }
    }

    /// A 127-bit fingerprint of `words` (two independent hashes; the first bit of `high` is 0):
    /// for telling apart sequences that are not kept, where equal fingerprints of unequal
    /// sequences are left to chance (about n² / 2^128 for n sequences).
    public static func fingerprint(_ words: UnsafeBufferPointer<UInt64>) -> (low: UInt64, high: UInt64) {
        (hash(words), hash(words, lanes: (0x4528_21E6_38D0_1377, 0xBE54_66CF_34E9_0C6C, 0xC0AC_29B7_C97C_50DD, 0x3F84_D5B5_B547_0917)) >> 1)
    }

    private func lockedExistingNumber(of words: UnsafeBufferPointer<UInt64>) -> UInt32? {
        find(words, hash: Self.hash(words)).number
    }

    /// The number of `words` (whose hash is `hash`) if an equal sequence has one, and the slot
    /// where the search ended (the free slot a new number goes into).
    @inline(__always)
    private func find(_ words: UnsafeBufferPointer<UInt64>, hash: UInt64) -> (number: UInt32?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot] - 1)
            if hashes[index] == hash && equals(index, words) { return (UInt32(index), slot) }
            slot = (slot + 1) & mask
        }
        return (nil, slot)
    }

    private func lockedNumber(of words: UnsafeBufferPointer<UInt64>) -> UInt32 {
        let hash = Self.hash(words)
        let (found, slot) = find(words, hash: hash)
        if let found { return found }
        let index = hashes.count
        starts.append(store(words))
        lengths.append(UInt32(words.count))
        hashes.append(hash)
        slots[slot] = UInt32(index + 1)
        if hashes.count * 2 > slots.count { grow() }
        return UInt32(index)
    }

    /// Appends `words` to the last segment, or to a new one when they do not fit; returns where
    /// they start.
    private func store(_ words: UnsafeBufferPointer<UInt64>) -> Int {
        if segments.isEmpty || segments[segments.count - 1].count + words.count > Self.segmentSize {
            var segment: [UInt64] = []
            segment.reserveCapacity(Swift.max(Self.segmentSize, words.count))
            segments.append(segment)
        }
        let last = segments.count - 1
        let start = last * Self.segmentSize + segments[last].count
        segments[last].append(contentsOf: words)
        return start
    }

    /// Whether sequence `index` is `words`.
    @inline(__always)
    private func equals(_ index: Int, _ words: UnsafeBufferPointer<UInt64>) -> Bool {
        let count = Int(lengths[index])
        guard count == words.count else { return false }
        guard count > 0, let given = words.baseAddress else { return true }
        let start = starts[index]
        let offset = start & (Self.segmentSize - 1)
        return segments[start / Self.segmentSize].withUnsafeBufferPointer { stored in
            guard let storedBase = stored.baseAddress else { return false }
            return memcmp(storedBase + offset, given, count * MemoryLayout<UInt64>.size) == 0
        }
    }

    /// Doubles the slots, placing every sequence again.
    private func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(index + 1)
        }
    }

    /// A fixed 64-bit hash of `words`: four interleaved multiply-xorshift lanes (so that the
    /// multiplications overlap), folded and finished with SplitMix64's finalizer.
    @inline(__always)
    static func hash(
        _ buffer: UnsafeBufferPointer<UInt64>,
        lanes start: (UInt64, UInt64, UInt64, UInt64) = (
            0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89
        )
    ) -> UInt64 {
        var lanes = start
        var index = 0
        let count = buffer.count
        while index + 4 <= count {
            lanes.0 = mix(lanes.0, buffer[index])
            lanes.1 = mix(lanes.1, buffer[index + 1])
            lanes.2 = mix(lanes.2, buffer[index + 2])
            lanes.3 = mix(lanes.3, buffer[index + 3])
            index += 4
        }
        while index < count {
            lanes.0 = mix(lanes.0, buffer[index])
            index += 1
        }
        var hash =
            lanes.0 ^ (lanes.1 &* 0x9E37_79B9_7F4A_7C15) ^ (lanes.2 &* 0xC2B2_AE3D_27D4_EB4F)
            ^ (lanes.3 &* 0x1656_67B1_9E37_79F9) ^ UInt64(buffer.count)
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }

    @inline(__always)
    private static func mix(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (lane ^ word) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed >> 29)
    }
}

/// Numbers values: equal values get equal numbers, new ones the next number. Safe to use from
/// several threads (the values are only hashed and compared, under a lock).
public final class ValueNumbering<Value: Hashable>: @unchecked Sendable {
    private let lock = NSLock()
    @exclusivity(unchecked) private var numbers: [Value: UInt32] = [:]

    /// An empty numbering.
    public init() {}

    /// How many distinct values were numbered.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return numbers.count
    }

    /// The number of `value`: the one given to an equal value before, else the next one.
    public func number(of value: Value) -> UInt32 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[value] { return number }
        let number = UInt32(numbers.count)
        numbers[value] = number
        return number
    }
}
