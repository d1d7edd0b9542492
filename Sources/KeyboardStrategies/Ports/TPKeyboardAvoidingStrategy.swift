import Foundation
import KeyboardWorld

/// `tp-keyboard-avoiding`: TPKeyboardAvoiding's scroll view (michaeltyson/TPKeyboardAvoiding,
/// `TPKeyboardAvoiding/TPKeyboardAvoidingScrollView.m` @00546d1 and
/// `TPKeyboardAvoiding/UIScrollView+TPKeyboardAvoidingAdditions.m` @8127c87), ported line by line
/// with its deferred work: the inset and offset are set 10 ms after each will-change-frame
/// (`dispatch_after`), inside an animation whose start and stop toggle a flag.
///
/// Must be reported for:
/// - `drift`: the race of TP PR #233 / issue #237. Every hide posts will-change-frame first, and
///   TP observes it with its *show* handler, which schedules the 10 ms block; `keyboardWillHide`
///   then restores the prior inset at once, and 10 ms later the block sets
///   `contentInset = contentInsetForKeyboard` from the keyboard rect the hide cleared to
///   `CGRectZero`: bottom 0, and the indicator insets copy the content inset. A designer inset is
///   overwritten (minimal: `tap(0) dismiss` on a form whose `contentInset` is not zero). Also TP
///   #270: a hide ending at a zero rect (`dragDismiss(zeroRect)`) is dropped by the empty-rect
///   check while no animation runs, so the inset stays up with no keyboard.
/// - `hidden-field`: the keyboard rect is kept in the scroll view's *content* coordinates, taken
///   at the notification, so the inset the 10 ms block computes from it is off by however far
///   the offset moved in between (a rotation's layout pass); and the frame (screen coordinates)
///   is converted `fromView:nil`, as a window rect (wrong on `pad-window`).
/// - `unreachable-field` (and more `drift`): a focus change while the keyboard is up sets
///   `ignoringNotifications` until the next turn (Additions L208, TP's iOS 9 workaround), so
///   the keyboard notifications the focus change itself posts are dropped, a hide included (with
///   a hardware keyboard, a field without an accessory view hides the bar): TP still believes
///   the keyboard is up, and the pending 10 ms block sets an inset from the stale rect at the
///   new offset, negative or with no keyboard.
///
/// Not ported, for lack of what they act on: `focusNextTextField`/`textFieldShouldReturn` (keyfuzz's
/// `next` is the form's own Return handling), the delegate and return-key assignment scheduled
/// from `layoutSubviews` (no observable effect here), `pagingEnabled`, and the
/// TPKeyboardAvoidingScrollView-only content-size branch (Additions L69-77, L148-150) with the
/// `setContentSize:`/`setFrame:` overrides that keep it current (ScrollView.m L46-55): without the
/// overrides it would restore a stale content size TP does not restore. keyfuzz's fields have no
/// caret, so the ideal offset takes TP's fallback path that centres the field (L386); for a field
/// shorter than the viewable height less 40 pt that equals centring a caret centred in it.
public final class TPKeyboardAvoidingStrategy: KeyboardAvoidanceStrategy {
    /// A scroll view subclass meant for any form in it: every feature of a scroll form.
    public static var screens: ScreenSet { ScreenSet(shapes: [.scrollForm], features: .all) }

    /// `TPKeyboardAvoidingState` (Additions L20-29), one per scroll view.
    public struct State: Hashable, Sendable {
        var priorInset = UIEdgeInsets.zero
        var priorScrollIndicatorInsets = UIEdgeInsets.zero
        var keyboardVisible = false
        var keyboardRect = CGRect.zero
        var ignoringNotifications = false
        var keyboardAnimationInProgress = false
    }

    /// `kMinimumScrollOffsetPadding` (Additions L14).
    static let minimumScrollOffsetPadding: CGFloat = 20

    var state = State()

    /// A fresh scroll view's state: no keyboard rect, no prior insets, nothing pending.
    public init() {}

