import Foundation
import KeyboardWorld

/// `iq-keyboard-manager`: IQKeyboardManager's scroll view and root view adjustment
/// (hackiftekhar/IQKeyboardManager, `IQKeyboardManagerSwift/IQKeyboardManager+Position.swift`
/// @2e11b2c, `IQKeyboardManager+UIKeyboardNotification.swift` @11a2e6b and
/// `IQKeyboardManager+UITextFieldViewNotification.swift` @441b954), ported as far as a screen of
/// one scroll view needs, with its deferred work: every request to adjust is coalesced into one
/// `adjustPosition()` on the next turn of the main queue (`OperationQueue.main.addOperation`),
/// which `restorePosition()` cancels by clearing the pending flag; insets and offsets are set
/// inside `UIView.animate` blocks.
///
/// Not ported (no such views here): the text-view, table-view, collection-view and stack-view
/// branches, nested scroll views, the toolbar (`enableAutoToolbar` would add an accessory view to
/// every field; keyfuzz's fields keep the scenario's), form and page sheets (`keyboardDidShow`
/// adjusts only there), `shouldRestoreScrollViewContentOffset` (false by default) and the pop
/// gesture. IQ observes will/did show and hide, not will-change-frame. The status bar's height is
/// the root view's safe-area top and the navigation bar's is what the scroll view's top sits
/// below (the world lays the scroll view out right under the bars); `layoutMargins.bottom` is the
/// root view's safe-area bottom.
public final class IQKeyboardManagerStrategy: KeyboardAvoidanceStrategy {
    /// `keyboardDistanceFromTextField` (IQKeyboardManager.swift, default 10).
    static let keyboardDistanceFromTextField: CGFloat = 10
    /// `kIQCGPointInvalid`: no saved root-view origin.
    static let invalidPoint = CGPoint(x: CGFloat.greatestFiniteMagnitude, y: CGFloat.greatestFiniteMagnitude)

    // UIKeyboardNotification.swift L96-143: what the keyboard notifications saved.
    var keyboardShowing = false
    var keyboardFrame = CGRect.zero
    var animationDuration: TimeInterval = 0.25
    // UITextFieldViewNotification.swift L39-84.
    var textFieldView: TextField?
    var topViewBeginOrigin = invalidPoint
    /// `rootViewController`: whether the root view's origin is being managed.
    var managesRootView = false
    // Position.swift L29-146.
    var movedDistance: CGFloat = 0
    /// `lastScrollView`: whether the (one) scroll view's starting values are saved.
    var hasLastScrollView = false
    var startingContentOffset = CGPoint.zero
    var startingScrollIndicatorInsets = UIEdgeInsets.zero
    var startingContentInsets = UIEdgeInsets.zero
    var hasPendingAdjustRequest = false

    public init() {}

    // MARK: Text field notifications

    /// UITextFieldViewNotification.swift L87-172, `textFieldViewDidBeginEditing`.
    public func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {
        // L93: `textFieldView = notification.object as? UIView`
        textFieldView = textField
        // L140-157: `if topViewBeginOrigin.equalTo(IQKeyboardManager.kIQCGPointInvalid) {` save the root's origin.
        if topViewBeginOrigin == Self.invalidPoint {
            managesRootView = true
            topViewBeginOrigin = host.view.frame.origin
        }
        // L161-167: `if keyboardShowing, ...` then `optimizedAdjustPosition()`.
        if keyboardShowing { optimizedAdjustPosition(host) }
    }

