import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §5: what a keyboard transition posts, what it queues and when the queue arrives.
///
/// phone-notch portrait: keyboard 291 + predictive 45 = 336, docked frame y = 852 - 336 = 516,
/// off-screen frame y = 852 (same height). pad portrait: 265 + 55 = 320, docked y = 1180 - 320 = 860.
@Suite struct NotificationOrderTests {
    static let notchDocked = rect(0, 516, 393, 336)
    static let notchOffscreen = rect(0, 852, 393, 336)
    static let padDocked = rect(0, 860, 820, 320)

    private func note(
        _ name: KeyboardNotification.Name, _ begin: CGRect, _ end: CGRect,
        _ duration: Double
    ) -> KeyboardNotification {
        KeyboardNotification(name: name, frameBegin: begin, frameEnd: end, animationDuration: duration, isLocal: true)
    }

    @Test func firstShowPostsWillsAndQueuesDids() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(0)")
        let up = (Self.notchOffscreen, Self.notchDocked)
        #expect(
            probe.notifications == [
                note(.keyboardWillChangeFrame, up.0, up.1, 0.25),
                note(.keyboardWillShow, up.0, up.1, 0.25),
            ])
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidShow])
        #expect(!world.isQuiescent)
        #expect(world.keyboardPlacement == .docked)
        #expect(world.trace.steps[0].events.contains(.queued([.keyboardDidChangeFrame, .keyboardDidShow])))

        probe.reset()
        try world.run("finishAnimation")
        #expect(
            probe.notifications == [
                note(.keyboardDidChangeFrame, up.0, up.1, 0.25),
                note(.keyboardDidShow, up.0, up.1, 0.25),
            ])
        #expect(world.delivered(inStep: 1).allSatisfy { $0.late })
        #expect(world.isQuiescent)
    }

    @Test func finishAnimationWithNothingQueuedIsANoOp() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("finishAnimation")
        #expect(probe.calls.isEmpty)
        #expect(world.trace.steps[0].performed == false)
    }

    @Test func focusChangeWithAnEqualFramePostsAgainWithDurationZero() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("tap(1)")
        // begin == end == (0, 516, 393, 336): duration 0, no did-change-frame queued.
        #expect(
            probe.notifications == [
                note(.keyboardWillChangeFrame, Self.notchDocked, Self.notchDocked, 0),
                note(.keyboardWillShow, Self.notchDocked, Self.notchDocked, 0),
            ])
        #expect(world.queuedNames == [.keyboardDidShow])
        probe.reset()
        try world.run("finishAnimation")
        #expect(probe.notifications == [note(.keyboardDidShow, Self.notchDocked, Self.notchDocked, 0)])
    }

    @Test func heightChangePostsTheNewFrame() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("inputMode(emoji)")
        // emoji: 336 + 8 = 344, y = 852 - 344 = 508.
        let emoji = rect(0, 508, 393, 344)
        #expect(
            probe.notifications == [
                note(.keyboardWillChangeFrame, Self.notchDocked, emoji, 0.25),
                note(.keyboardWillShow, Self.notchDocked, emoji, 0.25),
            ])
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidShow])
        try world.run("finishAnimation")
        probe.reset()
        try world.run("inputMode(noPredictive)")
        // noPredictive: base 291 only, y = 852 - 291 = 561.
        #expect(probe.notifications.map(\.frameEnd) == [rect(0, 561, 393, 291), rect(0, 561, 393, 291)])
        #expect(probe.notifications.map(\.frameBegin) == [emoji, emoji])
    }

    @Test func inputModeWithAnUnchangedHeightStillPostsWithDurationZero() throws {
        let probe = Probe()
        let world = makeWorld(form(keyboardType: .numberPad), probe)
        try world.run("tap(0) finishAnimation")
        // iPhone number pad: 291 with or without the predictive bar, y = 561.
        let pad = rect(0, 561, 393, 291)
        #expect(world.keyboardFrame == pad)
        probe.reset()
        try world.run("inputMode(noPredictive)")
        #expect(
            probe.notifications == [
                note(.keyboardWillChangeFrame, pad, pad, 0),
                note(.keyboardWillShow, pad, pad, 0),
            ])
        #expect(world.queuedNames == [.keyboardDidShow])
    }

    @Test func inputModeIsANoOpWithoutAKeyboardOrWhenUnchanged() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("inputMode(emoji)")
        #expect(probe.calls.isEmpty)
        #expect(world.inputMode == .default)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("inputMode(default)")
        #expect(probe.calls.isEmpty)
        #expect(world.trace.steps[3].performed == false)
    }

    @Test func dismissPostsTheHideTransition() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("dismiss")
        #expect(
            probe.calls == [
                .didEndEditing(0),
                .notification(note(.keyboardWillChangeFrame, Self.notchDocked, Self.notchOffscreen, 0.25)),
                .notification(note(.keyboardWillHide, Self.notchDocked, Self.notchOffscreen, 0.25)),
            ])
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidHide])
        #expect(world.keyboardPlacement == .hidden)
        #expect(world.focusedIndex == nil)
    }

    // MARK: Hardware keyboards

    @Test func padHardwareKeyboardLeavesTheBarOnScreenWithTheFullHeightFrame() throws {
        let probe = Probe()
        let world = makeWorld(form(.pad), probe)
        try world.run("tap(0) finishAnimation")
        #expect(world.keyboardFrame == Self.padDocked)
        probe.reset()
        try world.run("hardwareKeyboard(on)")
        // On screen: hardware bar 55, so y = 1180 - 55 = 1125; height stays 320, bottom 1445 > 1180.
        let hardware = rect(0, 1125, 820, 320)
        #expect(
            probe.notifications == [
                note(.keyboardWillChangeFrame, Self.padDocked, hardware, 0.25),
                note(.keyboardWillShow, Self.padDocked, hardware, 0.25),
            ])
        #expect(world.keyboardPlacement == .docked)
        #expect(world.dockedKeyboardTop == 1125)
        #expect(world.visibleBand.bottom == 1125)
        // Detaching brings the software keyboard back.
        try world.run("finishAnimation")
        probe.reset()
        try world.run("hardwareKeyboard(off)")
        #expect(probe.notifications.map(\.name) == [.keyboardWillChangeFrame, .keyboardWillShow])
        #expect(probe.notifications.last?.frameBegin == hardware)
        #expect(probe.notifications.last?.frameEnd == Self.padDocked)
    }

    @Test func padHardwareKeyboardWithAnAccessoryLeaves99Points() throws {
        let probe = Probe()
        let scenario = form(.pad, specs: [field(y: 20), field(y: 84, accessory: true)])
        let world = makeWorld(scenario, probe)
        try world.run("tap(1) finishAnimation")
        // Software: 265 + 55 + 44 = 364, y = 1180 - 364 = 816.
        let software = rect(0, 816, 820, 364)
        #expect(world.keyboardFrame == software)
        probe.reset()
        try world.run("hardwareKeyboard(on)")
        // On screen: 55 + 44 = 99, y = 1180 - 99 = 1081; full height 364 reaches 1445.
        let hardware = rect(0, 1081, 820, 364)
        #expect(probe.notifications.map(\.frameEnd) == [hardware, hardware])
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow])
        try world.run("finishAnimation")
        probe.reset()
        // Back to field 0 (no accessory): 55 on screen, y 1125, height 320.
        try world.run("tap(0)")
        #expect(probe.notifications.last == note(.keyboardWillShow, hardware, rect(0, 1125, 820, 320), 0.25))
    }

    @Test func hardwareKeyboardAttachedBeforeFocusShowsFromOffScreen() throws {
        let probe = Probe()
        let world = makeWorld(form(.pad), probe)
        try world.run("hardwareKeyboard(on)")
        #expect(probe.calls.isEmpty)
        #expect(world.isHardwareKeyboardAttached)
        try world.run("tap(0)")
        // From off screen (0, 1180, 820, 320) to the bar (0, 1125, 820, 320).
        #expect(
            probe.notifications == [
                note(.keyboardWillChangeFrame, rect(0, 1180, 820, 320), rect(0, 1125, 820, 320), 0.25),
                note(.keyboardWillShow, rect(0, 1180, 820, 320), rect(0, 1125, 820, 320), 0.25),
            ])
        // Attaching again is a no-op.
        try world.run("finishAnimation hardwareKeyboard(on)")
        #expect(world.trace.steps[3].performed == false)
    }

    @Test func phoneHardwareKeyboardHidesAndThenFocusChangesPostNothing() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("hardwareKeyboard(on)")
        // Phones have no hardware bar: nothing stays on screen, so it is a hide to y 852.
        #expect(
            probe.notifications == [
                note(.keyboardWillChangeFrame, Self.notchDocked, Self.notchOffscreen, 0.25),
                note(.keyboardWillHide, Self.notchDocked, Self.notchOffscreen, 0.25),
            ])
        #expect(world.keyboardPlacement == .hidden)
        try world.run("finishAnimation")
        probe.reset()
        try world.run("tap(1)")
        #expect(probe.calls == [.didEndEditing(0), .didBeginEditing(1)])
        #expect(world.focusedIndex == 1)
        try world.run("dismiss")
        #expect(probe.calls == [.didEndEditing(0), .didBeginEditing(1), .didEndEditing(1)])
        #expect(world.isQuiescent)
        // Focus again and detach: the software keyboard shows from off screen.
        try world.run("tap(2)")
        probe.reset()
        try world.run("hardwareKeyboard(off)")
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow])
        #expect(probe.notifications.last?.frameBegin == Self.notchOffscreen)
        #expect(probe.notifications.last?.frameEnd == Self.notchDocked)
    }

    // MARK: The queue

    @Test func didNotificationsOfAnInterruptedTransitionArriveLate() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe, invariants: .all)
        let afterTap = world.perform(.tap(0))
        #expect(afterTap.isEmpty)  // not quiescent: nothing is checked
        probe.reset()
        try world.run("dismiss")
        // The newer will-notifications come now; the show's dids are still queued, oldest first.
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(
            world.queuedNames == [
                .keyboardDidChangeFrame, .keyboardDidShow,
                .keyboardDidChangeFrame, .keyboardDidHide,
            ])
        probe.reset()
        try world.run("finishAnimation")
        let up = (Self.notchOffscreen, Self.notchDocked)
        let down = (Self.notchDocked, Self.notchOffscreen)
        #expect(
            probe.notifications == [
                note(.keyboardDidChangeFrame, up.0, up.1, 0.25),
                note(.keyboardDidShow, up.0, up.1, 0.25),
                note(.keyboardDidChangeFrame, down.0, down.1, 0.25),
                note(.keyboardDidHide, down.0, down.1, 0.25),
            ])
    }

    @Test func aTransitionStartedInsideAWillHandlerQueuesAfterTheFirst() throws {
        let probe = Probe()
        probe.onNotification = { n, host in
            if n.name == .keyboardWillShow { host.endEditing() }
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(0)")
        #expect(
            probe.names == [
                .keyboardWillChangeFrame, .keyboardWillShow,
                .keyboardWillChangeFrame, .keyboardWillHide,
            ])
        #expect(
            world.queuedNames == [
                .keyboardDidChangeFrame, .keyboardDidShow,
                .keyboardDidChangeFrame, .keyboardDidHide,
            ])
    }

    @Test func endOfCaseDeliversTheQueue() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(0)")
        probe.reset()
        world.finish()
        #expect(probe.names == [.keyboardDidChangeFrame, .keyboardDidShow])
        #expect(world.trace.steps.last?.action == nil)
        #expect(world.isQuiescent)
    }

    @Test func repostRepeatsTheLastWillShowOrHideAndQueuesNothing() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("repost")
        #expect(probe.calls.isEmpty)  // nothing posted yet: a no-op
        #expect(world.trace.steps[0].performed == false)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("repost")
        // The first show's user info, unchanged: 852 -> 516, 0.25.
        #expect(probe.notifications == [note(.keyboardWillShow, Self.notchOffscreen, Self.notchDocked, 0.25)])
        #expect(world.isQuiescent)
        try world.run("dismiss finishAnimation")
        probe.reset()
        try world.run("repost")
        #expect(probe.notifications == [note(.keyboardWillHide, Self.notchDocked, Self.notchOffscreen, 0.25)])
        #expect(world.isQuiescent)
    }
}
