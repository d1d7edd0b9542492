import Foundation

/// Why `sanity` failed: the first number, in the check's visiting order, that is not finite or
/// is a negative size.
public struct SanityEvidence: ViolationEvidence {
    /// Which number broke the rule.
    public var property: WorldProperty
    /// Its value: NaN, an infinity, or (for a size) a negative number of points.
    public var value: CGFloat

    /// Evidence that `property` holds `value`.
    public init(property: WorldProperty, value: CGFloat) {
        self.property = property
        self.value = value
    }

    /// Whether the number had to be a size (>= 0) as well as finite.
    public var mustBeASize: Bool { property.isSize }

    /// `scrollView.frame.height is -10, expected a size >= 0`.
    public var message: String {
        let expected = value.isFinite ? "a size >= 0" : "a finite number"
        return "\(property.qualifiedName) is \(TraceFormat.number(value)), expected \(expected)"
    }
}

extension SanityEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { [.property(property)] }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? { nil }
}
