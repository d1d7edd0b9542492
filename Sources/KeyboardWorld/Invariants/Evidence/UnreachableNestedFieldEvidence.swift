import Foundation

/// Why `unreachable-field` failed on a field of a form nested in a scrolling page: no pair of
/// offsets, the form's and the page's, each in its valid range, shows the field fully inside
/// the visible band (which the page clips).
public struct UnreachableNestedFieldEvidence: ViolationEvidence {
    /// The first field that cannot be reached.
    public var field: Int
    /// The field's top and bottom edges in the form's content coordinates.
    public var contentSpan: Band
    /// The band the page can show (window coordinates): the chrome's, clipped to the page.
    public var band: Band
    /// The lowest sum of the page's and the form's `contentOffset.y` that puts the field inside `band`.
    public var neededSumMin: CGFloat
    /// The highest sum of the two offsets that puts the field inside `band`.
    public var neededSumMax: CGFloat
    /// The lowest form offset that keeps the field inside the form's own frame, within its valid range.
    public var formOffsetMin: CGFloat
    /// The highest such form offset; below ``formOffsetMin`` when there is none.
    public var formOffsetMax: CGFloat
    /// The page's lowest valid `contentOffset.y`.
    public var pageMinY: CGFloat
    /// The page's highest valid `contentOffset.y`.
    public var pageMaxY: CGFloat

    /// Evidence that no form offset in `formOffsetMin...formOffsetMax` and page offset in
    /// `pageMinY...pageMaxY` sum to `neededSumMin...neededSumMax`.
    public init(
        field: Int, contentSpan: Band, band: Band, neededSumMin: CGFloat, neededSumMax: CGFloat,
        formOffsetMin: CGFloat, formOffsetMax: CGFloat, pageMinY: CGFloat, pageMaxY: CGFloat
    ) {
        self.field = field
        self.contentSpan = contentSpan
        self.band = band
        self.neededSumMin = neededSumMin
        self.neededSumMax = neededSumMax
        self.formOffsetMin = formOffsetMin
        self.formOffsetMax = formOffsetMax
        self.pageMinY = pageMinY
        self.pageMaxY = pageMaxY
    }

    /// `field 4 (content 276...320) cannot be scrolled into the visible band 59...852 through both scroll views: …`.
    public var message: String {
        let n = TraceFormat.number
        let form = formOffsetMin <= formOffsetMax ? "\(n(formOffsetMin))...\(n(formOffsetMax))" : "none"
        return
            "field \(field) (content \(n(contentSpan.top))...\(n(contentSpan.bottom))) cannot be scrolled into the visible band \(n(band.top))...\(n(band.bottom)) through both scroll views: the two offsets must sum to \(n(neededSumMin))...\(n(neededSumMax)) but the form's can be \(form) and the page's \(n(pageMinY))...\(n(pageMaxY))"
    }
}

extension UnreachableNestedFieldEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { [.field(field, label: "unreachable")] }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? {
        let n = TraceFormat.number
        return "field \(field) needs offsets summing to \(n(neededSumMin))...\(n(neededSumMax))"
    }
}
