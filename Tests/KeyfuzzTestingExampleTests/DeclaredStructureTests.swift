import Foundation
import KeyboardWorld
import KeyfuzzTesting
import Testing

/// Structure a screen does not declare is not drawn, and every class of real bug that needs it
/// still reproduces once the screen declares it (docs/world-rules.md, "What the app builds and
/// what devices do"). The same textbook code, declared for other screens, meets what those
/// screens bring: one test per class.
@Suite struct DeclaredStructureTests {
    /// Text views, whose caret UIKit neither scrolls to nor follows (IQKeyboardManager #309,
    /// openradar 15148548): the textbook code never looks at the caret.
    final class OnTextViews: TextbookInsetStrategy {
        override class var screens: ScreenSet { ScreenSet(shapes: [.scrollForm], features: [.textViews]) }
    }

    /// A screen pushed while another screen's keyboard is up gets no notification
    /// (freshOS/KeyboardLayoutGuide PR #9): the textbook code waits for one.
    final class OnScreensPushedOverTheKeyboard: TextbookInsetStrategy {
        override class var screens: ScreenSet { ScreenSet(shapes: [.scrollForm], features: [.appearsWithKeyboardUp]) }
    }

    /// A password field's AutoFill: after the Passwords sheet iOS has reported the keyboard's frame
    /// above the screen (IQKeyboardManager #1823); the textbook code reads it as no keyboard.
    final class OnPasswordForms: TextbookInsetStrategy {
        override class var screens: ScreenSet { ScreenSet(shapes: [.scrollForm], features: [.passwordAutoFill]) }
    }

    /// Apple's "Managing the Keyboard" resets `contentInset` to zero on hide: right without a
    /// designer inset, `drift` where the storyboard sets one.
    class ZeroingOnHide: TextbookInsetStrategy {
        override func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
            host.scrollView.contentInset = .zero
            host.scrollView.verticalScrollIndicatorInsets = .zero
        }
    }

    final class ZeroingOnHideWithDesignerInsets: ZeroingOnHide {
        override class var screens: ScreenSet { ScreenSet(shapes: [.scrollForm], features: [.designerInsets]) }
    }

    @Test func undeclaredStructureIsNotDrawn() {
        #expect(checkKeyboardAvoidance(TextbookInsetStrategy.init, runs: 2_000, record: .never) == nil)
        #expect(checkKeyboardAvoidance(ZeroingOnHide.init, runs: 2_000, record: .never) == nil)
    }

    @Test func textViewsCaretIsFound() throws {
        let failure = try #require(checkKeyboardAvoidance(OnTextViews.init, runs: 2_000, record: .never))
        #expect(failure.violation?.evidence.hiddenCaret != nil, "\(failure.message)")
        #expect(failure.counterexample?.shrunk.keyboardCase.scenario.textViewIndices.isEmpty == false)
    }

    @Test func aScreenPushedOverTheKeyboardIsFound() throws {
        let failure = try #require(checkKeyboardAvoidance(OnScreensPushedOverTheKeyboard.init, runs: 2_000, record: .never))
        #expect(failure.invariant == .hiddenField, "\(failure.message)")
        #expect(failure.counterexample?.shrunk.keyboardCase.scenario.entry == .pushedWithKeyboardUp)
    }

    /// Found by the default check (200 cases): the covering schedule draws the rare AutoFill
    /// frame above the screen in the run's first cases.
    @Test func autoFillsFrameAboveTheScreenIsFound() throws {
        let failure = try #require(checkKeyboardAvoidance(OnPasswordForms.init, record: .never))
        #expect(failure.invariant == .hiddenField, "\(failure.message)")
        #expect(failure.counterexample?.shrunk.keyboardCase.scenario.quickTypeBar == .lateAboveScreen)
    }

    @Test func aDesignerInsetZeroedOnHideIsFound() throws {
        let failure = try #require(checkKeyboardAvoidance(ZeroingOnHideWithDesignerInsets.init, runs: 2_000, record: .never))
        #expect(failure.invariant == .drift, "\(failure.message)")
        #expect(failure.counterexample?.shrunk.keyboardCase.scenario.contentInset != .zero)
    }
}
