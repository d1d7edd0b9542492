import Foundation

/// `needless-motion`'s note of a focused field that was fully visible when a transition began.
struct MotionRecord {
    var field: Int
    var windowY: CGFloat
    var contentOffsetY: CGFloat
    /// The page's offset (`nestedScroll`; 0 otherwise).
    var pageOffsetY: CGFloat = 0
    /// How far the views holding the field (the root view, a bar) were from rest, vertically.
    var displacement: CGFloat = 0
    /// The most the form's valid range has forced the recorded offset to move at any layout pass since.
    var formForced: CGFloat = 0
    /// The same for the page's valid range.
    var pageForced: CGFloat = 0

    /// How far clamping forced the field to move: the form's share and the page's.
    var forced: CGFloat { formForced + pageForced }

    /// Notes the valid range of a layout pass: how far `contentOffsetY` would have to move into it.
    mutating func noteRange(minY: CGFloat, maxY: CGFloat) {
        formForced = Swift.max(formForced, abs(contentOffsetY - clamp(contentOffsetY, minY, maxY)))
    }

    /// Notes the page's valid range of a layout pass.
    mutating func notePageRange(minY: CGFloat, maxY: CGFloat) {
        pageForced = Swift.max(pageForced, abs(pageOffsetY - clamp(pageOffsetY, minY, maxY)))
    }
}