    /// TP's `TPKeyboardAvoiding_keyboardWillShow:`, which TP observes for will-change-frame.
    ///
    /// ScrollView.m L18: `selector(TPKeyboardAvoiding_keyboardWillShow:) name:UIKeyboardWillChangeFrameNotification`
    public func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        keyboardWillShow(notification, scrollView: host.scrollView, host: host)
    }

    /// TP's `TPKeyboardAvoiding_keyboardWillHide:`: restores the prior insets in an animation.
    ///
    /// ScrollView.m L19: `selector(TPKeyboardAvoiding_keyboardWillHide:) name:UIKeyboardWillHideNotification`
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        keyboardWillHide(notification, scrollView: host.scrollView, host: host)
    }

    // ScrollView.m L21: `selector(scrollToActiveTextField) name:UITextFieldTextDidBeginEditingNotification`
    public func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {
        scrollToActiveTextField(host.scrollView, host: host)
    }

    // ScrollView.m L74-77, `touchesEnded:`: a touch ending on the scroll view resigns the field.
    public func backgroundTapped(host: KeyboardHost) {
        host.firstResponder?.resignFirstResponder()
    }

    /// Additions L45-112, `TPKeyboardAvoiding_keyboardWillShow:`.
    private func keyboardWillShow(_ notification: KeyboardNotification, scrollView: ScrollView, host: KeyboardHost) {
        // L47: `[self convertRect:[... CGRectValue] fromView:nil]` (a screen rect taken as a window rect)
        let keyboardRect = scrollView.convert(notification.frameEnd, from: nil)
        // L48: `if (CGRectIsEmpty(keyboardRect))`
        if keyboardRect.isEmpty { return }
        // L54: `if ( state.ignoringNotifications )`
        if state.ignoringNotifications { return }
        state.keyboardRect = keyboardRect
        // L60-63: `if ( !state.keyboardVisible ) { state.priorInset = self.contentInset; ...`
        if !state.keyboardVisible {
            state.priorInset = scrollView.contentInset
            state.priorScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets
        }
        state.keyboardVisible = true
        // L83-84: `dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.01 * NSEC_PER_SEC)); dispatch_after(delay, ...`
        host.asyncAfter(seconds: 0.01) { [self] in
            // L87-94: `beginAnimations` with the notification's curve and duration, a start and a stop selector.
            host.animate(
                withDuration: notification.animationDuration,
                animations: {
                    // L96: `self.contentInset = [self TPKeyboardAvoiding_contentInsetForKeyboard];`
                    scrollView.contentInset = contentInsetForKeyboard(scrollView)
                    // L98-104: `if ( firstResponder ) { CGFloat viewableHeight = self.bounds.size.height - ...`
                    if let firstResponder = host.firstResponder {
                        let viewableHeight =
                            scrollView.bounds.size.height - scrollView.contentInset.top
                            - scrollView.contentInset.bottom
                        scrollView.setContentOffset(
                            CGPoint(
                                x: scrollView.contentOffset.x,
                                y: idealOffset(for: firstResponder, viewingAreaHeight: viewableHeight, in: scrollView)),
                            animated: false)
                    }
                    // L107: `self.scrollIndicatorInsets = self.contentInset;`
                    scrollView.verticalScrollIndicatorInsets = scrollView.contentInset
                },
                completion: { [self] finished in
                    // L118-122, `keyboardViewDisappear:finished:`: `if (finished) { ... = false; }`
                    if finished { state.keyboardAnimationInProgress = false }
                })
            // L114-116, `keyboardViewAppear:`, the animation's start selector (called as it begins).
            state.keyboardAnimationInProgress = true
        }
    }

    /// Additions L124-157, `TPKeyboardAvoiding_keyboardWillHide:`.
    private func keyboardWillHide(_ notification: KeyboardNotification, scrollView: ScrollView, host: KeyboardHost) {
        let keyboardRect = scrollView.convert(notification.frameEnd, from: nil)
        // L126: `if (CGRectIsEmpty(keyboardRect) && !self.keyboardAvoidingState.keyboardAnimationInProgress)`
        if keyboardRect.isEmpty && !state.keyboardAnimationInProgress { return }
        if state.ignoringNotifications { return }
        if !state.keyboardVisible { return }
        // L140-141: `state.keyboardRect = CGRectZero; state.keyboardVisible = NO;`
        state.keyboardRect = .zero
        state.keyboardVisible = false
        // L144-156: restore inside `beginAnimations` ... `commitAnimations` (no delegate).
        host.animate(
            withDuration: notification.animationDuration,
            animations: { [self] in
                scrollView.contentInset = state.priorInset
                scrollView.verticalScrollIndicatorInsets = state.priorScrollIndicatorInsets
            })
    }

    /// Additions L197-224, `TPKeyboardAvoiding_scrollToActiveTextField`.
    private func scrollToActiveTextField(_ scrollView: ScrollView, host: KeyboardHost) {
        // L200: `if ( !state.keyboardVisible ) return;`
        guard state.keyboardVisible, let firstResponder = host.firstResponder else { return }
        // L208: `state.ignoringNotifications = YES;`
        state.ignoringNotifications = true
        let visibleSpace = scrollView.bounds.size.height - scrollView.contentInset.top - scrollView.contentInset.bottom
        let idealOffset = CGPoint(
            x: scrollView.contentOffset.x,
            y: idealOffset(for: firstResponder, viewingAreaHeight: visibleSpace, in: scrollView))
        // L219: `dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0 * NSEC_PER_SEC)), ...`
        host.asyncAfter(seconds: 0) { [self] in
            scrollView.setContentOffset(idealOffset, animated: true)
            state.ignoringNotifications = false
        }
    }

    /// Additions L332-338, `TPKeyboardAvoiding_contentInsetForKeyboard`: the keyboard rect's
    /// height less the part of it below the scroll view's bounds.
    private func contentInsetForKeyboard(_ scrollView: ScrollView) -> UIEdgeInsets {
        var newInset = scrollView.contentInset
        let keyboardRect = state.keyboardRect
        // L336: `keyboardRect.size.height - MAX((CGRectGetMaxY(keyboardRect) - CGRectGetMaxY(self.bounds)), 0)`
        newInset.bottom = keyboardRect.size.height - Swift.max(keyboardRect.maxY - scrollView.bounds.maxY, 0)
        return newInset
    }

    /// Additions L340-405, `TPKeyboardAvoiding_idealOffsetForView:withViewingAreaHeight:`, by the
    /// path that centres the whole view (L348-362).
    private func idealOffset(for field: TextField, viewingAreaHeight: CGFloat, in scrollView: ScrollView) -> CGFloat {
        let contentSize = scrollView.contentSize
        // L344: `[view convertRect:view.bounds toView:self]`
        let subviewRect = field.convert(field.bounds, to: scrollView)
        // L350-356: centre it, but at least kMinimumScrollOffsetPadding from the top.
        var padding = (viewingAreaHeight - subviewRect.size.height) / 2
        if padding < Self.minimumScrollOffsetPadding { padding = Self.minimumScrollOffsetPadding }
        // L361: `offset = subviewRect.origin.y - padding - self.contentInset.top;`
        var offset = subviewRect.origin.y - padding - scrollView.contentInset.top
        // L394-397: not past the bottom, "we don't take the bottom inset into account".
        let maxOffset = contentSize.height - viewingAreaHeight - scrollView.contentInset.top
        if offset > maxOffset { offset = maxOffset }
        // L400-402: not past the top.
        if offset < -scrollView.contentInset.top { offset = -scrollView.contentInset.top }
        return offset
    }
}

extension TPKeyboardAvoidingStrategy: StatefulKeyboardStrategy {
    /// `TPKeyboardAvoidingState`, all of it (its blocks capture the notification, so states with
    /// one pending are never merged; see `World.stateKey`).
    public var verificationState: State {
        get { state }
        set { state = newValue }
    }
}
