import Foundation

// Bit-for-bit equality of geometry values: what decides whether a set moved anything, so that
// the views' kept placements (and what is kept from them: a scroll view's adjusted inset, the
// generator's tappable fields) stay good after a set that stores the same bits. Not `==`: 0
// and -0 count as different, so a value worked out from one is never reused for the other.

extension CGFloat {
    @inline(__always) func hasSameBits(as other: CGFloat) -> Bool { bitPattern == other.bitPattern }
}

extension CGPoint {
    func hasSameBits(as other: CGPoint) -> Bool { x.hasSameBits(as: other.x) && y.hasSameBits(as: other.y) }
}

extension CGRect {
    func hasSameBits(as other: CGRect) -> Bool {
        origin.hasSameBits(as: other.origin) && size.width.hasSameBits(as: other.size.width)
            && size.height.hasSameBits(as: other.size.height)
    }
}

extension CGAffineTransform {
    func hasSameBits(as other: CGAffineTransform) -> Bool {
        a.hasSameBits(as: other.a) && b.hasSameBits(as: other.b) && c.hasSameBits(as: other.c)
            && d.hasSameBits(as: other.d) && tx.hasSameBits(as: other.tx) && ty.hasSameBits(as: other.ty)
    }
}

extension UIEdgeInsets {
    /// Whether every edge holds the same bits (0 and -0 differ).
    func hasSameBits(as other: UIEdgeInsets) -> Bool {
        top.hasSameBits(as: other.top) && left.hasSameBits(as: other.left) && bottom.hasSameBits(as: other.bottom)
            && right.hasSameBits(as: other.right)
    }
}
