import Foundation

/// Where a keyboard frame (screen coordinates) puts the keyboard (docs/classic-world.md §5).
public enum KeyboardPlacement: Hashable, Sendable {
    /// Meets the screen and reaches its bottom edge (a hardware keyboard's frame reaches past it).
    case docked
    /// Meets the screen but ends above its bottom edge.
    case floating
    /// Off screen, or a zero rect.
    case hidden

    /// Classifies `frame` on a screen of `screenSize`.
    public init(frame: CGRect, screenSize: CGSize) {
        let top = Swift.max(frame.origin.y, 0)
        let bottom = Swift.min(frame.bottomEdge, screenSize.height)
        let left = Swift.max(frame.origin.x, 0)
        let right = Swift.min(frame.origin.x + frame.size.width, screenSize.width)
        let meets = bottom > top && right > left
        if !meets {
            self = .hidden
        } else if frame.bottomEdge >= screenSize.height {
            self = .docked
        } else {
            self = .floating
        }
    }
}
