import Foundation

/// A vertical Auto Layout constraint (`NSLayoutConstraint` on vertical anchors):
/// `first relation multiplier × second + constant`, or `first relation constant` for a height
/// with no second anchor.
///
/// Activating it, changing its `constant` or `priority` while active, or deactivating it marks
/// the screen's layout as needing a pass; the world lays the views out again at the end of the
/// run-loop turn, or at once on `layoutIfNeeded()` (docs/world-rules.md, "Auto Layout").
public final class LayoutConstraint {
    /// How the two sides compare.
    public enum Relation: String, Hashable, Sendable {
        /// `==`.
        case equal
        /// `<=`.
        case lessThanOrEqual
        /// `>=`.
        case greaterThanOrEqual
    }

    /// The required priority (`UILayoutPriority.required`).
    public static let required: Float = 1000

    /// The anchor the constraint places (`firstAnchor`).
    public let first: LayoutAnchor
    /// How the sides compare.
    public let relation: Relation
    /// The anchor it is placed against (`secondAnchor`); nil for a fixed height.
    public let second: LayoutAnchor?
    /// The factor on the second anchor.
    public let multiplier: CGFloat
    /// Whether keyfuzz's screen made it: the constraint a storyboard would have. Code that
    /// activates its own constraint on the same edge of the same view replaces it.
    public let isScreenConstraint: Bool
    /// The name Interface Builder or code gave it (`identifier`), for the trace.
    public var identifier: String?
    /// The world the views belong to; nil once it is gone (a constraint code kept after its
    /// case: its values still read back).
    private(set) weak var world: World?

    /// A constraint `first relation multiplier × second + constant`, inactive until
    /// ``isActive`` is set. Both anchors must belong to views of one world.
    public convenience init(
        _ first: LayoutAnchor, _ relation: Relation = .equal, _ second: LayoutAnchor?, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: Float = LayoutConstraint.required
    ) {
        self.init(first, relation, second, multiplier: multiplier, constant: constant, priority: priority, screen: false)
    }

    init(
        _ first: LayoutAnchor, _ relation: Relation, _ second: LayoutAnchor?, multiplier: CGFloat, constant: CGFloat,
        priority: Float, screen: Bool
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = priority
        self.isScreenConstraint = screen
        self.world = first.item.view.world
    }

    /// The distance added to the second anchor (or the fixed height).
    public var constant: CGFloat {
        get { storedConstant }
        set {
            storedConstant = newValue
            world?.traceLayoutAssignment(self, "constant", TraceFormat.number(newValue))
            if isActive { world?.layoutInputsChanged() }
        }
    }
    private var storedConstant: CGFloat

    /// How strongly the layout holds it: `required` (1000) or less, a weaker constraint giving
    /// way to a stronger one.
    public var priority: Float {
        get { storedPriority }
        set {
            storedPriority = newValue
            world?.traceLayoutAssignment(self, "priority", TraceFormat.number(CGFloat(newValue)))
            if isActive { world?.layoutInputsChanged() }
        }
    }
    private var storedPriority: Float

    /// Whether the layout uses it. Activating it adds it to the screen's layout; activating a
    /// constraint of the app's own on an edge a screen constraint places deactivates that one.
    public var isActive: Bool {
        get { world?.constraintLayout?.contains(self) ?? false }
        set {
            guard newValue != isActive, let world else { return }
            world.traceLayoutAssignment(self, "isActive", "\(newValue)")
            if newValue { world.activate(self) } else { world.deactivate(self) }
        }
    }

    /// Whether `constant`, `priority` and the relation are those of a required constraint.
    var isRequired: Bool { storedPriority >= Self.required }

    /// `scrollView.bottom == layoutArea.bottom - 20`, as the trace writes it.
    public var summary: String {
        let relation =
            switch self.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        var right: String
        if let second {
            right = multiplier == 1 ? second.traceName : "\(TraceFormat.number(multiplier)) × \(second.traceName)"
            if constant != 0 { right += constant < 0 ? " - \(TraceFormat.number(-constant))" : " + \(TraceFormat.number(constant))" }
        } else {
            right = TraceFormat.number(constant)
        }
        let weight = isRequired ? "" : " @\(TraceFormat.number(CGFloat(priority)))"
        return "\(first.traceName) \(relation) \(right)\(weight)"
    }
}
