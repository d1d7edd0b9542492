import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §6's second stage: interactive dismissal, undocking, other apps' keyboards,
/// hide-then-show rotations and Auto Layout resets. Numbers from the classic world's device table.
@Suite struct SecondStageTests {
    // phone-notch portrait: keyboard 291 + 45 = 336 at y 852 - 336 = 516; 12 fields, content 1200:
    // maxY = 1200 + 34 - 793 = 441. tap(11) (724...768): the system scrolls to 768 - 793 + 34 = 9.

    @Test func interactiveDismissalPostsNothingUntilReleaseThenHidesToAZeroRect() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(11) finishAnimation")
        probe.reset()
        world.perform(.dragDismiss(zeroRect: true))
        #expect(
            probe.calls.map(\.description) == [
                "willBeginDragging", "didEndEditing(11)",
                "keyboardWillChangeFrame(\(rect(0, 516, 393, 336)) -> \(CGRect.zero), 0.25)",
                "keyboardWillHide(\(rect(0, 516, 393, 336)) -> \(CGRect.zero), 0.25)",
            ])
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidHide])
        #expect(world.scrollView.contentOffset.y == 9)  // the drag moved the keyboard, not the content
        #expect(world.focusedIndex == nil)
        #expect(world.keyboardPlacement == .hidden)
        // The next show starts below the screen with the new keyboard's size, not from the zero rect.
        probe.reset()
        try world.run("finishAnimation tap(0)")
        #expect(probe.notifications.last?.frameBegin == rect(0, 852, 393, 336))
        #expect(probe.notifications.last?.frameEnd == rect(0, 516, 393, 336))
    }

    @Test func interactiveDismissalToOffScreen() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(11) finishAnimation")
        probe.reset()
        world.perform(.dragDismiss(zeroRect: false))
        #expect(probe.notifications.map(\.frameEnd) == [rect(0, 852, 393, 336), rect(0, 852, 393, 336)])
    }

    @Test func interactiveDismissalNeedsADockedSoftwareKeyboardAndAPan() throws {
        // Nothing focused.
        let idle = makeWorld(form())
        #expect(idle.perform(.dragDismiss(zeroRect: true)).isEmpty)
        #expect(idle.trace.steps[0].performed == false)
        // A hardware keyboard on a pad (its 55 pt bar cannot be dragged away).
        let pad = makeWorld(form(.pad))
        try pad.run("hardwareKeyboard(on) tap(11) finishAnimation")
        pad.perform(.dragDismiss(zeroRect: false))
        #expect(pad.trace.steps[3].performed == false)
        #expect(pad.focusedIndex == 11)
        // Content 700 on phone-notch: maxY = max(0, 700 + 34 - 793) = 0, the pan cannot begin.
        let probe = Probe()
        let short = makeWorld(form(fields: 4, contentHeight: 700), probe)
        try short.run("tap(3) finishAnimation dragDismiss(zeroRect)")
        #expect(short.trace.steps[2].performed == false)
        #expect(!probe.calls.contains(.willBeginDragging))
    }

    // pad portrait: 820x1180, keyboard 265 + 55 = 320 at y 860; floating 320x250 in the middle:
    // x (820 - 320) / 2 = 250, y (1180 - 250) / 2 = 465. Landscape 1180x820: (430, 285), docked
    // 353 + 55 = 408 at y 412.

    @Test func undockFloatsTheKeyboardAndDockBringsItBack() throws {
        let probe = Probe()
        let world = makeWorld(form(.pad), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        world.perform(.undock)
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(probe.notifications[0].frameBegin == rect(0, 860, 820, 320))
        #expect(probe.notifications[0].frameEnd == rect(250, 465, 320, 250))
        #expect(world.keyboardPlacement == .floating)
        #expect(world.dockedKeyboardTop == nil)
        // Floating persists across focus changes (equal frames: duration 0) and rotations.
        probe.reset()
        try world.run("finishAnimation tap(1)")
        #expect(probe.names.suffix(2) == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(probe.notifications.last?.animationDuration == 0)
        probe.reset()
        try world.run("finishAnimation rotate")
        #expect(probe.notifications.last?.frameEnd == rect(430, 285, 320, 250))
        probe.reset()
        world.perform(.dock)
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow])
        #expect(probe.notifications[0].frameBegin == rect(430, 285, 320, 250))
        #expect(probe.notifications[0].frameEnd == rect(0, 412, 1180, 408))
    }

    @Test func undockExistsOnlyForAPadsSoftwareKeyboard() throws {
        for scenario in [form(.phoneNotch), form(.padWindow)] {
            let world = makeWorld(scenario)
            try world.run("tap(0) finishAnimation undock")
            #expect(world.trace.steps[2].performed == false, "\(scenario.device)")
        }
        let hardware = makeWorld(form(.pad))
        try hardware.run("hardwareKeyboard(on) tap(0) finishAnimation undock dock")
        #expect(hardware.trace.steps[3].performed == false)
        #expect(hardware.trace.steps[4].performed == false)
    }

    @Test func driftAppliesWhileTheKeyboardFloats() throws {
        // A strategy that raises the inset on every will-show and never lowers it.
        let probe = Probe()
        probe.onNotification = { note, host in
            if note.name == .keyboardWillShow { host.scrollView.contentInset.bottom = 320 }
        }
        let world = World(scenario: form(.pad), strategy: probe, invariants: [.drift], recordsTrace: true)
        try world.run("tap(0) finishAnimation undock")
        let found = world.perform(.finishAnimation)
        #expect(violation(.drift, in: found)?.evidence.drift?.drift(of: .contentInset(.bottom))?.value == 320)
    }

    // pad-window: screen 1180x820, window at (100, 60): another app's keyboard 353 + 55 = 408 at
    // screen y 412, window y 352.

    @Test func anotherAppsKeyboardIsNotLocalAndOurTapTakesItOver() throws {
        let probe = Probe()
        let world = makeWorld(form(.padWindow, fields: 6, contentHeight: 600), probe)
        world.perform(.remoteKeyboard(show: true))
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow])
        #expect(probe.notifications.allSatisfy { !$0.isLocal })
        #expect(probe.notifications[0].frameBegin == rect(0, 820, 1180, 408))
        #expect(probe.notifications[0].frameEnd == rect(0, 412, 1180, 408))
        #expect(world.dockedKeyboardTop == 352)
        #expect(world.snapshot().keyboardIsLocal == false)
        probe.reset()
        try world.run("finishAnimation tap(0)")
        // Same frame, our field now: posted again, local, duration 0.
        #expect(probe.names.suffix(2) == [.keyboardWillChangeFrame, .keyboardWillShow])
        #expect(probe.notifications.suffix(2).allSatisfy { $0.isLocal && $0.animationDuration == 0 })
        #expect(world.isRemoteKeyboardShown == false)
    }

    @Test func anotherAppsKeyboardHidesAndRotatesNotLocal() throws {
        let probe = Probe()
        let world = makeWorld(form(.pad), probe)
        try world.run("remoteKeyboard(show) finishAnimation")
        probe.reset()
        world.perform(.rotate)
        #expect(probe.notifications.map(\.frameBegin) == [rect(0, 860, 820, 320), rect(0, 860, 820, 320)])
        #expect(probe.notifications.map(\.frameEnd) == [rect(0, 412, 1180, 408), rect(0, 412, 1180, 408)])
        #expect(probe.notifications.allSatisfy { !$0.isLocal })
        probe.reset()
        try world.run("finishAnimation remoteKeyboard(hide)")
        #expect(probe.names.suffix(2) == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(probe.notifications.last?.frameEnd == rect(0, 820, 1180, 408))
        // Phones share no keyboard; nor does a focused form.
        let phone = makeWorld(form(.phoneHome))
        phone.perform(.remoteKeyboard(show: true))
        #expect(phone.trace.steps[0].performed == false)
        let focused = makeWorld(form(.pad))
        try focused.run("tap(0) remoteKeyboard(show)")
        #expect(focused.trace.steps[1].performed == false)
    }

    @Test func hideShowRotationPostsTheHideThenTheShow() throws {
        // phone-notch: portrait keyboard (0, 516, 393, 336); landscape 171 + 38 = 209 at 393 - 209 = 184.
        var scenario = form()
        scenario.rotationStyle = .hideShow
        let probe = Probe()
        let world = makeWorld(scenario, probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        world.perform(.rotate)
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide, .keyboardWillChangeFrame, .keyboardWillShow])
        // The hide ends below the new (landscape) screen; the show starts there.
        #expect(probe.notifications[1].frameBegin == rect(0, 516, 393, 336))
        #expect(probe.notifications[1].frameEnd == rect(0, 393, 393, 336))
        #expect(probe.notifications[3].frameBegin == rect(0, 393, 852, 209))
        #expect(probe.notifications[3].frameEnd == rect(0, 184, 852, 209))
        #expect(world.focusedIndex == 0)  // the field stays focused
    }

    @Test func hideShowRotationStopsWhenAWillHideHandlerResigns() throws {
        var scenario = form()
        scenario.rotationStyle = .hideShow
        let probe = Probe()
        probe.onNotification = { note, host in
            if note.name == .keyboardWillHide { host.endEditing() }  // article 000 v4 does this
        }
        let world = makeWorld(scenario, probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        world.perform(.rotate)
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(world.focusedIndex == nil)
        #expect(world.keyboardPlacement == .hidden)
    }

    @Test func autoLayoutResetsTheFrameAtEveryRotation() throws {
        // A strategy shrinks the scroll view by 100 pt on will-show. phone-notch portrait layout
        // frame (0, 59, 393, 793); landscape (no bars, safe top 0) (0, 0, 852, 393).
        for layout in LayoutKind.allCases {
            var scenario = form()
            scenario.layout = layout
            let probe = Probe()
            probe.onNotification = { note, host in
                if note.name == .keyboardWillShow && host.scrollView.frame.size.height == 793 {
                    host.scrollView.frame.size.height -= 100
                }
            }
            let world = makeWorld(scenario, probe)
            try world.run("tap(0) finishAnimation dismiss finishAnimation rotate")
            let expected = layout == .constraints ? rect(0, 0, 852, 393) : rect(0, 0, 852, 293)
            #expect(world.scrollView.frame == expected, "\(layout)")
            #expect(world.scrollView.translatesAutoresizingMaskIntoConstraints == (layout == .autoresizing))
        }
    }
}
