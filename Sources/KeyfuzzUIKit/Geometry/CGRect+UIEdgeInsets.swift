import Foundation
import KeyboardWorld

extension CGRect {
    /// The rect with `insets` taken off its edges (UIKit's `inset(by:)`, the arithmetic of
    /// `UIEdgeInsetsInsetRect`: origin moved by the left and top insets, size shrunk by both
    /// pairs; negative insets grow it).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
