import Foundation

/// One keyboard notification with its user info, named like UIKit's keys.
public struct KeyboardNotification: Hashable, Sendable {
    /// The six keyboard notifications.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        case keyboardWillShow
        case keyboardDidShow
        case keyboardWillHide
        case keyboardDidHide
        case keyboardWillChangeFrame
        case keyboardDidChangeFrame

        /// Whether UIKit posts it at the end of the animation (queued until the animation ends).
        public var isDid: Bool {
            self == .keyboardDidShow || self == .keyboardDidHide || self == .keyboardDidChangeFrame
        }
    }

    public var name: Name
    /// `UIKeyboardFrameBeginUserInfoKey`, screen coordinates.
    public var frameBegin: CGRect
    /// `UIKeyboardFrameEndUserInfoKey`, screen coordinates.
    public var frameEnd: CGRect
    /// `UIKeyboardAnimationDurationUserInfoKey`: 0.25, or 0 when the frame does not change.
    public var animationDuration: Double
    /// `UIKeyboardIsLocalUserInfoKey`: false for another app's keyboard.
    public var isLocal: Bool
    /// `UIKeyboardAnimationCurveUserInfoKey`: the raw `UIView.AnimationCurve`, 7 (the keyboard's
    /// undocumented curve, iOS 7 and later) except for a menu undock, reported with 0.
    /// `UIView.AnimationOptions` derived from it are `UInt(curve) << 16`.
    public var animationCurve: Int
    /// The notification's `object`: the keyboard's screen from iOS 16.1, `nil` before
    /// (`notificationObject` in the scenario). Compare it with `host.screen.identity`.
    public var object: ScreenIdentity?

    public init(
        name: Name, frameBegin: CGRect, frameEnd: CGRect, animationDuration: Double, isLocal: Bool = true,
        animationCurve: Int = KeyboardNotification.keyboardCurve, object: ScreenIdentity? = nil
    ) {
        self.name = name
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.isLocal = isLocal
        self.animationCurve = animationCurve
        self.object = object
    }

    /// The curve every keyboard transition uses since iOS 7.
    public static let keyboardCurve = 7

    /// The same user info under another name (a transition posts one user info under several names).
    func renamed(_ name: Name) -> KeyboardNotification {
        var copy = self
        copy.name = name
        return copy
    }
}
