import Foundation
import KeyboardWorld

/// `iq-keyboard-manager`: the core distance logic of IQKeyboardManager (hackiftekhar/
/// IQKeyboardManager, Swift), the library apps drop in for every screen — move the root view up
/// when the first responder is not in a scroll view, scroll (and inset) the nearest scroll view
/// when it is, keep 10 pt between the field and the keyboard, restore on hide — with its
/// deferred work: every request to adjust is coalesced into one `adjustPosition()` on the next
/// turn of the main queue, which `restorePosition()` cancels; insets, offsets and the root view
/// are set inside `UIView.animate` blocks with the keyboard's duration.
///
/// Ports, at the commits the stored copies come from (line numbers counted by hand, ±2):
/// - `IQKeyboardManagerSwift/IQKeyboardManager+Position.swift` @2e11b2c:
///   `optimizedAdjustPosition()` (L148-156: one request pending at a time, enqueued with
///   `OperationQueue.main.addOperation`), `adjustPosition()` (L159-653: the keyboard size grown
///   by the distance and intersected with the window, the top and bottom guides, `move`, the
///   nearest scroll view with scrolling enabled, the `lastScrollView` bookkeeping, the scroll
///   loop outward, the bottom inset less the scroll view's `safeAreaInsets.bottom`, the root view
///   moved by at most the keyboard's height) and `restorePosition()` (L655-692: clears the
///   pending request, puts the root view back);
/// - `IQKeyboardManager+UIKeyboardNotification.swift` @11a2e6b: `keyboardWillShow` (L146-229:
///   saves the root view's origin only when none is saved; adjusts only when the frame differs
///   from the last one), `keyboardWillHide` (L253-361: restores the scroll view and clamps every
///   scroll view to its maximum offset in one animation, restores the root view, forgets the
///   frame), `keyboardDidHide` (L363-377: forgets the origin);
/// - `IQKeyboardManager+UITextFieldViewNotification.swift` @441b954:
///   `textFieldViewDidBeginEditing` (L87-172: saves the origin if none is saved; adjusts when the
///   keyboard is showing) and `textFieldViewDidEndEditing` (L175-209);
/// - `IQKeyboardManager.swift`: `keyboardDistanceFromTextField = 10`, and
///   `disabledDistanceHandlingClasses` holding `UITableViewController` (the library does nothing
///   there: issue #679).
///
/// What the port leaves out, and why: the auto toolbar (and its text-view resign/become cycle)
/// is off; a text view's own content inset (L530-588) is not modelled (text views here have
/// none); form and page sheets (`keyboardDidShow` adjusts only there) do not occur;
/// `shouldRestoreScrollViewContentOffset` is false by default; the pop gesture. IQ observes
/// will/did show and hide, not will-change-frame. The library is a singleton observing the
/// keyboard since launch: on a screen pushed while the keyboard is up it already knows the
/// keyboard is showing, which the port reads from `view.keyboardLayoutGuide` as the screen appears.
///
/// The checker reports (issue numbers of the library's tracker; seeded in `Seeds/`):
/// - `drift`: the root view is left moved. `keyboardDidHide` forgets the saved origin; a show
///   before the last hide's did-notification leaves `rootViewController` unset, so the next hide
///   restores nothing (#198, #1479, #1633); a restore that skips unchanged content insets
///   leaves the indicator insets up;
/// - `hidden-field`: under `contentInsetAdjustmentBehavior = .never` on a notched phone the
///   inset is reduced by the scroll view's `safeAreaInsets.bottom` although nothing adjusts for
///   it, so the bottom fields end under the keyboard (#1904); in a form nested in a scrolling
///   page only the inner scroll view is inset, the page is scrolled beyond its range and snaps
///   back (#965, #144); the caret of a text view is not followed while the user types (#309);
/// - `unreachable-field`: the root view left up hides the top field of a plain form under the
///   navigation bar (#1479).
public final class IQKeyboardManagerStrategy: KeyboardAvoidanceStrategy {
    public static var supportedShapes: [ScreenShape] { ScreenShape.allCases }
    /// Its shapes with every feature: text views, navigation, a keyboard up as it appears, translucent
    /// bars, a container toolbar and AutoFill's frames.
    public static var screens: ScreenSet { ScreenSet(shapes: supportedShapes, features: .all) }

