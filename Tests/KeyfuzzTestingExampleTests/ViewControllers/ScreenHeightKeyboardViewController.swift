import KeyfuzzUIKit  // was: import UIKit

// The keyboard's overlap read as the scroll view's bottom less the end frame's top, in screen
// coordinates, on every will-change-frame, as react-native's KeyboardAvoidingView computes it
// (`frame.y + frame.height - keyboardFrame.screenY`): right for a keyboard that slides, wrong
// for an empty end frame at the screen's top, which Reduce Motion's Prefer Cross-Fade
// Transitions reports for a hide (react-native #29974: the view collapses; KeyboardLayoutGuide
// PR #39: the guide floats to the top): it reads as a keyboard covering the whole scroll view.
// The fix, FinniversKit PR #1208's: an empty end frame is no keyboard. (Like the original it
// takes every keyboard as docked: it is written for iPhones.)
class ScreenHeightKeyboardViewController: UIViewController, UITextFieldDelegate {
    var scrollView: UIScrollView!
    var activeField: UITextField?
    /// Whether an empty end frame counts as no keyboard (the fix).
    var treatsAnEmptyFrameAsNoKeyboard: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] in self?.keyboardWillChangeFrame($0) }
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let scrollViewBottom = scrollView.convert(scrollView.bounds, to: UIScreen.main.coordinateSpace).maxY
        var overlap = max(0, scrollViewBottom - end.minY)
        if treatsAnEmptyFrameAsNoKeyboard && end.isEmpty { overlap = 0 }
        // `.automatic` already insets the part under the home indicator.
        let safeAreaPart = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let bottom = max(0, overlap - safeAreaPart)
        scrollView.contentInset.bottom = bottom
        scrollView.verticalScrollIndicatorInsets.bottom = bottom
        if !end.isEmpty, let field = activeField {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }
}

// The same with FinniversKit's fix.
class EmptyFrameAwareKeyboardViewController: ScreenHeightKeyboardViewController {
    override var treatsAnEmptyFrameAsNoKeyboard: Bool { true }
}
