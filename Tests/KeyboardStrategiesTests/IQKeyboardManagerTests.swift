import Foundation
import KeyboardStrategies
import KeyboardWorld
import Testing

// Regression tests for the IQKeyboardManager port, one per bug class it is seeded for in Seeds/
// (Seeds/README.md names the files), with the numbers worked out. Its distance is 10 pt; its
// keyboard size is the keyboard grown by it and cut to the window; its top guide is the status
// and navigation bars (or the root view's bottom layout margin, the larger) plus 5; its bottom
// guide is the root view's bottom layout margin (0 for a text view).

@Suite("iq-keyboard-manager (IQKeyboardManager's distance logic)")
struct IQKeyboardManagerTests {
    static let iq = BuiltInStrategy.iqKeyboardManager

    /// A plain form (no scroll view) on phone-notch portrait: fields at window 59 + 20 = 79,
    /// 283 and 487 (content 20, 224, 428). tap(2): keyboard 336, top 516; size 336 + 10 = 346;
    /// top guide max(59, 34) + 5 = 64; bottom guide 34 (the root view's margin);
    /// move = min(487 - 64, 531 - (852 - 346) + 34) = min(423, 59) = 59: the root view goes up
    /// 59 (no more than 346 - 10), the field to 428...472, 44 pt above the keyboard. The hide
    /// puts the root view back.
    @Test func thePlainFormsRootViewMovesByTheDistanceAndComesBack() throws {
        let scenario = Scenario(
            device: .phoneNotch, fields: Scenario.stackedFields(count: 3, top: 20, height: 44, spacing: 160),
            contentHeight: 472, shape: .plainForm)
        let shown = try run(Self.iq, scenario, "tap(2) finishAnimation")
        #expect(shown.violations.isEmpty)
        #expect(shown.trace.steps[0].geometry.rootViewFrame.origin.y == -59)
        #expect(shown.trace.steps[0].geometry.screen.fieldFrames[2].origin.y == 428)
        let hidden = try run(Self.iq, scenario, "tap(2) finishAnimation dismiss finishAnimation")
        #expect(hidden.violations.isEmpty)
        #expect(hidden.trace.steps[3].geometry.rootViewFrame.origin.y == 0)
    }