    /// `keyboardDistanceFromTextField` (IQKeyboardManager.swift, default 10).
    static let keyboardDistanceFromTextField: CGFloat = 10

    // State of the singleton (the associated objects of the library's extensions).
    // UIKeyboardNotification.swift L96-143: what the keyboard notifications saved.
    var keyboardShowing = false
    var keyboardFrame: CGRect = .zero
    var animationDuration: TimeInterval = 0.25
    // UITextFieldViewNotification.swift L39-84.
    var textFieldView: TextField?
    /// `topViewBeginOrigin`; nil stands for `kIQCGPointInvalid`.
    var topViewBeginOrigin: CGPoint?
    /// `rootViewController`: set when the origin is saved, cleared by `restorePosition`.
    var hasRootViewController = false
    // Position.swift L29-146.
    var lastScrollView: ScrollView?
    var startingContentInsets: UIEdgeInsets = .zero
    var startingScrollIndicatorInsets: UIEdgeInsets = .zero
    var startingContentOffset: CGPoint = .zero
    var movedDistance: CGFloat = 0
    var hasPendingAdjustRequest = false

    /// A fresh manager: no saved root-view origin, no last keyboard frame, nothing pending.
    public init() {}

    /// `privateIsEnabled()`: off in a `UITableViewController` (`disabledDistanceHandlingClasses`).
    private func isEnabled(_ host: KeyboardHost) -> Bool { !host.isTableViewController }

    // MARK: Text field and text view notifications

    public func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {
        textFieldViewDidBeginEditing(textField, host: host)
    }

    public func textViewDidBeginEditing(_ textView: TextField, host: KeyboardHost) {
        textFieldViewDidBeginEditing(textView, host: host)
    }

