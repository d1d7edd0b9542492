import Foundation

/// A vertical interval (`top <= bottom` when non-empty), in window coordinates unless its
/// name says otherwise (a field's `contentSpan`).
public struct Band: Hashable, Sendable {
    /// The upper edge's y, in points.
    public var top: CGFloat
    /// The lower edge's y, in points.
    public var bottom: CGFloat

    /// Creates the interval from `top` to `bottom` (points; not reordered, so an empty band stays visible).
    public init(top: CGFloat, bottom: CGFloat) {
        self.top = top
        self.bottom = bottom
    }

    /// `bottom - top` in points; negative when the band is empty (the keyboard reaches above its top).
    public var height: CGFloat { bottom - top }

    /// The part of this band inside `other`.
    func clipped(to other: Band) -> Band {
        Band(top: Swift.max(top, other.top), bottom: Swift.min(bottom, other.bottom))
    }
}

extension Scenario {
    /// The top of the area no fixed chrome covers on `geometry`: safe top plus the navigation bar.
    public func chromeTop(in geometry: DeviceGeometry) -> CGFloat {
        geometry.safeArea.top + (navigationBar ? geometry.navigationBarHeight : 0)
    }

    /// The bottom of the area no fixed chrome covers on `geometry`: above the tab bar, the
    /// container's toolbar and the safe area they cover.
    public func chromeBottom(in geometry: DeviceGeometry) -> CGFloat {
        let bars = (tabBar ? geometry.tabBarHeight : 0) + (additionalSafeArea ? World.containerToolbarHeight : 0)
        return geometry.windowFrame.size.height - (bars > 0 ? bars + geometry.safeArea.bottom : 0)
    }
}

extension World {
    /// The height of the toolbar a container adds with `additionalSafeAreaInsets.bottom`.
    public static let containerToolbarHeight: CGFloat = 44

