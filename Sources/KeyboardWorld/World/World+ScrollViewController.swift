import Foundation

/// The keyboard avoidance a `UITableViewController` or `UICollectionViewController` does by
/// itself (the `tableController` shape, for both: UIKit runs the same code; docs/world-rules.md,
/// "Table and collection view controllers"), under either rule of ``ControllerKeyboardAvoidance``.
///
/// `systemInset`, what UIKit does for apps linked on iOS 11 and later, from decompiled UIKitCore
/// of iOS 26.1 (`UITableViewController.m`, `UICollectionViewController.m`,
/// `UIAutoRespondingScrollViewControllerKeyboardSupport.m`, `UIScrollView.m`, `UITableView.m`,
/// `UICollectionView.m`, `UIKeyboardSceneDelegate.m`):
/// - `viewWillAppear` (after `super`) registers for the keyboard's notifications and adjusts,
///   unanimated, for the keyboard on screen at that moment, measured against a view that is
///   not in a window yet (Apple: `viewWillAppear` is called "before the view controller's view
///   is about to be added to a view hierarchy"), so the adjustment there is always zero: it
///   takes back whatever was left while the screen was away. `viewWillDisappear` unregisters
///   and marks the view disappearing (a pending removal then does nothing).
/// - will-show and did-change-frame adjust for the notification's end frame (the view must be in
///   a window) and cancel a pending removal; will-hide schedules an adjustment for the keyboard
///   on screen then (none) one turn later; did-show and did-hide do nothing.
/// - The adjustment is the docked keyboard's overlap with the scroll view (its bottom less the
///   keyboard's top, not clamped), less the bottom safe area `.automatic` gives it; it goes into
///   the system's part of `adjustedContentInset`, never into `contentInset`, and is not applied
///   under `.never`. Only the offset's clamp to the new range follows; then, when the
///   adjustment is not zero, the table (or collection view) scrolls the first responder's row
///   (or item) minimally into view, animated.
///
/// `contentInset`, the legacy rule seed files without the key replay: see `legacyObserve`.
extension World {
    /// The controller's own state: UIKit's `UIAutoRespondingScrollViewControllerKeyboardSupport`.
    struct ControllerKeyboardState: Equatable {
        /// Registered for the keyboard's notifications (between `viewWillAppear` and
        /// `viewWillDisappear`).
        var isRegistered = false
        /// `viewWillDisappear` has run and no `viewWillAppear` since.
        var isDisappearing = false
        /// The adjustment last applied (UIKit's `lastAdjustment`).
        var lastAdjustment: CGFloat = 0
        /// A will-hide's removal is scheduled for the next turn and not cancelled.
        var isRemovalPending = false
    }

    /// The rule the controller follows: the scenario's on a controller screen; UIKit's current
    /// one for a view controller's code that subclasses a table or collection view controller on
    /// another screen.
    var controllerRule: ControllerKeyboardAvoidance {
        scenario.shape.isScrollViewController ? scenario.controllerAvoidance : .systemInset
    }

    /// Whether the world plays the controller's own avoidance itself: for a host-based strategy
    /// on a controller screen. A strategy that plays a whole view controller runs UIKit's
    /// controller classes, which call ``controllerWillAppear()`` and ``controllerWillDisappear()``
    /// from their own `viewWillAppear` and `viewWillDisappear`.
    var worldPlaysScrollViewController: Bool {
        scenario.shape.isScrollViewController && viewControllerCallbacks == nil
    }

    /// `viewWillAppear` of a table or collection view controller: register, then adjust for the
    /// keyboard on screen now, which a view outside any window does not overlap.
    func controllerWillAppear() {
        guard controllerRule == .systemInset else { return }
        controllerKeyboard.isRegistered = true
        controllerKeyboard.isDisappearing = false
        adjustForKeyboard(overlap: 0, animated: false)
    }

    /// `viewWillDisappear` of a table or collection view controller: unregister.
    func controllerWillDisappear() {
        guard controllerRule == .systemInset else { return }
        controllerKeyboard.isRegistered = false
        controllerKeyboard.isDisappearing = true
    }

