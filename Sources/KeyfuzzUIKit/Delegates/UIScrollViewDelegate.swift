import Foundation

/// `UIScrollViewDelegate`: what a scroll view tells its delegate.
///
/// keyfuzz calls `scrollViewWillBeginDragging` as a user's drag begins (article 004 dismisses the
/// keyboard there).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The user started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
}
