import Foundation
import KeyboardWorld

/// `transform` and `transform-reset`: article 000, version 4 — move the whole root view up with
/// `view.transform = translation(0, keyboardY - view.height)`.
///
/// The article's hide resets `self.scrollView.transform` (sic), not the view it moved
/// (`resetsRootView == false`); `transform-reset` resets `self.view.transform` as intended.
///
/// `transform` must be reported for `drift` (the root view stays translated after the hide),
/// `hidden-field` (moving the whole view by the keyboard's height pushes the top fields under the
/// status and navigation bars, which do not move) and `unreachable-field` (after the hide the
/// view is still moved up, so the top fields can never come back below the bars).
/// `transform-reset` must be reported for `hidden-field` (the same push under the bars).
///
/// Ports (articles/000_35417665c96c0202.txt, the closing lines):
/// ```objc
/// self.view.transform = CGAffineTransformMakeTranslation(0, keyboardY - self.view.frame.size.height);
///
/// - (void)keyboardWillHide:(NSNotification *)aNotification{
///     [self.view endEditing:YES];
///     self.scrollView.transform = CGAffineTransformMakeTranslation(0, 0);
/// }
/// ```
/// `keyboardY` is the keyboard frame's origin ("拿到键盘的frame就知道了keyboardY"), taken in
/// `keyboardWillShow:`, the observer the article registers.
public final class TransformStrategy: KeyboardAvoidanceStrategy {
    /// Moving the whole view works the same whether or not the fields are in a scroll view: the
    /// article's own screen has one, and version 4 is how such code moves a plain form.
    public static var supportedShapes: [ScreenShape] { [.scrollForm, .plainForm] }

    /// Whether the hide resets the root view's transform (the fix) rather than the scroll view's.
    public let resetsRootView: Bool

    /// Version 4 as written when `resetsRootView` is false; with the hide fixed when true.
    public init(resetsRootView: Bool) {
        self.resetsRootView = resetsRootView
    }

    /// Translates the root view by the keyboard's top less the view's height.
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        let keyboardY = notification.frameEnd.origin.y
        host.view.transform = CGAffineTransformMakeTranslation(0, keyboardY - host.view.frame.size.height)
    }

    /// Ends editing and resets the transform of the scroll view (as written) or of the root view.
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        host.view.endEditing(true)
        if resetsRootView {
            host.view.transform = CGAffineTransformMakeTranslation(0, 0)
        } else {
            host.scrollView.transform = CGAffineTransformMakeTranslation(0, 0)
        }
    }
}

extension TransformStrategy: StatefulKeyboardStrategy {
    /// Only which view the hide resets: the translation itself lives in the views.
    public struct VerificationState: Hashable, Sendable {
        let resetsRootView: Bool
    }

    public var verificationState: VerificationState {
        get { VerificationState(resetsRootView: resetsRootView) }
        set {}
    }
}
