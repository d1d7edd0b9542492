import Foundation
import KeyboardWorld

/// `naive`: article 000, version 1 — scroll by the overlap with `setContentOffset`.
///
/// The checker must report `hidden-field`: for the bottom fields the wanted offset exceeds the
/// maximum offset (`contentSize.height + adjusted bottom - height`), the layout pass snaps it back
/// ("scrollView会立马向下跳一下"), and the keyboard covers the field again.
///
/// Ports (articles/000_35417665c96c0202.txt, the first `keyboardWillShow:`):
/// ```objc
/// - (void)keyboardWillShow:(NSNotification *)aNotification{
///     ... needOffsetY (see article000NeedOffsetY) ...
///     if (needOffsetY > 0) {
///         CGFloat offsetY = needOffsetY + self.scrollView.contentOffset.y;
///         [self.scrollView setContentOffset:CGPointMake(self.scrollView.contentOffset.x, offsetY) animated:NO];
///     }
/// }
/// - (void)keyboardWillHide:(NSNotification *)aNotification{
/// }
/// ```
public final class NaiveStrategy: KeyboardAvoidanceStrategy {
    /// A fresh strategy (it keeps no state).
    public init() {}

    /// The article's first `keyboardWillShow:`: raises the content offset by the overlap.
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        let needOffsetY = article000NeedOffsetY(notification, host: host)
        if needOffsetY > 0 {
            let offsetY = needOffsetY + host.scrollView.contentOffset.y
            host.scrollView.setContentOffset(CGPoint(x: host.scrollView.contentOffset.x, y: offsetY), animated: false)
        }
    }

    /// The article's `keyboardWillHide:`, empty as written.
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {}
}

extension NaiveStrategy: StatefulKeyboardStrategy {
    /// Article 000 v1 keeps nothing between notifications.
    public struct VerificationState: Hashable, Sendable {}

    public var verificationState: VerificationState {
        get { VerificationState() }
        set {}
    }
}
