import Foundation
import KeyboardWorld

/// `view-shift`: the sliding view done right, for a form without a scroll view — on will-show
/// and will-change-frame, scroll the first responder visible in any scroll view holding it (none,
/// on its own shape), then move the root view up by exactly
/// the distance the docked keyboard covers it (its caret, for a text view taller than the room
/// above the keyboard), never so far that its top goes under the status and navigation bars; on
/// will-hide, or for a floating or off-screen keyboard, put the root view back.
///
/// Unlike `frame-shift` it measures the real keyboard (converted from the screen's space) rather
/// than a constant, recomputes from the root view's rest position each time (nothing to drift),
/// and follows the caret as the user types. It keeps the keyboard of the last will-notification
/// for typing (no notification comes then): the root view's own `keyboardLayoutGuide` ends at
/// the moved view's bottom, where the keyboard's top then lies, so it reads as no keyboard. The
/// guide is read only as the screen appears, with the root view at rest. The checker must report
/// nothing for it.
public final class ViewShiftStrategy: KeyboardAvoidanceStrategy {
    /// Only a form without a scroll view: moving the root view moves a scroll view into the
    /// status bar's strip, whose automatic inset then grows and shifts its content
    /// (IQKeyboardManager #2027); a screen with a scroll view pins it instead (`layout-guide`).
    public static var supportedShapes: [ScreenShape] { [.plainForm] }
    /// Its shapes with every feature: text views, navigation, a keyboard up as it appears, translucent
    /// bars, a container toolbar and AutoFill's frames.
    public static var screens: ScreenSet { ScreenSet(shapes: supportedShapes, features: .all) }

    /// The keyboard the last will-notification (or the guide, as the screen appeared) announced.
    /// (Unchecked for exclusivity, as `InsetAdjustingStrategy.baselines`.)
    @exclusivity(unchecked) var keyboard: KeyboardOverlap?

    /// A fresh strategy: no keyboard announced yet.
    public init() {}

    /// Moves the root view up by what the docked keyboard covers of the first responder (or its caret).
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        shift(for: KeyboardOverlap(notification, host: host), host: host)
    }

    /// Moves the root view for the new frame, from its rest position.
    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        shift(for: KeyboardOverlap(notification, host: host), host: host)
    }

    /// Puts the root view back at its rest position and forgets the keyboard.
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        keyboard = nil
        host.view.frame.origin.y = 0
    }

    /// A screen pushed while the keyboard is up gets no notification: read the keyboard once it
    /// has appeared, from the notifications when they came (a pop refocuses a field with a
    /// will-show, and the root view already moved), else from the guide (the root view at rest:
    /// its guide shows all of the keyboard).
    public func viewDidAppear(host: KeyboardHost) {
        shift(for: keyboard ?? KeyboardOverlap(guideOf: host), host: host)
    }

    public func textViewDidChange(_ textView: TextField, host: KeyboardHost) {
        guard let keyboard else { return }
        shift(for: keyboard, host: host)
    }

    private func shift(for keyboard: KeyboardOverlap, host: KeyboardHost) {
        self.keyboard = keyboard
        guard let keyboardTop = keyboard.top, let field = host.firstResponder else {
            host.view.frame.origin.y = 0
            return
        }
        host.revealInScrollViews(field)
        // What the user can see of the field: its frame (its caret, for a text view taller than
        // the room above the keyboard), cut to the scroll views holding it.
        let bottomLimit = Swift.min(keyboardTop, barsTop(host))
        let barsBottom = host.statusBarHeight + (host.navigationBarFrame?.size.height ?? 0)
        let frame = field.convert(field.bounds, to: nil)
        var shown = frame
        if field.isTextView && frame.size.height > bottomLimit - barsBottom {
            shown = field.convert(field.caretRect, to: nil)
        }
        var view: View? = field.enclosingScrollView
        while let current = view {
            if current is ScrollView {
                let clip = current.convert(current.bounds, to: nil)
                let bottom = Swift.min(shown.origin.y + shown.size.height, clip.origin.y + clip.size.height)
                shown.origin.y = Swift.max(shown.origin.y, clip.origin.y)
                shown.size.height = Swift.max(0, bottom - shown.origin.y)
            }
            view = current.superview
        }
        // Where it would lie with the root view at rest, and how far up it must go.
        let shifted = host.view.frame.origin.y
        let restTop = shown.origin.y - shifted
        let restBottom = restTop + shown.size.height
        let distance = Swift.min(Swift.max(0, restBottom - bottomLimit), Swift.max(0, restTop - barsBottom))
        host.view.frame.origin.y = -distance
    }

    /// The top of what the container lays over the bottom of the screen: its tab bar and the
    /// toolbar it reserves with `additionalSafeAreaInsets` (the window's bottom without them).
    private func barsTop(_ host: KeyboardHost) -> CGFloat {
        let window = host.window
        let toolbar = host.additionalSafeAreaInsets.bottom
        let below =
            host.tabBarFrame?.origin.y
            ?? (toolbar > 0 ? window.bounds.size.height - window.safeAreaInsets.bottom : window.bounds.size.height)
        return below - toolbar
    }
}

extension ViewShiftStrategy: StatefulKeyboardStrategy {
    /// The keyboard of the last will-notification (or of the guide as the screen appeared).
    public struct VerificationState: Hashable, Sendable {
        var keyboard: KeyboardOverlap?
    }

    public var verificationState: VerificationState {
        get { VerificationState(keyboard: keyboard) }
        set { keyboard = newValue.keyboard }
    }
}
