import Foundation

/// Insets for each edge of a rectangle, named and shaped like UIKit's `UIEdgeInsets` so that
/// keyboard code ports line by line: the world's own on every platform. (A file that imports
/// UIKit as well names this one `KeyboardWorld.UIEdgeInsets`.)
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points (carried; only vertical insets drive verdicts).
    public var left: CGFloat
    /// The inset from the bottom edge, in points: what keyboard code adds the keyboard's overlap to.
    public var bottom: CGFloat
    /// The inset from the right edge, in points (carried; only vertical insets drive verdicts).
    public var right: CGFloat

    /// Creates insets from the four edges, in points, as `UIEdgeInsets(top:left:bottom:right:)` does.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `UIEdgeInsets.zero`: no inset on any edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Builds insets the way Objective-C's `UIEdgeInsetsMake` does.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
extension UIEdgeInsets {
    /// Adds two insets edge by edge (the way `adjustedContentInset` is built).
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
