import Foundation

/// A `UITableViewController` avoids the keyboard by itself (the `tableController` shape;
/// docs/world-rules.md, "Containers"): when the keyboard has finished showing or changing
/// (`keyboardDidShow`, `keyboardDidChangeFrame`) it sets the table's bottom inset to the
/// designer's plus the docked keyboard's overlap with the table, less the safe-area part
/// `adjustedContentInset` already holds, and scrolls the first responder's row visible (for a
/// text view, the line being edited); on
/// `keyboardWillHide` it restores the designer's inset. It registered before the screen's own
/// code, so it runs first. It reads the keyboard UIKit shows at that moment, not the
/// notification's frames, so a late did-notification cannot leave a stale inset behind.
///
/// Sources: openradar 13836932 (the inset is set once the keyboard finished animating in),
/// 35572084 (also under `.never`), 23687553 (not when the keyboard was up as the controller
/// appeared: no notification comes then); IQKeyboardManager #679 (it disables itself in table
/// view controllers for this reason); openradar 4967 ("doubly adjusted" insets when app code adds its own).
extension World {
    /// The controller's handling of `note`, before the screen's observers get it.
    func tableControllerObserve(_ note: KeyboardNotification) {
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
