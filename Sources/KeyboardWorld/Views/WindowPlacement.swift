import Foundation

/// Where a view lies in the window: its frame and the origin of its bounds space (content
/// coordinates, for a scroll view), both in window coordinates.
///
/// This is the one window-geometry formula of the world: conversions (`convert(_:to:)`), the
/// invariants, the tap test, the trace snapshot and the pictures all place views and fields
/// with it, so they cannot disagree. A view's frame (translation included, as UIKit's `frame`
/// reports it) is placed in its superview's bounds space; its own bounds space starts where its
/// frame does, less its bounds origin (`contentOffset`). docs/classic-world.md §3. Because the frame is
/// placed as a whole, `superview.convert(view.frame, to: nil)` gives exactly `frame` here.
public struct WindowPlacement: Hashable, Sendable {
    /// The view's frame in window coordinates, translation included.
    public var frame: CGRect
    /// The window position of the point `(0, 0)` of the view's bounds space.
    public var boundsSpaceOrigin: CGPoint

    /// Places a view in the window.
    /// - Parameters:
    ///   - superviewSpace: The window position of the superview's bounds-space origin (`.zero`
    ///     for the root view, whose superview is the window).
    ///   - frame: The view's frame in its superview's bounds space, translation included.
    ///   - boundsOrigin: The view's bounds origin (`contentOffset` for a scroll view).
    public init(superviewSpace: CGPoint, frame: CGRect, boundsOrigin: CGPoint) {
        let placed = Self.place(frame, at: superviewSpace)
        self.frame = placed
        boundsSpaceOrigin = CGPoint(x: placed.origin.x - boundsOrigin.x, y: placed.origin.y - boundsOrigin.y)
    }

    /// Converts `rect` from the view's bounds space (a subview's frame, a field's content rect)
    /// to window coordinates.
    public func windowRect(ofBoundsRect rect: CGRect) -> CGRect {
        Self.place(rect, at: boundsSpaceOrigin)
    }

    /// The vertical extent of the frame in the window.
    public var verticalSpan: Band { Band(top: frame.origin.y, bottom: frame.origin.y + frame.size.height) }

    /// `rect` moved into a space whose origin lies at `origin`.
    @inline(__always)
    private static func place(_ rect: CGRect, at origin: CGPoint) -> CGRect {
        CGRect(x: origin.x + rect.origin.x, y: origin.y + rect.origin.y, width: rect.size.width, height: rect.size.height)
    }
}
