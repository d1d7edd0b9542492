import Foundation

/// A `UIScrollView`, with UIKit's scrolling rules (docs/classic-world.md §4): the form's scroll view, or
/// the page that holds it (`nestedScroll`).
public final class ScrollView: View {
    // Each public property is computed over unchecked storage: strategies in other modules
    // would otherwise check every access (see `World`).

    /// The designer's inset plus whatever a strategy adds.
    public var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            storedContentInset = newValue
            insetInputsGeneration &+= 1
            world.traceAssignment(self, "contentInset", TraceFormat.insets(newValue))
        }
    }
    @exclusivity(unchecked) private var storedContentInset: UIEdgeInsets
    /// How far the vertical scroll indicator stays from the edges (zero at first, as in UIKit);
    /// keyboard code raises its bottom with `contentInset.bottom`, and `drift` checks it is restored.
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { storedVerticalScrollIndicatorInsets }
        set {
            storedVerticalScrollIndicatorInsets = newValue
            world.traceAssignment(self, "verticalScrollIndicatorInsets", TraceFormat.insets(newValue))
        }
    }
    @exclusivity(unchecked) private var storedVerticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The content's size in points, which bounds the valid offset range. The form's is the
    /// content height when pinned (`contentChange` moves it) and 0 tall when unpinned (article 004).
    public var contentSize: CGSize {
        get { storedContentSize }
        set {
            storedContentSize = newValue
            insetInputsGeneration &+= 1
            world.traceAssignment(self, "contentSize", TraceFormat.size(newValue))
        }
    }
    @exclusivity(unchecked) private var storedContentSize: CGSize
    /// The bounds origin. Setting it stores exactly what is given: UIKit does not clamp a
    /// programmatic set; the next layout pass does.
    public var contentOffset: CGPoint {
        get { storedContentOffset }
        set {
            if !newValue.hasSameBits(as: storedContentOffset) { world.geometryGeneration &+= 1 }
            storedContentOffset = newValue
            world.traceAssignment(self, "contentOffset.y", TraceFormat.number(newValue.y))
        }
    }
    @exclusivity(unchecked) private var storedContentOffset: CGPoint = .zero
    /// Whether `adjustedContentInset` adds the safe area (`automatic`) or not (`never`): the
    /// scenario's when the screen loads; code may set it, as UIKit code does in `viewDidLoad`
    /// (the designed value is then what it was set to before the screen appeared).
    public var contentInsetAdjustmentBehavior: InsetAdjustment {
        get { storedContentInsetAdjustmentBehavior }
        set {
            guard newValue != storedContentInsetAdjustmentBehavior else { return }
            storedContentInsetAdjustmentBehavior = newValue
            insetInputsGeneration &+= 1
            world.traceAssignment(self, "contentInsetAdjustmentBehavior", ".\(newValue.rawValue)")
        }
    }
    @exclusivity(unchecked) private var storedContentInsetAdjustmentBehavior: InsetAdjustment
    /// `UIScrollView.keyboardDismissMode`: what a drag does to the keyboard (the scenario's value
    /// when the screen loads; a strategy may set it).
    public var keyboardDismissMode: KeyboardDismissMode {
        get { storedKeyboardDismissMode }
        set {
            storedKeyboardDismissMode = newValue
            world.traceAssignment(self, "keyboardDismissMode", ".\(newValue.rawValue)")
        }
    }
    @exclusivity(unchecked) private var storedKeyboardDismissMode: KeyboardDismissMode
    /// `alwaysBounceVertical`: under `.automatic` it makes the scroll view get the vertical
    /// safe-area insets even when its content is short (docs/world-rules.md).
    public var alwaysBounceVertical: Bool {
        get { storedAlwaysBounceVertical }
        set {
            storedAlwaysBounceVertical = newValue
            insetInputsGeneration &+= 1
            world.traceAssignment(self, "alwaysBounceVertical", "\(newValue)")
        }
    }
    @exclusivity(unchecked) private var storedAlwaysBounceVertical: Bool

    /// False under `layout = constraints` (Auto Layout re-lays the frame out at every rotation,
    /// discarding what was set) and wherever the screen's constraints place the view; true for
    /// springs and struts, as in UIKit.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        world.scenario.layout == .autoresizing && !world.isPlacedByAutoLayout(self)
    }

    init(
        world: World, parent: View?, role: WorldProperty.ViewRole, frame: CGRect, contentInset: UIEdgeInsets,
        contentSize: CGSize, adjustment: InsetAdjustment, attached: Bool = true
    ) {
        self.storedContentInset = contentInset
        self.storedContentSize = contentSize
        self.storedContentInsetAdjustmentBehavior = adjustment
        self.storedKeyboardDismissMode = world.scenario.keyboardDismissMode
        self.storedAlwaysBounceVertical = world.scenario.alwaysBounceVertical
        super.init(world: world, parent: parent, role: role, frame: frame, attached: attached)
    }

    /// Whether the user can scroll it (always, in this world); IQKeyboardManager skips scroll
    /// views whose scrolling is disabled.
    public var isScrollEnabled: Bool { true }

    override var boundsOrigin: CGPoint { contentOffset }

    /// `contentInset` plus, under `automatic`, the scroll view's overlap with the strips outside
    /// the safe area (the device's, translucent bars, a container's toolbar), computed from its
    /// current window rect (transforms included); the vertical overlap only where `.automatic`
    /// adds it (in a container, tall content or `alwaysBounceVertical`).
    /// Kept while nothing it depends on has been set since (the views' geometry, the
    /// orientation, the inset, the content size, `alwaysBounceVertical`): the layout pass, the
    /// generator and the invariants each ask for it at every step. Debug builds recompute it on
    /// every hit and check the two agree.
    public var adjustedContentInset: UIEdgeInsets {
        let key = AdjustedInsetKey(
            geometryGeneration: world.geometryGeneration, insetInputsGeneration: insetInputsGeneration,
            orientation: world.orientation)
        if keptAdjustedInset.key == key {
            assert(keptAdjustedInset.value.hasSameBits(as: computedAdjustedContentInset), "kept adjustedContentInset went stale")
            return keptAdjustedInset.value
        }
        let value = computedAdjustedContentInset
        keptAdjustedInset = (key, value)
        return value
    }
    /// Moves on at every set of the inset, the content size or `alwaysBounceVertical`.
    @exclusivity(unchecked) private var insetInputsGeneration = 0
    /// The last `adjustedContentInset` and what it was computed from (nil key: none yet).
    @exclusivity(unchecked) private var keptAdjustedInset: (key: AdjustedInsetKey?, value: UIEdgeInsets) = (nil, .zero)

    /// `adjustedContentInset` computed afresh.
    private var computedAdjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior == .automatic else { return contentInset }
        var adjusted = contentInset + safeAreaPart
        adjusted.bottom += storedKeyboardBottomInsetAdjustment
        return adjusted
    }

    /// The safe-area part of `adjustedContentInset` (zero under `.never`): the scroll view's
    /// overlap with the strips outside the safe area, the vertical part only where
    /// `.automatic` adds it.
    var safeAreaPart: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior == .automatic,
            world.adjustsVerticalSafeArea(
                contentHeight: contentSize.height, height: untransformedFrame.size.height,
                bouncesVertically: alwaysBounceVertical)
        else { return .zero }
        return world.safeAreaOverlap(
            ofScrollViewAtWindowY: windowPlacement.frame.origin.y, height: untransformedFrame.size.height)
    }

    /// What a table or collection view controller adds to the bottom of `adjustedContentInset`
    /// for the keyboard (UIKit's private `_keyboardBottomInsetAdjustment`; docs/world-rules.md,
    /// "Table and collection view controllers"): zero elsewhere. Part of the system's inset, so
    /// `contentInset` does not show it, and, as in UIKit, not applied under `.never`.
    public internal(set) var keyboardBottomInsetAdjustment: CGFloat {
        get { storedKeyboardBottomInsetAdjustment }
        set {
            storedKeyboardBottomInsetAdjustment = newValue
            insetInputsGeneration &+= 1
        }
    }
    @exclusivity(unchecked) private var storedKeyboardBottomInsetAdjustment: CGFloat = 0

    /// The valid vertical offset range `[minY, maxY]` of docs/classic-world.md §4.
    public var validOffsetRange: (minY: CGFloat, maxY: CGFloat) { validOffsetRange(adjusted: adjustedContentInset) }

    /// `validOffsetRange` from an `adjustedContentInset` already computed (it walks the superviews).
    func validOffsetRange(adjusted: UIEdgeInsets) -> (minY: CGFloat, maxY: CGFloat) {
        let minY = -adjusted.top
        let maxY = Swift.max(minY, contentSize.height + adjusted.bottom - untransformedFrame.size.height)
        return (minY, maxY)
    }

    /// Sets the offset; with `animated` the model value is set at once and the scroll view's
    /// own scroll animation runs on (`World.scrollAnimationDuration`) when the offset moved.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        world.traceCall("setContentOffset(y: \(TraceFormat.number(offset.y)))")
        let before = contentOffset
        contentOffset = offset
        guard animated else { return }
        if before != offset {
            world.startScrollAnimation("setContentOffset(animated: true)")
        } else {
            world.stopScrollAnimationForUnmovedOffset()
        }
    }

    /// Scrolls the least distance that puts `rect` (content coordinates) inside the visible
    /// content band `[offset + adjusted.top, offset + height - adjusted.bottom]`, aligning its top
    /// when it is taller than the band, then clamps into the valid range at once.
    /// With `animated`, the scroll animation runs on as for `setContentOffset(_:animated:)`.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        world.traceCall("scrollRectToVisible(y: \(TraceFormat.number(rect.origin.y)), height: \(TraceFormat.number(rect.size.height)))")
        if scrollToVisible(rect) && animated { world.startScrollAnimation("scrollRectToVisible(animated: true)", retargets: true) }
    }

    /// `scrollRectToVisible` without the trace line (the system's own scroll-to-focus uses it).
    /// - Returns: whether the offset moved.
    @discardableResult
    func scrollToVisible(_ rect: CGRect) -> Bool {
        let adjusted = adjustedContentInset
        let offset = contentOffset.y
        let bandTop = offset + adjusted.top
        let bandBottom = offset + untransformedFrame.size.height - adjusted.bottom
        var target = offset
        if rect.size.height > bandBottom - bandTop || rect.origin.y < bandTop {
            target = rect.origin.y - adjusted.top
        } else if rect.bottomEdge > bandBottom {
            target = rect.bottomEdge - untransformedFrame.size.height + adjusted.bottom
        }
        let range = validOffsetRange(adjusted: adjusted)  // nothing has moved since `adjusted`
        let clamped = clamp(target, range.minY, range.maxY)
        guard clamped != offset else { return false }
        contentOffset.y = clamped
        return true
    }
}

/// What `ScrollView.adjustedContentInset` was computed from, besides the scenario.
private struct AdjustedInsetKey: Equatable {
    var geometryGeneration: Int
    var insetInputsGeneration: Int
    var orientation: Orientation
}
