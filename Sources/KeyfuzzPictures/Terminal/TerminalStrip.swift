import Foundation
import KeyboardWorld

/// A compact terminal picture of a trace: one line per step, so a failure is visible in a CI log.
///
/// Each line holds the step, a bar of the window's height laid on its side (top at the left,
/// bottom at the right, each cell `window height / width` points), then the numbers in window
/// coordinates:
///
/// ```
/// #0 tap(11)         │▒▒▒···················[]████████████████│ kb 516  field 11 472...516  inset 204   offset 311  queued 2
/// #2 dismiss         │▒▒▒···································░░│ kb -    field -             inset 0     offset 141  queued 2
/// #7 finishAnimation │▒▒▒·····································│ kb -    field -             inset -204  offset 0              ✗ drift
/// ```
///
/// and, for a field left under the keyboard (`naive`):
///
/// ```
/// #1 finishAnimation │▒▒▒▒····················xxx█████████████│ kb 407  field 5! 404...448  inset 0  offset 0  ✗ hidden-field
/// ```
///
/// Legend of the bar (the first that applies wins):
/// - `[` `=` `]` the focused field: the cells whose middles it covers (`I` when that is one
///   cell or none: the cell of its middle); `x` for those of its cells outside the visible band
///   (hidden under the keyboard or a bar, or outside the scroll view); `<` or `>` when it lies
///   wholly above or below the window. Without a focused field, the field a violation names is
///   drawn instead.
/// - `█` the keyboard's part on screen (docked, a hardware keyboard's bar, or floating).
/// - `▒` fixed chrome: status bar, navigation bar, tab bar.
/// - `░` the scroll view's adjusted bottom inset (where it is not under the keyboard).
/// - `·` the visible band: what the user can see of the scroll view.
/// - blank: the rest (behind the scroll view, or outside it).
///
/// When the case waits or its strategy defers work (`Trace.showsTime`), a column after the step
/// gives the clock at its end (`t=0.260`).
///
/// Numbers: `kb` the keyboard's top (`hw` for a hardware keyboard's bar, `float` for a floating
/// keyboard, a `*` for another app's keyboard, `-` when hidden); `field` the field's index (`!` when a violation names it) and its
/// top...bottom; `inset` the scroll view's `contentInset.bottom`; `offset` its `contentOffset.y`;
/// `queued` the did-notifications still queued; `✗` the invariants broken at the step.
public enum TerminalStrip {
    /// The legend of `lines`, one line, to print above them.
    public static let legend =
        "bar = window, top at left: [=] field (x hidden)  █ keyboard  ▒ bars  ░ bottom inset  · visible band"

