import Foundation

/// Writes a state key as words, part by part: the world's components write their numbers into
/// it (see `World+StateKey.swift`), and a reader of the key can take it whole, hash each part on
/// its own, or print it with a label per word.
///
/// Numbers go in rounded to the nearest multiple of ``quantum``. The tolerance: two numbers are
/// equal in a key when they round to the same multiple of 2⁻²⁰ pt (about 0.95 millionths of a
/// point), so that one value computed along two paths (`a + b - b` and `a`) compares equal.
/// Every number the world's rules produce (whole points, halves, quarters) is a multiple and
/// stays exact. Two numbers closer than the quantum can still round apart (never merged: a
/// duplicate explored twice, no harm); two numbers within one multiple merge, which would be
/// wrong only for code whose behaviour turns on a millionth of a point (the soundness test
/// checks the built-in strategies). `-0` is `0`; every NaN is one NaN; a number too large to
/// scale is kept as it is. Times are whole microseconds and go in exactly.
///
/// Reused between keys (``reset()``), it allocates nothing once its buffers have grown: the words
/// go into a buffer of its own, without the copy-on-write checks an array append makes (a state
/// explorer writes a hundred million words a minute). Copies of a writer share that buffer: use
/// one writer per thread, as `inout`.
public struct StateKeyWriter {
    /// The grid numbers are rounded to: 2⁻²⁰ pt.
    public static let quantum: Double = 1.0 / 1_048_576

    private let buffer = WordBuffer()
    /// How many words are written.
    public private(set) var count = 0
    /// Where each finished part ends in ``words``.
    public private(set) var partEnds: [Int] = []
    /// For each finished part, -1 when its words were written, or the index of the part of the
    /// baseline's key it repeats (its words then left out: see `World.writeStateKey`).
    public private(set) var partSources: [Int] = []

    /// The label of each word, when created with `labelled: true` (for printing a key).
    public private(set) var labels: [String]?
    /// Whether each word is a number on the grid (when labelled), else a whole number or a flag.
    private var numberWords: [Bool] = []

    /// Creates an empty writer; `labelled` keeps a label per word (slower, for messages).
    public init(labelled: Bool = false) {
        labels = labelled ? [] : nil
        partEnds.reserveCapacity(8)
        partSources.reserveCapacity(8)
    }

    /// The words written so far (a copy).
    public var words: [UInt64] { withWords { Array($0) } }

    /// Calls `body` with the words written so far (valid only during the call).
    public func withWords<Result>(_ body: (UnsafeBufferPointer<UInt64>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: buffer.words, count: count))
    }

    /// Empties the writer, keeping its capacity.
    public mutating func reset() {
        count = 0
        partEnds.removeAll(keepingCapacity: true)
        partSources.removeAll(keepingCapacity: true)
        if labels != nil {
            labels?.removeAll(keepingCapacity: true)
            numberWords.removeAll(keepingCapacity: true)
        }
    }

    /// Ends the current part (a component of the key).
    public mutating func endPart() {
        partEnds.append(count)
        partSources.append(-1)
    }

    /// Ends a part left empty because it repeats part `index` of the baseline's key.
    public mutating func endPart(repeating index: Int) {
        partEnds.append(count)
        partSources.append(index)
    }

    /// Where part `index` lies in ``words``.
    public func range(ofPart index: Int) -> Range<Int> {
        (index == 0 ? 0 : partEnds[index - 1])..<partEnds[index]
    }

    @inline(__always)
    mutating func write(_ word: UInt64, _ label: StaticString, isNumber: Bool = false) {
        if count == buffer.capacity { buffer.grow() }
        buffer.words[count] = word
        count += 1
        if labels != nil {
            labels?.append(label.description)
            numberWords.append(isNumber)
        }
    }

    /// Writes a number, rounded to the grid.
    @inline(__always)
    public mutating func write(_ number: CGFloat, _ label: StaticString) {
        write(Self.gridBits(Double(number)), label, isNumber: true)
    }

    /// Writes a whole number.
    @inline(__always)
    public mutating func write(_ integer: Int, _ label: StaticString) {
        write(UInt64(bitPattern: Int64(integer)), label)
    }

    /// Writes a flag.
    @inline(__always)
    public mutating func write(_ flag: Bool, _ label: StaticString) {
        write(flag ? 1 : 0, label)
    }

    /// Writes a time (or a span), exactly.
    @inline(__always)
    public mutating func write(_ time: VirtualTime, _ label: StaticString) {
        write(UInt64(bitPattern: time.microseconds), label)
    }

    /// Writes a rectangle's origin and size.
    @inline(__always)
    public mutating func write(_ rect: CGRect, _ label: StaticString) {
        write(rect.origin.x, label)
        write(rect.origin.y, label)
        write(rect.size.width, label)
        write(rect.size.height, label)
    }

    /// Writes insets, top, left, bottom, right.
    @inline(__always)
    public mutating func write(_ insets: UIEdgeInsets, _ label: StaticString) {
        write(insets.top, label)
        write(insets.left, label)
        write(insets.bottom, label)
        write(insets.right, label)
    }

    /// Writes all six components of a transform.
    @inline(__always)
    public mutating func write(_ transform: CGAffineTransform, _ label: StaticString) {
        write(transform.a, label)
        write(transform.b, label)
        write(transform.c, label)
        write(transform.d, label)
        write(transform.tx, label)
        write(transform.ty, label)
    }

    /// The bits of `number` rounded to the grid (NaN one NaN, -0 as 0), halves away from zero.
    @inline(__always)
    static func gridBits(_ number: Double) -> UInt64 {
        let scaled = number * 1_048_576
        // The common case without a call into libm: a whole number of grid steps below 2^62.
        if abs(scaled) < 4.6e18 {
            var steps = Int64(scaled)  // truncated toward zero
            if Double(steps) == scaled { return (number + 0).bitPattern }  // on the grid already
            let rest = scaled - Double(steps)
            if rest >= 0.5 { steps += 1 } else if rest <= -0.5 { steps -= 1 }
            return (Double(steps) * quantum + 0).bitPattern  // + 0 turns -0 into 0
        }
        if number.isNaN { return Double.nan.bitPattern }
        return number.bitPattern  // too large to scale (or infinite): as it is
    }

    /// The key's lines, `label = value` (with `labelled: true`; `word i = ...` otherwise), for
    /// messages that show where two keys differ.
    public var lines: [String] {
        words.enumerated().map { index, word in
            guard let labels, index < labels.count else { return "word \(index) = 0x\(String(word, radix: 16))" }
            let value = numberWords[index] ? "\(Double(bitPattern: word))" : "\(Int64(bitPattern: word))"
            return "\(labels[index]) = \(value)"
        }
    }
}

/// The words of a ``StateKeyWriter``: a buffer that only grows.
private final class WordBuffer {
    // One writer, one thread: no runtime exclusivity checks on the hot path.
    @exclusivity(unchecked) private(set) var words: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private(set) var capacity: Int

    init() {
        capacity = 256
        words = .allocate(capacity: capacity)
    }

    deinit { words.deallocate() }

    /// Doubles the capacity, keeping the words.
    func grow() {
        let larger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
        larger.update(from: words, count: capacity)
        words.deallocate()
        words = larger
        capacity *= 2
    }
}