    /// The controller's `additionalSafeAreaInsets` as `scenario`'s screen is designed: the
    /// container's toolbar at the bottom when it has one, else zero. `drift` expects them back
    /// once no keyboard is docked.
    public static func designedAdditionalSafeAreaInsets(of scenario: Scenario) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: scenario.additionalSafeArea ? containerToolbarHeight : 0, right: 0)
    }

    /// The top of the area no fixed chrome covers: safe top plus the navigation bar.
    public var chromeTop: CGFloat { chrome.top }

    /// The bottom of the area no fixed chrome covers: above the tab bar, the container's
    /// toolbar and the safe area they cover.
    public var chromeBottom: CGFloat { chrome.bottom }

    /// The area between the chrome (root-view coordinates at rest): where views that keep to
    /// the safe area (a plain form, header and footer bars, any scroll view under opaque bars)
    /// are laid out.
    public var layoutArea: CGRect {
        CGRect(x: 0, y: chromeTop, width: geometry.windowFrame.size.width, height: chromeBottom - chromeTop)
    }

    /// The form scroll view's layout frame for the current orientation, in its superview's
    /// coordinates (the root view's; the page's content under `nestedScroll`): its baseline.
    public var layoutFrame: CGRect { baselineFrame(of: .scrollView) }

    /// The content height `contentSize` has by design: 0 when the content is unpinned.
    public var baselineContentHeight: CGFloat {
        scenario.content == .pinned ? contentHeight : 0
    }

    // MARK: Safe area

    /// The height of the strip at the window's top outside the safe area (``Chrome/unsafeTop``).
    var unsafeTopHeight: CGFloat { chrome.unsafeTop }

    /// The height of the strip at the window's bottom outside the safe area (``Chrome/unsafeBottom``).
    var unsafeBottomHeight: CGFloat { chrome.unsafeBottom }

    /// The overlap of a view spanning `top..<top+height` (window coordinates) with the strips
    /// outside the safe area: what `automatic` adds to a scroll view's insets and what a
    /// view's `safeAreaInsets` are.
    /// With `asDesigned`, the strips as the screen was designed (the baselines): without what a
    /// strategy added to `additionalSafeAreaInsets`.
    func safeAreaOverlap(ofScrollViewAtWindowY top: CGFloat, height: CGFloat, asDesigned: Bool = false) -> UIEdgeInsets {
        let bottom = top + height
        let unsafeTop = asDesigned ? chrome.designedUnsafeTop : chrome.unsafeTop
        let unsafeBottom = asDesigned ? chrome.designedUnsafeBottom : chrome.unsafeBottom
        let safeBottom = geometry.windowFrame.size.height - unsafeBottom
        let topOverlap = Swift.max(0, Swift.min(bottom, unsafeTop) - top)
        let bottomOverlap = Swift.max(0, bottom - Swift.max(top, safeBottom))
        return UIEdgeInsets(top: topOverlap, left: 0, bottom: bottomOverlap, right: 0)
    }

    /// The baseline `adjustedContentInset` of the form's scroll view: the designer inset plus
    /// its safe-area overlap at rest.
    public var baselineAdjustedContentInset: UIEdgeInsets {
        let rest = baselineWindowFrame(of: .scrollView)
        guard scrollView.contentInsetAdjustmentBehavior == .automatic,
            adjustsVerticalSafeArea(
                contentHeight: baselineContentHeight, height: rest.size.height,
                bouncesVertically: scenario.alwaysBounceVertical)
        else { return scenario.contentInset }
        return scenario.contentInset
            + safeAreaOverlap(ofScrollViewAtWindowY: rest.origin.y, height: rest.size.height, asDesigned: true)
    }

    /// The baseline `adjustedContentInset` of the page scroll view (`nestedScroll`).
    var baselinePageAdjustedContentInset: UIEdgeInsets {
        let rest = baselineWindowFrame(of: .pageScrollView)
        guard scenario.insetAdjustment == .automatic,
            adjustsVerticalSafeArea(
                contentHeight: pageContentSize.height, height: rest.size.height,
                bouncesVertically: scenario.alwaysBounceVertical)
        else { return .zero }
        return safeAreaOverlap(ofScrollViewAtWindowY: rest.origin.y, height: rest.size.height, asDesigned: true)
    }

    // MARK: Keyboard and bands

    /// The top of the docked keyboard in window coordinates, nil when no keyboard is docked.
    public var dockedKeyboardTop: CGFloat? {
        guard keyboardPlacement == .docked else { return nil }
        return keyboardFrame.origin.y - geometry.windowFrame.origin.y
    }

    /// The scroll view's vertical extent in window coordinates (root frame and both transforms included).
    public var scrollViewWindowBand: Band { scrollView.windowPlacement.verticalSpan }

    /// The visible band of docs/classic-world.md §7 for the form: below chrome, above chrome and the
    /// docked keyboard, inside every scroll view that holds the form (window coordinates).
    public var visibleBand: Band { visibleBand(ofHolder: formHolder) }

    /// The view most fields live in: the form's scroll view, or the plain form view.
    var formHolder: View { formView ?? scrollView }

    /// The visible band for what `holder` holds: the chrome and the docked keyboard, clipped
    /// to every scroll view from `holder` up (a scroll view clips its content; other views do not).
    func visibleBand(ofHolder holder: View) -> Band {
        visibleBand(ofHolder: holder, placedAt: holder.windowPlacement)
    }

    /// `visibleBand(ofHolder:)` for a holder whose `windowPlacement` the caller has read already.
    func visibleBand(ofHolder holder: View, placedAt placement: WindowPlacement) -> Band {
        var band = Band(top: chromeTop, bottom: Swift.min(chromeBottom, dockedKeyboardTop ?? .infinity))
        if holder.clipsContent { band = band.clipped(to: placement.verticalSpan) }
        // Walked unretained: the generator asks this of every holder before each action.
        var next = holder.unretainedParent
        while let current = next {
            current._withUnsafeGuaranteedRef { view in
                if view.clipsContent { band = band.clipped(to: view.windowPlacement.verticalSpan) }
                next = view.unretainedParent
            }
        }
        return band
    }

    /// Field `index`'s visible band (its holder's).
    public func visibleBand(ofField index: Int) -> Band {
        unretainedHolder(ofField: index)._withUnsafeGuaranteedRef { visibleBand(ofHolder: $0) }
    }

    /// Field `index`'s frame in window coordinates: what `convert(_:to: nil)` gives.
    public func windowFrame(ofField index: Int) -> CGRect {
        unretainedHolder(ofField: index)._withUnsafeGuaranteedRef { $0.windowPlacement.windowRect(ofBoundsRect: fieldFrames[index]) }
    }

    /// `windowFrame(ofField:)` and `visibleBand(ofField:)` together, the holder found and placed
    /// once (the tap test and the checks that ask both).
    func windowFrameAndBand(ofField index: Int) -> (frame: CGRect, band: Band) {
        unretainedHolder(ofField: index)._withUnsafeGuaranteedRef { holder in
            let placement = holder.windowPlacement
            return (placement.windowRect(ofBoundsRect: fieldFrames[index]), visibleBand(ofHolder: holder, placedAt: placement))
        }
    }

    /// The view holding field `index`, from `fieldRuns` (one or two runs), not retained.
    func unretainedHolder(ofField index: Int) -> Unmanaged<View> {
        for run in fieldRuns where run.fields.contains(index) { return run.unretainedHolder }
        preconditionFailure("there is no field \(index)")
    }

    /// Whether a tap can reach field `index`: at least 1 pt of it lies inside its visible band,
    /// and no other screen covers this one.
    public func isTappable(_ index: Int) -> Bool {
        guard !isCovered else { return false }
        let (frame, band) = windowFrameAndBand(ofField: index)
        return isTappable(frame, band: band)
    }

    /// Appends the indices of the fields a tap can reach, except `excluded`, to `buffer`.
    public func appendTappableFields(excluding excluded: Int?, to buffer: inout [Int]) {
        for index in tappableFieldSet where index != excluded { buffer.append(index) }
    }

    /// The indices of the fields a tap can reach, in index order (none while another screen
    /// covers this one).
    public var tappableFields: [Int] { Array(tappableFieldSet) }

    /// The fields a tap can reach (none while another screen covers this one), as one word.
    /// Kept while the views' geometry (`geometryGeneration`), the orientation, the docked
    /// keyboard's top and the cover are unchanged (the generator asks before every action;
    /// about half the actions move nothing it depends on); debug builds recompute it on every
    /// hit and check the two agree.
    public var tappableFieldSet: FieldSet {
        let key = TappableFields.Key(
            geometryGeneration: geometryGeneration, orientation: orientation,
            dockedKeyboardTop: dockedKeyboardTop, isCovered: isCovered)
        if tappableFieldsKept.key == key {
            assert(tappableFieldsKept.fields == computedTappableFieldSet(), "kept tappable fields went stale")
            return tappableFieldsKept.fields
        }
        let fields = computedTappableFieldSet()
        tappableFieldsKept = TappableFields(key: key, fields: fields)
        return fields
    }

    /// Whether a tap can reach any field other than `excluded` (what the generator asks
    /// before every action), from the kept `tappableFieldSet`.
    public func hasTappableField(excluding excluded: Int?) -> Bool {
        !tappableFieldSet.removing(excluded).isEmpty
    }

    /// The fields a tap can reach, worked out afresh: each holder is placed and its band
    /// computed once, and the fields are read as plain frames (`fieldFrames`).
    private func computedTappableFieldSet() -> FieldSet {
        var fields = FieldSet()
        guard !isCovered else { return fields }
        for run in fieldRuns {
            let (placement, band) = run.unretainedHolder._withUnsafeGuaranteedRef { holder in
                let placement = holder.windowPlacement
                return (placement, visibleBand(ofHolder: holder, placedAt: placement))
            }
            for index in run.fields where isTappable(placement.windowRect(ofBoundsRect: fieldFrames[index]), band: band) {
                fields.insert(index)
            }
        }
        return fields
    }

    private func isTappable(_ field: CGRect, band: Band) -> Bool {
        let overlap = Swift.min(field.bottomEdge, band.bottom) - Swift.max(field.origin.y, band.top)
        return overlap >= 1
    }

    // MARK: Snapshot

    /// The geometry now, for the trace and pictures.
    public func snapshot() -> GeometrySnapshot {
        let band = visibleBand
        var snapshot = GeometrySnapshot(
            orientation: orientation, screenSize: geometry.screenSize, windowFrame: geometry.windowFrame,
            contentInset: scrollView.contentInset, adjustedContentInset: scrollView.adjustedContentInset,
            verticalScrollIndicatorInsets: scrollView.verticalScrollIndicatorInsets,
            contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
            scrollViewFrame: scrollView.frame, scrollViewTransformY: scrollView.transform.ty,
            rootViewFrame: rootView.frame, rootViewTransformY: rootView.transform.ty,
            rootViewPlacement: rootView.windowPlacement, scrollViewPlacement: scrollView.windowPlacement,
            layoutFrame: baselineWindowFrame(of: .scrollView), keyboardFrame: keyboardFrame, keyboardPlacement: keyboardPlacement,
            keyboardIsLocal: !isRemoteKeyboardShown,
            focusedField: focusedIndex,
            visibleBand: band.top <= band.bottom ? band.top...band.bottom : nil,
            chromeTop: chromeTop, chromeBottom: chromeBottom, queuedNotifications: pending.keyboardCount)
        snapshot.screen = screenSnapshot()
        return snapshot
    }
}

