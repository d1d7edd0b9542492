import Foundation

/// `UIResponder`: the base of views and view controllers, with the keyboard's notification names
/// and `userInfo` keys where UIKit puts them (`UIResponder.keyboardWillShowNotification`,
/// `UIResponder.keyboardFrameEndUserInfoKey`).
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// The next responder in the chain: a view's superview, or the view controller of a root
    /// view; nil at the end.
    open var next: UIResponder? { nil }

    /// Whether this object is the first responder (the focused text field or text view).
    open var isFirstResponder: Bool { false }

    /// Whether it can become first responder (text fields and text views can).
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder; false for a responder that cannot.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Whether it may give up first responder status.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first responder status; false when it did not have it.
    @discardableResult
    open func resignFirstResponder() -> Bool { false }

    /// A touch began on this responder: UIKit passes it up the chain until someone handles it
    /// (a tap on the screen's background reaches the view controller's `touchesBegan`, where
    /// keyboard code calls `view.endEditing(true)`).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// A touch ended on this responder; passed up the chain as UIKit does.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The view shown above the keyboard while this responder is first responder (a text field
    /// of the screen reports the one its scenario gives it).
    open var inputAccessoryView: UIView? { nil }

    /// Updates the input and accessory views of the first responder; nothing for others (a text
    /// field or text view of the screen loads the traits code set while it had the focus).
    open func reloadInputViews() {}

    // MARK: Keyboard notifications

    /// Posted just before the keyboard docks or changes while docked.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard's show animation ends.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard leaves the screen (or floats, or shrinks to a bar).
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard's hide animation ends.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before every change of the keyboard's frame, ahead of the will-show or will-hide.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted when the keyboard's frame animation ends.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    // MARK: userInfo keys

    /// The keyboard's frame before the change: an `NSValue` holding a `CGRect` in screen
    /// coordinates (`as? NSValue` then `cgRectValue`, or `as? CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change: an `NSValue` holding a `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds: an `NSNumber` (`as? Double`, `as? TimeInterval`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve: an `NSNumber` holding a raw `UIView.AnimationCurve` (7 for the
    /// keyboard's own curve; `as? Int`, `as? UInt`).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: an `NSNumber` holding a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// `UITouch`: a finger on the screen (the world's taps carry no position code reads).
@MainActor
open class UITouch: NSObject {
    /// Creates a touch.
    public override init() { super.init() }

    /// The view the touch is on.
    open internal(set) var view: UIView?

    /// Where the touch is in `view`'s coordinates: the middle of the view it landed on.
    open func location(in view: UIView?) -> CGPoint {
        guard let target = self.view else { return .zero }
        let center = CGPoint(x: target.bounds.midX, y: target.bounds.midY)
        return target.convert(center, to: view)
    }
}

/// `UIEvent`: the event a touch belongs to.
@MainActor
open class UIEvent: NSObject {
    /// Creates an event.
    public override init() { super.init() }
}
