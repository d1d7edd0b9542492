import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §6: what each action needs before it does anything, and what it does.
///
/// phone-notch portrait, no bars, automatic: scroll view at window 59...852, field i at
/// content 20 + 64 i, window y = content y - offset + 59; keyboard top 516 when up.
@Suite struct ActionPreconditionTests {
    @Test func tapOnAFieldOutOfSightIsANoOp() throws {
        let probe = Probe()
        let world = makeWorld(form(fields: 16), probe)
        // Field 15: content 980...1024, window 1039...1083, below the band's bottom 852.
        #expect(!world.isTappable(15))
        try world.run("tap(15)")
        #expect(probe.calls.isEmpty)
        #expect(world.focusedIndex == nil)
        #expect(world.trace.steps[0].performed == false)
    }

    @Test func aPanNeedsRoomToScroll() throws {
        // 12 fields in 1200 pt of content, scroll view 59...852 (793 pt, 34 pt adjusted at the
        // bottom): offsets -0...1200 + 34 - 793 = 441, room to pan.
        let long = makeWorld(form())
        #expect(long.scrollView.validOffsetRange.maxY == 441)
        #expect(long.canPanForm)
        // 759 pt of content: the range is -0...759 + 34 - 793 = 0, a single offset: nothing to pan.
        let short = makeWorld(form(fields: 3, contentHeight: 759))
        #expect(short.scrollView.validOffsetRange == (minY: 0, maxY: 0))
        #expect(!short.canPanForm)
        try short.run("scroll(100)")
        #expect(short.trace.steps[0].performed == false)
    }

    @Test func theActionContextIsWhatThePropertiesSay() throws {
        let world = makeWorld(form())
        func expectAgreement(_ note: Comment) {
            let context = world.actionContext
            #expect(context.focusedIndex == world.focusedIndex, note)
            #expect(context.keyboardPlacement == world.keyboardPlacement, note)
            #expect(context.isCovered == world.isCovered, note)
            #expect(context.canPanForm == world.canPanForm, note)
            #expect(context.isHardwareKeyboardAttached == world.isHardwareKeyboardAttached, note)
            #expect(context.isRemoteKeyboardShown == world.isRemoteKeyboardShown, note)
            #expect(context.tappableFields == world.tappableFieldSet, note)
            #expect(context.isQuiescent == world.isQuiescent, note)
            #expect(context.keyboardDismissMode == world.scrollView.keyboardDismissMode, note)
        }
        // At rest: no focus, no keyboard, fields 0...12 at window 79...835 inside 59...852.
        expectAgreement("at rest")
        #expect(world.actionContext.tappableFields == FieldSet(0..<12))
        #expect(world.actionContext.keyboardPlacement == .hidden && world.actionContext.isQuiescent)
        // Mid-animation after a tap: focused, docked, something pending; the band ends at 516,
        // so fields from window 516 down (field 7 at 79 + 7 * 64 = 527) are out of reach.
        try world.run("tap(0)")
        expectAgreement("after tap(0)")
        #expect(world.actionContext.focusedIndex == 0 && !world.actionContext.isQuiescent)
        #expect(world.actionContext.tappableFields == FieldSet(0..<7))
        world.scrollView.keyboardDismissMode = .interactive
        try world.run("finishAnimation hardwareKeyboard(on)")
        expectAgreement("with a hardware keyboard")
        #expect(world.actionContext.isHardwareKeyboardAttached)
        #expect(world.actionContext.keyboardDismissMode == .interactive)
    }

    @Test func tapNeedsOnePointInsideTheBand() throws {
        // With the keyboard up the band is 59...516. A field at content 456 sits at window
        // 515...559: 516 - 515 = 1 pt visible, tappable.
        let reachable = makeWorld(form(specs: [field(y: 20), field(y: 456)]))
        try reachable.run("tap(0) finishAnimation tap(1)")
        #expect(reachable.focusedIndex == 1)
        // At content 456.5 only 0.5 pt shows: the tap does nothing.
        let hidden = makeWorld(form(specs: [field(y: 20), field(y: 456.5)]))
        try hidden.run("tap(0) finishAnimation tap(1)")
        #expect(hidden.focusedIndex == 0)
        #expect(hidden.trace.steps[2].performed == false)
    }

