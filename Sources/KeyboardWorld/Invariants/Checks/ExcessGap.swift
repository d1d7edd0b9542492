import Foundation

/// `excess-gap` (off by default): with a keyboard docked, no dead band over 1 pt tall sits above
/// it.
enum ExcessGapCheck: InvariantCheck {
    static let summary = "with a keyboard docked, no dead band more than 1 pt tall sits above it (over-avoidance)"
    static let isOnByDefault = false
    static let appliesWhileCovered = false

    static func check(_ world: World, _ step: CheckedStep) -> Violation? {
        world.checkExcessGap(at: step.index)
    }
}

extension World {
    fileprivate func checkExcessGap(at index: Int) -> Violation? {
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
}