    /// UITextFieldViewNotification.swift L175-209: the text-view branch aside, forget the field.
    public func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) {
        textFieldView = nil
    }

    public func textViewDidEndEditing(_ textView: TextField, host: KeyboardHost) {
        textFieldView = nil
    }

    /// UITextFieldViewNotification.swift L87-172, `textFieldViewDidBeginEditing`.
    private func textFieldViewDidBeginEditing(_ field: TextField, host: KeyboardHost) {
        // L93: `textFieldView = notification.object as? UIView`
        textFieldView = field
        guard isEnabled(host) else {
            restorePosition(host)
            topViewBeginOrigin = nil
            return
        }
        // L140-157: `if topViewBeginOrigin.equalTo(IQKeyboardManager.kIQCGPointInvalid) {` save
        // the root's origin (Bug ID: #5).
        if topViewBeginOrigin == nil {
            hasRootViewController = true
            topViewBeginOrigin = host.view.frame.origin
        }
        // L161-167: `if keyboardShowing, ...` then `optimizedAdjustPosition()`.
        if keyboardShowing { optimizedAdjustPosition(host) }
    }

    // MARK: Keyboard notifications

    /// UIKeyboardNotification.swift L146-229, `keyboardWillShow`.
    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        keyboardShowing = true
        let oldKBFrame = keyboardFrame
        // L165-169: `duration != 0 { animationDuration = duration } else { animationDuration = 0.25 }`
        animationDuration = notification.animationDuration != 0 ? notification.animationDuration : 0.25
        keyboardFrame = notification.frameEnd
        guard isEnabled(host) else {
            restorePosition(host)
            topViewBeginOrigin = nil
            return
        }
        // L193-211: `if let textFieldView = textFieldView, topViewBeginOrigin.equalTo(...kIQCGPointInvalid)`
        if textFieldView != nil, topViewBeginOrigin == nil {
            hasRootViewController = true
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
        guard isEnabled(host) else { return }
        // L294-346: `if let lastScrollView = lastScrollView { UIView.animate(...` restore, then
        // clamp every scroll view up the chain to its maximum offset.
        if let lastScrollView {
            let startingContentInsets = startingContentInsets
            let startingScrollIndicatorInsets = startingScrollIndicatorInsets
            host.animate(
                withDuration: animationDuration,
                animations: {
                    if lastScrollView.contentInset != startingContentInsets {
                        lastScrollView.contentInset = startingContentInsets
                        lastScrollView.verticalScrollIndicatorInsets = startingScrollIndicatorInsets
                    }
                    // `shouldRestoreScrollViewContentOffset` is false by default: the offset stays.
                    Self.clampToMaximumOffsets(from: lastScrollView)
                })
        }
        // L348: `restorePosition()`
        restorePosition(host)
        // L351-356: reset all values.
        lastScrollView = nil
        keyboardFrame = .zero
        startingContentInsets = .zero
        startingScrollIndicatorInsets = .zero
        startingContentOffset = .zero
    }

    /// UIKeyboardNotification.swift L322-341: `let minimumY = contentSize.height -
    /// scrollView.frame.height`, set when below the offset, for `scrollView` and every scroll
    /// view holding it.
    private static func clampToMaximumOffsets(from scrollView: ScrollView) {
        var superScrollView: ScrollView? = scrollView
        while let scrollView = superScrollView {
            let contentHeight = Swift.max(scrollView.contentSize.height, scrollView.frame.size.height)
            let minimumY = contentHeight - scrollView.frame.size.height
            if minimumY < scrollView.contentOffset.y {
                scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: minimumY)
            }
            superScrollView = scrollView.superview(ofType: ScrollView.self)
        }
    }

    /// UIKeyboardNotification.swift L363-377, `keyboardDidHide`.
    public func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        // L369: `topViewBeginOrigin = IQKeyboardManager.kIQCGPointInvalid`
        topViewBeginOrigin = nil
        keyboardFrame = .zero
    }

    /// The singleton knew the keyboard was showing before this screen appeared (see above):
    /// docked when the guide's top lies above the root view's safe-area bottom, where it rests
    /// with no keyboard docked.
    public func viewWillAppear(host: KeyboardHost) {
        let view = host.view
        let guide = view.convert(view.keyboardLayoutGuide.layoutFrame, to: nil)
        let safeArea = view.convert(view.safeAreaLayoutGuide.layoutFrame, to: nil)
        guard guide.origin.y < safeArea.origin.y + safeArea.size.height - 0.5 else { return }
        keyboardShowing = true
        keyboardFrame = host.window.convert(guide, to: host.screen.coordinateSpace)
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

    /// Position.swift L159-653, `adjustPosition()`.
    private func adjustPosition(_ host: KeyboardHost) {
        // L162-169: `guard hasPendingAdjustRequest, let textFieldView = textFieldView, ...`
        guard hasPendingAdjustRequest, let textFieldView else { return }
        let window = host.window
        let textFieldViewRectInWindow = textFieldView.convert(textFieldView.bounds, to: nil)
        // The root view's superview sits at the window's origin: its space is the window's.
        let textFieldViewRectInRootSuperview = textFieldViewRectInWindow
        var rootViewOrigin = host.view.frame.origin
        let newKeyboardDistanceFromTextField = Self.keyboardDistanceFromTextField

        // L188-202: the keyboard grown up by the distance, intersected with the window (Bug ID:
        // #469), both in the screen's coordinates.
        var kbFrame = keyboardFrame
        kbFrame.origin.y -= newKeyboardDistanceFromTextField
        kbFrame.size.height += newKeyboardDistanceFromTextField
        let intersectRect = kbFrame.intersection(window.frame)
        let kbSize = intersectRect.isNull ? CGSize(width: kbFrame.size.width, height: 0) : intersectRect.size

        // L204-220: the top and bottom layout guides (0 at the bottom for a text view).
        let navigationBarAreaHeight = host.statusBarHeight + (host.navigationBarFrame?.size.height ?? 0)
        let layoutAreaHeight = host.view.layoutMargins.bottom
        let topLayoutGuide = Swift.max(navigationBarAreaHeight, layoutAreaHeight) + 5
        let bottomLayoutGuide = textFieldView.isTextView ? 0 : host.view.layoutMargins.bottom

        // L225: move positive = the field is hidden; negative = it is showing.
        var move = Swift.min(
            textFieldViewRectInRootSuperview.minY - topLayoutGuide,
            textFieldViewRectInWindow.maxY - (window.frame.size.height - kbSize.height) + bottomLayoutGuide)

        // L229-242: the nearest scroll view whose scrolling is enabled (Bug ID: #285).
        let superScrollView = Self.scrollingSuperview(from: textFieldView.enclosingScrollView)

        // L244-340: the `lastScrollView` bookkeeping (Bug ID: #34).
        if let lastScrollView {
            if superScrollView == nil {
                restoreInsets(of: lastScrollView, host)
                startingContentInsets = .zero
                startingScrollIndicatorInsets = .zero
                startingContentOffset = .zero
                self.lastScrollView = nil
            } else if superScrollView !== lastScrollView {
                restoreInsets(of: lastScrollView, host)
                self.lastScrollView = superScrollView
                if let scrollView = superScrollView { saveStartingValues(of: scrollView) }
            }
        } else if let scrollView = superScrollView {
            lastScrollView = scrollView
            saveStartingValues(of: scrollView)
        }

        // L342-481: the scroll loop, from that scroll view outward.
        if let lastScrollView {
            var lastView: CoordinateSpace = textFieldView
            var lastViewFrame = textFieldView.bounds
            var superScrollView: ScrollView? = lastScrollView
            while let scrollView = superScrollView {
                var shouldContinue = false
                if move > 0 {
                    // L354: `shouldContinue =  move > (-scrollView.contentOffset.y - scrollView.contentInset.top)`
                    shouldContinue = move > (-scrollView.contentOffset.y - scrollView.contentInset.top)
                } else {
                    // L384-388: not a table or collection view.
                    shouldContinue = textFieldViewRectInRootSuperview.origin.y < topLayoutGuide
                    if shouldContinue {
                        move = Swift.min(0, textFieldViewRectInRootSuperview.origin.y - topLayoutGuide)
                    }
                }
                guard shouldContinue else {
                    // L478: `move = 0`
                    move = 0
                    break
                }
                let nextScrollView = Self.scrollingSuperview(from: scrollView.superview(ofType: ScrollView.self))
                // L407: `lastView.superview?.convert(lastView.frame, to: scrollView)`
                let lastViewRect = scrollView.convert(lastViewFrame, from: lastView)
                // L410-413
                var shouldOffsetY = scrollView.contentOffset.y - Swift.min(scrollView.contentOffset.y, -move)
                shouldOffsetY = Swift.min(shouldOffsetY, lastViewRect.origin.y)
                // L419-433: a text view in the outermost scroll view keeps its top below the guide.
                if textFieldView.isTextView, nextScrollView == nil, shouldOffsetY >= 0 {
                    let currentTextFieldViewRect = textFieldView.convert(textFieldView.bounds, to: nil)
                    let expectedFixDistance = currentTextFieldViewRect.minY - topLayoutGuide
                    shouldOffsetY = Swift.min(shouldOffsetY, scrollView.contentOffset.y + expectedFixDistance)
                    move = 0
                } else {
                    // L440: `move -= (shouldOffsetY-scrollView.contentOffset.y)`
                    move -= (shouldOffsetY - scrollView.contentOffset.y)
                }
                // L445-470: `if scrollView.contentOffset.equalTo(newContentOffset) == false {` ... `UIView.animate`
                let newContentOffset = CGPoint(x: scrollView.contentOffset.x, y: shouldOffsetY)
                if scrollView.contentOffset != newContentOffset {
                    host.animate(
                        withDuration: animationDuration,
                        animations: {
                            scrollView.contentOffset = newContentOffset
                        })
                }
                lastView = scrollView
                lastViewFrame = scrollView.bounds
                superScrollView = nextScrollView
            }
            updateBottomInset(of: lastScrollView, keyboardHeight: kbSize.height, host)
        }

        // L590-649: move the root view by what the scroll views could not absorb.
        if move >= 0 {
            // L593: `rootViewOrigin.y = max(rootViewOrigin.y - move, min(0, -(kbSize.height-newKeyboardDistanceFromTextField)))`
            rootViewOrigin.y = Swift.max(rootViewOrigin.y - move, Swift.min(0, -(kbSize.height - newKeyboardDistanceFromTextField)))
            moveRootView(to: rootViewOrigin, host)
            movedDistance = (topViewBeginOrigin?.y ?? 0) - rootViewOrigin.y
        } else {
            // L617-623: `let disturbDistance: CGFloat = rootViewOrigin.y-topViewBeginOrigin.y`
            let disturbDistance = rootViewOrigin.y - (topViewBeginOrigin?.y ?? 0)
            if disturbDistance <= 0 {
                rootViewOrigin.y -= Swift.max(move, disturbDistance)
                moveRootView(to: rootViewOrigin, host)
                movedDistance = (topViewBeginOrigin?.y ?? 0) - rootViewOrigin.y
            }
        }
    }

    /// `scrollView` or the nearest scroll view holding it whose scrolling is enabled (L229-242;
    /// the scroll loop walks up to the next scroll view the same way).
    private static func scrollingSuperview(from scrollView: ScrollView?) -> ScrollView? {
        var view = scrollView
        while let current = view, !current.isScrollEnabled {
            view = current.superview(ofType: ScrollView.self)
        }
        return view
    }

    /// The last scroll view's saved insets back, animated, when they changed (both branches of
    /// the bookkeeping, L244-340).
    private func restoreInsets(of scrollView: ScrollView, _ host: KeyboardHost) {
        guard scrollView.contentInset != startingContentInsets else { return }
        let insets = startingContentInsets
        let indicators = startingScrollIndicatorInsets
        host.animate(
            withDuration: animationDuration,
            animations: {
                scrollView.contentInset = insets
                scrollView.verticalScrollIndicatorInsets = indicators
            })
    }

    /// A new last scroll view's values, saved (L244-340).
    private func saveStartingValues(of scrollView: ScrollView) {
        startingContentInsets = scrollView.contentInset
        startingContentOffset = scrollView.contentOffset
        startingScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets
    }

    /// L483-526: the last scroll view's bottom inset, from the keyboard's height (grown by the
    /// distance) over the scroll view, at least its starting value, less its safe-area bottom.
    private func updateBottomInset(of lastScrollView: ScrollView, keyboardHeight: CGFloat, _ host: KeyboardHost) {
        let window = host.window
        let lastScrollViewRect = lastScrollView.convert(lastScrollView.bounds, to: nil)
        // L487-488
        var bottomInset = keyboardHeight - (window.frame.size.height - (lastScrollViewRect.origin.y + lastScrollViewRect.size.height))
        var bottomScrollIndicatorInset = bottomInset - Self.keyboardDistanceFromTextField
        // L491-492
        bottomInset = Swift.max(startingContentInsets.bottom, bottomInset)
        bottomScrollIndicatorInset = Swift.max(startingScrollIndicatorInsets.bottom, bottomScrollIndicatorInset)
        // L496-497: `bottomInset -= lastScrollView.safeAreaInsets.bottom`
        bottomInset -= lastScrollView.safeAreaInsets.bottom
        bottomScrollIndicatorInset -= lastScrollView.safeAreaInsets.bottom
        var movedInsets = lastScrollView.contentInset
        movedInsets.bottom = bottomInset
        guard lastScrollView.contentInset != movedInsets else { return }
        host.animate(
            withDuration: animationDuration,
            animations: {
                lastScrollView.contentInset = movedInsets
                var newScrollIndicatorInset = lastScrollView.verticalScrollIndicatorInsets
                newScrollIndicatorInset.bottom = bottomScrollIndicatorInset
                lastScrollView.verticalScrollIndicatorInsets = newScrollIndicatorInset
            })
    }

    /// The animated root-view move of Position.swift L595-613 and L625-645.
    private func moveRootView(to origin: CGPoint, _ host: KeyboardHost) {
        guard host.view.frame.origin != origin else { return }
        host.animate(
            withDuration: animationDuration,
            animations: {
                var rect = host.view.frame
                rect.origin = origin
                host.view.frame = rect
            })
    }

    /// Position.swift L655-692, `restorePosition()`: the root view back to its saved origin,
    /// when an origin and the root view controller are known.
    private func restorePosition(_ host: KeyboardHost) {
        // L657: `hasPendingAdjustRequest = false` (a queued adjustPosition then does nothing).
        hasPendingAdjustRequest = false
        // L660: `guard topViewBeginOrigin.equalTo(IQKeyboardManager.kIQCGPointInvalid) == false, ...`
        guard let topViewBeginOrigin, hasRootViewController else { return }
        moveRootView(to: topViewBeginOrigin, host)
        movedDistance = 0
        // L690: `self.rootViewController = nil`
        hasRootViewController = false
    }
}

