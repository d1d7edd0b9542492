import Foundation

extension UIView {
    /// The recognizers added to the view (a tap on the screen's background fires the root view's
    /// tap recognizers).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set { recognizers = newValue ?? [] }
    }

    /// Adds `gestureRecognizer` to the view.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view = self
        recognizers.append(gestureRecognizer)
    }

    /// Removes `gestureRecognizer` from the view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Fires the enabled tap recognizers of the view a background tap landed on.
    func recognizeTap() {
        for recognizer in recognizers where recognizer.isEnabled && recognizer is UITapGestureRecognizer {
            recognizer.fire()
        }
    }
}

/// `UIGestureRecognizer`. Target-action with `#selector` needs Objective-C, so it is offered on
/// Apple platforms; everywhere, the action can also be a block (keyfuzz's form of the same
/// registration, for Linux: `UITapGestureRecognizer(target: self, action: { [weak self] _ in
/// self?.dismissKeyboard() })`).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether it recognizes.
    open var isEnabled = true
    /// Whether recognizing cancels the touches of the view (kept).
    open var cancelsTouchesInView = true
    /// What runs when it recognizes, in the order added.
    private var actions: [@MainActor (UIGestureRecognizer) -> Void] = []

    /// A recognizer with no action yet.
    public override init() { super.init() }

    /// A recognizer running `action` when it recognizes (keyfuzz's block form of target-action;
    /// `target` is not used: capture what the block needs, weakly).
    public convenience init(target: Any?, action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        actions.append(action)
    }

    /// Adds a block to run when it recognizes (keyfuzz's block form of `addTarget(_:action:)`).
    open func addTarget(_ target: Any, action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(action)
    }

    #if canImport(ObjectiveC)
        /// A recognizer calling `action` on `target` when it recognizes.
        public convenience init(target: Any?, action: Selector?) {
            self.init()
            if let target, let action { addTarget(target, action: action) }
        }

        /// Adds a target and action; the recognizer does not keep `target` alive.
        open func addTarget(_ target: Any, action: Selector) {
            let object = target as AnyObject
            actions.append { [weak object] recognizer in _ = (object as? NSObject)?.perform(action, with: recognizer) }
        }
    #endif

    /// Runs the actions (the user's tap was recognized).
    func fire() {
        for action in actions { action(self) }
    }
}

/// `UITapGestureRecognizer`: fires when the user taps the view it is attached to.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps it needs (kept: the world's taps are single).
    open var numberOfTapsRequired = 1
}
