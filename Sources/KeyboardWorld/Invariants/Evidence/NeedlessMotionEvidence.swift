import Foundation

/// Why `needless-motion` failed: a fully visible focused field moved further than clamping forced.
public struct NeedlessMotionEvidence: ViolationEvidence {
    /// The focused field's index.
    public var field: Int
    /// Its window y when the transition began.
    public var windowYBefore: CGFloat
    /// Its window y at the check.
    public var windowYAfter: CGFloat
    /// How far the shrinking valid range forced the offset to move meanwhile.
    public var forced: CGFloat

    /// Evidence that field `field` moved from `windowYBefore` to `windowYAfter` (window y, points)
    /// where clamping forced only `forced` points.
    public init(field: Int, windowYBefore: CGFloat, windowYAfter: CGFloat, forced: CGFloat) {
        self.field = field
        self.windowYBefore = windowYBefore
        self.windowYAfter = windowYAfter
        self.forced = forced
    }

    /// How far the field moved.
    public var moved: CGFloat { abs(windowYAfter - windowYBefore) }

    /// `field 0 was fully visible when the keyboard transition began, yet it moved 100 pt …`.
    public var message: String {
        let n = TraceFormat.number
        return
            "field \(field) was fully visible when the keyboard transition began, yet it moved \(n(moved)) pt (window y \(n(windowYBefore)) → \(n(windowYAfter))); clamping forced only \(n(forced)) pt"
    }
}

extension NeedlessMotionEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { [.field(field, label: "moved \(TraceFormat.number(moved)) pt")] }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? {
        let n = TraceFormat.number
        return "field \(field) moved \(n(moved)) pt"
    }
}
