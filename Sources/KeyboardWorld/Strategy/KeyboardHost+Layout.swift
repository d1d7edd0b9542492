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
}
