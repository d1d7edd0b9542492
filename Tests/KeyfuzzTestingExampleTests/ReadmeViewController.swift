import KeyfuzzUIKit

// The README's view controller, as an app has it; the README shows it verbatim
// (`ReadmeExampleTests` holds it to the default check).

final class SignUpViewController: UIViewController, UITextFieldDelegate {
    var scrollView: UIScrollView!  // an @IBOutlet in the app (Linux has no @IBOutlet)
    private var activeField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            center.addObserver(forName: name, object: nil, queue: .main) { [weak self] in self?.adjust(for: $0) }
        }
        center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.scrollView.contentInset.bottom = 0
            self?.scrollView.verticalScrollIndicatorInsets.bottom = 0
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }

    private func adjust(for notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
            let screen = view.window?.screen
        else { return }
        // Only a keyboard docked at the screen's bottom covers anything.
        let docked = frame.intersects(screen.bounds) && frame.maxY >= screen.bounds.maxY
        let keyboard = scrollView.convert(frame, from: screen.coordinateSpace)
        let overlap = docked ? max(0, scrollView.bounds.maxY - keyboard.minY) : 0
        // The safe area's part of the overlap is in adjustedContentInset already.
        let safeArea = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        scrollView.contentInset.bottom = max(0, overlap - safeArea)
        scrollView.verticalScrollIndicatorInsets.bottom = max(0, overlap - safeArea)
        if docked, let activeField {
            scrollView.scrollRectToVisible(activeField.frame, animated: true)
        }
    }
}
