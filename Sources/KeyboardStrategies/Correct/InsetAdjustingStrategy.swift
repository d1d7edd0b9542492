import Foundation
import KeyboardWorld

/// `inset-adjusting`: the textbook fix — on will-show and will-change-frame, raise the bottom
/// content and indicator insets by the docked keyboard's overlap with the scroll view (less the
/// safe-area part `adjustedContentInset` already holds), then scroll the first responder visible;
/// on will-hide, restore the baselines.
///
/// It converts the end frame from the screen's coordinate space (right on `pad-window`), uses the
/// on-screen overlap rather than the frame's height (right for hardware keyboards), recomputes
/// from the baseline on every notification (no state to drift), and ignores did-notifications,
/// so late ones cannot undo anything. Another app's keyboard (`isLocal == false`) is avoided the
/// same way but never scrolls. It repairs end frames AutoFill reports above the screen and
/// treats zero and null frames as no keyboard, and sets `alwaysBounceVertical` so that
/// `.automatic`'s safe-area part cannot change under its inset. The checker must report nothing
/// for it.
public final class InsetAdjustingStrategy: KeyboardAvoidanceStrategy {
    /// The designer's insets, read the first time the strategy runs (a view controller would read
    /// them in `viewDidLoad`).
    var baseline: (content: CGFloat, indicator: CGFloat)?

    public init() {}

    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        adjust(for: notification, host: host)
    }

    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        adjust(for: notification, host: host)
    }

    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        let base = baselines(of: scrollView)
        scrollView.contentInset.bottom = base.content
        scrollView.verticalScrollIndicatorInsets.bottom = base.indicator
    }

    private func adjust(for notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        let base = baselines(of: scrollView)
        let keyboard = KeyboardOverlap(notification, host: host)
        // `automatic` already insets the part of the scroll view under the home indicator.
        let safeAreaPart = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let extra = Swift.max(0, keyboard.overlap(with: scrollView) - safeAreaPart)
        scrollView.contentInset.bottom = base.content + extra
        scrollView.verticalScrollIndicatorInsets.bottom = base.indicator + extra
        if keyboard.isDocked && notification.isLocal, let field = host.firstResponder {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    private func baselines(of scrollView: ScrollView) -> (content: CGFloat, indicator: CGFloat) {
        if let baseline { return baseline }
        // `.automatic` adds the bottom safe area only to content taller than the scroll view
        // (outside a navigation or tab bar controller): content that grows under a raised inset
        // would add it later and leave a gap above the keyboard. Always bouncing makes the
        // adjustment constant (Apple's `.scrollableAxes` docs; Blueprint #283, #297).
        scrollView.alwaysBounceVertical = true
        let read = (scrollView.contentInset.bottom, scrollView.verticalScrollIndicatorInsets.bottom)
        baseline = read
        return read
    }
}
