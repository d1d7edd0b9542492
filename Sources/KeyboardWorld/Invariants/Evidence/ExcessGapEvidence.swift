import Foundation

/// Why `excess-gap` failed: where the visible content ends and where it could end (window
/// coordinates).
public struct ExcessGapEvidence: ViolationEvidence {
    /// The scroll view's bottom, both transforms included, less `adjustedContentInset.bottom`.
    public var contentBottom: CGFloat
    /// Where it could reach: min(keyboard top - designer inset, chrome bottom - baseline inset).
    public var target: CGFloat
    /// The docked keyboard's top.
    public var keyboardTop: CGFloat

    /// Evidence of a dead band between `contentBottom` and `target` (window coordinates, points).
    public init(contentBottom: CGFloat, target: CGFloat, keyboardTop: CGFloat) {
        self.contentBottom = contentBottom
        self.target = target
        self.keyboardTop = keyboardTop
    }

    /// The dead band's height.
    public var gap: CGFloat { target - contentBottom }

    /// `the visible content ends at 482 in the window but could reach 516 (keyboard top 516): …`.
    public var message: String {
        let n = TraceFormat.number
        return
            "the visible content ends at \(n(contentBottom)) in the window but could reach \(n(target)) (keyboard top \(n(keyboardTop))): a dead band of \(n(gap)) pt above the keyboard"
    }
}

extension ExcessGapEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { [.gap(top: contentBottom, bottom: target)] }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? {
        let n = TraceFormat.number
        return "\(n(gap)) pt dead band above the keyboard"
    }
}
