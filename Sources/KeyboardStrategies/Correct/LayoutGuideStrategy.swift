import Foundation
import KeyboardWorld

/// `layout-guide`: the scroll view's bottom pinned to `view.keyboardLayoutGuide.topAnchor`
/// (`followsUndockedKeyboard == false`, `usesBottomSafeArea == false`: the scroll view runs under
/// the home indicator and the tab bar's layout stays in charge above it), re-solved on every
/// will-notification; then the first responder is scrolled visible when the notification
/// announces a docked keyboard of ours.
///
/// The world has no constraint solver, so the strategy solves the two constraints a storyboard
/// would hold: `scrollView.bottom <= layout bottom` (below the tab bar, or the view's bottom)
/// and `scrollView.bottom <= keyboardLayoutGuide.top`. The guide follows the keyboard itself, not
/// the frames notifications report, so degenerate, misplaced and bursty notifications cannot
/// mislead it, as on a device. The checker must report nothing for it.
public final class LayoutGuideStrategy: KeyboardAvoidanceStrategy {
    public init() {}

    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    private func follow(_ notification: KeyboardNotification, host: KeyboardHost) {
        let guide = host.keyboardLayoutGuide
        guide.usesBottomSafeArea = false
        let keyboard = guide.layoutFrame
        // origin + size, not maxY: CGRect's maxY standardises a (transiently) negative height.
        let layout = host.scrollViewLayoutFrame
        let bottom = Swift.min(layout.origin.y + layout.size.height, keyboard.origin.y)
        var frame = host.scrollView.frame
        frame.size.height = bottom - frame.origin.y
        host.scrollView.frame = frame
        // Scroll for our docked keyboard, even one that covers nothing of this view (a hardware
        // keyboard's bar below a Stage Manager window): the system's scroll-to-focus may not have run.
        if notification.isLocal && KeyboardOverlap(notification, host: host).isDocked, let field = host.firstResponder {
            host.scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }
}
