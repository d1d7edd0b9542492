import Foundation

/// The view properties an animations block set, as bits: one per property of each view the
/// world models (the root view, the form's scroll view, the page, the bars, the plain form
/// view), plus one for the scroll views' own animated scrolling.
///
/// Two animations interrupt each other when their sets intersect: a newer `UIView.animate`
/// that sets `scrollView.contentInset` interrupts an older one that set it too (same view, same
/// property). The scroll view's animated scrolling (`scrollRectToVisible(_:animated: true)`,
/// the system's scroll-to-focus) is its own display-link animation, not a `UIView` animation,
/// so it has its own bit.
struct AnimatedProperties: OptionSet, Hashable {
    var rawValue: UInt64

    /// The scroll views' animated scrolling.
    static let scrolling = AnimatedProperties(rawValue: 1 << 63)

    /// The property `name` (as the trace names it: `frame`, `transform.ty`, `contentInset`,
    /// `verticalScrollIndicatorInsets`, `contentSize`, `contentOffset.y`) of `view`; empty for
    /// anything else. Compares bytes, so nothing is allocated.
    static func property(_ name: StaticString, of view: View) -> AnimatedProperties {
        let index: UInt64? = name.withUTF8Buffer { bytes in
            for i in names.indices {
                // Static strings compared as bytes, lengths first (most names differ in length).
                let matches = names[i].withUTF8Buffer { known in
                    guard known.count == bytes.count, let a = known.baseAddress, let b = bytes.baseAddress else {
                        return known.count == bytes.count
                    }
                    return memcmp(a, b, known.count) == 0
                }
                if matches { return UInt64(i) }
            }
            return nil
        }
        guard let index else { return [] }
        return AnimatedProperties(rawValue: 1 << (slot(of: view.role) * UInt64(names.count) + index))
    }

    /// Each view's block of bits, by the role it plays on the screen.
    private static func slot(of role: WorldProperty.ViewRole) -> UInt64 {
        switch role {
        case .rootView: 0
        case .scrollView: 1
        case .pageScrollView: 2
        case .headerView: 3
        case .footerView: 4
        case .formView: 5
        }
    }

    /// The property names in bit order.
    private static let names: [StaticString] = [
        "frame", "transform.ty", "contentInset", "verticalScrollIndicatorInsets",
        "contentSize", "contentOffset.y",
    ]

    func intersects(_ other: AnimatedProperties) -> Bool { !intersection(other).isEmpty }
}
