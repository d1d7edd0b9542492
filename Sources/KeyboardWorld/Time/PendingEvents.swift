import Foundation

/// Something the world will do later: a keyboard did-notification, a strategy's deferred block,
/// or the end of an animation (whose completion, if any, runs then).
///
/// A plain value with no references (blocks and completions wait beside the queue, by id), so
/// that moving events around copies bytes and retains nothing.
struct PendingEvent {
    enum Kind {
        /// A did-notification, due when its keyboard animation ends.
        case keyboard(KeyboardNotification)
        /// A block from `async`, `asyncAfter(seconds:)` or `perform(afterDelay:)`.
        case work(id: Int)
        /// An animation in flight: running until `due`, then its completion (if any) runs.
        case animation(RunningAnimation)
        /// Something the system does later on its own (an event profile's late transition,
        /// docs/world-rules.md "Event profiles").
        case system(SystemEvent)
    }

    /// When it runs (for main-queue work: when it was enqueued).
    var due: VirtualTime
    /// The scheduling order: ties of `due` run in it, and the main queue is FIFO by it.
    var sequence: Int
    /// Main-queue work: runs in the drain after the current run-loop turn, at the current time.
    var isNextTurn: Bool
    var kind: Kind
}

/// What the trace says of a pending event, kept beside the queue and only while tracing, so
/// that events stay small and free of strings on the fuzz loop's hot path.
struct PendingEventLabel {
    /// How it was scheduled: `asyncAfter(0.01)`, `UIView.animate(0.25)`, `system scroll-to-focus`.
    var name: String
    /// Where and when: `#0 keyboardWillShow at t=0.000`.
    var origin: String
}

/// An animation the world is running: a strategy's `animate(withDuration:...)` or a scroll
/// view's animated scroll. Its model values were applied when it started.
struct RunningAnimation {
    /// The animation's identity (never reused within a world); its completion waits under it.
    var id: Int
    /// The view properties its block set; a newer animation of one of them interrupts it.
    var properties: AnimatedProperties
    /// Whether the strategy gave a completion block.
    var hasCompletion: Bool
    /// False once a newer animation of the same property interrupted it.
    var finished: Bool
}

/// The world's pending events in one reused array: appending and removing never allocate once
/// the array has grown to a case's largest backlog (a handful of entries).
///
/// Timed events run in `(due, sequence)` order; main-queue events (`isNextTurn`) run in
/// `sequence` order in the drain after each run-loop turn. The sizes are tiny, so lookups scan.
struct PendingEvents {
    private(set) var events: [PendingEvent] = []

    /// Room for a transition's did-notifications and an animation or two from the start: the
    /// queue no longer grows (allocating) in the first actions of every case. Seven, not eight:
    /// eight events (128 bytes each) make a block just past what glibc's per-thread cache
    /// serves, and each world's first allocation went to its slower path.
    init() { events.reserveCapacity(7) }
    /// The deferred blocks and the animation completions, by work or animation id.
    private var blocks: [Int: () -> Void] = [:]
    private var completions: [Int: (Bool) -> Void] = [:]
    /// Trace labels by sequence number (filled only while tracing).
    private var labels: [Int: PendingEventLabel] = [:]
    private var nextSequence = 0
    /// How many main-queue events are pending (0 makes the drain free).
    private(set) var nextTurnCount = 0
    /// How many keyboard did-notifications are pending.
    private(set) var keyboardCount = 0
    /// The due time of the keyboard did-notification enqueued last: the latest pending one,
    /// since they are enqueued in due order.
    private var lastKeyboardDue = VirtualTime.zero

    var isEmpty: Bool { events.isEmpty }
    var count: Int { events.count }

    /// Whether a strategy's block or animation completion is waiting (code no key can compare).
    var holdsStrategyCode: Bool {
        !blocks.isEmpty || !completions.isEmpty
    }

