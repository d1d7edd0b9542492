import Foundation

/// The tolerances of docs/classic-world.md §1.
public enum Tolerance {
    /// Visibility checks: strategies round with `ceil`, so half a point is noise.
    public static let eps: CGFloat = 0.5
    /// Restoration checks (`drift`): a restored value must match its baseline this closely.
    public static let drift: CGFloat = 0.01
    /// `excess-gap` and `needless-motion`: slack of one point, the rounding a strategy may do.
    public static let onePoint: CGFloat = 1
}

extension CGRect {
    /// The rectangle moved by `dx`, `dy` (no standardisation, unlike `offsetBy` on some platforms).
    func shifted(dx: CGFloat = 0, dy: CGFloat) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The bottom edge without standardising a negative height, so a broken frame stays visible.
    var bottomEdge: CGFloat { origin.y + size.height }

    /// `==` of the four numbers, inlined: Foundation's `==` is a call on Linux, and every
    /// keyboard transition compares frames.
    @inline(__always)
    func isIdentical(to other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}

/// Clamps `value` into `[low, high]`; `high` wins when the range is empty, as `max(min(...))` does.
@inline(__always)
func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
    Swift.min(Swift.max(value, low), high)
}
