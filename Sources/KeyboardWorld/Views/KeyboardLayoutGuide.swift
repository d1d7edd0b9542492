import Foundation

/// What `UIKeyboardLayoutGuide` reports with its defaults (`followsUndockedKeyboard` false,
/// `usesBottomSafeArea` true): the docked keyboard's area, or, with no keyboard docked (hidden,
/// floating or off screen), a strip at the bottom of the window as tall as its bottom safe-area
/// inset. It reads the keyboard the screen shows now, so code running where no notification
/// comes (a screen pushed while the keyboard is up) can still see it.
///
/// Source: developer.apple.com/documentation/uikit/uikeyboardlayoutguide and
/// /adjusting-your-layout-with-keyboard-layout-guide (docs/world-rules.md, "Lifecycle").
public struct KeyboardLayoutGuide {
    /// The view the guide belongs to (`view.keyboardLayoutGuide`).
    public let owningView: View

    init(owner: View) { owningView = owner }

    /// The guide's frame in the owning view's coordinates.
    public var layoutFrame: CGRect {
        let world = owningView.world
        let windowHeight = world.geometry.windowFrame.size.height
        let top = world.dockedKeyboardTop ?? (windowHeight - world.geometry.safeArea.bottom)
        let origin = owningView.windowPlacement.boundsSpaceOrigin
        return CGRect(x: -origin.x, y: top - origin.y, width: world.geometry.windowFrame.size.width,
                      height: Swift.max(0, windowHeight - top))
    }
}
