import Foundation

/// `needless-motion` (off by default): a keyboard transition does not move a focused field that
/// was already fully visible further than clamping forces. It keeps state: the world notes the
/// field when a transition begins (`noteMotionStart`), and each layout pass notes how far
/// clamping forced it (`MotionRecord`).
enum NeedlessMotionCheck: InvariantCheck {
    static let summary = "a keyboard transition does not move a focused field that was already fully visible"
    static let isOnByDefault = false
    static let appliesWhileCovered = false

    static func check(_ world: World, _ step: CheckedStep) -> Violation? {
        step.motion.flatMap { world.checkNeedlessMotion($0, at: step.index) }
    }
}

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

    /// Notes a scroll UIKit made by itself (a table or collection view controller's): motion the
    /// app's code did not cause, counted as forced.
    mutating func noteSystemScroll(toOffsetY offsetY: CGFloat) {
        formForced = Swift.max(formForced, abs(contentOffsetY - offsetY))
    }

    /// Notes the page's valid range of a layout pass.
    mutating func notePageRange(minY: CGFloat, maxY: CGFloat) {
        pageForced = Swift.max(pageForced, abs(pageOffsetY - clamp(pageOffsetY, minY, maxY)))
    }
}

extension World {
    /// Notes the focused field's position when a transition begins, if it is already fully
    /// visible against the new keyboard frame and inside the baseline adjusted insets.
    ///
    /// Rule chosen where the classic world (docs/classic-world.md §7) is terse: "inside the baseline adjusted insets" means below
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

    fileprivate func checkNeedlessMotion(_ record: MotionRecord, at index: Int) -> Violation? {
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
