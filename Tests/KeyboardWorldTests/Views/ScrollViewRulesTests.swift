import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §3 and §4: adjusted insets, the valid offset range, `scrollRectToVisible`,
/// `setContentOffset`, the layout pass and user drags.
///
/// Unless a test says otherwise: phone-notch portrait, no bars, so the layout frame is
/// y 59 (safe top), height 852 - 59 = 793; 12 fields, content 1200 high.
@Suite struct ScrollViewRulesTests {
    // MARK: Valid range and initial state

    @Test func neverAdjustsNothing() {
        let world = makeWorld(form(insetAdjustment: .never))
        let sv = world.scrollView
        // never: adjusted == contentInset == 0; maxY = 1200 + 0 - 793 = 407.
        #expect(sv.adjustedContentInset == .zero)
        #expect(sv.validOffsetRange == (minY: 0, maxY: 407))
        #expect(sv.contentOffset.y == 0)
        #expect(sv.contentSize.height == 1200)
        #expect(sv.verticalScrollIndicatorInsets == .zero)
    }

    @Test func automaticWithoutTabBarAddsTheHomeIndicatorArea() {
        let world = makeWorld(form(insetAdjustment: .automatic))
        let sv = world.scrollView
        // Scroll view 59...852 in the window; safe bottom starts at 852 - 34 = 818:
        // bottom overlap 852 - 818 = 34, top overlap min(852, 59) - 59 = 0.
        #expect(sv.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // maxY = 1200 + 34 - 793 = 441.
        #expect(sv.validOffsetRange == (minY: 0, maxY: 441))
        #expect(world.baselineAdjustedContentInset.bottom == 34)
    }

    @Test func automaticWithTabBarAddsNothing() {
        let world = makeWorld(form(tabBar: true, insetAdjustment: .automatic))
        let sv = world.scrollView
        // Tab bar 49 + safe bottom 34: layout bottom 852 - 83 = 769, above 818: no overlap.
        // Height 769 - 59 = 710; maxY = 1200 - 710 = 490.
        #expect(sv.frame == rect(0, 59, 393, 710))
        #expect(sv.adjustedContentInset == .zero)
        #expect(sv.validOffsetRange == (minY: 0, maxY: 490))
    }

    @Test func initialOffsetIsMinusTheAdjustedTop() {
        let inset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let world = makeWorld(form(insetAdjustment: .automatic, contentInset: inset))
        let sv = world.scrollView
        // adjusted = (10 + 0, 20 + 34) = (10, 54); offset starts at -10; maxY = 1200 + 54 - 793 = 461.
        #expect(sv.adjustedContentInset.top == 10)
        #expect(sv.adjustedContentInset.bottom == 54)
        #expect(sv.contentOffset.y == -10)
        #expect(sv.validOffsetRange == (minY: -10, maxY: 461))
    }

    @Test func automaticUsesTheCurrentWindowRectWithTransforms() {
        let world = makeWorld(form(insetAdjustment: .automatic))
        world.rootView.transform = CGAffineTransform(translationX: 0, y: -100)
        let sv = world.scrollView
        // Scroll view now spans 59 - 100 = -41 ... -41 + 793 = 752 in the window.
        // top overlap = min(752, 59) - (-41) = 100; bottom: 752 < 818, none.
        #expect(sv.adjustedContentInset == UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        #expect(sv.validOffsetRange.minY == -100)
        // maxY = max(-100, 1200 + 0 - 793) = 407.
        #expect(sv.validOffsetRange.maxY == 407)
    }

    @Test func shortContentHasAnEmptyRange() {
        let world = makeWorld(form(fields: 2, contentHeight: 128))
        // maxY = max(0, 128 + 34 - 793) = max(0, -631) = 0 = minY.
        #expect(world.scrollView.validOffsetRange == (minY: 0, maxY: 0))
    }

    // MARK: scrollRectToVisible (band [offset + 0, offset + 793 - 34] = [offset, offset + 759])

    @Test func scrollRectToVisibleScrollsDownTheLeastDistance() {
        let world = makeWorld(form())
        world.scrollView.scrollRectToVisible(rect(16, 900, 300, 44), animated: true)
        // Bottom 944 must reach the band's bottom: offset = 944 - 793 + 34 = 185.
        #expect(world.scrollView.contentOffset.y == 185)
    }

    @Test func scrollRectToVisibleScrollsUpTheLeastDistance() {
        let world = makeWorld(form())
        world.scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        world.scrollView.scrollRectToVisible(rect(16, 300, 300, 44), animated: true)
        // Band [400, 1159]; top 300 above it: offset = 300 - adjusted.top 0 = 300.
        #expect(world.scrollView.contentOffset.y == 300)
    }

    @Test func scrollRectToVisibleLeavesAVisibleRectAlone() {
        let world = makeWorld(form())
        world.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        // Band [100, 859] contains 300...344.
        world.scrollView.scrollRectToVisible(rect(16, 300, 300, 44), animated: true)
        #expect(world.scrollView.contentOffset.y == 100)
    }

