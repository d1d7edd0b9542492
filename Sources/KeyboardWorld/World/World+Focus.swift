import Foundation

extension World {
    /// Moves focus to field `index` (SPEC section 5): end editing the old field, begin the new
    /// one, the system's scroll-to-focus, then the keyboard transition.
    func focus(_ index: Int) {
        if let old = focusedIndex {
            focusedIndex = nil
            callStrategy("textFieldDidEndEditing(field \(old))") { $0.textFieldDidEndEditing(textFields[old], host: host) }
        }
        focusedIndex = index
        motionRecord = nil
        callStrategy("textFieldDidBeginEditing(field \(index))") { $0.textFieldDidBeginEditing(textFields[index], host: host) }
        guard focusedIndex == index else { return }  // the strategy resigned it at once
        if scenario.systemScrollsToFocus {
            let before = scrollView.contentOffset.y
            // UIKit animates it: the offset is the target at once, the animation runs on.
            if scrollView.scrollToVisible(textFields[index].frame) { startScrollAnimation("system scroll-to-focus") }
            traceEvent(.world("system scrollRectToVisible(field \(index)): contentOffset.y \(TraceFormat.number(before)) → \(TraceFormat.number(scrollView.contentOffset.y))"))
        }
        isHiddenFieldArmed = true
        transitionToFocusedKeyboard()
    }

    /// Resigns the first responder and posts the hide transition; false when nothing was focused.
    /// - Parameters:
    ///   - zeroRect: End the hide at `CGRect.zero` (an interactive dismissal can).
    ///   - dragBegan: The dismissal of `keyboardDismissMode = .onDrag` (`World+Profiles.swift`).
    func dismissFocus(zeroRect: Bool = false, dragBegan: Bool = false) -> Bool {
        guard let old = focusedIndex else { return false }
        focusedIndex = nil
        callStrategy("textFieldDidEndEditing(field \(old))") { $0.textFieldDidEndEditing(textFields[old], host: host) }
        if keyboardPlacement != .hidden {
            postDismissal(zeroRect: zeroRect, dragBegan: dragBegan)
        } else {
            postPhoneHardwareHide(for: textFields[old])
        }
        return true
    }
}