    /// The controller's handling of `note`, before the screen's observers get it (keyfuzz's
    /// order: UIKit delivers its private notifications to the controller; the sources do not say
    /// whether before or after the public ones).
    func controllerObserve(_ note: KeyboardNotification) {
        switch controllerRule {
        case .contentInset:
            legacyObserve(note)
        case .systemInset:
            guard controllerKeyboard.isRegistered else { return }
            switch note.name {
            case .keyboardWillShow, .keyboardDidChangeFrame:
                controllerKeyboard.isRemovalPending = false
                guard !controllerKeyboard.isDisappearing, !isCovered else { return }
                adjustForKeyboard(overlap: controllerKeyboardOverlap(endFrame: note.frameEnd), animated: true)
            case .keyboardWillHide:
                controllerKeyboard.isRemovalPending = true
                enqueueSystemTurn(.controllerRemovesKeyboardAdjustment)
            default:
                break
            }
        }
    }

    /// The removal a will-hide scheduled: an adjustment for the keyboard on screen now, unless
    /// a show or frame change cancelled it or the view is disappearing.
    func controllerRemovesKeyboardAdjustment() {
        guard controllerKeyboard.isRemovalPending else { return }
        controllerKeyboard.isRemovalPending = false
        guard !controllerKeyboard.isDisappearing, !isCovered else { return }
        adjustForKeyboard(overlap: controllerKeyboardOverlap(endFrame: nil), animated: true)
    }

    /// UIScrollView's `_adjustForAutomaticKeyboardInfo:animated:lastAdjustment:` with the
    /// table's and collection view's override, for a keyboard overlapping the scroll view by
    /// `overlap` points.
    private func adjustForKeyboard(overlap: CGFloat, animated: Bool) {
        let table = scrollView
        let adjustment = Swift.max(0, overlap - table.safeAreaPart.bottom)
        if adjustment != controllerKeyboard.lastAdjustment {
            controllerKeyboard.lastAdjustment = adjustment
            table.keyboardBottomInsetAdjustment = adjustment
            traceEvent(.world("\(scrollViewControllerClassName): keyboard inset adjustment = \(TraceFormat.number(adjustment))"))
            // `_adjustContentOffsetIfNecessary`: only the clamp into the new range.
            let range = table.validOffsetRange
            if table.contentOffset.y > range.maxY {
                table.contentOffset.y = Swift.max(range.minY, range.maxY)
                motionRecord?.noteSystemScroll(toOffsetY: table.contentOffset.y)
            }
        }
        guard adjustment != 0 else { return }
        scrollFirstResponderRowToVisible(animated: animated)
    }

    /// The docked keyboard's overlap with the controller's scroll view, as UIKit's keyboard
    /// scene delegate measures it: zero unless a keyboard is docked on screen; else the scroll
    /// view's bottom less the keyboard's top (window coordinates), never below zero.
    /// - Parameter endFrame: The notification's end frame (screen coordinates); nil for the
    ///   keyboard on screen now.
    ///
    /// An end frame entirely above the screen while a keyboard is docked is AutoFill's misreported
    /// frame (`quickTypeBar = lateAboveScreen`): whether UIKit's private notification carries it
    /// too no source says, and the controller measures the keyboard on screen instead (keyfuzz's
    /// choice).
    private func controllerKeyboardOverlap(endFrame: CGRect?) -> CGFloat {
        guard keyboardPlacement == .docked else { return 0 }
        var frame = endFrame ?? keyboardFrame
        if !frame.isNull, frame.bottomEdge <= 0 { frame = keyboardFrame }
        guard !frame.isNull, !frame.isEmpty else { return 0 }
        let top = frame.origin.y - geometry.windowFrame.origin.y
        return Swift.max(0, scrollView.windowPlacement.verticalSpan.bottom - top)
    }

