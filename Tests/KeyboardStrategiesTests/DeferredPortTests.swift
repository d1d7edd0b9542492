import Foundation
import Testing
import KeyboardWorld
import KeyboardStrategies

// phone-home portrait: screen 375x667, safe top 20, bottom 0; layout frame (0, 20, 375, 647).
// Keyboard 216 + 44 = 260: docked (0, 407, 375, 260), off screen (0, 667, 375, 260); 0.25 s.
// In the scroll view's content coordinates (offset 0) the docked keyboard is at y 407 - 20 = 387.

/// A phone-home portrait form of `count` 44 pt fields every 64 pt from content y 20.
private func homeForm(count: Int = 3, contentHeight: CGFloat = 300, adjustment: InsetAdjustment = .never,
                      contentInset: UIEdgeInsets = .zero, accessoryOn: Set<Int> = [],
                      fields: [TextFieldSpec]? = nil) -> Scenario {
    var specs = fields ?? Scenario.stackedFields(count: count)
    for i in accessoryOn { specs[i].hasAccessoryView = true }
    return Scenario(device: .phoneHome, orientation: .portrait, insetAdjustment: adjustment,
                    contentInset: contentInset, fields: specs, contentHeight: contentHeight)
}

/// The clock readings of the turns run from the queue during step `index`.
private func turns(_ outcome: Outcome, step index: Int) -> [String] {
    outcome.trace.steps[index].events.compactMap { if case .turn(let t, let s) = $0 { "\(t.clockText) \(s)" } else { nil } }
}

@Suite("tp-keyboard-avoiding (TPKeyboardAvoiding)")
struct TPKeyboardAvoidingTests {
    @Test func theDeferredInsetRunsAfterTheHideRestoredIt() throws {
        // Designer contentInset.bottom 20. tap(0) at t=0: will-change-frame -> TP's show handler
        // saves prior 20 and schedules B1 at 0.01. dismiss at t=0: the hide's will-change-frame
        // (end (0, 667, 375, 260), not empty) -> TP's show handler again, keyboard already visible:
        // B2 at 0.01; will-hide restores bottom 20 and clears the keyboard rect to CGRectZero.
        // At 0.01 B1 and B2 set contentInsetForKeyboard = 0 - max(0 - 647, 0) = 0: PR #233's race.
        let outcome = try run(.tpKeyboardAvoiding, homeForm(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)),
                              "tap(0) dismiss")
        let v = try #require(outcome.first)
        #expect(v.invariant == .drift)
        #expect(v.actionIndex == 2)
        #expect(v.evidence.drift?.drift(of: .contentInset(.bottom)) ==
                DriftedProperty(property: .contentInset(.bottom), value: 0, baseline: 20))
        #expect(outcome.trace.steps[1].geometry.contentInset.bottom == 20)  // restored, for 10 ms
        #expect(turns(outcome, step: 2).prefix(2) == [
            "t=0.010 asyncAfter(0.01) block from #0 keyboardWillChangeFrame at t=0.000 runs",
            "t=0.010 asyncAfter(0.01) block from #1 keyboardWillChangeFrame at t=0.000 runs",
        ])
        #expect(outcome.trace.steps[2].time == 0.26)  // B2's animation ends at 0.01 + 0.25
    }

    @Test func aShowSettlesTenMillisecondsLaterThenEveryDismissalRacesAgain() throws {
        // After wait(0.3): B1 ran at 0.01: bottom = 260 - max((387 + 260) - 647, 0) = 260; the
        // viewable height 647 - 260 = 387 centres field 0 at 20 - (387 - 44) / 2 < 0, so offset 0.
        let scenario = homeForm(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
        let shown = try run(.tpKeyboardAvoiding, scenario, "tap(0) wait(0.3)")
        #expect(shown.violations.isEmpty)
        #expect(shown.trace.steps[1].geometry.contentInset.bottom == 260)
        #expect(shown.trace.steps[1].geometry.verticalScrollIndicatorInsets.bottom == 260)
        // The dismissal at 0.3 schedules B2 at 0.31, after the restore: the same drift, reported
        // at the end (at 0.35 the hide's did-notifications, due 0.55, are still pending).
        let dismissed = try run(.tpKeyboardAvoiding, scenario, "tap(0) wait(0.3) dismiss wait(0.05)")
        #expect(dismissed.trace.steps[3].geometry.contentInset.bottom == 0)
        let v = try #require(dismissed.first)
        #expect(v.invariant == .drift)
        #expect(v.actionIndex == 4)
        #expect(v.evidence.drift?.drift(of: .contentInset(.bottom))?.value == 0)
    }

    @Test func aZeroRectHideIsDroppedOnceTheAnimationHasStopped() throws {
        // TP #270. Content 1000 so that a pan can begin. B1 runs at 0.01 (bottom 260) and its
        // animation ends at 0.26, finished: keyboardAnimationInProgress is false again. The
        // interactive dismissal ends at CGRect.zero: the show handler returns on the empty rect
        // (Additions L48), the hide handler too (L126). The inset stays up with no keyboard.
        let outcome = try run(.tpKeyboardAvoiding, homeForm(contentHeight: 1000), "tap(0) wait(0.3) dragDismiss(zeroRect)")
        let v = try #require(outcome.first)
        #expect(v.invariant == .drift)
        #expect(v.actionIndex == 3)
        #expect(v.evidence.drift?.drift(of: .contentInset(.bottom)) ==
                DriftedProperty(property: .contentInset(.bottom), value: 260, baseline: 0))
    }

    @Test func aFocusChangeIgnoresTheKeyboardItCauses() throws {
        // A hardware keyboard is attached: field 1 has an accessory view, so its keyboard shows
        // the 44 pt bar; field 0 has none, so tapping it hides the keyboard. TP's
        // scrollToActiveTextField (from did-begin) sets ignoringNotifications until the next turn:
        // the hide is ignored, the keyboard stays "visible" to TP with a rect converted at offset
        // 0, and B1 (0.01) then computes the inset from it at the new offset.
        let outcome = try run(.tpKeyboardAvoiding, homeForm(accessoryOn: [1]), "hardwareKeyboard(on) tap(1) tap(0)")
        #expect(outcome.trace.steps[2].events.contains(.notification(
            KeyboardNotification(name: .keyboardWillHide, frameBegin: CGRect(x: 0, y: 623, width: 375, height: 304),
                                 frameEnd: CGRect(x: 0, y: 667, width: 375, height: 304), animationDuration: 0.25),
            late: false)))
        let v = try #require(outcome.first)
        // B1 sets bottom = 304 - max((623 - 20 + 0 + 304) - 647, 0) = 44 with no keyboard docked.
        #expect(v.invariant == .drift)
        #expect(v.evidence.drift?.drift(of: .contentInset(.bottom))?.value == 44)
    }
}

