import Foundation

/// One keyboard notification with its user info, named like UIKit's keys.
public struct KeyboardNotification: Hashable, Sendable {
    /// The six keyboard notifications.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        /// `keyboardWillShowNotification`: the keyboard is about to dock; posted right after
        /// `keyboardWillChangeFrame` when the keyboard ends docked.
        case keyboardWillShow
        /// `keyboardDidShowNotification`: a show's animation has ended (queued until then).
        case keyboardDidShow
        /// `keyboardWillHideNotification`: the keyboard is about to leave the screen or float;
        /// posted right after `keyboardWillChangeFrame` when the keyboard does not end docked.
        case keyboardWillHide
        /// `keyboardDidHideNotification`: a hide's animation has ended (queued until then).
        case keyboardDidHide
        /// `keyboardWillChangeFrameNotification`: the first notification of every transition.
        case keyboardWillChangeFrame
        /// `keyboardDidChangeFrameNotification`: the frame's animation has ended; queued only when
        /// the frame changes, ahead of the did-show or did-hide.
        case keyboardDidChangeFrame

        /// Whether UIKit posts it at the end of the animation (queued until the animation ends).
        public var isDid: Bool {
            self == .keyboardDidShow || self == .keyboardDidHide || self == .keyboardDidChangeFrame
        }
    }

    /// Which of the six notifications this is; one transition posts the same user info under several names.
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

    /// A notification carrying this user info (the world posts its own; tests build one to call a
    /// handler directly).
    ///
    /// - Parameters:
    ///   - name: Which of the six keyboard notifications it is.
    ///   - frameBegin: The keyboard's frame before the transition, in screen coordinates (points).
    ///   - frameEnd: The keyboard's frame after the transition, in screen coordinates (points).
    ///   - animationDuration: The transition's duration in seconds (0.25, or 0 when the frame does not change).
    ///   - isLocal: False when the keyboard belongs to another app.
    ///   - animationCurve: The raw `UIView.AnimationCurve` (``keyboardCurve`` unless a profile says otherwise).
    ///   - object: The keyboard's screen (iOS 16.1 and later), or nil as before.
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
