/// A set of field indices held in one word (a form has at most ``Scenario/maximumFieldCount``
/// fields): what the generator asks of the world before every action, answered and handed
/// across modules without allocating. Iterates in index order.
public struct FieldSet: Sequence, Equatable, Sendable {
    @usableFromInline var bits: UInt64

    /// How many indices a set can hold: `0 ..< capacity`.
    @inlinable public static var capacity: Int { 64 }

    /// The empty set.
    @inlinable public init() { bits = 0 }

    /// The set of `indices` (each in `0 ..< 64`).
    @inlinable public init(_ indices: some Sequence<Int>) {
        bits = 0
        for index in indices { insert(index) }
    }

    /// Whether the set holds no field.
    @inlinable @inline(__always) public var isEmpty: Bool { bits == 0 }

    /// How many fields the set holds.
    @inlinable public var count: Int { bits.nonzeroBitCount }

    /// Whether the set holds field `index` (false for an index outside `0 ..< 64`).
    @inlinable public func contains(_ index: Int) -> Bool {
        index >= 0 && index < 64 && bits & (1 << UInt64(index)) != 0
    }

    /// Adds field `index`.
    /// - Precondition: `index` is in `0 ..< 64`.
    @inlinable public mutating func insert(_ index: Int) {
        precondition(index >= 0 && index < 64, "FieldSet holds indices 0..<64, got \(index)")
        bits |= 1 << UInt64(index)
    }

    /// The set without field `index` (the set itself when `index` is nil or not in it).
    @inlinable @inline(__always) public func removing(_ index: Int?) -> FieldSet {
        guard let index, index >= 0, index < 64 else { return self }
        var copy = self
        copy.bits &= ~(1 << UInt64(index))
        return copy
    }

    /// The fields in index order.
    @inlinable public func makeIterator() -> Iterator { Iterator(bits: bits) }

    /// Yields the set's fields from the lowest index up.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var bits: UInt64

        @inlinable init(bits: UInt64) { self.bits = bits }

        @inlinable public mutating func next() -> Int? {
            guard bits != 0 else { return nil }
            let index = bits.trailingZeroBitCount
            bits &= bits &- 1
            return index
        }
    }
}
