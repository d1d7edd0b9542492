import Foundation

/// The screen's Auto Layout engine: its active vertical constraints, whether a pass is due,
/// and the layout as designed (the baselines the invariants compare with).
///
/// UIKit lays a view out again only when something invalidated its layout: a constraint
/// activated, deactivated or changed, or something it is pinned to moved (the root view's size,
/// its safe area, the keyboard layout guide). So does this engine: a frame code set directly
/// stays until then, as on a device (docs/world-rules.md, "Auto Layout").
final class ConstraintLayout {
    /// The views Auto Layout places: the root view's subviews of the screen, back to front.
    let views: [View]
    /// The active constraints, in activation order.
    private(set) var constraints: [LayoutConstraint] = []
    /// Whether a constraint changed since the last pass.
    private(set) var isDirty = true
    /// The values of everything outside the placed views that the constraints read, at the last
    /// pass: a pass is due when one of them moved.
    private var lastInputs: [CGFloat] = []
    /// The constraints as the screen was designed (active ones, with their constants and
    /// priorities), once the view controller's view has loaded: what the layout is at rest.
    private var design: [(constraint: LayoutConstraint, constant: CGFloat, priority: Float)]?
    /// The designed layout's frames per orientation, worked out when first asked for.
    private var restFrames: [Orientation: [CGRect]] = [:]

    init(views: [View]) {
        self.views = views
    }

    func contains(_ constraint: LayoutConstraint) -> Bool { constraints.contains { $0 === constraint } }

    /// Whether the layout places `view`.
    func places(_ view: View) -> Bool { views.contains { $0 === view } }

    func activate(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
        isDirty = true
    }

    func deactivate(_ constraint: LayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        isDirty = true
    }

    func invalidate() { isDirty = true }

    /// Records the active constraints as the screen's design (once).
    func freezeDesign() {
        guard design == nil else { return }
        design = constraints.map { ($0, $0.constant, $0.priority) }
        restFrames = [:]
    }

    var isDesignFrozen: Bool { design != nil }

    // MARK: Passes

    /// Whether a pass would lay the views out: a constraint changed or something they are
    /// pinned to moved.
    func needsLayout(in world: World) -> Bool {
        isDirty || !currentInputs(in: world).elementsEqual(lastInputs, by: { $0.hasSameBits(as: $1) })
    }

    /// Lays the views out when a constraint changed or something they are pinned to moved.
    /// - Returns: whether it laid them out.
    func layOutIfNeeded(in world: World) -> Bool {
        let inputs = currentInputs(in: world)
        guard isDirty || !inputs.elementsEqual(lastInputs, by: { $0.hasSameBits(as: $1) }) else { return false }
        isDirty = false
        lastInputs = inputs
        var solver = LayoutSolver(
            views: views, currentFrames: views.map(\.untransformedFrame), known: { world.currentValue(of: $0) })
        let edges = solver.solve(constraints)
        for constraint in solver.broken {
            world.traceEvent(.world("unable to satisfy every constraint: breaking \(constraint.summary)"))
        }
        for (view, edge) in zip(views, edges) {
            var frame = view.untransformedFrame
            guard !frame.origin.y.hasSameBits(as: edge.top) || !frame.size.height.hasSameBits(as: edge.bottom - edge.top)
            else { continue }
            frame.origin.y = edge.top
            frame.size.height = edge.bottom - edge.top
            view.untransformedFrame = frame
            world.traceEvent(.world("Auto Layout: \(view.traceName).frame = \(TraceFormat.rect(view.frame))"))
        }
        return true
    }

    /// Every value outside the placed views the active constraints read.
    private func currentInputs(in world: World) -> [CGFloat] {
        var inputs: [CGFloat] = []
        for constraint in constraints {
            for anchor in [constraint.first, constraint.second] {
                guard let anchor, !isPlaced(anchor) else { continue }
                inputs.append(world.currentValue(of: anchor) ?? .nan)
            }
        }
        return inputs
    }

    private func isPlaced(_ anchor: LayoutAnchor) -> Bool {
        if case .view(let view) = anchor.item { return places(view) }
        return false
    }

    // MARK: Rest

    /// Where the designed layout puts `view` at rest in `world`'s current orientation (no
    /// keyboard, the safe area as designed), nil for a view it does not place or before the
    /// design is known.
    func restFrame(of view: View, in world: World) -> CGRect? {
        guard let design, let index = views.firstIndex(where: { $0 === view }) else { return nil }
        if let frames = restFrames[world.orientation] { return frames[index] }
        let designed: [LayoutConstraint] = design.map { entry in
            LayoutConstraint(
                entry.constraint.first, entry.constraint.relation, entry.constraint.second,
                multiplier: entry.constraint.multiplier, constant: entry.constant, priority: entry.priority,
                screen: entry.constraint.isScreenConstraint)
        }
        let shapeFrames = views.map { world.shapeFrame(of: $0.role) }
        var solver = LayoutSolver(views: views, currentFrames: shapeFrames, known: { world.restValue(of: $0) })
        let edges = solver.solve(designed)
        let frames = zip(shapeFrames, edges).map { frame, edge in
            CGRect(x: frame.origin.x, y: edge.top, width: frame.size.width, height: edge.bottom - edge.top)
        }
        restFrames[world.orientation] = frames
        return frames[index]
    }
}