@Suite("iq-keyboard-manager (IQKeyboardManager)")
struct IQKeyboardManagerTests {
    @Test func theAdjustmentRunsOnTheNextTurnOfTheMainQueue() throws {
        // 12 fields, content 900, never. tap(9): field 9 spans content 596...640, window
        // 616...660, inside the band 20...667: no system scroll. will-show queues adjustPosition.
        // In the drain: kbSize = (0, 397, 375, 270) ∩ window: 270 tall; top guide 20 + 0 + 5 = 25;
        // move = min(616 - 25, 660 - (667 - 270) + 0) = 263; shouldOffsetY = 0 + 263 (below the
        // field's y 596); bottom inset 270 - (667 - 667) = 270, less a safe area of 0;
        // indicators 270 - 10 = 260.
        let outcome = try run(.iqKeyboardManager, homeForm(count: 12, contentHeight: 900), "tap(9) finishAnimation")
        #expect(outcome.violations.isEmpty)
        let step = outcome.trace.steps[0]
        #expect(step.events.contains(.turn(.zero, "async block from #0 keyboardWillShow at t=0.000 runs")))
        #expect(step.geometry.contentInset.bottom == 270)
        #expect(step.geometry.contentOffset.y == 263)
        #expect(step.geometry.verticalScrollIndicatorInsets.bottom == 260)
        // Field 9 at 596 - 263 + 20 = 353...397: 10 pt (keyboardDistanceFromTextField) above 407.
    }

