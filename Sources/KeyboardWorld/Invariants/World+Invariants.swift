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

    /// Calls `visit` with every number `sanity` looks at, its name and whether it is a size,
    /// until `visit` returns false. One list for the check and its report; allocation-free.
    private func forEachSanityNumber(_ visit: (StaticString, CGFloat, _ isSize: Bool) -> Bool) {
        let sv = scrollView
        let root = rootView
        let f = sv.untransformedFrame
        let r = root.untransformedFrame
        _ = visit("scrollView.contentInset.top", sv.contentInset.top, false)
            && visit("scrollView.contentInset.left", sv.contentInset.left, false)
            && visit("scrollView.contentInset.bottom", sv.contentInset.bottom, false)
            && visit("scrollView.contentInset.right", sv.contentInset.right, false)
            && visit("scrollView.verticalScrollIndicatorInsets.top", sv.verticalScrollIndicatorInsets.top, false)
            && visit("scrollView.verticalScrollIndicatorInsets.bottom", sv.verticalScrollIndicatorInsets.bottom, false)
            && visit("scrollView.contentOffset.x", sv.contentOffset.x, false)
            && visit("scrollView.contentOffset.y", sv.contentOffset.y, false)
            && visit("scrollView.contentSize.width", sv.contentSize.width, true)
            && visit("scrollView.contentSize.height", sv.contentSize.height, true)
            && visit("scrollView.frame.x", f.origin.x, false)
            && visit("scrollView.frame.y", f.origin.y, false)
            && visit("scrollView.frame.width", f.size.width, true)
            && visit("scrollView.frame.height", f.size.height, true)
            && visit("scrollView.transform.tx", sv.transform.tx, false)
            && visit("scrollView.transform.ty", sv.transform.ty, false)
            && visit("view.frame.x", r.origin.x, false)
            && visit("view.frame.y", r.origin.y, false)
            && visit("view.frame.width", r.size.width, true)
            && visit("view.frame.height", r.size.height, true)
            && visit("view.transform.tx", root.transform.tx, false)
            && visit("view.transform.ty", root.transform.ty, false)
            && visit("keyboard.height", keyboardFrame.size.height, true)
    }

    private func checkSanity(at index: Int) -> Violation? {
        var violation: Violation?
        forEachSanityNumber { name, value, isSize in
            guard !value.isFinite || (isSize && value < 0) else { return true }
            let expected = value.isFinite ? "a size >= 0" : "a finite number"
            violation = Violation(invariant: .sanity, actionIndex: index,
                                  message: "\(name) is \(TraceFormat.number(value)), expected \(expected)",
                                  measurements: [Measurement("\(name)", Double(value))])
            return false
        }
        return violation
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
        let band = visibleBand
        let field = windowFrame(ofField: focused)
        let eps = Tolerance.eps
        let topOnly = field.size.height > best
        let topInside = field.origin.y >= band.top - eps && field.origin.y <= band.bottom + eps
        let bottomInside = field.bottomEdge <= band.bottom + eps
        if topInside && (topOnly || bottomInside) { return nil }
        var why: String
        if field.origin.y < band.top - eps {
            why = "its top is \(TraceFormat.number(band.top - field.origin.y)) pt above the band"
        } else if field.origin.y > band.bottom + eps {
            why = "it is entirely below the band, \(TraceFormat.number(field.origin.y - band.bottom)) pt under its bottom"
        } else {
            why = "its bottom is \(TraceFormat.number(field.bottomEdge - band.bottom)) pt below the band"
        }
        if field.bottomEdge > keyboardTop + eps && band.bottom == keyboardTop {
            why += " (keyboard top \(TraceFormat.number(keyboardTop)))"
        } else if field.origin.y < band.top - eps && band.top == chromeTop {
            why += " (under the status or navigation bar, chrome top \(TraceFormat.number(chromeTop)))"
        }
        let message = "field \(focused) spans \(TraceFormat.number(field.origin.y))...\(TraceFormat.number(field.bottomEdge)) in the window but the visible band is \(TraceFormat.number(band.top))...\(TraceFormat.number(band.bottom)): \(why)\(topOnly ? "; the field is taller than the best band (\(TraceFormat.number(best)) pt), so only its top must be visible" : "")"
        return Violation(invariant: .hiddenField, actionIndex: index, message: message, measurements: [
            Measurement("field", Double(focused)),
            Measurement("fieldTop", Double(field.origin.y)),
            Measurement("fieldBottom", Double(field.bottomEdge)),
            Measurement("bandTop", Double(band.top)),
            Measurement("bandBottom", Double(band.bottom)),
            Measurement("keyboardTop", Double(keyboardTop)),
        ])
    }

    // MARK: drift

    /// Calls `visit` with every vertical property `drift` compares and its baseline.
    private func forEachDriftProperty(_ visit: (String, CGFloat, CGFloat) -> Void) {
        let sv = scrollView
        let layout = layoutFrame
        visit("contentInset.top", sv.contentInset.top, scenario.contentInset.top)
        visit("contentInset.bottom", sv.contentInset.bottom, scenario.contentInset.bottom)
        visit("verticalScrollIndicatorInsets.top", sv.verticalScrollIndicatorInsets.top, 0)
        visit("verticalScrollIndicatorInsets.bottom", sv.verticalScrollIndicatorInsets.bottom, 0)
        visit("contentSize.height", sv.contentSize.height, baselineContentHeight)
        visit("scrollView.frame.y", sv.untransformedFrame.origin.y, layout.origin.y)
        visit("scrollView.frame.height", sv.untransformedFrame.size.height, layout.size.height)
        visit("scrollView.transform.ty", sv.transform.ty, 0)
        visit("view.frame.y", rootView.untransformedFrame.origin.y, 0)
        visit("view.frame.height", rootView.untransformedFrame.size.height, geometry.windowFrame.size.height)
        visit("view.transform.ty", rootView.transform.ty, 0)
    }

    private func checkDrift(at index: Int) -> Violation? {
        guard dockedKeyboardTop == nil else { return nil }
        var drifted = false
        forEachDriftProperty { _, value, baseline in
            if !(abs(value - baseline) <= Tolerance.drift) { drifted = true }
        }
        guard drifted else { return nil }
        var parts: [String] = []
        var measurements: [Measurement] = []
        forEachDriftProperty { name, value, baseline in
            guard !(abs(value - baseline) <= Tolerance.drift) else { return }
            parts.append("\(name) is \(TraceFormat.number(value)), baseline \(TraceFormat.number(baseline)) (off by \(TraceFormat.number(value - baseline)))")
            measurements.append(Measurement(name, Double(value)))
            measurements.append(Measurement(name + " baseline", Double(baseline)))
        }
        return Violation(invariant: .drift, actionIndex: index,
                         message: "no keyboard is docked but " + parts.joined(separator: "; "),
                         measurements: measurements)
    }

    // MARK: unreachable-field

    private func checkUnreachableField(at index: Int) -> Violation? {
        guard dockedKeyboardTop == nil else { return nil }
        let band = visibleBand
        guard band.height > 0 else { return nil }
        let range = scrollView.validOffsetRange
        let top = scrollViewWindowBand.top
        let eps = Tolerance.eps
        for field in textFields where field.frame.size.height <= band.height {
            // Content y maps to window y - offset + top; the field fits when the offset lies in [need, allow].
            let need = field.frame.bottomEdge + top - band.bottom - eps
            let allow = field.frame.origin.y + top - band.top + eps
            if Swift.max(range.minY, need) <= Swift.min(range.maxY, allow) { continue }
            let message = "field \(field.index) (content \(TraceFormat.number(field.frame.origin.y))...\(TraceFormat.number(field.frame.bottomEdge))) cannot be scrolled into the visible band \(TraceFormat.number(band.top))...\(TraceFormat.number(band.bottom)): it needs contentOffset.y in \(TraceFormat.number(need + eps))...\(TraceFormat.number(allow - eps)) but the valid range is \(TraceFormat.number(range.minY))...\(TraceFormat.number(range.maxY))"
            return Violation(invariant: .unreachableField, actionIndex: index, message: message, measurements: [
                Measurement("field", Double(field.index)),
                Measurement("neededOffsetMin", Double(need + eps)),
                Measurement("neededOffsetMax", Double(allow - eps)),
                Measurement("minY", Double(range.minY)),
                Measurement("maxY", Double(range.maxY)),
                Measurement("bandTop", Double(band.top)),
                Measurement("bandBottom", Double(band.bottom)),
            ])
        }
        return nil
    }

    // MARK: excess-gap

    private func checkExcessGap(at index: Int) -> Violation? {
        guard let keyboardTop = dockedKeyboardTop else { return nil }
        let contentBottom = scrollViewWindowBand.bottom - scrollView.adjustedContentInset.bottom
        let target = Swift.min(keyboardTop - scenario.contentInset.bottom,
                               chromeBottom - baselineAdjustedContentInset.bottom)
        guard target - contentBottom > Tolerance.onePoint else { return nil }
        let message = "the visible content ends at \(TraceFormat.number(contentBottom)) in the window but could reach \(TraceFormat.number(target)) (keyboard top \(TraceFormat.number(keyboardTop))): a dead band of \(TraceFormat.number(target - contentBottom)) pt above the keyboard"
        return Violation(invariant: .excessGap, actionIndex: index, message: message, measurements: [
            Measurement("contentBottom", Double(contentBottom)),
            Measurement("target", Double(target)),
            Measurement("gap", Double(target - contentBottom)),
        ])
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
        let y = windowFrame(ofField: record.field).origin.y
        let moved = abs(y - record.windowY)
        let forced = record.forced
        guard moved > forced + Tolerance.onePoint else { return nil }
        let message = "field \(record.field) was fully visible when the keyboard transition began, yet it moved \(TraceFormat.number(moved)) pt (window y \(TraceFormat.number(record.windowY)) → \(TraceFormat.number(y))); clamping forced only \(TraceFormat.number(forced)) pt"
        return Violation(invariant: .needlessMotion, actionIndex: index, message: message, measurements: [
            Measurement("field", Double(record.field)),
            Measurement("moved", Double(moved)),
            Measurement("forced", Double(forced)),
        ])
    }
}
