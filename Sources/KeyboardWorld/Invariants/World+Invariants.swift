import Foundation

/// `needless-motion`'s note of a focused field that was fully visible when a transition began.
struct MotionRecord {
    var field: Int
    var windowY: CGFloat
    var contentOffsetY: CGFloat
    /// The most the valid range has forced the recorded offset to move at any layout pass since.
    var forced: CGFloat = 0

    /// Notes the valid range of a layout pass: how far `contentOffsetY` would have to move into it.
    mutating func noteRange(minY: CGFloat, maxY: CGFloat) {
        forced = Swift.max(forced, abs(contentOffsetY - clamp(contentOffsetY, minY, maxY)))
    }
}

extension World {
    /// Checks every enabled invariant, in canonical order, reporting at `index`.
    func check(at index: Int) -> [Violation] {
        var found: [Violation] = []
        coverageRecording?.counters.noteCheck(of: invariants)
        if invariants.contains(.sanity), let v = checkSanity(at: index) { found.append(v) }
        if invariants.contains(.hiddenField), let v = checkHiddenField(at: index) { found.append(v) }
        if invariants.contains(.drift), let v = checkDrift(at: index) { found.append(v) }
        if invariants.contains(.unreachableField), let v = checkUnreachableField(at: index) { found.append(v) }
        if invariants.contains(.excessGap), let v = checkExcessGap(at: index) { found.append(v) }
        let motion = motionRecord
        motionRecord = nil
        if invariants.contains(.needlessMotion), let motion, let v = checkNeedlessMotion(motion, at: index) { found.append(v) }
        return found
    }

    // MARK: sanity

    /// Calls `visit` with every number `sanity` looks at and its typed id, until `visit` returns
    /// false. One list for the check and its report; allocation-free.
    ///
    /// It covers every number a strategy can set through the public API (insets, offset, content
    /// size, both views' frames and every transform component) and the keyboard's height. Numbers
    /// are appended at the end, so that the first broken number, the one reported, stays the same
    /// for every case that broke one already listed.
    private func forEachSanityNumber(_ visit: (WorldProperty, CGFloat) -> Bool) {
        let sv = scrollView
        let root = rootView
        let f = sv.untransformedFrame
        let r = root.untransformedFrame
        _ = visit(.contentInset(.top), sv.contentInset.top)
            && visit(.contentInset(.left), sv.contentInset.left)
            && visit(.contentInset(.bottom), sv.contentInset.bottom)
            && visit(.contentInset(.right), sv.contentInset.right)
            && visit(.verticalScrollIndicatorInsets(.top), sv.verticalScrollIndicatorInsets.top)
            && visit(.verticalScrollIndicatorInsets(.bottom), sv.verticalScrollIndicatorInsets.bottom)
            && visit(.contentOffset(.x), sv.contentOffset.x)
            && visit(.contentOffset(.y), sv.contentOffset.y)
            && visit(.contentSize(.width), sv.contentSize.width)
            && visit(.contentSize(.height), sv.contentSize.height)
            && visit(.frame(.scrollView, .x), f.origin.x)
            && visit(.frame(.scrollView, .y), f.origin.y)
            && visit(.frame(.scrollView, .width), f.size.width)
            && visit(.frame(.scrollView, .height), f.size.height)
            && visit(.transform(.scrollView, .tx), sv.transform.tx)
            && visit(.transform(.scrollView, .ty), sv.transform.ty)
            && visit(.frame(.rootView, .x), r.origin.x)
            && visit(.frame(.rootView, .y), r.origin.y)
            && visit(.frame(.rootView, .width), r.size.width)
            && visit(.frame(.rootView, .height), r.size.height)
            && visit(.transform(.rootView, .tx), root.transform.tx)
            && visit(.transform(.rootView, .ty), root.transform.ty)
            && visit(.keyboardHeight, keyboardFrame.size.height)
            && visit(.verticalScrollIndicatorInsets(.left), sv.verticalScrollIndicatorInsets.left)
            && visit(.verticalScrollIndicatorInsets(.right), sv.verticalScrollIndicatorInsets.right)
            && visit(.transform(.scrollView, .a), sv.transform.a)
            && visit(.transform(.scrollView, .b), sv.transform.b)
            && visit(.transform(.scrollView, .c), sv.transform.c)
            && visit(.transform(.scrollView, .d), sv.transform.d)
            && visit(.transform(.rootView, .a), root.transform.a)
            && visit(.transform(.rootView, .b), root.transform.b)
            && visit(.transform(.rootView, .c), root.transform.c)
            && visit(.transform(.rootView, .d), root.transform.d)
    }

