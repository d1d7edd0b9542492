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

/// `UIGestureRecognizer`: target-action recognizers need `#selector`, which needs Objective-C:
/// they fire on Apple platforms; on Linux a recognizer can be made and added but has no action
/// (keyboard code there dismisses in `touchesBegan(_:with:)`, which keyfuzz calls on Linux too).
@MainActor
open class UIGestureRecognizer: NSObject {
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Whether it recognizes.
    open var isEnabled = true
    /// Whether recognizing cancels the touches of the view (kept).
    open var cancelsTouchesInView = true

    #if canImport(ObjectiveC)
        private var actions: [(target: () -> AnyObject?, action: Selector)] = []

        /// A recognizer calling `action` on `target` when it recognizes.
        public init(target: Any?, action: Selector?) {
            super.init()
            if let target, let action { addTarget(target, action: action) }
        }

        /// Adds a target and action.
        open func addTarget(_ target: Any, action: Selector) {
            let object = target as AnyObject
            actions.append(({ [weak object] in object }, action))
        }

        func fire() {
            for (target, action) in actions { _ = (target() as? NSObject)?.perform(action, with: self) }
        }
    #else
        /// A recognizer with no action (Linux has no selectors).
        public override init() { super.init() }

        func fire() {}
    #endif
}

/// `UITapGestureRecognizer`: fires when the user taps the view it is attached to.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps it needs (kept: the world's taps are single).
    open var numberOfTapsRequired = 1
}
