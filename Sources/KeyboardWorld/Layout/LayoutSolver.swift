import Foundation

/// Solves the vertical constraints of a screen: the top and bottom of every view Auto Layout
/// places, in the root view's coordinates (docs/world-rules.md, "Auto Layout").
///
/// Every anchor is a top, a bottom, a centre (`(top + bottom) / 2`) or a height
/// (`bottom - top`) of a placed view (two unknowns each) or of something whose place is known
/// (the root view, its guides, the bars' area). The solver works in UIKit's order of strength:
/// 1. required equalities, in activation order, until nothing more follows: the first two
///    independent equations fix a view, and a later one that disagrees is broken (UIKit logs
///    "Unable to simultaneously satisfy constraints" and breaks one; which one it breaks is not
///    documented: keyfuzz keeps the earlier);
/// 2. required inequalities with a known side become bounds on the edge they place;
/// 3. weaker equalities, strongest first, each held inside those bounds;
/// 4. an edge still free keeps the view's current height (or top) within its bounds, as an
///    ambiguous layout leaves a frame;
/// 5. a required inequality the result breaks is reported broken.
struct LayoutSolver {
    /// One placed view's edges, nil while unknown.
    struct Edges: Equatable {
        var top: CGFloat?
        var bottom: CGFloat?
        var isComplete: Bool { top != nil && bottom != nil }
    }

    /// The views the layout places, each with its current frame (root-view coordinates).
    let views: [View]
    let currentFrames: [CGRect]
    /// The value of an anchor of something the layout does not place.
    let known: (LayoutAnchor) -> CGFloat?

    /// The constraints the solver could not keep, in the order it gave them up.
    private(set) var broken: [LayoutConstraint] = []

    init(views: [View], currentFrames: [CGRect], known: @escaping (LayoutAnchor) -> CGFloat?) {
        self.views = views
        self.currentFrames = currentFrames
        self.known = known
    }

    /// The edges of every placed view, in `views` order (a view no constraint places keeps its
    /// current frame).
    mutating func solve(_ constraints: [LayoutConstraint]) -> [(top: CGFloat, bottom: CGFloat)] {
        var edges = Array(repeating: Edges(), count: views.count)
        let required = constraints.filter { $0.relation == .equal && $0.isRequired }
        propagate(required, into: &edges)
        var lower = Array(repeating: -CGFloat.infinity, count: views.count * 2)
        var upper = Array(repeating: CGFloat.infinity, count: views.count * 2)
        let inequalities = constraints.filter { $0.relation != .equal && $0.isRequired }
        bound(inequalities, edges: edges, lower: &lower, upper: &upper)
        // Weaker equalities, strongest first (a stable sort keeps activation order within a priority).
        let weaker = constraints.enumerated()
            .filter { $0.element.relation == .equal && !$0.element.isRequired }
            .sorted { $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset }
            .map(\.element)
        propagate(weaker, into: &edges, lower: lower, upper: upper)
        var result: [(top: CGFloat, bottom: CGFloat)] = []
        for index in views.indices {
            let frame = currentFrames[index]
            var top = edges[index].top
            let bottom = edges[index].bottom
            if top == nil, let b = bottom { top = b - frame.size.height }
            if top == nil { top = frame.origin.y }
            let t = clamp(top ?? frame.origin.y, lower[2 * index], upper[2 * index])
            let b = clamp(bottom ?? t + frame.size.height, lower[2 * index + 1], upper[2 * index + 1])
            edges[index] = Edges(top: t, bottom: b)
            result.append((t, b))
        }
        for constraint in inequalities where !holds(constraint, edges) { broken.append(constraint) }
        return result
    }

    // MARK: Equalities

    /// Applies equalities until none adds anything; one that contradicts what is fixed is broken.
    private mutating func propagate(
        _ constraints: [LayoutConstraint], into edges: inout [Edges],
        lower: [CGFloat]? = nil, upper: [CGFloat]? = nil
    ) {
        var open = constraints
        var progress = true
        while progress && !open.isEmpty {
            progress = false
            var stillOpen: [LayoutConstraint] = []
            for constraint in open {
                switch apply(constraint, to: &edges, lower: lower, upper: upper) {
                case .applied:
                    progress = true
                case .waiting:
                    stillOpen.append(constraint)
                case .contradicts:
                    if constraint.isRequired { broken.append(constraint) }
                    progress = true
                }
            }
            open = stillOpen
        }
    }

    private enum Outcome { case applied, waiting, contradicts }