extension World {
    /// Checks every enabled invariant, in canonical order, reporting at `index`.
    ///
    /// While another screen covers this one, only `sanity` is checked: the others are about what
    /// the user sees of this screen, and are checked again once it is shown.
    func check(at index: Int) -> [Violation] {
        var found: [Violation] = []
        coverageRecording?.counters.noteCheck(of: invariants)
        if invariants.contains(.sanity), let v = checkSanity(at: index) { found.append(v) }
        let motion = motionRecord
        motionRecord = nil
        guard !isCovered else { return found }
        if invariants.contains(.hiddenField), let v = checkHiddenField(at: index) { found.append(v) }
        if invariants.contains(.drift), let v = checkDrift(at: index) { found.append(v) }
        if invariants.contains(.unreachableField), let v = checkUnreachableField(at: index) { found.append(v) }
        if invariants.contains(.excessGap), let v = checkExcessGap(at: index) { found.append(v) }
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
    @inline(__always) private func forEachSanityNumber(_ visit: (WorldProperty, CGFloat) -> Bool) {
        let classicHeld = withUnretainedViews { root, sv in forEachClassicSanityNumber(root, sv, visit) }
        guard classicHeld else { return }
        _ = forEachShapeSanityNumber(visit)
    }

    /// The numbers of the views every screen has, in their fixed order; false once `visit`
    /// returned false.
    @inline(__always) private func forEachClassicSanityNumber(
        _ root: View, _ sv: ScrollView, _ visit: (WorldProperty, CGFloat) -> Bool
    ) -> Bool {
        // Each view's values read once (the chain below reads each many times).
        let f = sv.untransformedFrame
        let r = root.untransformedFrame
        let inset = sv.contentInset
        let indicators = sv.verticalScrollIndicatorInsets
        let offset = sv.contentOffset
        let size = sv.contentSize
        let st = sv.transform
        let rt = root.transform
        return visit(.contentInset(.top), inset.top)
            && visit(.contentInset(.left), inset.left)
            && visit(.contentInset(.bottom), inset.bottom)
            && visit(.contentInset(.right), inset.right)
            && visit(.verticalScrollIndicatorInsets(.top), indicators.top)
            && visit(.verticalScrollIndicatorInsets(.bottom), indicators.bottom)
            && visit(.contentOffset(.x), offset.x)
            && visit(.contentOffset(.y), offset.y)
            && visit(.contentSize(.width), size.width)
            && visit(.contentSize(.height), size.height)
            && visit(.frame(.scrollView, .x), f.origin.x)
            && visit(.frame(.scrollView, .y), f.origin.y)
            && visit(.frame(.scrollView, .width), f.size.width)
            && visit(.frame(.scrollView, .height), f.size.height)
            && visit(.transform(.scrollView, .tx), st.tx)
            && visit(.transform(.scrollView, .ty), st.ty)
            && visit(.frame(.rootView, .x), r.origin.x)
            && visit(.frame(.rootView, .y), r.origin.y)
            && visit(.frame(.rootView, .width), r.size.width)
            && visit(.frame(.rootView, .height), r.size.height)
            && visit(.transform(.rootView, .tx), rt.tx)
            && visit(.transform(.rootView, .ty), rt.ty)
            && visit(.keyboardHeight, keyboardFrame.size.height)
            && visit(.verticalScrollIndicatorInsets(.left), indicators.left)
            && visit(.verticalScrollIndicatorInsets(.right), indicators.right)
            && visit(.transform(.scrollView, .a), st.a)
            && visit(.transform(.scrollView, .b), st.b)
            && visit(.transform(.scrollView, .c), st.c)
            && visit(.transform(.scrollView, .d), st.d)
            && visit(.transform(.rootView, .a), rt.a)
            && visit(.transform(.rootView, .b), rt.b)
            && visit(.transform(.rootView, .c), rt.c)
            && visit(.transform(.rootView, .d), rt.d)
    }

    /// The numbers of the views only some shapes have (the page, the bars, the plain form
    /// view), after every classic one: a classic case reports what it always reported.
    @inline(__always) private func forEachShapeSanityNumber(_ visit: (WorldProperty, CGFloat) -> Bool) -> Bool {
        if let page = pageScrollView {
            let f = page.untransformedFrame
            guard
                visit(.pageContentInset(.top), page.contentInset.top)
                    && visit(.pageContentInset(.bottom), page.contentInset.bottom)
                    && visit(.pageVerticalScrollIndicatorInsets(.top), page.verticalScrollIndicatorInsets.top)
                    && visit(.pageVerticalScrollIndicatorInsets(.bottom), page.verticalScrollIndicatorInsets.bottom)
                    && visit(.pageContentOffset(.y), page.contentOffset.y)
                    && visit(.pageContentSize(.height), page.contentSize.height)
                    && visit(.frame(.pageScrollView, .y), f.origin.y)
                    && visit(.frame(.pageScrollView, .height), f.size.height)
                    && visit(.transform(.pageScrollView, .ty), page.transform.ty)
            else { return false }
        }
        // The bars and the form view in this order, without building an array at every check.
        func visitBar(_ view: View?) -> Bool {
            guard let view else { return true }
            let f = view.untransformedFrame
            return visit(.frame(view.role, .y), f.origin.y)
                && visit(.frame(view.role, .height), f.size.height)
                && visit(.transform(view.role, .ty), view.transform.ty)
        }
        let additional = additionalSafeAreaInsets
        return visitBar(headerView) && visitBar(footerView) && visitBar(formView)
            && visit(.additionalSafeAreaInsets(.top), additional.top)
            && visit(.additionalSafeAreaInsets(.left), additional.left)
            && visit(.additionalSafeAreaInsets(.bottom), additional.bottom)
            && visit(.additionalSafeAreaInsets(.right), additional.right)
    }

    private func checkSanity(at index: Int) -> Violation? {
        // The common answer first, without a branch per number: a finite sum means every number
        // is finite (a NaN or an infinity makes it NaN or infinite), and the smallest size tells
        // whether one is negative. Only a sum that is not finite (an overflow too) or a negative
        // size goes on to the walk that names the first broken number.
        var sum: CGFloat = 0
        var smallestSize: CGFloat = 0
        forEachSanityNumber { property, value in
            sum += value
            if property.isSize { smallestSize = Swift.min(smallestSize, value) }
            return true
        }
        if sum.isFinite && smallestSize >= 0 { return nil }
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

    /// The height of the best band a correct strategy can give a field of the form's scroll
    /// view: the band for the screen's main scroll view at rest (the page under `nestedScroll`)
    /// and the current keyboard, less its baseline adjusted top inset; above a footer bar kept
    /// over the keyboard; no taller than a nested form.
    func bestBandHeight(keyboardTop: CGFloat) -> CGFloat {
        let nested = scenario.shape == .nestedScroll
        let rest = baselineWindowFrame(of: nested ? .pageScrollView : .scrollView)
        let adjustedTop = nested ? baselinePageAdjustedContentInset.top : baselineAdjustedContentInset.top
        let top = Swift.max(chromeTop - adjustedTop, rest.origin.y)
        var bottom = Swift.min(chromeBottom, keyboardTop, rest.bottomEdge)
        if scenario.shape == .footer { bottom = Swift.min(chromeBottom, keyboardTop) - barHeight }
        let best = bottom - top - adjustedTop
        return nested ? Swift.min(best, Self.nestedFormHeight - baselineAdjustedContentInset.top) : best
    }

    /// The best band for field `index`: a field outside every scroll view can be brought by
    /// moving the root view right above the keyboard, its top no higher than the chrome; none
    /// (0) when the screen at rest does not show it whole (a layout that overflows its screen,
    /// after a rotation say, is not the keyboard code's to fix: `unreachable-field` exempts it too).
    func bestBandHeight(ofField index: Int, keyboardTop: CGFloat) -> CGFloat {
        let field = textField(at: index)
        guard field.enclosingScrollView == nil else { return bestBandHeight(keyboardTop: keyboardTop) }
        guard isShownAtRest(field) else { return 0 }
        return Swift.min(chromeBottom, keyboardTop) - chromeTop
    }

    /// Whether the screen at rest shows field `field` (outside every scroll view) whole, below
    /// the chrome's top and above its bottom.
    func isShownAtRest(_ field: TextField) -> Bool { isShownAtRest(restSpan(ofField: field.index, holder: field.holder)) }

    /// Whether `span`, a field's at rest, lies whole below the chrome's top and above its bottom.
    private func isShownAtRest(_ span: Band) -> Bool {
        let eps = Tolerance.eps
        return span.top >= chromeTop - eps && span.bottom <= chromeBottom + eps
    }

    /// Where field `index` (outside every scroll view, held by `holder`) lies in the window at rest.
    func restSpan(ofField index: Int, holder: View) -> Band {
        restSpan(ofField: index, holderRestTop: baselineWindowFrame(of: holder.role).origin.y)
    }

    /// Where field `index` lies in the window at rest, its holder's top lying at `holderRestTop`.
    private func restSpan(ofField index: Int, holderRestTop: CGFloat) -> Band {
        let frame = fieldFrames[index]
        let top = holderRestTop + frame.origin.y
        return Band(top: top, bottom: top + frame.size.height)
    }

    /// Whether the focused field (a text view's caret) lies inside its visible band now, within
    /// `eps` (only its top, when it is taller than the band); true with nothing focused. Under the
    /// `device` rules a keyboard transition re-arms `hidden-field` after the user's drag only
    /// then: a field the user scrolled out of view is the user's choice, and UIKit scrolls
    /// nothing when the keyboard's frame changes (docs/world-rules.md, "World rules").
    var isFocusedFieldInView: Bool {
        guard let focused = focusedIndex else { return true }
        let (field, band) = windowFrameAndBand(ofField: focused)
        let eps = Tolerance.eps
        let shown = scenario.fields[focused].isTextView ? caretWindowFrame(ofField: focused) : field
        guard shown.origin.y >= band.top - eps && shown.origin.y <= band.bottom + eps else { return false }
        return shown.size.height > band.height || shown.bottomEdge <= band.bottom + eps
    }

    private func checkHiddenField(at index: Int) -> Violation? {
        guard isHiddenFieldArmed, let focused = focusedIndex, let keyboardTop = dockedKeyboardTop else { return nil }
        let best = bestBandHeight(ofField: focused, keyboardTop: keyboardTop)
        guard best > 0 else { return nil }
        coverageRecording?.counters.noteApplied(.hiddenField)
        let (field, band) = windowFrameAndBand(ofField: focused)
        let eps = Tolerance.eps
        let topOnly = field.size.height > best
        let topInside = field.origin.y >= band.top - eps && field.origin.y <= band.bottom + eps
        let bottomInside = field.bottomEdge <= band.bottom + eps
        let isTextView = scenario.fields[focused].isTextView  // what the field object was made from
        // A text view: what must be visible is its caret, where the user types (its other lines
        // may scroll away, as a text view's own scrolling lets them).
        let fieldHolds = isTextView || topInside && (topOnly || bottomInside)
        if fieldHolds && (!isTextView || caretIsVisible(focused, band: band, best: best)) { return nil }
        guard fieldHolds else {
            let evidence = HiddenFieldEvidence(
                field: focused, fieldSpan: Band(top: field.origin.y, bottom: field.bottomEdge),
                band: band, keyboardTop: keyboardTop, chromeTop: chromeTop,
                bestBandHeight: best, onlyTopMustBeVisible: topOnly)
            return Violation(actionIndex: index, evidence: .hiddenField(evidence))
        }
        let caret = caretWindowFrame(ofField: focused)
        let evidence = HiddenCaretEvidence(
            field: focused, line: caretLine(ofField: focused),
            caretSpan: Band(top: caret.origin.y, bottom: caret.bottomEdge),
            fieldSpan: Band(top: field.origin.y, bottom: field.bottomEdge),
            band: band, keyboardTop: keyboardTop)
        return Violation(actionIndex: index, evidence: .hiddenCaret(evidence))
    }

    /// Whether text view `index`'s caret lies inside `band` (always, when the best band is
    /// shorter than a line: no strategy could show it).
    private func caretIsVisible(_ index: Int, band: Band, best: CGFloat) -> Bool {
        let caret = caretWindowFrame(ofField: index)
        guard caret.size.height <= best else { return true }
        let eps = Tolerance.eps
        return caret.origin.y >= band.top - eps && caret.bottomEdge <= band.bottom + eps
    }

    // MARK: drift

    /// Calls `visit` with every vertical property `drift` compares and its baseline.
    @inline(__always) private func forEachDriftProperty(_ visit: (WorldProperty, CGFloat, CGFloat) -> Void) {
        let layout = layoutFrame
        withUnretainedViews { root, sv in
            visit(.contentInset(.top), sv.contentInset.top, scenario.contentInset.top)
            visit(.contentInset(.bottom), sv.contentInset.bottom, scenario.contentInset.bottom)
            visit(.verticalScrollIndicatorInsets(.top), sv.verticalScrollIndicatorInsets.top, 0)
            visit(.verticalScrollIndicatorInsets(.bottom), sv.verticalScrollIndicatorInsets.bottom, 0)
            visit(.contentSize(.height), sv.contentSize.height, baselineContentHeight)
            visit(.frame(.scrollView, .y), sv.untransformedFrame.origin.y, layout.origin.y)
            visit(.frame(.scrollView, .height), sv.untransformedFrame.size.height, layout.size.height)
            visit(.transform(.scrollView, .ty), sv.transform.ty, 0)
            visit(.frame(.rootView, .y), root.untransformedFrame.origin.y, 0)
            visit(.frame(.rootView, .height), root.untransformedFrame.size.height, geometry.windowFrame.size.height)
            visit(.transform(.rootView, .ty), root.transform.ty, 0)
        }
        // The controller's additional safe area, as designed (a keyboard inset kept there must go).
        let additional = additionalSafeAreaInsets
        let designed = Self.designedAdditionalSafeAreaInsets(of: scenario)
        visit(.additionalSafeAreaInsets(.top), additional.top, designed.top)
        visit(.additionalSafeAreaInsets(.bottom), additional.bottom, designed.bottom)
        if let page = pageScrollView {
            let base = baselineFrame(of: .pageScrollView)
            visit(.pageContentInset(.top), page.contentInset.top, 0)
            visit(.pageContentInset(.bottom), page.contentInset.bottom, 0)
            visit(.pageVerticalScrollIndicatorInsets(.top), page.verticalScrollIndicatorInsets.top, 0)
            visit(.pageVerticalScrollIndicatorInsets(.bottom), page.verticalScrollIndicatorInsets.bottom, 0)
            visit(.pageContentSize(.height), page.contentSize.height, pageContentSize.height)
            visit(.frame(.pageScrollView, .y), page.untransformedFrame.origin.y, base.origin.y)
            visit(.frame(.pageScrollView, .height), page.untransformedFrame.size.height, base.size.height)
            visit(.transform(.pageScrollView, .ty), page.transform.ty, 0)
        }
        // The bars and the form view in this order, without building an array at every check.
        func visitView(_ view: View?) {
            guard let view else { return }
            let base = baselineFrame(of: view.role)
            visit(.frame(view.role, .y), view.untransformedFrame.origin.y, base.origin.y)
            visit(.frame(view.role, .height), view.untransformedFrame.size.height, base.size.height)
            visit(.transform(view.role, .ty), view.transform.ty, 0)
        }
        visitView(headerView)
        visitView(footerView)
        visitView(formView)
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

    /// Every field the user could see must stay within reach while no keyboard is docked: a
    /// field of a scroll view must be scrollable fully into the band (through both scroll views
    /// of a nested form); a field outside every scroll view, which nothing can scroll, must be
    /// inside the band whenever the screen at rest shows it there. The first field that fails,
    /// in index order, is reported.
    private func checkUnreachableField(at index: Int) -> Violation? {
        guard dockedKeyboardTop == nil else { return nil }
        coverageRecording?.counters.noteApplied(.unreachableField)
        return withUnretainedViews { _, form in firstUnreachableField(of: form, at: index) }
    }

    /// `checkUnreachableField`'s walk, given the form's scroll view.
    private func firstUnreachableField(of form: ScrollView, at index: Int) -> Violation? {
        let nested = pageScrollView != nil
        let formPlacement = form.windowPlacement
        let formBand = nested ? Band(top: 0, bottom: 0) : visibleBand(ofHolder: form, placedAt: formPlacement)
        let range = form.validOffsetRange
        let top = formPlacement.verticalSpan.top
        let eps = Tolerance.eps
        // Run by run (in index order), the form's own fields read as plain frames.
        for run in fieldRuns {
            if run.unretainedHolder.toOpaque() != Unmanaged.passUnretained(form).toOpaque() {
                let evidence = run.unretainedHolder._withUnsafeGuaranteedRef { firstOutsideFieldOutOfReach(run.fields, holder: $0) }
                if let evidence { return Violation(actionIndex: index, evidence: .unreachableOutsideField(evidence)) }
                continue
            }
            if nested {
                if let evidence = firstNestedFieldOutOfReach(run.fields) {
                    return Violation(actionIndex: index, evidence: .unreachableNestedField(evidence))
                }
                continue
            }
            for field in run.fields {
                let frame = fieldFrames[field]
                guard formBand.height > 0, frame.size.height <= formBand.height else { continue }
                // Content y maps to window y - offset + top; the field fits when the offset lies in [need, allow].
                let need = frame.bottomEdge + top - formBand.bottom - eps
                let allow = frame.origin.y + top - formBand.top + eps
                if Swift.max(range.minY, need) <= Swift.min(range.maxY, allow) { continue }
                let evidence = UnreachableFieldEvidence(
                    field: field, contentSpan: Band(top: frame.origin.y, bottom: frame.bottomEdge),
                    band: formBand, neededOffsetMin: need + eps, neededOffsetMax: allow - eps,
                    validMinY: range.minY, validMaxY: range.maxY)
                return Violation(actionIndex: index, evidence: .unreachableField(evidence))
            }
        }
        return nil
    }

    /// The first of `fields` (outside every scroll view, held by `holder`, in index order) that
    /// the screen at rest shows inside the chrome's band but that now lies outside it; nil when
    /// every one is within reach (or never was). The fields are read as plain frames.
    private func firstOutsideFieldOutOfReach(_ fields: Range<Int>, holder: View) -> UnreachableOutsideFieldEvidence? {
        let eps = Tolerance.eps
        // What the fields share, worked out once: where their holder lies at rest and now, and
        // its band.
        let restTop = baselineWindowFrame(of: holder.role).origin.y
        let placement = holder.windowPlacement
        let band = visibleBand(ofHolder: holder, placedAt: placement)
        for index in fields {
            let restSpan = restSpan(ofField: index, holderRestTop: restTop)
            guard isShownAtRest(restSpan) else { continue }
            let now = placement.windowRect(ofBoundsRect: fieldFrames[index])
            if now.origin.y >= band.top - eps && now.bottomEdge <= band.bottom + eps { continue }
            return UnreachableOutsideFieldEvidence(
                field: index, windowSpan: Band(top: now.origin.y, bottom: now.bottomEdge),
                restSpan: restSpan, band: band)
        }
        return nil
    }

    /// The first of `fields` (a nested form's, in index order) that no form offset and page
    /// offset, each in its valid range, shows fully inside the band the page can show and inside
    /// the form's own frame; nil when every one is within reach. With `a` the page's offset and
    /// `b` the form's, a field's window top is `pageTop - a + formY - b + fieldY`: the form's
    /// frame bounds `b` alone, the band bounds `a + b`. The fields are read as plain frames, and
    /// what they share is worked out once.
    private func firstNestedFieldOutOfReach(_ fields: Range<Int>) -> UnreachableNestedFieldEvidence? {
        guard let page = pageScrollView else { return nil }
        let eps = Tolerance.eps
        let pageSpan = page.windowPlacement.verticalSpan
        let band = Band(top: chromeTop, bottom: chromeBottom).clipped(to: pageSpan)
        let formFrame = scrollView.frame
        let form = scrollView.validOffsetRange
        let pageRange = page.validOffsetRange
        for index in fields {
            let frame = fieldFrames[index]
            let height = frame.size.height
            guard band.height > 0, height <= band.height, height <= formFrame.size.height else { continue }
            let y = frame.origin.y
            let formLow = Swift.max(form.minY, y + height - formFrame.size.height - eps)
            let formHigh = Swift.min(form.maxY, y + eps)
            let base = pageSpan.top + formFrame.origin.y + y
            let sumLow = base + height - band.bottom - eps
            let sumHigh = base - band.top + eps
            if formLow <= formHigh
                && Swift.max(formLow + pageRange.minY, sumLow) <= Swift.min(formHigh + pageRange.maxY, sumHigh)
            {
                continue
            }
            return UnreachableNestedFieldEvidence(
                field: index, contentSpan: Band(top: y, bottom: y + height), band: band,
                neededSumMin: sumLow + eps, neededSumMax: sumHigh - eps,
                formOffsetMin: formLow, formOffsetMax: formHigh, pageMinY: pageRange.minY, pageMaxY: pageRange.maxY)
        }
        return nil
    }

    // MARK: excess-gap

    private func checkExcessGap(at index: Int) -> Violation? {
        guard let keyboardTop = dockedKeyboardTop, scenario.shape != .plainForm else { return nil }
        coverageRecording?.counters.noteApplied(.excessGap)
        // The screen's main scroll view: the page under `nestedScroll`, else the form's.
        let main = pageScrollView ?? scrollView
        let base = pageScrollView == nil ? baselineAdjustedContentInset : baselinePageAdjustedContentInset
        let designerBottom = pageScrollView == nil ? scenario.contentInset.bottom : 0
        let contentBottom = main.windowPlacement.verticalSpan.bottom - main.adjustedContentInset.bottom
        var target = Swift.min(keyboardTop - designerBottom, chromeBottom - base.bottom)
        if scenario.shape == .footer { target -= barHeight }  // the footer bar sits between
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
        // A footer bar rides on the keyboard by design: its field moves with every transition.
        guard textField(at: focused).holder !== footerView else {
            motionRecord = nil
            return
        }
        let (field, band) = windowFrameAndBand(ofField: focused)
        // Inside the form's scroll view less its baseline adjusted insets (a field outside every
        // scroll view has no insets to keep clear of).
        var sv = Band(top: -.infinity, bottom: .infinity)
        var base = UIEdgeInsets.zero
        if textField(at: focused).enclosingScrollView != nil {
            sv = scrollViewWindowBand
            base = baselineAdjustedContentInset
        }
        // Above a footer bar that rides on the keyboard, for the fields of the scroll view above it.
        let bar = textField(at: focused).enclosingScrollView != nil && scenario.shape == .footer ? barHeight : 0
        let keyboardLimit = dockedKeyboardTop.map { $0 - scenario.contentInset.bottom - bar } ?? .infinity
        let eps = Tolerance.eps
        guard field.origin.y >= Swift.max(band.top, sv.top + base.top) - eps,
            field.bottomEdge <= Swift.min(band.bottom, sv.bottom - base.bottom, keyboardLimit) + eps
        else {
            // A newer transition the field is not visible against justifies moving it.
            motionRecord = nil
            return
        }
        if let record = motionRecord, record.field == focused { return }  // measure from the earliest
        motionRecord = MotionRecord(
            field: focused, windowY: field.origin.y, contentOffsetY: scrollView.contentOffset.y,
            pageOffsetY: pageScrollView?.contentOffset.y ?? 0,
            displacement: displacementFromRest(ofField: focused))
    }

    /// How far field `index`'s non-scrolling holders (the root view, a bar or the plain form
    /// view) are moved from rest, vertically: a strategy that moved them must move them back.
    func displacementFromRest(ofField index: Int) -> CGFloat {
        var total: CGFloat = 0
        var view: View? = unretainedHolder(ofField: index).takeUnretainedValue()
        while let current = view {
            if !current.clipsContent {
                total += current.untransformedFrame.origin.y + current.transform.ty - baselineFrame(of: current.role).origin.y
            }
            view = current.parent
        }
        return total
    }

    private func checkNeedlessMotion(_ record: MotionRecord, at index: Int) -> Violation? {
        guard focusedIndex == record.field else { return nil }
        coverageRecording?.counters.noteApplied(.needlessMotion)
        let y = windowFrame(ofField: record.field).origin.y
        let moved = abs(y - record.windowY)
        // Moving back toward rest is undoing avoidance, not motion a transition made needlessly.
        let returned = Swift.max(0, abs(record.displacement) - abs(displacementFromRest(ofField: record.field)))
        let forced = record.forced + returned
        guard moved > forced + Tolerance.onePoint else { return nil }
        let evidence = NeedlessMotionEvidence(
            field: record.field, windowYBefore: record.windowY, windowYAfter: y,
            forced: forced)
        return Violation(actionIndex: index, evidence: .needlessMotion(evidence))
    }
}
