import Foundation
import KeyboardWorld
import KeyfuzzFoundation

/// The UIKit objects of one case: the screen's views as UIKit views (one object per world view,
/// so `===` and delegates work), its window and screen, the case's notification center, and the
/// view controller under test.
@MainActor
final class UIKitCase: @preconcurrency CaseRunLoop {
    /// The case running on this thread, nil outside every case.
    static var current: UIKitCase? { CurrentCase.current as? UIKitCase }

    let host: KeyboardHost
    /// The rect values of the case's notifications (`userInfo` frames read back cheaply).
    nonisolated let rectValues = RectValues()
    /// The last keyboard notification's user info, kept for the next name posted with it (a
    /// transition posts one user info under two or three names).
    private var lastUserInfo: (notification: KeyboardNotification, userInfo: [AnyHashable: Any])?
    /// `NotificationCenter.default` inside this case.
    let notificationCenter = KeyfuzzFoundation.NotificationCenter(confinedToOneThread: ())
    let window: UIWindow
    let screen: UIScreen
    /// The root view (`controller.view`).
    private(set) var rootView: UIView!
    /// The screen's text fields and text views, by index.
    private(set) var inputs: [UIView] = []
    /// The UIKit object of each world view, by the view's identity.
    private var views: [ObjectIdentifier: UIView] = [:]
    /// The controller under test, once made.
    var controller: UIViewController?
    /// Connects the controller's outlets as its view loads (the test's `connect`).
    var connectOutlets: ((UIViewController) -> Void)?
    /// The screen's own constraints, as UIKit constraints.
    private(set) var screenConstraints = ScreenConstraintOutlets()
    /// `UIApplication.shared` and the window's scene inside this case, made when code first
    /// asks (optional, so that `detach()` can cut the ones made without making the others).
    private var madeApplication: UIApplication?
    private var madeWindowScene: UIWindowScene?
    /// `UIDevice.current` inside this case (it holds the case weakly: nothing to detach).
    private(set) lazy var device = UIDevice(uiCase: self)
    /// Blocks a size transition asked to run with it and after it (`viewWillTransition`).
    var transitionBlocks: (alongside: [@MainActor () -> Void], completion: [@MainActor () -> Void]) = ([], [])

    init(host: KeyboardHost) {
        self.host = host
        screen = UIScreen(world: host.screen)
        window = UIWindow(world: host.window, in: nil)
        window.uiCase = self
        rootView = UIView(world: host.view, in: self)
        register(rootView, for: host.view)
        buildViews(under: host.view)
        let form = host.scrollView
        if views[ObjectIdentifier(form)] == nil { register(makeView(for: form), for: form) }
        inputs = host.textFields.map { makeInput(for: $0) }
    }

    var application: UIApplication {
        if let made = madeApplication { return made }
        let made = UIApplication(uiCase: self)
        madeApplication = made
        return made
    }

    var windowScene: UIWindowScene {
        if let made = madeWindowScene { return made }
        let made = UIWindowScene(uiCase: self)
        madeWindowScene = made
        return made
    }

