import Foundation

/// What a world counting coverage keeps: its counters, and the state the action under way began
/// in (compared with the state it leaves).
struct CoverageRecording {
    var counters = CoverageCounters()
    private var stateBefore = CoverageCounters.KeyboardState.hidden
    private var focusBefore: Int?
    private var didNotificationsPendingBefore = false
    private var workPendingBefore = false
    private var timeUntilNextEventBefore: VirtualTime?

    /// Notes the state an action begins in.
    mutating func begin(
        state: CoverageCounters.KeyboardState, focus: Int?, didNotificationsPending: Bool,
        workPending: Bool, timeUntilNextEvent: VirtualTime?
    ) {
        stateBefore = state
        focusBefore = focus
        didNotificationsPendingBefore = didNotificationsPending
        workPendingBefore = workPending
        timeUntilNextEventBefore = timeUntilNextEvent
    }

    /// Counts `action` in the state it began in, a focus change during a keyboard animation,
    /// and how it let time pass.
    mutating func end(_ action: Action, performed: Bool, focus: Int?, workPending: Bool) {
        if performed { counters.noteAction(action, in: stateBefore) } else { counters.noteNoOp() }
        if didNotificationsPendingBefore && focus != focusBefore { counters.note(.focusChangeDuringAnimation) }
        if let wait = waitKind(of: action, workPendingAfter: workPending) { counters.note(wait) }
    }

    /// How `action` let time pass; nil for an action at an instant with nothing pending.
    private func waitKind(of action: Action, workPendingAfter: Bool) -> CoverageCounters.WaitKind? {
        switch action {
        case .finishAnimation:
            return workPendingBefore ? .untilIdle : .nothingPending
        case .wait(let span):
            guard workPendingBefore, let next = timeUntilNextEventBefore else { return .nothingPending }
            if span < next { return .beforeNextEvent }
            return workPendingAfter ? .partway : .pastPending
        default:
            return workPendingBefore ? .sameInstant : nil
        }
    }
}

/// Coverage: what a case exercised (``CoverageCounters``). Off unless asked for; while off each
/// hook costs one nil test, and none allocates.
extension World {
    /// Starts counting coverage; call it before the first action.
    public func countCoverage() {
        if coverageRecording == nil { coverageRecording = CoverageRecording() }
    }

    /// What the case exercised so far; nil unless ``countCoverage()`` was called.
    public var coverage: CoverageCounters? { coverageRecording?.counters }

    /// The keyboard's state as coverage counts it: another app's keyboard, a hardware keyboard,
    /// then where our software keyboard is.
    public var coverageKeyboardState: CoverageCounters.KeyboardState {
        if isRemoteKeyboardShown { return .remote }
        if isHardwareKeyboardAttached { return .hardware }
        switch keyboardPlacement {
        case .hidden: return .hidden
        case .docked: return .docked
        case .floating: return .floating
        }
    }

    // MARK: Hooks (each called only while counting)

    /// Notes the state `action` begins in.
    func beginCoverage(of action: Action) {
        coverageRecording?.begin(
            state: coverageKeyboardState, focus: focusedIndex,
            didNotificationsPending: pending.keyboardCount > 0, workPending: !pending.isEmpty,
            timeUntilNextEvent: action.isWait ? timeUntilNextEvent : nil)
    }

    /// Counts `action` once it has run.
    func endCoverage(of action: Action, performed: Bool) {
        coverageRecording?.end(action, performed: performed, focus: focusedIndex, workPending: !pending.isEmpty)
    }

    /// Counts a did-notification taken from the queue, about to be delivered, while a newer
    /// transition's are queued behind it (a transition queues its did-change-frame, if any, then
    /// its did-show or did-hide, and they are delivered in that order: anything queued beyond
    /// its own is a newer transition's). Called where queued notifications are delivered, so
    /// that `deliver`, which every notification goes through, pays nothing.
    func noteCoverageDelivery(_ note: KeyboardNotification) {
        let queuedOfItsOwn: Int
        switch note.name {
        case .keyboardDidChangeFrame: queuedOfItsOwn = 1
        case .keyboardDidShow, .keyboardDidHide: queuedOfItsOwn = 0
        case .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame: return
        }
        if pending.keyboardCount > queuedOfItsOwn { coverageRecording?.counters.note(.lateNotification) }
    }
}