    /// UITextFieldViewNotification.swift L175-209: the text-view branch aside, forget the field.
    public func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) {
        textFieldView = nil
    }

    // MARK: Keyboard notifications

    /// UIKeyboardNotification.swift L146-229, `keyboardWillShow`.
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        keyboardShowing = true
        let oldKBFrame = keyboardFrame
        // L165-169: `duration != 0 { animationDuration = duration } else { animationDuration = 0.25 }`
        animationDuration = notification.animationDuration != 0 ? notification.animationDuration : 0.25
        keyboardFrame = notification.frameEnd
        // L193-211: `if let textFieldView = textFieldView, topViewBeginOrigin.equalTo(...kIQCGPointInvalid)`
        if textFieldView != nil, topViewBeginOrigin == Self.invalidPoint {
            managesRootView = true
            topViewBeginOrigin = host.view.frame.origin
        }
        // L214-225: `if keyboardFrame.equalTo(oldKBFrame) == false {` ... `optimizedAdjustPosition()`
        if keyboardFrame != oldKBFrame, keyboardShowing, textFieldView != nil {
            optimizedAdjustPosition(host)
        }
    }

    /// UIKeyboardNotification.swift L253-361, `keyboardWillHide`.
    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        keyboardShowing = false
        animationDuration = notification.animationDuration != 0 ? notification.animationDuration : 0.25
        // L294-346: `if let lastScrollView = lastScrollView { UIView.animate(...` restore, then clamp the offset.
        if hasLastScrollView {
            let scrollView = host.scrollView
            host.animate(withDuration: animationDuration, animations: { [self] in
                if scrollView.contentInset != startingContentInsets {
                    scrollView.contentInset = startingContentInsets
                    scrollView.verticalScrollIndicatorInsets = startingScrollIndicatorInsets
                }
                // L322-341: `let minimumY = contentSize.height - scrollView.frame.height`, if below the offset.
                let contentHeight = Swift.max(scrollView.contentSize.height, scrollView.frame.size.height)
                let minimumY = contentHeight - scrollView.frame.size.height
                if minimumY < scrollView.contentOffset.y {
                    scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: minimumY)
                }
            })
        }
        // L348: `restorePosition()`
        restorePosition(host)
        // L351-356: reset all values.
        hasLastScrollView = false
        keyboardFrame = .zero
        startingContentInsets = .zero
        startingScrollIndicatorInsets = .zero
        startingContentOffset = .zero
    }

    /// UIKeyboardNotification.swift L363-377, `keyboardDidHide`.
    public func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        // L369: `topViewBeginOrigin = IQKeyboardManager.kIQCGPointInvalid`
        topViewBeginOrigin = Self.invalidPoint
        keyboardFrame = .zero
    }

    // MARK: Position

    /// Position.swift L148-156, `optimizedAdjustPosition()`.
    private func optimizedAdjustPosition(_ host: KeyboardHost) {
        // L149: `if !hasPendingAdjustRequest {`
        guard !hasPendingAdjustRequest else { return }
        hasPendingAdjustRequest = true
        // L151: `OperationQueue.main.addOperation {`
        host.async { [self] in
            adjustPosition(host)
            hasPendingAdjustRequest = false
        }
    }

    /// Position.swift L159-653, `adjustPosition()`, for a field in the one scroll view.
    private func adjustPosition(_ host: KeyboardHost) {
        // L162-169: `guard hasPendingAdjustRequest, let textFieldView = textFieldView, ...`
        guard hasPendingAdjustRequest, let textFieldView else { return }
        let window = host.window
        let scrollView = host.scrollView
        let rectInWindow = textFieldView.convert(textFieldView.bounds, to: window)
        // The root view's superview is the window.
        let rectInRootSuperview = rectInWindow
        var rootViewOrigin = host.view.frame.origin
        let distance = Self.keyboardDistanceFromTextField

        // L188-202: the keyboard frame grown up by the distance, intersected with the window.
        var kbFrame = keyboardFrame
        kbFrame.origin.y -= distance
        kbFrame.size.height += distance
        let intersectRect = kbFrame.intersection(window.frame)
        let kbSize = intersectRect.isNull ? CGSize(width: kbFrame.size.width, height: 0) : intersectRect.size

        // L204-220: the top and bottom layout guides.
        let statusBarHeight = host.safeAreaInsets.top
        let navigationBarHeight = scrollView.frame.origin.y - statusBarHeight
        let navigationBarAreaHeight = statusBarHeight + navigationBarHeight
        let layoutAreaHeight = host.safeAreaInsets.bottom
        let topLayoutGuide = Swift.max(navigationBarAreaHeight, layoutAreaHeight) + 5
        let bottomLayoutGuide = host.safeAreaInsets.bottom

        // L225: `var move: CGFloat = min(textFieldViewRectInRootSuperview.minY-(topLayoutGuide), ...`
        var move = Swift.min(rectInRootSuperview.minY - topLayoutGuide,
                             rectInWindow.maxY - (window.frame.size.height - kbSize.height) + bottomLayoutGuide)

        // L245-340: the scroll view's starting values, saved once.
        if !hasLastScrollView {
            hasLastScrollView = true
            startingContentInsets = scrollView.contentInset
            startingContentOffset = scrollView.contentOffset
            startingScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets
        }

        // L349-481: the scroll loop, one scroll view.
        var shouldContinue = false
        if move > 0 {
            // L354: `shouldContinue =  move > (-scrollView.contentOffset.y - scrollView.contentInset.top)`
            shouldContinue = move > (-scrollView.contentOffset.y - scrollView.contentInset.top)
        } else {
            // L384-388: not a table or collection view.
            shouldContinue = rectInRootSuperview.origin.y < topLayoutGuide
            if shouldContinue { move = Swift.min(0, rectInRootSuperview.origin.y - topLayoutGuide) }
        }
        if shouldContinue {
            // L407: `lastView.superview?.convert(lastView.frame, to: scrollView)`
            let lastViewRect = textFieldView.convert(textFieldView.bounds, to: scrollView)
            // L410-413
            var shouldOffsetY = scrollView.contentOffset.y - Swift.min(scrollView.contentOffset.y, -move)
            shouldOffsetY = Swift.min(shouldOffsetY, lastViewRect.origin.y)
            // L440: `move -= (shouldOffsetY-scrollView.contentOffset.y)`
            move -= (shouldOffsetY - scrollView.contentOffset.y)
            let newContentOffset = CGPoint(x: scrollView.contentOffset.x, y: shouldOffsetY)
            // L445-470: `if scrollView.contentOffset.equalTo(newContentOffset) == false {` ... `UIView.animate`
            if scrollView.contentOffset != newContentOffset {
                host.animate(withDuration: animationDuration, animations: {
                    scrollView.contentOffset = newContentOffset
                })
            }
        } else {
            // L478: `move = 0`
            move = 0
        }

        // L483-526: the bottom inset.
        let lastScrollViewRect = scrollView.convert(scrollView.bounds, to: window)
        // L487-488
        var bottomInset = kbSize.height - (window.frame.size.height - lastScrollViewRect.maxY)
        var bottomScrollIndicatorInset = bottomInset - distance
        // L491-492
        bottomInset = Swift.max(startingContentInsets.bottom, bottomInset)
        bottomScrollIndicatorInset = Swift.max(startingScrollIndicatorInsets.bottom, bottomScrollIndicatorInset)
        // L496-497: `bottomInset -= lastScrollView.safeAreaInsets.bottom`
        bottomInset -= scrollView.safeAreaInsets.bottom
        bottomScrollIndicatorInset -= scrollView.safeAreaInsets.bottom
        var movedInsets = scrollView.contentInset
        movedInsets.bottom = bottomInset
        if scrollView.contentInset != movedInsets {
            host.animate(withDuration: animationDuration, animations: {
                scrollView.contentInset = movedInsets
                var newScrollIndicatorInset = scrollView.verticalScrollIndicatorInsets
                newScrollIndicatorInset.bottom = bottomScrollIndicatorInset
                scrollView.verticalScrollIndicatorInsets = newScrollIndicatorInset
            })
        }

        // L590-649: move the root view by what the scroll view could not absorb.
        if move >= 0 {
            // L593: `rootViewOrigin.y = max(rootViewOrigin.y - move, min(0, -(kbSize.height-newKeyboardDistanceFromTextField)))`
            rootViewOrigin.y = Swift.max(rootViewOrigin.y - move, Swift.min(0, -(kbSize.height - distance)))
            moveRootView(to: rootViewOrigin, host)
            movedDistance = topViewBeginOrigin.y - rootViewOrigin.y
        } else {
            // L617-623: `let disturbDistance: CGFloat = rootViewOrigin.y-topViewBeginOrigin.y`
            let disturbDistance = rootViewOrigin.y - topViewBeginOrigin.y
            if disturbDistance <= 0 {
                rootViewOrigin.y -= Swift.max(move, disturbDistance)
                moveRootView(to: rootViewOrigin, host)
                movedDistance = topViewBeginOrigin.y - rootViewOrigin.y
            }
        }
    }

    /// The animated root-view move of Position.swift L595-613 and L625-645.
    private func moveRootView(to origin: CGPoint, _ host: KeyboardHost) {
        guard host.view.frame.origin != origin else { return }
        host.animate(withDuration: animationDuration, animations: {
            var rect = host.view.frame
            rect.origin = origin
            host.view.frame = rect
        })
    }

    /// Position.swift L655-691, `restorePosition()`.
    private func restorePosition(_ host: KeyboardHost) {
        // L657: `hasPendingAdjustRequest = false` (a queued adjustPosition then does nothing).
        hasPendingAdjustRequest = false
        // L660: `guard topViewBeginOrigin.equalTo(IQKeyboardManager.kIQCGPointInvalid) == false, ...`
        guard topViewBeginOrigin != Self.invalidPoint, managesRootView else { return }
        let origin = topViewBeginOrigin
        if host.view.frame.origin != origin {
            host.animate(withDuration: animationDuration, animations: {
                var rect = host.view.frame
                rect.origin = origin
                host.view.frame = rect
            })
        }
        movedDistance = 0
        // L690: `self.rootViewController = nil`
        managesRootView = false
    }
}

