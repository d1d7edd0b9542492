import Foundation

/// Why `hidden-field` failed on a text view: its caret, where the user types, lies outside the
/// visible band (window coordinates). Part of `hidden-field`: for a text view the caret is what
/// must stay visible.
public struct HiddenCaretEvidence: ViolationEvidence {
    /// The focused text view's index.
    public var field: Int
    /// The caret's line (0 for the first).
    public var line: Int
    /// The caret's top and bottom edges in the window.
    public var caretSpan: Band
    /// The text view's top and bottom edges in the window.
    public var fieldSpan: Band
    /// The visible band of the text view.
    public var band: Band
    /// The docked keyboard's top.
    public var keyboardTop: CGFloat

    /// Evidence that text view `field`'s caret, on `line`, spans `caretSpan` outside `band`.
    public init(field: Int, line: Int, caretSpan: Band, fieldSpan: Band, band: Band, keyboardTop: CGFloat) {
        self.field = field
        self.line = line
        self.caretSpan = caretSpan
        self.fieldSpan = fieldSpan
        self.band = band
        self.keyboardTop = keyboardTop
    }

    /// `the caret of text view 3 (line 6) spans 540...560 in the window but the visible band is 59...516: …`.
    public var message: String {
        let n = TraceFormat.number
        let why: String
        if caretSpan.top < band.top - Tolerance.eps {
            why = "it is \(n(band.top - caretSpan.top)) pt above the band"
        } else if caretSpan.bottom > keyboardTop + Tolerance.eps && band.bottom == keyboardTop {
            why = "it is \(n(caretSpan.bottom - band.bottom)) pt below the band, under the keyboard (keyboard top \(n(keyboardTop)))"
        } else {
            why = "it is \(n(caretSpan.bottom - band.bottom)) pt below the band"
        }
        return
            "the caret of text view \(field) (line \(line)) spans \(n(caretSpan.top))...\(n(caretSpan.bottom)) in the window but the visible band is \(n(band.top))...\(n(band.bottom)): \(why)"
    }
}

extension HiddenCaretEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { [.caret(field: field, span: caretSpan)] }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? {
        let n = TraceFormat.number
        return "caret of field \(field) at \(n(caretSpan.top))...\(n(caretSpan.bottom)), band \(n(band.top))...\(n(band.bottom))"
    }
}
