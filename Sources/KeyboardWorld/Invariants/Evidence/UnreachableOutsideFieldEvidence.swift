import Foundation

/// Why `unreachable-field` failed on a field outside every scroll view (a plain form, a header or
/// footer bar): at rest the screen shows it inside the visible band, but now it lies outside it,
/// and no user action can move it back (there is nothing to drag).
public struct UnreachableOutsideFieldEvidence: ViolationEvidence {
    /// The first such field.
    public var field: Int
    /// Its top and bottom edges in the window now.
    public var windowSpan: Band
    /// Where it lies with the screen at rest.
    public var restSpan: Band
    /// The visible band (window coordinates): the area no chrome covers.
    public var band: Band

    /// Evidence that field `field` lies at `windowSpan`, outside `band`, though it lies at `restSpan` at rest.
    public init(field: Int, windowSpan: Band, restSpan: Band, band: Band) {
        self.field = field
        self.windowSpan = windowSpan
        self.restSpan = restSpan
        self.band = band
    }

    /// `field 0 (outside any scroll view) lies at -170...-126 in the window, outside the visible band 59...852: …`.
    public var message: String {
        let n = TraceFormat.number
        return
            "field \(field) (outside any scroll view) lies at \(n(windowSpan.top))...\(n(windowSpan.bottom)) in the window, outside the visible band \(n(band.top))...\(n(band.bottom)): no user action can bring it back (at rest it lies at \(n(restSpan.top))...\(n(restSpan.bottom)))"
    }
}

extension UnreachableOutsideFieldEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { [.field(field, label: "unreachable")] }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? {
        let n = TraceFormat.number
        return
            "field \(field) at \(n(windowSpan.top))...\(n(windowSpan.bottom)), band \(n(band.top))...\(n(band.bottom)), nothing to scroll"
    }
}
