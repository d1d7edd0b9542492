import Foundation
import KeyboardWorld

/// `layout-guide`: what `UIKeyboardLayoutGuide` (with `followsUndockedKeyboard == false`) does —
/// the screen's scroll view's bottom is pinned to min(its layout bottom, the docked keyboard's
/// top) on will-show and will-change-frame, and to its layout bottom on will-hide and for
/// floating, zero or off-screen frames; then the first responder is scrolled visible in each
/// scroll view holding it (and a text view's caret after it).
///
/// The pinned view is the one a layout-guide constraint holds: the form's scroll view; the page
/// holding a nested form; a footer bar (a chat's input bar: its bottom follows the keyboard, its
/// height stays, and the scroll view above it ends at its top). Where no notification comes —
/// the screen pushed while the keyboard is up — the guide is read as the screen appears, as its
/// constraint would be; when the user types in a text view, the caret is scrolled visible.
///
/// The layout bottom is tracked as the current bottom plus how far the strategy pulled it up,
/// which stays true across rotations because autoresizing keeps that difference. Under Auto
/// Layout (`translatesAutoresizingMaskIntoConstraints == false`) a rotation lays the frame out
/// anew, as the real guide's constraint would be re-evaluated, so a change of the root view's
/// size means nothing is pulled up any more (two rotations between two notifications would
/// leave the size unchanged, but every rotation with the keyboard up posts one). The checker
/// must report nothing for it.
public final class LayoutGuideStrategy: KeyboardAvoidanceStrategy {
    public static var supportedShapes: [ScreenShape] { [.scrollForm, .header, .footer, .nestedScroll, .tableController] }

    /// How far the pinned view's bottom is above its layout bottom.
    var pulledUp: CGFloat = 0
    /// The root view's size when `pulledUp` was last set.
    var rootSize: CGSize?

    public init() {}

    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(KeyboardOverlap(notification, host: host), scrolls: notification.isLocal, host: host)
    }

    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(KeyboardOverlap(notification, host: host), scrolls: notification.isLocal, host: host)
    }

    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        pin(bottom: nil, host: host)
    }

    /// A screen pushed while the keyboard is up gets no notification: the guide is read once it has appeared.
    public func viewDidAppear(host: KeyboardHost) {
        let keyboard = KeyboardOverlap(guideOf: host)
        if keyboard.isDocked { follow(keyboard, scrolls: true, host: host) }
    }

    public func textViewDidChange(_ textView: TextField, host: KeyboardHost) {
        host.revealInScrollViews(textView)
    }

    private func follow(_ keyboard: KeyboardOverlap, scrolls: Bool, host: KeyboardHost) {
        let keyboardTop = keyboard.isDocked
            ? host.view.convert(keyboard.frameInWindow, from: nil).origin.y
            : nil
        pin(bottom: keyboardTop, host: host)
        if keyboard.isDocked && scrolls, let field = host.firstResponder {
            host.revealInScrollViews(field)
        }
    }

    /// Sets the pinned view's bottom to min(layout bottom, `keyboardTop`) (root-view coordinates).
    private func pin(bottom keyboardTop: CGFloat?, host: KeyboardHost) {
        if !host.scrollView.translatesAutoresizingMaskIntoConstraints, let rootSize, rootSize != host.view.bounds.size {
            pulledUp = 0  // Auto Layout reset the frame to its layout frame at the rotation
        }
        if let footer = host.footerView {
            pin(footer, above: keyboardTop, host: host)
        } else {
            pin(host.pageScrollView ?? host.scrollView, bottom: keyboardTop)
        }
        rootSize = host.view.bounds.size
    }

    /// The classic pin: `view`'s bottom follows the keyboard, its top stays.
    private func pin(_ view: View, bottom keyboardTop: CGFloat?) {
        // origin + size, not maxY: CGRect's maxY standardises a (transiently) negative height.
        var frame = view.frame
        let layoutBottom = frame.origin.y + frame.size.height + pulledUp
        // Never above its top: where the keyboard reaches above the view (a tall header bar in
        // landscape) it is empty, as a `height >= 0` constraint the guide's yields to keeps it.
        let bottom = Swift.max(frame.origin.y, Swift.min(layoutBottom, keyboardTop ?? layoutBottom))
        frame.size.height = bottom - frame.origin.y
        view.frame = frame
        pulledUp = layoutBottom - bottom
    }

    /// A footer bar rides on the keyboard: its bottom follows the keyboard's top, its height
    /// stays, and the scroll view above it ends at its top.
    private func pin(_ footer: View, above keyboardTop: CGFloat?, host: KeyboardHost) {
        var bar = footer.frame
        let layoutTop = bar.origin.y + pulledUp
        let top = Swift.min(layoutTop, (keyboardTop ?? .infinity) - bar.size.height)
        let pull = layoutTop - top
        bar.origin.y = top
        footer.frame = bar
        // The scroll view ends at the bar's top, and is empty when the bar rides above its top.
        var frame = host.scrollView.frame
        frame.size.height = Swift.max(0, top - frame.origin.y)
        host.scrollView.frame = frame
        pulledUp = pull
    }
}
