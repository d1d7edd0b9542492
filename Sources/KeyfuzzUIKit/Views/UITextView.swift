import Foundation
import KeyboardWorld

/// `UITextView`: a text view of the screen, or one code made (kept, judged by nothing).
///
/// A text view is a scroll view. In a form, the world keeps its caret inside it (the text scrolls
/// within it as the user types past its last line), so its own scrolling is not modelled: its
/// `contentInset` and `scrollRangeToVisible(_:)` are kept and do nothing. A screen whose only
/// field is a text view filling the form's scroll view is a full-screen text view: there the
/// text view *is* that scroll view (its insets, offset and `scrollRangeToVisible(_:)` are the
/// world's), and as the user types it scrolls its caret into view within its insets, as UIKit's
/// text view does (docs/testing.md, "What the screen is").
///
/// The text is modelled as lines: `selectedRange.location` is the caret's line.
open class UITextView: UIScrollView {
    /// The world's text view this object stands for; nil for one code made.
    private(set) var field: TextField?
    /// Whether this text view is the form's scroll view (a full-screen text view).
    private(set) var fillsScrollView = false

    /// A text view code makes, outside the screen.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The screen's text view `field` in a form.
    convenience init(world field: TextField, in uiCase: UIKitCase) {
        self.init(frame: field.frame)
        self.field = field
        self.uiCase = uiCase
    }

    /// The screen's full-screen text view: `field` filling the form's `scrollView`.
    convenience init(world field: TextField, filling scrollView: ScrollView, in uiCase: UIKitCase) {
        self.init(frame: .zero)
        self.field = field
        fillsScrollView = true
        attach(to: scrollView, in: uiCase)
    }

    /// The text (kept: the world models lines, not characters).
    open var text: String! = ""
    /// The font (kept).
    open var font: UIFont?
    /// Whether the user can edit (kept).
    open var isEditable = true
    /// The inset of the text from the view's edges (kept).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    override func detach() {
        if let field, !fillsScrollView {
            let last = field.frame
            self.field = nil
            frame = last
        }
        field = nil
        fillsScrollView = false
        super.detach()
    }

    // MARK: Geometry

    open override var frame: CGRect {
        get { fillsScrollView ? super.frame : (field?.frame ?? super.frame) }
        set { if field == nil || fillsScrollView { super.frame = newValue } }
    }

    open override var bounds: CGRect {
        get { fillsScrollView ? super.bounds : (field?.bounds ?? super.bounds) }
        set { if field == nil || fillsScrollView { super.bounds = newValue } }
    }

    override var originInWindow: CGPoint {
        if fillsScrollView { return super.originInWindow }
        return field?.originInWindow ?? super.originInWindow
    }

    open override var superview: UIView? {
        guard let field, let uiCase, !fillsScrollView else { return super.superview }
        return uiCase.view(for: field.superview)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { true }
    open override var isFirstResponder: Bool { field?.isFirstResponder ?? false }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { field?.becomeFirstResponder() ?? false }

    @discardableResult
    open override func resignFirstResponder() -> Bool { field?.resignFirstResponder() ?? false }

    /// The keyboard the text view asks for: the scenario's default, until code sets another.
    open var keyboardType: UIKeyboardType {
        get { inputTraits.keyboardType }
        set { inputTraits.setKeyboardType(newValue, of: field) }
    }

    /// The bar above the keyboard while the text view is first responder: the scenario's, until
    /// code sets one.
    open override var inputAccessoryView: UIView? {
        get { inputTraits.accessoryView }
        set { inputTraits.setAccessoryView(newValue, of: field) }
    }
    /// Made when code first reads or sets them: most cases never do.
    private lazy var inputTraits = FieldInputTraits(field: field)

    /// Loads the keyboard type and accessory view set while the text view had the focus.
    open override func reloadInputViews() { field?.reloadInputViews() }

    // MARK: The caret

    /// The caret's line, 0 at the top.
    private var caretLine: Int {
        guard let field, field.isTextView else { return 0 }
        return Int(((field.caretRect.origin.y - TextFieldSpec.caretTopInset) / TextFieldSpec.lineHeight).rounded())
    }

    /// The selection: an empty range at the caret, whose location is the caret's line.
    open var selectedRange: NSRange {
        get { NSRange(location: caretLine, length: 0) }
        set {}
    }

    /// The selection as text positions (an empty range at the caret).
    open var selectedTextRange: UITextRange? {
        get {
            let caret = UITextPosition(line: caretLine)
            return UITextRange(start: caret, end: caret)
        }
        set {}
    }

    /// The first position of the text.
    open var beginningOfDocument: UITextPosition { UITextPosition(line: 0) }
    /// The last position of the text: the caret's line (the world's text ends at the caret).
    open var endOfDocument: UITextPosition { UITextPosition(line: caretLine) }

    /// The caret's rect at `position`, in the text view's coordinates: 20 pt tall on its line,
    /// 8 pt below the text's top for the first line, 2 pt wide.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let top = textTop + TextFieldSpec.caretTopInset + CGFloat(position.line) * TextFieldSpec.lineHeight
        return CGRect(x: 8, y: top, width: 2, height: TextFieldSpec.lineHeight)
    }

    /// Where the text starts in the text view's coordinates: at its top in a form, at the field's
    /// place in the content for a full-screen text view.
    private var textTop: CGFloat { fillsScrollView ? (field?.frame.origin.y ?? 0) : 0 }

    /// Scrolls the range's first line into view. A full-screen text view scrolls its content (the
    /// form's scroll view) within its insets; in a form the caret is always in view already.
    open func scrollRangeToVisible(_ range: NSRange) {
        guard fillsScrollView else { return }
        scrollRectToVisible(caretRect(for: UITextPosition(line: range.location)), animated: false)
    }

    /// What UIKit's text view does as the user types: scroll the caret into view within its own
    /// insets (only a full-screen text view has anything to scroll).
    func followCaret() {
        guard fillsScrollView else { return }
        scrollRectToVisible(caretRect(for: UITextPosition(line: caretLine)), animated: false)
    }

    // MARK: Notifications

    /// Posted after the text view became first responder (`object`: the text view).
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the text view resigned (`object`: the text view).
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// Posted after the user typed (`object`: the text view).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
}

/// `UITextPosition`: a place in a text view's text (the world's text is lines).
@MainActor
open class UITextPosition: NSObject {
    /// The line, 0 at the top.
    let line: Int

    init(line: Int) {
        self.line = line
        super.init()
    }
}

/// `UITextRange`: a range of a text view's text.
@MainActor
open class UITextRange: NSObject {
    /// Where it starts.
    open var start: UITextPosition
    /// Where it ends.
    open var end: UITextPosition
    /// Whether it is empty (a caret).
    open var isEmpty: Bool { start.line == end.line }

    init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
        super.init()
    }
}
