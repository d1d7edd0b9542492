import Foundation

/// A text field or text view of the form, in the view that holds it (the form's scroll view,
/// a header or footer bar, or a plain form view). Its frame is fixed by the scenario.
///
/// One class stands for UIKit's `UITextField` and `UITextView` (`isTextView`): strategies see
/// them through the same calls, and a text view adds its caret.
public final class TextField: CoordinateSpace {
    // The world owns this object and outlives it: checked in debug builds, unchecked in
    // release ones (the check is a tenth of the fuzz loop).
    #if DEBUG
        unowned let world: World
    #else
        unowned(unsafe) let world: World
    #endif
    /// The field's position in the form, 0 at the top.
    public let index: Int
    /// The frame in its superview's bounds space (content coordinates in a scroll view).
    public let frame: CGRect
    /// The keyboard the field asks for: a number pad is shorter on iPhones. The screen's, unless
    /// a view controller's code set another (`UITextField.keyboardType` in KeyfuzzUIKit).
    @exclusivity(unchecked) public package(set) var keyboardType: KeyboardType
    /// Whether an input accessory view (44 pt) rides on top of this field's keyboard.
    @exclusivity(unchecked) public package(set) var hasInputAccessoryView: Bool
    /// Input traits code set while the field was first responder: its keyboard loads them at the
    /// field's next focus, or at `reloadInputViews()`.
    private var pendingInputTraits: (keyboardType: KeyboardType, hasInputAccessoryView: Bool)?
    /// Whether this is a `UITextView` (its own event order, no system scroll-to-focus, a caret).
    public let isTextView: Bool
    /// The view that holds it.
    let holder: View

    init(world: World, index: Int, spec: TextFieldSpec, holder: View, frame: CGRect) {
        self.world = world
        self.index = index
        self.frame = frame
        self.keyboardType = spec.keyboardType
        self.hasInputAccessoryView = spec.hasAccessoryView
        self.isTextView = spec.isTextView
        self.holder = holder
        // Only scroll views clip their content: one cast, for the view found.
        var view: View? = holder
        while let current = view, !current.clipsContent { view = current.parent }
        self.enclosingScrollView = view as? ScrollView
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Where `originInWindow` comes from: the field's frame placed in the window by its
    /// superview's `windowPlacement`, the one formula the invariants and the generator use too.
    var windowFrame: CGRect { holder.windowPlacement.windowRect(ofBoundsRect: frame) }

    /// The field's origin in window coordinates (its frame placed by its superview).
    public var originInWindow: CGPoint { windowFrame.origin }

    /// The view the field lives in: the form's scroll view, a header or footer bar, or a plain
    /// form view.
    public var superview: View { holder }

    /// The nearest scroll view the field lives in (what UIKit scrolls when it becomes first
    /// responder), nil for a field outside every scroll view. Found once, when the field is made:
    /// a screen's hierarchy is fixed once built, and strategies ask at every notification.
    public let enclosingScrollView: ScrollView?

    /// Whether the field has the focus: the keyboard is its keyboard and typing goes to it.
    public var isFirstResponder: Bool { world.focusedIndex == index }

    /// Becomes first responder (a focus change, with its callbacks and keyboard transition);
    /// false while another screen covers this one.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        world.traceCall("becomeFirstResponder(field \(index))")
        return world.becomeFirstResponder(index)
    }

    /// Gives up first responder status (a dismissal) when this field has it.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return false }
        world.traceCall("resignFirstResponder(field \(index))")
        return world.dismissFocus()
    }

    // MARK: Input traits

    /// A view controller's code sets the field's keyboard type or accessory view
    /// (`UITextField.keyboardType`, `.inputAccessoryView`): a field without the focus shows them
    /// when it next takes it; the focused field's keyboard keeps what it loaded until
    /// `reloadInputViews()` (Apple, `UIResponder.reloadInputViews()`: it refreshes the input
    /// views "when it is the first responder").
    package func setInputTraits(keyboardType: KeyboardType, hasInputAccessoryView: Bool) {
        world.traceCall(
            "field \(index): keyboardType = \(keyboardType.rawValue), inputAccessoryView \(hasInputAccessoryView ? "set" : "nil")")
        if isFirstResponder {
            pendingInputTraits = (keyboardType, hasInputAccessoryView)
        } else {
            self.keyboardType = keyboardType
            self.hasInputAccessoryView = hasInputAccessoryView
        }
    }

    /// Loads the traits set while the field was first responder; false when there were none.
    @discardableResult
    func loadPendingInputTraits() -> Bool {
        guard let traits = pendingInputTraits else { return false }
        pendingInputTraits = nil
        keyboardType = traits.keyboardType
        hasInputAccessoryView = traits.hasInputAccessoryView
        return true
    }

    /// `reloadInputViews()`: the focused field's keyboard takes the traits set since it loaded
    /// them, at once (a keyboard transition to the new height); nothing for a field without the
    /// focus.
    package func reloadInputViews() {
        guard isFirstResponder else { return }
        world.traceCall("reloadInputViews(field \(index))")
        guard loadPendingInputTraits() else { return }
        world.reloadKeyboard(for: self)
    }

    /// A text view's caret rect in its own coordinates (UIKit's `caretRect(for:)` at the
    /// selection): 20 pt tall on the caret's line, 8 pt below the top for the first line; a zero
    /// rect for a text field.
    public var caretRect: CGRect {
        guard isTextView else { return .zero }
        return CGRect(
            x: 8, y: TextFieldSpec.caretTopInset + CGFloat(world.caretLine(ofField: index)) * TextFieldSpec.lineHeight,
            width: 2, height: TextFieldSpec.lineHeight)
    }
}
