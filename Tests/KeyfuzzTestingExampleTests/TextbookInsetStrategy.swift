import Foundation
import KeyboardWorld

/// Keyboard code as the textbook writes it, nothing more: on will-show and will-change-frame the
/// bottom inset becomes the designer's plus the docked keyboard's overlap with the scroll view
/// (the end frame converted from the screen's coordinate space, less the safe-area part
/// `adjustedContentInset` already holds); a floating, zero or off-screen end frame overlaps
/// nothing; on will-hide the designer's insets come back; then, for our own docked keyboard, the
/// first responder is scrolled into view. Indicator insets likewise.
///
/// It does none of what the built-in correct strategies learned for structure its screen does not
/// have: no text views to follow, no screen appearing over a keyboard, no AutoFill frames above
/// the screen, no `alwaysBounceVertical`. Its app is the default screen: one scroll view of text
/// fields. (A class: `DeclaredStructureTests` declares the same code for other screens.)
class TextbookInsetStrategy: KeyboardAvoidanceStrategy {
    /// The designer's bottom insets, read on first use (as `viewDidLoad` would).
    private var designed: (content: CGFloat, indicator: CGFloat)?

    required init() {}

    class var screens: ScreenSet { .scrollForm }

    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        adjust(for: notification, host: host)
    }

    func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        adjust(for: notification, host: host)
    }

    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        let base = designedInsets(of: scrollView)
        scrollView.contentInset.bottom = base.content
        scrollView.verticalScrollIndicatorInsets.bottom = base.indicator
    }

    private func adjust(for notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        let base = designedInsets(of: scrollView)
        let end = notification.frameEnd
        let docked = KeyboardPlacement(frame: end, screenSize: host.screen.bounds.size) == .docked
        var overlap: CGFloat = 0
        if docked {
            let keyboard = host.window.convert(end, from: host.screen.coordinateSpace)
            let rect = scrollView.convert(scrollView.bounds, to: nil)
            overlap = max(0, min(rect.maxY, keyboard.maxY) - max(rect.minY, keyboard.minY))
        }
        let safeAreaPart = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let extra = max(0, overlap - safeAreaPart)
        scrollView.contentInset.bottom = base.content + extra
        scrollView.verticalScrollIndicatorInsets.bottom = base.indicator + extra
        if docked && notification.isLocal, let field = host.firstResponder {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    private func designedInsets(of scrollView: ScrollView) -> (content: CGFloat, indicator: CGFloat) {
        if let designed { return designed }
        let read = (scrollView.contentInset.bottom, scrollView.verticalScrollIndicatorInsets.bottom)
        designed = read
        return read
    }
}
