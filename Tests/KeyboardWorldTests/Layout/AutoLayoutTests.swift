import Foundation
import Testing

@testable import KeyboardWorld

/// Auto Layout in the world (docs/world-rules.md, "Auto Layout"), with hand-worked numbers.
///
/// phone-notch portrait, no bars: window 393x852, safe area (59, 34); the layout area (between
/// the chrome) runs from 59 to 852, so the form's scroll view lies at (0, 59, 393, 793). The
/// keyboard of a default field is 291 + 45 = 336 pt at y 516; its guide rests on the safe area's
/// bottom, 852 - 34 = 818.
@Suite struct AutoLayoutTests {
    private func world(_ scenario: Scenario = form(), _ probe: Probe = Probe()) -> (World, ScreenConstraints) {
        let world = makeWorld(scenario, probe)
        let constraints = world.installScreenConstraints()
        return (world, constraints)
    }

    @Test func theScreenConstraintsReproduceEveryShapesLayout() {
        for shape in ScreenShape.allCases {
            for (nav, tab) in [(false, false), (true, true)] {
                var scenario = form(navigationBar: nav, tabBar: tab)
                scenario.shape = shape
                if shape == .header || shape == .footer { scenario.fields = Array(scenario.fields.prefix(3)) }
                let world = makeWorld(scenario)
                let before = world.movableViews.map(\.untransformedFrame)
                _ = world.installScreenConstraints()
                world.freezeLayoutDesign()
                #expect(world.movableViews.map(\.untransformedFrame) == before, "\(shape) nav \(nav) tab \(tab)")
                #expect(world.movableViews.map { world.baselineFrame(of: $0.role) } == before, "\(shape) nav \(nav) tab \(tab)")
            }
        }
    }

    @Test func aConstantChangeLaysTheViewsOutAtTheNextPass() throws {
        let (world, constraints) = world()
        #expect(world.scrollView.frame == rect(0, 59, 393, 793))
        let bottom = try #require(constraints.scrollViewBottom)
        // Interface Builder's order: layoutArea.bottom == scrollView.bottom + constant.
        #expect(bottom.summary == "layoutArea.bottom == scrollView.bottom")
        bottom.constant = 336
        #expect(world.scrollView.frame == rect(0, 59, 393, 793), "not before the layout pass")
        world.layoutIfNeeded()
        #expect(world.scrollView.frame == rect(0, 59, 393, 457))
    }

    @Test func anAppConstraintOnTheSameEdgeReplacesTheScreens() throws {
        let (world, constraints) = world()
        let root = world.rootView
        let pinned = LayoutConstraint(world.scrollView.bottomAnchor, .equal, LayoutAnchor(.keyboardGuide(of: root), .top))
        pinned.isActive = true
        #expect(constraints.scrollViewBottom?.isActive == false)
        #expect(constraints.scrollViewTop?.isActive == true)
        world.freezeLayoutDesign()
        world.layoutIfNeeded()
        // At rest the guide's top is the safe area's bottom: 818.
        #expect(world.scrollView.frame == rect(0, 59, 393, 759))
        #expect(world.baselineFrame(of: .scrollView) == rect(0, 59, 393, 759))
        try world.run("tap(0)")
        // Docked: the guide's top is the keyboard's, 516.
        #expect(world.scrollView.frame == rect(0, 59, 393, 457))
        try world.run("dismiss finishAnimation")
        #expect(world.scrollView.frame == rect(0, 59, 393, 759))
    }

    @Test func underAnOpaqueTabBarTheGuideRestsOnTheBar() {
        // Tab bar 49 + 34: the view controller's view ends at 852 - 83 = 769, where the guide rests.
        let (world, _) = world(form(tabBar: true))
        LayoutConstraint(world.scrollView.bottomAnchor, .equal, LayoutAnchor(.keyboardGuide(of: world.rootView), .top)).isActive = true
        world.layoutIfNeeded()
        #expect(world.scrollView.frame == rect(0, 59, 393, 710))
    }

    @Test func aConstantLeftChangedIsDrift() throws {
        let probe = Probe()
        let checked = World(scenario: form(), strategy: probe, invariants: [.drift])
        let screen = checked.installScreenConstraints()
        checked.freezeLayoutDesign()
        probe.onNotification = { note, _ in
            if note.name == .keyboardWillShow { screen.scrollViewBottom?.constant = 336 }
        }
        _ = checked.perform(.tap(0))
        _ = checked.perform(.dismiss)
        let violations = checked.finish()
        let found = try #require(violation(.drift, in: violations))
        #expect(found.message.contains("scrollView.frame.height is 457, baseline 793 (off by -336)"), "\(found.message)")
    }

