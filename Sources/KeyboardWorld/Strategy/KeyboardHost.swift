import Foundation

/// The view controller a strategy runs in: UIKit's property and method names, so keyboard code
/// ports line by line (`self.scrollView` becomes `host.scrollView`).
public final class KeyboardHost {
    unowned let world: World

    init(world: World) { self.world = world }

    /// The root view (`self.view`): fills the window; a strategy may move or translate it.
    public var view: View { world.rootView }
    public var scrollView: ScrollView { world.scrollView }
    /// The focused text field, `nil` when nothing is first responder.
    public var firstResponder: TextField? { world.focusedIndex.map { world.textFields[$0] } }
    /// The form's text fields, top to bottom.
    public var textFields: [TextField] { world.textFields }
    public var window: Window { world.window }
    public var screen: Screen { world.screen }
    /// The safe area insets of the root view's window (`view.safeAreaInsets` for a root view
    /// that fills the window).
    public var safeAreaInsets: UIEdgeInsets { world.geometry.safeArea }

    /// `view.endEditing(true)`: resigns the first responder, posting the hide transition.
    @discardableResult
    public func endEditing() -> Bool { view.endEditing(true) }
}
