import Foundation
import KeyboardWorld

/// `UITextField`: a text field of the screen (its frame is the scenario's; its keyboard type and
/// accessory view are the scenario's until code sets them), or one code made (kept, judged by
/// nothing, never first responder).
open class UITextField: UIView {
    /// The world's field this object stands for; nil for one code made.
    private(set) var field: TextField?

    /// A text field code makes, outside the screen.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The screen's text field `field`.
    convenience init(world field: TextField, in uiCase: UIKitCase) {
        self.init(frame: field.frame)
        self.field = field
        self.uiCase = uiCase
    }

    /// Made when code first reads or sets them: most cases never do.
    private lazy var inputTraits = FieldInputTraits(field: field)

    /// The delegate told of editing and of the Return key.
    open weak var delegate: (any UITextFieldDelegate)?

    /// The text (kept: the world does not model characters).
    open var text: String? = ""
    /// The placeholder (kept).
    open var placeholder: String?
    /// The Return key's title (kept: whatever it says, Return calls `textFieldShouldReturn`).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is hidden as typed (kept).
    open var isSecureTextEntry = false
    /// The border (kept).
    open var borderStyle: BorderStyle = .none
    /// The font (kept).
    open var font: UIFont?

    /// The keyboard the field asks for: the scenario's, until code sets another; the keyboard
    /// shows it from the field's next focus, or at ``reloadInputViews()`` while focused.
    open var keyboardType: UIKeyboardType {
        get { inputTraits.keyboardType }
        set { inputTraits.setKeyboardType(newValue, of: field) }
    }

    /// The bar above the keyboard while the field is first responder: a 44 pt view for a field
    /// the scenario gives one, else nil, until code sets one (a "Done" toolbar); it rides on the
    /// keyboard from the field's next focus, or at ``reloadInputViews()`` while focused.
    open override var inputAccessoryView: UIView? {
        get { inputTraits.accessoryView }
        set { inputTraits.setAccessoryView(newValue, of: field) }
    }

    /// Loads the keyboard type and accessory view set while the field had the focus.
    open override func reloadInputViews() { field?.reloadInputViews() }

    override func detach() {
        if let field {
            let last = field.frame
            self.field = nil
            frame = last
        }
        super.detach()
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates (content coordinates in a scroll view): the
    /// scenario's, fixed (setting it has no effect on a field of the screen).
    open override var frame: CGRect {
        get { field?.frame ?? super.frame }
        set { if field == nil { super.frame = newValue } }
    }

    open override var bounds: CGRect {
        get { field?.bounds ?? super.bounds }
        set { if field == nil { super.bounds = newValue } }
    }

    override var originInWindow: CGPoint { field?.originInWindow ?? super.originInWindow }

    /// The view holding the field (the form's scroll view, a bar, the plain form view).
    open override var superview: UIView? {
        guard let field, let uiCase else { return super.superview }
        return uiCase.view(for: field.superview)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { true }

    /// Whether the field has the focus.
    open override var isFirstResponder: Bool { field?.isFirstResponder ?? false }

    /// Takes the focus (a focus change, with its callbacks and keyboard transition).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { field?.becomeFirstResponder() ?? false }

    /// Gives up the focus (the keyboard hides unless another field takes it).
    @discardableResult
    open override func resignFirstResponder() -> Bool { field?.resignFirstResponder() ?? false }

    /// `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }

    /// `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (the only reason the world gives).
        case committed
        /// Editing was cancelled.
        case cancelled
    }

    // MARK: Notifications

    /// Posted after the field became first responder (`object`: the field).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after the field resigned (`object`: the field).
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when the text changes (`object`: the field; the world types in text views only).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
}

/// `UIKeyboardType`: the keyboard a field asks for.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard (the world's `default`).
    case `default`
    /// ASCII letters (the default keyboard's size).
    case asciiCapable
    /// Numbers and punctuation (the default keyboard's size).
    case numbersAndPunctuation
    /// For URLs (the default keyboard's size).
    case URL
    /// Digits: on iPhones a shorter pad with no predictive bar (the world's `numberPad`).
    case numberPad
    /// A phone pad.
    case phonePad
    /// A name and phone pad.
    case namePhonePad
    /// For e-mail addresses (the world's `email`).
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For Twitter text.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad

    init(_ type: KeyboardType) {
        switch type {
        case .default: self = .default
        case .numberPad: self = .numberPad
        case .email: self = .emailAddress
        }
    }
}

/// `UIReturnKeyType`: the Return key's title.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// `UIFont`: kept by the fields given one, never drawn.
open class UIFont: NSObject, @unchecked Sendable {
    /// The point size.
    public let pointSize: CGFloat

    init(pointSize: CGFloat) {
        self.pointSize = pointSize
        super.init()
    }

    /// The system font at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
}
