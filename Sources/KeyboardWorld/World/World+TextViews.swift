import Foundation

/// Typing in a text view (docs/world-rules.md, "Text views"): the caret moves down a line per
/// line typed until the text view's last line; after that the text scrolls inside the text view
/// and the caret stays on its last line. UIKit does not scroll any enclosing scroll view to the
/// caret (openradar 15148548), so keeping it visible is the strategy's job.
extension World {
    /// The caret line of field `index` (0, the first line, for text fields and untouched text views).
    func caretLine(ofField index: Int) -> Int { caretLines.isEmpty ? 0 : caretLines[index] }

    /// `type(lines)`: with a text view of this screen focused, the user types `lines` lines;
    /// then `textViewDidChange`. Arms `hidden-field` (the caret must be visible).
    func type(lines: Int) -> Bool {
        guard let index = focusedIndex, textField(at: index).isTextView, lines > 0 else { return false }
        let field = textField(at: index)
        let last = TextFieldSpec.lastCaretLine(height: field.frame.size.height)
        if caretLines.isEmpty { caretLines = Array(repeating: 0, count: scenario.fields.count) }
        let before = caretLines[index]
        caretLines[index] = before >= last || lines >= last - before ? last : before + lines
        let scrolls = before + lines > last ? " (the text scrolls inside the text view)" : ""
        traceEvent(.world("typed \(lines) line\(lines == 1 ? "" : "s"): caret line \(before) → \(caretLines[index])\(scrolls)"))
        isHiddenFieldArmed = true
        motionRecord = nil
        callStrategy(.fieldHandler("textViewDidChange", field: index)) { $0.textViewDidChange(field, host: host) }
        return true
    }

    /// Field `index`'s caret in window coordinates (its caret rect placed with the field).
    public func caretWindowFrame(ofField index: Int) -> CGRect {
        let field = textField(at: index)
        let caret = field.caretRect
        let frame = windowFrame(ofField: index)
        return CGRect(
            x: frame.origin.x + caret.origin.x, y: frame.origin.y + caret.origin.y,
            width: caret.size.width, height: caret.size.height)
    }
}