    /// The status bar's frame in screen coordinates: the screen's width, the status bar's height.
    var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: screen.bounds.width, height: host.statusBarHeight)
    }

    /// The UIKit object of `view`, one of the screen's.
    func view(for view: View) -> UIView {
        if let made = views[ObjectIdentifier(view)] { return made }
        let made = makeView(for: view)
        register(made, for: view)
        return made
    }

    /// The screen's controller is a `UICollectionViewController`: the table view controller's
    /// screen holds a `UICollectionView` (UIKit runs the same keyboard code for both), made before
    /// the controller's view loads, so its outlets and `collectionView` see it.
    func showCollectionView() {
        let form = host.scrollView
        guard host.isTableViewController, !(views[ObjectIdentifier(form)] is UICollectionView) else { return }
        views[ObjectIdentifier(form)]?.detach()
        register(UICollectionView(world: form, in: self), for: form)
        host.nameScrollViewControllerCollectionView()
    }

    /// The UIKit object of `field` (a `UITextField`, or a `UITextView` for a text view).
    func input(for field: TextField) -> UIView { inputs[field.index] }

    private func register(_ uiView: UIView, for view: View) { views[ObjectIdentifier(view)] = uiView }

    private func buildViews(under view: View) {
        for subview in view.subviews {
            register(makeView(for: subview), for: subview)
            buildViews(under: subview)
        }
    }

    private func makeView(for view: View) -> UIView {
        if let scrollView = view as? ScrollView {
            if scrollView === host.scrollView, let field = fullScreenTextView {
                return UITextView(world: field, filling: scrollView, in: self)
            }
            if scrollView === host.scrollView && host.isTableViewController {
                return UITableView(world: scrollView, in: self)
            }
            return UIScrollView(world: scrollView, in: self)
        }
        return UIView(world: view, in: self)
    }

    private func makeInput(for field: TextField) -> UIView {
        if field.isTextView {
            if field === fullScreenTextView, let textView = views[ObjectIdentifier(host.scrollView)] { return textView }
            return UITextView(world: field, in: self)
        }
        return UITextField(world: field, in: self)
    }

    /// The only field of a form when it is a text view filling the scroll view's content from its
    /// top (a full-screen text view: the text view is the scroll view).
    private var fullScreenTextView: TextField? {
        let fields = host.textFields
        guard fields.count == 1, let field = fields.first, field.isTextView, field.superview === host.scrollView,
            field.frame.origin.y == 0, field.frame.size.height >= host.scrollView.contentSize.height
        else { return nil }
        return field
    }

    /// The case has ended (its world is being freed): every object keeps the stored values it
    /// last had (frames, insets, offsets; nothing the world works out) and no longer reads the
    /// world, so a controller a test holds on to stays safe to read.
    func detach() {
        controller?.detach()
        for view in views.values { view.detach() }
        for input in inputs { input.detach() }
        window.detach()
        screen.worldScreen = nil
        madeApplication?.uiCase = nil
        madeWindowScene?.uiCase = nil
    }

    // MARK: Constraints

    /// Gives the screen its storyboard constraints and wraps them for the outlets.
    func installScreenConstraints() {
        let made = host.installScreenConstraints()
        func wrap(_ constraint: LayoutConstraint?) -> NSLayoutConstraint? {
            guard let constraint else { return nil }
            return NSLayoutConstraint(
                screen: constraint, firstItem: item(constraint.first.item), secondItem: constraint.second.map { item($0.item) })
        }
        screenConstraints = ScreenConstraintOutlets(
            scrollViewTop: wrap(made.scrollViewTop), scrollViewBottom: wrap(made.scrollViewBottom),
            headerTop: wrap(made.headerTop), headerHeight: wrap(made.headerHeight),
            footerBottom: wrap(made.footerBottom), footerHeight: wrap(made.footerHeight),
            pageScrollViewTop: wrap(made.pageScrollViewTop), pageScrollViewBottom: wrap(made.pageScrollViewBottom),
            formViewTop: wrap(made.formViewTop), formViewBottom: wrap(made.formViewBottom))
    }

    /// The UIKit object standing for a constraint's item.
    private func item(_ item: LayoutAnchor.Item) -> AnyObject {
        switch item {
        case .view(let view): return self.view(for: view)
        case .safeAreaGuide(let view): return self.view(for: view).safeAreaLayoutGuide
        case .keyboardGuide(let view): return self.view(for: view).keyboardLayoutGuide
        case .layoutArea(let view): return UILayoutGuide(item, owner: self.view(for: view))
        }
    }

    /// The `userInfo` UIKit posts with `notification`, built once for the names posted with it.
    func userInfo(for notification: KeyboardNotification) -> [AnyHashable: Any] {
        var key = notification
        if let last = lastUserInfo {
            key.name = last.notification.name
            if key == last.notification { return last.userInfo }
        }
        let built = notification.foundationUserInfo(rects: rectValues)
        lastUserInfo = (notification, built)
        return built
    }

    /// Posts `name` from `object` through the case's center when anyone listens for it.
    func postIfObserved(_ name: Notification.Name, object: AnyObject) {
        guard notificationCenter.hasObservers(for: name) else { return }
        notificationCenter.post(name: name, object: object)
    }

    // MARK: The case's run loop

    var currentTime: TimeInterval { host.currentTime }

    func async(_ work: @escaping () -> Void) -> () -> Void {
        let handle = host.async(execute: work)
        return { handle.cancel() }
    }

    func asyncAfter(seconds: TimeInterval, _ work: @escaping () -> Void) -> () -> Void {
        let handle = host.asyncAfter(seconds: seconds, execute: work)
        return { handle.cancel() }
    }

    func trace(_ text: @autoclosure () -> String) {
        host.traceNote(text())
    }

    /// `body`, wrapped to run as code of this case when the world calls it later (a completion).
    func entering<Argument>(_ body: @escaping @MainActor (Argument) -> Void) -> (Argument) -> Void {
        { [unowned self] argument in
            MainActor.assumeIsolated { CurrentCase.with(self) { body(argument) } }
        }
    }

    /// `body`, wrapped likewise, for a block without an argument.
    func entering(_ body: @escaping @MainActor () -> Void) -> () -> Void {
        { [unowned self] in
            MainActor.assumeIsolated { CurrentCase.with(self, body) }
        }
    }
}
