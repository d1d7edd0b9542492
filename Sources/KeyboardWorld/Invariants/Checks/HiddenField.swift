import Foundation

/// `hidden-field`: after a focus change or keyboard transition, while a keyboard is docked, the
/// focused field (a text view's caret) lies inside the visible band, as far as the best band
/// a correct strategy can give it allows.
enum HiddenFieldCheck: InvariantCheck {
    static let summary = "after a focus change or keyboard transition, the focused field is inside the visible band"
    static let isOnByDefault = true
    static let appliesWhileCovered = false

    static func check(_ world: World, _ step: CheckedStep) -> Violation? {
        world.checkHiddenField(at: step.index)
    }
}

extension World {
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
    func isShownAtRest(_ span: Band) -> Bool {
        let eps = Tolerance.eps
        return span.top >= chromeTop - eps && span.bottom <= chromeBottom + eps
    }

    /// Where field `index` (outside every scroll view, held by `holder`) lies in the window at rest.
    func restSpan(ofField index: Int, holder: View) -> Band {
        restSpan(ofField: index, holderRestTop: baselineWindowFrame(of: holder.role).origin.y)
    }

    /// Where field `index` lies in the window at rest, its holder's top lying at `holderRestTop`.
    func restSpan(ofField index: Int, holderRestTop: CGFloat) -> Band {
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

    fileprivate func checkHiddenField(at index: Int) -> Violation? {
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
    fileprivate func caretIsVisible(_ index: Int, band: Band, best: CGFloat) -> Bool {
        let caret = caretWindowFrame(ofField: index)
        guard caret.size.height <= best else { return true }
        let eps = Tolerance.eps
        return caret.origin.y >= band.top - eps && caret.bottomEdge <= band.bottom + eps
    }
}
