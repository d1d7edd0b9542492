import Foundation

/// Something the world will do later: a keyboard did-notification, a strategy's deferred block,
/// or the end of an animation (whose completion, if any, runs then).
struct PendingEvent {
    enum Kind {
        /// A did-notification, due when its keyboard animation ends.
        case keyboard(KeyboardNotification)
        /// A block from `async`, `asyncAfter(seconds:)` or `perform(afterDelay:)`, or an
        /// animation's completion moved to the next turn.
        case work(id: Int, body: () -> Void)
        /// An animation in flight: running until `due`, then its completion runs.
        case animation(RunningAnimation)
        /// Something the system does later on its own (an event profile's late transition,
        /// docs/world-rules.md "Event profiles"), named for the trace.
        case system(name: String, body: (World) -> Void)
    }

    /// When it runs (for main-queue work: when it was enqueued).
    var due: VirtualTime
    /// The scheduling order: ties of `due` run in it, and the main queue is FIFO by it.
    var sequence: Int
    /// Main-queue work: runs in the drain after the current run-loop turn, at the current time.
    var isNextTurn: Bool
    var kind: Kind
    /// Where and when it was scheduled, for the trace (nil unless tracing).
    var origin: String?
}

/// An animation the world is running: a strategy's `animate(withDuration:...)` or a scroll
/// view's animated scroll. Its model values were applied when it started.
struct RunningAnimation {
    /// The animation's identity (never reused within a world).
    var id: Int
    /// The view properties its block set; a newer animation of one of them interrupts it.
    var properties: AnimatedProperties
    /// The strategy's completion block, if any.
    var completion: ((Bool) -> Void)?
    /// False once a newer animation of the same property interrupted it.
    var finished: Bool
    /// What started it, for the trace: `UIView.animate(0.25)` or `scrollRectToVisible`.
    var name: String
}

/// The world's pending events in one reused array: appending and removing never allocate once
/// the array has grown to a case's largest backlog (a handful of entries).
///
/// Timed events run in `(due, sequence)` order; main-queue events (`isNextTurn`) run in
/// `sequence` order in the drain after each run-loop turn. The sizes are tiny, so lookups scan.
struct PendingEvents {
    private(set) var events: [PendingEvent] = []
    private var nextSequence = 0
    /// How many main-queue events are pending (0 makes the drain free).
    private(set) var nextTurnCount = 0
    /// How many keyboard did-notifications are pending.
    private(set) var keyboardCount = 0

    var isEmpty: Bool { events.isEmpty }
    var count: Int { events.count }

    /// Adds an event and returns its sequence number.
    @discardableResult
    mutating func append(due: VirtualTime, isNextTurn: Bool, kind: PendingEvent.Kind, origin: String?) -> Int {
        let sequence = nextSequence
        nextSequence += 1
        events.append(PendingEvent(due: due, sequence: sequence, isNextTurn: isNextTurn, kind: kind, origin: origin))
        if isNextTurn { nextTurnCount += 1 }
        if case .keyboard = kind { keyboardCount += 1 }
        return sequence
    }

    /// Removes and returns the event at `index`.
    @discardableResult
    mutating func remove(at index: Int) -> PendingEvent {
        let event = events.remove(at: index)
        if event.isNextTurn { nextTurnCount -= 1 }
        if case .keyboard = event.kind { keyboardCount -= 1 }
        return event
    }

    /// The index of the oldest main-queue event.
    func indexOfNextTurnWork() -> Int? {
        guard nextTurnCount > 0 else { return nil }
        var best: Int?
        for i in events.indices where events[i].isNextTurn {
            if best.map({ events[i].sequence < events[$0].sequence }) ?? true { best = i }
        }
        return best
    }

    /// The index of the earliest timed event, by `(due, sequence)`, among those scheduled
    /// before `sequenceLimit` (nil: any).
    func indexOfEarliestTimed(scheduledBefore sequenceLimit: Int? = nil) -> Int? {
        var best: Int?
        for i in events.indices where !events[i].isNextTurn {
            let event = events[i]
            if let sequenceLimit, event.sequence >= sequenceLimit { continue }
            if let b = best {
                let other = events[b]
                if event.due < other.due || (event.due == other.due && event.sequence < other.sequence) { best = i }
            } else {
                best = i
            }
        }
        return best
    }

    /// The sequence number the next appended event gets.
    var upcomingSequence: Int { nextSequence }

    /// The index of the work item `id`, if it is still pending.
    func index(ofWork id: Int) -> Int? {
        events.firstIndex { if case .work(let workID, _) = $0.kind { workID == id } else { false } }
    }

    /// The latest due time of the pending keyboard did-notifications, if any.
    var latestKeyboardDue: VirtualTime? {
        guard keyboardCount > 0 else { return nil }
        var latest: VirtualTime?
        for event in events {
            if case .keyboard = event.kind, latest.map({ event.due > $0 }) ?? true { latest = event.due }
        }
        return latest
    }

    /// Interrupts every running animation that animates one of `properties`: its completion
    /// (if any) moves to the next turn with `finished == false`; one without a completion just
    /// stops running. Returns how many were interrupted.
    @discardableResult
    mutating func interruptAnimations(of properties: AnimatedProperties, now: VirtualTime) -> Int {
        var interrupted = 0
        var i = 0
        while i < events.count {
            guard case .animation(var animation) = events[i].kind, !events[i].isNextTurn,
                  animation.properties.intersects(properties) else {
                i += 1
                continue
            }
            interrupted += 1
            var event = remove(at: i)
            guard animation.completion != nil else { continue }
            animation.finished = false
            animation.properties = []
            event.kind = .animation(animation)
            append(due: now, isNextTurn: true, kind: event.kind, origin: event.origin)
        }
        return interrupted
    }
}
