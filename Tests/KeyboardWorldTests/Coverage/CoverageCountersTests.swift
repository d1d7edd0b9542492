import Foundation
import Testing

@testable import KeyboardWorld

/// Coverage counters, with every count worked out by hand.
///
/// phone-notch portrait, 12 fields of 44 pt from content y 20 every 64 pt (`form()`): field 0 is
/// visible (window 79...123), so focusing it scrolls nothing; the keyboard docks at y 516 and a
/// show or hide lasts 0.25 s. The probe strategy does nothing.
@Suite struct CoverageCountersTests {
    private func countingWorld(
        _ scenario: Scenario = form(), _ probe: Probe = Probe(),
        invariants: InvariantSet = .defaults
    ) -> World {
        let world = World(scenario: scenario, strategy: probe, invariants: invariants)
        world.countCoverage()
        return world
    }

    @Test func aThreeActionCase() throws {
        let world = countingWorld()
        try world.run("tap(0) wait(0.1) finishAnimation")
        world.finish()
        let c = try #require(world.coverage)
        // tap(0) from a hidden keyboard; it queues did-change-frame and did-show, due at 0.25.
        #expect(c.actions(named: "tap", in: .hidden) == 1)
        // wait(0.1) with the keyboard docked (its frame moves at once): 0.1 < 0.25, nothing runs.
        #expect(c.actions(named: "wait", in: .docked) == 1)
        #expect(c.waits(.beforeNextEvent) == 1)
        // finishAnimation, docked: both did-notifications arrive, in order, neither late (the
        // did-change-frame has only its own did-show behind it).
        #expect(c.actions(named: "finishAnimation", in: .docked) == 1)
        #expect(c.waits(.untilIdle) == 1)
        #expect(c.count(.lateNotification) == 0)
        #expect(c.performedActions == 3)
        #expect(c.noOpActions == 0)
        #expect(c.actions(in: .docked) == 2)
        #expect(c.actions(in: .hidden) == 1)
        // Nothing was pending before tap(0), and focus changed with nothing queued.
        #expect(c.waits(.sameInstant) == 0)
        #expect(c.count(.focusChangeDuringAnimation) == 0)
        #expect(c.count(.deferredBlock) == 0)
        // Quiescent after finishAnimation and at the end: 2 checks of the 4 default invariants.
        #expect(c.quiescentChecks == 2)
        for invariant in [Invariant.sanity, .hiddenField, .drift, .unreachableField] {
            #expect(c.evaluated(invariant) == 2)
        }
        #expect(c.evaluated(.excessGap) == 0)
        #expect(c.evaluated(.needlessMotion) == 0)
        // A field focused and the keyboard docked: sanity and hidden-field apply both times,
        // drift and unreachable-field (no keyboard docked) never.
        #expect(c.applied(.sanity) == 2)
        #expect(c.applied(.hiddenField) == 2)
        #expect(c.applied(.drift) == 0)
        #expect(c.applied(.unreachableField) == 0)
    }

    @Test func anInterruptedTransitionIsLateAndItsFocusChangeDuringAnimation() throws {
        let world = countingWorld()
        // t=0 show (dids due 0.25); t=0.1 dismiss (dids due 0.35); t=0.3 the show's dids arrive
        // behind the hide's will-notifications; t=0.35 the hide's arrive.
        try world.run("tap(0) wait(0.1) dismiss wait(0.2) wait(0.05)")
        let c = try #require(world.coverage)
        #expect(c.actions(named: "tap", in: .hidden) == 1)
        #expect(c.actions(named: "wait", in: .docked) == 1)
        // dismiss with the show's did-notifications queued: focus 0 -> nil during the animation,
        // at the same instant as the wait before it left it.
        #expect(c.actions(named: "dismiss", in: .docked) == 1)
        #expect(c.count(.focusChangeDuringAnimation) == 1)
        #expect(c.waits(.sameInstant) == 1)
        // wait(0.2) and wait(0.05) begin with the keyboard hidden (the hide moved its frame).
        #expect(c.actions(named: "wait", in: .hidden) == 2)
        // wait(0.2) at 0.1: the next event is due in 0.15; it delivers the show's two
        // did-notifications (each with the hide's two queued behind: late) and leaves the hide's.
        #expect(c.waits(.beforeNextEvent) == 1)
        #expect(c.waits(.partway) == 1)
        #expect(c.count(.lateNotification) == 2)
        // wait(0.05) at 0.3: delivers the hide's two, on time, and nothing is left.
        #expect(c.waits(.pastPending) == 1)
        // Quiescent only after the last wait: no keyboard docked, nothing focused.
        #expect(c.quiescentChecks == 1)
        #expect(c.applied(.sanity) == 1)
        #expect(c.applied(.hiddenField) == 0)
        #expect(c.applied(.drift) == 1)
        #expect(c.applied(.unreachableField) == 1)
    }

