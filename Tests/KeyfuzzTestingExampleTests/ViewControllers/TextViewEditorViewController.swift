import KeyfuzzUIKit  // was: import UIKit

// Hacking with Swift's "How to adjust a UIScrollView to fit the keyboard", on a full-screen
// text view: the text view's bottom inset becomes the keyboard's height less the safe area the
// inset already holds, and the caret is scrolled back into view.
//
// On Apple platforms the app's file registers with `#selector` and marks its outlet
// `@IBOutlet` and its handler `@objc`; Swift on Linux has no Objective-C, so here the two
// registrations are the block form and those two attributes are gone.
class TextViewEditorViewController: UIViewController {
    var yourTextView: UITextView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let notificationCenter = NotificationCenter.default
        notificationCenter.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] in self?.adjustForKeyboard(notification: $0) }
        notificationCenter.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] in self?.adjustForKeyboard(notification: $0) }
    }

    func adjustForKeyboard(notification: Notification) {
        guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }

        let keyboardScreenEndFrame = keyboardValue.cgRectValue
        let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)

        if notification.name == UIResponder.keyboardWillHideNotification {
            yourTextView.contentInset = .zero
        } else {
            yourTextView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
        }

        yourTextView.scrollIndicatorInsets = yourTextView.contentInset

        let selectedRange = yourTextView.selectedRange
        yourTextView.scrollRangeToVisible(selectedRange)
    }
}
