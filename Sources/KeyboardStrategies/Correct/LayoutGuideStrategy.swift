import Foundation
import KeyboardWorld

/// `layout-guide`: the pinned view's bottom pinned to `view.keyboardLayoutGuide.topAnchor`
/// (`followsUndockedKeyboard == false`, `usesBottomSafeArea == false`: the view runs under the
/// home indicator and the tab bar's layout stays in charge above it), re-solved on every
/// will-notification; then the first responder is scrolled visible in each scroll view holding it
/// (and a text view's caret after it) when the notification announces a docked keyboard of ours.
///
/// The pinned view is the one a layout-guide constraint holds: the form's scroll view; the page
/// holding a nested form; a footer bar (a chat's input bar: its bottom follows the keyboard, its
/// height stays, and the scroll view above it ends at its top). A header bar keeps its bottom at
/// the guide's top too, more weakly than its field's top keeps below the bars: where a tall
/// keyboard reaches into it (a 120 pt text view under a third-party keyboard in landscape) it
/// rides up just enough to show its field's last line. Where no notification comes —
/// the screen pushed while the keyboard is up — the guide is read as the screen appears, as its
/// constraint would be; when the user types in a text view, the caret is scrolled visible.
///
/// The world has no constraint solver, so the strategy solves the two constraints a storyboard
/// would hold: `scrollView.bottom <= layout bottom` (below the tab bar, or the view's bottom)
/// and `scrollView.bottom <= keyboardLayoutGuide.top`. The guide follows the keyboard itself, not
/// the frames notifications report, so degenerate, misplaced and bursty notifications cannot
/// mislead it, as on a device. The checker must report nothing for it.
///
/// Not written for table or collection view controllers: their view is the table, which no
/// constraint can pin to the keyboard guide, and UIKit insets it itself.
public final class LayoutGuideStrategy: KeyboardAvoidanceStrategy {
    public static var supportedShapes: [ScreenShape] { [.scrollForm, .header, .footer, .nestedScroll] }
    /// Its shapes with every feature: text views, navigation, a keyboard up as it appears, translucent
    /// bars, a container toolbar and AutoFill's frames.
    public static var screens: ScreenSet { ScreenSet(shapes: supportedShapes, features: .all) }

    /// A fresh strategy (it keeps no state: the guide is its state).
    public init() {}

    /// Re-solves the pinned view's bottom from the guide, then reveals the first responder.
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    /// Re-solves the pinned view's bottom from the guide for the new frame.
    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    /// Re-solves the pinned view's bottom from the guide as the keyboard leaves.
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    /// A screen pushed while the keyboard is up gets no notification: the guide is read once it
    /// has appeared, as its constraint would be.
    public func viewDidAppear(host: KeyboardHost) {
        follow(scrolls: nil, host: host)
    }

    public func textViewDidChange(_ textView: TextField, host: KeyboardHost) {
        host.revealInScrollViews(textView)
    }

    private func follow(_ notification: KeyboardNotification, host: KeyboardHost) {
        // Scroll for our docked keyboard, even one that covers nothing of this view (a hardware
        // keyboard's bar below a Stage Manager window): the system's scroll-to-focus may not have run.
        follow(scrolls: notification.isLocal && KeyboardOverlap(notification, host: host).isDocked, host: host)
    }

    /// Re-solves the constraints from the guide, then reveals the first responder when `scrolls`
    /// (nil: when the guide shows a docked keyboard).
    private func follow(scrolls: Bool?, host: KeyboardHost) {
        let guide = host.keyboardLayoutGuide
        guide.usesBottomSafeArea = false
        let keyboard = guide.layoutFrame
        // With no docked keyboard the guide is the view's bottom edge, zero tall.
        let reveals = scrolls ?? (keyboard.size.height > 0)
        if let footer = host.footerView {
            pin(footer, above: keyboard.origin.y, host: host)
        } else {
            pin(host.pageScrollView ?? host.scrollView, bottom: keyboard.origin.y, host: host)
        }
        if let header = host.headerView { pin(header, below: keyboard.origin.y, host: host) }
        if reveals, let field = host.firstResponder {
            host.revealInScrollViews(field)
        }
    }

    /// `view.bottom <= layout bottom`, `view.bottom <= guide.top`: its top stays.
    private func pin(_ view: View, bottom keyboardTop: CGFloat, host: KeyboardHost) {
        // origin + size, not maxY: CGRect's maxY standardises a (transiently) negative height.
        let layout = host.layoutFrame(of: view)
        let layoutBottom = layout.origin.y + layout.size.height
        var frame = view.frame
        // Never above its top: where the keyboard reaches above the view (a tall header bar in
        // landscape) it is empty, as a `height >= 0` constraint the guide's yields to keeps it.
        let bottom = Swift.max(frame.origin.y, Swift.min(layoutBottom, keyboardTop))
        frame.size.height = bottom - frame.origin.y
        view.frame = frame
    }

    /// A header bar: `header.bottom <= guide.top` rides it up where the keyboard reaches into it,
    /// but `field.top >= bars' bottom` is stronger, so its field's top stays where the user can
    /// see it; with no keyboard in it the header is at its layout frame.
    private func pin(_ header: View, below keyboardTop: CGFloat, host: KeyboardHost) {
        var bar = header.frame
        let layoutTop = host.layoutFrame(of: header).origin.y
        let barsBottom = host.navigationBarFrame.map { $0.origin.y + $0.size.height } ?? host.statusBarHeight
        let fieldTop = host.textFields.first { $0.superview === header }?.frame.origin.y ?? 0
        bar.origin.y = Swift.min(layoutTop, Swift.max(barsBottom - fieldTop, keyboardTop - bar.size.height))
        // Set only when it moves: the constraint holds the header where it is otherwise.
        if bar != header.frame { header.frame = bar }
    }

    /// A footer bar rides on the keyboard: its bottom follows the guide's top, its height stays,
    /// and the scroll view above it ends at its top (empty when the bar rides above its top). A
    /// bar taller than the room between the bars and the keyboard stops under the navigation bar
    /// (`bar.top >= topLayoutGuide`, the stronger constraint), its lower part behind the
    /// keyboard: its field's top stays where the user can see it.
    private func pin(_ footer: View, above keyboardTop: CGFloat, host: KeyboardHost) {
        var bar = footer.frame
        let layoutTop = host.layoutFrame(of: footer).origin.y
        let barsBottom = host.navigationBarFrame.map { $0.origin.y + $0.size.height } ?? host.statusBarHeight
        bar.origin.y = Swift.max(Swift.min(barsBottom, layoutTop), Swift.min(layoutTop, keyboardTop - bar.size.height))
        footer.frame = bar
        var frame = host.scrollView.frame
        frame.size.height = Swift.max(0, bar.origin.y - frame.origin.y)
        host.scrollView.frame = frame
    }
}

extension LayoutGuideStrategy: StatefulKeyboardStrategy {
    /// Nothing: the constraints are re-solved from the keyboard layout guide every time.
    public struct VerificationState: Hashable, Sendable {}

    public var verificationState: VerificationState {
        get { VerificationState() }
        set {}
    }
}
