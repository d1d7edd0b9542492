import Foundation

/// Auto Layout in the world (docs/world-rules.md, "Auto Layout"): the screen's own constraints,
/// constraints code activates, the layout passes that apply them, and the layout they give at
/// rest.
extension World {
    // MARK: The screen's constraints

    /// Gives the screen's views the constraints a storyboard would have, reproducing the
    /// screen's layout (each view's top and bottom pinned as its shape places it), and lets
    /// Auto Layout place them from now on. Called once (by a view controller as its view loads);
    /// later calls return the same constraints.
    public func installScreenConstraints() -> ScreenConstraints {
        if let installedScreenConstraints { return installedScreenConstraints }
        var placed: [View] = []
        if let headerView { placed.append(headerView) }
        if let pageScrollView { placed.append(pageScrollView) }
        let formScrollViewIsPlaced = scenario.shape != .plainForm && scenario.shape != .nestedScroll
        if formScrollViewIsPlaced { placed.append(scrollView) }
        if let footerView { placed.append(footerView) }
        if let formView { placed.append(formView) }
        constraintLayout = ConstraintLayout(views: placed)
        let root = rootView
        let translucent = scenario.barStyle == .translucent
        let topItem: LayoutAnchor.Item = translucent && scenario.navigationBar ? .view(root) : .layoutArea(of: root)
        let bottomItem: LayoutAnchor.Item =
            translucent && (scenario.tabBar || scenario.additionalSafeArea) ? .view(root) : .layoutArea(of: root)
        let area = LayoutAnchor.Item.layoutArea(of: root)
        var made = ScreenConstraints()
        func pin(_ first: LayoutAnchor, _ second: LayoutAnchor?, constant: CGFloat = 0) -> LayoutConstraint {
            let constraint = LayoutConstraint(
                first, .equal, second, multiplier: 1, constant: constant, priority: LayoutConstraint.required, screen: true)
            constraintLayout?.activate(constraint)
            made.all.append(constraint)
            return constraint
        }
        // Tops pin the view (Interface Builder's "View.top = Guide.top"); bottoms pin the guide to
        // the view ("Guide.bottom = View.bottom + constant"), so a positive constant lifts the view.
        if let header = headerView {
            made.headerTop = pin(header.topAnchor, LayoutAnchor(area, .top))
            made.headerHeight = pin(header.heightAnchor, nil, constant: barHeight)
        }
        if let page = pageScrollView {
            made.pageScrollViewTop = pin(page.topAnchor, LayoutAnchor(topItem, .top))
            made.pageScrollViewBottom = pin(LayoutAnchor(bottomItem, .bottom), page.bottomAnchor)
        }
        if formScrollViewIsPlaced {
            let form = scrollView
            made.scrollViewTop = pin(form.topAnchor, headerView.map(\.bottomAnchor) ?? LayoutAnchor(topItem, .top))
            if let footer = footerView {
                made.footerBottom = pin(LayoutAnchor(area, .bottom), footer.bottomAnchor)
                made.footerHeight = pin(footer.heightAnchor, nil, constant: barHeight)
                made.scrollViewBottom = pin(footer.topAnchor, form.bottomAnchor)
            } else {
                made.scrollViewBottom = pin(LayoutAnchor(bottomItem, .bottom), form.bottomAnchor)
            }
        }
        if let form = formView {
            made.formViewTop = pin(form.topAnchor, LayoutAnchor(area, .top))
            made.formViewBottom = pin(LayoutAnchor(area, .bottom), form.bottomAnchor)
        }
        installedScreenConstraints = made
        _ = constraintLayout?.layOutIfNeeded(in: self)
        return made
    }

    /// Records the constraints active now as the screen's design: at rest (no keyboard) the
    /// views are where these put them, and `drift` expects them back there. A view controller
    /// freezes the design once its view has loaded (`viewDidLoad` ran); the world freezes it
    /// itself once the screen has appeared.
    public func freezeLayoutDesign() {
        constraintLayout?.freezeDesign()
    }