    @Test func deferredBlocksAndCompletionsAreCounted() throws {
        let probe = Probe()
        probe.onNotification = { note, host in
            guard note.name == .keyboardWillShow else { return }
            host.async {}
            host.animate(withDuration: 0, animations: {}, completion: { _ in })
        }
        let world = countingWorld(form(), probe)
        // One will-show: one async block and one completion, both at the next turn of tap(0).
        try world.run("tap(0)")
        let c = try #require(world.coverage)
        #expect(c.count(.deferredBlock) == 1)
        #expect(c.count(.animationCompletion) == 1)
    }

    @Test func keyboardStatesOnAPad() throws {
        let world = countingWorld(form(.pad), invariants: [])
        // hardwareKeyboard(on) from hidden; tapBackground and hardwareKeyboard(off) with it
        // attached; remoteKeyboard(show) from hidden again; finishAnimation, tapBackground and
        // remoteKeyboard(hide) under another app's keyboard; then our field, undocked:
        // tapBackground with the keyboard floating.
        try world.run(
            """
            hardwareKeyboard(on) tapBackground hardwareKeyboard(off) remoteKeyboard(show) finishAnimation \
            tapBackground remoteKeyboard(hide) finishAnimation tap(0) finishAnimation undock finishAnimation tapBackground
            """)
        let c = try #require(world.coverage)
        #expect(c.actions(named: "hardwareKeyboard", in: .hidden) == 1)
        #expect(c.actions(named: "tapBackground", in: .hardware) == 1)
        #expect(c.actions(named: "hardwareKeyboard", in: .hardware) == 1)
        #expect(c.actions(named: "remoteKeyboard", in: .hidden) == 1)
        #expect(c.actions(named: "tapBackground", in: .remote) == 1)
        #expect(c.actions(named: "remoteKeyboard", in: .remote) == 1)
        #expect(c.actions(named: "undock", in: .docked) == 1)
        #expect(c.actions(named: "tapBackground", in: .floating) == 1)
        #expect(c.actions(in: .remote) == 3)
        #expect(c.performedActions == 13)
    }

    @Test func noOpsAreCountedApart() throws {
        let world = countingWorld(invariants: [])
        // Nothing focused: dismiss does nothing; nothing pending: the wait waits for nothing.
        try world.run("dismiss wait(0.1)")
        let c = try #require(world.coverage)
        #expect(c.noOpActions == 2)
        #expect(c.performedActions == 0)
        #expect(c.waits(.nothingPending) == 1)
    }

    @Test func countingChangesNothingElse() throws {
        let actions = "tap(11) wait(0.05) rotate tap(3) wait(0.3) scroll(-200) next finishAnimation dismiss"
        let plain = World(scenario: form(), strategy: Probe(), invariants: .all)
        let counting = countingWorld(invariants: .all)
        #expect(plain.coverage == nil)
        #expect(try plain.run(actions) == counting.run(actions))
        #expect(plain.finish() == counting.finish())
        #expect(plain.now == counting.now)
    }

    @Test func countersAddUp() throws {
        let a = countingWorld()
        try a.run("tap(0) wait(0.1) finishAnimation")
        let b = countingWorld()
        try b.run("tap(0) wait(0.1) dismiss wait(0.2) wait(0.05)")
        var sum = CoverageCounters()
        sum.add(try #require(a.coverage))
        sum.add(try #require(b.coverage))
        var cases = CoverageCounters()
        cases.addPresence(of: try #require(a.coverage))
        cases.addPresence(of: try #require(b.coverage))
        // b has two waits in the hidden state, a none: 2 in all, 1 case.
        #expect(sum.actions(named: "wait", in: .hidden) == 2)
        #expect(cases.actions(named: "wait", in: .hidden) == 1)
        // Both waited before the next event once.
        #expect(sum.waits(.beforeNextEvent) == 2)
        #expect(cases.waits(.beforeNextEvent) == 2)
        #expect(sum.performedActions == 8)
    }

    @Test func everyActionKindHasItsName() {
        let actions: [Action] = [
            .tap(0), .next, .dismiss, .tapBackground, .scroll(1), .inputMode(.emoji),
            .hardwareKeyboard(true), .rotate, .contentChange(1), .repost, .finishAnimation,
            .dragDismiss(zeroRect: true), .undock, .dock, .remoteKeyboard(show: true), .wait(1),
            .dragCancel, .type(3), .push, .pop,
        ]
        #expect(Set(actions.map(\.name)) == Set(Action.names))
        for action in actions {
            #expect(CoverageCounters.actionNames[CoverageCounters.kindIndex(of: action)] == action.name)
        }
    }
}
