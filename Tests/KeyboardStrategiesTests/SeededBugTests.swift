import Foundation
import KeyboardStrategies
import KeyboardWorld
import Testing

// Shared geometry, worked out from docs/classic-world.md §2 (phone-notch portrait, no bars, automatic):
// screen 393x852, safe top 59, bottom 34; layout frame y 59, height 852 - 59 = 793.
// Adjusted insets: top 0 (the frame starts at the safe top), bottom 852 - (852 - 34) = 34.
// Keyboard 291 + 45 = 336, docked frame (0, 516, 393, 336). Field i spans 20 + 64 i ... + 44.
// With contentHeight 900: maxY = 900 + 34 - 793 = 141.

@Suite("naive (article 000 v1)")
struct NaiveTests {
    @Test func offsetBeyondMaximumSnapsBackAndHidesTheField() throws {
        // tap(11): field 11 spans 724...768. The system scroll-to-focus: band 0...793-34 = 759,
        // 768 > 759, so offset = 768 - 793 + 34 = 9. willShow: the field's bottom in the view is
        // 768 - 9 + 59 = 818, keyboard top 516: needOffsetY 302, offsetY 311 > maxY 141: the
        // layout pass snaps to 141. At finishAnimation (quiescent) the field spans
        // 724 - 141 + 59 = 642...686 below the band 59...516.
        let outcome = try run(.naive, form(), "tap(11) finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .hiddenField)
        #expect(v.actionIndex == 1)
        #expect(v.evidence.hiddenField?.fieldSpan == Band(top: 642, bottom: 686))
        #expect(v.evidence.hiddenField?.band.bottom == 516)
        #expect(outcome.trace.steps[0].events.contains(.snap(from: 311, to: 141)))
    }

    @Test func fieldsThatNeedNoScrollingPass() throws {
        // Field 2 spans 148...192, far above the keyboard top 516: needOffsetY < 0, nothing moves.
        let outcome = try run(.naive, form(), "tap(2) finishAnimation dismiss finishAnimation")
        #expect(outcome.violations.isEmpty)
    }
}

@Suite("inset-tracking (article 000 v2)")
struct InsetTrackingTests {
    @Test func secondHideLeavesTheInsetAtMinusTheFirstExtra() throws {
        // tap(11): offset 9 (system), needOffsetY 302, offsetY 311, maxOffsetY = contentSize 900 -
        // frame 793 = 107 < 311, so contentInsetBottom = ceil(311 - 107) = 204 and inset 204.
        // dismiss: 204 - 204 = 0, the offset snaps to 141. tap(2) (at offset 141 it spans
        // 148 - 141 + 59 = 66...110) needs no scrolling: contentInsetBottom stays 204.
        // The second hide: 0 - 204 = -204.
        let outcome = try run(
            .insetTracking, form(),
            "tap(11) finishAnimation dismiss finishAnimation tap(2) finishAnimation dismiss finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .drift)
        #expect(v.actionIndex == 7)
        #expect(
            v.evidence.drift?.drift(of: .contentInset(.bottom))
                == DriftedProperty(property: .contentInset(.bottom), value: -204, baseline: 0))
    }

