import KeyfuzzUIKit  // was: import UIKit

// The textbook's insets, written with block observers kept as tokens and removed in `deinit`:
// on will-show and will-change-frame the bottom inset becomes the docked keyboard's overlap with
// the scroll view (the end frame converted from the screen's coordinate space) less the safe area
// the adjusted inset already holds; on will-hide the designed insets come back; then our own
// keyboard's first responder is scrolled into view. The field comes from its delegate calls.
// (The app's outlet is an `@IBOutlet`; Swift on Linux has no Objective-C, so the attribute is
// gone here.)
class ObserverTokensViewController: UIViewController, UITextFieldDelegate {
    var scrollView: UIScrollView!
    private var activeField: UITextField?
    private var designedBottom: CGFloat = 0
    private var tokens: [NSObjectProtocol] = []

    isolated deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        designedBottom = scrollView.contentInset.bottom
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            tokens.append(center.addObserver(forName: name, object: nil, queue: .main) { [weak self] in self?.adjust(for: $0) })
        }
        tokens.append(
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
                guard let self else { return }
                self.scrollView.contentInset.bottom = self.designedBottom
                self.scrollView.verticalScrollIndicatorInsets.bottom = 0
            })
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }

    private func adjust(for notification: Notification) {
        guard let userInfo = notification.userInfo,
            let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let screen = view.window?.screen
        else { return }
        let docked = endFrame.intersects(screen.bounds) && endFrame.maxY >= screen.bounds.maxY
        var overlap: CGFloat = 0
        if docked {
            let keyboard = scrollView.convert(endFrame, from: screen.coordinateSpace)
            overlap = max(0, scrollView.bounds.maxY - keyboard.minY)
        }
        let safeAreaPart = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let extra = max(0, overlap - safeAreaPart)
        scrollView.contentInset.bottom = designedBottom + extra
        scrollView.verticalScrollIndicatorInsets.bottom = extra
        let isLocal = (userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? true
        if docked && isLocal, let activeField {
            scrollView.scrollRectToVisible(activeField.frame, animated: true)
        }
    }
}
