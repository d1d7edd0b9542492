import Foundation
import KeyboardWorld

/// `UIApplication`: the app. Keyboard code reads its window and safe area from it
/// (`UIApplication.shared.windows.first?.safeAreaInsets.bottom`,
/// `UIApplication.shared.keyWindow`), or its scene (`connectedScenes`).
///
/// Each case has its own: `shared` inside a case is that case's app, whose only window is the
/// screen's. `sendAction(_:to:from:for:)` is not offered (a selector cannot be built on Linux);
/// `view.endEditing(true)` resigns the first responder the same way.
@MainActor
open class UIApplication: UIResponder {
    /// The case whose app this is; nil outside every case and once the case has ended.
    var uiCase: UIKitCase?

    init(uiCase: UIKitCase?) {
        self.uiCase = uiCase
        super.init()
    }

    /// The app of the case running on this thread (an app with no window outside every case).
    open class var shared: UIApplication { UIKitCase.current?.application ?? UIApplication(uiCase: nil) }

    /// The app's windows: the screen's window.
    open var windows: [UIWindow] { uiCase.map { [$0.window] } ?? [] }

    /// The key window: the screen's window.
    open var keyWindow: UIWindow? { uiCase?.window }

    /// The app's scenes: the one window scene holding the screen's window.
    open var connectedScenes: Set<UIScene> { uiCase.map { [$0.windowScene] } ?? [] }

    /// The status bar's frame in screen coordinates: the screen's width, the status bar's height
    /// (zero where the device hides it, a notched phone in landscape).
    open var statusBarFrame: CGRect { uiCase?.statusBarFrame ?? .zero }

    /// The app runs in the foreground for the whole case.
    open var applicationState: State { .active }

    /// `UIApplication.State`.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }
}