    @Test func negativeInsetMakesBottomFieldsUnreachable() throws {
        // 16 fields, contentHeight 1100: maxY = 1100 + 34 - 793 = 341. scroll(300): field 15
        // (980...1024) spans 739...783. tap(15): no system scroll; needOffsetY 783 - 516 = 267,
        // offsetY 567 > maxOffsetY 1100 - 793 = 307: extra ceil(260) = 260. dismiss: inset 0,
        // snap 567 → 341. tap(5) (340...384 at 58...102, 43 pt visible): the system scrolls to 340,
        // needOffsetY < 0, extra stays 260. dismiss: inset -260, adjusted bottom -226,
        // maxY = max(0, 1100 - 226 - 793) = 81. Field 13 (852...896) needs offset >= 896 + 59 - 852 = 103.
        let scenario = form(fields: 16, contentHeight: 1100)
        let outcome = try run(
            .insetTracking, scenario,
            "scroll(300) tap(15) finishAnimation dismiss finishAnimation tap(5) finishAnimation dismiss finishAnimation")
        #expect(outcome.invariants == [.drift, .unreachableField])
        let drift = try #require(outcome.violation(.drift))
        #expect(drift.actionIndex == 8)
        #expect(drift.evidence.drift?.drift(of: .contentInset(.bottom))?.value == -260)
        let unreachable = try #require(outcome.violation(.unreachableField))
        let e = try #require(unreachable.evidence.unreachableField)
        #expect(e.field == 13)
        #expect(e.neededOffsetMin == 103)
        #expect(e.validMaxY == 81)
    }
}

@Suite("inset-tracking-reset (article 000 v3)")
struct InsetTrackingResetTests {
    @Test func secondShowWhileUpLeavesInsetTheHideNeverRemoves() throws {
        // As above to tap(15): inset 260, offset 567, field at 472...516. inputMode(emoji): the
        // keyboard grows to 344 (top 508), willShow again: needOffsetY 516 - 508 = 8, offsetY 575,
        // maxOffsetY 307: extra = 268 overwrites 260, inset 528. The hide subtracts 268 only: 260.
        let scenario = form(fields: 16, contentHeight: 1100)
        let outcome = try run(.insetTrackingReset, scenario, "scroll(300) tap(15) inputMode(emoji) dismiss finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .drift)
        #expect(v.actionIndex == 4)
        #expect(v.evidence.drift?.drift(of: .contentInset(.bottom))?.value == 260)
    }

    @Test func repeatedCyclesOnFieldsThatNeedNoScrollingNowPass() throws {
        // The v2 drift sequence: v3 resets the remembered extra on hide, so the inset returns to 0.
        let outcome = try run(
            .insetTrackingReset, form(),
            "tap(11) finishAnimation dismiss finishAnimation tap(2) finishAnimation dismiss finishAnimation")
        #expect(outcome.violations.isEmpty)
    }
}

@Suite("article 000 v1-v3 on pad-window")
struct PadWindowConversionTests {
    // pad-window: window (100, 60) 700x600 on a 1180x820 screen, no safe area, no bars: layout
    // frame (0, 0, 700, 600). Keyboard 353 + 55 = 408 at screen y 820 - 408 = 412, window y 352.
    // 12 fields, contentHeight 900: maxY = 300. tap(8): field 8 spans 532...576, no system scroll.
    // The port converts the screen rect as a window rect: needOffsetY = 576 - 412 = 164 (the true
    // distance is 576 - 352 = 224), offset 164 <= 300. The field spans 368...412, under the
    // keyboard top 352 by 60 pt.
    @Test(arguments: [BuiltInStrategy.naive, .insetTracking, .insetTrackingReset])
    func screenRectTakenAsWindowRect(strategy: BuiltInStrategy) throws {
        let outcome = try run(strategy, form(.padWindow), "tap(8) finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .hiddenField)
        #expect(v.actionIndex == 1)
        #expect(v.evidence.hiddenField?.fieldSpan.bottom == 412)
        #expect(v.evidence.hiddenField?.band.bottom == 352)
    }
}

@Suite("transform and transform-reset (article 000 v4)")
struct TransformTests {
    @Test(arguments: [BuiltInStrategy.transform, .transformReset])
    func topFieldsArePushedUnderTheBars(strategy: BuiltInStrategy) throws {
        // With a navigation bar the chrome top is 59 + 44 = 103. tap(2): willShow sets
        // view.transform.ty = 516 - 852 = -336, so field 2 (148...192) sits at
        // 148 + 103 - 336 = -85...-41, 188 pt above the band's top 103.
        let outcome = try run(strategy, form(navigationBar: true), "tap(2) finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .hiddenField)
        #expect(v.actionIndex == 1)
        #expect(v.evidence.hiddenField?.fieldSpan.top == -85)
        #expect(v.evidence.hiddenField?.band.top == 103)
    }

    @Test func hideResetsTheWrongViewSoTheRootViewDrifts() throws {
        // tap(11): the system scrolls to 9, then ty = -336; the field sits at 724 - 9 + 59 - 336 = 438
        // ...482, visible. The hide resets scrollView.transform (already identity): view stays at -336.
        let outcome = try run(.transform, form(), "tap(11) finishAnimation dismiss finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .drift)
        #expect(v.actionIndex == 3)
        #expect(v.evidence.drift?.drift(of: .transform(.rootView, .ty))?.value == -336)
    }

    @Test func movedRootViewLeavesTopFieldsUnreachable() throws {
        // never: range 0...900 - 793 = 107. After the hide the scroll view's window top is
        // 59 - 336 = -277, so field 0 (20...64) needs offset <= 20 - 277 - 59 = -316 < 0.
        let outcome = try run(.transform, form(adjustment: .never), "tap(11) finishAnimation dismiss finishAnimation")
        #expect(outcome.invariants == [.drift, .unreachableField])
        let v = try #require(outcome.violation(.unreachableField))
        #expect(v.actionIndex == 3)
        let e = try #require(v.evidence.unreachableField)
        #expect(e.field == 0)
        #expect(e.neededOffsetMax == -316)
        #expect(e.validMinY == 0)
    }

    @Test func resetVariantRestoresTheRootView() throws {
        let outcome = try run(.transformReset, form(), "tap(11) finishAnimation dismiss finishAnimation")
        #expect(outcome.violations.isEmpty)
    }
}

@Suite("frame-shrink (article 001)")
struct FrameShrinkTests {
    @Test func tallerKeyboardWhileUpCoversTheField() throws {
        // finishAnimation: didShow shrinks the frame 793 → 457 and scrolls field 11 (724...768):
        // offset 768 - 457 = 311, the field at 472...516. inputMode(emoji): keyboard 344, top 508;
        // the flag makes the second didShow return early: the field's bottom is 8 pt under it.
        let outcome = try run(.frameShrink, form(), "tap(11) finishAnimation inputMode(emoji) finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .hiddenField)
        #expect(v.actionIndex == 3)
        #expect(v.evidence.hiddenField?.fieldSpan.bottom == 516)
        #expect(v.evidence.hiddenField?.band.bottom == 508)
    }

    @Test func hideGrowsTheFrameByADifferentHeight() throws {
        // Shrunk by 336 to 457, grown back by the hide's 344: 801, 8 more than the layout's 793.
        let outcome = try run(
            .frameShrink, form(),
            "tap(2) finishAnimation inputMode(emoji) finishAnimation dismiss finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .drift)
        #expect(v.actionIndex == 5)
        #expect(
            v.evidence.drift?.drift(of: .frame(.scrollView, .height))
                == DriftedProperty(property: .frame(.scrollView, .height), value: 801, baseline: 793))
    }

    @Test func latePortraitDidShowShrinksTheLandscapeFrameBelowZero() throws {
        // Portrait with a nav bar; field 0 has an accessory view: keyboard 336 + 44 = 380.
        // rotate before finishAnimation: the landscape layout frame is y 32 (nav 32, safe top 0),
        // height 393 - 32 = 361. The late portrait didShow shrinks it by 380: -19.
        let scenario = form(navigationBar: true, accessoryOn: [0])
        let outcome = try run(.frameShrink, scenario, "tap(0) rotate finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .sanity)
        #expect(v.actionIndex == 2)
        #expect(v.evidence.sanity == SanityEvidence(property: .frame(.scrollView, .height), value: -19))
    }

    @Test func lateDidHideFromAnotherOrientationLeavesTheFrameTallerThanTheWindow() throws {
        // Landscape (852x393, safe bottom 21, never): layout (0, 0, 852, 393), keyboard 171 + 38 = 209.
        // didShow shrinks to 184. rotate: autoresizing keeps the bottom 209 above the layout
        // bottom: portrait frame y 59, bottom 852 - 209 = 643, height 584. dismiss, then the late
        // portrait didHide grows it by 336: 920, bottom 979. maxY = 1100 - 920 = 180 but field 15
        // (980...1024) needs 1024 + 59 - 852 = 231.
        let scenario = form(.phoneNotch, .landscape, fields: 16, contentHeight: 1100, adjustment: .never)
        let outcome = try run(.frameShrink, scenario, "tap(0) finishAnimation rotate dismiss finishAnimation")
        #expect(outcome.invariants == [.drift, .unreachableField])
        let drift = try #require(outcome.violation(.drift))
        #expect(drift.actionIndex == 4)
        #expect(drift.evidence.drift?.drift(of: .frame(.scrollView, .height))?.value == 920)
        let unreachable = try #require(outcome.violation(.unreachableField))
        let e = try #require(unreachable.evidence.unreachableField)
        #expect(e.field == 15)
        #expect(e.neededOffsetMin == 231)
        #expect(e.validMaxY == 180)
    }
}

@Suite("frame-shift (Cocoa with Love, 2008)")
struct FrameShiftTests {
    @Test func aConstant216IsShorterThanANotchedKeyboard() throws {
        // tap(11): when editing begins (before the system scroll) the field spans 724 + 59 = 783
        // ...827 in the window: midline 805, fraction (805 - 0.2 * 852) / (0.6 * 852) = 1.24,
        // clamped to 1, so the view moves up floor(216 * 1) = 216. The scroll view now starts at
        // 59 - 216 = -157, 216 pt into the area above the safe top, and ends at 636, above the home
        // indicator: automatic insets become (216, 0), the system's band is 216...793 and holds the
        // field (724...768), so it does not scroll. The field spans 724 + 59 - 216 = 567...611,
        // 95 pt under the keyboard's top 516.
        let outcome = try run(.frameShift, form(), "tap(11) finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .hiddenField)
        #expect(v.actionIndex == 1)
        #expect(v.evidence.hiddenField?.fieldSpan == Band(top: 567, bottom: 611))
        #expect(v.evidence.hiddenField?.band.bottom == 516)
    }

    @Test func aRotationWhileEditingLeavesTheViewTooLow() throws {
        // The rotation resets view.frame to the window (y 0); the end of editing then adds the
        // remembered 216: the view ends 216 pt below its place.
        let outcome = try run(.frameShift, form(), "tap(11) rotate dismiss finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .drift)
        #expect(v.actionIndex == 3)
        #expect(v.evidence.drift?.drift(of: .frame(.rootView, .y))?.value == 216)
    }

    @Test func fieldsNearTheTopDoNotMove() throws {
        // Field 0's midline 20 + 59 + 22 = 101 is below 20% of 852 (170.4): fraction 0, no move.
        let outcome = try run(.frameShift, form(), "tap(0) finishAnimation dismiss finishAnimation")
        #expect(outcome.violations.isEmpty)
    }
}
