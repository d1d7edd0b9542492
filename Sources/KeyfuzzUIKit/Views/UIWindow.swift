import Foundation
import KeyboardWorld

/// `UIWindow`: the app's window. Its frame is in screen coordinates (off the screen's origin in
/// a Stage Manager window, where converting a keyboard frame as if it were a window rect is a
/// real bug).
open class UIWindow: UIView {
    /// The world's window; nil for one code made.
    private(set) var worldWindow: Window?

    /// A window code makes (not the screen's).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The world's `window`; its case is set once the case is made.
    convenience init(world window: Window, in uiCase: UIKitCase?) {
        self.init(frame: window.frame)
        worldWindow = window
        self.uiCase = uiCase
    }

    override func detach() {
        worldWindow = nil
        super.detach()
    }

    open override var frame: CGRect {
        get { worldWindow?.frame ?? super.frame }
        set { if worldWindow == nil { super.frame = newValue } }
    }

    open override var bounds: CGRect {
        get { worldWindow?.bounds ?? super.bounds }
        set { if worldWindow == nil { super.bounds = newValue } }
    }

    /// The window's own space is the window space.
    override var originInWindow: CGPoint { worldWindow == nil ? super.originInWindow : .zero }

    open override var superview: UIView? { worldWindow == nil ? super.superview : nil }
    open override var subviews: [UIView] {
        guard worldWindow != nil, let root = uiCase?.rootView else { return super.subviews }
        return [root]
    }
    open override var window: UIWindow? { worldWindow == nil ? nil : self }

    /// The device's safe area (bars belong to the screens inside the window).
    open override var safeAreaInsets: UIEdgeInsets { worldWindow?.safeAreaInsets ?? .zero }

    /// The screen the window is on.
    open var screen: UIScreen { uiCase?.screen ?? UIScreen(world: nil) }

    /// The window's root view controller: the controller under test.
    open var rootViewController: UIViewController? {
        get { ownRootViewController ?? uiCase?.controller }
        set { ownRootViewController = newValue }
    }
    private var ownRootViewController: UIViewController?

    /// The scene holding the window (the screen's window only).
    open var windowScene: UIWindowScene? { worldWindow == nil ? nil : uiCase?.windowScene }

    /// Whether this is the key window (the screen's always is).
    open var isKeyWindow: Bool { worldWindow != nil }
}

/// `UIScreen`: the device's screen, whose coordinate space keyboard frames are in.
@MainActor
open class UIScreen: NSObject {
    /// The world's screen; nil outside a case, and once its case has ended.
    var worldScreen: Screen? {
        didSet { space.screen = worldScreen }
    }
    /// The screen's coordinate space object (one per screen, as in UIKit).
    private let space: ScreenCoordinateSpace

    init(world screen: Screen?) {
        worldScreen = screen
        space = ScreenCoordinateSpace(screen: screen)
        super.init()
    }

    /// The screen of the case running on this thread (a zero-sized screen outside every case).
    open class var main: UIScreen { UIKitCase.current?.screen ?? UIScreen(world: nil) }

    /// The screen's bounds, in points, for the current orientation.
    open var bounds: CGRect { worldScreen?.bounds ?? .zero }

    /// The screen's coordinate space: convert keyboard frames from it.
    open var coordinateSpace: any UICoordinateSpace { space }

    /// The screen's space fixed to portrait: the world's screens turn with the interface, so it is
    /// the same space (the world has no upside-down or sideways fixed space).
    open var fixedCoordinateSpace: any UICoordinateSpace { space }
}