    /// Whether Auto Layout places `view` (it has the screen's constraints).
    public func isPlacedByAutoLayout(_ view: View) -> Bool {
        constraintLayout?.places(view) ?? false
    }

    // MARK: Activation

    /// Adds `constraint` to the layout; an app constraint on an edge one of the screen's
    /// constraints places replaces that one (a storyboard would not have both).
    func activate(_ constraint: LayoutConstraint) {
        let layout = constraintLayout ?? ConstraintLayout(views: [])
        constraintLayout = layout
        if !constraint.isScreenConstraint, let screen = installedScreenConstraints {
            for replaced in screen.replaced(by: constraint) where layout.contains(replaced) {
                traceEvent(.world("the screen's \(replaced.summary) gives way to \(constraint.summary)"))
                layout.deactivate(replaced)
            }
        }
        layout.activate(constraint)
    }

    func deactivate(_ constraint: LayoutConstraint) {
        constraintLayout?.deactivate(constraint)
    }

    /// A constraint's constant or priority changed: the next pass lays the views out again.
    func layoutInputsChanged() {
        constraintLayout?.invalidate()
    }

    /// Traces a constraint property the strategy set.
    func traceLayoutAssignment(_ constraint: LayoutConstraint, _ property: StaticString, _ value: @autoclosure () -> String) {
        guard recorder != nil, strategyDepth > 0 else { return }
        traceEvent(.assignment("(\(constraint.identifier ?? constraint.summary)).\(property) = \(value())"))
    }

    // MARK: Passes

    /// `layoutIfNeeded()` on the root view: lays the views out now if a pass is due (inside an
    /// animations block, the frames it sets animate). `viewDidLayoutSubviews` follows when the
    /// views were laid out.
    public func layoutIfNeeded() {
        layOutViewController(.whenLaidOut)
    }

    /// `setNeedsLayout()`: the next layout pass lays the views out again.
    public func setNeedsLayout() {
        constraintLayout?.invalidate()
    }

    /// Whether layout passes have a view controller's part to run: constraints to solve or
    /// callbacks to make. Host strategies without constraints skip it entirely.
    var hasViewControllerLayout: Bool { constraintLayout != nil || viewControllerCallbacks != nil }

    /// Which of a view controller's layout callbacks a layout of its views makes.
    enum LayoutCallbacks {
        /// A layout pass of the run loop or `layoutIfNeeded()`: `viewWillLayoutSubviews` and
        /// `viewDidLayoutSubviews` only when the safe area changed or the views are laid out anew.
        case whenLaidOut
        /// Appearance and rotation: `viewWillLayoutSubviews` always; the caller then calls
        /// `viewDidLayoutSubviews` itself (host strategies get it there too).
        case willAlways
    }

    /// The view controller's part of a layout: tells it of a changed safe area
    /// (``ViewControllerCallbacks``), then, when the views are to be laid out, calls
    /// `viewWillLayoutSubviews`, lays them out by their constraints and calls
    /// `viewDidLayoutSubviews`. A pass that `viewDidLayoutSubviews` itself makes due runs once
    /// more, without calling it again (UIKit stops such loops too).
    func layOutViewController(_ callbacks: LayoutCallbacks) {
        let isPass = callbacks == .whenLaidOut
        // Nothing a safe area or a constraint reads has moved since the last pass: nothing to do.
        if let stamp = lastLayoutStamp, stamp.geometry == geometryGeneration, stamp.keyboard.hasSameBits(as: keyboardFrame),
            !(constraintLayout?.isDirty ?? false)
        {
            if !isPass { callWillLayoutSubviews() }
            return
        }
        lastLayoutStamp = (geometryGeneration, keyboardFrame)
        var changed = false
        if let controller = viewControllerCallbacks {
            let insets = rootView.safeAreaInsets
            if !insets.hasSameBits(as: lastRootSafeAreaInsets) {
                lastRootSafeAreaInsets = insets
                changed = true
                callStrategy(.handler("viewSafeAreaInsetsDidChange")) { _ in controller.viewSafeAreaInsetsDidChange(host: host) }
            }
            if !isPass || changed || (constraintLayout?.needsLayout(in: self) ?? false) { callWillLayoutSubviews() }
        }
        if let layout = constraintLayout, layout.layOutIfNeeded(in: self) { changed = true }
        guard isPass, changed, viewControllerCallbacks != nil else { return }
        callStrategy(.handler("viewDidLayoutSubviews")) { $0.viewDidLayoutSubviews(host: host) }
        _ = constraintLayout?.layOutIfNeeded(in: self)
    }

