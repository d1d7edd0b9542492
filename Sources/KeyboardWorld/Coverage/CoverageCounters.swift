/// What a case exercised of the world, as plain counts: the actions performed by the keyboard's
/// state at that moment, the timing events (focus changes during keyboard animations, late
/// did-notifications, deferred work run), the waits by kind, and per invariant how many quiescent
/// checks evaluated it and how many of those it applied to.
///
/// A world counts into one when coverage is on (``World/countCoverage()``); counters of many
/// cases add up (``add(_:)``). The counts live in one buffer of fixed size, allocated once per
/// world, so counting allocates nothing per step.
public struct CoverageCounters: Hashable, Sendable {
    /// The keyboard's state when an action is performed, one per action: another app's keyboard
    /// first, then a hardware keyboard, then where our software keyboard is.
    public enum KeyboardState: String, CaseIterable, Sendable {
        /// No keyboard on screen and no hardware keyboard attached.
        case hidden
        /// Our software keyboard docked at the screen's bottom.
        case docked
        /// Our iPad software keyboard floating (undocked).
        case floating
        /// A hardware keyboard attached (its bar may be on screen, or nothing).
        case hardware
        /// Another app's keyboard on screen (iPad).
        case remote
    }

    /// What the clock and the notifications did that timing bugs hang on.
    public enum Event: String, CaseIterable, Sendable {
        /// The focused field changed (or focus was resigned) while a keyboard transition's
        /// did-notifications were still pending.
        case focusChangeDuringAnimation
        /// A did-notification delivered after a newer transition's will-notifications (a
        /// `repost` is not a newer transition).
        case lateNotification
        /// A deferred block of the strategy ran (`async`, `asyncAfter`, `perform(afterDelay:)`).
        case deferredBlock
        /// An animation's completion ran.
        case animationCompletion
    }

    /// How an action let time pass, relative to what was pending when it began.
    public enum WaitKind: String, CaseIterable, Sendable {
        /// Not a wait: a user or system action at the same instant, while work was pending.
        case sameInstant
        /// A timed wait that ended before the next pending event was due (mid-animation).
        case beforeNextEvent
        /// A timed wait that ran some pending events and left others pending.
        case partway
        /// A timed wait after which nothing was pending.
        case pastPending
        /// `finishAnimation`: until nothing is pending.
        case untilIdle
        /// A wait (timed or not) with nothing pending.
        case nothingPending
    }

    /// The action names in the order the counters keep them (``Action/names``).
    public static let actionNames = Action.names

    private static let states = KeyboardState.allCases.count
    private static let actionsEnd = Action.names.count * states
    private static let noOpsSlot = actionsEnd
    private static let eventsStart = noOpsSlot + 1
    private static let waitsStart = eventsStart + Event.allCases.count
    private static let checksSlot = waitsStart + WaitKind.allCases.count
    private static let evaluatedStart = checksSlot + 1
    private static let appliedStart = evaluatedStart + Invariant.ordered.count
    private static let slotCount = appliedStart + Invariant.ordered.count

    /// Every count, at the fixed offsets above.
    private var slots: [Int]

    /// Counters at zero.
    public init() {
        slots = Array(repeating: 0, count: Self.slotCount)
    }

    // MARK: Reading

    /// The actions named `name` (``Action/name``) performed in `state`; 0 for an unknown name.
    public func actions(named name: String, in state: KeyboardState) -> Int {
        guard let kind = Action.names.firstIndex(of: name) else { return 0 }
        return slots[Self.actionSlot(kind, state)]
    }

    /// The actions of every kind performed in `state`.
    public func actions(in state: KeyboardState) -> Int {
        Action.names.indices.reduce(0) { $0 + slots[Self.actionSlot($1, state)] }
    }

    /// The actions that took effect (every action but the no-ops).
    public var performedActions: Int { slots[0..<Self.actionsEnd].reduce(0, +) }

    /// The actions whose preconditions made them no-ops (a tap on a hidden field, a wait with
    /// nothing pending): counted here and in no keyboard state.
    public var noOpActions: Int { slots[Self.noOpsSlot] }

