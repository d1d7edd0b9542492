import Foundation
import KeyboardWorld

/// What the correct strategies need to know about a keyboard notification's end frame.
struct KeyboardOverlap {
    /// Whether the end frame is docked (a floating, zero or off-screen frame needs no avoidance).
    var isDocked: Bool
    /// The end frame converted from the screen's coordinate space to the window's.
    var frameInWindow: CGRect

    init(_ notification: KeyboardNotification, host: KeyboardHost) {
        let end = notification.frameEnd
        // What app code on a device checks: the frame meets the screen and reaches its bottom
        // edge (a hardware keyboard's frame reaches past it; a floating one ends above it).
        let screen = host.screen.bounds.size
        let meetsScreen = Swift.min(end.maxY, screen.height) > Swift.max(end.minY, 0)
            && Swift.min(end.maxX, screen.width) > Swift.max(end.minX, 0)
        isDocked = meetsScreen && end.maxY >= screen.height
        frameInWindow = host.window.convert(end, from: host.screen.coordinateSpace)
    }

    /// How far the docked keyboard covers `view`'s bottom, in points (0 when not docked).
    func overlap(with view: View) -> CGFloat {
        guard isDocked else { return 0 }
        // origin + size, not minY/maxY, which standardise a negative height.
        let rect = view.convert(view.bounds, to: nil)
        let top = Swift.max(rect.origin.y, frameInWindow.origin.y)
        let bottom = Swift.min(rect.origin.y + rect.size.height, frameInWindow.origin.y + frameInWindow.size.height)
        return Swift.max(0, bottom - top)
    }
}
