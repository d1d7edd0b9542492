import Foundation

/// A rectangle a view exposes for layout (`UILayoutGuide`'s `layoutFrame`), in the view's coordinates.
public struct LayoutGuide: Hashable, Sendable {
    /// The guide's rectangle in its view's coordinates, in points.
    public var layoutFrame: CGRect
}

extension View {
    /// `safeAreaInsets`: how far the strips outside the safe area reach into the view, from
    /// its current place in the window (UIKit's documented rule), so a view moved under the
    /// status bar gets a larger top inset. The strips are the device's (status bar, notch, home
    /// indicator) plus the bars a translucent container lays over the screen and the
    /// controller's `additionalSafeAreaInsets` (docs/world-rules.md, "Containers" and
    /// "Additional safe area"); opaque bars are not included: the views lie between them.
    public var safeAreaInsets: UIEdgeInsets {
        let safe = world.geometry.safeArea
        let window = world.geometry.windowFrame.size
        let rect = convert(bounds, to: nil)
        let height = rect.size.height
        let width = rect.size.width
        func clip(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.min(Swift.max(v, 0), Swift.max(limit, 0)) }
        return UIEdgeInsets(
            top: clip(world.unsafeTopHeight - rect.origin.y, height),
            left: clip(safe.left + world.chrome.extraLeft - rect.origin.x, width),
            bottom: clip(rect.origin.y + height - (window.height - world.unsafeBottomHeight), height),
            right: clip(rect.origin.x + width - (window.width - safe.right - world.chrome.extraRight), width))
    }

    /// `safeAreaLayoutGuide`: the view's bounds less its safe-area insets.
    public var safeAreaLayoutGuide: LayoutGuide {
        let insets = safeAreaInsets
        let b = bounds
        return LayoutGuide(
            layoutFrame: CGRect(
                x: b.origin.x + insets.left, y: b.origin.y + insets.top,
                width: Swift.max(0, b.size.width - insets.left - insets.right),
                height: Swift.max(0, b.size.height - insets.top - insets.bottom)))
    }
}

extension ScrollView {
    /// `scrollIndicatorInsets` (deprecated in iOS 13, common in ports): reads the vertical
    /// indicator insets; setting it sets them (the horizontal ones are not modelled).
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue }
    }
}
