import Foundation

/// A text field of the form, inside the scroll view's content. Its frame is fixed by the scenario.
public final class TextField: CoordinateSpace {
    unowned let world: World
    /// The field's position in the form, 0 at the top.
    public let index: Int
    /// The frame in the scroll view's content coordinates (its superview's bounds space).
    public let frame: CGRect
    public let keyboardType: KeyboardType
    /// Whether an input accessory view (44 pt) rides on top of this field's keyboard.
    public let hasInputAccessoryView: Bool

    init(world: World, index: Int, spec: TextFieldSpec) {
        self.world = world
        self.index = index
        self.frame = spec.frame
        self.keyboardType = spec.keyboardType
        self.hasInputAccessoryView = spec.hasAccessoryView
    }

    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The field's frame placed in the window by its scroll view's `windowPlacement`, the one
    /// formula the invariants and the generator use too.
    public var originInWindow: CGPoint { world.windowFrame(ofField: index).origin }

    /// The scroll view the field lives in.
    public var superview: ScrollView { world.scrollView }

    public var isFirstResponder: Bool { world.focusedIndex == index }

    /// Gives up first responder status (a dismissal) when this field has it.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return false }
        world.traceCall("resignFirstResponder(field \(index))")
        return world.dismissFocus()
    }
}
