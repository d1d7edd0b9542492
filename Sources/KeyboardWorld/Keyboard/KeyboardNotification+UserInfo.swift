/// UIKit's user-info keys for keyboard notifications, under the names Swift code reads them
/// with, so that `notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`
/// ports line by line. The values are UIKit's key strings, so UIKit's own keys read the same
/// entries. A file that imports UIKit as well has two `UIResponder`s: there, write
/// `KeyboardNotification.keyboardFrameEndUserInfoKey` (the same keys on the notification type).
public enum UIResponder {
    /// The key of the keyboard's start frame (`CGRect`, screen coordinates): ``KeyboardNotification/frameBegin``.
    public static let keyboardFrameBeginUserInfoKey = KeyboardNotification.keyboardFrameBeginUserInfoKey
    /// The key of the keyboard's end frame (`CGRect`, screen coordinates): ``KeyboardNotification/frameEnd``.
    public static let keyboardFrameEndUserInfoKey = KeyboardNotification.keyboardFrameEndUserInfoKey
    /// The key of the animation's duration (`Double`, seconds): ``KeyboardNotification/animationDuration``.
    public static let keyboardAnimationDurationUserInfoKey = KeyboardNotification.keyboardAnimationDurationUserInfoKey
    /// The key of the animation curve (`Int`, a raw `UIView.AnimationCurve`): ``KeyboardNotification/animationCurve``.
    public static let keyboardAnimationCurveUserInfoKey = KeyboardNotification.keyboardAnimationCurveUserInfoKey
    /// The key of whether the keyboard belongs to this app (`Bool`): ``KeyboardNotification/isLocal``.
    public static let keyboardIsLocalUserInfoKey = KeyboardNotification.keyboardIsLocalUserInfoKey
}

extension KeyboardNotification {
    /// The key of the keyboard's start frame in ``userInfo``: ``frameBegin``, UIKit's key string.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The key of the keyboard's end frame in ``userInfo``: ``frameEnd``, UIKit's key string.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The key of the animation's duration in ``userInfo``: ``animationDuration``, UIKit's key string.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The key of the animation curve in ``userInfo``: ``animationCurve``, UIKit's key string.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// The key of whether the keyboard belongs to this app in ``userInfo``: ``isLocal``, UIKit's key string.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// Which screen a notification came from: the notification's `object` from iOS 16.1 on.
/// The world has one screen; `host.screen.identity` is it.
public struct ScreenIdentity: Hashable, Sendable {
    let id: Int

    /// The world's only screen.
    public static let main = ScreenIdentity(id: 0)
}

extension KeyboardNotification {
    /// The notification's user info as UIKit fills it: frames as `CGRect`, the duration as
    /// `Double`, the curve as `Int`, `isLocal` as `Bool`. Built on every read (strategies that
    /// read the typed properties pay nothing).
    public var userInfo: [AnyHashable: Any]? {
        [
            Self.keyboardFrameBeginUserInfoKey: frameBegin,
            Self.keyboardFrameEndUserInfoKey: frameEnd,
            Self.keyboardAnimationDurationUserInfoKey: animationDuration,
            Self.keyboardAnimationCurveUserInfoKey: animationCurve,
            Self.keyboardIsLocalUserInfoKey: isLocal,
        ]
    }
}

extension Screen {
    /// What keyboard notifications carry as their `object` when they name a screen.
    public var identity: ScreenIdentity { .main }
}