    private func checkSanity(at index: Int) -> Violation? {
        var evidence: SanityEvidence?
        forEachSanityNumber { property, value in
            // The cheap test first: `isSize` is looked at only for a negative number.
            guard !value.isFinite || (value < 0 && property.isSize) else { return true }
            evidence = SanityEvidence(property: property, value: value)
            return false
        }
        return evidence.map { Violation(actionIndex: index, evidence: .sanity($0)) }
    }

    // MARK: hidden-field

    /// The height of the best band a correct strategy can give a field: the band for the layout
    /// frame with no transforms and the current keyboard, less the baseline adjusted top inset.
    func bestBandHeight(keyboardTop: CGFloat) -> CGFloat {
        let layout = layoutFrame
        let top = Swift.max(chromeTop, layout.origin.y)
        let bottom = Swift.min(chromeBottom, keyboardTop, layout.bottomEdge)
        return bottom - top - baselineAdjustedContentInset.top
    }

    private func checkHiddenField(at index: Int) -> Violation? {
        guard isHiddenFieldArmed, let focused = focusedIndex, let keyboardTop = dockedKeyboardTop else { return nil }
        let best = bestBandHeight(keyboardTop: keyboardTop)
        guard best > 0 else { return nil }
        coverageRecording?.counters.noteApplied(.hiddenField)
        let band = visibleBand
        let field = windowFrame(ofField: focused)
        let eps = Tolerance.eps
        let topOnly = field.size.height > best
        let topInside = field.origin.y >= band.top - eps && field.origin.y <= band.bottom + eps
        let bottomInside = field.bottomEdge <= band.bottom + eps
        if topInside && (topOnly || bottomInside) { return nil }
        let evidence = HiddenFieldEvidence(field: focused, fieldSpan: Band(top: field.origin.y, bottom: field.bottomEdge),
                                           band: band, keyboardTop: keyboardTop, chromeTop: chromeTop,
                                           bestBandHeight: best, onlyTopMustBeVisible: topOnly)
        return Violation(actionIndex: index, evidence: .hiddenField(evidence))
    }

    // MARK: drift

    /// Calls `visit` with every vertical property `drift` compares and its baseline.
    private func forEachDriftProperty(_ visit: (WorldProperty, CGFloat, CGFloat) -> Void) {
        let sv = scrollView
        let layout = layoutFrame
        visit(.contentInset(.top), sv.contentInset.top, scenario.contentInset.top)
        visit(.contentInset(.bottom), sv.contentInset.bottom, scenario.contentInset.bottom)
        visit(.verticalScrollIndicatorInsets(.top), sv.verticalScrollIndicatorInsets.top, 0)
        visit(.verticalScrollIndicatorInsets(.bottom), sv.verticalScrollIndicatorInsets.bottom, 0)
        visit(.contentSize(.height), sv.contentSize.height, baselineContentHeight)
        visit(.frame(.scrollView, .y), sv.untransformedFrame.origin.y, layout.origin.y)
        visit(.frame(.scrollView, .height), sv.untransformedFrame.size.height, layout.size.height)
        visit(.transform(.scrollView, .ty), sv.transform.ty, 0)
        visit(.frame(.rootView, .y), rootView.untransformedFrame.origin.y, 0)
        visit(.frame(.rootView, .height), rootView.untransformedFrame.size.height, geometry.windowFrame.size.height)
        visit(.transform(.rootView, .ty), rootView.transform.ty, 0)
    }

    private func checkDrift(at index: Int) -> Violation? {
        guard dockedKeyboardTop == nil else { return nil }
        coverageRecording?.counters.noteApplied(.drift)
        var drifted = false
        forEachDriftProperty { _, value, baseline in
            if !(abs(value - baseline) <= Tolerance.drift) { drifted = true }
        }
        guard drifted else { return nil }
        var properties: [DriftedProperty] = []
        forEachDriftProperty { property, value, baseline in
            guard !(abs(value - baseline) <= Tolerance.drift) else { return }
            properties.append(DriftedProperty(property: property, value: value, baseline: baseline))
        }
        return Violation(actionIndex: index, evidence: .drift(DriftEvidence(drifted: properties)))
    }

