import Foundation

/// `UIKeyboardLayoutGuide` of a view (`view.keyboardLayoutGuide`): the part of the view the
/// keyboard takes, following the keyboard itself (not the frames notifications report), and
/// already at a transition's end while its will-notifications are delivered. It reads the
/// keyboard the screen shows now, so code running where no notification comes (a screen pushed
/// while the keyboard is up) can still see it.
///
/// Apple's rules (docs/world-rules.md, "Keyboard layout guide"): a docked keyboard gives the
/// view's part from the keyboard's top down; with no docked keyboard the guide's top is the
/// view's safe-area bottom (`usesBottomSafeArea`, the default: translucent bars and the
/// container's `additionalSafeAreaInsets` included) or the view's bottom; a floating keyboard
/// counts only with `followsUndockedKeyboard`.
public final class KeyboardLayoutGuide {
    // The view owns its guide: checked in debug builds, unchecked in release ones (as the
    // world's other back references).
    #if DEBUG
        /// The view the guide belongs to (`UILayoutGuide.owningView`); the guide's frame is in its coordinates.
        public unowned let owningView: View
    #else
        /// The view the guide belongs to (`UILayoutGuide.owningView`); the guide's frame is in its coordinates.
        public unowned(unsafe) let owningView: View
    #endif

    init(owner: View) { owningView = owner }

    /// Whether a floating (undocked) keyboard moves the guide (default false: only a docked one).
    @exclusivity(unchecked) public var followsUndockedKeyboard = false {
        didSet { owningView.world.setNeedsLayout() }
    }
    /// Whether, with no docked keyboard, the guide sits on the safe area's bottom (default true)
    /// or on the view's bottom with zero height.
    @exclusivity(unchecked) public var usesBottomSafeArea = true {
        didSet { owningView.world.setNeedsLayout() }
    }
    /// How far above the keyboard a scroll-to-dismiss gesture starts (iOS 17; negatives are 0).
    /// Stored for ports: the world's drag actions always reach the keyboard.
    @exclusivity(unchecked) public var keyboardDismissPadding: CGFloat = 0 {
        didSet { keyboardDismissPadding = Swift.max(0, keyboardDismissPadding) }
    }

    /// The guide's frame in the owning view's coordinates.
    public var layoutFrame: CGRect {
        let view = owningView
        let world = view.world
        let b = view.bounds
        let keyboard = view.convert(world.window.convert(world.keyboardFrame, from: world.screen), from: nil)
        switch world.keyboardPlacement {
        case .docked:
            let top = Swift.min(Swift.max(keyboard.origin.y, b.origin.y), b.origin.y + b.size.height)
            return CGRect(x: b.origin.x, y: top, width: b.size.width, height: b.origin.y + b.size.height - top)
        case .floating where followsUndockedKeyboard:
            return keyboard
        default:
            let bottom = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
            return CGRect(x: b.origin.x, y: b.origin.y + b.size.height - bottom, width: b.size.width, height: bottom)
        }
    }
}
