import Foundation
import Testing

@testable import KeyboardWorld

/// The event profiles (docs/world-rules.md, "Event profiles"), each with its numbers worked out
/// by hand. Frames are (x, y, w, h) in screen coordinates. Docked heights (docs/classic-world.md §2):
/// phone-home portrait 216 + 44 = 260 at y 407; phone-notch portrait 291 + 45 = 336 at y 516,
/// landscape 171 + 38 = 209 at y 184; pad portrait 265 + 55 = 320 at y 860.
@Suite struct EventProfileTests {
    private func scenario(_ device: Device = .phoneNotch, _ change: (inout Scenario) -> Void) -> Scenario {
        var s = form(device)
        change(&s)
        return s
    }

    private func frames(_ notes: [KeyboardNotification]) -> [String] {
        notes.map {
            "\($0.name.rawValue) \($0.frameBegin.origin.y)/\($0.frameBegin.size.height) -> \($0.frameEnd.origin.y)/\($0.frameEnd.size.height)"
        }
    }

    // MARK: Rotation

    /// hideFirst, phone-notch portrait -> landscape, field 0 focused: the hide (516 -> 852, 336
    /// tall) is posted in the portrait geometry, its did-notifications at once, then the views
    /// rotate and the show goes 393 -> 184 (209 tall, landscape).
    @Test func hideFirstPostsTheHideWhileTheViewsAreOld() throws {
        let probe = Probe()
        var seenDuringHide: (screen: CGSize, scrollView: CGRect)?
        probe.onNotification = { note, host in
            if note.name == .keyboardWillHide { seenDuringHide = (host.screen.bounds.size, host.scrollView.frame) }
        }
        let world = makeWorld(scenario { $0.rotationStyle = .hideFirst }, probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("rotate")
        #expect(
            probe.names == [
                .keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide,
                .keyboardWillChangeFrame, .keyboardWillShow,
            ])
        #expect(probe.notifications[0].frameBegin == rect(0, 516, 393, 336))
        #expect(probe.notifications[0].frameEnd == rect(0, 852, 393, 336))
        #expect(probe.notifications[4].frameBegin == rect(0, 393, 852, 209))
        #expect(probe.notifications[4].frameEnd == rect(0, 184, 852, 209))
        // The will-hide handler saw the portrait screen and the portrait layout frame (0, 59, 393, 793).
        #expect(seenDuringHide?.screen == CGSize(width: 393, height: 852))
        #expect(seenDuringHide?.scrollView == rect(0, 59, 393, 793))
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidShow])
    }

    /// A will-hide handler that resigns (article 000 v4's endEditing) leaves the keyboard hidden.
    @Test func hideFirstShowsNothingAfterAResign() throws {
        let probe = Probe()
        probe.onNotification = { note, host in if note.name == .keyboardWillHide { host.endEditing() } }
        let world = makeWorld(scenario { $0.rotationStyle = .hideFirst }, probe)
        try world.run("tap(0) finishAnimation rotate")
        #expect(world.focusedIndex == nil)
        #expect(world.keyboardPlacement == .hidden)
        #expect(!world.deliveredNames(inStep: 2).contains(.keyboardWillShow))
    }

    // MARK: Third-party keyboards

    /// phone-home portrait, field 0 (no accessory): system 260, third-party 260 + 22 = 282 at
    /// y 385, base 216 at y 451. The first show: 282, 216, 282; six did-notifications queued.
    @Test func thirdPartyFirstShowIsABurstOfThree() throws {
        let probe = Probe()
        let world = makeWorld(scenario(.phoneHome) { $0.keyboardKind = .thirdParty }, probe)
        try world.run("tap(0)")
        #expect(
            frames(probe.notifications) == [
                "keyboardWillChangeFrame 667.0/282.0 -> 385.0/282.0", "keyboardWillShow 667.0/282.0 -> 385.0/282.0",
                "keyboardWillChangeFrame 385.0/282.0 -> 451.0/216.0", "keyboardWillShow 385.0/282.0 -> 451.0/216.0",
                "keyboardWillChangeFrame 451.0/216.0 -> 385.0/282.0", "keyboardWillShow 451.0/216.0 -> 385.0/282.0",
            ])
        #expect(world.queuedNames.count == 6)
        // Later shows are single transitions at 282.
        probe.reset()
        try world.run("finishAnimation dismiss finishAnimation tap(1)")
        #expect(probe.notifications.suffix(2).map(\.frameEnd) == [rect(0, 385, 375, 282), rect(0, 385, 375, 282)])
        #expect(probe.names.filter { $0 == .keyboardWillShow }.count == 1)
    }

    /// Two steps: base 216 (y 451), then 282 (y 385).
    @Test func thirdPartyTwoStepShowsBaseThenTall() throws {
        let probe = Probe()
        let world = makeWorld(scenario(.phoneHome) { $0.keyboardKind = .thirdPartyTwoStep }, probe)
        try world.run("tap(0)")
        #expect(
            frames(probe.notifications) == [
                "keyboardWillChangeFrame 667.0/216.0 -> 451.0/216.0", "keyboardWillShow 667.0/216.0 -> 451.0/216.0",
                "keyboardWillChangeFrame 451.0/216.0 -> 385.0/282.0", "keyboardWillShow 451.0/216.0 -> 385.0/282.0",
            ])
    }

    // MARK: QuickType bar

    /// phone-notch portrait, field 0: the show goes to 291 (y 561); when its did-notifications
    /// are delivered (t = 0.25) the bar arrives: 561/291 -> 516/336, queued for t = 0.5.
    @Test func lateQuickTypeBarArrivesWhenTheShowEnds() throws {
        let probe = Probe()
        let world = makeWorld(scenario { $0.quickTypeBar = .late }, probe)
        try world.run("tap(0)")
        #expect(
            frames(probe.notifications) == [
                "keyboardWillChangeFrame 852.0/291.0 -> 561.0/291.0",
                "keyboardWillShow 852.0/291.0 -> 561.0/291.0",
            ])
        #expect(!world.isQuiescent)
        probe.reset()
        try world.run("wait(0.25)")
        #expect(probe.names == [.keyboardDidChangeFrame, .keyboardDidShow, .keyboardWillChangeFrame, .keyboardWillShow])
        #expect(probe.notifications[3].frameEnd == rect(0, 516, 393, 336))
        #expect(world.keyboardFrame == rect(0, 516, 393, 336))
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidShow])
        // Only the first show waits for the bar.
        probe.reset()
        try world.run("finishAnimation dismiss finishAnimation tap(1)")
        #expect(probe.notifications.last?.frameEnd == rect(0, 516, 393, 336))
    }

    /// lateAboveScreen: the bar's transition reports (0, -336, 393, 336) (maxY 0, IQ #1823) while
    /// the keyboard really docks at y 516: a will-show, and the visible band ends at 516.
    @Test func lateBarAboveTheScreenReportsAFrameAboveIt() throws {
        let probe = Probe()
        let world = makeWorld(scenario { $0.quickTypeBar = .lateAboveScreen }, probe)
        try world.run("tap(0) wait(0.25)")
        let will = try #require(probe.notifications.last)
        #expect(will.name == .keyboardWillShow)
        #expect(will.frameEnd == rect(0, -336, 393, 336))
        #expect(world.keyboardFrame == rect(0, 516, 393, 336))
        #expect(world.visibleBand.bottom == 516)
    }

    /// A number pad has no predictive bar: nothing arrives late.
    @Test func numberPadsWaitForNoBar() throws {
        let probe = Probe()
        let world = makeWorld(
            scenario(.phoneHome) { s in
                s.quickTypeBar = .late
                s.fields[0].keyboardType = .numberPad
            }, probe)
        try world.run("tap(0)")
        #expect(probe.notifications.last?.frameEnd == rect(0, 451, 375, 216))
        try world.run("finishAnimation")
        #expect(probe.notifications.count == 4)
    }

    // MARK: Hardware keyboards

    /// pad portrait, hardware keyboard, field 0: the 55 pt bar is visible from y 1125; the full
    /// shape is 320 tall, the visible-only shape 55.
    @Test func hardwareFrameShapes() throws {
        for (shape, height) in [(HardwareFrame.fullHeight, CGFloat(320)), (.visibleOnly, 55)] {
            let world = makeWorld(scenario(.pad) { $0.hardwareFrame = shape })
            try world.run("hardwareKeyboard(on) tap(0)")
            #expect(world.keyboardFrame == rect(0, 1125, 820, height))
            #expect(world.keyboardPlacement == .docked)
            #expect(world.dockedKeyboardTop == 1125)
        }
    }

    /// phone-home, hardware keyboard, no accessory: nothing is on screen, yet every focus change
    /// and the resign post will-change-frame + will-hide with begin = end = (0, 667, 375, 260),
    /// duration 0, and queue did-hide only.
    @Test func phoneHardwareKeyboardHidesOnFocusChanges() throws {
        let probe = Probe()
        let world = makeWorld(scenario(.phoneHome) { $0.phoneHardwareHides = true }, probe)
        try world.run("hardwareKeyboard(on) tap(0)")
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(probe.notifications.allSatisfy { $0.frameBegin == rect(0, 667, 375, 260) && $0.frameEnd == $0.frameBegin })
        #expect(probe.notifications.allSatisfy { $0.animationDuration == 0 })
        #expect(world.queuedNames == [.keyboardDidHide])
        probe.reset()
        try world.run("finishAnimation next finishAnimation dismiss")
        #expect(
            probe.names == [
                .keyboardDidHide, .keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidHide,
                .keyboardWillChangeFrame, .keyboardWillHide,
            ])
        #expect(world.keyboardPlacement == .hidden)
    }

    @Test func classicPhoneHardwareKeyboardPostsNothing() throws {
        let probe = Probe()
        let world = makeWorld(form(.phoneHome), probe)
        try world.run("hardwareKeyboard(on) tap(0) next dismiss")
        #expect(probe.notifications.isEmpty)
    }

    // MARK: Dismissal modes

    /// pad portrait, .onDrag: the drag hook, then the resign and a hide ending at
    /// (0, 1180, 820, 0) (zero height, TP #270); the keyboard itself goes just below the screen.
    @Test func onDragDismissesAsTheDragBegins() throws {
        let probe = Probe()
        let world = makeWorld(scenario(.pad) { $0.keyboardDismissMode = .onDrag }, probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("scroll(40)")
        #expect(probe.calls.prefix(2) == [.willBeginDragging, .didEndEditing(0)])
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(probe.notifications[1].frameBegin == rect(0, 860, 820, 320))
        #expect(probe.notifications[1].frameEnd == rect(0, 1180, 820, 0))
        #expect(world.keyboardFrame == rect(0, 1180, 820, 320))
        #expect(world.focusedIndex == nil)
        // The drag still scrolls: layout frame (0, 24, 820, 1156) below the 24 pt status bar,
        // adjusted insets (top 0, bottom 20), range [0, 1200 + 20 - 1156 = 64]: 0 + 40 = 40.
        #expect(world.scrollView.contentOffset.y == 40)
    }

    /// .interactive: a drag pulled back up runs the hook and posts nothing; the keyboard stays.
    @Test func dragCancelPostsNothing() throws {
        let probe = Probe()
        let world = makeWorld(scenario(.pad) { $0.keyboardDismissMode = .interactive }, probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("dragCancel")
        #expect(probe.calls == [.willBeginDragging])
        #expect(world.keyboardFrame == rect(0, 860, 820, 320))
        #expect(world.focusedIndex == 0)
        // Not under the other modes.
        let classic = makeWorld(form(.pad))
        try classic.run("tap(0) finishAnimation")
        #expect(try classic.run("dragCancel") == [[]])
        #expect(classic.trace.steps[2].performed == false)
    }

    /// A strategy can read and set the mode; setting .onDrag makes the next drag dismiss.
    @Test func strategiesSetTheDismissMode() throws {
        let probe = Probe()
        probe.onBeginEditing = { _, host in host.scrollView.keyboardDismissMode = .onDrag }
        let world = makeWorld(form(.pad), probe)
        #expect(world.scrollView.keyboardDismissMode == KeyboardDismissMode.none)
        try world.run("tap(0) finishAnimation scroll(40)")
        #expect(world.focusedIndex == nil)
    }

    // MARK: Degenerate frames

    /// zeroOnHide / nullOnHide: a dismissal reports CGRect.zero / CGRect.null; the keyboard goes
    /// to (0, 667, 375, 260) as always.
    @Test func degenerateHideFrames() throws {
        for (profile, reported) in [(DegenerateFrames.zeroOnHide, CGRect.zero), (.nullOnHide, CGRect.null)] {
            let probe = Probe()
            let world = makeWorld(scenario(.phoneHome) { $0.degenerateFrames = profile }, probe)
            try world.run("tap(0) finishAnimation dismiss")
            let hide = try #require(probe.notifications.last)
            #expect(hide.name == .keyboardWillHide)
            #expect(hide.frameBegin == rect(0, 407, 375, 260))
            #expect(hide.frameEnd == reported)
            #expect(world.keyboardFrame == rect(0, 667, 375, 260))
        }
    }

    /// pad portrait, undock under degenerate frames: begin (0, 0, 820, 320), end
    /// (0, -(320 - 40), 820, 320) = (0, -280, 820, 320), curve 0 (SO 10749311); the keyboard
    /// floats at ((820 - 320) / 2, (1180 - 250) / 2) = (250, 465).
    @Test func oddUndockFrames() throws {
        let probe = Probe()
        let world = makeWorld(scenario(.pad) { $0.degenerateFrames = .zeroOnHide }, probe)
        try world.run("tap(0) finishAnimation undock")
        let will = try #require(probe.notifications.last)
        #expect(will.name == .keyboardWillHide)
        #expect(will.frameBegin == rect(0, 0, 820, 320))
        #expect(will.frameEnd == rect(0, -280, 820, 320))
        #expect(will.animationCurve == 0)
        #expect(world.keyboardFrame == rect(250, 465, 320, 250))
    }

    // MARK: .automatic inset adjustment

    /// phone-notch portrait, no bars: layout frame (0, 59, 393, 793), home indicator 34 pt.
    /// Outside a container, 600 pt of content (< 793) gets no bottom inset; 1200 pt does;
    /// alwaysBounceVertical does.
    @Test func automaticFollowsTheScrollableAxes() throws {
        func adjustedBottom(content: CGFloat, inContainer: Bool, bounces: Bool) -> CGFloat {
            var s = form(contentHeight: content)
            s.inContainer = inContainer
            s.alwaysBounceVertical = bounces
            let world = makeWorld(s)
            #expect(world.baselineAdjustedContentInset == world.scrollView.adjustedContentInset)
            return world.scrollView.adjustedContentInset.bottom
        }
        #expect(adjustedBottom(content: 800, inContainer: true, bounces: false) == 34)
        #expect(adjustedBottom(content: 793, inContainer: false, bounces: false) == 0)
        #expect(adjustedBottom(content: 794, inContainer: false, bounces: false) == 34)
        #expect(adjustedBottom(content: 793, inContainer: false, bounces: true) == 34)
    }

    @Test func settingAlwaysBounceVerticalAddsTheSafeArea() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.scrollView.alwaysBounceVertical = true }
        var s = form(contentHeight: 793)
        s.inContainer = false
        let world = makeWorld(s, probe)
        #expect(world.scrollView.adjustedContentInset.bottom == 0)
        try world.run("tapBackground")
        #expect(world.scrollView.adjustedContentInset.bottom == 34)
    }

    // MARK: User info

    /// phone-notch portrait: the will-show's user info, read the way Swift ports read it.
    @Test func userInfoReadsLikeUIKit() throws {
        let probe = Probe()
        var info: (end: CGRect?, duration: Double?, curve: Int?, local: Bool?, object: ScreenIdentity?)?
        probe.onNotification = { note, host in
            guard note.name == .keyboardWillShow else { return }
            info = (
                note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
                note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool, note.object
            )
        }
        let world = makeWorld(scenario { $0.notificationObject = .screen }, probe)
        try world.run("tap(0)")
        #expect(info?.end == rect(0, 516, 393, 336))
        #expect(info?.duration == 0.25)
        #expect(info?.curve == 7)
        #expect(info?.local == true)
        #expect(info?.object == world.screen.identity)
        // Classic: no object.
        let classic = Probe()
        try makeWorld(form(), classic).run("tap(0)")
        #expect(classic.notifications.allSatisfy { $0.object == nil && $0.animationCurve == 7 })
    }

    // MARK: Layout API

    /// phone-notch portrait, root view = window (393 x 852, home indicator 34): the guide sits on
    /// the safe area's bottom, (0, 818, 393, 34); on the keyboard when it docks, (0, 516, 393,
    /// 336), already during the will-show; without the bottom safe area, (0, 852, 393, 0).
    @Test func keyboardLayoutGuideFollowsTheKeyboard() throws {
        let probe = Probe()
        var duringWillShow: CGRect?
        probe.onNotification = { note, host in
            if note.name == .keyboardWillShow { duringWillShow = host.keyboardLayoutGuide.layoutFrame }
        }
        let world = makeWorld(form(), probe)
        let guide = world.host.view.keyboardLayoutGuide
        #expect(guide.layoutFrame == rect(0, 818, 393, 34))
        try world.run("tap(0)")
        #expect(duringWillShow == rect(0, 516, 393, 336))
        try world.run("finishAnimation dismiss")
        #expect(guide.layoutFrame == rect(0, 818, 393, 34))
        guide.usesBottomSafeArea = false
        #expect(guide.layoutFrame == rect(0, 852, 393, 0))
        guide.keyboardDismissPadding = -5
        #expect(guide.keyboardDismissPadding == 0)
    }

    /// pad portrait, floating keyboard at (250, 465, 320, 250): ignored unless the guide follows it.
    @Test func keyboardLayoutGuideAndFloatingKeyboards() throws {
        let world = makeWorld(form(.pad))
        try world.run("tap(0) finishAnimation undock finishAnimation")
        let guide = world.host.keyboardLayoutGuide
        #expect(guide.layoutFrame == rect(0, 1160, 820, 20))  // pad's home indicator area: 20
        guide.followsUndockedKeyboard = true
        #expect(guide.layoutFrame == rect(250, 465, 320, 250))
    }

    /// pad-window (window at (100, 60), 700 x 600 on a 1180 x 820 screen): the docked keyboard
    /// (0, 412, 1180, 408) starts at window y 352; the guide is (0, 352, 700, 248).
    @Test func keyboardLayoutGuideInAWindow() throws {
        let world = makeWorld(form(.padWindow))
        try world.run("tap(0)")
        #expect(world.host.keyboardLayoutGuide.layoutFrame == rect(0, 352, 700, 248))
    }

    /// phone-notch portrait with both bars: navigation bar (0, 59, 393, 44), tab bar 49 + 34 = 83
    /// from y 769, safe-area guide (0, 59, 393, 759), the scroll view's layout frame (0, 103, 393, 666).
    @Test func hostLayoutAPI() throws {
        let world = makeWorld(form(navigationBar: true, tabBar: true))
        let host = world.host
        #expect(host.navigationBarFrame == rect(0, 59, 393, 44))
        #expect(host.tabBarFrame == rect(0, 769, 393, 83))
        #expect(host.safeAreaLayoutGuide.layoutFrame == rect(0, 59, 393, 759))
        #expect(host.scrollViewLayoutFrame == rect(0, 103, 393, 666))
        let plain = makeWorld(form())
        #expect(plain.host.navigationBarFrame == nil && plain.host.tabBarFrame == nil)
        host.scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        #expect(host.scrollView.verticalScrollIndicatorInsets.bottom == 40)
    }
}