    @Test func tapOnTheFirstResponderIsANoOp() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("tap(0)")
        #expect(probe.calls.isEmpty)
        #expect(world.isQuiescent)
        #expect(world.trace.steps[2].performed == false)
    }

    @Test func tapOutOfRangeIsANoOp() throws {
        let world = makeWorld(form(fields: 2))
        try world.run("tap(5)")
        #expect(world.trace.steps[0].performed == false)
        #expect(world.focusedIndex == nil)
    }

    @Test func nextMovesToTheFollowingFieldEvenOutOfSight() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        // Field 6 at window 463...507 is above the keyboard; field 7 (527...571) is below 516.
        try world.run("tap(6) finishAnimation")
        #expect(!world.isTappable(7))
        probe.reset()
        try world.run("next")
        #expect(world.focusedIndex == 7)
        #expect(probe.calls.prefix(2) == [.didEndEditing(6), .didBeginEditing(7)])
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow])
    }

    @Test func nextFromTheLastFieldDismisses() throws {
        let probe = Probe()
        let world = makeWorld(form(fields: 2, contentHeight: 128), probe)
        try world.run("tap(1) finishAnimation")
        probe.reset()
        try world.run("next")
        #expect(world.focusedIndex == nil)
        #expect(probe.calls.first == .didEndEditing(1))
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide])
        // 516 -> 852, height 336 kept.
        #expect(probe.notifications.last?.frameEnd == rect(0, 852, 393, 336))
    }

    @Test func dismissAndNextWithoutAFirstResponderAreNoOps() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("dismiss next")
        #expect(probe.calls.isEmpty)
        #expect(world.trace.steps.map(\.performed) == [false, false])
        // Also after a dismissal.
        try world.run("tap(0) finishAnimation dismiss finishAnimation")
        probe.reset()
        try world.run("dismiss next")
        #expect(probe.calls.isEmpty)
    }

    @Test func tapBackgroundCallsTheHook() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tapBackground")
        #expect(probe.calls == [.backgroundTapped])
    }

    @Test func contentChangeNeverShrinksBelowTheLastField() throws {
        let world = makeWorld(form())
        // 12 fields: the last ends at 64 + 64 * 11 = 768. 1200 - 1000 = 200 < 768: stays 768.
        try world.run("contentChange(-1000)")
        #expect(world.contentHeight == 768)
        #expect(world.scrollView.contentSize.height == 768)
        try world.run("contentChange(100)")
        #expect(world.contentHeight == 868)
        #expect(world.scrollView.contentSize.height == 868)
        #expect(world.baselineContentHeight == 868)
    }

    @Test func contentShrinkingUnderTheOffsetSnapsBack() throws {
        let world = makeWorld(form())
        try world.run("scroll(1000)")
        #expect(world.scrollView.contentOffset.y == 441)  // maxY 1200 + 34 - 793
        try world.run("contentChange(-1000)")
        // maxY = max(0, 768 + 34 - 793) = 9: the layout pass snaps 441 -> 9.
        #expect(world.scrollView.contentOffset.y == 9)
        #expect(world.snaps(inStep: 1) == [.snap(from: 441, to: 9)])
    }

    @Test func unpinnedContentKeepsAZeroContentSize() throws {
        let world = makeWorld(form(content: .unpinned))
        #expect(world.scrollView.contentSize.height == 0)
        try world.run("contentChange(100)")
        #expect(world.contentHeight == 1300)
        #expect(world.scrollView.contentSize.height == 0)
        #expect(world.baselineContentHeight == 0)
    }
}
