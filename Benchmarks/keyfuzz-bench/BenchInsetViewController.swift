import KeyfuzzUIKit

/// The textbook's insets as a view controller through KeyfuzzUIKit: the same code as
/// ``BenchInsetStrategy``, for the `uikit` section.
final class BenchInsetViewController: UIViewController, UITextFieldDelegate {
    var scrollView: UIScrollView!
    private var designedBottom: CGFloat = 0
    private var activeField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        designedBottom = scrollView.contentInset.bottom
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification] {
            center.addObserver(forName: name, object: nil, queue: .main) { [weak self] in self?.adjust($0) }
        }
        center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            guard let self else { return }
            self.scrollView.contentInset.bottom = self.designedBottom
            self.scrollView.verticalScrollIndicatorInsets.bottom = 0
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }

    private func adjust(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let endFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
            let screen = view.window?.screen
        else { return }
        let docked = endFrame.intersects(screen.bounds) && endFrame.maxY >= screen.bounds.maxY
        var overlap: CGFloat = 0
        if docked {
            let keyboard = scrollView.convert(endFrame, from: screen.coordinateSpace)
            overlap = max(0, scrollView.bounds.maxY - keyboard.minY)
        }
        let extra = max(0, overlap - (scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom))
        scrollView.contentInset.bottom = designedBottom + extra
        scrollView.verticalScrollIndicatorInsets.bottom = extra
        let isLocal = userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true
        if docked && isLocal, let activeField {
            scrollView.scrollRectToVisible(activeField.frame, animated: true)
        }
    }

    /// Connects the outlets and delegates as a storyboard would.
    static func connect(_ controller: UIViewController, _ screen: ScreenOutlets) {
        guard let controller = controller as? BenchInsetViewController else { return }
        controller.scrollView = screen.scrollView
        for field in screen.textFields { field.delegate = controller }
    }
}
