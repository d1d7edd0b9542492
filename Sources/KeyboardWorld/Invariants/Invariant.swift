import Foundation

/// A property the checker verifies after every quiescent step (SPEC section 7).
public enum Invariant: String, CaseIterable, Hashable, Sendable, Codable {
    case sanity
    case hiddenField = "hidden-field"
    case drift
    case unreachableField = "unreachable-field"
    case excessGap = "excess-gap"
    case needlessMotion = "needless-motion"

    /// Whether the checker verifies it unless told otherwise.
    public var isOnByDefault: Bool { self != .excessGap && self != .needlessMotion }

    /// One line on what it catches.
    public var summary: String {
        switch self {
        case .sanity: "every number is finite; sizes and the keyboard height are >= 0"
        case .hiddenField: "after a focus change or keyboard transition, the focused field is inside the visible band"
        case .drift: "with no keyboard docked, insets, content size, frames and transforms are back at their baselines"
        case .unreachableField: "with no keyboard docked, every field can be scrolled fully into the visible band"
        case .excessGap: "with a keyboard docked, no dead band more than 1 pt tall sits above it (over-avoidance)"
        case .needlessMotion: "a keyboard transition does not move a focused field that was already fully visible"
        }
    }

    fileprivate var bit: UInt8 {
        switch self {
        case .sanity: 1
        case .hiddenField: 2
        case .drift: 4
        case .unreachableField: 8
        case .excessGap: 16
        case .needlessMotion: 32
        }
    }
}

/// A set of invariants, as bits: checking it costs nothing per step.
public struct InvariantSet: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public init(_ invariants: some Sequence<Invariant>) {
        self.init(rawValue: invariants.reduce(0) { $0 | $1.bit })
    }

    public static let sanity = InvariantSet([Invariant.sanity])
    public static let hiddenField = InvariantSet([Invariant.hiddenField])
    public static let drift = InvariantSet([Invariant.drift])
    public static let unreachableField = InvariantSet([Invariant.unreachableField])
    public static let excessGap = InvariantSet([Invariant.excessGap])
    public static let needlessMotion = InvariantSet([Invariant.needlessMotion])

    public static let defaults = InvariantSet(Invariant.allCases.filter(\.isOnByDefault))
    public static let all = InvariantSet(Invariant.allCases)

    public func contains(_ invariant: Invariant) -> Bool { rawValue & invariant.bit != 0 }
    public mutating func insert(_ invariant: Invariant) { rawValue |= invariant.bit }

    /// The members in the canonical order (`Invariant.allCases`), so output never depends on bits.
    public var members: [Invariant] { Invariant.allCases.filter { contains($0) } }
}
