import Foundation
import KeyboardWorld

/// `inset-tracking` and `inset-tracking-reset`: article 000, versions 2 and 3 — scroll when the
/// maximum offset allows, else add the missing distance to `contentInset.bottom`, remember it in
/// `contentInsetBottom`, and subtract it on hide (version 3 also resets it to 0 there).
///
/// Version 2 (`resetsOnHide == false`) must be reported for:
/// - `drift`: a show on a field that needs no scrolling leaves `contentInsetBottom` at the last
///   extra, so every further hide subtracts it again and the inset goes negative; also a second
///   show while up adds a second extra that only one hide removes;
/// - `unreachable-field`: with the inset negative the valid range shrinks until bottom fields
///   cannot be reached ("ScrollView再也无法滚动");
/// - `hidden-field`: on `pad-window` the keyboard's screen rect is converted as a window rect.
///
/// Version 3 (`resetsOnHide == true`) must still be reported for `drift` (a second show while up
/// overwrites `contentInsetBottom`, so the first extra is never removed) and `hidden-field` as above.
/// Both also miss wherever `maxOffsetY = contentSize.height - height` ignores the insets.
///
/// Ports (articles/000_35417665c96c0202.txt, the second `keyboardWillShow:` and both `keyboardWillHide:`):
/// ```objc
///     if (needOffsetY > 0) {
///         CGFloat offsetY = needOffsetY + self.scrollView.contentOffset.y;
///         CGFloat maxOffsetY = self.scrollView.contentSize.height - self.scrollView.height;
///         if (offsetY <= maxOffsetY) {
///             self.contentInsetBottom = 0;
///             [self.scrollView setContentOffset:CGPointMake(self.scrollView.contentOffset.x, offsetY) animated:NO];
///         }else {
///             self.contentInsetBottom = ceil(offsetY - maxOffsetY);
///             self.scrollView.contentInset = UIEdgeInsetsMake(self.scrollView.contentInset.top, self.scrollView.contentInset.left, self.scrollView.contentInset.bottom + self.contentInsetBottom, self.scrollView.contentInset.right);
///             [self.scrollView setContentOffset:CGPointMake(self.scrollView.contentOffset.x, offsetY) animated:NO];
///         }
///     }
/// - (void)keyboardWillHide:(NSNotification *)aNotification{
///     self.scrollView.contentInset = UIEdgeInsetsMake(self.scrollView.contentInset.top, self.scrollView.contentInset.left, self.scrollView.contentInset.bottom - self.contentInsetBottom, self.scrollView.contentInset.right);
///     self.contentInsetBottom = 0;   // version 3 only
/// }
/// ```
public final class InsetTrackingStrategy: KeyboardAvoidanceStrategy {
    /// Whether `keyboardWillHide` resets `contentInsetBottom` (version 3).
    public let resetsOnHide: Bool
    var contentInsetBottom: CGFloat = 0

    /// Article 000 version 3 when `resetsOnHide`, else version 2.
    public init(resetsOnHide: Bool) {
        self.resetsOnHide = resetsOnHide
    }

    /// The article's second `keyboardWillShow:`: scrolls by the overlap, adding the missing distance
    /// to `contentInset.bottom` when the maximum offset is too small.
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        let needOffsetY = article000NeedOffsetY(notification, host: host)
        if needOffsetY > 0 {
            let offsetY = needOffsetY + scrollView.contentOffset.y
            let maxOffsetY = scrollView.contentSize.height - scrollView.frame.size.height
            if offsetY <= maxOffsetY {
                contentInsetBottom = 0
                scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: offsetY), animated: false)
            } else {
                contentInsetBottom = (offsetY - maxOffsetY).rounded(.up)
                scrollView.contentInset = UIEdgeInsetsMake(
                    scrollView.contentInset.top, scrollView.contentInset.left,
                    scrollView.contentInset.bottom + contentInsetBottom,
                    scrollView.contentInset.right)
                scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: offsetY), animated: false)
            }
        }
    }

    /// The article's `keyboardWillHide:`: subtracts the remembered extra from `contentInset.bottom`
    /// (and, in version 3, forgets it).
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        scrollView.contentInset = UIEdgeInsetsMake(
            scrollView.contentInset.top, scrollView.contentInset.left,
            scrollView.contentInset.bottom - contentInsetBottom,
            scrollView.contentInset.right)
        if resetsOnHide {
            contentInsetBottom = 0
        }
    }
}

extension InsetTrackingStrategy: StatefulKeyboardStrategy {
    /// The remembered extra inset, and which version of the article this is.
    public struct VerificationState: Hashable, Sendable {
        let resetsOnHide: Bool
        var contentInsetBottom: CGFloat
    }

    public var verificationState: VerificationState {
        get { VerificationState(resetsOnHide: resetsOnHide, contentInsetBottom: contentInsetBottom) }
        set { contentInsetBottom = newValue.contentInsetBottom }
    }
}
