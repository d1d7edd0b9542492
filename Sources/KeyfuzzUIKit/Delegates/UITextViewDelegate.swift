import Foundation

/// `UITextViewDelegate`: what a text view tells its delegate, with UIKit's method names (a text
/// view is a scroll view, so its delegate is a scroll-view delegate too).
///
/// keyfuzz calls `textViewDidBeginEditing` after the keyboard's will-notifications (UIKit's
/// order for text views), `textViewDidEndEditing` once it resigned, and `textViewDidChange`
/// after the user typed.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// The text view became first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// The text view resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// The user typed: the caret may have moved down a line.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
}
