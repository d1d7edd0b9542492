import Foundation

/// `UITextFieldDelegate`: what a text field tells its delegate, with UIKit's method names. Every
/// method has a default that does what UIKit does when the delegate leaves it out.
///
/// keyfuzz calls these (docs/testing.md, "Callbacks keyfuzz makes"): `textFieldDidBeginEditing`
/// once the field is first responder, `textFieldDidEndEditing(_:reason:)` (whose default calls
/// `textFieldDidEndEditing(_:)`) once it has resigned, and `textFieldShouldReturn` when the user
/// taps Return.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// The field resigned first responder, and why (the default calls `textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// The user tapped Return. Whatever you do here (focus the next field, resign) is all that
    /// happens: UIKit moves no focus and ends no editing by itself.
    /// - Returns: Whether the field should do its default for Return (nothing a keyboard shows).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
