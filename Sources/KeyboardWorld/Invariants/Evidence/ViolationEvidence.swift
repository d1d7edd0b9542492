import Foundation

/// What every evidence type supplies, so that reports and pictures read any violation without a
/// switch of their own: its sentence, what a picture marks and the numbers of a short caption.
///
/// A new invariant's evidence conforms in its own file; ``Violation/Evidence/details`` hands
/// it out.
public protocol ViolationEvidence: Hashable, Sendable {
    /// One sentence saying what is wrong, with the numbers.
    var message: String { get }
    /// What a picture of the violation marks in red, in the order that matters; empty when
    /// nothing can be drawn (the caption still names it).
    var marks: [EvidenceMark] { get }
    /// The numbers a one-line caption shows after the invariant's name (`field 3 at
    /// 527...571, band 59...516`); nil: the caption shows ``message``.
    var captionDetail: String? { get }
}

/// One thing a violation points at, for a picture to mark.
public enum EvidenceMark: Hashable, Sendable {
    /// A field (hidden, unreachable or moved), with a short label.
    case field(Int, label: String)
    /// A text view's caret out of the visible band: its text view and its span in the window.
    case caret(field: Int, span: Band)
    /// A dead band above the keyboard, from `top` to `bottom` in the window.
    case gap(top: CGFloat, bottom: CGFloat)
    /// A property of the screen: the view, inset or size that is wrong.
    case property(WorldProperty)
}
