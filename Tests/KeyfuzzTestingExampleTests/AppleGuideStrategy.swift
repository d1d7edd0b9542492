import Foundation
import KeyboardWorld

/// A port of the approach in Apple's "Managing the Keyboard" (Text Programming Guide for iOS,
/// listing "Handling the keyboard notifications"), line by line, bugs included:
///
/// ```objc
/// // Called when the UIKeyboardDidShowNotification is sent.
/// - (void)keyboardWasShown:(NSNotification*)aNotification {
///     NSDictionary* info = [aNotification userInfo];
///     CGSize kbSize = [[info objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
///     UIEdgeInsets contentInsets = UIEdgeInsetsMake(0.0, 0.0, kbSize.height, 0.0);
///     scrollView.contentInset = contentInsets;
///     scrollView.scrollIndicatorInsets = contentInsets;
///     // If active text field is hidden by keyboard, scroll it so it's visible
///     CGRect aRect = self.view.frame;
///     aRect.size.height -= kbSize.height;
///     if (!CGRectContainsPoint(aRect, activeField.frame.origin) ) {
///         [self.scrollView scrollRectToVisible:activeField.frame animated:YES];
///     }
/// }
/// // Called when the UIKeyboardWillHideNotification is sent
/// - (void)keyboardWillBeHidden:(NSNotification*)aNotification {
///     UIEdgeInsets contentInsets = UIEdgeInsetsZero;
///     scrollView.contentInset = contentInsets;
///     scrollView.scrollIndicatorInsets = contentInsets;
/// }
/// - (void)textFieldDidBeginEditing:(UITextField *)textField { activeField = textField; }
/// - (void)textFieldDidEndEditing:(UITextField *)textField { activeField = nil; }
/// ```
///
/// It is defined here, in a test target that sees only keyfuzz's public products, as an app's
/// test target would define it.
final class AppleGuideStrategy: KeyboardAvoidanceStrategy {
    private var activeField: TextField?

    func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {
        activeField = textField
    }

    func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) {
        activeField = nil
    }

    func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        let kbSize = notification.frameBegin.size
        let contentInsets = UIEdgeInsets(top: 0, left: 0, bottom: kbSize.height, right: 0)
        host.scrollView.contentInset = contentInsets
        host.scrollView.verticalScrollIndicatorInsets = contentInsets
        var aRect = host.view.frame
        aRect.size.height -= kbSize.height
        if let activeField, !aRect.contains(activeField.frame.origin) {
            host.scrollView.scrollRectToVisible(activeField.frame, animated: true)
        }
    }

    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        host.scrollView.contentInset = .zero
        host.scrollView.verticalScrollIndicatorInsets = .zero
    }
}
