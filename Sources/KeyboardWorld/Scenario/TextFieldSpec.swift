import Foundation

/// The keyboard a text field asks for; only `numberPad` changes the keyboard's size (on iPhones).
public enum KeyboardType: String, CaseIterable, Hashable, Sendable, Codable {
    case `default`
    case numberPad
    case email
}

/// The keyboard's input mode: keyboard state that persists across focus changes and dismissals.
public enum InputMode: String, CaseIterable, Hashable, Sendable, Codable {
    case `default`
    /// The predictive bar switched off.
    case noPredictive
    /// The emoji keyboard, 8 pt taller.
    case emoji
}

/// One text field of a scenario: its rect in the scroll view's content and what it asks of the keyboard.
public struct TextFieldSpec: Hashable, Sendable {
    /// The field's frame in content coordinates (the scroll view's bounds space).
    public var frame: CGRect
    public var keyboardType: KeyboardType
    /// Whether the field has a 44 pt input accessory view, which rides on top of the keyboard.
    public var hasAccessoryView: Bool

    public init(frame: CGRect, keyboardType: KeyboardType = .default, hasAccessoryView: Bool = false) {
        self.frame = frame
        self.keyboardType = keyboardType
        self.hasAccessoryView = hasAccessoryView
    }

    /// The height an input accessory view adds to the keyboard.
    public static let accessoryHeight: CGFloat = 44
}
