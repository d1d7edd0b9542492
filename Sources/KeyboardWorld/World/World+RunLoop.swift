import Foundation

/// The main run loop of the world (docs/world-rules.md, "Time").
///
/// A *turn* is one piece of work and what follows it: a user action, a timer firing, a
/// keyboard animation ending (its did-notifications), an animation's completion. Every turn
/// ends with the layout pass; after every turn the main queue is drained, each block a turn of
/// its own. Time moves only in waits: `wait(t)` runs the timed events due by `now + t` in
/// `(due, scheduling)` order, all events due at one instant as one turn; `finishAnimation` and
/// the end of the case keep going until nothing is pending.
extension World {
    /// The most turns one wait, or one drain, runs: a strategy that keeps scheduling work forever
    /// stops there (the world then stays unquiet and is checked only at the end of the case).
    static let maximumTurnsPerWait = 10_000

    /// The most animations, animated scrolls and deferred blocks one call of strategy code (a
    /// handler, a block, a completion) may ask for; what it asks for past that is dropped and
    /// `sanity` fails (``RunawayEvidence``). Keyboard code asks for a handful: a thousand is a
    /// loop, and the bound keeps one action's work small however the strategy is written.
    public static let maximumScheduledPerCallback = 1_000

    /// The duration of a scroll view's animated scroll (`scrollRectToVisible(_:animated: true)`,
    /// `setContentOffset(_:animated: true)`, the system's scroll-to-focus). UIKit documents none;
    /// keyfuzz's choice (docs/world-rules.md).
    public static let scrollAnimationDuration: VirtualTime = 0.3

    /// How long until the next pending event runs: zero for main-queue work, nil when nothing
    /// is pending. The generator draws its waits around it (during an animation, just after it).
    public var timeUntilNextEvent: VirtualTime? {
        if pending.nextTurnCount > 0 { return .zero }
        guard let index = pending.indexOfEarliestTimed() else { return nil }
        return Swift.max(.zero, pending.events[index].due - now)
    }

    /// How many events are pending: did-notifications, deferred blocks, running animations.
    public var pendingEventCount: Int { pending.count }

    // MARK: Running

    /// Runs the main queue's work, oldest first, each block followed by the layout pass, until
    /// the queue is empty (blocks enqueued meanwhile run in the same drain).
    func drainMainQueue() {
        var turns = 0
        while let index = pending.indexOfNextTurnWork(), turns < Self.maximumTurnsPerWait {
            turns += 1
            let event = pending.remove(at: index)
            run(event, label: pending.takeLabel(of: event.sequence))
            layoutPass()
        }
    }

    /// `wait(span)`: moves the clock to `now + span`, running every timed event due by then.
    /// - Returns: whether anything was pending when the wait began.
    func advanceClock(by span: VirtualTime) -> Bool {
        let hadWork = !pending.isEmpty
        let target = now + span
        var turns = 0
        while turns < Self.maximumTurnsPerWait, let index = pending.indexOfEarliestTimed(),
            pending.events[index].due <= target
        {
            turns += 1
            runTimedTurn(at: Swift.max(now, pending.events[index].due))
        }
        if now < target { now = target }
        return hadWork
    }

    /// `finishAnimation` and the end of the case: runs every pending event in time order (the
    /// clock moving to each), including those the events themselves schedule.
    /// - Returns: whether anything was pending.
    func runUntilIdle() -> Bool {
        let hadWork = !pending.isEmpty
        drainMainQueue()
        var turns = 0
        while turns < Self.maximumTurnsPerWait, let index = pending.indexOfEarliestTimed() {
            turns += 1
            runTimedTurn(at: Swift.max(now, pending.events[index].due))
        }
        return hadWork
    }

    /// One turn at `time`: every timed event due by then and already scheduled, in order, then
    /// the layout pass and the main queue's drain.
    private func runTimedTurn(at time: VirtualTime) {
        now = time
        let batch = pending.upcomingSequence
        var keyboardAnnounced = false
        var ranCode = false
        var onlyKeyboard = true
        while let index = pending.indexOfEarliestTimed(scheduledBefore: batch), pending.events[index].due <= time {
            let event = pending.remove(at: index)
            switch event.kind {
            case .keyboard:
                // The did-notifications due now are posted together: one line for the turn.
                if !keyboardAnnounced { traceTurn("the keyboard animation ends") }
                keyboardAnnounced = true
                ranCode = true
            case .work, .system:
                ranCode = true
                onlyKeyboard = false
            case .animation(let animation):
                ranCode = ranCode || animation.hasCompletion
                onlyKeyboard = onlyKeyboard && !animation.hasCompletion
            }
            run(event, label: pending.takeLabel(of: event.sequence))
        }
        // An animation that ends with no completion changes nothing: no layout pass to run.
        guard ranCode else { return }
        // docs/classic-world.md §5 and §7 have no clock: `finishAnimation` delivers the queued
        // did-notifications together and the layout pass follows them all (`perform` runs it).
        if !(scenario.world == .idealised && onlyKeyboard) { layoutPass() }
        drainMainQueue()
    }

