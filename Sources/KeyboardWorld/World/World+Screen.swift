import Foundation

/// The screen's view hierarchy for each `ScreenShape` (docs/world-rules.md, "Screen shapes"):
/// which views exist, where they lie at rest, which view holds each field, and how they follow a
/// rotation.
///
/// ```
/// scrollForm, tableController   view > scrollView > fields
/// plainForm                     view > formView > fields        (scrollView outside the hierarchy)
/// header                        view > headerView > field 0;  view > scrollView > the others
/// footer                        view > scrollView > all but the last;  view > footerView > last field
/// nestedScroll                  view > pageScrollView > scrollView > fields
/// ```
extension World {
    /// The page content above the nested form's scroll view (`nestedScroll`).
    public static let pageHeaderHeight: CGFloat = 120
    /// The nested form's scroll view's height (`nestedScroll`).
    public static let nestedFormHeight: CGFloat = 300
    /// The page content below the nested form (`nestedScroll`).
    public static let pageFooterHeight: CGFloat = 200
    /// The space a header or footer bar leaves above and below its field.
    public static let barPadding: CGFloat = 8

    /// The header or footer bar's height: its field plus the padding above and below it.
    public var barHeight: CGFloat {
        guard let index = scenario.barFieldIndex else { return 0 }
        return scenario.fields[index].frame.size.height + 2 * Self.barPadding
    }

    /// Where the view playing `role` lies at rest for the current orientation, in its
    /// superview's coordinates: where the screen's constraints as designed put it when Auto
    /// Layout places it (`World+AutoLayout.swift`), else where its shape does (``shapeFrame(of:)``).
    public func baselineFrame(of role: WorldProperty.ViewRole) -> CGRect {
        if let layout = constraintLayout, let view = view(playing: role), let rest = layout.restFrame(of: view, in: self) {
            return rest
        }
        return shapeFrame(of: role)
    }

    /// Where the screen's shape puts the view playing `role` at rest for the current orientation,
    /// in its superview's coordinates: the root view fills the window; views that keep to the
    /// safe area lie in the `layoutArea`; a scroll view spanning the screen under translucent
    /// bars runs under them, to the window's edges.
    public func shapeFrame(of role: WorldProperty.ViewRole) -> CGRect {
        let area = layoutArea
        let window = CGRect(origin: .zero, size: geometry.windowFrame.size)
        let width = window.size.width
        func span(_ top: CGFloat, _ bottom: CGFloat) -> CGRect {
            CGRect(x: 0, y: top, width: width, height: bottom - top)
        }
        // A screen-spanning scroll view runs under translucent bars: to the window's top under a
        // navigation bar, to its bottom under a tab bar or the container's toolbar.
        let translucent = scenario.barStyle == .translucent
        let runsUnderTop = translucent && scenario.navigationBar
        let runsUnderBottom = translucent && (scenario.tabBar || scenario.additionalSafeArea)
        let screenTop = runsUnderTop ? 0 : area.origin.y
        let screenBottom = runsUnderBottom ? window.bottomEdge : area.bottomEdge
        switch role {
        case .rootView:
            return window
        case .formView:
            return area
        case .headerView:
            return CGRect(x: 0, y: area.origin.y, width: width, height: barHeight)
        case .footerView:
            return CGRect(x: 0, y: area.bottomEdge - barHeight, width: width, height: barHeight)
        case .pageScrollView:
            return span(screenTop, screenBottom)
        case .scrollView:
            switch scenario.shape {
            case .scrollForm, .tableController, .plainForm:
                return span(screenTop, screenBottom)
            case .header:
                return span(area.origin.y + barHeight, screenBottom)
            case .footer:
                return span(screenTop, area.bottomEdge - barHeight)
            case .nestedScroll:
                return CGRect(x: 0, y: Self.pageHeaderHeight, width: width, height: Self.nestedFormHeight)
            }
        }
    }

    /// Where the view playing `role` lies in the window at rest: its baseline frame, its
    /// superviews at theirs and every scroll view at its initial offset.
    public func baselineWindowFrame(of role: WorldProperty.ViewRole) -> CGRect {
        var frame = baselineFrame(of: role)
        guard role == .scrollView, scenario.shape == .nestedScroll else { return frame }
        // The page starts at `-adjustedContentInset.top`, so its content begins that far lower.
        let page = baselineFrame(of: .pageScrollView)
        frame.origin.y += page.origin.y + baselinePageAdjustedContentInset.top
        return frame
    }

