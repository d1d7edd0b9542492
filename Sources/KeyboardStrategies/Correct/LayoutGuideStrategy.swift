import Foundation
import KeyboardWorld

/// `layout-guide`: what `UIKeyboardLayoutGuide` (with `followsUndockedKeyboard == false`) does —
/// the scroll view's bottom is pinned to min(its layout bottom, the docked keyboard's top) on
/// will-show and will-change-frame, and to its layout bottom on will-hide and for floating, zero
/// or off-screen frames; then the first responder is scrolled visible.
///
/// The layout bottom is tracked as the current bottom plus how far the strategy pulled it up,
/// which stays true across rotations because autoresizing keeps that difference. Under Auto
/// Layout (`translatesAutoresizingMaskIntoConstraints == false`) a rotation lays the frame out
/// anew, as the real guide's constraint would be re-evaluated, so a change of the root view's
/// size means nothing is pulled up any more (two rotations between two notifications would
/// leave the size unchanged, but every rotation with the keyboard up posts one). The checker
/// must report nothing for it.
public final class LayoutGuideStrategy: KeyboardAvoidanceStrategy {
    /// How far the scroll view's bottom is above its layout bottom.
    var pulledUp: CGFloat = 0
    /// The root view's size when `pulledUp` was last set.
    var rootSize: CGSize?

    public init() {}

    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        pin(bottom: nil, host: host)
    }

    private func follow(_ notification: KeyboardNotification, host: KeyboardHost) {
        let keyboard = KeyboardOverlap(notification, host: host)
        let keyboardTop = keyboard.isDocked
            ? host.view.convert(keyboard.frameInWindow, from: nil).origin.y
            : nil
        pin(bottom: keyboardTop, host: host)
        if keyboard.isDocked && notification.isLocal, let field = host.firstResponder {
            host.scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    /// Sets the scroll view's bottom to min(layout bottom, `keyboardTop`) (root-view coordinates).
    private func pin(bottom keyboardTop: CGFloat?, host: KeyboardHost) {
        if !host.scrollView.translatesAutoresizingMaskIntoConstraints, let rootSize, rootSize != host.view.bounds.size {
            pulledUp = 0  // Auto Layout reset the frame to its layout frame at the rotation
        }
        // origin + size, not maxY: CGRect's maxY standardises a (transiently) negative height.
        var frame = host.scrollView.frame
        let layoutBottom = frame.origin.y + frame.size.height + pulledUp
        let bottom = Swift.min(layoutBottom, keyboardTop ?? layoutBottom)
        frame.size.height = bottom - frame.origin.y
        host.scrollView.frame = frame
        pulledUp = layoutBottom - bottom
        rootSize = host.view.bounds.size
    }
}

extension LayoutGuideStrategy: StatefulKeyboardStrategy {
    /// How far the bottom is pulled up, and the root size it was measured at.
    public struct VerificationState: Hashable, Sendable {
        var pulledUp: CGFloat
        var rootSize: CGSize?
    }

    public var verificationState: VerificationState {
        get { VerificationState(pulledUp: pulledUp, rootSize: rootSize) }
        set {
            pulledUp = newValue.pulledUp
            rootSize = newValue.rootSize
        }
    }
}