    /// Runs one event: delivers a did-notification, runs a block, or ends an animation.
    /// - Parameter label: What the trace calls it (nil unless tracing).
    private func run(_ event: PendingEvent, label: PendingEventLabel?) {
        if case .keyboard(let note) = event.kind {
            if coverageRecording != nil { noteCoverageDelivery(note) }
            deliver(note, late: true)
            return
        }
        let name = label?.name ?? "deferred"
        switch event.kind {
        case .keyboard:
            break
        case .work(let id):
            guard let body = pending.takeBlock(id) else { return }
            coverageRecording?.counters.note(.deferredBlock)
            traceTurn("\(name) block from \(label?.origin ?? "?") runs")
            runStrategyCode(.deferredBlock, named: "\(name) block", body)
        case .animation(let animation):
            if let completion = pending.takeCompletion(animation.id) {
                coverageRecording?.counters.note(.animationCompletion)
                traceTurn("\(name) completion(finished: \(animation.finished)), animation from \(label?.origin ?? "?")")
                runStrategyCode(.completion, named: "\(name) completion") { completion(animation.finished) }
            } else {
                traceTurn("\(name) animation ends")
            }
        case .system(let event):
            traceTurn(event.name)
            run(event)
        }
    }

    /// Runs strategy code outside a handler (a deferred block, a completion): assignments are
    /// traced and work it schedules is named after it.
    private func runStrategyCode(_ callback: StrategyCallback, named name: @autoclosure () -> String, _ body: () -> Void) {
        let outer = enterStrategyCode(callback)
        defer { leaveStrategyCode(outer) }
        guard recorder != nil else {
            body()
            return
        }
        let outerContext = traceContext
        traceContext = name()
        body()
        traceContext = outerContext
    }

    // MARK: Scheduling (the host's deferred API)

    /// Schedules `body` after `delay` (at the next turn of the main queue when `delay <= 0`).
    /// - Parameter api: How the strategy asked, for the trace: `async`, `asyncAfter(0.01)`.
    func schedule(after delay: VirtualTime, api: @autoclosure () -> String, _ body: @escaping () -> Void) -> DeferredWork {
        let id = nextWorkID
        nextWorkID += 1
        // Past the limit the block never runs: its handle says it is not pending.
        guard admitScheduledWork() else { return DeferredWork(id: id, world: self) }
        let nextTurn = delay <= .zero
        let due = nextTurn ? now : now + delay
        pending.appendWork(
            id: id, due: due, isNextTurn: nextTurn, body: body,
            label: recorder == nil ? nil : PendingEventLabel(name: api(), origin: scheduleContext()))
        traceEvent(.scheduled("\(api()) → \(nextTurn ? "next turn" : due.clockText)"))
        return DeferredWork(id: id, world: self)
    }

    /// Cancels the work item `id` if it has not run; returns whether it was pending.
    func cancelWork(_ id: Int) -> Bool { pending.cancelWork(id) }

    /// Whether the work item `id` is still pending.
    func isWorkPending(_ id: Int) -> Bool { pending.index(ofWork: id) != nil }

    /// `UIView.animate`: runs `animations` now (the model values change at once), then lets the
    /// animation run for `delay + duration`, interrupting older animations of the properties it set.
    func animate(
        duration: TimeInterval, delay: TimeInterval, animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let outerCapture = animationCapture
        animationCapture = []
        animations()
        let properties = animationCapture ?? []
        animationCapture = outerCapture.map { $0.union(properties) }
        let length = VirtualTime(seconds: Swift.max(0, delay) + Swift.max(0, duration))
        let name = recorder == nil ? "" : "UIView.animate(\(VirtualTime(seconds: duration)))"
        // Without animation (duration <= 0) or with nothing to animate, UIKit makes the changes
        // at once and calls the completion at the next turn, finished.
        // Past the limit the model values have changed but nothing animates or completes.
        guard admitScheduledWork() else { return }
        guard duration > 0, !properties.isEmpty else {
            if let completion {
                enqueueAnimation(
                    RunningAnimation(id: nextID(), properties: [], hasCompletion: true, finished: true),
                    completion: completion, named: name, due: now, nextTurn: true)
            }
            return
        }
        pending.interruptAnimations(of: properties, now: now)
        enqueueAnimation(
            RunningAnimation(
                id: nextID(), properties: properties, hasCompletion: completion != nil,
                finished: true),
            completion: completion, named: name, due: now + length, nextTurn: false)
    }

