import Foundation

/// The keyboard a text field asks for; only `numberPad` changes the keyboard's size (on iPhones).
public enum KeyboardType: String, CaseIterable, Hashable, Sendable, Codable {
    /// `UIKeyboardType.default`: the full keyboard with its predictive bar.
    case `default`
    /// `UIKeyboardType.numberPad`: on iPhones a shorter pad with no predictive bar and no emoji;
    /// iPads show the default keyboard.
    case numberPad
    /// `UIKeyboardType.emailAddress`: the default keyboard's size.
    case email
}

/// The keyboard's input mode: keyboard state that persists across focus changes and dismissals.
public enum InputMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// The keyboard as it starts: predictive bar on, no emoji.
    case `default`
    /// The predictive bar switched off.
    case noPredictive
    /// The emoji keyboard, 8 pt taller.
    case emoji
}

/// One text field or text view of a scenario: its rect in the view that holds it and what it asks
/// of the keyboard.
public struct TextFieldSpec: Hashable, Sendable {
    /// The field's frame in its holder's bounds space, in points: the scroll view's content
    /// coordinates (or the plain form view's); in a header or footer bar only its x and size
    /// count (the bar places it ``World/barPadding`` below its top).
    public var frame: CGRect
    /// The keyboard the field asks for (`UITextInputTraits.keyboardType`).
    public var keyboardType: KeyboardType
    /// Whether the field has a 44 pt input accessory view, which rides on top of the keyboard.
    public var hasAccessoryView: Bool
    /// Whether it is a `UITextView` (its own event order, no system scroll-to-focus, a caret that
    /// typing moves) rather than a `UITextField`.
    public var isTextView: Bool

    /// A field at `frame` (its holder's coordinates, points); by default a plain text field with
    /// the default keyboard and no accessory view.
    public init(
        frame: CGRect, keyboardType: KeyboardType = .default, hasAccessoryView: Bool = false,
        isTextView: Bool = false
    ) {
        self.frame = frame
        self.keyboardType = keyboardType
        self.hasAccessoryView = hasAccessoryView
        self.isTextView = isTextView
    }

    /// The height an input accessory view adds to the keyboard.
    public static let accessoryHeight: CGFloat = 44

    /// A text view's line height: typing a line moves the caret down by it.
    public static let lineHeight: CGFloat = 20
    /// The space above a text view's first line and below its last (its text container inset).
    public static let caretTopInset: CGFloat = 8

    /// The last line the caret of a text view `height` points tall can be on before the text
    /// scrolls inside it (0 for a view of one line or less).
    public static func lastCaretLine(height: CGFloat) -> Int {
        let lines = ((height - 2 * caretTopInset) / lineHeight).rounded(.down)
        guard lines.isFinite else { return 0 }
        return Swift.max(0, Int(Swift.min(lines, 1_000_000)) - 1)
    }
}
