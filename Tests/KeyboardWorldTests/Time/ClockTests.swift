import Foundation
import Testing

@testable import KeyboardWorld

/// The virtual clock and the main run loop (docs/world-rules.md, "Time"), with the times worked
/// out by hand.
///
/// phone-notch portrait, 12 fields of 44 pt from content y 20 every 64 pt, content 1200,
/// `automatic`: the scroll view spans window 59...852 (793 tall), adjusted bottom inset 34.
/// The keyboard is 336 tall: docked at y 516, off screen at 852; a show lasts 0.25 s.
@Suite struct ClockTests {
    /// The notifications delivered during step `index`, with whether each came late.
    private func turns(_ world: World, step index: Int) -> [String] {
        world.trace.steps[index].events.compactMap { if case .turn(let t, let s) = $0 { "\(t.clockText) \(s)" } else { nil } }
    }

    @Test func didNotificationsArriveWhenTheAnimationEnds() throws {
        let world = makeWorld(form())
        try world.run("tap(0)")
        // Field 0 (window 79...123) is visible: no scroll-to-focus, only the keyboard animates.
        #expect(world.now == .zero)
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidShow])
        #expect(world.timeUntilNextEvent == 0.25)
        try world.run("wait(0.1)")
        // t = 0.1: the animation runs until 0.25; nothing is delivered.
        #expect(world.now == 0.1)
        #expect(world.deliveredNames(inStep: 1).isEmpty)
        #expect(world.timeUntilNextEvent == 0.15)
        #expect(!world.isQuiescent)
        try world.run("wait(0.15)")
        // 0.1 + 0.15 = 0.25 exactly (the clock counts whole microseconds): both arrive, late.
        #expect(world.now == 0.25)
        #expect(world.deliveredNames(inStep: 2) == [.keyboardDidChangeFrame, .keyboardDidShow])
        #expect(world.delivered(inStep: 2).allSatisfy { $0.late })
        #expect(turns(world, step: 2) == ["t=0.250 the keyboard animation ends"])
        #expect(world.isQuiescent)
        #expect(world.trace.steps.map(\.time) == [0, 0.1, 0.25])
    }

    @Test func anInterruptedTransitionsDidNotificationsKeepTheirTime() throws {
        let world = makeWorld(form())
        // Show at 0 (dids due 0.25); hide at 0.1 (dids due 0.1 + 0.25 = 0.35).
        try world.run("tap(0) wait(0.1) dismiss")
        #expect(world.deliveredNames(inStep: 2) == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidShow, .keyboardDidChangeFrame, .keyboardDidHide])
        try world.run("wait(0.2)")
        // t = 0.3: the show's did-notifications arrived at 0.25, after the newer will-notifications.
        #expect(world.deliveredNames(inStep: 3) == [.keyboardDidChangeFrame, .keyboardDidShow])
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidHide])
        try world.run("wait(0.05)")
        #expect(world.deliveredNames(inStep: 4) == [.keyboardDidChangeFrame, .keyboardDidHide])
        #expect(turns(world, step: 4) == ["t=0.350 the keyboard animation ends"])
        #expect(world.now == 0.35)
    }

    @Test func aZeroDurationTransitionNeverOvertakesTheRunningOne() throws {
        let world = makeWorld(form())
        // tap(1) at 0.1 posts the same frame (duration 0): due at max(0.1, 0.25) = 0.25.
        try world.run("tap(0) wait(0.1) tap(1) wait(0.01)")
        #expect(world.deliveredNames(inStep: 3).isEmpty)
        try world.run("wait(0.14)")
        #expect(world.deliveredNames(inStep: 4) == [.keyboardDidChangeFrame, .keyboardDidShow, .keyboardDidShow])
        #expect(world.delivered(inStep: 4).map(\.note.animationDuration) == [0.25, 0.25, 0])
    }

    @Test func anActionDoesNotMoveTheClockAndTimedWorkWaitsForAWait() throws {
        let world = makeWorld(form())
        try world.run("tap(0) finishAnimation")
        #expect(world.now == 0.25)
        // The same frame again: duration 0, so the did-notification is due now (0.25), yet an
        // action at the same instant runs only main-queue work: it waits for the next wait.
        try world.run("tap(1)")
        #expect(world.now == 0.25)
        #expect(world.queuedNames == [.keyboardDidShow])
        try world.run("wait(0.001)")
        #expect(world.deliveredNames(inStep: 3) == [.keyboardDidShow])
        #expect(turns(world, step: 3) == ["t=0.250 the keyboard animation ends"])
        #expect(world.now == 0.251)
    }

    @Test func mainQueueWorkRunsAfterTheTurnWithinTheSameStep() throws {
        let probe = Probe()
        var insetInsideHandler: CGFloat?
        probe.onNotification = { note, host in
            guard note.name == .keyboardWillShow else { return }
            host.async { host.scrollView.contentInset.bottom = 100 }
            insetInsideHandler = host.scrollView.contentInset.bottom
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(0)")
        #expect(insetInsideHandler == 0)
        #expect(world.scrollView.contentInset.bottom == 100)
        #expect(world.now == .zero)
        #expect(turns(world, step: 0) == ["t=0.000 async block from #0 keyboardWillShow at t=0.000 runs"])
        #expect(world.trace.showsTime)
        let lines = world.trace.steps[0].lines(showingTime: true)
        #expect(lines.contains("        async → next turn"))
        #expect(lines.contains("    · t=0.000 async block from #0 keyboardWillShow at t=0.000 runs"))
        #expect(lines.contains("        scrollView.contentInset = (top 0, bottom 100)"))
    }

    @Test func asyncAfterRunsWhenTheClockReachesIt() throws {
        let probe = Probe()
        var ranAt: TimeInterval?
        probe.onNotification = { note, host in
            guard note.name == .keyboardWillChangeFrame else { return }
            host.asyncAfter(seconds: 0.01) { ranAt = host.currentTime }
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(0) wait(0.005)")
        #expect(ranAt == nil)
        try world.run("wait(0.045)")
        // The block at 0.01, the keyboard animation still running until 0.25.
        #expect(ranAt == 0.01)
        #expect(turns(world, step: 2) == ["t=0.010 asyncAfter(0.01) block from #0 keyboardWillChangeFrame at t=0.000 runs"])
        #expect(world.deliveredNames(inStep: 2).isEmpty)
        #expect(world.now == 0.05)
        #expect(world.trace.steps[1].lines(showingTime: true).first == "#1 wait(0.005)  t=0.005")
    }

    @Test func cancelledWorkNeverRuns() throws {
        let probe = Probe()
        var ran = false
        var handles: [DeferredWork] = []
        probe.onNotification = { note, host in
            switch note.name {
            case .keyboardWillChangeFrame: handles.append(host.asyncAfter(seconds: 0.01) { ran = true })
            case .keyboardWillShow:
                #expect(handles.first?.isPending == true)
                handles.first?.cancel()
            default: break
            }
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(0) finishAnimation")
        #expect(!ran)
        #expect(handles.first?.isPending == false)
    }

    @Test func performAfterDelayZeroRunsAtTheNextTurn() throws {
        let probe = Probe()
        var order: [String] = []
        probe.onBackgroundTap = { host in
            host.perform(afterDelay: 0) { order.append("perform") }
            host.async { order.append("async") }
            order.append("handler")
        }
        let world = makeWorld(form(), probe)
        try world.run("tapBackground")
        #expect(order == ["handler", "perform", "async"])
        #expect(world.isQuiescent)
    }

    @Test func animationValuesApplyAtOnceAndTheCompletionRunsAtTheEnd() throws {
        let probe = Probe()
        var completions: [(finished: Bool, at: TimeInterval)] = []
        probe.onNotification = { note, host in
            guard note.name == .keyboardWillShow else { return }
            host.animate(
                withDuration: note.animationDuration,
                animations: {
                    host.scrollView.contentInset.bottom = 50
                }, completion: { finished in completions.append((finished, host.currentTime)) })
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(0)")
        #expect(world.scrollView.contentInset.bottom == 50)
        #expect(completions.isEmpty)
        try world.run("finishAnimation")
        // Due at 0 + 0.25, with the keyboard's did-notifications (queued first, delivered first).
        #expect(completions.map(\.finished) == [true])
        #expect(completions.map(\.at) == [0.25])
        #expect(world.deliveredNames(inStep: 1) == [.keyboardDidChangeFrame, .keyboardDidShow])
    }

    @Test func aNewerAnimationOfTheSamePropertyInterruptsTheOlder() throws {
        let probe = Probe()
        var completions: [String] = []
        probe.onNotification = { note, host in
            guard note.name == .keyboardWillShow else { return }
            host.animate(
                withDuration: 0.25, animations: { host.scrollView.contentInset.bottom = 50 },
                completion: { finished in completions.append("A \(finished) at \(host.currentTime)") })
            host.animate(
                withDuration: 0.25, animations: { host.scrollView.verticalScrollIndicatorInsets.bottom = 50 },
                completion: { finished in completions.append("C \(finished) at \(host.currentTime)") })
        }
        probe.onBackgroundTap = { host in
            host.animate(
                withDuration: 0.25, animations: { host.scrollView.contentInset.bottom = 80 },
                completion: { finished in completions.append("B \(finished) at \(host.currentTime)") })
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(0) wait(0.1) tapBackground")
        // At 0.1, B sets the same property of the same view: A's completion runs at the next
        // turn, in the same step, not finished. C animated another property: it runs on.
        #expect(completions == ["A false at 0.1"])
        #expect(world.scrollView.contentInset.bottom == 80)
        try world.run("finishAnimation")
        // C ends at 0.25, B at 0.1 + 0.25 = 0.35.
        #expect(completions == ["A false at 0.1", "C true at 0.25", "B true at 0.35"])
        #expect(world.now == 0.35)
    }

    @Test func withoutDurationOrChangesTheCompletionRunsAtTheNextTurnFinished() throws {
        let probe = Probe()
        var completions: [String] = []
        probe.onBackgroundTap = { host in
            host.animate(
                withDuration: 0, animations: { host.scrollView.contentInset.bottom = 10 },
                completion: { completions.append("zero \($0)") })
            host.animate(withDuration: 0.00001, animations: {}, completion: { completions.append("empty \($0)") })
            completions.append("handler")
        }
        let world = makeWorld(form(), probe)
        try world.run("tapBackground")
        #expect(completions == ["handler", "zero true", "empty true"])
        #expect(world.now == .zero)
        #expect(world.isQuiescent)
    }

    @Test func aRunningScrollAnimationDefersTheCheck() throws {
        let world = makeWorld(form(), invariants: [.hiddenField])
        // Field 11 spans content 724...768; the band in content is 0...793 - 34 = 759, so the
        // system scrolls to 768 - 793 + 34 = 9, animated for 0.3 s. Nothing avoids the keyboard.
        try world.run("tap(11)")
        #expect(world.scrollView.contentOffset.y == 9)
        let atDids = world.perform(.wait(0.25))
        // The keyboard's did-notifications arrived, but the scroll still runs: no check yet.
        #expect(atDids.isEmpty)
        #expect(!world.isQuiescent)
        let settled = world.perform(.wait(0.05))
        // t = 0.3: field 11 at window 724 - 9 + 59 = 774, below the keyboard's top 516.
        let hidden = try #require(violation(.hiddenField, in: settled))
        #expect(hidden.actionIndex == 2)
        #expect(world.now == 0.3)
    }

    @Test func finishAnimationRunsEverythingPendingInTimeOrder() throws {
        let probe = Probe()
        var order: [String] = []
        probe.onNotification = { note, host in
            order.append(note.name.rawValue)
            if note.name == .keyboardWillShow {
                host.asyncAfter(seconds: 1) { order.append("after 1 s") }
                host.asyncAfter(seconds: 0.01) { order.append("after 10 ms") }
            }
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(11)")
        order.removeAll()
        let step = world.perform(.finishAnimation)
        #expect(step.isEmpty)
        // 0.01 the timer, 0.25 the keyboard, 0.3 the scroll animation, 1 the second timer.
        #expect(order == ["after 10 ms", "keyboardDidChangeFrame", "keyboardDidShow", "after 1 s"])
        #expect(world.now == 1)
        #expect(world.isQuiescent)
        #expect(
            turns(world, step: 1) == [
                "t=0.010 asyncAfter(0.01) block from #0 keyboardWillShow at t=0.000 runs",
                "t=0.250 the keyboard animation ends",
                "t=0.300 system scroll-to-focus animation ends",
                "t=1.000 asyncAfter(1) block from #0 keyboardWillShow at t=0.000 runs",
            ])
    }

    @Test func workThatReschedulesItselfForeverStops() throws {
        let probe = Probe()
        var runs = 0
        probe.onBackgroundTap = { host in
            func again() {
                runs += 1
                host.async { again() }
            }
            again()
        }
        let world = World(scenario: form(), strategy: probe)
        world.perform(.tapBackground)
        #expect(runs == 1 + World.maximumTurnsPerWait)
        #expect(!world.isQuiescent)
    }

    @Test func aTraceShowsTimeOnlyWithWaitsOrDeferredWork() throws {
        let plain = makeWorld(form())
        try plain.run("tap(0) finishAnimation dismiss")
        plain.finish()
        #expect(!plain.trace.showsTime)
        #expect(plain.trace.text.contains("#1 finishAnimation\n"))
        let waited = makeWorld(form())
        try waited.run("tap(0) wait(0.3) dismiss")
        waited.finish()
        #expect(waited.trace.showsTime)
        #expect(waited.trace.text.contains("#1 wait(0.3)  t=0.300\n    · t=0.250 the keyboard animation ends\n"))
        #expect(waited.trace.text.contains("#3 end of case (run everything pending)  t=0.550\n"))
    }
}
