import Foundation

/// The app's window. Its frame is in screen coordinates; its own space is the window space.
///
/// Converting a keyboard frame (screen coordinates) with the window as if it were a window rect
/// is wrong wherever the window is not at the screen's origin (`pad-window`): a real bug class.
public final class Window: CoordinateSpace {
    // The world owns this object and outlives it: checked in debug builds, unchecked in
    // release ones (the check is a tenth of the fuzz loop).
    // Set by the world once it has made itself, so that it can hold this object in a `let`
    // (read without a retain).
    #if DEBUG
        @exclusivity(unchecked) unowned var attachedWorld: World?
    #else
        @exclusivity(unchecked) unowned(unsafe) var attachedWorld: World?
    #endif
    var world: World { attachedWorld.unsafelyUnwrapped }

    init() {}

    /// The window's frame in screen coordinates.
    public var frame: CGRect { world.geometry.windowFrame }
    public var bounds: CGRect { CGRect(origin: .zero, size: world.geometry.windowFrame.size) }
    public var originInWindow: CGPoint { .zero }
    /// `UIWindow.screen`: the screen the window is on.
    public var screen: Screen { world.screen }
    /// The window's safe area: the device's (bars belong to the screens inside it).
    public var safeAreaInsets: UIEdgeInsets { world.geometry.safeArea }
}

/// The screen: its bounds and its coordinate space, in which keyboard frames are given.
public final class Screen: CoordinateSpace {
    // Set by the world once it has made itself, so that it can hold this object in a `let`
    // (read without a retain).
    #if DEBUG
        @exclusivity(unchecked) unowned var attachedWorld: World?
    #else
        @exclusivity(unchecked) unowned(unsafe) var attachedWorld: World?
    #endif
    var world: World { attachedWorld.unsafelyUnwrapped }

    init() {}

    public var bounds: CGRect { CGRect(origin: .zero, size: world.geometry.screenSize) }

    /// The screen's origin in window coordinates: minus the window's origin on the screen.
    public var originInWindow: CGPoint {
        let w = world.geometry.windowFrame.origin
        return CGPoint(x: -w.x, y: -w.y)
    }

    /// The space keyboard frames are in (`UIScreen.coordinateSpace`).
    public var coordinateSpace: any CoordinateSpace { self }
}
