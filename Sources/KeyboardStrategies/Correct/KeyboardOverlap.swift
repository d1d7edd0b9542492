import Foundation
import KeyboardWorld

/// What the correct strategies need to know about a keyboard frame: whether it is docked and
/// where it lies in the window.
struct KeyboardOverlap: Hashable, Sendable {
    /// Whether the end frame is docked (a floating, zero or off-screen frame needs no avoidance).
    var isDocked: Bool
    /// The end frame converted from the screen's coordinate space to the window's.
    var frameInWindow: CGRect

    init(_ notification: KeyboardNotification, host: KeyboardHost) {
        var end = notification.frameEnd
        let screen = host.screen.bounds.size
        // RxKeyboard's repair: AutoFill has reported the docked keyboard entirely above the
        // screen (IQKeyboardManager #1823); such a frame means "docked, this tall".
        if end.size.height > 0, end.origin.y + end.size.height <= 0 {
            end.origin.y = screen.height - end.size.height
        }
        // What app code on a device checks: the frame meets the screen and reaches its bottom
        // edge (a hardware keyboard's frame reaches past it; a floating one ends above it). A
        // zero or null frame (`{inf, inf, 0, 0}`) meets nothing.
        let meetsScreen =
            Swift.min(end.maxY, screen.height) > Swift.max(end.minY, 0)
            && Swift.min(end.maxX, screen.width) > Swift.max(end.minX, 0)
        isDocked = meetsScreen && end.maxY >= screen.height
        frameInWindow = host.window.convert(end, from: host.screen.coordinateSpace)
    }

    /// The keyboard the screen shows now, read from `view.keyboardLayoutGuide` (where no
    /// notification comes: a screen pushed while the keyboard is up): docked when the guide's
    /// top lies above the root view's safe-area bottom, where it rests with no keyboard docked
    /// (`usesBottomSafeArea`, the default).
    init(guideOf host: KeyboardHost) {
        let view = host.view
        let guide = view.convert(view.keyboardLayoutGuide.layoutFrame, to: nil)
        let safeArea = view.convert(view.safeAreaLayoutGuide.layoutFrame, to: nil)
        isDocked = guide.origin.y < safeArea.origin.y + safeArea.size.height - 0.5
        frameInWindow = guide
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

    /// The docked keyboard's top in window coordinates, nil when not docked.
    var top: CGFloat? { isDocked ? frameInWindow.origin.y : nil }
}

extension KeyboardHost {
    /// Calls `body` with the form's scroll view and every scroll view holding it, innermost
    /// first: where a keyboard inset belongs. (A walk, not an array: it runs at every keyboard
    /// notification.)
    func forEachFormScrollView(_ body: (ScrollView) -> Void) {
        let form = scrollView
        body(form)
        var view = form.superview
        while let current = view {
            if let scroller = current as? ScrollView { body(scroller) }
            view = current.superview
        }
    }

    /// Scrolls `field` (and, for a text view, its caret after it) visible in each scroll view it
    /// lives in, innermost first: UIKit's `scrollRectToVisible` scrolls only the receiver.
    func revealInScrollViews(_ field: TextField) {
        var view: View? = field.enclosingScrollView
        while let current = view {
            if let scroller = current as? ScrollView {
                scroller.scrollRectToVisible(scroller.convert(field.bounds, from: field), animated: true)
                if field.isTextView {
                    scroller.scrollRectToVisible(scroller.convert(field.caretRect, from: field), animated: true)
                }
            }
            view = current.superview
        }
    }
}