    /// Adds an event and returns its sequence number.
    @discardableResult
    mutating func append(
        due: VirtualTime, isNextTurn: Bool, kind: PendingEvent.Kind,
        label: PendingEventLabel? = nil
    ) -> Int {
        let sequence = nextSequence
        nextSequence += 1
        events.append(PendingEvent(due: due, sequence: sequence, isNextTurn: isNextTurn, kind: kind))
        if let label { labels[sequence] = label }
        if isNextTurn { nextTurnCount += 1 }
        if case .keyboard = kind {
            keyboardCount += 1
            lastKeyboardDue = due
        }
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

    /// Adds a deferred block under `id`.
    mutating func appendWork(
        id: Int, due: VirtualTime, isNextTurn: Bool, body: @escaping () -> Void,
        label: PendingEventLabel?
    ) {
        blocks[id] = body
        append(due: due, isNextTurn: isNextTurn, kind: .work(id: id), label: label)
    }

    /// Adds a running animation, its completion kept under its id.
    mutating func appendAnimation(
        _ animation: RunningAnimation, completion: ((Bool) -> Void)?, due: VirtualTime,
        isNextTurn: Bool, label: PendingEventLabel?
    ) {
        if let completion { completions[animation.id] = completion }
        append(due: due, isNextTurn: isNextTurn, kind: .animation(animation), label: label)
    }

    /// The block of work `id`, forgotten (it runs once).
    mutating func takeBlock(_ id: Int) -> (() -> Void)? { blocks.removeValue(forKey: id) }

    /// The completion of animation `id`, forgotten (it runs once).
    mutating func takeCompletion(_ id: Int) -> ((Bool) -> Void)? {
        completions.isEmpty ? nil : completions.removeValue(forKey: id)
    }

    /// The trace label of the event with `sequence`, and forgets it (nil unless tracing).
    mutating func takeLabel(of sequence: Int) -> PendingEventLabel? {
        labels.isEmpty ? nil : labels.removeValue(forKey: sequence)
    }

    /// The trace label of the event with `sequence` (nil unless tracing).
    func label(of sequence: Int) -> PendingEventLabel? {
        labels.isEmpty ? nil : labels[sequence]
    }

    /// The index of the oldest main-queue event.
    func indexOfNextTurnWork() -> Int? {
        guard nextTurnCount > 0 else { return nil }
        var best: Int?
        var bestSequence = Int.max
        for i in events.indices where events[i].isNextTurn && events[i].sequence < bestSequence {
            best = i
            bestSequence = events[i].sequence
        }
        return best
    }

    /// The index of the earliest timed event, by `(due, sequence)`, among those scheduled
    /// before `sequenceLimit` (by default, all).
    func indexOfEarliestTimed(scheduledBefore sequenceLimit: Int = .max) -> Int? {
        var best: Int?
        var bestDue = VirtualTime(microseconds: .max)
        var bestSequence = Int.max
        for i in events.indices where !events[i].isNextTurn && events[i].sequence < sequenceLimit {
            let due = events[i].due
            let sequence = events[i].sequence
            if due < bestDue || (due == bestDue && sequence < bestSequence) {
                best = i
                bestDue = due
                bestSequence = sequence
            }
        }
        return best
    }

    /// The sequence number the next appended event gets.
    var upcomingSequence: Int { nextSequence }

    /// The index of the work item `id`, if it is still pending.
    func index(ofWork id: Int) -> Int? {
        events.firstIndex { if case .work(let workID) = $0.kind { workID == id } else { false } }
    }

    /// Removes the pending work item `id`; returns whether it was pending.
    mutating func cancelWork(_ id: Int) -> Bool {
        guard let index = index(ofWork: id) else { return false }
        let event = remove(at: index)
        blocks[id] = nil
        _ = takeLabel(of: event.sequence)
        return true
    }

    /// The latest due time of the pending keyboard did-notifications, if any.
    var latestKeyboardDue: VirtualTime? { keyboardCount > 0 ? lastKeyboardDue : nil }

    /// Whether an animation of any of `properties` is running (not one that only waits for its
    /// completion's turn).
    func hasAnimation(of properties: AnimatedProperties) -> Bool {
        events.contains { event in
            guard case .animation(let animation) = event.kind, !event.isNextTurn else { return false }
            return animation.properties.intersects(properties)
        }
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
                animation.properties.intersects(properties)
            else {
                i += 1
                continue
            }
            interrupted += 1
            let event = remove(at: i)
            let label = takeLabel(of: event.sequence)
            guard animation.hasCompletion else { continue }
            animation.finished = false
            animation.properties = []
            append(due: now, isNextTurn: true, kind: .animation(animation), label: label)
        }
        return interrupted
    }
}
