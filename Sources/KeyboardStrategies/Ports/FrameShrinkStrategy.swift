import Foundation
import KeyboardWorld

/// `frame-shrink`: article 001 — on did-show, shrink the scroll view's frame by the keyboard's
/// height and scroll the field visible, guarded by a `keyboardDidShow` flag; on did-hide, grow
/// the frame back by the hide notification's keyboard height, before looking at the flag.
///
/// The checker must report:
/// - `hidden-field`: while the keyboard is up, a taller keyboard (emoji, an accessory view) posts
///   did-show again, but the flag returns early, so the frame stays too tall and the field is covered;
/// - `drift`: the frame grows back by the hide's height, which differs from the height it shrank by;
/// - `sanity`: a late portrait did-show delivered after a rotation shrinks the (shorter) landscape
///   frame by the portrait keyboard's height, below zero;
/// - `unreachable-field`: late did-notifications from another orientation grow the frame by more
///   than it shrank, leaving it taller than the window, so the bottom fields can no longer be reached.
///
/// Ports (articles/001_84eddebaf2960603.txt):
/// ```objc
/// - (void)keyBoardDidShow:(NSNotification *)notif {
///     if (keyboardDidShow) return;
///     NSDictionary *info = [notif userInfo];
///     NSValue *aValue = [info objectForKey:UIKeyboardFrameEndUserInfoKey];
///     CGSize keyboardSize = [aValue CGRectValue].size;
///     CGRect viewFrame = self.scrollView.frame;
///     viewFrame.size.height -= keyboardSize.height;
///     self.scrollView.frame = viewFrame;
///     CGRect textfieldRect = [self.textfield frame];
///     [self.scrollView scrollRectToVisible:textfieldRect animated:YES];
///     keyboardDidShow = YES;
/// }
/// - (void)keyBoardDidHide:(NSNotification *)notif {
///     NSDictionary *info = [notif userInfo];
///     NSValue *aValue = [info objectForKey:UIKeyboardFrameEndUserInfoKey];
///     CGSize keyboardSize = [aValue CGRectValue].size;
///     CGRect viewFrame = self.scrollView.frame;
///     viewFrame.size.height += keyboardSize.height;
///     self.scrollView.frame = viewFrame;
///     if (!keyboardDidShow) {
///         return;
///     }
///     keyboardDidShow = NO;
/// }
/// ```
/// `self.textfield` is the current first responder (CGRectZero when there is none, as messaging nil gives).
public final class FrameShrinkStrategy: KeyboardAvoidanceStrategy {
    var keyboardDidShow = false

    /// A fresh strategy: the article's `keyboardDidShow` flag is clear.
    public init() {}

    /// The article's `keyBoardDidShow:`: unless the flag is set, shrinks the scroll view's frame by the
    /// keyboard's height and scrolls the field visible.
    public func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        if keyboardDidShow { return }
        let keyboardSize = notification.frameEnd.size
        var viewFrame = host.scrollView.frame
        viewFrame.size.height -= keyboardSize.height
        host.scrollView.frame = viewFrame
        let textfieldRect = host.firstResponder?.frame ?? .zero
        host.scrollView.scrollRectToVisible(textfieldRect, animated: true)
        keyboardDidShow = true
    }

    /// The article's `keyBoardDidHide:`: grows the frame back by this notification's keyboard height,
    /// then clears the flag.
    public func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        let keyboardSize = notification.frameEnd.size
        var viewFrame = host.scrollView.frame
        viewFrame.size.height += keyboardSize.height
        host.scrollView.frame = viewFrame
        if !keyboardDidShow {
            return
        }
        keyboardDidShow = false
    }
}

extension FrameShrinkStrategy: StatefulKeyboardStrategy {
    /// The article's `keyboardDidShow` flag.
    public var verificationState: Bool {
        get { keyboardDidShow }
        set { keyboardDidShow = newValue }
    }
}