    /// The page's content size (`nestedScroll`): its header, the form, its footer.
    var pageContentSize: CGSize {
        CGSize(
            width: baselineFrame(of: .pageScrollView).size.width,
            height: Self.pageHeaderHeight + Self.nestedFormHeight + Self.pageFooterHeight)
    }

    // MARK: Building

    /// Builds the views the shape has, back to front, and places each field in its holder.
    func buildScreen() {
        let root = rootView
        switch scenario.shape {
        case .header:
            headerView = View(world: self, parent: root, role: .headerView, frame: baselineFrame(of: .headerView))
        case .nestedScroll:
            pageScrollView = ScrollView(
                world: self, parent: root, role: .pageScrollView,
                frame: baselineFrame(of: .pageScrollView), contentInset: .zero,
                contentSize: pageContentSize, adjustment: scenario.insetAdjustment)
        default:
            break
        }
        installFormScrollView()
        switch scenario.shape {
        case .footer:
            footerView = View(world: self, parent: root, role: .footerView, frame: baselineFrame(of: .footerView))
        case .plainForm:
            formView = View(world: self, parent: root, role: .formView, frame: baselineFrame(of: .formView))
        default:
            break
        }
        placeFields()
        if let page = pageScrollView { page.contentOffset = CGPoint(x: 0, y: -page.adjustedContentInset.top) }
    }

    /// The form's scroll view: in the root view, in the page (`nestedScroll`), or outside the
    /// hierarchy for a plain form (an outlet to a scroll view the screen does not show).
    func makeFormScrollView() -> ScrollView {
        let frame = baselineFrame(of: .scrollView)
        // A form nested in a page does not adjust for the safe area itself (the page does): as
        // the page scrolls it under the bars its safe area would grow and its content jump.
        let adjustment = scenario.shape == .nestedScroll ? .never : scenario.insetAdjustment
        return ScrollView(
            world: self, parent: pageScrollView ?? rootView, role: .scrollView, frame: frame,
            contentInset: scenario.contentInset,
            contentSize: CGSize(width: frame.size.width, height: baselineContentHeight),
            adjustment: adjustment, attached: scenario.shape != .plainForm)
    }

    /// Works out each field's holder and frame as plain values (`fieldRuns`, `fieldFrames`): the
    /// header's or footer's field lies in its bar, `barPadding` below its top, keeping its x,
    /// width and height; every other field lies in the form (the plain form view or the scroll
    /// view) at its frame. The field objects are made only when asked for (`textField(at:)`).
    func placeFields() {
        let fields = scenario.fields
        let bar = scenario.barFieldIndex
        let barHolder = (headerView ?? footerView).map { Unmanaged.passUnretained($0) }
        let formHolder = Unmanaged.passUnretained(formView ?? scrollView)
        var runs = FieldRuns()
        var frames: [CGRect] = []
        frames.reserveCapacity(fields.count)
        for index in fields.indices {
            let spec = fields[index]
            let holder: Unmanaged<View>
            if index == bar, let barHolder {
                holder = barHolder
                frames.append(
                    CGRect(
                        x: spec.frame.origin.x, y: Self.barPadding, width: spec.frame.size.width,
                        height: spec.frame.size.height))
            } else {
                holder = formHolder
                frames.append(spec.frame)
            }
            if let last = runs.last, last.unretainedHolder.toOpaque() == holder.toOpaque() {
                runs.replaceLast(with: FieldRun(unretainedHolder: holder, fields: last.fields.lowerBound..<index + 1))
            } else {
                runs.append(FieldRun(unretainedHolder: holder, fields: index..<index + 1))
            }
        }
        fieldRuns = runs
        fieldFrames = frames
    }

    /// Every view a strategy can move, with its role, root view first, then back to front (the
    /// order `drift` and the rotation walk them in).
    var movableViews: [View] {
        var views: [View] = []
        views.reserveCapacity(4)  // the root, a header or page, the scroll view, a footer or form view
        views.append(rootView)
        if let headerView { views.append(headerView) }
        if let pageScrollView { views.append(pageScrollView) }
        views.append(scrollView)
        if let footerView { views.append(footerView) }
        if let formView { views.append(formView) }
        return views
    }

    // MARK: Rotation

