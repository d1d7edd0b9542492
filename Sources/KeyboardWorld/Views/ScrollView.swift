import Foundation

/// The form's scroll view, with UIKit's scrolling rules (SPEC section 4).
public final class ScrollView: View {
    /// The designer's inset plus whatever a strategy adds.
    @exclusivity(unchecked) public var contentInset: UIEdgeInsets {
        didSet { world.traceAssignment(self, "contentInset", TraceFormat.insets(contentInset)) }
    }
    @exclusivity(unchecked) public var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { world.traceAssignment(self, "verticalScrollIndicatorInsets", TraceFormat.insets(verticalScrollIndicatorInsets)) }
    }
    @exclusivity(unchecked) public var contentSize: CGSize {
        didSet { world.traceAssignment(self, "contentSize", TraceFormat.size(contentSize)) }
    }
    /// The bounds origin. Setting it stores exactly what is given: UIKit does not clamp a
    /// programmatic set; the next layout pass does.
    @exclusivity(unchecked) public var contentOffset: CGPoint = .zero {
        didSet { world.traceAssignment(self, "contentOffset.y", TraceFormat.number(contentOffset.y)) }
    }
    public let contentInsetAdjustmentBehavior: InsetAdjustment

    /// False under `layout = constraints` (Auto Layout re-lays the frame out at every rotation,
    /// discarding what was set); true for springs and struts, as in UIKit.
    public var translatesAutoresizingMaskIntoConstraints: Bool { world.scenario.layout == .autoresizing }

    init(world: World, parent: View?, role: WorldProperty.ViewRole, frame: CGRect, contentInset: UIEdgeInsets,
         contentSize: CGSize, adjustment: InsetAdjustment, attached: Bool = true) {
        self.contentInset = contentInset
        self.contentSize = contentSize
        self.contentInsetAdjustmentBehavior = adjustment
        super.init(world: world, parent: parent, role: role, frame: frame, attached: attached)
    }

    /// Whether the user can scroll it (always, in this world); IQKeyboardManager skips scroll
    /// views whose scrolling is disabled.
    public var isScrollEnabled: Bool { true }

    override var boundsOrigin: CGPoint { contentOffset }

    /// `contentInset` plus, under `automatic`, the scroll view's overlap with the device safe
    /// area, computed from its current window rect (transforms included).
    public var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior == .automatic else { return contentInset }
        return contentInset + world.safeAreaOverlap(ofScrollViewAtWindowY: windowPlacement.frame.origin.y,
                                                    height: untransformedFrame.size.height)
    }

    /// The valid vertical offset range `[minY, maxY]` of SPEC section 4.
    public var validOffsetRange: (minY: CGFloat, maxY: CGFloat) {
        let adjusted = adjustedContentInset
        let minY = -adjusted.top
        let maxY = Swift.max(minY, contentSize.height + adjusted.bottom - untransformedFrame.size.height)
        return (minY, maxY)
    }

    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        world.traceCall("setContentOffset(y: \(TraceFormat.number(offset.y)))")
        contentOffset = offset
    }

    /// Scrolls the least distance that puts `rect` (content coordinates) inside the visible
    /// content band `[offset + adjusted.top, offset + height - adjusted.bottom]`, aligning its top
    /// when it is taller than the band, then clamps into the valid range at once.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        world.traceCall("scrollRectToVisible(y: \(TraceFormat.number(rect.origin.y)), height: \(TraceFormat.number(rect.size.height)))")
        scrollToVisible(rect)
    }

    /// `scrollRectToVisible` without the trace line (the system's own scroll-to-focus uses it).
    func scrollToVisible(_ rect: CGRect) {
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
        let range = validOffsetRange
        let clamped = clamp(target, range.minY, range.maxY)
        if clamped != offset { contentOffset.y = clamped }
    }
}
