import Foundation
import KeyboardWorld

/// Article 000's measurement, shared word for word by its versions 1 to 3: how far the first
/// responder's bottom reaches below the keyboard's top, both converted to `self.view`.
///
/// Ports (articles/000_35417665c96c0202.txt):
/// ```objc
/// NSDictionary *userInfo = [aNotification userInfo];
/// NSValue *aValue = [userInfo objectForKey:UIKeyboardFrameEndUserInfoKey];
/// CGRect keyboardRect = [aValue CGRectValue];
/// CGRect responderConvertedFrame = [self.scrollView convertRect:self.firstResponder.frame toView:self.view];
/// CGRect keyboardConvertedFrame = [self.view.window convertRect:keyboardRect toView:self.view];
/// CGFloat needOffsetY = responderConvertedFrame.origin.y + responderConvertedFrame.size.height - keyboardConvertedFrame.origin.y;
/// ```
/// The keyboard rect is in screen coordinates but is converted as if it were a window rect: on
/// `pad-window` (a window not at the screen's origin) the distance comes out wrong.
func article000NeedOffsetY(_ notification: KeyboardNotification, host: KeyboardHost) -> CGFloat {
    let keyboardRect = notification.frameEnd
    // Messaging nil in Objective-C yields CGRectZero.
    let responderConvertedFrame = host.scrollView.convert(host.firstResponder?.frame ?? .zero, to: host.view)
    let keyboardConvertedFrame = host.view.window.convert(keyboardRect, to: host.view)
    return responderConvertedFrame.origin.y + responderConvertedFrame.size.height - keyboardConvertedFrame.origin.y
}
