import Foundation
import KeyboardWorld

/// The keyboard type and input accessory view of a text field or text view, as its code sees
/// them (`UITextInputTraits.keyboardType`, `inputAccessoryView`): the screen's at first; what code
/// sets goes to the world's field, whose keyboard shows it from the field's next focus, or at
/// `reloadInputViews()` while it has the focus. An accessory view counts as 44 pt (a toolbar).
@MainActor
struct FieldInputTraits {
    private(set) var keyboardType: UIKeyboardType
    private(set) var accessoryView: UIView?

    /// The traits the screen gave `field`; the default keyboard and none for a field code made.
    init(field: TextField?) {
        keyboardType = field.map { UIKeyboardType($0.keyboardType) } ?? .default
        let hasAccessory = field?.hasInputAccessoryView ?? false
        accessoryView = hasAccessory ? UIView(frame: CGRect(x: 0, y: 0, width: 0, height: TextFieldSpec.accessoryHeight)) : nil
    }

    mutating func setKeyboardType(_ type: UIKeyboardType, of field: TextField?) {
        keyboardType = type
        send(to: field)
    }

    mutating func setAccessoryView(_ view: UIView?, of field: TextField?) {
        accessoryView = view
        send(to: field)
    }

    private func send(to field: TextField?) {
        field?.setInputTraits(keyboardType: KeyboardType(keyboardType), hasInputAccessoryView: accessoryView != nil)
    }
}

extension KeyboardType {
    /// The world's keyboard of `type`'s size: the pads (number, phone, decimal, ASCII number)
    /// share the number pad's layout (sigpwned.com, "iPhone On-Screen Keyboard Rundown": "only
    /// two real keyboard layout types", the alphabet keyboard and the number pad), e-mail is
    /// `email`, and every other type is the default keyboard's size.
    init(_ type: UIKeyboardType) {
        switch type {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: self = .numberPad
        case .emailAddress: self = .email
        default: self = .default
        }
    }
}
