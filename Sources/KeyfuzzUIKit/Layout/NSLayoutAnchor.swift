import Foundation
import KeyboardWorld

/// `NSLayoutAnchor`: an edge, centre or size of a view or layout guide, from which constraints
/// are made (`scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)`).
///
/// The world solves vertical anchors of the screen's views, of the root view's safe-area and
/// keyboard layout guides, and of the area its bars leave (docs/world-rules.md, "Auto Layout").
/// Constraints on horizontal anchors, on text fields, or on views code made are kept (their
/// `constant` and `isActive` read back) and place nothing.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The world's anchor, nil for one the world does not solve.
    let worldAnchor: LayoutAnchor?
    /// The object the anchor belongs to (a view or a layout guide), for `firstItem`.
    weak var owner: AnyObject?

    init(_ worldAnchor: LayoutAnchor?, owner: AnyObject?) {
        self.worldAnchor = worldAnchor
        self.owner = owner
        super.init()
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, multiplier: 1, constant: 0)
    }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, multiplier: 1, constant: c)
    }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }
}

/// `NSLayoutXAxisAnchor`: a horizontal edge or centre (kept, not solved).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor`: a vertical edge or centre.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The system spacing between two vertical anchors (8 pt, UIKit's standard spacing).
    static let systemSpacing: CGFloat = 8

    /// `self == anchor + multiplier × system spacing` (self below `anchor`).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, .equal, anchor, multiplier: 1, constant: multiplier * Self.systemSpacing)
    }
    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: multiplier * Self.systemSpacing)
    }
    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: multiplier * Self.systemSpacing)
    }
}

/// `NSLayoutDimension`: a width or height.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, nil, multiplier: 1, constant: c)
    }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .lessThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .equal, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, .equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
}
