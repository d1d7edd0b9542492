import KeyfuzzUIKit  // was: import UIKit

// A form with notes (text views): the insets follow the keyboard as the textbook says, and a
// text view's caret is kept in view as the user types (`textViewDidChange`) and as it starts
// editing (UIKit does not scroll a text view into view, and tells its delegate only after the
// keyboard's will-notifications).
// (The app's outlet is an `@IBOutlet`; Swift on Linux has no Objective-C, so the attribute is
// gone here.)
class CaretFollowingViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    var scrollView: UIScrollView!
    private var activeInput: UIView?
    private var designedBottom: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        designedBottom = scrollView.contentInset.bottom
        let center = NotificationCenter.default
        center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] in
            self?.keyboardWillChangeFrame($0)
        }
        center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            guard let self else { return }
            self.scrollView.contentInset.bottom = self.designedBottom
            self.scrollView.verticalScrollIndicatorInsets.bottom = 0
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeInput = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeInput = nil }

    func textViewDidBeginEditing(_ textView: UITextView) {
        activeInput = textView
        scrollToCaret(of: textView)
    }

    func textViewDidEndEditing(_ textView: UITextView) { activeInput = nil }

    func textViewDidChange(_ textView: UITextView) {
        scrollToCaret(of: textView)
    }

    private func scrollToCaret(of textView: UITextView) {
        guard let end = textView.selectedTextRange?.end else { return }
        let caret = textView.convert(textView.caretRect(for: end), to: scrollView)
        scrollView.scrollRectToVisible(caret, animated: false)
    }

    private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
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
        let isLocal = notification.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? true
        guard docked, isLocal else { return }
        if let textView = activeInput as? UITextView {
            scrollToCaret(of: textView)
        } else if let field = activeInput {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }
}