/// `World.tappableFieldSet` as last computed, with everything the answer depends on besides
/// the fields themselves (fixed for a world).
struct TappableFields {
    struct Key: Equatable {
        var geometryGeneration: Int
        var orientation: Orientation
        var dockedKeyboardTop: CGFloat?
        var isCovered: Bool
    }
    /// Nil until the first computation.
    var key: Key?
    var fields: FieldSet
}

/// The chrome's edges and the strips outside the safe area for one scenario and geometry:
/// fixed between rotations, so the world works them out when its geometry is set.
struct Chrome {
    /// `Scenario.chromeTop(in:)`.
    let top: CGFloat
    /// `Scenario.chromeBottom(in:)`.
    let bottom: CGFloat
    /// The height of the strip at the window's top outside the safe area as the screen was
    /// designed: the status bar (the device's safe top) plus, under translucent bars, the
    /// navigation bar.
    let designedUnsafeTop: CGFloat
    /// The height of the strip at the window's bottom outside the safe area as the screen was
    /// designed: the device's safe bottom; under translucent bars or with the container's
    /// toolbar (`additionalSafeAreaInsets`), everything below the chrome bottom.
    let designedUnsafeBottom: CGFloat
    /// The top strip now: the designed one grown (or shrunk, never below 0) by what the
    /// controller's `additionalSafeAreaInsets.top` adds beyond its designed value.
    let unsafeTop: CGFloat
    /// The bottom strip now, likewise with `additionalSafeAreaInsets.bottom`.
    let unsafeBottom: CGFloat
    /// What the controller's `additionalSafeAreaInsets` add beyond their designed values, left
    /// and right (carried into `safeAreaInsets`; nothing vertical depends on them).
    let extraLeft: CGFloat
    let extraRight: CGFloat

