import Foundation

/// Solves the vertical constraints of a screen: the top and bottom of every view Auto Layout
/// places, in the root view's coordinates (docs/world-rules.md, "Auto Layout").
///
/// Each anchor of a placed view is a linear function of its two unknowns, top `t` and bottom
/// `b`: top `t`, bottom `b`, centre `(t + b) / 2`, height `b - t`; anchors of everything else
/// (the root view, its guides, the bars' area) are known. A constraint whose other side is known
/// is one equation on its view; two independent equations fix the view. The solver works in
/// UIKit's order of strength:
/// 1. required equalities, in activation order, until nothing more follows; one that disagrees
///    with a view already fixed is broken (UIKit logs "Unable to simultaneously satisfy
///    constraints" and breaks one; which one is not documented: keyfuzz keeps the earlier);
/// 2. required inequalities with a known side become bounds on the edge they place;
/// 3. weaker equalities, strongest first, each view they fix held inside those bounds;
/// 4. a view still free keeps its current height (or top), as an ambiguous layout leaves a frame;
/// 5. a required inequality the result breaks is reported broken.
struct LayoutSolver {
    /// The views the layout places.
    let views: [View]
    /// Their current frames in root-view coordinates (what an ambiguous layout keeps).
    let currentFrames: [CGRect]
    /// The value of an anchor of something the layout does not place.
    let known: (LayoutAnchor) -> CGFloat?

    /// The constraints the solver could not keep, in the order it gave them up.
    private(set) var broken: [LayoutConstraint] = []

    /// What is known of one placed view: its edges once fixed, else the equation that waits for
    /// a second.
    private struct Placement {
        var edges: (top: CGFloat, bottom: CGFloat)?
        var pending: Equation?
    }

    /// `a × top + b × bottom = value`.
    private struct Equation {
        var a: CGFloat
        var b: CGFloat
        var value: CGFloat

        init(_ attribute: LayoutAnchor.Attribute, _ value: CGFloat) {
            (a, b) =
                switch attribute {
                case .top: (1, 0)
                case .bottom: (0, 1)
                case .centerY: (0.5, 0.5)
                case .height: (-1, 1)
                }
            self.value = value
        }

        /// The edges this equation and `other` fix, nil when they are not independent.
        func solved(with other: Equation) -> (top: CGFloat, bottom: CGFloat)? {
            let determinant = a * other.b - b * other.a
            guard abs(determinant) > 1e-9 else { return nil }
            let top = (value * other.b - b * other.value) / determinant
            let bottom = (a * other.value - value * other.a) / determinant
            return (top, bottom)
        }

        /// Whether the edges satisfy it.
        func holds(for edges: (top: CGFloat, bottom: CGFloat)) -> Bool {
            abs(a * edges.top + b * edges.bottom - value) <= LayoutSolver.tolerance
        }
    }

    /// How far apart two values may be and still agree.
    static let tolerance: CGFloat = 0.001

    init(views: [View], currentFrames: [CGRect], known: @escaping (LayoutAnchor) -> CGFloat?) {
        self.views = views
        self.currentFrames = currentFrames
        self.known = known
    }

    /// The edges of every placed view, in `views` order.
    mutating func solve(_ constraints: [LayoutConstraint]) -> [(top: CGFloat, bottom: CGFloat)] {
        var placements = Array(repeating: Placement(), count: views.count)
        let required = constraints.filter { $0.relation == .equal && $0.isRequired }
        propagate(required, into: &placements, bounds: nil)
        let inequalities = constraints.filter { $0.relation != .equal && $0.isRequired }
        let bounds = self.bounds(from: inequalities, placements)
        // Weaker equalities, strongest first (a stable sort keeps activation order within a priority).
        let weaker = constraints.enumerated()
            .filter { $0.element.relation == .equal && !$0.element.isRequired }
            .sorted { $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset }
            .map(\.element)
        propagate(weaker, into: &placements, bounds: bounds)
        var result: [(top: CGFloat, bottom: CGFloat)] = []
        for index in views.indices {
            let edges = placements[index].edges ?? ambiguous(index, placements[index].pending)
            let fixed = placements[index].edges == nil ? bounded(edges, index, bounds) : edges
            placements[index].edges = fixed
            result.append(fixed)
        }
        for constraint in inequalities where !holds(constraint, placements) { broken.append(constraint) }
        return result
    }

    // MARK: Equalities

    /// Applies equalities until none adds anything; a required one that contradicts what is
    /// fixed is broken. Views fixed here are held inside `bounds` (the weaker equalities').
    private mutating func propagate(_ constraints: [LayoutConstraint], into placements: inout [Placement], bounds: Bounds?) {
        var open = constraints
        var progress = true
        while progress && !open.isEmpty {
            progress = false
            var stillOpen: [LayoutConstraint] = []
            for constraint in open {
                guard let (index, equation) = equation(for: constraint, placements) else {
                    // Both sides known: it holds or it is broken.
                    if let holds = agreement(of: constraint, placements) {
                        if !holds && constraint.isRequired { broken.append(constraint) }
                        progress = true
                    } else {
                        stillOpen.append(constraint)
                    }
                    continue
                }
                progress = true
                var placement = placements[index]
                if let edges = placement.edges {
                    if !equation.holds(for: edges) && constraint.isRequired { broken.append(constraint) }
                } else if let first = placement.pending {
                    if let edges = first.solved(with: equation) {
                        placement.edges = bounds.map { bounded(edges, index, $0) } ?? edges
                        placement.pending = nil
                    } else if abs(first.value * equation.a - equation.value * first.a) > Self.tolerance
                        || abs(first.value * equation.b - equation.value * first.b) > Self.tolerance
                    {
                        // The same direction with another value: a contradiction.
                        if constraint.isRequired { broken.append(constraint) }
                    }
                } else {
                    placement.pending = equation
                }
                placements[index] = placement
            }
            open = stillOpen
        }
    }

