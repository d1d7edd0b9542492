import Foundation

extension ScreenSnapshot {
    /// The parts of the geometry line that only screens other than one plain scroll view have
    /// (none for today's shape, so its traces read as before): the shape, the page, the header,
    /// footer or form view, translucent bars, the caret, and a covering screen.
    public var textParts: [String] {
        let n = TraceFormat.number
        var parts: [String] = []
        if shape != .scrollForm { parts.append("shape \(shape.rawValue)") }
        if barStyle == .translucent { parts.append("bars translucent (unsafe top \(n(unsafeTop)), bottom \(n(unsafeBottom)))") }
        if let page = pageFrame {
            parts.append(
                "page.frame \(TraceFormat.rect(page)) inset \(TraceFormat.insets(pageContentInset)) adjusted \(TraceFormat.insets(pageAdjustedContentInset)) offset \(n(pageContentOffset))"
            )
        }
        if let header = headerFrame { parts.append("header.frame \(TraceFormat.rect(header))") }
        if let footer = footerFrame { parts.append("footer.frame \(TraceFormat.rect(footer))") }
        if let form = formViewFrame { parts.append("form.frame \(TraceFormat.rect(form))") }
        if let caret = caretFrame {
            parts.append("caret line \(caretLine ?? 0) at \(n(caret.minY))...\(n(caret.maxY))")
        }
        if isCovered { parts.append(isOtherFieldFocused ? "covered (its field focused)" : "covered") }
        return parts
    }
}