extension IQKeyboardManagerStrategy: StatefulKeyboardStrategy {
    /// Every saved value of the port, the text field by its index.
    public struct VerificationState: Hashable {
        var keyboardShowing: Bool
        var keyboardFrame: CGRect
        var animationDuration: TimeInterval
        var textFieldView: FieldReference?
        var topViewBeginOrigin: CGPoint
        var managesRootView: Bool
        var movedDistance: CGFloat
        var hasLastScrollView: Bool
        var startingContentOffset: CGPoint
        var startingScrollIndicatorInsets: UIEdgeInsets
        var startingContentInsets: UIEdgeInsets
        var hasPendingAdjustRequest: Bool
    }

    public var verificationState: VerificationState {
        get {
            VerificationState(keyboardShowing: keyboardShowing, keyboardFrame: keyboardFrame,
                              animationDuration: animationDuration, textFieldView: textFieldView.map(FieldReference.init),
                              topViewBeginOrigin: topViewBeginOrigin, managesRootView: managesRootView,
                              movedDistance: movedDistance, hasLastScrollView: hasLastScrollView,
                              startingContentOffset: startingContentOffset,
                              startingScrollIndicatorInsets: startingScrollIndicatorInsets,
                              startingContentInsets: startingContentInsets, hasPendingAdjustRequest: hasPendingAdjustRequest)
        }
        set {
            keyboardShowing = newValue.keyboardShowing
            keyboardFrame = newValue.keyboardFrame
            animationDuration = newValue.animationDuration
            textFieldView = newValue.textFieldView?.field
            topViewBeginOrigin = newValue.topViewBeginOrigin
            managesRootView = newValue.managesRootView
            movedDistance = newValue.movedDistance
            hasLastScrollView = newValue.hasLastScrollView
            startingContentOffset = newValue.startingContentOffset
            startingScrollIndicatorInsets = newValue.startingScrollIndicatorInsets
            startingContentInsets = newValue.startingContentInsets
            hasPendingAdjustRequest = newValue.hasPendingAdjustRequest
        }
    }
}
