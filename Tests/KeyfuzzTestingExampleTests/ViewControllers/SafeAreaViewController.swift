import KeyfuzzUIKit  // was: import UIKit

// iOS 11's way: the part of the docked keyboard the container's safe area does not already
// cover becomes `additionalSafeAreaInsets.bottom`, the scroll view's automatic insets do the
// rest, and the first responder is scrolled into view; the designed value comes back on hide.
// (The app's outlet is an `@IBOutlet`; Swift on Linux has no Objective-C, so the attribute is
// gone here.)
class SafeAreaViewController: UIViewController {
    var scrollView: UIScrollView!
    private var designedInsets = UIEdgeInsets.zero
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        designedInsets = additionalSafeAreaInsets
        // Content shorter than the screen still gets the safe area (`.scrollableAxes`).
        scrollView.alwaysBounceVertical = true
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] in
                self?.keyboardWillChangeFrame($0)
            })
        observers.append(
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
                guard let self else { return }
                self.additionalSafeAreaInsets = self.designedInsets
            })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
    }

    private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
            let screen = view.window?.screen
        else { return }
        // Only a keyboard docked at the screen's bottom covers anything (not one floating on an iPad).
        let screenBounds = screen.bounds
        guard endFrame.intersects(screenBounds), endFrame.maxY >= screenBounds.maxY else {
            additionalSafeAreaInsets = designedInsets
            return
        }
        let keyboard = view.convert(endFrame, from: screen.coordinateSpace)
        let overlap = max(0, view.bounds.maxY - keyboard.minY)
        let givenByContainer = view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom
        var insets = designedInsets
        insets.bottom = max(designedInsets.bottom, overlap - givenByContainer)
        additionalSafeAreaInsets = insets
        let isLocal = notification.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true
        if isLocal, let field = view.firstResponderField {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }
}

private extension UIView {
    /// The text field being edited in this view's hierarchy, if any.
    var firstResponderField: UITextField? {
        if let field = self as? UITextField, field.isFirstResponder { return field }
        for subview in subviews {
            if let found = subview.firstResponderField { return found }
        }
        return nil
    }
}
