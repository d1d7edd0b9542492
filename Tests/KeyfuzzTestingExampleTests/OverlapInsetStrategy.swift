import Foundation
import KeyboardWorld

/// A correct strategy written against the same public API: on will-show and will-change-frame,
/// the bottom inset is the designer's plus the docked keyboard's overlap with the scroll view
/// (the end frame converted from the screen's coordinate space, less the safe-area part that
/// `adjustedContentInset` already holds), then the focused field (a text view's caret too) is
/// scrolled into view; on will-hide, the designer's insets come back. It guards what devices
/// send: end frames above the screen, zero and null frames, and a safe-area adjustment that
/// depends on the content's height. Where no notification comes (the screen pushed while the
/// keyboard is up) it reads `view.keyboardLayoutGuide` once the screen has appeared, and it
/// keeps a text view's caret visible as the user types. Written for one scroll view holding
/// every field (the default `supportedShapes`).
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

    func viewDidAppear(host: KeyboardHost) {
        // With no keyboard docked the guide rests on the safe area's bottom.
        let view = host.view
        let guide = view.convert(view.keyboardLayoutGuide.layoutFrame, to: nil)
        let safeArea = view.convert(view.safeAreaLayoutGuide.layoutFrame, to: nil)
        guard guide.minY < safeArea.maxY - 0.5 else { return }  // nothing docked
        avoid(keyboardInWindow: guide, scrolls: true, host: host)
    }

    func textViewDidChange(_ textView: TextField, host: KeyboardHost) {
        let scrollView = host.scrollView
        scrollView.scrollRectToVisible(scrollView.convert(textView.caretRect, from: textView), animated: true)
    }

    private func avoid(_ notification: KeyboardNotification, host: KeyboardHost) {
        var end = notification.frameEnd
        // AutoFill has posted the docked keyboard entirely above the screen: read it as docked
        // with that height (RxKeyboard's repair).
        if end.size.height > 0, end.origin.y + end.size.height <= 0 {
            end.origin.y = host.screen.bounds.size.height - end.size.height
        }
        let docked = KeyboardPlacement(frame: end, screenSize: host.screen.bounds.size) == .docked
        avoid(
            keyboardInWindow: docked ? host.window.convert(end, from: host.screen.coordinateSpace) : nil,
            scrolls: notification.isLocal, host: host)
    }

    /// Insets the scroll view for a docked keyboard at `keyboard` (window coordinates; nil: none).
    private func avoid(keyboardInWindow keyboard: CGRect?, scrolls: Bool, host: KeyboardHost) {
        let scrollView = host.scrollView
        let base = baseline(scrollView)
        var overlap: CGFloat = 0
        if let keyboard {
            let rect = scrollView.convert(scrollView.bounds, to: nil)
            let top = max(rect.origin.y, keyboard.origin.y)
            let bottom = min(rect.origin.y + rect.size.height, keyboard.origin.y + keyboard.size.height)
            overlap = max(0, bottom - top)
        }
        let safeAreaPart = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let extra = max(0, overlap - safeAreaPart)
        scrollView.contentInset.bottom = base.content + extra
        scrollView.verticalScrollIndicatorInsets.bottom = base.indicator + extra
        if keyboard != nil && scrolls, let field = host.firstResponder {
            scrollView.scrollRectToVisible(field.frame, animated: true)
            if field.isTextView {
                scrollView.scrollRectToVisible(scrollView.convert(field.caretRect, from: field), animated: true)
            }
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
