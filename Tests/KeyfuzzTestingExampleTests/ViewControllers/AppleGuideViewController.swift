import KeyfuzzUIKit  // was: import UIKit

// Apple's "Managing the Keyboard" (Text Programming Guide for iOS), listings 5-1 and 5-2, in
// Swift, bugs included: the did-show handler reads the begin frame's size, insets by the whole
// keyboard, and asks whether the field's origin (in the scroll view's content) lies in the
// view's frame (a rect in the window).
//
// On Apple platforms the app's file registers with `#selector` and marks its outlet
// `@IBOutlet` and its handlers `@objc`; Swift on Linux has no Objective-C, so here the two
// registrations are the block form and those three attributes are gone.
class AppleGuideViewController: UIViewController, UITextFieldDelegate {
    var scrollView: UIScrollView!
    var activeField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        registerForKeyboardNotifications()
    }

    // Call this method somewhere in your view controller setup code.
    func registerForKeyboardNotifications() {
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) { [weak self] in self?.keyboardWasShown($0) }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] in self?.keyboardWillBeHidden($0) }
    }

    // Called when the UIKeyboardDidShowNotification is sent.
    func keyboardWasShown(_ aNotification: Notification) {
        guard let info = aNotification.userInfo,
            let kbSize = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.size
        else { return }
        let contentInsets = UIEdgeInsets(top: 0.0, left: 0.0, bottom: kbSize.height, right: 0.0)
        scrollView.contentInset = contentInsets
        scrollView.scrollIndicatorInsets = contentInsets

        // If active text field is hidden by keyboard, scroll it so it's visible
        // Your app might not need or want this behavior.
        var aRect = self.view.frame
        aRect.size.height -= kbSize.height
        if let activeField = activeField, !aRect.contains(activeField.frame.origin) {
            self.scrollView.scrollRectToVisible(activeField.frame, animated: true)
        }
    }

    // Called when the UIKeyboardWillHideNotification is sent
    func keyboardWillBeHidden(_ aNotification: Notification) {
        let contentInsets = UIEdgeInsets.zero
        scrollView.contentInset = contentInsets
        scrollView.scrollIndicatorInsets = contentInsets
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        activeField = nil
    }
}
