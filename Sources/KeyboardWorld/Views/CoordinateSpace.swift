import Foundation

/// Something rects can be converted to and from, like UIKit's `UICoordinateSpace`.
///
/// Every space in the world is a translation of the window's space, so a space is fully described
/// by where its origin lies in window coordinates.
public protocol CoordinateSpace: AnyObject {
    /// The space's own rect, in its own coordinates.
    var bounds: CGRect { get }
    /// Where this space's origin lies in window coordinates.
    var originInWindow: CGPoint { get }
}

extension CoordinateSpace {
    /// Converts a rect from this space to `space`; `nil` means the window, as in UIKit.
    public func convert(_ rect: CGRect, to space: (any CoordinateSpace)?) -> CGRect {
        let from = originInWindow
        let to = space?.originInWindow ?? .zero
        return CGRect(
            x: rect.origin.x + from.x - to.x, y: rect.origin.y + from.y - to.y,
            width: rect.size.width, height: rect.size.height)
    }

    /// Converts a rect from `space` (`nil`: the window) to this space.
    public func convert(_ rect: CGRect, from space: (any CoordinateSpace)?) -> CGRect {
        let from = space?.originInWindow ?? .zero
        let to = originInWindow
        return CGRect(
            x: rect.origin.x + from.x - to.x, y: rect.origin.y + from.y - to.y,
            width: rect.size.width, height: rect.size.height)
    }

    /// Converts a point from this space to `space` (`nil`: the window).
    public func convert(_ point: CGPoint, to space: (any CoordinateSpace)?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: space).origin
    }

    /// Converts a point from `space` (`nil`: the window) to this space.
    public func convert(_ point: CGPoint, from space: (any CoordinateSpace)?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: space).origin
    }
}
