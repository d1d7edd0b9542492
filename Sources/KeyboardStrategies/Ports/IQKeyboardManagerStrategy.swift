import Foundation
import KeyboardWorld

/// `iq-keyboard-manager`: the core distance logic of IQKeyboardManager (hackiftekhar/
/// IQKeyboardManager, Swift), the library apps drop in for every screen — move the root view up
/// when the first responder is not in a scroll view, scroll (and inset) the nearest scroll view
/// when it is, keep 10 pt between the field and the keyboard, restore on hide.
///
/// Ports, at the commits the stored copies come from (line numbers counted by hand, ±2):
/// - `IQKeyboardManagerSwift/IQKeyboardManager+Position.swift` @2e11b2c: `adjustPosition()`
///   (L159-653: the keyboard size grown by the distance and intersected with the window, the top
///   and bottom guides, `move`, the nearest scroll view with scrolling enabled, the
///   `lastScrollView` bookkeeping, the scroll loop outward, the bottom inset less the scroll
///   view's `safeAreaInsets.bottom`, the root view moved by at most the keyboard's height) and
///   `restorePosition()` (L655-692);
/// - `IQKeyboardManager+UIKeyboardNotification.swift` @11a2e6b: `keyboardWillShow` (saves the
///   root view's origin only when none is saved; adjusts only when the frame differs from the
///   last one), `keyboardWillHide` (restores the scroll view, clamps every scroll view to its
///   maximum offset, restores the root view, forgets the frame), `keyboardDidHide` (forgets the
///   origin);
/// - `IQKeyboardManager+UITextFieldViewNotification.swift` @441b954:
///   `textFieldViewDidBeginEditing` (saves the origin if none is saved; adjusts when the
///   keyboard is showing) and `textFieldViewDidEndEditing`;
/// - `IQKeyboardManager.swift`: `keyboardDistanceFromTextField = 10`, and
///   `disabledDistanceHandlingClasses` holding `UITableViewController` (the library does nothing
///   there: issue #679).
///
/// What the port leaves out, and why: `adjustPosition` runs at once where the library enqueues
/// it on the main queue (`optimizedAdjustPosition`, the world has no run loop on this branch);
/// the auto toolbar (and its text-view resign/become cycle) is off; a text view's own content
/// inset (L530-588) is not modelled (text views here have none); form and page sheets do not
/// occur. The library is a singleton observing the keyboard since launch: on a screen pushed
/// while the keyboard is up it already knows the keyboard is showing, which the port reads from
/// `view.keyboardLayoutGuide` as the screen appears.
///
/// The checker reports (issue numbers of the library's tracker; seeded in `Seeds/`):
/// - `drift`: the root view is left moved. `keyboardDidHide` forgets the saved origin; arriving
///   late (after a new show moved the root view), the next begin-editing saves the *moved*
///   origin, which later hides restore to (#1421, where a text view's reversed event order
///   makes the same save land on a moved root); and a show before the last hide's
///   did-notification leaves `rootViewController` unset, so the next hide restores nothing;
/// - `hidden-field`: under `contentInsetAdjustmentBehavior = .never` on a notched phone the
///   inset is reduced by the scroll view's `safeAreaInsets.bottom` although nothing adjusts for
///   it, so the bottom fields end under the keyboard (#1904); in a form nested in a scrolling
///   page only the inner scroll view is inset, the page is scrolled beyond its range and snaps
///   back (#965, #144); the caret of a text view is not followed while the user types (#309).
public final class IQKeyboardManagerStrategy: KeyboardAvoidanceStrategy {
    public static var supportedShapes: [ScreenShape] { ScreenShape.allCases }

    /// `keyboardDistanceFromTextField` (IQKeyboardManager.swift).
    static let keyboardDistanceFromTextField: CGFloat = 10

    // State of the singleton (the associated objects of the library's extensions).
    var keyboardShowing = false
    var keyboardFrame: CGRect = .zero
    var textFieldView: TextField?
    /// `topViewBeginOrigin`; nil stands for `kIQCGPointInvalid`.
    var topViewBeginOrigin: CGPoint?
    /// `rootViewController`: set when the origin is saved, cleared by `restorePosition`.
    var hasRootViewController = false
    var lastScrollView: ScrollView?
    var startingContentInsets: UIEdgeInsets = .zero
    var startingScrollIndicatorInsets: UIEdgeInsets = .zero
    var startingContentOffset: CGPoint = .zero
    var movedDistance: CGFloat = 0

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

