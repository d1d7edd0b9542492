import Foundation
import KeyboardWorld

/// A correct strategy that keeps the form clear of the keyboard through the safe area, the way
/// iOS 11 made common: the view controller's `additionalSafeAreaInsets.bottom` becomes the part of
/// the docked keyboard the container's safe area does not already cover, and the scroll view's
/// automatic insets do the rest; on hide the designed value comes back.
///
///     let overlap = view.bounds.maxY - view.convert(keyboardFrame, from: screen.coordinateSpace).minY
///     additionalSafeAreaInsets.bottom = max(0, overlap - (view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom))
///
/// It needs a scroll view that adjusts its content for the safe area (`.automatic`) and reaches
/// the window's bottom, so it declares that screen (`insetAdjustments`), and it makes the
/// adjustment independent of the content's height, as Apple's `.scrollableAxes` rule allows, with
/// `alwaysBounceVertical`.
final class SafeAreaKeyboardStrategy: KeyboardAvoidanceStrategy {
    /// The additional insets as designed, read the first time (as `viewDidLoad` would).
    private var designed: UIEdgeInsets?

    static var screens: ScreenSet { ScreenSet(shapes: [.scrollForm], insetAdjustments: [.automatic]) }

    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        follow(notification, host: host)
    }

    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        host.additionalSafeAreaInsets = designedInsets(host)
    }

    private func follow(_ notification: KeyboardNotification, host: KeyboardHost) {
        let base = designedInsets(host)
        host.scrollView.alwaysBounceVertical = true
        let end = notification.frameEnd
        guard KeyboardPlacement(frame: end, screenSize: host.screen.bounds.size) == .docked else {
            host.additionalSafeAreaInsets = base
            return
        }
        let view = host.view
        let keyboard = view.convert(host.window.convert(end, from: host.screen.coordinateSpace), from: nil)
        let overlap = max(0, view.bounds.origin.y + view.bounds.size.height - keyboard.origin.y)
        // The safe area the container gives, without this controller's own additions.
        let given = view.safeAreaInsets.bottom - host.additionalSafeAreaInsets.bottom
        var insets = base
        insets.bottom = max(base.bottom, overlap - given)
        host.additionalSafeAreaInsets = insets
        if notification.isLocal, let field = host.firstResponder {
            host.scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    private func designedInsets(_ host: KeyboardHost) -> UIEdgeInsets {
        if let designed { return designed }
        designed = host.additionalSafeAreaInsets
        return host.additionalSafeAreaInsets
    }
}