    /// Fixes the one unknown edge `constraint` decides, when everything else it reads is known.
    private func apply(_ constraint: LayoutConstraint, to edges: inout [Edges], lower: [CGFloat]?, upper: [CGFloat]?)
        -> Outcome
    {
        let firstValue = value(of: constraint.first, edges)
        let secondValue = constraint.second.map { value(of: $0, edges) } ?? 0
        // Which side is unknown decides the direction: solve it from the other.
        if let second = secondValue, firstValue == nil {
            return fix(constraint.first, to: constraint.multiplier * second + constraint.constant, edges: &edges, lower: lower, upper: upper)
        }
        if let first = firstValue, secondValue == nil, let anchor = constraint.second, constraint.multiplier != 0 {
            return fix(anchor, to: (first - constraint.constant) / constraint.multiplier, edges: &edges, lower: lower, upper: upper)
        }
        guard let first = firstValue, let second = secondValue else { return .waiting }
        return abs(first - (constraint.multiplier * second + constraint.constant)) <= Self.tolerance ? .applied : .contradicts
    }

    /// How far apart two values may be and still agree (Auto Layout's own rounding is finer).
    static let tolerance: CGFloat = 0.001

    /// Sets the unknown edge behind `anchor` so that the anchor reads `target`.
    private func fix(_ anchor: LayoutAnchor, to target: CGFloat, edges: inout [Edges], lower: [CGFloat]?, upper: [CGFloat]?)
        -> Outcome
    {
        guard case .view(let view) = anchor.item, let index = views.firstIndex(where: { $0 === view }) else {
            return .waiting  // an anchor of a view the layout does not place, and unknown: nothing to do
        }
        var e = edges[index]
        func bounded(_ value: CGFloat, edge: Int) -> CGFloat {
            guard let lower, let upper else { return value }
            return clamp(value, lower[2 * index + edge], upper[2 * index + edge])
        }
        switch anchor.attribute {
        case .top:
            e.top = bounded(target, edge: 0)
        case .bottom:
            e.bottom = bounded(target, edge: 1)
        case .centerY:
            if let top = e.top {
                e.bottom = bounded(2 * target - top, edge: 1)
            } else if let bottom = e.bottom {
                e.top = bounded(2 * target - bottom, edge: 0)
            } else {
                return .waiting
            }
        case .height:
            if let top = e.top {
                e.bottom = bounded(top + target, edge: 1)
            } else if let bottom = e.bottom {
                e.top = bounded(bottom - target, edge: 0)
            } else {
                return .waiting
            }
        }
        edges[index] = e
        return .applied
    }

    // MARK: Inequalities

    /// Turns each required inequality with a known side into a bound on the top (even slot) or
    /// bottom (odd slot) of the view it places.
    private func bound(_ constraints: [LayoutConstraint], edges: [Edges], lower: inout [CGFloat], upper: inout [CGFloat]) {
        for constraint in constraints {
            let secondValue = constraint.second.map { value(of: $0, edges) } ?? 0
            guard let second = secondValue else { continue }
            let limit = constraint.multiplier * second + constraint.constant
            guard case .view(let view) = constraint.first.item, let index = views.firstIndex(where: { $0 === view }) else {
                continue
            }
            let e = edges[index]
            var slot: Int
            var edgeLimit = limit
            switch constraint.first.attribute {
            case .top: slot = 0
            case .bottom: slot = 1
            case .height:
                guard let top = e.top else { continue }
                slot = 1
                edgeLimit = top + limit
            case .centerY:
                guard let top = e.top else { continue }
                slot = 1
                edgeLimit = 2 * limit - top
            }
            slot += 2 * index
            if constraint.relation == .lessThanOrEqual {
                upper[slot] = Swift.min(upper[slot], edgeLimit)
            } else {
                lower[slot] = Swift.max(lower[slot], edgeLimit)
            }
        }
    }

    /// Whether an inequality holds for the finished edges.
    private func holds(_ constraint: LayoutConstraint, _ edges: [Edges]) -> Bool {
        guard let first = value(of: constraint.first, edges),
            let second = constraint.second.map({ value(of: $0, edges) }) ?? 0
        else { return true }
        let limit = constraint.multiplier * second + constraint.constant
        switch constraint.relation {
        case .equal: return abs(first - limit) <= Self.tolerance
        case .lessThanOrEqual: return first <= limit + Self.tolerance
        case .greaterThanOrEqual: return first >= limit - Self.tolerance
        }
    }

    // MARK: Values

    /// An anchor's value: from the edges found so far for a placed view, else what is known.
    private func value(of anchor: LayoutAnchor, _ edges: [Edges]) -> CGFloat? {
        guard case .view(let view) = anchor.item, let index = views.firstIndex(where: { $0 === view }) else {
            return known(anchor)
        }
        let e = edges[index]
        switch anchor.attribute {
        case .top: return e.top
        case .bottom: return e.bottom
        case .centerY: return e.top.flatMap { top in e.bottom.map { (top + $0) / 2 } }
        case .height: return e.top.flatMap { top in e.bottom.map { $0 - top } }
        }
    }
}
