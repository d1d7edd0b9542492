import Foundation
import KeyboardWorld

/// `UIViewController`: subclass it as your app does; keyfuzz runs it on the screen it builds and
/// calls its lifecycle in UIKit's order (docs/world-rules.md, "View controllers").
///
/// Its `view` is the screen's root view, loaded the first time it is read: `loadView()` puts it
/// there, a check's `connect` fills your outlets, then `viewDidLoad()` runs. Override the
/// callbacks your view controller overrides; call `super` where UIKit asks you to.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The case the controller runs in (the one it was made in, or the one loading its view).
    weak var uiCase: UIKitCase?

    /// A controller; keyfuzz loads no nib, so both arguments are kept only.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
        uiCase = UIKitCase.current
    }

    /// A controller with no nib.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// `init?(coder:)`: keyfuzz decodes no storyboard; subclasses that declare it compile.
    public required init?(coder: NSCoder) {
        nibName = nil
        super.init()
        uiCase = UIKitCase.current
    }

    /// The nib's name (kept).
    public let nibName: String?

    /// The title (kept).
    open var title: String?

    // MARK: The view

    /// The root view, loaded the first time it is read (then `viewDidLoad()` runs).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    /// The root view if it has loaded, else nil (reading it loads nothing).
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Puts the root view in place: the screen's root view in a case. An override that assigns a
    /// view of its own makes that view the root view (a view code made is not the screen's: see
    /// ``UIView``).
    open func loadView() {
        guard let uiCase = uiCase ?? UIKitCase.current else {
            view = UIView(frame: .zero)
            return
        }
        view = uiCase.rootView
    }

    /// Loads the root view if it has not loaded: `loadView()`, the outlets, `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        if let uiCase = uiCase ?? UIKitCase.current, uiCase.controller === self {
            uiCase.connectOutlets?(self)
        }
        viewDidLoad()
    }
    private var isLoadingView = false

    // MARK: Lifecycle

    /// The root view has loaded and the outlets are connected.
    open func viewDidLoad() {}
    /// The screen is about to come on screen (`animated`: it comes with a push).
    open func viewWillAppear(_ animated: Bool) {}
    /// The screen is on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// Another screen is about to cover this one.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Another screen covers this one.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The root view is about to lay its subviews out: its size and safe area are new, its
    /// subviews not yet placed; constraints changed here are part of this layout.
    open func viewWillLayoutSubviews() {}
    /// The root view laid its subviews out (appearance, rotation, a constraint change, a change
    /// of what they are pinned to).
    open func viewDidLayoutSubviews() {}
    /// The root view's safe area changed (a rotation, `additionalSafeAreaInsets`, the root view
    /// moved under the status bar).
    open func viewSafeAreaInsetsDidChange() {}

    /// The window is about to take `size` (a rotation). Blocks given to the coordinator run as
    /// the views take the new size (`animate(alongsideTransition:)`) and at the next turn
    /// (`completion`).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    // MARK: Safe area and containers

    /// What the controller adds to its views' safe area (iOS 11's way to keep content clear of
    /// something it adds); the container's toolbar as designed when the screen has one.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { uiCase?.host.additionalSafeAreaInsets ?? ownAdditionalSafeAreaInsets }
        set {
            if let uiCase { uiCase.host.additionalSafeAreaInsets = newValue } else { ownAdditionalSafeAreaInsets = newValue }
        }
    }
    private var ownAdditionalSafeAreaInsets = UIEdgeInsets.zero

    /// The case has ended: the controller reads no world.
    func detach() {
        uiCase = nil
    }

    /// The navigation controller the screen is in: there is one when the screen has a navigation
    /// bar or lives in a navigation stack.
    open var navigationController: UINavigationController? {
        guard let uiCase, uiCase.controller === self else { return nil }
        let scenario = uiCase.host.scenario
        guard scenario.navigationBar || scenario.entry.isInNavigationStack else { return nil }
        return UINavigationController(showing: self, in: uiCase)
    }

    /// The tab bar controller the screen is in: there is one when the screen has a tab bar.
    open var tabBarController: UITabBarController? {
        guard let uiCase, uiCase.controller === self, uiCase.host.scenario.tabBar else { return nil }
        return UITabBarController(showing: self, in: uiCase)
    }

    /// The navigation item (kept).
    open private(set) lazy var navigationItem = UINavigationItem()

    /// The status bar and navigation bar, as iOS 7's top layout guide: its bottom is where
    /// storyboards of that time pin a view's top.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor")
    open var topLayoutGuide: any UILayoutSupport { BarLayoutSupport(.top, root: viewIfLoaded) }

    /// The tab bar, the container's toolbar and the safe area below them, as iOS 7's bottom
    /// layout guide: its top is where a view's bottom is pinned.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
    open var bottomLayoutGuide: any UILayoutSupport { BarLayoutSupport(.bottom, root: viewIfLoaded) }

    /// The controller the screen's window shows: none further up.
    open override var next: UIResponder? { loadedView?.superview }
}

/// `UINavigationItem`: the navigation bar's contents for a controller (kept).
@MainActor
open class UINavigationItem: NSObject {
    /// The title (kept).
    open var title: String?
}

/// `UILayoutSupport`: iOS 7's top and bottom layout guides.
@MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches into the root view.
    var length: CGFloat { get }
    /// The guide's top.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The top or bottom layout guide: the strip between the root view's edge and the area its bars
/// leave.
@MainActor
final class BarLayoutSupport: NSObject, UILayoutSupport {
    enum Edge { case top, bottom }
    let edge: Edge
    weak var root: UIView?

    init(_ edge: Edge, root: UIView?) {
        self.edge = edge
        self.root = root
        super.init()
    }

    private var worldRoot: View? { root?.worldView }

    var length: CGFloat {
        guard let root else { return 0 }
        let area = root.layoutAreaFrame
        return edge == .top ? area.minY : root.bounds.height - area.maxY
    }

    var topAnchor: NSLayoutYAxisAnchor {
        let item: LayoutAnchor.Item? = worldRoot.map { edge == .top ? .view($0) : .layoutArea(of: $0) }
        return NSLayoutYAxisAnchor(item.map { LayoutAnchor($0, edge == .top ? .top : .bottom) }, owner: self)
    }

    var bottomAnchor: NSLayoutYAxisAnchor {
        let item: LayoutAnchor.Item? = worldRoot.map { edge == .top ? .layoutArea(of: $0) : .view($0) }
        return NSLayoutYAxisAnchor(item.map { LayoutAnchor($0, edge == .top ? .top : .bottom) }, owner: self)
    }

    var heightAnchor: NSLayoutDimension { NSLayoutDimension(nil, owner: self) }
}
