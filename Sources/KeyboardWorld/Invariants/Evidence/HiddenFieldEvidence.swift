import Foundation

/// Why `hidden-field` failed: where the focused field is, the visible band it should be in, and
/// what bounds that band (window coordinates).
public struct HiddenFieldEvidence: ViolationEvidence {
    /// The focused field's index.
    public var field: Int
    /// The field's top and bottom edges in the window.
    public var fieldSpan: Band
    /// The visible band of docs/classic-world.md §7.
    public var band: Band
    /// The docked keyboard's top.
    public var keyboardTop: CGFloat
    /// The top of the area no fixed chrome covers.
    public var chromeTop: CGFloat
    /// The height of the best band a correct strategy can give the field.
    public var bestBandHeight: CGFloat
    /// Whether the field is taller than the best band, so only its top had to be visible.
    public var onlyTopMustBeVisible: Bool

    /// Evidence that field `field`, spanning `fieldSpan`, is not inside `band` (window
    /// coordinates, points).
    public init(
        field: Int, fieldSpan: Band, band: Band, keyboardTop: CGFloat, chromeTop: CGFloat,
        bestBandHeight: CGFloat, onlyTopMustBeVisible: Bool
    ) {
        self.field = field
        self.fieldSpan = fieldSpan
        self.band = band
        self.keyboardTop = keyboardTop
        self.chromeTop = chromeTop
        self.bestBandHeight = bestBandHeight
        self.onlyTopMustBeVisible = onlyTopMustBeVisible
    }

    /// `field 7 spans 527...571 in the window but the visible band is 59...516: its bottom is …`.
    public var message: String {
        let n = TraceFormat.number
        let eps = Tolerance.eps
        let top = fieldSpan.top
        let bottom = fieldSpan.bottom
        var why: String
        if top < band.top - eps {
            why = "its top is \(n(band.top - top)) pt above the band"
        } else if top > band.bottom + eps {
            why = "it is entirely below the band, \(n(top - band.bottom)) pt under its bottom"
        } else {
            why = "its bottom is \(n(bottom - band.bottom)) pt below the band"
        }
        if bottom > keyboardTop + eps && band.bottom == keyboardTop {
            why += " (keyboard top \(n(keyboardTop)))"
        } else if top < band.top - eps && band.top == chromeTop {
            why += " (under the status or navigation bar, chrome top \(n(chromeTop)))"
        }
        let tall =
            onlyTopMustBeVisible
            ? "; the field is taller than the best band (\(n(bestBandHeight)) pt), so only its top must be visible" : ""
        return
            "field \(field) spans \(n(top))...\(n(bottom)) in the window but the visible band is \(n(band.top))...\(n(band.bottom)): \(why)\(tall)"
    }
}

extension HiddenFieldEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { [.field(field, label: "hidden-field")] }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? {
        let n = TraceFormat.number
        return "field \(field) at \(n(fieldSpan.top))...\(n(fieldSpan.bottom)), band \(n(band.top))...\(n(band.bottom))"
    }
}
