import Foundation

/// Why `unreachable-field` failed: a field no offset in the valid range scrolls fully into the
/// visible band.
public struct UnreachableFieldEvidence: ViolationEvidence {
    /// The first field that cannot be reached.
    public var field: Int
    /// The field's top and bottom edges in content coordinates.
    public var contentSpan: Band
    /// The visible band (window coordinates).
    public var band: Band
    /// The lowest `contentOffset.y` that puts the field's bottom inside the band.
    public var neededOffsetMin: CGFloat
    /// The highest `contentOffset.y` that keeps the field's top inside the band.
    public var neededOffsetMax: CGFloat
    /// The lowest valid `contentOffset.y`, `-adjustedContentInset.top` (docs/classic-world.md §4).
    public var validMinY: CGFloat
    /// The highest valid `contentOffset.y`: where the content's bottom (plus the bottom adjusted
    /// inset) meets the scroll view's bottom, never below ``validMinY``.
    public var validMaxY: CGFloat

    /// Evidence that field `field` needs an offset in `neededOffsetMin...neededOffsetMax` but the
    /// valid range is `validMinY...validMaxY`, with no overlap.
    public init(
        field: Int, contentSpan: Band, band: Band, neededOffsetMin: CGFloat, neededOffsetMax: CGFloat,
        validMinY: CGFloat, validMaxY: CGFloat
    ) {
        self.field = field
        self.contentSpan = contentSpan
        self.band = band
        self.neededOffsetMin = neededOffsetMin
        self.neededOffsetMax = neededOffsetMax
        self.validMinY = validMinY
        self.validMaxY = validMaxY
    }

    /// `field 15 (content 980...1024) cannot be scrolled into the visible band 59...852: …`.
    public var message: String {
        let n = TraceFormat.number
        return
            "field \(field) (content \(n(contentSpan.top))...\(n(contentSpan.bottom))) cannot be scrolled into the visible band \(n(band.top))...\(n(band.bottom)): it needs contentOffset.y in \(n(neededOffsetMin))...\(n(neededOffsetMax)) but the valid range is \(n(validMinY))...\(n(validMaxY))"
    }
}

extension UnreachableFieldEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { [.field(field, label: "unreachable")] }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? {
        let n = TraceFormat.number
        return "field \(field) needs offset \(n(neededOffsetMin))...\(n(neededOffsetMax)), range \(n(validMinY))...\(n(validMaxY))"
    }
}
