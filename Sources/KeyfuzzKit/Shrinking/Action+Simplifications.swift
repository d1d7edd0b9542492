import Foundation
import KeyboardWorld

extension Action {
    /// Simpler versions of this action, best first: distances toward 0 by halving (whole points),
    /// input modes toward `default`, waits toward "until nothing is pending" (`finishAnimation`)
    /// and then toward shorter ones by halving (whole milliseconds, at least 1 ms). Taps are
    /// never simplified: a lower index is a different field, not a simpler one.
    var simplerVersions: [Action] {
        switch self {
        case .wait(let span): [.finishAnimation] + Self.shorter(span).map { .wait($0) }
        case .scroll(let dy): Self.towardZero(dy).map { .scroll($0) }
        case .contentChange(let dh): Self.towardZero(dh).map { .contentChange($0) }
        case .inputMode(.emoji), .inputMode(.noPredictive): [.inputMode(.default)]
        // Unusual-path actions simplify to basic ones where there is one.
        case .dragDismiss(zeroRect: true): [.dismiss, .dragDismiss(zeroRect: false)]
        case .dragDismiss(zeroRect: false): [.dismiss]
        case .dragCancel: [.scroll(0)]
        case .type(let lines) where lines > 1: [.type(1)]
        default: []
        }
    }

    /// Half of `span` in whole milliseconds, when that is at least 1 ms and shorter.
    static func shorter(_ span: VirtualTime) -> [VirtualTime] {
        let half = VirtualTime(microseconds: span.microseconds / 2 / 1000 * 1000)
        return half >= VirtualTime(microseconds: 1000) && half < span ? [half] : []
    }

    /// 0, then half of `value` rounded toward zero; empty when `value` is 0 already.
    static func towardZero(_ value: CGFloat) -> [CGFloat] {
        guard value != 0, value.isFinite else { return value.isFinite ? [] : [0] }
        let half = (value / 2).rounded(.towardZero)
        return half != 0 && half != value ? [0, half] : [0]
    }
}
