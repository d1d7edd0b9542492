import Foundation
import Testing

@testable import KeyboardWorld

/// Text views (docs/world-rules.md, "Text views"): the keyboard's will-notifications come before
/// `textViewDidBeginEditing`, UIKit does not scroll a text view into view, typing moves the
/// caret, and `hidden-field` asks for the caret. phone-home portrait, no bars: scroll view
/// 20...667, keyboard 260 with its top at 407.
@Suite struct TextViewTests {
    /// A text field at content 20 and a 300 pt text view at content 300 (window 320...620).
    static let form = Scenario(
        device: .phoneHome,
        fields: [
            TextFieldSpec(frame: rect(16, 20, 300, 44)),
            TextFieldSpec(frame: rect(16, 300, 300, 300), isTextView: true),
        ], contentHeight: 800)

    @Test func theKeyboardIsAnnouncedBeforeTheTextViewBeginsEditing() throws {
        let probe = Probe()
        let world = makeWorld(Self.form, probe)
        try world.run("tap(1)")
        #expect(
            probe.calls.map(\.description) == [
                "keyboardWillChangeFrame(\(rect(0, 667, 375, 260)) -> \(rect(0, 407, 375, 260)), 0.25)",
                "keyboardWillShow(\(rect(0, 667, 375, 260)) -> \(rect(0, 407, 375, 260)), 0.25)",
                "textViewDidBeginEditing(1)",
            ])
        // No system scroll-to-focus for a text view, though most of it is under the keyboard.
        #expect(world.scrollView.contentOffset.y == 0)
        probe.reset()
        // Moving on ends the text view's editing with its own callback, then the text field's order.
        try world.run("tap(0)")
        #expect(probe.calls.first == .textViewDidEndEditing(1))
        #expect(probe.calls[1] == .didBeginEditing(0))
    }

    /// The caret starts on the first line, 8 pt below the top; each typed line moves it 20 pt
    /// down, until the last line a 300 pt text view has: (300 - 16) / 20 = 14.2, 14 lines, the
    /// last numbered 13. Then the text scrolls inside and the caret stays.
    @Test func typingMovesTheCaretDownToTheLastLine() throws {
        let probe = Probe()
        let world = makeWorld(Self.form, probe)
        try world.run("tap(1)")
        #expect(world.textFields[1].caretRect == rect(8, 8, 2, 20))
        probe.reset()
        try world.run("type(3)")
        #expect(probe.calls == [.textViewDidChange(1)])
        // Line 3: 8 + 60 = 68 in the text view, window 320 + 68 = 388...408.
        #expect(world.caretWindowFrame(ofField: 1) == rect(24, 388, 2, 20))
        try world.run("type(40)")
        #expect(world.textFields[1].caretRect.origin.y == CGFloat(8 + 13 * 20))
        #expect(TextFieldSpec.lastCaretLine(height: 44) == 0 && TextFieldSpec.lastCaretLine(height: 30) == 0)
        // A text field has no caret to move, and nothing typed happens without a focused text view.
        try world.run("tap(0)")
        #expect(world.trace.steps.last?.performed == true)
        try world.run("type(1)")
        #expect(world.trace.steps.last?.performed == false)
    }

    /// `hidden-field` for a text view asks for its caret: on line 0 (window 328...348) it is
    /// above the keyboard; after typing 4 lines (408...428) it is 21 pt under it, and a drag does
    /// not excuse it once the user types again.
    @Test func theCaretMustStayVisible() throws {
        let world = makeWorld(Self.form, invariants: [.hiddenField])
        let steps = try world.run("tap(1) finishAnimation type(4)")
        #expect(steps[1].isEmpty)
        let evidence = try #require(violation(.hiddenField, in: steps[2])?.evidence.hiddenCaret)
        #expect(evidence.field == 1 && evidence.line == 4)
        #expect(evidence.caretSpan == Band(top: 408, bottom: 428))
        #expect(evidence.band == Band(top: 20, bottom: 407))
        #expect(
            evidence.message
                == "the caret of text view 1 (line 4) spans 408...428 in the window but the visible band is 20...407: it is 21 pt below the band, under the keyboard (keyboard top 407)"
        )
        #expect(violation(.hiddenField, in: try world.run("scroll(30)")[0]) == nil)  // the user looks elsewhere
        #expect(violation(.hiddenField, in: try world.run("type(1)")[0]) != nil)  // then types again
    }

    /// A strategy that follows the caret (UIKit does not) keeps it visible.
    @Test func followingTheCaretKeepsItVisible() throws {
        let probe = Probe()
        probe.onTextViewChange = { textView, host in
            host.scrollView.scrollRectToVisible(host.scrollView.convert(textView.caretRect, from: textView), animated: true)
        }
        probe.onNotification = { note, host in
            guard note.name == .keyboardWillShow else { return }
            host.scrollView.contentInset.bottom = 260
        }
        let world = makeWorld(Self.form, probe, invariants: .defaults)
        #expect(try world.run("tap(1) finishAnimation type(4) type(4) type(4)").allSatisfy(\.isEmpty))
        // Line 12 (content 300 + 8 + 240 = 548...568) kept at the keyboard's top: 407 - 20 = 387 visible rows.
        #expect(world.caretWindowFrame(ofField: 1).maxY == 407)
    }
}
