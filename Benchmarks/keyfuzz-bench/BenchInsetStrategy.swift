import Foundation
import KeyboardWorld

/// The textbook's insets as a host-based strategy, reading the notification's `userInfo` as
/// UIKit code does: the same code as ``BenchInsetViewController``, for the `uikit` section.
final class BenchInsetStrategy: KeyboardAvoidanceStrategy {
    private var designedBottom: CGFloat?
    private var activeField: TextField?

    func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) { activeField = textField }
    func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) { activeField = nil }
    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) { adjust(notification, host) }
    func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) { adjust(notification, host) }

    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        scrollView.contentInset.bottom = designed(scrollView)
        scrollView.verticalScrollIndicatorInsets.bottom = 0
    }

    private func designed(_ scrollView: ScrollView) -> CGFloat {
        if let designedBottom { return designedBottom }
        designedBottom = scrollView.contentInset.bottom
        return scrollView.contentInset.bottom
    }

    private func adjust(_ notification: KeyboardNotification, _ host: KeyboardHost) {
        guard let userInfo = notification.userInfo,
            let endFrame = userInfo[KeyboardNotification.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        let scrollView = host.scrollView
        let base = designed(scrollView)
        let screen = host.screen
        let docked = endFrame.intersects(screen.bounds) && endFrame.maxY >= screen.bounds.maxY
        var overlap: CGFloat = 0
        if docked {
            let keyboard = scrollView.convert(endFrame, from: screen.coordinateSpace)
            overlap = max(0, scrollView.bounds.maxY - keyboard.minY)
        }
        let extra = max(0, overlap - (scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom))
        scrollView.contentInset.bottom = base + extra
        scrollView.verticalScrollIndicatorInsets.bottom = extra
        let isLocal = userInfo[KeyboardNotification.keyboardIsLocalUserInfoKey] as? Bool ?? true
        if docked && isLocal, let activeField {
            scrollView.scrollRectToVisible(activeField.frame, animated: true)
        }
    }
}