    public func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) {
        textFieldView = nil
    }

    public func textViewDidEndEditing(_ textView: TextField, host: KeyboardHost) {
        textFieldView = nil
    }

    private func textFieldViewDidBeginEditing(_ field: TextField, host: KeyboardHost) {
        textFieldView = field
        guard isEnabled(host) else {
            restorePosition(host)
            topViewBeginOrigin = nil
            return
        }
        if topViewBeginOrigin == nil {  // (Bug ID: #5)
            hasRootViewController = true
            topViewBeginOrigin = host.view.frame.origin
        }
        if keyboardShowing {
            adjustPosition(host)  // optimizedAdjustPosition(): run at once here
        }
    }

    // MARK: Keyboard notifications

    public func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        keyboardShowing = true
        let oldKBFrame = keyboardFrame
        keyboardFrame = notification.frameEnd
        guard isEnabled(host) else {
            restorePosition(host)
            topViewBeginOrigin = nil
            return
        }
        if textFieldView != nil, topViewBeginOrigin == nil {  // (Bug ID: #5)
            hasRootViewController = true
            topViewBeginOrigin = host.view.frame.origin
        }
        // If last restored keyboard size is different (any orientation occurs), then refresh.
        if keyboardFrame != oldKBFrame, keyboardShowing, textFieldView != nil {
            adjustPosition(host)
        }
    }

    public func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        keyboardShowing = false
        guard isEnabled(host) else { return }
        if let lastScrollView {
            if lastScrollView.contentInset != startingContentInsets {
                lastScrollView.contentInset = startingContentInsets
                lastScrollView.verticalScrollIndicatorInsets = startingScrollIndicatorInsets
            }
            // `shouldRestoreScrollViewContentOffset` is false by default: the offset stays.
            var superScrollView: ScrollView? = lastScrollView
            while let scrollView = superScrollView {
                let contentHeight = Swift.max(scrollView.contentSize.height, scrollView.frame.size.height)
                let minimumY = contentHeight - scrollView.frame.size.height
                if minimumY < scrollView.contentOffset.y {
                    scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: minimumY)
                }
                superScrollView = scrollView.superview(ofType: ScrollView.self)
            }
        }
        restorePosition(host)
        lastScrollView = nil
        keyboardFrame = .zero
        startingContentInsets = .zero
        startingScrollIndicatorInsets = .zero
        startingContentOffset = .zero
    }

    public func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        topViewBeginOrigin = nil
        keyboardFrame = .zero
    }

    /// The singleton knew the keyboard was showing before this screen appeared (see above).
    public func viewWillAppear(host: KeyboardHost) {
        let guide = host.view.convert(host.view.keyboardLayoutGuide.layoutFrame, to: nil)
        let window = host.window
        guard guide.origin.y < window.bounds.size.height - window.safeAreaInsets.bottom - 0.5 else { return }
        keyboardShowing = true
        keyboardFrame = window.convert(guide, to: host.screen.coordinateSpace)
    }

    // MARK: Position

    /// `adjustPosition()` (Position.swift L159-653).
    private func adjustPosition(_ host: KeyboardHost) {
        guard let textFieldView else { return }
        let window = host.window
        let textFieldViewRectInWindow = textFieldView.convert(textFieldView.bounds, to: nil)
        // The root view's superview sits at the window's origin: its space is the window's.
        let textFieldViewRectInRootSuperview = textFieldViewRectInWindow
        var rootViewOrigin = host.view.frame.origin
        let newKeyboardDistanceFromTextField = Self.keyboardDistanceFromTextField

        // The keyboard grown by the distance, intersected with the window (Bug ID: #469),
        // both in the screen's coordinates.
        var kbFrame = keyboardFrame
        kbFrame.origin.y -= newKeyboardDistanceFromTextField
        kbFrame.size.height += newKeyboardDistanceFromTextField
        let intersectRect = kbFrame.intersection(window.frame)
        let kbSize = intersectRect.isNull ? CGSize(width: kbFrame.size.width, height: 0) : intersectRect.size

        let navigationBarAreaHeight = host.statusBarHeight + (host.navigationBarFrame?.size.height ?? 0)
        let layoutAreaHeight = host.view.layoutMargins.bottom
        let topLayoutGuide = Swift.max(navigationBarAreaHeight, layoutAreaHeight) + 5
        let bottomLayoutGuide = textFieldView.isTextView ? 0 : host.view.layoutMargins.bottom

        // Move positive = textField is hidden; negative = textField is showing.
        var move = Swift.min(textFieldViewRectInRootSuperview.minY - topLayoutGuide,
                             textFieldViewRectInWindow.maxY - (window.frame.size.height - kbSize.height) + bottomLayoutGuide)

        // The nearest scroll view whose scrolling is enabled (Bug ID: #285).
        var superScrollView: ScrollView? = textFieldView.enclosingScrollView
        while let view = superScrollView, !view.isScrollEnabled {
            superScrollView = view.superview(ofType: ScrollView.self)
        }

        if let lastScrollView {
            if superScrollView == nil {
                if lastScrollView.contentInset != startingContentInsets {
                    lastScrollView.contentInset = startingContentInsets
                    lastScrollView.verticalScrollIndicatorInsets = startingScrollIndicatorInsets
                }
                startingContentInsets = .zero
                startingScrollIndicatorInsets = .zero
                startingContentOffset = .zero
                self.lastScrollView = nil
            } else if superScrollView !== lastScrollView {
                if lastScrollView.contentInset != startingContentInsets {
                    lastScrollView.contentInset = startingContentInsets
                    lastScrollView.verticalScrollIndicatorInsets = startingScrollIndicatorInsets
                }
                self.lastScrollView = superScrollView
                if let scrollView = superScrollView {
                    startingContentInsets = scrollView.contentInset
                    startingContentOffset = scrollView.contentOffset
                    startingScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets
                }
            }
        } else if let scrollView = superScrollView {
            lastScrollView = scrollView
            startingContentInsets = scrollView.contentInset
            startingContentOffset = scrollView.contentOffset
            startingScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets
        }

        // Special case for scroll views: set the offset that shows the field, outward.
        if let lastScrollView {
            var lastView: CoordinateSpace = textFieldView
            var lastViewFrame = textFieldView.bounds
            var superScrollView: ScrollView? = lastScrollView
            while let scrollView = superScrollView {
                var shouldContinue = false
                if move > 0 {
                    shouldContinue = move > (-scrollView.contentOffset.y - scrollView.contentInset.top)
                } else {
                    shouldContinue = textFieldViewRectInRootSuperview.origin.y < topLayoutGuide
                    if shouldContinue {
                        move = Swift.min(0, textFieldViewRectInRootSuperview.origin.y - topLayoutGuide)
                    }
                }
                guard shouldContinue else {
                    move = 0
                    break
                }
                var nextScrollView = scrollView.superview(ofType: ScrollView.self)
                while let view = nextScrollView, !view.isScrollEnabled {
                    nextScrollView = view.superview(ofType: ScrollView.self)
                }
                let lastViewRect = scrollView.convert(lastViewFrame, from: lastView)
                var shouldOffsetY = scrollView.contentOffset.y - Swift.min(scrollView.contentOffset.y, -move)
                shouldOffsetY = Swift.min(shouldOffsetY, lastViewRect.origin.y)
                if textFieldView.isTextView, nextScrollView == nil, shouldOffsetY >= 0 {
                    let currentTextFieldViewRect = textFieldView.convert(textFieldView.bounds, to: nil)
                    let expectedFixDistance = currentTextFieldViewRect.minY - topLayoutGuide
                    shouldOffsetY = Swift.min(shouldOffsetY, scrollView.contentOffset.y + expectedFixDistance)
                    move = 0
                } else {
                    move -= (shouldOffsetY - scrollView.contentOffset.y)
                }
                let newContentOffset = CGPoint(x: scrollView.contentOffset.x, y: shouldOffsetY)
                if scrollView.contentOffset != newContentOffset {
                    scrollView.contentOffset = newContentOffset  // inside UIView.animate: set at once
                }
                lastView = scrollView
                lastViewFrame = scrollView.bounds
                superScrollView = nextScrollView
            }

            // Updating contentInset.
            let lastScrollViewRect = lastScrollView.convert(lastScrollView.bounds, to: nil)
            var bottomInset = kbSize.height - (window.frame.size.height - (lastScrollViewRect.origin.y + lastScrollViewRect.size.height))
            var bottomScrollIndicatorInset = bottomInset - newKeyboardDistanceFromTextField
            bottomInset = Swift.max(startingContentInsets.bottom, bottomInset)
            bottomScrollIndicatorInset = Swift.max(startingScrollIndicatorInsets.bottom, bottomScrollIndicatorInset)
            bottomInset -= lastScrollView.safeAreaInsets.bottom
            bottomScrollIndicatorInset -= lastScrollView.safeAreaInsets.bottom
            var movedInsets = lastScrollView.contentInset
            movedInsets.bottom = bottomInset
            if lastScrollView.contentInset != movedInsets {
                lastScrollView.contentInset = movedInsets
                lastScrollView.verticalScrollIndicatorInsets.bottom = bottomScrollIndicatorInset
            }
        }

        if move >= 0 {
            rootViewOrigin.y = Swift.max(rootViewOrigin.y - move, Swift.min(0, -(kbSize.height - newKeyboardDistanceFromTextField)))
            if host.view.frame.origin != rootViewOrigin {
                host.view.frame.origin = rootViewOrigin
            }
            movedDistance = (topViewBeginOrigin?.y ?? 0) - rootViewOrigin.y
        } else {
            let disturbDistance = rootViewOrigin.y - (topViewBeginOrigin?.y ?? 0)
            if disturbDistance <= 0 {
                rootViewOrigin.y -= Swift.max(move, disturbDistance)
                if host.view.frame.origin != rootViewOrigin {
                    host.view.frame.origin = rootViewOrigin
                }
                movedDistance = (topViewBeginOrigin?.y ?? 0) - rootViewOrigin.y
            }
        }
    }

    /// `restorePosition()` (Position.swift L655-692): the root view back to its saved origin,
    /// when an origin and the root view controller are known.
    private func restorePosition(_ host: KeyboardHost) {
        guard let topViewBeginOrigin, hasRootViewController else { return }
        if host.view.frame.origin != topViewBeginOrigin {
            host.view.frame.origin = topViewBeginOrigin
        }
        movedDistance = 0
        hasRootViewController = false
    }
}