    /// Starts the scroll view's own animated scroll (its offset already moved): it runs for
    /// `scrollAnimationDuration`; nothing runs when it ends.
    ///
    /// The world's rules decide how animated scrolls meet (docs/world-rules.md, "World rules"):
    /// under `idealised` there is no clock for scrolls and nothing runs on; under `device` a
    /// `setContentOffset(_:animated: true)` replaces a running scroll animation (`retargets`
    /// false) while `scrollRectToVisible(_:animated: true)` and the system's scroll-to-focus move
    /// the running one's target and let it end when it would have (`retargets` true); under
    /// `original` each queues an animation of its own.
    func startScrollAnimation(_ name: @autoclosure () -> String, retargets: Bool = false) {
        switch scenario.world {
        case .idealised:
            return
        case .device:
            if retargets && pending.hasAnimation(of: .scrolling) { return }
            stopScrollAnimations()
        case .original:
            break
        }
        guard admitScheduledWork() else { return }
        let animation = RunningAnimation(id: nextID(), properties: .scrolling, hasCompletion: false, finished: true)
        enqueueAnimation(
            animation, completion: nil, named: recorder == nil ? "" : name(),
            due: now + Self.scrollAnimationDuration, nextTurn: false)
    }

    /// `setContentOffset(_:animated: true)` to the offset the scroll view is at: under `device`
    /// it stops a running scroll animation and starts none (UIKit's one animation slot).
    func stopScrollAnimationForUnmovedOffset() {
        guard scenario.world == .device else { return }
        stopScrollAnimations()
    }

    /// Stops the scroll view's animated scrolling (a user's touch does).
    func stopScrollAnimations() {
        guard !pending.isEmpty else { return }
        pending.interruptAnimations(of: .scrolling, now: now)
    }

    /// Notes that the running animations block set `property` of `view`.
    func noteAnimated(_ property: StaticString, of view: View) {
        animationCapture?.formUnion(AnimatedProperties.property(property, of: view))
    }

    private func enqueueAnimation(
        _ animation: RunningAnimation, completion: ((Bool) -> Void)?, named name: String,
        due: VirtualTime, nextTurn: Bool
    ) {
        pending.appendAnimation(
            animation, completion: completion, due: due, isNextTurn: nextTurn,
            label: recorder == nil ? nil : PendingEventLabel(name: name, origin: scheduleContext()))
        if animation.hasCompletion || !animation.properties.contains(.scrolling) {
            traceEvent(.scheduled("→ \(nextTurn ? "completion next turn" : "animation ends " + due.clockText)"))
        }
    }

    private func nextID() -> Int {
        defer { nextWorkID += 1 }
        return nextWorkID
    }

    // MARK: Tracing

    /// `#3 keyboardWillChangeFrame at t=0.000`: where and when something was scheduled.
    private func scheduleContext() -> String {
        "#\(stepIndex) \(traceContext ?? "step") at \(now.clockText)"
    }

    private func traceTurn(_ text: @autoclosure () -> String) {
        traceEvent(.turn(now, text()))
    }

    /// The names of the queued did-notifications, in delivery order.
    func queuedNotificationNames() -> [KeyboardNotification.Name] {
        orderedPending().compactMap { if case .keyboard(let note) = $0.kind { note.name } else { nil } }
    }

    /// The pending events in the order they run, described for the trace: only those a trace
    /// line shows (`TraceFormat.shownItems`), the others stood in for by their count.
    func pendingDescriptions() -> [String] {
        TraceFormat.shownItems(orderedPending(), describe)
    }

    /// One pending event for the trace: what it is and when it runs.
    private func describe(_ event: PendingEvent) -> String {
        let when = event.isNextTurn ? "next turn" : event.due.clockText
        let name = pending.label(of: event.sequence)?.name ?? "deferred"
        switch event.kind {
        case .keyboard(let note): return "\(note.name.rawValue) \(when)"
        case .work: return "\(name) block \(when)"
        case .animation(let animation):
            return "\(name) \(animation.hasCompletion ? "completion" : "ends") \(when)"
        case .system(let event): return "\(event.name) \(when)"
        }
    }

    private func orderedPending() -> [PendingEvent] {
        pending.events.sorted { a, b in
            if a.isNextTurn != b.isNextTurn { return a.isNextTurn }
            if a.isNextTurn { return a.sequence < b.sequence }
            return a.due != b.due ? a.due < b.due : a.sequence < b.sequence
        }
    }
}
