import Foundation

/// The view properties an animations block set, as bits: one per property of the root view and
/// of the scroll view, plus one for the scroll view's own animated scrolling.
///
/// Two animations interrupt each other when their sets intersect: a newer `UIView.animate`
/// that sets `scrollView.contentInset` interrupts an older one that set it too (same view, same
/// property). The scroll view's animated scrolling (`scrollRectToVisible(_:animated: true)`,
/// the system's scroll-to-focus) is its own display-link animation, not a `UIView` animation,
/// so it has its own bit.
struct AnimatedProperties: OptionSet, Hashable {
    var rawValue: UInt16

    /// The scroll view's animated scrolling.
    static let scrolling = AnimatedProperties(rawValue: 1 << 15)

    /// The property `name` (as the trace names it: `frame`, `transform.ty`, `contentInset`,
    /// `verticalScrollIndicatorInsets`, `contentSize`, `contentOffset.y`) of `view`; empty for
    /// anything else. Compares bytes, so nothing is allocated.
    static func property(_ name: StaticString, of view: View) -> AnimatedProperties {
        let viewShift: UInt16 = view.parent == nil ? 0 : 8
        let index: UInt16? = name.withUTF8Buffer { bytes in
            for (i, known) in names.enumerated() where known.utf8.elementsEqual(bytes) { return UInt16(i) }
            return nil
        }
        guard let index else { return [] }
        return AnimatedProperties(rawValue: 1 << (viewShift + index))
    }

    /// The property names in bit order.
    private static let names = ["frame", "transform.ty", "contentInset", "verticalScrollIndicatorInsets",
                                "contentSize", "contentOffset.y"]

    func intersects(_ other: AnimatedProperties) -> Bool { !intersection(other).isEmpty }
}