    /// - Parameter additional: The controller's `additionalSafeAreaInsets` now; the designed
    ///   value (``World/designedAdditionalSafeAreaInsets``) leaves the strips as designed.
    init(scenario: Scenario, geometry: DeviceGeometry, additional: UIEdgeInsets) {
        top = scenario.chromeTop(in: geometry)
        bottom = scenario.chromeBottom(in: geometry)
        designedUnsafeTop =
            geometry.safeArea.top
            + (scenario.barStyle == .translucent && scenario.navigationBar ? geometry.navigationBarHeight : 0)
        let safeBottom = geometry.safeArea.bottom
        designedUnsafeBottom =
            scenario.barStyle == .translucent || scenario.additionalSafeArea
            ? Swift.max(safeBottom, geometry.windowFrame.size.height - bottom) : safeBottom
        let designed = World.designedAdditionalSafeAreaInsets(of: scenario)
        let height = geometry.windowFrame.size.height
        // A value that is not a number moves nothing (`sanity` reports it).
        func extra(_ value: CGFloat, _ designed: CGFloat) -> CGFloat { value.isFinite ? value - designed : 0 }
        unsafeTop = clamp(designedUnsafeTop + extra(additional.top, designed.top), 0, height)
        unsafeBottom = clamp(designedUnsafeBottom + extra(additional.bottom, designed.bottom), 0, height)
        extraLeft = extra(additional.left, designed.left)
        extraRight = extra(additional.right, designed.right)
    }
}