    @Test func layoutIfNeededInsideAnAnimationAnimatesTheFrames() throws {
        let (world, constraints) = world()
        world.freezeLayoutDesign()
        constraints.scrollViewBottom?.constant = 100
        world.host.animate(withDuration: 0.25, animations: { world.rootView.layoutIfNeeded() })
        #expect(world.scrollView.frame == rect(0, 59, 393, 693), "the model value at once")
        #expect(!world.isQuiescent, "the frame's animation runs for 0.25 s")
    }

    @Test func aFrameSetByCodeStaysUntilSomethingInvalidatesTheLayout() throws {
        let (world, _) = world()
        world.freezeLayoutDesign()
        world.scrollView.frame.size.height = 400
        try world.run("tap(0) dismiss finishAnimation")
        #expect(world.scrollView.frame.size.height == 400, "nothing the constraints read moved")
        try world.run("rotate")
        // Landscape: safe area (0, 59, 21, 59), no bars: the layout area runs from 0 to 393.
        #expect(world.scrollView.frame == rect(0, 0, 852, 393))
    }
}

/// The solver on its own: UIKit's order of strength, with hand-worked numbers (root coordinates,
/// the root view 800 tall).
@Suite struct LayoutSolverTests {
    private let world = makeWorld(form())
    private var view: View { world.scrollView }

    private func solve(_ constraints: [LayoutConstraint], current: CGRect = rect(0, 0, 393, 100))
        -> (edges: [(top: CGFloat, bottom: CGFloat)], broken: [LayoutConstraint])
    {
        var solver = LayoutSolver(views: [view], currentFrames: [current]) { anchor in
            switch anchor.attribute {
            case .top: 0
            case .bottom: 800
            case .centerY: 400
            case .height: 800
            }
        }
        let edges = solver.solve(constraints)
        return (edges, solver.broken)
    }

    private var root: LayoutAnchor.Item { .view(world.rootView) }

    @Test func requiredEqualitiesFixAView() {
        let result = solve([
            LayoutConstraint(view.topAnchor, .equal, LayoutAnchor(root, .top), constant: 50),
            LayoutConstraint(LayoutAnchor(root, .bottom), .equal, view.bottomAnchor, constant: 300),
        ])
        #expect(result.edges[0] == (50, 500))
        #expect(result.broken.isEmpty)
    }

    @Test func aBottomAndAHeightFixAView() {
        // The height waits for an edge; the bottom, 800 - 80, gives it.
        let result = solve([
            LayoutConstraint(view.heightAnchor, .equal, nil, constant: 120),
            LayoutConstraint(view.bottomAnchor, .equal, LayoutAnchor(root, .bottom), constant: -80),
        ])
        #expect(result.edges[0] == (600, 720))
    }

    @Test func aTopAndAHeightFixAView() {
        let result = solve([
            LayoutConstraint(view.heightAnchor, .equal, nil, constant: 120),
            LayoutConstraint(view.topAnchor, .equal, LayoutAnchor(root, .top), constant: 10),
        ])
        #expect(result.edges[0] == (10, 130))
    }

    @Test func aThirdRequiredEqualityThatDisagreesIsBrokenAndTheEarlierKept() {
        let late = LayoutConstraint(view.bottomAnchor, .equal, LayoutAnchor(root, .bottom), constant: -100)
        let result = solve([
            LayoutConstraint(view.topAnchor, .equal, LayoutAnchor(root, .top)),
            LayoutConstraint(view.bottomAnchor, .equal, LayoutAnchor(root, .bottom)),
            late,
        ])
        #expect(result.edges[0] == (0, 800))
        #expect(result.broken.count == 1 && result.broken[0] === late)
    }

    @Test func aWeakerEqualityGivesWayToARequiredInequality() {
        // bottom == 700 @999, bottom <= 600 required: 600.
        let result = solve([
            LayoutConstraint(view.topAnchor, .equal, LayoutAnchor(root, .top)),
            LayoutConstraint(view.bottomAnchor, .equal, LayoutAnchor(root, .bottom), constant: -100, priority: 999),
            LayoutConstraint(view.bottomAnchor, .lessThanOrEqual, LayoutAnchor(root, .bottom), constant: -200),
        ])
        #expect(result.edges[0] == (0, 600))
        #expect(result.broken.isEmpty)
    }

    @Test func anUnplacedEdgeKeepsTheCurrentHeight() {
        let result = solve([LayoutConstraint(view.topAnchor, .equal, LayoutAnchor(root, .top), constant: 30)])
        #expect(result.edges[0] == (30, 130))
    }

    @Test func aCentreAndAHeight() {
        let result = solve([
            LayoutConstraint(view.heightAnchor, .equal, nil, constant: 200),
            LayoutConstraint(view.centerYAnchor, .equal, LayoutAnchor(root, .centerY)),
        ])
        // Two equations on the view's two unknowns: b - t = 200, (t + b) / 2 = 400.
        #expect(result.edges[0] == (300, 500))
        #expect(result.broken.isEmpty)
    }
}
