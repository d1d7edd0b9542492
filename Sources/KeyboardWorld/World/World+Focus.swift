import Foundation

extension World {
    /// Moves focus to field `index` (docs/classic-world.md §5): end editing the old field, then for a text
    /// field: begin the new one, the system's scroll-to-focus, then the keyboard transition; for
    /// a text view: the keyboard transition first, then `textViewDidBeginEditing`, and no
    /// system scroll (docs/world-rules.md, "Text views").
    func focus(_ index: Int) {
        if let old = focusedIndex {
            focusedIndex = nil
            endEditing(old)
        }
        focusedIndex = index
        motionRecord = nil
        let field = textField(at: index)
        field.loadPendingInputTraits()
        if field.isTextView {
            isHiddenFieldArmed = true
            transitionToFocusedKeyboard()
            guard focusedIndex == index else { return }  // a will-handler resigned it
            callStrategy(.fieldHandler("textViewDidBeginEditing", field: index)) { $0.textViewDidBeginEditing(field, host: host) }
            return
        }
        beginEditing(index)
        guard focusedIndex == index else { return }  // the strategy resigned it at once
        isHiddenFieldArmed = true
        transitionToFocusedKeyboard()
    }

    /// The text-field half of a focus change without its keyboard transition:
    /// `textFieldDidBeginEditing`, then UIKit's scroll of the field's nearest scroll view (a field
    /// outside every scroll view is not scrolled to).
    /// - Parameter animated: Whether the scroll animates (UIKit animates it: the offset is the
    ///   target at once, the animation runs on); not while a push brings the screen in.
    func beginEditing(_ index: Int, animated: Bool = true) {
        let field = textField(at: index)
        callStrategy(.fieldHandler("textFieldDidBeginEditing", field: index)) { $0.textFieldDidBeginEditing(field, host: host) }
        guard focusedIndex == index, scenario.systemScrollsToFocus, let scroller = field.enclosingScrollView else { return }
        let before = scroller.contentOffset.y
        if scroller.scrollToVisible(field.frame) && animated { startScrollAnimation("system scroll-to-focus", retargets: true) }
        let which = scroller === scrollView ? "" : " in \(scroller.traceName)"
        traceEvent(
            .world(
                "system scrollRectToVisible(field \(index))\(which): contentOffset.y \(TraceFormat.number(before)) → \(TraceFormat.number(scroller.contentOffset.y))"
            ))
    }

    /// Tells the strategy that field `old` ended editing (it has resigned already).
    func endEditing(_ old: Int) {
        let field = textField(at: old)
        if field.isTextView {
            callStrategy(.fieldHandler("textViewDidEndEditing", field: old)) { $0.textViewDidEndEditing(field, host: host) }
        } else {
            callStrategy(.fieldHandler("textFieldDidEndEditing", field: old)) { $0.textFieldDidEndEditing(field, host: host) }
        }
    }

    /// Resigns the first responder and posts the hide transition; false when nothing was focused.
    /// - Parameters:
    ///   - zeroRect: End the hide at `CGRect.zero` (an interactive dismissal can).
    ///   - dragBegan: The dismissal of `keyboardDismissMode = .onDrag` (`World+Profiles.swift`).
    func dismissFocus(zeroRect: Bool = false, dragBegan: Bool = false) -> Bool {
        guard let old = focusedIndex else { return false }
        focusedIndex = nil
        endEditing(old)
        if keyboardPlacement != .hidden {
            postDismissal(zeroRect: zeroRect, dragBegan: dragBegan)
        } else {
            postPhoneHardwareHide(for: textField(at: old))
        }
        return true
    }

    /// The Return key on field `index`, for a strategy that plays a whole view controller
    /// (``ViewControllerCallbacks``): a text field asks its delegate
    /// (`textFieldShouldReturn`), whose code alone decides what happens (UIKit moves no focus and
    /// ends no editing by itself: Apple's `textFieldShouldReturn(_:)` and Text Programming Guide,
    /// docs/world-rules.md "View controllers"); in a text view Return types a new line.
    func pressReturn(in index: Int, _ callbacks: any ViewControllerCallbacks) -> Bool {
        let field = textField(at: index)
        if field.isTextView { return type(lines: 1) }
        callStrategy(.fieldHandler("textFieldShouldReturn", field: index)) { _ in
            _ = callbacks.textFieldShouldReturn(field, host: host)
        }
        return true
    }

    /// `becomeFirstResponder()` from strategy code: a focus change, unless another screen covers
    /// this one; true when the field is first responder afterwards.
    func becomeFirstResponder(_ index: Int) -> Bool {
        guard !isCovered, scenario.fields.indices.contains(index) else { return false }
        if focusedIndex != index { focus(index) }
        return focusedIndex == index
    }
}