    private func callWillLayoutSubviews() {
        guard let controller = viewControllerCallbacks else { return }
        callStrategy(.handler("viewWillLayoutSubviews")) { _ in controller.viewWillLayoutSubviews(host: host) }
    }

    // MARK: Anchor values

    /// The value of an anchor of something Auto Layout does not place, now, in the root view's
    /// coordinates.
    func currentValue(of anchor: LayoutAnchor) -> CGFloat? {
        let root = rootView
        let rootHeight = root.bounds.size.height
        var frame: CGRect
        switch anchor.item {
        case .view(let view):
            frame = view === root ? root.bounds : root.convert(view.bounds, from: view)
        case .safeAreaGuide(let view):
            frame = root.convert(view.safeAreaLayoutGuide.layoutFrame, from: view)
            if view === root { frame = betweenTheBars(frame) }
        case .keyboardGuide(let view):
            frame = root.convert(view.keyboardLayoutGuide.layoutFrame, from: view)
            if view === root { frame = aboveTheBars(frame) }
        case .layoutArea:
            let windowHeight = geometry.windowFrame.size.height
            frame = CGRect(x: 0, y: chromeTop, width: 0, height: rootHeight - (windowHeight - chromeBottom) - chromeTop)
        }
        return Self.value(of: anchor.attribute, in: frame)
    }

    /// The value of such an anchor at rest: the root view filling the window, no keyboard, the
    /// safe area as designed.
    func restValue(of anchor: LayoutAnchor) -> CGFloat? {
        let height = geometry.windowFrame.size.height
        let safeTop = chrome.designedUnsafeTop
        let safeBottom = height - chrome.designedUnsafeBottom
        let frame: CGRect
        switch anchor.item {
        case .view(let view):
            frame = view.role == .rootView ? CGRect(x: 0, y: 0, width: 0, height: height) : baselineWindowFrame(of: view.role)
        case .safeAreaGuide(let view):
            guard view.role == .rootView else { return currentValue(of: anchor) }
            let top = Swift.max(safeTop, chromeTop)
            frame = CGRect(x: 0, y: top, width: 0, height: Swift.min(safeBottom, chromeBottom) - top)
        case .keyboardGuide(let view):
            guard view.role == .rootView else { return currentValue(of: anchor) }
            let top = Swift.min(view.keyboardLayoutGuide.usesBottomSafeArea ? safeBottom : height, chromeBottom)
            frame = CGRect(x: 0, y: top, width: 0, height: height - top)
        case .layoutArea:
            frame = CGRect(x: 0, y: chromeTop, width: 0, height: chromeBottom - chromeTop)
        }
        return Self.value(of: anchor.attribute, in: frame)
    }

    /// The root view's safe area as UIKit places it for constraints: a view controller's view ends
    /// at opaque bars (its safe area then starts and ends there), where the world's root view runs
    /// under them as fixed chrome (docs/world-rules.md, "Auto Layout").
    private func betweenTheBars(_ frame: CGRect) -> CGRect {
        let rootY = rootView.windowPlacement.frame.origin.y
        let top = Swift.max(frame.origin.y, chromeTop - rootY)
        let bottom = Swift.min(frame.origin.y + frame.size.height, chromeBottom - rootY)
        return CGRect(x: frame.origin.x, y: top, width: frame.size.width, height: Swift.max(0, bottom - top))
    }

