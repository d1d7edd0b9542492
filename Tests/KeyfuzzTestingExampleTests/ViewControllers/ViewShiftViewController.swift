import KeyfuzzUIKit  // was: import UIKit

// The popular answer to "Move view with keyboard using Swift" (Stack Overflow 26070242): the
// root view's frame moves up by the keyboard's height when it shows and back when it hides,
// with the begin frame's height.
//
// On Apple platforms the app's file registers with `#selector` and marks its handlers `@objc`;
// Swift on Linux has no Objective-C, so here the two registrations are the block form and those
// two attributes are gone.
class ViewShiftViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] in self?.keyboardWillShow(notification: $0) }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] in self?.keyboardWillHide(notification: $0) }
    }

    func keyboardWillShow(notification: Notification) {
        if let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue {
            if self.view.frame.origin.y == 0 {
                self.view.frame.origin.y -= keyboardSize.height
            }
        }
    }

    func keyboardWillHide(notification: Notification) {
        if let keyboardSize = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue {
            if self.view.frame.origin.y != 0 {
                self.view.frame.origin.y += keyboardSize.height
            }
        }
    }
}
