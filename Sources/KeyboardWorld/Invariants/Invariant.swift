import Foundation

/// A property the checker verifies after every quiescent step (SPEC section 7).
public enum Invariant: String, CaseIterable, Hashable, Sendable, Codable {
    /// `sanity` (on by default): every number is finite; sizes and the keyboard's height are at
    /// least 0; no call of strategy code asks for more than 1,000 animations and deferred blocks.
    case sanity
    /// `hidden-field` (on by default): after a focus change or keyboard transition, the focused
    /// field (a text view's caret) lies inside the visible band while a keyboard is docked.
    case hiddenField = "hidden-field"
    /// `drift` (on by default): with no keyboard docked, insets, content size, frames and
    /// transforms are back at their baselines.
    case drift
    /// `unreachable-field` (on by default): with no keyboard docked, every field can still be
    /// brought fully into the visible band.
    case unreachableField = "unreachable-field"
    /// `excess-gap` (off by default): with a keyboard docked, no dead band over 1 pt tall sits
    /// above it (over-avoidance).
    case excessGap = "excess-gap"
    /// `needless-motion` (off by default): a keyboard transition does not move an already fully
    /// visible focused field further than clamping forces.
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

    /// The set holding exactly `invariants` (duplicates are harmless).
    public init(_ invariants: some Sequence<Invariant>) {
        self.init(rawValue: invariants.reduce(0) { $0 | $1.bit })
    }

    /// The set holding only `invariant` (the shrinker makes one per case run: no array, no
    /// generic walk).
    public init(_ invariant: Invariant) {
        self.init(rawValue: invariant.bit)
    }

    /// Only ``Invariant/sanity``.
    public static let sanity = InvariantSet(Invariant.sanity)
    /// Only ``Invariant/hiddenField``.
    public static let hiddenField = InvariantSet(Invariant.hiddenField)
    /// Only ``Invariant/drift``.
    public static let drift = InvariantSet(Invariant.drift)
    /// Only ``Invariant/unreachableField``.
    public static let unreachableField = InvariantSet(Invariant.unreachableField)
    /// Only ``Invariant/excessGap``.
    public static let excessGap = InvariantSet(Invariant.excessGap)
    /// Only ``Invariant/needlessMotion``.
    public static let needlessMotion = InvariantSet(Invariant.needlessMotion)

    /// What a world checks unless told otherwise: `sanity`, `hidden-field`, `drift` and
    /// `unreachable-field` (``Invariant/isOnByDefault``).
    public static let defaults = InvariantSet(Invariant.allCases.filter(\.isOnByDefault))
    /// All six invariants, `excess-gap` and `needless-motion` included.
    public static let all = InvariantSet(Invariant.allCases)

    /// Whether `invariant` is in the set.
    public func contains(_ invariant: Invariant) -> Bool { rawValue & invariant.bit != 0 }
    /// Adds `invariant` to the set (nothing changes when it is already there).
    public mutating func insert(_ invariant: Invariant) { rawValue |= invariant.bit }

    /// The members in the canonical order (`Invariant.allCases`), so output never depends on bits.
    public var members: [Invariant] { Invariant.allCases.filter { contains($0) } }
}
