import Foundation

/// The callbacks a view controller gets beyond the keyboard's, for a strategy that plays one
/// whole (the UIKit-shaped surface, `KeyfuzzUIKit`, runs a user's view controller through them).
///
/// A strategy that conforms is told what UIKit tells a view controller and its delegates, in
/// UIKit's order (docs/world-rules.md, "View controllers"):
/// - the Return key is the app's to handle: `next` calls ``textFieldShouldReturn(_:host:)`` and
///   moves nothing itself;
/// - a rotation begins with ``viewWillTransition(toSize:host:)``;
/// - at every layout pass, a change of the root view's safe area calls
///   ``viewSafeAreaInsetsDidChange(host:)``, and a pass that lays the views out again (their
///   constraints changed, or what they are pinned to moved) calls
///   ``viewWillLayoutSubviews(host:)`` before it solves the constraints and
///   `viewDidLayoutSubviews` after; appearance and rotation always call both.
///
/// A strategy that does not conform runs as before: keyfuzz's `next` moves the focus down the
/// form, and `viewDidLayoutSubviews` comes only as the screen appears and rotates.
public protocol ViewControllerCallbacks: KeyboardAvoidanceStrategy {
    /// `UITextFieldDelegate.textFieldShouldReturn(_:)`: the user tapped the Return key of the
    /// focused text field. Whatever the app does there (focus the next field, resign) is the
    /// only effect of the key.
    /// - Returns: UIKit's answer: whether the field should do its default for Return (ignored
    ///   by the world: a text field's default moves nothing).
    func textFieldShouldReturn(_ textField: TextField, host: KeyboardHost) -> Bool
    /// `viewWillTransition(to:with:)`: the window is about to take `size` (a rotation), before
    /// any of the rotation's keyboard notifications and before the views change.
    func viewWillTransition(toSize size: CGSize, host: KeyboardHost)
    /// `viewSafeAreaInsetsDidChange()`: the root view's `safeAreaInsets` changed (a rotation,
    /// `additionalSafeAreaInsets`, the root view moved under the status bar), at the layout
    /// pass that noticed it, before the views are laid out.
    func viewSafeAreaInsetsDidChange(host: KeyboardHost)
    /// `viewWillLayoutSubviews()`: the root view is about to lay its subviews out, its size and
    /// safe area already new; constraints changed here are part of this layout.
    func viewWillLayoutSubviews(host: KeyboardHost)
}

extension ViewControllerCallbacks {
    public func textFieldShouldReturn(_ textField: TextField, host: KeyboardHost) -> Bool { true }
    public func viewWillTransition(toSize size: CGSize, host: KeyboardHost) {}
    public func viewSafeAreaInsetsDidChange(host: KeyboardHost) {}
    public func viewWillLayoutSubviews(host: KeyboardHost) {}
}
