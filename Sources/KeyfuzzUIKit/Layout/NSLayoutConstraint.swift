import Foundation
import KeyboardWorld

/// `NSLayoutConstraint`: `firstAnchor relation multiplier × secondAnchor + constant`.
///
/// A constraint on vertical anchors of the screen's views and guides is the world's: activating
/// it, or changing its `constant` or `priority` while active, makes the next layout pass (the end
/// of the run-loop turn, or `layoutIfNeeded()`) place the views again, and inside an animations
/// block the frames that pass sets animate. A constraint the world does not solve (horizontal,
/// on a text field, on a view code made) keeps its values and places nothing
/// (docs/world-rules.md, "Auto Layout").
@MainActor
open class NSLayoutConstraint: NSObject {
    /// The world's constraint, nil for one the world does not solve.
    let worldConstraint: LayoutConstraint?

    /// The first item (a view or a layout guide).
    open private(set) weak var firstItem: AnyObject?
    /// The second item, nil for a fixed size.
    open private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` for a fixed size).
    public let secondAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The factor on the second item's attribute.
    public let multiplier: CGFloat

    private var ownConstant: CGFloat
    private var ownPriority = UILayoutPriority.required
    private var ownIsActive = false

    /// The constraint `anchors` stand for (one solved by the world when both anchors are).
    init<Anchor>(
        _ first: NSLayoutAnchor<Anchor>, _ relation: Relation, _ second: NSLayoutAnchor<Anchor>?,
        multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = first.owner
        secondItem = second?.owner
        firstAttribute = Attribute(first.worldAnchor?.attribute)
        secondAttribute = second.map { Attribute($0.worldAnchor?.attribute) } ?? .notAnAttribute
        self.relation = relation
        self.multiplier = multiplier
        ownConstant = constant
        worldConstraint = Self.worldConstraint(
            first.worldAnchor, relation, second: second.map { $0.worldAnchor }, multiplier: multiplier, constant: constant)
        super.init()
    }

    /// A constraint the screen already has (one of keyfuzz's storyboard constraints).
    init(screen constraint: LayoutConstraint, firstItem: AnyObject?, secondItem: AnyObject?) {
        worldConstraint = constraint
        self.firstItem = firstItem
        self.secondItem = secondItem
        firstAttribute = Attribute(constraint.first.attribute)
        secondAttribute = constraint.second.map { Attribute($0.attribute) } ?? .notAnAttribute
        relation = Relation(constraint.relation)
        multiplier = constraint.multiplier
        ownConstant = constraint.constant
        super.init()
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`:
    /// `view1.attr1 relation multiplier × view2.attr2 + c`, with views or layout guides.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = Self.anchor(of: view1, attr1)
        let second = view2.map { Self.anchor(of: $0, attr2) }
        self.init(first, relation, second, multiplier: multiplier, constant: c)
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
    }

    /// The distance added to the second item's attribute (or the fixed size).
    open var constant: CGFloat {
        get { worldConstraint?.constant ?? ownConstant }
        set { if let worldConstraint { worldConstraint.constant = newValue } else { ownConstant = newValue } }
    }

    /// How strongly the layout holds it.
    open var priority: UILayoutPriority {
        get { worldConstraint.map { UILayoutPriority($0.priority) } ?? ownPriority }
        set { if let worldConstraint { worldConstraint.priority = newValue.rawValue } else { ownPriority = newValue } }
    }

    /// Whether the layout uses it.
    open var isActive: Bool {
        get { worldConstraint?.isActive ?? ownIsActive }
        set { if let worldConstraint { worldConstraint.isActive = newValue } else { ownIsActive = newValue } }
    }

    /// A name for debugging (Interface Builder's or code's).
    open var identifier: String? {
        get { worldConstraint?.identifier ?? ownIdentifier }
        set {
            ownIdentifier = newValue
            worldConstraint?.identifier = newValue
        }
    }
    private var ownIdentifier: String?

    /// Activates every constraint of `constraints`, in order.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// `first <= multiplier × second + constant`.
        case lessThanOrEqual = -1
        /// `first == multiplier × second + constant`.
        case equal = 0
        /// `first >= multiplier × second + constant`.
        case greaterThanOrEqual = 1

        init(_ relation: LayoutConstraint.Relation) {
            switch relation {
            case .equal: self = .equal
            case .lessThanOrEqual: self = .lessThanOrEqual
            case .greaterThanOrEqual: self = .greaterThanOrEqual
            }
        }

        var world: LayoutConstraint.Relation {
            switch self {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }
    }

    /// `NSLayoutConstraint.Attribute`: the world solves `top`, `bottom`, `centerY` and `height`;
    /// the others are kept.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last line's baseline.
        case lastBaseline
        /// The first line's baseline.
        case firstBaseline = 12
        /// The left margin.
        case leftMargin
        /// The right margin.
        case rightMargin
        /// The top margin.
        case topMargin
        /// The bottom margin.
        case bottomMargin
        /// The leading margin.
        case leadingMargin
        /// The trailing margin.
        case trailingMargin
        /// The horizontal centre within the margins.
        case centerXWithinMargins
        /// The vertical centre within the margins.
        case centerYWithinMargins
        /// No attribute: the second item of a fixed size.
        case notAnAttribute = 0

        init(_ attribute: LayoutAnchor.Attribute?) {
            switch attribute {
            case .top: self = .top
            case .bottom: self = .bottom
            case .centerY: self = .centerY
            case .height: self = .height
            case nil: self = .notAnAttribute
            }
        }
    }

    // MARK: Building the world's constraint

    private static func worldConstraint(
        _ first: LayoutAnchor?, _ relation: Relation, second: LayoutAnchor??, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutConstraint? {
        guard let first else { return nil }
        switch second {
        case .none:
            // A fixed size: only a height is solved.
            guard first.attribute == .height else { return nil }
            return LayoutConstraint(first, relation.world, nil, multiplier: multiplier, constant: constant)
        case .some(.none):
            return nil  // the second anchor is one the world does not solve
        case .some(.some(let second)):
            return LayoutConstraint(first, relation.world, second, multiplier: multiplier, constant: constant)
        }
    }

    /// The anchor `attribute` names on a view or layout guide.
    private static func anchor(of item: Any, _ attribute: Attribute) -> NSLayoutAnchor<NSLayoutYAxisAnchor> {
        let owner = item as AnyObject
        let base: LayoutAnchor.Item? =
            switch item {
            case let guide as UILayoutGuide: guide.worldItem
            case let view as UIView: view.worldView.map { .view($0) }
            default: nil
            }
        let world: LayoutAnchor.Attribute? =
            switch attribute {
            case .top: .top
            case .bottom: .bottom
            case .centerY: .centerY
            case .height: .height
            default: nil
            }
        guard let base, let world else { return NSLayoutAnchor(nil, owner: owner) }
        return NSLayoutAnchor(LayoutAnchor(base, world), owner: owner)
    }
}

/// `UILayoutPriority`: how strongly the layout holds a constraint, 1 to 1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (1 to 1000).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the layout always holds it.
    public static let required = UILayoutPriority(1000)
    /// 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250.
    public static let defaultLow = UILayoutPriority(250)
    /// 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` stronger (`.required - 1` is the usual "almost required").
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` weaker.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
