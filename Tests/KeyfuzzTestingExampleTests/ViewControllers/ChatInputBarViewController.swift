import KeyfuzzUIKit  // was: import UIKit

// A chat screen's input bar: its bottom constraint (in the storyboard, "Safe Area.bottom =
// Input Bar.bottom") takes the keyboard's height less the safe area, animated with the
// keyboard's own duration and curve around `view.layoutIfNeeded()`, and goes back to 0.
//
// On Apple platforms the app's file registers with `#selector` and marks its outlet
// `@IBOutlet` and its handlers `@objc`; Swift on Linux has no Objective-C, so here the two
// registrations are the block form and those three attributes are gone.
class ChatInputBarViewController: UIViewController {
    var bottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] in self?.keyboardWillShow($0) }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] in self?.keyboardWillHide($0) }
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let keyboardFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
            let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
            let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
        else { return }
        bottomConstraint.constant = keyboardFrame.height - view.safeAreaInsets.bottom
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }

    func keyboardWillHide(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
            let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval,
            let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
        else { return }
        bottomConstraint.constant = 0
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }
}