    /// drift (IQKeyboardManager #198, #1479: the view "can't restore" / stays up after the
    /// keyboard closes). phone-home portrait, the footer bar's field at 615...659. tap(0): the
    /// origin (0, 0) is saved; move = min(615 - 25, 659 - (667 - 270)) = 262, capped at
    /// -(270 - 10): the root view goes to -260. dismiss: restored, and `restorePosition` forgets
    /// the root view controller; the origin is forgotten only by `keyboardDidHide`, still queued.
    /// tap(0) again: the origin is still saved, so the controller is not looked up again; the
    /// show moves the root view to -260. The next dismiss's `restorePosition` finds no controller
    /// and returns: the root view stays 260 pt up with no keyboard.
    @Test func aShowBeforeTheLastHidesDidNotificationLeavesTheRootViewUp() throws {
        let scenario = Scenario(
            device: .phoneHome, fields: [TextFieldSpec(frame: rect(16, 20, 300, 44))],
            contentHeight: 64, shape: .footer)
        let outcome = try run(Self.iq, scenario, "tap(0) dismiss tap(0) dismiss")
        let v = try #require(outcome.violation(.drift))
        #expect(v.actionIndex == 4)
        #expect(
            v.evidence.drift?.drift(of: .frame(.rootView, .y)) == DriftedProperty(property: .frame(.rootView, .y), value: -260, baseline: 0)
        )
        // Waiting for each hide to finish lets `keyboardDidHide` forget the origin: it is saved
        // again with the controller, and the second hide restores.
        #expect(try run(Self.iq, scenario, "tap(0) dismiss finishAnimation tap(0) dismiss finishAnimation").violations.isEmpty)
    }

    /// unreachable-field (IQKeyboardManager #1479, the main view left under the navigation bar).
    /// phone-home portrait, navigation bar (chrome top 64), a plain form: field 2 at 492...536.
    /// The same sequence moves the root view up min(492 - 69, 536 - 397) = 139 and leaves it:
    /// field 0 at 84 - 139 = -55...-11, above the band 64...667, with nothing to drag.
    @Test func theRootViewLeftUpHidesTheTopFieldUnderTheBar() throws {
        let scenario = Scenario(
            device: .phoneHome, navigationBar: true,
            fields: Scenario.stackedFields(count: 3, top: 20, height: 44, spacing: 160),
            contentHeight: 472, shape: .plainForm)
        let outcome = try run(Self.iq, scenario, "tap(2) dismiss tap(2) dismiss")
        let evidence = try #require(outcome.violation(.unreachableField)?.evidence.unreachableOutsideField)
        #expect(evidence.field == 0 && evidence.windowSpan == Band(top: -55, bottom: -11))
        #expect(evidence.band == Band(top: 64, bottom: 667))
    }

    /// hidden-field (IQKeyboardManager #1904: under `.never` on a notched phone the last
    /// `safeAreaInsets.bottom` of content stays under the keyboard). phone-notch portrait,
    /// twelve fields, content ending at field 11 (768). tap(11): no system scroll (band 0...793
    /// under `.never`); the field at 783...827. Keyboard size 346; guides 64 and 34;
    /// move = min(719, 827 - 506 + 34) = 355; the offset is set to 355. The inset:
    /// 346 - (852 - 852) = 346, less the scroll view's safe-area bottom 34: 312, though nothing
    /// adjusts for that 34. maxY = 768 + 312 - 793 = 287: the offset snaps back to 287 and the
    /// field lies at 59 + 724 - 287 = 496...540, 24 pt (34 - 10) under the keyboard at 516.
    /// Under `.automatic` the adjusted inset adds the 34 back: 321, the field 10 pt above.
    @Test func underNeverTheSafeAreaSubtractedFromTheInsetHidesTheBottomField() throws {
        let never = Scenario(
            device: .phoneNotch, insetAdjustment: .never, fields: Scenario.stackedFields(count: 12),
            contentHeight: 768)
        let outcome = try run(Self.iq, never, "tap(11) finishAnimation")
        let evidence = try #require(outcome.violation(.hiddenField)?.evidence.hiddenField)
        #expect(evidence.fieldSpan == Band(top: 496, bottom: 540) && evidence.keyboardTop == 516)
        #expect(outcome.trace.steps[0].geometry.contentInset.bottom == 312)
        #expect(outcome.trace.steps[0].events.contains(.snap(from: 355, to: 287)))
        var automatic = never
        automatic.insetAdjustment = .automatic
        let passing = try run(Self.iq, automatic, "tap(11) finishAnimation")
        #expect(passing.violations.isEmpty)
        #expect(passing.trace.steps[1].geometry.screen.fieldFrames[11].maxY == 506)
    }

    /// hidden-field (IQKeyboardManager #965, #144: in nested scroll views only the nearest is
    /// inset). The seeded case: phone-home portrait, a form nested in a page, `.never`, its one
    /// field at content 157...201; rotated with the keyboard up, IQKeyboardManager scrolls the
    /// inner form to 150 and insets it (by the landscape keyboard's 204, less the 45 pt of the
    /// form below the window), but its maximum is 201 + 204 - 300 = 105: the offset snaps back,
    /// the page is never scrolled, and the field ends 35 pt under the keyboard (top 181).
    @Test func inNestedScrollViewsOnlyTheInnerOneIsInset() throws {
        let scenario = Scenario(
            device: .phoneHome, insetAdjustment: .never,
            fields: [TextFieldSpec(frame: rect(16, 157, 300, 44))], contentHeight: 201, shape: .nestedScroll)
        let outcome = try run(Self.iq, scenario, "tap(0) rotate")
        let evidence = try #require(outcome.violation(.hiddenField)?.evidence.hiddenField)
        #expect(evidence.fieldSpan == Band(top: 172, bottom: 216) && evidence.band == Band(top: 120, bottom: 181))
        #expect(outcome.trace.steps[1].events.contains(.snap(from: 150, to: 105)))
        #expect(outcome.trace.steps[1].geometry.screen.pageContentOffset == 0)
    }

    /// hidden-field on a text view's caret (IQKeyboardManager #309: the caret of a long text
    /// view is not followed). phone-home portrait, a 400 pt text view at content 20 (window
    /// 40...440). The show moves it up by min(40 - 25, 440 - 397) = 15 (its top kept below the
    /// guide), the offset 15. The user drags 50 (offset 65: the text view at -25...375) and types
    /// a line: the caret on line 1 lies at -25 + 28 = 3...23, above the band's top 20, and
    /// nothing moves it back.
    @Test func theCaretOfALongTextViewIsNotFollowed() throws {
        let scenario = Scenario(
            device: .phoneHome, fields: [TextFieldSpec(frame: rect(16, 20, 300, 400), isTextView: true)],
            contentHeight: 700)
        let outcome = try run(Self.iq, scenario, "tap(0) scroll(50) type(1)")
        let evidence = try #require(outcome.violation(.hiddenField)?.evidence.hiddenCaret)
        #expect(evidence.line == 1 && evidence.caretSpan == Band(top: 3, bottom: 23))
        #expect(evidence.band.top == 20)
    }

    /// In a `UITableViewController` the library does nothing (`disabledDistanceHandlingClasses`,
    /// IQKeyboardManager #679): the controller's own avoidance shows the field.
    @Test func inATableViewControllerItStandsBack() throws {
        let scenario = Scenario(
            device: .phoneNotch, fields: Scenario.stackedFields(count: 12), contentHeight: 1200,
            shape: .tableController)
        let outcome = try run(Self.iq, scenario, "tap(11) finishAnimation dismiss finishAnimation")
        #expect(outcome.violations.isEmpty)
        let assignments = outcome.trace.steps.flatMap(\.events).filter { if case .assignment = $0 { true } else { false } }
        #expect(assignments.isEmpty)
    }
}

