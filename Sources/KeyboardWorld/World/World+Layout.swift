import Foundation

/// A vertical interval (`top <= bottom` when non-empty), in window coordinates unless its
/// name says otherwise (a field's `contentSpan`).
public struct Band: Hashable, Sendable {
    public var top: CGFloat
    public var bottom: CGFloat

    public init(top: CGFloat, bottom: CGFloat) {
        self.top = top
        self.bottom = bottom
    }

    public var height: CGFloat { bottom - top }
}

extension World {
    /// The top of the area no fixed chrome covers: safe top plus the navigation bar.
    public var chromeTop: CGFloat {
        geometry.safeArea.top + (scenario.navigationBar ? geometry.navigationBarHeight : 0)
    }

    /// The bottom of the area no fixed chrome covers: above the tab bar and the safe area it covers.
    public var chromeBottom: CGFloat {
        geometry.windowFrame.size.height
            - (scenario.tabBar ? geometry.tabBarHeight + geometry.safeArea.bottom : 0)
    }

    /// The scroll view's layout frame for the current orientation (root-view coordinates).
    public var layoutFrame: CGRect {
        CGRect(x: 0, y: chromeTop, width: geometry.windowFrame.size.width, height: chromeBottom - chromeTop)
    }

    /// The content height `contentSize` has by design: 0 when the content is unpinned.
    public var baselineContentHeight: CGFloat {
        scenario.content == .pinned ? contentHeight : 0
    }

    /// The overlap of a scroll view spanning `top..<top+height` (window coordinates) with the
    /// parts of the window outside the device safe area, as `automatic` adds it to the insets.
    func safeAreaOverlap(ofScrollViewAtWindowY top: CGFloat, height: CGFloat) -> UIEdgeInsets {
        let safe = geometry.safeArea
        let bottom = top + height
        let safeBottom = geometry.windowFrame.size.height - safe.bottom
        let topOverlap = Swift.max(0, Swift.min(bottom, safe.top) - top)
        let bottomOverlap = Swift.max(0, bottom - Swift.max(top, safeBottom))
        return UIEdgeInsets(top: topOverlap, left: 0, bottom: bottomOverlap, right: 0)
    }

    /// The baseline `adjustedContentInset`: the designer inset plus the layout frame's safe-area overlap.
    public var baselineAdjustedContentInset: UIEdgeInsets {
        let layout = layoutFrame
        guard scenario.insetAdjustment == .automatic,
              adjustsVerticalSafeArea(contentHeight: baselineContentHeight, height: layout.size.height,
                                      bouncesVertically: scenario.alwaysBounceVertical) else { return scenario.contentInset }
        return scenario.contentInset + safeAreaOverlap(ofScrollViewAtWindowY: layout.origin.y, height: layout.size.height)
    }

    /// The top of the docked keyboard in window coordinates, nil when no keyboard is docked.
    public var dockedKeyboardTop: CGFloat? {
        guard keyboardPlacement == .docked else { return nil }
        return keyboardFrame.origin.y - geometry.windowFrame.origin.y
    }

    /// The scroll view's vertical extent in window coordinates (root frame and both transforms included).
    public var scrollViewWindowBand: Band { scrollView.windowPlacement.verticalSpan }

    /// The visible band of SPEC section 7: below chrome and the scroll view's top, above chrome,
    /// the docked keyboard and the scroll view's bottom (window coordinates).
    public var visibleBand: Band { visibleBand(scrollView: scrollViewWindowBand) }

    /// The visible band for a scroll view spanning `scrollView` in the window.
    private func visibleBand(scrollView sv: Band) -> Band {
        let keyboardTop = dockedKeyboardTop ?? .infinity
        return Band(top: Swift.max(chromeTop, sv.top), bottom: Swift.min(chromeBottom, keyboardTop, sv.bottom))
    }

    /// Field `index`'s frame in window coordinates: what `convert(_:to: nil)` gives.
    public func windowFrame(ofField index: Int) -> CGRect {
        scrollView.windowPlacement.windowRect(ofBoundsRect: scenario.fields[index].frame)
    }

    /// Whether a tap can reach field `index`: at least 1 pt of it lies inside the visible band.
    public func isTappable(_ index: Int) -> Bool {
        isTappable(windowFrame(ofField: index), band: visibleBand)
    }

    /// Appends the indices of the fields a tap can reach, except `excluded`, to `buffer`: the
    /// scroll view is placed and the band computed once, and nothing is allocated when `buffer`
    /// has the capacity (the generator calls this at every step).
    public func appendTappableFields(excluding excluded: Int?, to buffer: inout [Int]) {
        let placement = scrollView.windowPlacement
        let band = visibleBand(scrollView: placement.verticalSpan)
        for (index, field) in scenario.fields.enumerated() where index != excluded
            && isTappable(placement.windowRect(ofBoundsRect: field.frame), band: band) {
            buffer.append(index)
        }
    }

    private func isTappable(_ field: CGRect, band: Band) -> Bool {
        let overlap = Swift.min(field.bottomEdge, band.bottom) - Swift.max(field.origin.y, band.top)
        return overlap >= 1
    }

    /// The geometry now, for the trace and pictures.
    public func snapshot() -> GeometrySnapshot {
        let band = visibleBand
        return GeometrySnapshot(
            orientation: orientation, screenSize: geometry.screenSize, windowFrame: geometry.windowFrame,
            contentInset: scrollView.contentInset, adjustedContentInset: scrollView.adjustedContentInset,
            verticalScrollIndicatorInsets: scrollView.verticalScrollIndicatorInsets,
            contentOffset: scrollView.contentOffset, contentSize: scrollView.contentSize,
            scrollViewFrame: scrollView.frame, scrollViewTransformY: scrollView.transform.ty,
            rootViewFrame: rootView.frame, rootViewTransformY: rootView.transform.ty,
            rootViewPlacement: rootView.windowPlacement, scrollViewPlacement: scrollView.windowPlacement,
            layoutFrame: layoutFrame, keyboardFrame: keyboardFrame, keyboardPlacement: keyboardPlacement,
            keyboardIsLocal: !isRemoteKeyboardShown,
            focusedField: focusedIndex,
            visibleBand: band.top <= band.bottom ? band.top...band.bottom : nil,
            chromeTop: chromeTop, chromeBottom: chromeBottom, queuedNotifications: pending.keyboardCount)
    }
}
