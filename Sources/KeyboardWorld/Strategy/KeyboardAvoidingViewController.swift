import Foundation

/// A base class for keyboard-avoidance code written the way a view controller is: subclass it
/// and override the callbacks your view controller overrides.
///
/// Prefer it to conforming to ``KeyboardAvoidanceStrategy`` directly when strategies inherit
/// from each other. A protocol's default implementations are not dynamically dispatched: if a
/// class conforms without implementing, say, `keyboardDidShow`, a subclass's `keyboardDidShow`
/// is never called (the protocol's empty default is). Every method here is `open` and
/// implemented, so an override in any subclass is the one the world calls, as in UIKit:
///
///     class FormKeyboardHandling: KeyboardAvoidingViewController {
///         override func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
///             // ...
///         }
///     }
///
///     final class SignUpKeyboardHandling: FormKeyboardHandling {
///         override func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost) {
///             // called: the base class implements it
///         }
///     }
open class KeyboardAvoidingViewController: KeyboardAvoidanceStrategy {
    /// Creates the strategy; a check makes a fresh instance for every case.
    public init() {}

    /// `UIKeyboardWillShowNotification`: a docked keyboard is about to appear or change.
    open func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {}
    /// `UIKeyboardDidShowNotification`, posted when the show animation ends.
    open func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost) {}
    /// `UIKeyboardWillHideNotification`: the keyboard is about to leave (or float, or shrink to a bar).
    open func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {}
    /// `UIKeyboardDidHideNotification`, posted when the hide animation ends.
    open func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost) {}
    /// `UIKeyboardWillChangeFrameNotification`: posted before every will-show and will-hide.
    open func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {}
    /// `UIKeyboardDidChangeFrameNotification`, posted when the frame's animation ends.
    open func keyboardDidChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {}
    /// `UITextFieldDelegate.textFieldDidBeginEditing(_:)`: the field is already first responder.
    open func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {}
    /// `UITextFieldDelegate.textFieldDidEndEditing(_:)`: the field has already resigned.
    open func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) {}
    /// `UIScrollViewDelegate.scrollViewWillBeginDragging(_:)`: a user pan is starting.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView, host: KeyboardHost) {}
    /// A tap on the form's background (where a tap gesture recognizer would call you).
    open func backgroundTapped(host: KeyboardHost) {}

    /// `UITextViewDelegate.textViewDidBeginEditing(_:)`: after the keyboard's will-notifications.
    open func textViewDidBeginEditing(_ textView: TextField, host: KeyboardHost) {}
    /// `UITextViewDelegate.textViewDidEndEditing(_:)`: the text view has already resigned.
    open func textViewDidEndEditing(_ textView: TextField, host: KeyboardHost) {}
    /// `UITextViewDelegate.textViewDidChange(_:)`: the user typed; the caret may have moved down.
    open func textViewDidChange(_ textView: TextField, host: KeyboardHost) {}

    /// `viewWillAppear(_:)`: the screen is about to come on screen.
    open func viewWillAppear(host: KeyboardHost) {}
    /// `viewDidAppear(_:)`: the screen is on screen (a turn after the transition began).
    open func viewDidAppear(host: KeyboardHost) {}
    /// `viewWillDisappear(_:)`: another screen is about to cover this one.
    open func viewWillDisappear(host: KeyboardHost) {}
    /// `viewDidDisappear(_:)`: another screen covers this one.
    open func viewDidDisappear(host: KeyboardHost) {}
    /// `viewDidLayoutSubviews()`: the root view laid its subviews out (appearance, rotation).
    open func viewDidLayoutSubviews(host: KeyboardHost) {}

    /// Whether the world registers this object for every keyboard notification from the start
    /// (default true); override to return false and register with `host.notificationCenter`
    /// yourself, in `viewWillAppear`, as a view controller does.
    open var observesKeyboardFromTheStart: Bool { true }

    /// The screen shapes the subclass is written for (default `scrollForm`); override it as a
    /// `class var` to declare more.
    open class var supportedShapes: [ScreenShape] { [.scrollForm] }

    /// The screens the subclass is written for (default: ``supportedShapes`` with no feature);
    /// override it as a `class var` to declare features such as text views.
    open class var screens: ScreenSet { ScreenSet(shapes: supportedShapes) }
}