extension IQKeyboardManagerStrategy: StatefulKeyboardStrategy {
    /// Every saved value of the port, the text field by its index and the scroll view by its
    /// place on the screen.
    public struct VerificationState: Hashable {
        var keyboardShowing: Bool
        var keyboardFrame: CGRect
        var animationDuration: TimeInterval
        var textFieldView: FieldReference?
        var topViewBeginOrigin: CGPoint?
        var hasRootViewController: Bool
        var lastScrollView: ViewReference<ScrollView>?
        var startingContentInsets: UIEdgeInsets
        var startingScrollIndicatorInsets: UIEdgeInsets
        var startingContentOffset: CGPoint
        var movedDistance: CGFloat
        var hasPendingAdjustRequest: Bool
    }

    public var verificationState: VerificationState {
        get {
            VerificationState(
                keyboardShowing: keyboardShowing, keyboardFrame: keyboardFrame,
                animationDuration: animationDuration, textFieldView: textFieldView.map(FieldReference.init),
                topViewBeginOrigin: topViewBeginOrigin, hasRootViewController: hasRootViewController,
                lastScrollView: lastScrollView.map(ViewReference.init),
                startingContentInsets: startingContentInsets,
                startingScrollIndicatorInsets: startingScrollIndicatorInsets,
                startingContentOffset: startingContentOffset, movedDistance: movedDistance,
                hasPendingAdjustRequest: hasPendingAdjustRequest)
        }
        set {
            keyboardShowing = newValue.keyboardShowing
            keyboardFrame = newValue.keyboardFrame
            animationDuration = newValue.animationDuration
            textFieldView = newValue.textFieldView?.field
            topViewBeginOrigin = newValue.topViewBeginOrigin
            hasRootViewController = newValue.hasRootViewController
            lastScrollView = newValue.lastScrollView?.view
            startingContentInsets = newValue.startingContentInsets
            startingScrollIndicatorInsets = newValue.startingScrollIndicatorInsets
            startingContentOffset = newValue.startingContentOffset
            movedDistance = newValue.movedDistance
            hasPendingAdjustRequest = newValue.hasPendingAdjustRequest
        }
    }
}