    /// `_scrollFirstResponderCellToVisible:`: the row holding the first responder scrolled into
    /// the band the insets leave with "a minimum of movement" (Apple's
    /// `UITableView.ScrollPosition.none`): a row taller than the band that already spans it stays
    /// (keyfuzz's reading for rows that cannot be fully visible). UIKit walks the visible cells
    /// for it; whether the first responder's cell counts there once scrolled out of view the
    /// source does not settle, and keyfuzz scrolls to it wherever it is.
    private func scrollFirstResponderRowToVisible(animated: Bool) {
        let table = scrollView
        guard let focused = focusedIndex, textField(at: focused).holder === table else { return }
        let row = textField(at: focused).frame
        let adjusted = table.adjustedContentInset
        let bandTop = table.contentOffset.y + adjusted.top
        let bandBottom = table.contentOffset.y + table.untransformedFrame.size.height - adjusted.bottom
        if row.size.height > bandBottom - bandTop && row.origin.y <= bandTop && row.bottomEdge >= bandBottom { return }
        let before = table.contentOffset.y
        guard table.scrollToVisible(row) else { return }
        motionRecord?.noteSystemScroll(toOffsetY: table.contentOffset.y)
        if animated {
            startScrollAnimation("\(scrollViewControllerClassName) scrolls the first responder's row visible", retargets: true)
        }
        traceEvent(
            .world(
                "\(scrollViewControllerClassName): scrolls the row of field \(focused) visible: contentOffset.y \(TraceFormat.number(before)) → \(TraceFormat.number(table.contentOffset.y))"
            ))
    }

    /// The legacy rule (``ControllerKeyboardAvoidance/contentInset``): when the keyboard has
    /// finished showing or changing (`keyboardDidShow`, `keyboardDidChangeFrame`) the controller
    /// sets the table's bottom inset to the designer's plus the docked keyboard's overlap with the
    /// table, less the safe-area part `adjustedContentInset` already holds, and scrolls the first
    /// responder's row visible (for a text view, the line being edited); on `keyboardWillHide` it
    /// restores the designer's inset. It reads the keyboard on screen at that moment, not the
    /// notification's frames; it does nothing while another screen covers this one.
    ///
    /// Sources: openradar 13836932 (the inset is set once the keyboard finished animating in),
    /// 35572084 (also under `.never`), 23687553 (not when the keyboard was up as the controller
    /// appeared: no notification comes then); IQKeyboardManager #679.
    private func legacyObserve(_ note: KeyboardNotification) {
        guard !isCovered else { return }
        let table = scrollView
        switch note.name {
        case .keyboardDidShow, .keyboardDidChangeFrame:
            let span = table.windowPlacement.verticalSpan
            let overlap = dockedKeyboardTop.map { Swift.max(0, Swift.min(span.bottom - $0, span.height)) } ?? 0
            let safeAreaPart = table.adjustedContentInset.bottom - table.contentInset.bottom
            let bottom = scenario.contentInset.bottom + Swift.max(0, overlap - safeAreaPart)
            if table.contentInset.bottom != bottom || table.verticalScrollIndicatorInsets.bottom != Swift.max(0, overlap - safeAreaPart) {
                table.contentInset.bottom = bottom
                table.verticalScrollIndicatorInsets.bottom = Swift.max(0, overlap - safeAreaPart)
                traceEvent(.world("UITableViewController: contentInset.bottom = \(TraceFormat.number(bottom))"))
            }
            guard dockedKeyboardTop != nil, let focused = focusedIndex, textField(at: focused).holder === table else { return }
            let before = table.contentOffset.y
            // A text view's row: the line being edited (a tall cell's top would hide the caret).
            let field = textField(at: focused)
            table.scrollToVisible(
                field.isTextView ? field.caretRect.offsetBy(dx: field.frame.origin.x, dy: field.frame.origin.y) : field.frame)
            if table.contentOffset.y != before {
                traceEvent(
                    .world(
                        "UITableViewController: scrolls the row of field \(focused) visible: contentOffset.y \(TraceFormat.number(before)) → \(TraceFormat.number(table.contentOffset.y))"
                    ))
            }
        case .keyboardWillHide:
            guard table.contentInset.bottom != scenario.contentInset.bottom || table.verticalScrollIndicatorInsets.bottom != 0 else {
                return
            }
            table.contentInset.bottom = scenario.contentInset.bottom
            table.verticalScrollIndicatorInsets.bottom = 0
            traceEvent(.world("UITableViewController: contentInset.bottom = \(TraceFormat.number(scenario.contentInset.bottom))"))
        default:
            break
        }
    }
}
