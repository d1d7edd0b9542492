import Foundation
import KeyboardWorld

/// `dismiss-on-drag`: article 004's hooks — dismiss the keyboard when the user starts dragging
/// the scroll view and when the background is tapped — on top of `inset-adjusting` (and the
/// screens it is written for).
///
/// Proves the hooks work: a drag that dismisses must leave nothing drifted. The checker must
/// report nothing for it.
///
/// Ports (articles/004_e7d0d58a9500e711.txt):
/// ```objc
/// - (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView
/// {
///     [self hideKeyboard];
/// }
/// UITapGestureRecognizer *tapView = [[UITapGestureRecognizer alloc] initWithTarget:self
///                                                                       action:@selector(hideKeyboard)];
/// [self.contentView addGestureRecognizer:tapView];
/// ```
/// `hideKeyboard` (not shown in the article) is taken as `[self.view endEditing:YES]`.
public final class DismissOnDragStrategy: KeyboardAvoidanceStrategy {
    public static var supportedShapes: [ScreenShape] { InsetAdjustingStrategy.supportedShapes }
    /// Its shapes with every feature: text views, navigation, a keyboard up as it appears, translucent
    /// bars, a container toolbar and AutoFill's frames.
    public static var screens: ScreenSet { ScreenSet(shapes: supportedShapes, features: .all) }

    let avoidance = InsetAdjustingStrategy()

    /// A fresh strategy: no baselines read yet.
    public init() {}

    /// Avoids the keyboard as `inset-adjusting` does.
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        avoidance.keyboardWillShow(notification, host: host)
    }

    /// Follows the new frame as `inset-adjusting` does.
    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        avoidance.keyboardWillChangeFrame(notification, host: host)
    }

    /// Scrolls the first responder back after UIKit's adjustment in a table or collection view
    /// controller, as `inset-adjusting` does.
    public func keyboardDidChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        avoidance.keyboardDidChangeFrame(notification, host: host)
    }

    /// Restores the baselines as `inset-adjusting` does.
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        avoidance.keyboardWillHide(notification, host: host)
    }

    public func viewWillAppear(host: KeyboardHost) {
        avoidance.viewWillAppear(host: host)
    }

    public func viewDidAppear(host: KeyboardHost) {
        avoidance.viewDidAppear(host: host)
    }

    public func textViewDidChange(_ textView: TextField, host: KeyboardHost) {
        avoidance.textViewDidChange(textView, host: host)
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView, host: KeyboardHost) {
        hideKeyboard(host)
    }

    public func backgroundTapped(host: KeyboardHost) {
        hideKeyboard(host)
    }

    private func hideKeyboard(_ host: KeyboardHost) {
        host.view.endEditing(true)
    }
}

extension DismissOnDragStrategy: StatefulKeyboardStrategy {
    /// The inset-adjusting part's state; the hooks keep none.
    public var verificationState: InsetAdjustingStrategy.VerificationState {
        get { avoidance.verificationState }
        set { avoidance.verificationState = newValue }
    }
}
