import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §3 and §6, `rotate`: geometry first (root view reset, scroll view autoresized,
/// transforms kept), then the transition from the old docked frame to the new one.
///
/// phone-notch with navigation and tab bars:
/// - portrait: chrome top 59 + 44 = 103, chrome bottom 852 - (49 + 34) = 769,
///   layout frame (0, 103, 393, 666);
/// - landscape (852x393, safe top 0, bottom 21, compact bars 32): chrome top 0 + 32 = 32,
///   chrome bottom 393 - (32 + 21) = 340, layout frame (0, 32, 852, 308).
@Suite struct RotationTests {
    private func barsForm() -> Scenario { form(navigationBar: true, tabBar: true) }

    @Test func layoutFramesOfBothOrientations() throws {
        let world = makeWorld(barsForm())
        #expect(world.layoutFrame == rect(0, 103, 393, 666))
        #expect(world.scrollView.frame == rect(0, 103, 393, 666))
        try world.run("rotate")
        #expect(world.orientation == .landscape)
        #expect(world.layoutFrame == rect(0, 32, 852, 308))
        #expect(world.scrollView.frame == rect(0, 32, 852, 308))
        #expect(world.window.bounds == rect(0, 0, 852, 393))
    }

    @Test func autoresizingKeepsAStrategysHeightChange() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.scrollView.frame.size.height -= 100 }
        let world = makeWorld(barsForm(), probe)
        try world.run("tapBackground")
        #expect(world.scrollView.frame == rect(0, 103, 393, 566))  // 666 - 100
        try world.run("rotate")
        // Same per-edge differences: top +0, bottom -100 from (0, 32, 852, 308).
        #expect(world.scrollView.frame == rect(0, 32, 852, 208))
        try world.run("rotate")
        #expect(world.scrollView.frame == rect(0, 103, 393, 566))
    }

    @Test func autoresizingKeepsAMovedTopEdge() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.scrollView.frame.origin.y += 10 }
        let world = makeWorld(barsForm(), probe)
        try world.run("tapBackground rotate")
        // Top and bottom both 10 below the layout frame: (0, 42, 852, 308).
        #expect(world.scrollView.frame == rect(0, 42, 852, 308))
    }

    @Test func rootViewFrameIsResetButItsTransformKept() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in
            host.view.frame.origin.y = -50
            host.view.transform = CGAffineTransform(translationX: 0, y: -30)
        }
        let world = makeWorld(barsForm(), probe)
        try world.run("tapBackground")
        #expect(world.rootView.frame == rect(0, -80, 393, 852))
        try world.run("rotate")
        // Untransformed frame = window bounds (0, 0, 852, 393); ty -30 stays, so frame y = -30.
        #expect(world.rootView.untransformedFrame == rect(0, 0, 852, 393))
        #expect(world.rootView.transform.ty == -30)
        #expect(world.rootView.frame == rect(0, -30, 852, 393))
    }

    @Test func rotationWithTheKeyboardUpPostsFromTheOldDockedFrameToTheNewOne() throws {
        let probe = Probe()
        var windowAtWill: CGRect?
        var scrollFrameAtWill: CGRect?
        let world = makeWorld(barsForm(), probe)
        probe.onNotification = { n, host in
            guard n.name == .keyboardWillChangeFrame else { return }
            windowAtWill = host.window.bounds
            scrollFrameAtWill = host.scrollView.frame
        }
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("rotate")
        // Portrait (0, 852 - 336 = 516, 393, 336) -> landscape 171 + 38 = 209, y = 393 - 209 = 184.
        let old = rect(0, 516, 393, 336)
        let new = rect(0, 184, 852, 209)
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow])
        #expect(probe.notifications.allSatisfy { $0.frameBegin == old && $0.frameEnd == new && $0.animationDuration == 0.25 })
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidShow])
        // The geometry had already changed when the notifications came.
        #expect(windowAtWill == rect(0, 0, 852, 393))
        #expect(scrollFrameAtWill == rect(0, 32, 852, 308))
    }

    @Test func padRotationPostsTheLandscapeFrame() throws {
        let probe = Probe()
        let world = makeWorld(form(.pad, .landscape), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("rotate")
        // Landscape 408 at y 412 on 1180x820 -> portrait 320 at y 860 on 820x1180.
        #expect(probe.notifications.last?.frameBegin == rect(0, 412, 1180, 408))
        #expect(probe.notifications.last?.frameEnd == rect(0, 860, 820, 320))
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow])
    }

    @Test func rotationWithoutAKeyboardPostsNothing() throws {
        let probe = Probe()
        let world = makeWorld(barsForm(), probe)
        try world.run("rotate")
        #expect(probe.calls.isEmpty)
        #expect(world.isQuiescent)
        // With a field focused but a phone hardware keyboard (nothing on screen), still nothing.
        try world.run("hardwareKeyboard(on) tap(0) rotate")
        #expect(probe.names.isEmpty)
        #expect(world.orientation == .portrait)
    }

    @Test func rotateIsANoOpOnPadWindow() throws {
        let probe = Probe()
        let world = makeWorld(form(.padWindow), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("rotate")
        #expect(world.trace.steps[2].performed == false)
        #expect(probe.calls.isEmpty)
        #expect(world.orientation == .landscape)
        #expect(world.geometry.screenSize == CGSize(width: 1180, height: 820))
        #expect(world.window.frame == rect(100, 60, 700, 600))
    }
}
