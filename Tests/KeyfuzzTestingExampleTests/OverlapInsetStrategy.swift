import Foundation
import KeyboardWorld

/// A correct strategy written against the same public API: on will-show and will-change-frame,
/// the bottom inset is the designer's plus the docked keyboard's overlap with the scroll view
/// (the end frame converted from the screen's coordinate space, less the safe-area part that
/// `adjustedContentInset` already holds), then the focused field is scrolled into view; on
/// will-hide, the designer's insets come back. It guards what devices send: end frames above the
/// screen, zero and null frames, and a safe-area adjustment that depends on the content's height.
final class OverlapInsetStrategy: KeyboardAvoidanceStrategy {
    /// The designer's bottom insets, read on first use (as `viewDidLoad` would).
    private var designed: (content: CGFloat, indicator: CGFloat)?

    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        avoid(notification, host: host)
    }

    func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        avoid(notification, host: host)
    }

    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        let base = baseline(scrollView)
        scrollView.contentInset.bottom = base.content
        scrollView.verticalScrollIndicatorInsets.bottom = base.indicator
    }

    private func avoid(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        let base = baseline(scrollView)
        var end = notification.frameEnd
        // AutoFill has posted the docked keyboard entirely above the screen: read it as docked
        // with that height (RxKeyboard's repair).
        if end.size.height > 0, end.origin.y + end.size.height <= 0 {
            end.origin.y = host.screen.bounds.size.height - end.size.height
        }
        let docked = KeyboardPlacement(frame: end, screenSize: host.screen.bounds.size) == .docked
        var overlap: CGFloat = 0
        if docked {
            let keyboard = host.window.convert(end, from: host.screen.coordinateSpace)
            let rect = scrollView.convert(scrollView.bounds, to: nil)
            let top = max(rect.origin.y, keyboard.origin.y)
            let bottom = min(rect.origin.y + rect.size.height, keyboard.origin.y + keyboard.size.height)
            overlap = max(0, bottom - top)
        }
        let safeAreaPart = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let extra = max(0, overlap - safeAreaPart)
        scrollView.contentInset.bottom = base.content + extra
        scrollView.verticalScrollIndicatorInsets.bottom = base.indicator + extra
        if docked && notification.isLocal, let field = host.firstResponder {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    private func baseline(_ scrollView: ScrollView) -> (content: CGFloat, indicator: CGFloat) {
        if let designed { return designed }
        // `.automatic` adds the bottom safe area only to content taller than the scroll view
        // outside a navigation or tab bar controller; always bouncing keeps it constant.
        scrollView.alwaysBounceVertical = true
        let read = (scrollView.contentInset.bottom, scrollView.verticalScrollIndicatorInsets.bottom)
        designed = read
        return read
    }
}
