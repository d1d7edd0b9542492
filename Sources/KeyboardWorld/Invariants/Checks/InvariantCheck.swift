/// One invariant's definition, one file each in `Checks/`: what `keyfuzz list` says of it,
/// whether it is on by default, whether it applies while another screen covers this one, and
/// its check with the helpers only it uses.
///
/// ``Invariant/definition`` maps every invariant to its definition, and `Invariant.check` calls
/// its check directly (exhaustive switches side by side: an invariant without its lines does
/// not compile); `World.check(at:)` walks the enabled invariants in the canonical order, that of
/// ``Invariant``'s cases. A new stateless invariant is a case of ``Invariant``, its lines in
/// those two switches, a file here, and its evidence (a case of ``Violation/Evidence``, with the
/// pictures' marks for it).
protocol InvariantCheck: Sendable {
    /// One line on what it catches (`keyfuzz list`, the DocC catalog).
    static var summary: String { get }
    /// Whether the checker verifies it unless told otherwise.
    static var isOnByDefault: Bool { get }
    /// Whether it is checked while another screen covers this one.
    static var appliesWhileCovered: Bool { get }
    /// The violation at this step, nil when the invariant holds (or does not apply).
    static func check(_ world: World, _ step: CheckedStep) -> Violation?
}

/// What a check is given besides the world: the step it reports at, and what a stateful
/// invariant noted before it (taken from the world once per step, for every check).
struct CheckedStep {
    /// The action index a violation reports.
    var index: Int
    /// `needless-motion`'s note of the focused field when the step's first transition began.
    var motion: MotionRecord?
}
