import Foundation
import KeyboardWorld

/// `inset-adjusting`: the textbook fix — on will-show and will-change-frame, raise the bottom
/// content and indicator insets of the form's scroll view, and of every scroll view holding it,
/// by the docked keyboard's overlap with each (less the safe-area part `adjustedContentInset`
/// already holds), then scroll the first responder visible in each, innermost first (and a text
/// view's caret after it); on will-hide, restore the baselines.
///
/// It converts the end frame from the screen's coordinate space (right on `pad-window`), uses the
/// on-screen overlap rather than the frame's height (right for hardware keyboards), recomputes
/// from the baseline on every notification (no state to drift), and ignores did-notifications,
/// so late ones cannot undo anything. Another app's keyboard (`isLocal == false`) is avoided the
/// same way but never scrolls. It repairs end frames AutoFill reports above the screen, treats
/// zero and null frames as no keyboard, and sets `alwaysBounceVertical` on every scroll view it
/// insets so that `.automatic`'s safe-area part cannot change under its inset. Where no
/// notification comes — the screen pushed while the keyboard is up — it reads
/// `view.keyboardLayoutGuide` as it appears; when the user types in a text view it scrolls the
/// caret visible (UIKit does not). The checker must report nothing for it.
///
/// Written for screens whose fields the keyboard can cover all live in scroll views: one scroll
/// view, a header bar above it (the keyboard never reaches its field), a form nested in a
/// scrolling page, a table or collection view controller. There UIKit's own adjustment is in
/// `adjustedContentInset` by the time the will-show reaches the strategy, so its arithmetic adds
/// nothing to it (and waits for that will-show rather than acting on the will-change-frame before
/// it); where UIKit applies nothing (`.never`, or a screen pushed with the keyboard up) it insets
/// as anywhere else. Under the legacy rule of older seed files it assigns the inset the
/// controller assigns.
public final class InsetAdjustingStrategy: KeyboardAvoidanceStrategy {
    public static var supportedShapes: [ScreenShape] { [.scrollForm, .header, .nestedScroll, .tableController] }
    /// Its shapes with every feature: text views, navigation, a keyboard up as it appears, translucent
    /// bars, a container toolbar and AutoFill's frames.
    public static var screens: ScreenSet { ScreenSet(shapes: supportedShapes, features: .all) }

    /// Each scroll view's designer insets, read the first time the strategy touches it (a view
    /// controller would read them in `viewDidLoad`).
    /// By the scroll view's place on the screen (one view each), so that a strategy's state
    /// names the same scroll view in every world (`StatefulKeyboardStrategy`).
    /// (A list, not a dictionary: a screen has one or two scroll views, and the verifier
    /// compares this state after every action.)
    /// (Unchecked for exclusivity: one strategy runs on one world's thread, and the runtime's
    /// check would run at every notification.)
    @exclusivity(unchecked) var baselines: [Baseline] = []

    /// A scroll view's designer bottom insets.
    struct Baseline: Hashable, Sendable {
        var scrollView: WorldProperty.ViewRole
        var content: CGFloat
        var indicator: CGFloat
    }

    /// A fresh strategy: each scroll view's baselines are read when it is first touched.
    public init() {}

    /// Raises the bottom insets by the docked keyboard's overlap and, for our own keyboard, scrolls the
    /// first responder visible.
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        adjust(for: KeyboardOverlap(notification, host: host), scrolls: notification.isLocal, host: host)
    }

    /// Recomputes the insets from the baselines for the new frame (a burst, a height change, a rotation).
    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        // A table or collection view controller adjusts on will-show, which follows: its table's
        // band is stale until then.
        guard !host.systemAdjustsInsetForKeyboard(of: host.scrollView) else { return }
        adjust(for: KeyboardOverlap(notification, host: host), scrolls: notification.isLocal, host: host)
    }

    /// In a table or collection view controller UIKit adjusts again on did-change-frame, from the
    /// notification's frame: a late one of an interrupted transition can shrink the table's
    /// inset for a moment and clamp its offset, leaving a text view's caret under the keyboard.
    /// Once UIKit has adjusted, the first responder (and caret) is scrolled visible again.
    public func keyboardDidChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        guard host.systemAdjustsInsetForKeyboard(of: host.scrollView), notification.isLocal,
            KeyboardOverlap(guideOf: host).isDocked, let field = host.firstResponder
        else { return }
        host.revealInScrollViews(field)
    }

    /// Restores every form scroll view's designer bottom insets.
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        host.forEachFormScrollView { scrollView in
            let base = baselines(of: scrollView)
            scrollView.contentInset.bottom = base.content
            scrollView.verticalScrollIndicatorInsets.bottom = base.indicator
        }
    }

    /// A table or collection view controller has just taken its own adjustment back (its
    /// `viewWillAppear` ran first): the inset this strategy added while UIKit applied nothing
    /// goes too, or the next will-show would avoid twice.
    public func viewWillAppear(host: KeyboardHost) {
        let table = host.scrollView
        guard host.systemAdjustsInsetForKeyboard(of: table) else { return }
        let base = baselines(of: table)
        if table.contentInset.bottom != base.content { table.contentInset.bottom = base.content }
        if table.verticalScrollIndicatorInsets.bottom != base.indicator { table.verticalScrollIndicatorInsets.bottom = base.indicator }
    }

    /// A screen pushed while the keyboard is up gets no notification: read the keyboard once it has appeared.
    public func viewDidAppear(host: KeyboardHost) {
        let keyboard = KeyboardOverlap(guideOf: host)
        if keyboard.isDocked { adjust(for: keyboard, scrolls: true, host: host) }
    }

    public func textViewDidChange(_ textView: TextField, host: KeyboardHost) {
        host.revealInScrollViews(textView)
    }

    private func adjust(for keyboard: KeyboardOverlap, scrolls: Bool, host: KeyboardHost) {
        host.forEachFormScrollView { scrollView in
            let base = baselines(of: scrollView)
            // `automatic` already insets the part of the scroll view under the home indicator and bars.
            let safeAreaPart = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
            let extra = Swift.max(0, keyboard.overlap(with: scrollView) - safeAreaPart)
            scrollView.contentInset.bottom = base.content + extra
            scrollView.verticalScrollIndicatorInsets.bottom = base.indicator + extra
        }
        if keyboard.isDocked && scrolls, let field = host.firstResponder {
            host.revealInScrollViews(field)
        }
    }

    private func baselines(of scrollView: ScrollView) -> Baseline {
        let id = scrollView.role
        if let baseline = baselines.first(where: { $0.scrollView == id }) { return baseline }
        // `.automatic` adds the bottom safe area only to content taller than the scroll view
        // (outside a navigation or tab bar controller): content that grows under a raised inset
        // would add it later and leave a gap above the keyboard. Always bouncing makes the
        // adjustment constant (Apple's `.scrollableAxes` docs; Blueprint #283, #297).
        scrollView.alwaysBounceVertical = true
        let read = Baseline(
            scrollView: id, content: scrollView.contentInset.bottom,
            indicator: scrollView.verticalScrollIndicatorInsets.bottom)
        baselines.append(read)
        return read
    }
}

extension InsetAdjustingStrategy: StatefulKeyboardStrategy {
    /// The designer insets read so far, per scroll view (by its place on the screen).
    public struct VerificationState: Hashable, Sendable {
        var baselines: [Baseline]
    }

    public var verificationState: VerificationState {
        get { VerificationState(baselines: baselines) }
        set { baselines = newValue.baselines }
    }
}