    /// Lays the views out for the new orientation: the root view back to the window's bounds,
    /// every other view autoresized from its old baseline to its new one (or, under Auto Layout,
    /// reset to its new baseline), keeping what a strategy changed.
    /// - Parameter oldBaselines: Each of `movableViews`' baseline frames before the rotation.
    func relayout(from oldBaselines: [CGRect]) {
        for (view, old) in zip(movableViews, oldBaselines) {
            let new = baselineFrame(of: view.role)
            if view.role == .rootView {
                view.untransformedFrame = new
            } else {
                view.untransformedFrame =
                    scenario.layout == .constraints ? new : Self.autoresized(view.untransformedFrame, from: old, to: new)
            }
        }
        if let page = pageScrollView { page.contentSize.width = pageContentSize.width }
        // Auto Layout lays the views out for the new size before the controller hears of it.
        if hasViewControllerLayout { layOutViewController(.willAlways) }
    }

    /// Every movable view's baseline frame now, in `movableViews` order.
    var baselineFrames: [CGRect] { movableViews.map { baselineFrame(of: $0.role) } }
}

extension World {
    /// The layout pass for the page (`nestedScroll`): its offset clamped into its valid range,
    /// like the form's, before the form's (whose window position depends on it).
    func clampPage(_ page: ScrollView) {
        let range = page.validOffsetRange
        motionRecord?.notePageRange(minY: range.minY, maxY: range.maxY)
        let y = page.contentOffset.y
        let clamped = clamp(y, range.minY, range.maxY)
        guard clamped != y, !y.isNaN else { return }
        if abs(clamped - y) > Tolerance.eps {
            traceEvent(
                .world("snap: layout pass clamps pageScrollView.contentOffset.y \(TraceFormat.number(y)) → \(TraceFormat.number(clamped))"))
        }
        page.contentOffset.y = clamped
    }

    /// What the trace and the pictures need of the shape: every field's and the caret's window
    /// rect, the bars, the page.
    func screenSnapshot() -> ScreenSnapshot {
        var screen = ScreenSnapshot()
        guard recorder != nil else { return screen }
        screen.shape = scenario.shape
        screen.barStyle = scenario.barStyle
        screen.fieldFrames = scenario.fields.indices.map { windowFrame(ofField: $0) }
        screen.textViews = scenario.fields.indices.filter { scenario.fields[$0].isTextView }
        if let focused = focusedIndex, scenario.fields[focused].isTextView {
            screen.caretFrame = caretWindowFrame(ofField: focused)
            screen.caretLine = caretLine(ofField: focused)
        }
        screen.headerFrame = headerView?.windowPlacement.frame
        screen.footerFrame = footerView?.windowPlacement.frame
        screen.formViewFrame = formView?.windowPlacement.frame
        if let page = pageScrollView {
            screen.pageFrame = page.windowPlacement.frame
            screen.pageContentOffset = page.contentOffset.y
            screen.pageContentInset = page.contentInset
            screen.pageAdjustedContentInset = page.adjustedContentInset
        }
        screen.unsafeTop = unsafeTopHeight
        screen.unsafeBottom = unsafeBottomHeight
        screen.isCovered = isCovered
        screen.isOtherFieldFocused = isOtherFieldFocused
        return screen
    }
}

/// A screen's field runs, in index order, stored inline: a screen has one or two (a header's
/// first field or a footer's last, and the form's), and the generator and the checks walk
/// them at every step, where an array would be retained and released around each walk.
struct FieldRuns: Sequence {
    private var first: FieldRun?
    private var second: FieldRun?

    /// No runs yet.
    init() {}

    /// The last run, if any.
    var last: FieldRun? { second ?? first }

    /// Adds a run after the others.
    /// - Precondition: There are fewer than two (a bar holds the first or the last field only).
    mutating func append(_ run: FieldRun) {
        if first == nil {
            first = run
        } else {
            precondition(second == nil, "a screen's fields form at most two runs")
            second = run
        }
    }

    /// Replaces the last run (one grown by a field).
    mutating func replaceLast(with run: FieldRun) {
        if second != nil { second = run } else { first = run }
    }

    func makeIterator() -> Iterator { Iterator(runs: self) }

    /// Yields the first run, then the second.
    struct Iterator: IteratorProtocol {
        fileprivate let runs: FieldRuns
        fileprivate var position = 0

        mutating func next() -> FieldRun? {
            defer { position += 1 }
            switch position {
            case 0: return runs.first
            case 1: return runs.second
            default: return nil
            }
        }
    }
}

/// Consecutive fields held by one view: what the tappable-field query and `unreachable-field`
/// walk without touching each field object (a holder is placed and its band computed once).
struct FieldRun {
    /// Not retained: the world owns every view and outlives its runs, and the generator walks
    /// the runs before every action.
    let unretainedHolder: Unmanaged<View>
    /// The indices of the run's fields (into `World.fieldFrames` too).
    let fields: Range<Int>
}
