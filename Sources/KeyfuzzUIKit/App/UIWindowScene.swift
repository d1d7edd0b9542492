import Foundation
import KeyboardWorld

/// `UIScene`: one instance of the app's interface.
@MainActor
open class UIScene: UIResponder {
    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene is on screen and active for the whole case.
    open var activationState: ActivationState { .foregroundActive }
}

/// `UIWindowScene`: the scene holding the screen's window (`view.window?.windowScene`,
/// `UIApplication.shared.connectedScenes`).
@MainActor
open class UIWindowScene: UIScene {
    /// The case whose scene this is; nil once the case has ended.
    var uiCase: UIKitCase?
    private lazy var madeStatusBarManager = UIStatusBarManager(scene: self)

    init(uiCase: UIKitCase) {
        self.uiCase = uiCase
        super.init()
    }

    /// The scene's windows: the screen's window.
    open var windows: [UIWindow] { uiCase.map { [$0.window] } ?? [] }

    /// The key window: the screen's window.
    open var keyWindow: UIWindow? { uiCase?.window }

    /// The screen the scene is on.
    open var screen: UIScreen { uiCase?.screen ?? UIScreen(world: nil) }

    /// The interface's orientation: `.portrait`, or `.landscapeRight` on its side (the world
    /// has one landscape, held with the home indicator on the right).
    open var interfaceOrientation: UIInterfaceOrientation {
        let bounds = screen.bounds
        return bounds.width > bounds.height ? .landscapeRight : .portrait
    }

    /// The status bar's manager.
    open var statusBarManager: UIStatusBarManager? { madeStatusBarManager }
}

/// `UIStatusBarManager`: the status bar of a window scene.
@MainActor
open class UIStatusBarManager: NSObject {
    private unowned let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's frame in screen coordinates (zero height where the device hides it).
    open var statusBarFrame: CGRect { scene.uiCase?.statusBarFrame ?? .zero }

    /// Whether the status bar is hidden (a notched phone in landscape).
    open var isStatusBarHidden: Bool { statusBarFrame.height == 0 }
}

/// `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright, the home button or indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the home button or indicator on the left.
    case landscapeLeft = 4
    /// On its side, the home button or indicator on the right.
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