    /// The equation `constraint` puts on one placed view whose edges are not fixed, when its
    /// other side is known; nil when both sides are known or it must wait.
    private func equation(for constraint: LayoutConstraint, _ placements: [Placement]) -> (Int, Equation)? {
        let firstIndex = placedIndex(constraint.first)
        let secondIndex = constraint.second.flatMap(placedIndex)
        let firstValue = value(of: constraint.first, placements)
        let secondValue = constraint.second.map { value(of: $0, placements) } ?? 0
        if let index = firstIndex, firstValue == nil, let second = secondValue {
            return (index, Equation(constraint.first.attribute, constraint.multiplier * second + constraint.constant))
        }
        if let index = secondIndex, secondValue == nil, let first = firstValue, let anchor = constraint.second,
            constraint.multiplier != 0
        {
            return (index, Equation(anchor.attribute, (first - constraint.constant) / constraint.multiplier))
        }
        return nil
    }

    /// Whether a constraint whose sides are both known holds; nil while one is unknown.
    private func agreement(of constraint: LayoutConstraint, _ placements: [Placement]) -> Bool? {
        guard let first = value(of: constraint.first, placements),
            let second = constraint.second.map({ value(of: $0, placements) }) ?? 0
        else { return nil }
        return abs(first - (constraint.multiplier * second + constraint.constant)) <= Self.tolerance
    }

    /// A view no two equations fix: its pending equation (if any) with its current height, or
    /// with its current top when the equation is a height; with none, its current frame.
    private func ambiguous(_ index: Int, _ pending: Equation?) -> (top: CGFloat, bottom: CGFloat) {
        let frame = currentFrames[index]
        guard let pending else { return (frame.origin.y, frame.origin.y + frame.size.height) }
        return pending.solved(with: Equation(.height, frame.size.height))
            ?? pending.solved(with: Equation(.top, frame.origin.y))
            ?? (frame.origin.y, frame.origin.y + frame.size.height)
    }

    // MARK: Inequalities

    /// Lower and upper bounds on each placed view's top and bottom.
    private struct Bounds {
        var top: [ClosedRange<CGFloat>]
        var bottom: [ClosedRange<CGFloat>]
    }

    /// Turns each required inequality with a known side into a bound on the top or bottom of the
    /// view it places (a height or centre bound needs the view's top).
    private func bounds(from constraints: [LayoutConstraint], _ placements: [Placement]) -> Bounds {
        var lower = Array(repeating: (top: -CGFloat.infinity, bottom: -CGFloat.infinity), count: views.count)
        var upper = Array(repeating: (top: CGFloat.infinity, bottom: CGFloat.infinity), count: views.count)
        for constraint in constraints {
            guard let index = placedIndex(constraint.first), placements[index].edges == nil,
                let second = constraint.second.map({ value(of: $0, placements) }) ?? 0
            else { continue }
            let limit = constraint.multiplier * second + constraint.constant
            let isUpper = constraint.relation == .lessThanOrEqual
            switch constraint.first.attribute {
            case .top:
                if isUpper {
                    upper[index].top = Swift.min(upper[index].top, limit)
                } else {
                    lower[index].top = Swift.max(lower[index].top, limit)
                }
            case .bottom:
                if isUpper {
                    upper[index].bottom = Swift.min(upper[index].bottom, limit)
                } else {
                    lower[index].bottom = Swift.max(lower[index].bottom, limit)
                }
            case .height, .centerY:
                continue  // needs the view's top, not known before the weaker equalities
            }
        }
        func ranges(_ l: [CGFloat], _ u: [CGFloat]) -> [ClosedRange<CGFloat>] {
            zip(l, u).map { $0 <= $1 ? $0...$1 : $0...$0 }
        }
        return Bounds(top: ranges(lower.map(\.top), upper.map(\.top)), bottom: ranges(lower.map(\.bottom), upper.map(\.bottom)))
    }

    private func bounded(_ edges: (top: CGFloat, bottom: CGFloat), _ index: Int, _ bounds: Bounds) -> (top: CGFloat, bottom: CGFloat) {
        let top = bounds.top[index]
        let bottom = bounds.bottom[index]
        return (clamp(edges.top, top.lowerBound, top.upperBound), clamp(edges.bottom, bottom.lowerBound, bottom.upperBound))
    }

    /// Whether an inequality holds for the finished edges.
    private func holds(_ constraint: LayoutConstraint, _ placements: [Placement]) -> Bool {
        guard let first = value(of: constraint.first, placements),
            let second = constraint.second.map({ value(of: $0, placements) }) ?? 0
        else { return true }
        let limit = constraint.multiplier * second + constraint.constant
        return constraint.relation == .lessThanOrEqual ? first <= limit + Self.tolerance : first >= limit - Self.tolerance
    }

    // MARK: Values

    /// The index of the placed view `anchor` belongs to, nil for anything else.
    private func placedIndex(_ anchor: LayoutAnchor) -> Int? {
        guard case .view(let view) = anchor.item else { return nil }
        return views.firstIndex { $0 === view }
    }

    /// An anchor's value: from a placed view's fixed edges, else what is known (nil while a
    /// placed view is not fixed).
    private func value(of anchor: LayoutAnchor, _ placements: [Placement]) -> CGFloat? {
        guard let index = placedIndex(anchor) else { return known(anchor) }
        guard let edges = placements[index].edges else { return nil }
        return Equation(anchor.attribute, 0).a * edges.top + Equation(anchor.attribute, 0).b * edges.bottom
    }
}
