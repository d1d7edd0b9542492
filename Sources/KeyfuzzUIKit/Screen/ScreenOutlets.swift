import Foundation
import KeyboardWorld

/// The screen keyfuzz built for a case, as the outlets a storyboard would connect: its views,
/// its text fields and text views, and the constraints that place its views.
///
/// A check hands it to your `connect` closure as your view controller's view loads (before
/// `viewDidLoad`, as a storyboard connects outlets):
///
///     assertKeyboardAvoidance(of: SignUpViewController.init) { controller, screen in
///         controller.scrollView = screen.scrollView
///         controller.bottomConstraint = screen.scrollViewBottomConstraint
///         screen.textFields.forEach { $0.delegate = controller }
///     }
@MainActor
public struct ScreenOutlets {
    /// The root view (`controller.view`).
    public let view: UIView
    /// The form's scroll view (on a plain form, a scroll view outside the screen: changing it
    /// moves nothing). For a full-screen text view it is that `UITextView`.
    public let scrollView: UIScrollView
    /// The text fields, top to bottom (text views left out).
    public let textFields: [UITextField]
    /// The text views, top to bottom.
    public let textViews: [UITextView]
    /// Every text field and text view, by index, top to bottom.
    public let inputs: [UIView]
    /// The header bar holding the first field (`header` shape).
    public let headerView: UIView?
    /// The footer bar holding the last field (`footer` shape: a chat's input bar).
    public let footerView: UIView?
    /// The scrolling page holding the form (`nestedScroll` shape).
    public let pageScrollView: UIScrollView?
    /// The plain view holding the fields (`plainForm` shape).
    public let formView: UIView?
    /// The window.
    public let window: UIWindow

    /// The form scroll view's top constraint (`scrollView.top == layoutArea.top`).
    public var scrollViewTopConstraint: NSLayoutConstraint? { constraints.scrollViewTop }
    /// The form scroll view's bottom constraint, in Interface Builder's order
    /// (`layoutArea.bottom == scrollView.bottom + constant`, or `footer.top == scrollView.bottom`
    /// above a footer bar): a positive constant lifts the scroll view's bottom.
    public var scrollViewBottomConstraint: NSLayoutConstraint? { constraints.scrollViewBottom }
    /// The footer bar's bottom constraint (`layoutArea.bottom == footer.bottom + constant`): the
    /// chat idiom's `bottomConstraint`.
    public var footerBottomConstraint: NSLayoutConstraint? { constraints.footerBottom }
    /// The footer bar's height constraint.
    public var footerHeightConstraint: NSLayoutConstraint? { constraints.footerHeight }
    /// The header bar's top constraint.
    public var headerTopConstraint: NSLayoutConstraint? { constraints.headerTop }
    /// The header bar's height constraint.
    public var headerHeightConstraint: NSLayoutConstraint? { constraints.headerHeight }
    /// The page's top constraint (`nestedScroll`).
    public var pageScrollViewTopConstraint: NSLayoutConstraint? { constraints.pageScrollViewTop }
    /// The page's bottom constraint (`nestedScroll`).
    public var pageScrollViewBottomConstraint: NSLayoutConstraint? { constraints.pageScrollViewBottom }
    /// The plain form view's top constraint (`plainForm`).
    public var formViewTopConstraint: NSLayoutConstraint? { constraints.formViewTop }
    /// The plain form view's bottom constraint (`plainForm`).
    public var formViewBottomConstraint: NSLayoutConstraint? { constraints.formViewBottom }

    let constraints: ScreenConstraintOutlets

    init(_ uiCase: UIKitCase) {
        let host = uiCase.host
        view = uiCase.rootView
        scrollView = uiCase.view(for: host.scrollView) as? UIScrollView ?? UIScrollView()
        inputs = uiCase.inputs
        textFields = inputs.compactMap { $0 as? UITextField }
        textViews = inputs.compactMap { $0 as? UITextView }
        headerView = host.headerView.map { uiCase.view(for: $0) }
        footerView = host.footerView.map { uiCase.view(for: $0) }
        pageScrollView = host.pageScrollView.map { uiCase.view(for: $0) } as? UIScrollView
        formView = host.view.subviews.first { $0.role == .formView }.map { uiCase.view(for: $0) }
        window = uiCase.window
        constraints = uiCase.screenConstraints
    }
}

/// The screen's constraints as UIKit constraints (``ScreenOutlets`` reads them).
@MainActor
struct ScreenConstraintOutlets {
    var scrollViewTop: NSLayoutConstraint?
    var scrollViewBottom: NSLayoutConstraint?
    var headerTop: NSLayoutConstraint?
    var headerHeight: NSLayoutConstraint?
    var footerBottom: NSLayoutConstraint?
    var footerHeight: NSLayoutConstraint?
    var pageScrollViewTop: NSLayoutConstraint?
    var pageScrollViewBottom: NSLayoutConstraint?
    var formViewTop: NSLayoutConstraint?
    var formViewBottom: NSLayoutConstraint?
}