    /// The picture of `trace`, one line per step, columns aligned.
    ///
    /// A case of more than 49 steps shows its first 24 and last 24 steps and the failing steps
    /// between them (at most 24); one line such as `… 99,940 steps not drawn (#30 … #99,969) …`
    /// stands for each run of steps left out.
    ///
    /// - Parameters:
    ///   - scenario: The case's scenario: it supplies the fields' rects.
    ///   - trace: A run's trace (`recordsTrace: true`).
    ///   - width: The bar's width in cells (clamped to 8...500).
    /// - Returns: One line per step shown or run of steps left out, without newlines.
    public static func lines(scenario: Scenario, trace: Trace, width: Int = 40) -> [String] {
        let cells = Swift.min(Swift.max(8, width), 500)
        let items = StepExcerpt.items(trace.steps)
        let timed = trace.showsTime
        let rows = items.compactMap { item -> [String]? in
            guard case .step(let step) = item else { return nil }
            var columns = row(StepGeometry(scenario: scenario, snapshot: step.geometry), step, cells)
            if timed { columns.insert(step.time.clockText, at: 1) }
            return columns
        }
        guard let columnCount = rows.first?.count else { return [] }
        var widths = Array(repeating: 0, count: columnCount)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = Swift.max(widths[i], cell.count) }
        }
        var nextRow = rows.makeIterator()
        return items.compactMap { item in
            switch item {
            case .omitted(let omitted): omitted.text
            case .step: nextRow.next().map { aligned($0, widths, barColumn: timed ? 2 : 1) }
            }
        }
    }

    /// One step's columns padded to `widths`, without trailing spaces: one space up to the bar
    /// and after it, two between the numbers.
    private static func aligned(_ row: [String], _ widths: [Int], barColumn: Int) -> String {
        var line = ""
        for (i, cell) in row.enumerated() {
            let isLast = i == row.count - 1
            line += isLast ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            if !isLast { line += i <= barColumn ? " " : "  " }
        }
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }

    /// `lines` joined, each ending in a newline.
    public static func text(scenario: Scenario, trace: Trace, width: Int = 40) -> String {
        lines(scenario: scenario, trace: trace, width: width).map { $0 + "\n" }.joined()
    }

    /// The columns of one step's line.
    private static func row(_ g: StepGeometry, _ step: TraceStep, _ cells: Int) -> [String] {
        let title = "#\(step.index) " + (step.action.map { "\($0)" } ?? "end") + (step.performed ? "" : " (no-op)")
        let faultField = step.violations.flatMap(Fault.of).compactMap { fault -> Int? in
            switch fault {
            case .field(let index, _), .caret(let index, _, _): index
            default: nil
            }
        }.first
        let shownField = g.snapshot.focusedField ?? faultField
        let fieldRect = shownField.flatMap(g.field)

        let keyboardText: String
        if let top = g.keyboardTopInWindow {
            let prefix = g.placement == .floating ? "float" : g.isHardwareBar ? "hw" : "kb"
            // `kb*`: another app's keyboard (not local).
            keyboardText = "\(prefix)\(g.snapshot.keyboardIsLocal ? "" : "*") \(numberText(top))"
        } else {
            keyboardText = "kb -"
        }
        var fieldText = "field -"
        if let index = shownField, let r = fieldRect {
            let mark = faultField == index ? "!" : ""
            fieldText = "field \(index)\(mark) \(numberText(r.y))...\(numberText(r.bottom))"
        }
        var columns = [
            title, "│" + bar(g, fieldRect, cells) + "│", keyboardText, fieldText,
            "inset \(TraceFormat.number(g.contentInset.bottom))",
            "offset \(TraceFormat.number(g.snapshot.contentOffset.y))",
            g.snapshot.queuedNotifications > 0 ? "queued \(g.snapshot.queuedNotifications)" : "",
        ]
        var broken: [String] = []
        for violation in step.violations where !broken.contains(violation.invariant.rawValue) {
            broken.append(violation.invariant.rawValue)
        }
        columns.append(broken.isEmpty ? "" : "✗ " + broken.joined(separator: ", "))
        return columns
    }

    /// The bar: `cells` characters over the window's height.
    private static func bar(_ g: StepGeometry, _ field: Rect?, _ cells: Int) -> String {
        let height = g.window.height
        guard height.isFinite, height > 0 else { return String(repeating: "?", count: cells) }
        let cell = height / Double(cells)
        let keyboard = g.keyboardOnScreen.map { (top: $0.y - g.window.y, bottom: $0.bottom - g.window.y) }
        let sv = g.scrollView
        let insetBottom = Double(g.adjustedInset.bottom)
        let inset = insetBottom > 0 ? (top: sv.bottom - insetBottom, bottom: sv.bottom) : nil
        let band = g.band
        var chars: [Character] = (0..<cells).map { k in
            let c = (Double(k) + 0.5) * cell
            if let keyboard, c >= keyboard.top, c < keyboard.bottom { return "█" }
            if c < g.chromeTop || c >= g.chromeBottom { return "▒" }
            if let inset, c >= inset.top, c < inset.bottom { return "░" }
            if let band, c >= band.top, c < band.bottom { return "·" }
            return " "
        }
        if let field, field.isFinite {
            if field.bottom <= 0 {
                chars[0] = "<"
            } else if field.y >= height {
                chars[cells - 1] = ">"
            } else {
                // The cells whose centres lie in the field, like the fills; at least the cell of its middle.
                // Positions in cells, clamped before converting so that no value can trap.
                func cellPosition(_ y: Double) -> Double { Swift.min(Swift.max(y / cell, -1), Double(cells) + 1) }
                var first = Swift.max(0, Int((cellPosition(field.y) - 0.5).rounded(.up)))
                var last = Swift.min(cells - 1, Int((cellPosition(field.bottom) - 0.5).rounded(.up)) - 1)
                if last < first {
                    let middle = Swift.min(cells - 1, Swift.max(0, Int(cellPosition((field.y + field.bottom) / 2).rounded(.down))))
                    (first, last) = (middle, middle)
                }
                for k in first...last { chars[k] = "=" }
                if first == last {
                    chars[first] = "I"
                } else {
                    chars[first] = "["
                    chars[last] = "]"
                }
                // A cell of the field the user cannot see (outside the visible band) is an `x`.
                for k in first...last {
                    let c = first == last ? (field.y + field.bottom) / 2 : (Double(k) + 0.5) * cell
                    if !(band.map { c >= $0.top && c < $0.bottom } ?? false) { chars[k] = "x" }
                }
            }
        }
        return String(chars)
    }
}