    // MARK: unreachable-field

    private func checkUnreachableField(at index: Int) -> Violation? {
        guard dockedKeyboardTop == nil else { return nil }
        let band = visibleBand
        guard band.height > 0 else { return nil }
        coverageRecording?.counters.noteApplied(.unreachableField)
        let range = scrollView.validOffsetRange
        let top = scrollViewWindowBand.top
        let eps = Tolerance.eps
        for field in textFields where field.frame.size.height <= band.height {
            // Content y maps to window y - offset + top; the field fits when the offset lies in [need, allow].
            let need = field.frame.bottomEdge + top - band.bottom - eps
            let allow = field.frame.origin.y + top - band.top + eps
            if Swift.max(range.minY, need) <= Swift.min(range.maxY, allow) { continue }
            let evidence = UnreachableFieldEvidence(
                field: field.index, contentSpan: Band(top: field.frame.origin.y, bottom: field.frame.bottomEdge),
                band: band, neededOffsetMin: need + eps, neededOffsetMax: allow - eps,
                validMinY: range.minY, validMaxY: range.maxY)
            return Violation(actionIndex: index, evidence: .unreachableField(evidence))
        }
        return nil
    }

    // MARK: excess-gap

    private func checkExcessGap(at index: Int) -> Violation? {
        guard let keyboardTop = dockedKeyboardTop else { return nil }
        coverageRecording?.counters.noteApplied(.excessGap)
        let contentBottom = scrollViewWindowBand.bottom - scrollView.adjustedContentInset.bottom
        let target = Swift.min(keyboardTop - scenario.contentInset.bottom,
                               chromeBottom - baselineAdjustedContentInset.bottom)
        guard target - contentBottom > Tolerance.onePoint else { return nil }
        let evidence = ExcessGapEvidence(contentBottom: contentBottom, target: target, keyboardTop: keyboardTop)
        return Violation(actionIndex: index, evidence: .excessGap(evidence))
    }

    // MARK: needless-motion

    /// Notes the focused field's position when a transition begins, if it is already fully
    /// visible against the new keyboard frame and inside the baseline adjusted insets.
    ///
    /// Rule chosen where the SPEC is terse: "inside the baseline adjusted insets" means below
    /// the scroll view's top plus the baseline adjusted top inset and above both its bottom less
    /// the baseline adjusted bottom inset and, with a docked keyboard, the keyboard's top less the
    /// designer's bottom inset (the gap `excess-gap` also grants). A field closer to the keyboard
    /// than the designer's inset may be scrolled by a correct strategy.
    func noteMotionStart() {
        guard invariants.contains(.needlessMotion), let focused = focusedIndex else { return }
        let field = windowFrame(ofField: focused)
        let band = visibleBand
        let sv = scrollViewWindowBand
        let base = baselineAdjustedContentInset
        let keyboardLimit = dockedKeyboardTop.map { $0 - scenario.contentInset.bottom } ?? .infinity
        let eps = Tolerance.eps
        guard field.origin.y >= Swift.max(band.top, sv.top + base.top) - eps,
              field.bottomEdge <= Swift.min(band.bottom, sv.bottom - base.bottom, keyboardLimit) + eps else {
            // A newer transition the field is not visible against justifies moving it.
            motionRecord = nil
            return
        }
        if let record = motionRecord, record.field == focused { return }  // measure from the earliest
        motionRecord = MotionRecord(field: focused, windowY: field.origin.y, contentOffsetY: scrollView.contentOffset.y)
    }

    private func checkNeedlessMotion(_ record: MotionRecord, at index: Int) -> Violation? {
        guard focusedIndex == record.field else { return nil }
        coverageRecording?.counters.noteApplied(.needlessMotion)
        let y = windowFrame(ofField: record.field).origin.y
        let moved = abs(y - record.windowY)
        let forced = record.forced
        guard moved > forced + Tolerance.onePoint else { return nil }
        let evidence = NeedlessMotionEvidence(field: record.field, windowYBefore: record.windowY, windowYAfter: y,
                                              forced: forced)
        return Violation(actionIndex: index, evidence: .needlessMotion(evidence))
    }
}
