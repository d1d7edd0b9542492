import Foundation

/// `unreachable-field`: with no keyboard docked, every field the user could see can still be
/// brought fully into the visible band.
enum UnreachableFieldCheck: InvariantCheck {
    static let summary = "with no keyboard docked, every field can be scrolled fully into the visible band"
    static let isOnByDefault = true
    static let appliesWhileCovered = false

    static func check(_ world: World, _ step: CheckedStep) -> Violation? {
        world.checkUnreachableField(at: step.index)
    }
}

extension World {
    /// Every field the user could see must stay within reach while no keyboard is docked: a
    /// field of a scroll view must be scrollable fully into the band (through both scroll views
    /// of a nested form); a field outside every scroll view, which nothing can scroll, must be
    /// inside the band whenever the screen at rest shows it there. The first field that fails,
    /// in index order, is reported.
    fileprivate func checkUnreachableField(at index: Int) -> Violation? {
        guard dockedKeyboardTop == nil else { return nil }
        coverageRecording?.counters.noteApplied(.unreachableField)
        return withUnretainedViews { _, form in firstUnreachableField(of: form, at: index) }
    }

    /// `checkUnreachableField`'s walk, given the form's scroll view.
    fileprivate func firstUnreachableField(of form: ScrollView, at index: Int) -> Violation? {
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
    fileprivate func firstOutsideFieldOutOfReach(_ fields: Range<Int>, holder: View) -> UnreachableOutsideFieldEvidence? {
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
    fileprivate func firstNestedFieldOutOfReach(_ fields: Range<Int>) -> UnreachableNestedFieldEvidence? {
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
}