    /// The root view's keyboard layout guide as UIKit places it for constraints: never below the
    /// opaque bars the view controller's view ends at.
    private func aboveTheBars(_ frame: CGRect) -> CGRect {
        let limit = chromeBottom - rootView.windowPlacement.frame.origin.y
        let top = Swift.min(frame.origin.y, limit)
        let bottom = Swift.max(top, Swift.min(frame.origin.y + frame.size.height, limit))
        return CGRect(x: frame.origin.x, y: top, width: frame.size.width, height: bottom - top)
    }

    private static func value(of attribute: LayoutAnchor.Attribute, in frame: CGRect) -> CGFloat {
        switch attribute {
        case .top: frame.origin.y
        case .bottom: frame.origin.y + frame.size.height
        case .centerY: frame.origin.y + frame.size.height / 2
        case .height: frame.size.height
        }
    }

    /// The view of the screen playing `role`, nil where the shape has none.
    func view(playing role: WorldProperty.ViewRole) -> View? {
        switch role {
        case .rootView: rootView
        case .scrollView: scrollView
        case .pageScrollView: pageScrollView
        case .headerView: headerView
        case .footerView: footerView
        case .formView: formView
        }
    }
}

/// The constraints keyfuzz's screen gives its views, as a storyboard would: the outlets a view
/// controller's `@IBOutlet`s connect to. Each is nil where the screen has no such view.
///
/// Tops pin the view (`scrollView.top == layoutArea.top`); bottoms pin the area to the view
/// (`layoutArea.bottom == scrollView.bottom + constant`), Interface Builder's order for a bottom
/// constraint, so setting `constant` to the keyboard's height lifts the view by it.
public struct ScreenConstraints {
    /// The form scroll view's top.
    public var scrollViewTop: LayoutConstraint?
    /// The form scroll view's bottom: against the bars' area (or the root view's bottom under
    /// translucent bars), or against the footer bar's top.
    public var scrollViewBottom: LayoutConstraint?
    /// The header bar's top.
    public var headerTop: LayoutConstraint?
    /// The header bar's height.
    public var headerHeight: LayoutConstraint?
    /// The footer bar's bottom, against the bars' area: the chat idiom's bottom constraint.
    public var footerBottom: LayoutConstraint?
    /// The footer bar's height.
    public var footerHeight: LayoutConstraint?
    /// The page's top (`nestedScroll`).
    public var pageScrollViewTop: LayoutConstraint?
    /// The page's bottom (`nestedScroll`).
    public var pageScrollViewBottom: LayoutConstraint?
    /// The plain form view's top (`plainForm`).
    public var formViewTop: LayoutConstraint?
    /// The plain form view's bottom (`plainForm`).
    public var formViewBottom: LayoutConstraint?
    /// Every one of them, in the order they were made.
    public internal(set) var all: [LayoutConstraint] = []

    /// The screen's constraints an app's `constraint` stands in for: for each view of the screen
    /// it names, the one placing the same edge (a height stands in for the view's height
    /// constraint, or else its bottom).
    func replaced(by constraint: LayoutConstraint) -> [LayoutConstraint] {
        var replaced: [LayoutConstraint] = []
        for anchor in [constraint.first, constraint.second] {
            guard let anchor, case .view(let view) = anchor.item else { continue }
            let own = all.filter { subject(of: $0)?.view === view }
            var match = own.first { subject(of: $0)?.attribute == anchor.attribute }
            if match == nil, anchor.attribute == .height || anchor.attribute == .centerY {
                match = own.first { subject(of: $0)?.attribute == .bottom }
            }
            if let match, !replaced.contains(where: { $0 === match }) { replaced.append(match) }
        }
        return replaced
    }

    /// The view and edge a screen constraint places: the placed view's anchor on either side
    /// (the bottom's first anchor is the area's, or a footer's top).
    private func subject(of constraint: LayoutConstraint) -> (view: View, attribute: LayoutAnchor.Attribute)? {
        if constraint === scrollViewBottom, let second = constraint.second, case .view(let view) = second.item {
            return (view, .bottom)
        }
        for anchor in [constraint.first, constraint.second] {
            guard let anchor, case .view(let view) = anchor.item, view.role != .rootView else { continue }
            return (view, anchor.attribute)
        }
        return nil
    }
}
