import Foundation
import KeyboardWorld
import KeyfuzzFoundation

/// A view controller run as a keyfuzz strategy: the world's callbacks become what UIKit does to a
/// view controller, its views and their delegates (docs/world-rules.md, "View controllers").
///
/// One instance runs one case. As the screen first appears it makes the controller (inside the
/// case, so `NotificationCenter.default` is the case's), gives the screen its storyboard
/// constraints, loads the controller's view (`loadView()`, your `connect`, `viewDidLoad()`),
/// and records the layout as designed. From then on:
/// - the keyboard's notifications are posted through the case's `NotificationCenter` to whoever
///   registered, at the moment UIKit posts them;
/// - text fields and text views tell their delegates (and post `textDidBeginEditing` and the
///   like); the Return key calls `textFieldShouldReturn`;
/// - a drag tells the scroll view's delegate; a tap on the background reaches the controller's
///   `touchesBegan(_:with:)` through the responder chain;
/// - the controller gets its lifecycle, layout, safe-area and size-transition callbacks.
///
/// View controllers are main-actor code, as in UIKit: the world must call this strategy on the
/// main thread (a check of a view controller runs there), which its conformances check.
@MainActor
public final class ViewControllerStrategy: @preconcurrency KeyboardAvoidanceStrategy,
    @preconcurrency ViewControllerCallbacks
{
    private let make: @MainActor () -> UIViewController
    private let connect: @MainActor (UIViewController, ScreenOutlets) -> Void
    /// The case's UIKit objects, made as the screen first appears. (Read by `deinit` too, which
    /// runs where the world is freed: on the main actor, as a view controller's check runs.)
    nonisolated(unsafe) private var uiCase: UIKitCase?

    /// A strategy running the controller `make` makes, its outlets filled by `connect`.
    public nonisolated init(
        _ make: @escaping @MainActor () -> UIViewController,
        connect: @escaping @MainActor (UIViewController, ScreenOutlets) -> Void = { _, _ in }
    ) {
        self.make = make
        self.connect = connect
    }

    /// The world is freed: its views are gone, so the controller's objects stop reading them.
    /// (The world frees its strategy where it ran it: on the main actor.)
    deinit {
        guard let uiCase else { return }
        MainActor.assumeIsolated { uiCase.detach() }
    }

    /// The controller under test, once the screen has appeared.
    public var controller: UIViewController? { uiCase?.controller }

    /// The case's objects, made (with the controller and its loaded view) on the first call.
    private func start(_ host: KeyboardHost) -> UIKitCase {
        if let uiCase { return uiCase }
        let made = UIKitCase(host: host)
        uiCase = made
        CurrentCase.with(made) {
            made.installScreenConstraints()
            let controller = make()
            controller.uiCase = made
            made.controller = controller
            if controller is UICollectionViewController { made.showCollectionView() }
            made.connectOutlets = { [connect] controller in
                host.traceNote("connect outlets")
                connect(controller, ScreenOutlets(made))
            }
            host.traceNote("\(type(of: controller)).viewDidLoad()")
            controller.loadViewIfNeeded()
            host.freezeLayoutDesign()
        }
        return made
    }

    /// Runs `body` as the controller's code in its case.
    private func run(_ host: KeyboardHost, _ body: (UIKitCase, UIViewController) -> Void) {
        let uiCase = start(host)
        guard let controller = uiCase.controller else { return }
        CurrentCase.with(uiCase) { body(uiCase, controller) }
    }

    // MARK: Keyboard notifications

    private func post(_ notification: KeyboardNotification, _ host: KeyboardHost) {
        run(host) { uiCase, _ in
            let name = notification.uiKitName
            let center = uiCase.notificationCenter
            guard center.hasObservers(for: name) else { return }
            let object: Any? = notification.object == nil ? nil : uiCase.screen
            center.post(Notification(name: name, object: object, userInfo: uiCase.userInfo(for: notification)))
        }
    }

    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) { post(notification, host) }
    public func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost) { post(notification, host) }
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) { post(notification, host) }
    public func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost) { post(notification, host) }
    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        post(notification, host)
    }
    public func keyboardDidChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        post(notification, host)
    }

    // MARK: Text fields and text views

    public func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {
        run(host) { uiCase, _ in
            guard let field = uiCase.input(for: textField) as? UITextField else { return }
            field.delegate?.textFieldDidBeginEditing(field)
            uiCase.postIfObserved(UITextField.textDidBeginEditingNotification, object: field)
        }
    }

    public func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) {
        run(host) { uiCase, _ in
            guard let field = uiCase.input(for: textField) as? UITextField else { return }
            field.delegate?.textFieldDidEndEditing(field, reason: .committed)
            uiCase.postIfObserved(UITextField.textDidEndEditingNotification, object: field)
        }
    }

    public func textFieldShouldReturn(_ textField: TextField, host: KeyboardHost) -> Bool {
        var answer = true
        run(host) { uiCase, _ in
            guard let field = uiCase.input(for: textField) as? UITextField, let delegate = field.delegate else { return }
            answer = delegate.textFieldShouldReturn(field)
        }
        return answer
    }

    public func textViewDidBeginEditing(_ textView: TextField, host: KeyboardHost) {
        run(host) { uiCase, _ in
            guard let view = uiCase.input(for: textView) as? UITextView else { return }
            (view.delegate as? any UITextViewDelegate)?.textViewDidBeginEditing(view)
            uiCase.postIfObserved(UITextView.textDidBeginEditingNotification, object: view)
        }
    }

    public func textViewDidEndEditing(_ textView: TextField, host: KeyboardHost) {
        run(host) { uiCase, _ in
            guard let view = uiCase.input(for: textView) as? UITextView else { return }
            (view.delegate as? any UITextViewDelegate)?.textViewDidEndEditing(view)
            uiCase.postIfObserved(UITextView.textDidEndEditingNotification, object: view)
        }
    }

    public func textViewDidChange(_ textView: TextField, host: KeyboardHost) {
        run(host) { uiCase, _ in
            guard let view = uiCase.input(for: textView) as? UITextView else { return }
            view.followCaret()
            (view.delegate as? any UITextViewDelegate)?.textViewDidChange(view)
            uiCase.postIfObserved(UITextView.textDidChangeNotification, object: view)
        }
    }

    // MARK: Touches

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView, host: KeyboardHost) {
        run(host) { uiCase, _ in
            guard let view = uiCase.view(for: scrollView) as? UIScrollView else { return }
            view.delegate?.scrollViewWillBeginDragging(view)
        }
    }

    public func backgroundTapped(host: KeyboardHost) {
        run(host) { uiCase, _ in
            let root = uiCase.rootView!
            let touch = UITouch()
            touch.view = root
            root.touchesBegan([touch], with: UIEvent())
            root.touchesEnded([touch], with: UIEvent())
            root.recognizeTap()
        }
    }

    // MARK: The controller's lifecycle

    /// Whether the screen's appearance animates: it does when pushed.
    private func animated(_ host: KeyboardHost) -> Bool { host.scenario.entry.isInNavigationStack }

    public func viewWillAppear(host: KeyboardHost) {
        run(host) { _, controller in controller.viewWillAppear(animated(host)) }
    }

    public func viewDidAppear(host: KeyboardHost) {
        run(host) { _, controller in controller.viewDidAppear(animated(host)) }
    }

    public func viewWillDisappear(host: KeyboardHost) {
        run(host) { _, controller in controller.viewWillDisappear(true) }
    }

    public func viewDidDisappear(host: KeyboardHost) {
        run(host) { _, controller in controller.viewDidDisappear(true) }
    }

    public func viewDidLayoutSubviews(host: KeyboardHost) {
        run(host) { uiCase, controller in
            // A rotation's coordinator blocks run as the views take their new size.
            let blocks = uiCase.transitionBlocks
            uiCase.transitionBlocks = ([], [])
            for block in blocks.alongside { block() }
            for completion in blocks.completion { host.async(execute: uiCase.entering(completion)) }
            controller.viewDidLayoutSubviews()
        }
    }

    public func viewWillLayoutSubviews(host: KeyboardHost) {
        run(host) { _, controller in controller.viewWillLayoutSubviews() }
    }

    public func viewSafeAreaInsetsDidChange(host: KeyboardHost) {
        run(host) { _, controller in controller.viewSafeAreaInsetsDidChange() }
    }

    public func viewWillTransition(toSize size: CGSize, host: KeyboardHost) {
        run(host) { uiCase, controller in controller.viewWillTransition(to: size, with: RotationCoordinator(uiCase)) }
    }
}