    /// How many times `event` happened.
    public func count(_ event: Event) -> Int { slots[Self.eventsStart + event.index] }

    /// How many actions let time pass as `kind` says.
    public func waits(_ kind: WaitKind) -> Int { slots[Self.waitsStart + kind.index] }

    /// How many times the invariants were checked (after each quiescent action and at the end).
    public var quiescentChecks: Int { slots[Self.checksSlot] }

    /// How many quiescent checks evaluated `invariant` (those with it enabled).
    public func evaluated(_ invariant: Invariant) -> Int { slots[Self.evaluatedStart + invariant.position] }

    /// How many of the checks evaluating `invariant` found it applying: its preconditions held,
    /// so it compared the world with what it requires (`hidden-field`: armed, a field focused and
    /// a keyboard docked; `drift` and `unreachable-field`: no keyboard docked; `excess-gap`: a
    /// keyboard docked; `needless-motion`: a motion record of the field still focused).
    public func applied(_ invariant: Invariant) -> Int { slots[Self.appliedStart + invariant.position] }

    // MARK: Adding up

    /// Adds `other`'s counts to these.
    public mutating func add(_ other: CoverageCounters) {
        for i in slots.indices { slots[i] += other.slots[i] }
    }

    /// Adds 1 for each of `other`'s counts that is positive: added up over cases, how many cases
    /// had each count at all.
    public mutating func addPresence(of other: CoverageCounters) {
        for i in slots.indices where other.slots[i] > 0 { slots[i] += 1 }
    }

    // MARK: Counting (the world)

    mutating func noteAction(_ action: Action, in state: KeyboardState) {
        slots[Self.actionSlot(Self.kindIndex(of: action), state)] += 1
    }

    mutating func noteNoOp() { slots[Self.noOpsSlot] += 1 }

    mutating func note(_ event: Event) { slots[Self.eventsStart + event.index] += 1 }

    mutating func note(_ wait: WaitKind) { slots[Self.waitsStart + wait.index] += 1 }

    /// Notes one quiescent check of `invariants` (`sanity`, which has no precondition, applies
    /// whenever it is evaluated).
    mutating func noteCheck(of invariants: InvariantSet) {
        slots[Self.checksSlot] += 1
        for (i, invariant) in Invariant.ordered.enumerated() where invariants.contains(invariant) {
            slots[Self.evaluatedStart + i] += 1
        }
        if invariants.contains(.sanity) { noteApplied(.sanity) }
    }

    mutating func noteApplied(_ invariant: Invariant) { slots[Self.appliedStart + invariant.position] += 1 }

    private static func actionSlot(_ kind: Int, _ state: KeyboardState) -> Int { kind * states + state.index }

    /// The action's position in ``Action/names``, without building its name.
    static func kindIndex(of action: Action) -> Int {
        switch action {
        case .tap: 0
        case .next: 1
        case .dismiss: 2
        case .tapBackground: 3
        case .scroll: 4
        case .inputMode: 5
        case .hardwareKeyboard: 6
        case .rotate: 7
        case .contentChange: 8
        case .repost: 9
        case .finishAnimation: 10
        case .dragDismiss: 11
        case .undock: 12
        case .dock: 13
        case .remoteKeyboard: 14
        case .wait: 15
        case .dragCancel: 16
        case .type: 17
        case .push: 18
        case .pop: 19
        }
    }
}

extension CoverageCounters.KeyboardState {
    fileprivate var index: Int {
        switch self {
        case .hidden: 0
        case .docked: 1
        case .floating: 2
        case .hardware: 3
        case .remote: 4
        }
    }
}

extension CoverageCounters.Event {
    fileprivate var index: Int {
        switch self {
        case .focusChangeDuringAnimation: 0
        case .lateNotification: 1
        case .deferredBlock: 2
        case .animationCompletion: 3
        }
    }
}

extension CoverageCounters.WaitKind {
    fileprivate var index: Int {
        switch self {
        case .sameInstant: 0
        case .beforeNextEvent: 1
        case .partway: 2
        case .pastPending: 3
        case .untilIdle: 4
        case .nothingPending: 5
        }
    }
}
