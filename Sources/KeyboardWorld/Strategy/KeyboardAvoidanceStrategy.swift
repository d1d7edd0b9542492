import Foundation

/// Keyboard-avoidance code under test, shaped like the UIKit callbacks such code lives in.
///
/// Conform a class to it and implement the handlers your UIKit code has; every handler has a
/// default that does nothing. One instance lives for one case, so it may keep state, as a view
/// controller does. Each call gets the `host`, which plays the view controller: its `view`,
/// `scrollView`, `firstResponder`, `window`, `screen` and `endEditing()`.
public protocol KeyboardAvoidanceStrategy: AnyObject {
    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost)
    func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost)
    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost)
    func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost)
    func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost)
    func keyboardDidChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost)
    /// `UITextFieldDelegate.textFieldDidBeginEditing(_:)`: the field is already first responder.
    func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost)
    /// `UITextFieldDelegate.textFieldDidEndEditing(_:)`: the field has already resigned.
    func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost)
    /// `UIScrollViewDelegate.scrollViewWillBeginDragging(_:)`: a user pan is starting.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView, host: KeyboardHost)
    /// A tap on the form's background (article 004 attaches a tap gesture recognizer there).
    func backgroundTapped(host: KeyboardHost)
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
}