    @Test func scrollRectToVisibleAlignsTheTopOfARectTallerThanTheBand() {
        let world = makeWorld(form())
        // 800 > 759: top aligned, offset = 200 (from 0, going down).
        world.scrollView.scrollRectToVisible(rect(16, 200, 300, 800), animated: true)
        #expect(world.scrollView.contentOffset.y == 200)
        // And going up from 400: offset = 100.
        world.scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        world.scrollView.scrollRectToVisible(rect(16, 100, 300, 900), animated: true)
        #expect(world.scrollView.contentOffset.y == 100)
    }

    @Test func scrollRectToVisibleClampsIntoTheValidRange() {
        let world = makeWorld(form())
        // Bottom 1250: target 1250 - 759 = 491, clamped to maxY 441.
        world.scrollView.scrollRectToVisible(rect(16, 1206, 300, 44), animated: true)
        #expect(world.scrollView.contentOffset.y == 441)
        // Top -50: target -50, clamped to minY 0.
        world.scrollView.scrollRectToVisible(rect(16, -50, 300, 44), animated: true)
        #expect(world.scrollView.contentOffset.y == 0)
    }

    @Test func scrollRectToVisibleUsesTheCurrentInsets() {
        let world = makeWorld(form())
        world.scrollView.contentInset.bottom = 336
        // adjusted bottom 336 + 34 = 370: band [0, 793 - 370] = [0, 423]; bottom 544 needs
        // offset 544 - 793 + 370 = 121 (maxY is now 1200 + 370 - 793 = 777).
        world.scrollView.scrollRectToVisible(rect(16, 500, 300, 44), animated: true)
        #expect(world.scrollView.contentOffset.y == 121)
    }

    // MARK: setContentOffset and the layout pass

    @Test func setContentOffsetStoresExactly() {
        let world = makeWorld(form())
        world.scrollView.setContentOffset(CGPoint(x: 0, y: 5000), animated: true)
        #expect(world.scrollView.contentOffset.y == 5000)
        world.scrollView.setContentOffset(CGPoint(x: 0, y: -300), animated: false)
        #expect(world.scrollView.contentOffset.y == -300)
    }

    @Test func layoutPassClampsAfterTheHandlersAndRecordsASnap() throws {
        let probe = Probe()
        var seenInHandler: CGFloat?
        probe.onBackgroundTap = { host in
            host.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            seenInHandler = host.scrollView.contentOffset.y
        }
        let world = makeWorld(form(), probe)
        try world.run("tapBackground")
        // Stored as given inside the handler, clamped to maxY 441 after it: a 59 pt snap.
        #expect(seenInHandler == 500)
        #expect(world.scrollView.contentOffset.y == 441)
        #expect(world.snaps(inStep: 0) == [.snap(from: 500, to: 441)])
    }

    @Test func clampsOfHalfAPointOrLessAreNotSnaps() throws {
        let probe = Probe()
        var target: CGFloat = 441.25
        probe.onBackgroundTap = { host in host.scrollView.contentOffset.y = target }
        let world = makeWorld(form(), probe)
        try world.run("tapBackground")
        // 441.25 - 441 = 0.25 <= 0.5: clamped silently.
        #expect(world.scrollView.contentOffset.y == 441)
        #expect(world.snaps(inStep: 0).isEmpty)
        // Exactly 0.5 below minY 0: still not more than eps.
        target = -0.5
        try world.run("tapBackground")
        #expect(world.scrollView.contentOffset.y == 0)
        #expect(world.snaps(inStep: 1).isEmpty)
        // 441.75: 0.75 > 0.5, a snap.
        target = 441.75
        try world.run("tapBackground")
        #expect(world.scrollView.contentOffset.y == 441)
        #expect(world.snaps(inStep: 2) == [.snap(from: 441.75, to: 441)])
    }

    // MARK: User drags

    @Test func dragOnAnEmptyRangeNeverBegins() throws {
        let probe = Probe()
        let world = makeWorld(form(fields: 2, contentHeight: 128), probe)
        try world.run("scroll(50)")
        // Range [0, 0] (see shortContentHasAnEmptyRange): no hook, no movement.
        #expect(probe.calls.isEmpty)
        #expect(world.scrollView.contentOffset.y == 0)
        #expect(world.trace.steps[0].performed == false)
    }

    @Test func dragRunsTheHookThenMovesClamped() throws {
        let probe = Probe()
        var offsetInHook: [CGFloat] = []
        probe.onDrag = { host in offsetInHook.append(host.scrollView.contentOffset.y) }
        let world = makeWorld(form(), probe)
        try world.run("scroll(100)")
        #expect(probe.calls == [.willBeginDragging])
        #expect(offsetInHook == [0])
        #expect(world.scrollView.contentOffset.y == 100)
        // 100 + 1000 = 1100, clamped to maxY 441; then 441 - 1000, clamped to 0.
        try world.run("scroll(1000) scroll(-1000)")
        #expect(offsetInHook == [0, 100, 441])
        #expect(world.scrollView.contentOffset.y == 0)
    }
}
