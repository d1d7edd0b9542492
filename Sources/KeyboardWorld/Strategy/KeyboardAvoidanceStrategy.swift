import Foundation

/// Keyboard-avoidance code under test, shaped like the UIKit callbacks such code lives in.
///
/// Conform a class to it and implement the handlers your UIKit code has; every handler has a
/// default that does nothing. One instance lives for one case, so it may keep state, as a view
/// controller does. Each call gets the `host`, which plays the view controller: its `view`,
/// `scrollView`, `firstResponder`, `window`, `screen`, `notificationCenter` and `endEditing()`.
public protocol KeyboardAvoidanceStrategy: AnyObject {
    /// `UIKeyboardWillShowNotification`: a docked keyboard is about to appear or change.
    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost)
    /// `UIKeyboardDidShowNotification`, posted when the show animation ends.
    func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost)
    /// `UIKeyboardWillHideNotification`: the keyboard is about to leave (or float, or shrink to a bar).
    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost)
    /// `UIKeyboardDidHideNotification`, posted when the hide animation ends.
    func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost)
    /// `UIKeyboardWillChangeFrameNotification`: posted before every will-show and will-hide.
    func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost)
    /// `UIKeyboardDidChangeFrameNotification`, posted when the frame's animation ends.
    func keyboardDidChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost)
    /// `UITextFieldDelegate.textFieldDidBeginEditing(_:)`: the field is already first responder.
    func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost)
    /// `UITextFieldDelegate.textFieldDidEndEditing(_:)`: the field has already resigned.
    func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost)
    /// `UIScrollViewDelegate.scrollViewWillBeginDragging(_:)`: a user pan is starting.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView, host: KeyboardHost)
    /// A tap on the form's background (article 004 attaches a tap gesture recognizer there).
    func backgroundTapped(host: KeyboardHost)

    // Text views (UITextViewDelegate): a text view's begin-editing comes after the keyboard's
    // will-notifications, and UIKit does not scroll it into view.

    /// `UITextViewDelegate.textViewDidBeginEditing(_:)`: after the keyboard's will-notifications.
    func textViewDidBeginEditing(_ textView: TextField, host: KeyboardHost)
    /// `UITextViewDelegate.textViewDidEndEditing(_:)`: the text view has already resigned.
    func textViewDidEndEditing(_ textView: TextField, host: KeyboardHost)
    /// `UITextViewDelegate.textViewDidChange(_:)`: the user typed; the caret may have moved down.
    func textViewDidChange(_ textView: TextField, host: KeyboardHost)

    // The view controller's lifecycle (UIViewController).

    /// `viewWillAppear(_:)`: the screen is about to come on screen.
    func viewWillAppear(host: KeyboardHost)
    /// `viewDidAppear(_:)`: the screen is on screen.
    func viewDidAppear(host: KeyboardHost)
    /// `viewWillDisappear(_:)`: another screen is about to cover this one.
    func viewWillDisappear(host: KeyboardHost)
    /// `viewDidDisappear(_:)`: another screen covers this one.
    func viewDidDisappear(host: KeyboardHost)
    /// `viewDidLayoutSubviews()`: the root view laid its subviews out (appearance, rotation).
    func viewDidLayoutSubviews(host: KeyboardHost)

    /// Whether the strategy is registered for every keyboard notification from the start (the
    /// classic way keyfuzz runs strategies; the default). Return false to register yourself
    /// with `host.notificationCenter`, the way UIKit code does in its lifecycle callbacks.
    var observesKeyboardFromTheStart: Bool { get }

    /// The screen shapes the strategy is written for (default: `scrollForm`, one scroll view
    /// holding every field). A strategy that declares ``screens`` need not declare this: the
    /// default ``screens`` is these shapes with no feature.
    static var supportedShapes: [ScreenShape] { get }

    /// The screens the strategy is written for: shapes and the features its app's screens have
    /// (text views, navigation, ...). A check draws only these unless asked for every screen
    /// (default: ``supportedShapes`` with no feature, one scroll view of text fields).
    static var screens: ScreenSet { get }
}

extension KeyboardAvoidanceStrategy {
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {}
    public func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost) {}
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {}
    public func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost) {}
    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {}
    public func keyboardDidChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {}
    public func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {}
    public func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView, host: KeyboardHost) {}
    public func backgroundTapped(host: KeyboardHost) {}
    public func textViewDidBeginEditing(_ textView: TextField, host: KeyboardHost) {}
    public func textViewDidEndEditing(_ textView: TextField, host: KeyboardHost) {}
    public func textViewDidChange(_ textView: TextField, host: KeyboardHost) {}
    public func viewWillAppear(host: KeyboardHost) {}
    public func viewDidAppear(host: KeyboardHost) {}
    public func viewWillDisappear(host: KeyboardHost) {}
    public func viewDidDisappear(host: KeyboardHost) {}
    public func viewDidLayoutSubviews(host: KeyboardHost) {}
    public var observesKeyboardFromTheStart: Bool { true }
    public static var supportedShapes: [ScreenShape] { [.scrollForm] }
    public static var screens: ScreenSet { ScreenSet(shapes: supportedShapes) }
}
