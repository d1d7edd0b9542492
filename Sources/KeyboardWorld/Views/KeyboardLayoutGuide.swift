import Foundation

/// `UIKeyboardLayoutGuide` of the root view (`host.view.keyboardLayoutGuide`): the part of the
/// view the keyboard takes, following the keyboard itself (not the frames notifications report),
/// and already at a transition's end while its will-notifications are delivered.
///
/// Apple's rules (docs/world-rules.md, "Keyboard layout guide"): a docked keyboard gives the
/// view's part from the keyboard's top down; with no docked keyboard the guide's top is the
/// safe area's bottom (`usesBottomSafeArea`, the default) or the view's bottom; a floating
/// keyboard counts only with `followsUndockedKeyboard`.
public final class KeyboardLayoutGuide {
    unowned let world: World

    init(world: World) { self.world = world }

    /// Whether a floating (undocked) keyboard moves the guide (default false: only a docked one).
    public var followsUndockedKeyboard = false
    /// Whether, with no docked keyboard, the guide sits on the safe area's bottom (default true)
    /// or on the view's bottom with zero height.
    public var usesBottomSafeArea = true
    /// How far above the keyboard a scroll-to-dismiss gesture starts (iOS 17; negatives are 0).
    /// Stored for ports: the world's drag actions always reach the keyboard.
    public var keyboardDismissPadding: CGFloat = 0 {
        didSet { keyboardDismissPadding = Swift.max(0, keyboardDismissPadding) }
    }

    /// The guide's frame in the root view's coordinates.
    public var layoutFrame: CGRect {
        let view = world.rootView
        let size = view.bounds.size
        let keyboard = view.convert(world.window.convert(world.keyboardFrame, from: world.screen), from: nil)
        switch world.keyboardPlacement {
        case .docked:
            let top = Swift.min(Swift.max(keyboard.origin.y, 0), size.height)
            return CGRect(x: 0, y: top, width: size.width, height: size.height - top)
        case .floating where followsUndockedKeyboard:
            return keyboard
        default:
            let bottom = usesBottomSafeArea ? view.safeAreaInsets.bottom : 0
            return CGRect(x: 0, y: size.height - bottom, width: size.width, height: bottom)
        }
    }
}
