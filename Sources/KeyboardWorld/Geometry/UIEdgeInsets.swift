import Foundation

#if !canImport(UIKit)
    /// Insets for each edge of a rectangle, named and shaped like UIKit's `UIEdgeInsets`
    /// so that keyboard code ports line by line.
    public struct UIEdgeInsets: Hashable, Sendable {
        public var top: CGFloat
        public var left: CGFloat
        public var bottom: CGFloat
        public var right: CGFloat

        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Builds insets the way Objective-C's `UIEdgeInsetsMake` does.
    public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
#endif

extension UIEdgeInsets {
    /// Adds two insets edge by edge (the way `adjustedContentInset` is built).
    static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