// The deferred, coalesced adjustment (Position.swift L148-156): one block on the next turn of
// the main queue. phone-home portrait: screen 375x667, safe top 20, bottom 0; layout frame
// (0, 20, 375, 647); keyboard 216 + 44 = 260: docked (0, 407, 375, 260); 0.25 s.
extension IQKeyboardManagerTests {
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
        let willShow = try #require(
            events.firstIndex { if case .notification(let n, _) = $0 { n.name == .keyboardWillShow } else { false } })
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

    @Test func aHideInTheSameTurnCancelsTheQueuedAdjustment() throws {
        // A hardware keyboard is attached; field 1 has an accessory view, so tapping it shows the
        // 44 pt bar: will-show, keyboardShowing. tap(0) (no accessory): did-begin asks for an
        // adjustment (the keyboard is showing) and queues the block; then the bar leaves:
        // will-hide calls restorePosition, which clears hasPendingAdjustRequest (L657). The block
        // runs in the same turn's drain and returns at its guard (L162): it sets nothing.
        let outcome = try run(.iqKeyboardManager, homeForm(accessoryOn: [1]), "hardwareKeyboard(on) tap(1) finishAnimation tap(0)")
        let events = outcome.trace.steps[3].events
        // finishAnimation moved the clock to the end of the show, 0.25.
        let block = try #require(
            events.firstIndex(of: .turn(0.25, "async block from #3 textFieldDidBeginEditing(field 0) at t=0.250 runs")))
        let willHide = try #require(
            events.firstIndex { if case .notification(let n, _) = $0 { n.name == .keyboardWillHide } else { false } })
        #expect(willHide < block)
        #expect(!events[block...].contains { if case .assignment = $0 { true } else { false } })
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
        #expect(
            v.evidence.drift?.drift(of: .verticalScrollIndicatorInsets(.bottom))
                == DriftedProperty(property: .verticalScrollIndicatorInsets(.bottom), value: 44, baseline: 0))
    }
}
