import Foundation
import Testing

@testable import KeyboardWorld

/// The screen's lifecycle (docs/world-rules.md, "Lifecycle"): how it appears, another screen
/// pushed over it and popped, and who hears the keyboard notifications meanwhile.
/// phone-home portrait, twelve fields at 20 + 64 i: scroll view 20...667, keyboard top 407.
@Suite struct LifecycleTests {
    static func scenario(_ entry: ScreenEntry) -> Scenario {
        Scenario(device: .phoneHome, fields: Scenario.stackedFields(count: 12), contentHeight: 1200, entry: entry)
    }

    /// Classic: the screen appeared before the case; the callbacks ran, outside the trace.
    @Test func theClassicScreenAppearedBeforeTheCase() throws {
        let probe = Probe()
        probe.recordsLifecycle = true
        let world = makeWorld(Self.scenario(.onScreen), probe)
        #expect(probe.calls == [.lifecycle("viewWillAppear"), .lifecycle("viewDidLayoutSubviews"), .lifecycle("viewDidAppear")])
        try world.run("finishAnimation")
        #expect(world.trace.steps[0].events.isEmpty)
    }

    /// Pushed while the keyboard is up (freshOS/KeyboardLayoutGuide PR #9): the last field
    /// becomes first responder as the screen appears, the keyboard stays docked, nothing is
    /// posted. UIKit still scrolls the field into the scroll view: 768 - 647 = 121, the field at
    /// 20 + 724 - 121 = 623...667, under the keyboard. A strategy that waits for a notification
    /// leaves it there: `hidden-field` at the first check.
    @Test func aScreenPushedWithTheKeyboardUpHearsNothing() throws {
        let probe = Probe()
        probe.recordsLifecycle = true
        let world = makeWorld(Self.scenario(.pushedWithKeyboardUp), probe, invariants: .defaults)
        #expect(
            probe.calls == [
                .lifecycle("viewWillAppear"), .didBeginEditing(11), .lifecycle("viewDidLayoutSubviews"),
                .lifecycle("viewDidAppear"),
            ])
        #expect(probe.notifications.isEmpty)
        #expect(world.focusedIndex == 11 && world.keyboardFrame == rect(0, 407, 375, 260))
        #expect(world.scrollView.contentOffset.y == 121)
        #expect(violation(.hiddenField, in: try world.run("repost")[0]) != nil)
    }

    /// The keyboard layout guide sees the keyboard all the same: in the root view's coordinates,
    /// (0, 407, 375, 260); with no keyboard, a strip as tall as the window's bottom safe area.
    @Test func theKeyboardLayoutGuideSeesTheKeyboardThatWasUp() throws {
        let probe = Probe()
        var guide: CGRect?
        probe.onLifecycle = { name, host in
            if name == "viewDidAppear" { guide = host.view.keyboardLayoutGuide.layoutFrame }
        }
        _ = makeWorld(Self.scenario(.pushedWithKeyboardUp), probe)
        #expect(guide == rect(0, 407, 375, 260))
        let notch = makeWorld(Scenario(device: .phoneNotch, fields: Scenario.stackedFields(count: 2)))
        #expect(notch.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 818, 393, 34))
        // Moved up 100, the root view sees the keyboard 100 pt lower in its own coordinates; the
        // guide ends at the view's bottom (852 - 616 = 236 tall), as its bottom is pinned there.
        try notch.run("tap(0)")
        notch.rootView.frame.origin.y = -100
        #expect(notch.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 616, 393, 236))
    }

    /// `push`: the screen's first responder resigns as the other screen's field takes the focus
    /// (a default keyboard like field 0's: the same frame, posted again with duration 0);
    /// `pop`: field 0 becomes first responder again.
    @Test func pushAndPopMoveTheFocusAway_andBack() throws {
        let probe = Probe()
        probe.recordsLifecycle = true
        let world = makeWorld(Self.scenario(.pushed), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("push")
        #expect(
            probe.calls.map(\.description) == [
                "viewWillDisappear", "didEndEditing(0)",
                "keyboardWillChangeFrame(\(rect(0, 407, 375, 260)) -> \(rect(0, 407, 375, 260)), 0.0)",
                "keyboardWillShow(\(rect(0, 407, 375, 260)) -> \(rect(0, 407, 375, 260)), 0.0)",
                "viewDidDisappear",
            ])
        #expect(world.isCovered && world.isOtherFieldFocused && world.focusedIndex == nil)
        // The covered screen cannot be tapped or dragged.
        #expect(!world.isTappable(1) && world.tappableFieldSet.isEmpty)
        #expect(!world.canPanForm)
        try world.run("tap(1) scroll(100)")
        #expect(world.trace.steps.suffix(2).allSatisfy { !$0.performed })
        probe.reset()
        try world.run("pop")
        #expect(probe.calls.map(\.description).prefix(2) == ["viewWillAppear", "didBeginEditing(0)"])
        #expect(probe.calls.last == .lifecycle("viewDidAppear"))
        #expect(!world.isCovered && world.focusedIndex == 0)
        #expect(world.canPanForm)
    }

    /// Dismissing the other screen's keyboard, then popping with no first responder to restore:
    /// the hide reaches this screen's strategy while it is covered.
    @Test func theCoveredScreensStrategyHearsTheOtherScreensKeyboard() throws {
        let probe = Probe()
        let world = makeWorld(Self.scenario(.pushed), probe)
        try world.run("push finishAnimation")
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        probe.reset()
        try world.run("dismiss pop")
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(world.focusedIndex == nil && world.keyboardPlacement == .hidden)
    }

    /// A strategy that registers itself in `viewWillAppear` and never unregisters is registered
    /// twice after a pop: every keyboard notification reaches it twice.
    @Test func registeringInViewWillAppearWithoutUnregisteringDoublesTheDelivery() throws {
        let probe = Probe()
        probe.registersFromTheStart = false
        probe.onLifecycle = { name, host in
            if name == "viewWillAppear" { host.notificationCenter.addObserver(probe, name: .keyboardWillShow) }
        }
        let world = makeWorld(Self.scenario(.pushed), probe)
        #expect(world.notificationCenter.registrations(of: probe, name: .keyboardWillShow) == 1)
        try world.run("tap(0)")
        #expect(probe.names == [.keyboardWillShow])
        try world.run("finishAnimation push pop")
        #expect(world.notificationCenter.registrations(of: probe, name: .keyboardWillShow) == 2)
        probe.reset()
        try world.run("tap(1)")
        #expect(probe.names == [.keyboardWillShow, .keyboardWillShow])
    }

    /// Unregistering in `viewWillDisappear` keeps the covered screen out of the other's keyboard.
    @Test func unregisteringInViewWillDisappearHearsNothingWhileCovered() throws {
        let probe = Probe()
        probe.registersFromTheStart = false
        probe.onLifecycle = { name, host in
            switch name {
            case "viewWillAppear": host.notificationCenter.addObserver(probe, name: .keyboardWillShow)
            case "viewWillDisappear": host.notificationCenter.removeObserver(probe)
            default: break
            }
        }
        let world = makeWorld(Self.scenario(.pushed), probe)
        try world.run("push")
        #expect(probe.notifications.isEmpty)
        try world.run("pop tap(2)")
        #expect(probe.names == [.keyboardWillShow])
    }

    /// `becomeFirstResponder()` from `viewDidAppear`: a focus change like a tap, posting the show.
    @Test func becomingFirstResponderAsTheScreenAppears() throws {
        let probe = Probe()
        probe.onLifecycle = { name, host in
            if name == "viewDidAppear" { host.textFields[3].becomeFirstResponder() }
        }
        let world = makeWorld(Self.scenario(.pushed), probe)
        #expect(world.focusedIndex == 3)
        #expect(probe.calls.first == .didBeginEditing(3))
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow])
    }
}
