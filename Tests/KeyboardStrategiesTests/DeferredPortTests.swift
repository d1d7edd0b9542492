import Foundation
import KeyboardStrategies
import KeyboardWorld
import Testing

// phone-home portrait: screen 375x667, safe top 20, bottom 0; layout frame (0, 20, 375, 647).
// Keyboard 216 + 44 = 260: docked (0, 407, 375, 260), off screen (0, 667, 375, 260); 0.25 s.
// In the scroll view's content coordinates (offset 0) the docked keyboard is at y 407 - 20 = 387.

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
        let outcome = try run(
            .tpKeyboardAvoiding, homeForm(contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)),
            "tap(0) dismiss")
        let v = try #require(outcome.first)
        #expect(v.invariant == .drift)
        #expect(v.actionIndex == 2)
        #expect(
            v.evidence.drift?.drift(of: .contentInset(.bottom)) == DriftedProperty(property: .contentInset(.bottom), value: 0, baseline: 20)
        )
        #expect(outcome.trace.steps[1].geometry.contentInset.bottom == 20)  // restored, for 10 ms
        #expect(
            turns(outcome, step: 2).prefix(2) == [
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
        #expect(
            v.evidence.drift?.drift(of: .contentInset(.bottom))
                == DriftedProperty(property: .contentInset(.bottom), value: 260, baseline: 0))
    }

    @Test func aFocusChangeIgnoresTheKeyboardItCauses() throws {
        // A hardware keyboard is attached: field 1 has an accessory view, so its keyboard shows
        // the 44 pt bar; field 0 has none, so tapping it hides the keyboard. TP's
        // scrollToActiveTextField (from did-begin) sets ignoringNotifications until the next turn:
        // the hide is ignored, the keyboard stays "visible" to TP with a rect converted at offset
        // 0, and B1 (0.01) then computes the inset from it at the new offset.
        let outcome = try run(.tpKeyboardAvoiding, homeForm(accessoryOn: [1]), "hardwareKeyboard(on) tap(1) tap(0)")
        #expect(
            outcome.trace.steps[2].events.contains(
                .notification(
                    KeyboardNotification(
                        name: .keyboardWillHide, frameBegin: CGRect(x: 0, y: 623, width: 375, height: 304),
                        frameEnd: CGRect(x: 0, y: 667, width: 375, height: 304), animationDuration: 0.25),
                    late: false)))
        let v = try #require(outcome.first)
        // B1 sets bottom = 304 - max((623 - 20 + 0 + 304) - 647, 0) = 44 with no keyboard docked.
        #expect(v.invariant == .drift)
        #expect(v.evidence.drift?.drift(of: .contentInset(.bottom))?.value == 44)
    }
}
