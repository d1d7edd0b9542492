import Foundation
import KeyboardWorld

/// A correct strategy in the style of Apple's "Adjusting your layout with keyboard layout guide":
/// the scroll view's bottom is pinned to `view.keyboardLayoutGuide.topAnchor` (and kept above its
/// storyboard bottom), and the constraint is re-solved wherever UIKit would lay the view out: in
/// `viewDidLayoutSubviews` (a rotation) and as the keyboard moves. The focused field is scrolled
/// into view when a keyboard shows. The world has no constraint solver, so the two constraints
/// are solved by hand:
///
///     scrollView.bottomAnchor.constraint(lessThanOrEqualTo: view.keyboardLayoutGuide.topAnchor)
///     scrollView.bottomAnchor.constraint(lessThanOrEqualTo: <its storyboard bottom>)
///
/// `usesBottomSafeArea = false`: the form's scroll view runs under the home indicator, as the
/// world's screens lay it out. Written for one scroll view holding every field.
final class GuidePinnedStrategy: KeyboardAvoidanceStrategy {
    func viewDidLayoutSubviews(host: KeyboardHost) {
        solveConstraints(host)
    }

    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        solveConstraints(host)
        if notification.isLocal, let field = host.firstResponder {
            host.scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        solveConstraints(host)
    }

    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        solveConstraints(host)
    }

    private func solveConstraints(_ host: KeyboardHost) {
        let guide = host.keyboardLayoutGuide
        guide.usesBottomSafeArea = false
        let storyboard = host.scrollViewLayoutFrame
        var frame = host.scrollView.frame
        let bottom = min(storyboard.origin.y + storyboard.size.height, guide.layoutFrame.origin.y)
        frame.size.height = max(0, bottom - frame.origin.y)
        host.scrollView.frame = frame
    }
}