    @Test func theQueuedAdjustmentSeesTheWholeTurn() throws {
        // The block runs after will-show returned and after the turn's layout pass: inside the
        // handler nothing has moved yet; by the end of the step (the drain) everything has.
        let outcome = try run(.iqKeyboardManager, homeForm(count: 12, contentHeight: 900), "tap(9)")
        let events = outcome.trace.steps[0].events
        let willShow = try #require(events.firstIndex { if case .notification(let n, _) = $0 { n.name == .keyboardWillShow } else { false } })
        let block = try #require(events.firstIndex(of: .turn(.zero, "async block from #0 keyboardWillShow at t=0.000 runs")))
        let firstInset = try #require(events.firstIndex(of: .assignment("scrollView.contentInset = (top 0, bottom 270)")))
        #expect(willShow < block && block < firstInset)
    }

    @Test func requestsInOneTurnAreCoalescedIntoOneAdjustment() throws {
        // next from field 0 to field 1 (with an accessory view, a 304 pt keyboard): did-begin
        // asks (the keyboard is showing), then will-show asks again (a new frame): one block runs.
        let outcome = try run(.iqKeyboardManager, homeForm(accessoryOn: [1]), "tap(0) finishAnimation next")
        let scheduled = outcome.trace.steps[2].events.filter { if case .scheduled(let s) = $0 { s.hasPrefix("async") } else { false } }
        #expect(scheduled.count == 1)
    }

    @Test func underNeverTheSafeAreaIsSubtractedAnyway() throws {
        // phone-notch portrait, never: the scroll view spans 59...852 and its safeAreaInsets.bottom
        // is 34 although nothing adds it to the insets. Keyboard 336 at y 516; IQ's kbSize 346.
        // Field 11 (724...768): the system scrolls to 768 - 793 = -25 → offset stays 0 (never: the
        // band is 0...793, 768 fits). move = 768 + 59 - (852 - 346) + 34 = 355; offset → 355.
        // Bottom inset: max(0, 346 - 0) - 34 = 312, so the valid maximum is 900 + 312 - 793 = 419
        // and field 11 lands at 724 - 355 + 59 = 428...472, above the keyboard: it passes here.
        // With the content ending at the field (content 768) the maximum is 768 + 312 - 793 = 287:
        // the field lands at 724 - 287 + 59 = 496...540, under the keyboard's top 516 by 24 pt;
        // the 34 pt the strategy took off less IQ's own 10 pt distance.
        let scenario = Scenario(device: .phoneNotch, orientation: .portrait, insetAdjustment: .never,
                                fields: Scenario.stackedFields(count: 12), contentHeight: 768)
        let outcome = try run(.iqKeyboardManager, scenario, "tap(11) finishAnimation")
        let v = try #require(outcome.first)
        #expect(v.invariant == .hiddenField)
        #expect(v.evidence.hiddenField?.fieldSpan == Band(top: 496, bottom: 540))
        #expect(outcome.trace.steps[0].geometry.contentInset.bottom == 312)
    }

    @Test func aRestoreThatSkipsUnchangedContentInsetsLeavesTheIndicatorsUp() throws {
        // Designer bottom 60; field 0 has an accessory view (keyboard 304 at y 363).
        // tap(0): kbSize 304 + 10 = 314: bottom max(60, 314) = 314, indicators 314 - 10 = 304.
        // hardwareKeyboard(on): only the 44 pt bar shows, frame (0, 623, 375, 304): kbSize 54,
        // bottom max(60, 54) = 60 (a change: both set), indicators 44.
        // dismiss: the content inset equals the starting 60, so will-hide restores neither
        // (UIKeyboardNotification.swift L298-302): the indicators stay at 44 with no keyboard.
        let scenario = homeForm(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 60, right: 0), accessoryOn: [0])
        let outcome = try run(.iqKeyboardManager, scenario, "tap(0) hardwareKeyboard(on) dismiss")
        #expect(outcome.trace.steps[0].geometry.contentInset.bottom == 314)
        #expect(outcome.trace.steps[1].geometry.contentInset.bottom == 60)
        let v = try #require(outcome.first)
        #expect(v.invariant == .drift)
        #expect(v.evidence.drift?.drift(of: .verticalScrollIndicatorInsets(.bottom)) ==
                DriftedProperty(property: .verticalScrollIndicatorInsets(.bottom), value: 44, baseline: 0))
    }
}
