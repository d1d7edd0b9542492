import Foundation

/// The layout a view controller can read, with UIKit's meanings, so that layout-guide and
/// bar-aware code ports without emulating it from notifications.
extension KeyboardHost {
    /// `view.keyboardLayoutGuide` (iOS 15): see ``KeyboardLayoutGuide``.
    public var keyboardLayoutGuide: KeyboardLayoutGuide { world.rootView.keyboardLayoutGuide }

    /// `view.safeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: LayoutGuide { world.rootView.safeAreaLayoutGuide }

    /// Where the layout (constraints or autoresizing) puts the form's scroll view when no code
    /// moved it, for the current orientation, in its superview's coordinates: classically below
    /// the status bar and navigation bar and above the tab bar (``layoutFrame(of:)`` for any view).
    public var scrollViewLayoutFrame: CGRect { world.layoutFrame }

    /// Where the layout puts `view` (the root view, a scroll view, a bar) when no code moved it,
    /// for the current orientation, in its superview's coordinates: what its storyboard
    /// constraints say (docs/world-rules.md, "Screen shapes").
    public func layoutFrame(of view: View) -> CGRect { world.baselineFrame(of: view.role) }

    /// `navigationController?.navigationBar.frame` in window coordinates, nil without one.
    public var navigationBarFrame: CGRect? {
        guard world.scenario.navigationBar else { return nil }
        let g = world.geometry
        return CGRect(x: 0, y: g.safeArea.top, width: g.windowFrame.size.width, height: g.navigationBarHeight)
    }

    /// `tabBarController?.tabBar.frame` in window coordinates (its height includes the bottom
    /// safe area it covers, as UIKit's does), nil without one.
    public var tabBarFrame: CGRect? {
        guard world.scenario.tabBar else { return nil }
        let g = world.geometry
        let height = g.tabBarHeight + g.safeArea.bottom
        return CGRect(x: 0, y: g.windowFrame.size.height - height, width: g.windowFrame.size.width, height: height)
    }

    /// The area the bars leave (root-view coordinates at rest): below the status bar and the
    /// navigation bar, above the tab bar and the container's toolbar (UIKit's top and bottom
    /// layout guides).
    public var layoutArea: CGRect { world.layoutArea }

    /// The case's scenario: the screen the strategy runs on (its shape, bars, entry) and what the
    /// device does.
    public var scenario: Scenario { world.scenario }

    /// Gives the screen's views the constraints a storyboard would have (see
    /// ``ScreenConstraints``); from then on Auto Layout places them (docs/world-rules.md,
    /// "Auto Layout"). The same constraints on every call.
    public func installScreenConstraints() -> ScreenConstraints { world.installScreenConstraints() }

    /// Records the constraints active now as the screen's design, what `drift` expects back at
    /// rest (``World/freezeLayoutDesign()``).
    public func freezeLayoutDesign() { world.freezeLayoutDesign() }

    /// Whether Auto Layout places `view`.
    public func isPlacedByAutoLayout(_ view: View) -> Bool { world.isPlacedByAutoLayout(view) }
}
