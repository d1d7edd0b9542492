import Foundation

/// A property the checker verifies after every quiescent step (docs/classic-world.md §7). Each one's
/// definition and check are in `Invariants/Checks/`; the order of the cases is the canonical
/// order of checks and reports.
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
    public var isOnByDefault: Bool { definition.isOnByDefault }

    /// One line on what it catches.
    public var summary: String { definition.summary }

    /// The invariant's definition and check (`Checks/`): the table every use of an invariant
    /// reads. Exhaustive, so a new case does not compile without its line.
    var definition: any InvariantCheck.Type {
        switch self {
        case .sanity: SanityCheck.self
        case .hiddenField: HiddenFieldCheck.self
        case .drift: DriftCheck.self
        case .unreachableField: UnreachableFieldCheck.self
        case .excessGap: ExcessGapCheck.self
        case .needlessMotion: NeedlessMotionCheck.self
        }
    }

    /// Runs the invariant's check: the table again, as direct calls (the check at every step
    /// is the fuzz loop's hot path, and a call through ``definition`` costs it 2-3 %).
    @inline(__always) func check(_ world: World, _ step: CheckedStep) -> Violation? {
        switch self {
        case .sanity: SanityCheck.check(world, step)
        case .hiddenField: HiddenFieldCheck.check(world, step)
        case .drift: DriftCheck.check(world, step)
        case .unreachableField: UnreachableFieldCheck.check(world, step)
        case .excessGap: ExcessGapCheck.check(world, step)
        case .needlessMotion: NeedlessMotionCheck.check(world, step)
        }
    }

    /// Every invariant in the canonical order, the order of the cases: checks, reports and
    /// coverage all follow it. (`allCases` builds a new array on every call; this is built once.)
    static let ordered = Invariant.allCases

    /// The position in the canonical order (that of the cases): the order reports list
    /// invariants in, the invariant's bit in ``InvariantSet`` and its coverage slot.
    public var position: Int {
        // Six entries: a scan is cheaper than hashing.
        var position = 0
        while Self.ordered[position] != self { position += 1 }
        return position
    }

    fileprivate var bit: UInt8 {
        let position = position
        precondition(position < UInt8.bitWidth, "InvariantSet holds \(UInt8.bitWidth) invariants; widen its raw value")
        return 1 << UInt8(position)
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

    /// The invariants checked while another screen covers this one (their definitions say).
    static let appliesWhileCovered = InvariantSet(Invariant.ordered.filter { $0.definition.appliesWhileCovered })

    /// Whether `invariant` is in the set.
    public func contains(_ invariant: Invariant) -> Bool { rawValue & invariant.bit != 0 }
    /// Adds `invariant` to the set (nothing changes when it is already there).
    public mutating func insert(_ invariant: Invariant) { rawValue |= invariant.bit }

    /// The members in the canonical order (`Invariant.allCases`), so output never depends on bits.
    public var members: [Invariant] { Invariant.ordered.filter { contains($0) } }
}
