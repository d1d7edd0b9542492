import Foundation
import KeyboardWorld

extension Storyboard {
    /// The storyboard's placement of panels, captions, heading and legend, computed before
    /// anything is written (the root element needs the total size).
    struct Layout {
        static let margin = 16.0
        static let gapX = 20.0
        static let gapY = 22.0
        static let headerHeight = 44.0
        static let minimumColumnWidth = 176.0
        static let captionFontSize = 9.0
        static let captionLineHeight = 11.0
        /// Width of a monospaced glyph per pixel of font size (DejaVu Sans Mono, Menlo: 0.6).
        static let glyphWidth = 0.6
        static let font = "DejaVu Sans Mono, Menlo, Consolas, monospace"

        /// A panel or a note at its place, with its caption.
        struct Placed {
            enum Content {
                case panel(PanelPainter)
                case note(OmittedSteps, width: Double, height: Double)
            }
            var content: Content
            var caption: [CaptionLine]
            var x: Double
            var y: Double

            var height: Double {
                switch content {
                case .panel(let painter): painter.height
                case .note(_, _, let height): height
                }
            }
        }

        let title: String
        let subtitle: String
        var placed: [Placed] = []
        var width = 0.0
        var height = 0.0
        var legendY = 0.0
        var legend: [LegendItem] = []

        /// - Parameter showsTime: Whether captions name the clock (`Trace.showsTime`).
        init(
            scenario: Scenario, items: [StepExcerpt.Item], options: Options, title: String, subtitle: String,
            showsTime: Bool = false
        ) {
            self.title = title
            self.subtitle = subtitle
            let panelHeight = options.panelHeight.isFinite ? Swift.max(60, options.panelHeight) : 300
            let perRow = Swift.max(1, options.panelsPerRow)
            var y = Self.margin + Self.headerHeight
            var widest = 0.0
            var start = 0
            while start < items.count {
                let row = items[start..<Swift.min(start + perRow, items.count)]
                var x = Self.margin
                var rowPlaced: [Placed] = []
                for item in row {
                    let placed = Self.place(
                        item, scenario: scenario, panelHeight: panelHeight, x: x, y: y,
                        showsTime: showsTime)
                    rowPlaced.append(placed.placed)
                    x += placed.columnWidth + Self.gapX
                }
                widest = Swift.max(widest, x - Self.gapX)
                let captionLines = rowPlaced.map(\.caption.count).max() ?? 0
                placed += rowPlaced
                y += panelHeight + 8 + Double(captionLines) * Self.captionLineHeight + Self.gapY
                start += perRow
            }
            let titleWidth = Self.margin + Double(title.count) * 14 * Self.glyphWidth
            let subtitleWidth = Self.margin + Double(subtitle.count) * 10 * Self.glyphWidth
            width = (Swift.max(widest, titleWidth, subtitleWidth, 420) + Self.margin).rounded(.up)
            legendY = y
            let laidOut = LegendItem.layout(width: width - 2 * Self.margin, startX: Self.margin, startY: y)
            legend = laidOut.items
            height = (laidOut.bottom + Self.margin).rounded(.up)
        }

        func render() -> String {
            var w = SVGWriter()
            w.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            w.element(
                "svg",
                [
                    "xmlns": "http://www.w3.org/2000/svg", "width": .number(width), "height": .number(height),
                    "viewBox": .text("0 0 \(SVGWriter.number(width)) \(SVGWriter.number(height))"),
                    "font-family": .text(Self.font),
                ]
            ) { w in
                w.element("title", text: title)
                w.element("rect", ["width": .number(width), "height": .number(height), "fill": "#ffffff"])
                w.element(
                    "text",
                    [
                        "x": .number(Self.margin), "y": .number(Self.margin + 12), "font-size": 14,
                        "font-weight": "bold", "fill": "#1f2328",
                    ], text: title)
                w.element(
                    "text",
                    [
                        "x": .number(Self.margin), "y": .number(Self.margin + 28), "font-size": 10,
                        "fill": "#57606a",
                    ], text: subtitle)
                for panel in placed {
                    switch panel.content {
                    case .panel(let painter):
                        w.comment("step \(painter.step.index): \(painter.step.action.map { "\($0)" } ?? "end of case")")
                    case .note(let omitted, _, _):
                        w.comment("steps \(omitted.firstIndex) to \(omitted.lastIndex) not drawn")
                    }
                    w.element("g", ["transform": .text("translate(\(SVGWriter.number(panel.x)) \(SVGWriter.number(panel.y)))")]) { w in
                        switch panel.content {
                        case .panel(let painter): painter.draw(into: &w)
                        case .note(let omitted, let width, let height): Self.drawNote(omitted, width: width, height: height, into: &w)
                        }
                        var lineY = panel.height + 8 + Self.captionFontSize
                        for line in panel.caption {
                            line.write(into: &w, y: lineY)
                            lineY += Self.captionLineHeight
                        }
                    }
                }
                for item in legend { item.write(into: &w) }
            }
            return w.output
        }

        /// Lays out one item at (`x`, `y`): a step's panel scaled to `panelHeight` with its
        /// caption, or a note of the same height; returns it and the width of its column.
        private static func place(
            _ item: StepExcerpt.Item, scenario: Scenario, panelHeight: Double,
            x: Double, y: Double, showsTime: Bool
        ) -> (placed: Placed, columnWidth: Double) {
            let maxChars = { (columnWidth: Double) in Int(columnWidth / (captionFontSize * glyphWidth)) }
            switch item {
            case .step(let step):
                let geometry = StepGeometry(scenario: scenario, snapshot: step.geometry)
                let screenHeight = geometry.screen.height
                let scale = screenHeight.isFinite && screenHeight > 0 ? panelHeight / screenHeight : 1
                let painter = PanelPainter(geometry: geometry, step: step, scale: scale)
                let columnWidth = Swift.max(painter.width, minimumColumnWidth)
                let caption = CaptionLine.lines(
                    for: step, geometry: geometry, maxChars: maxChars(columnWidth),
                    showsTime: showsTime)
                return (Placed(content: .panel(painter), caption: caption, x: x, y: y), columnWidth)
            case .omitted(let omitted):
                let caption = CaptionLine.wrap(omitted.text, maxChars: maxChars(minimumColumnWidth))
                    .map { CaptionLine(text: $0, style: .heading) }
                let note = Placed.Content.note(omitted, width: minimumColumnWidth, height: panelHeight)
                return (Placed(content: note, caption: caption, x: x, y: y), minimumColumnWidth)
            }
        }

        /// Draws the panel that stands for steps left out: a dashed frame with the count in it.
        private static func drawNote(_ omitted: OmittedSteps, width: Double, height: Double, into w: inout SVGWriter) {
            w.element(
                "rect",
                [
                    "x": 0, "y": 0, "width": .number(width), "height": .number(height), "fill": "#f6f8fa",
                    "stroke": "#8c959f", "stroke-width": 1, "stroke-dasharray": "4 3",
                ])
            let lines = ["…", "\(OmittedSteps.grouped(omitted.count)) step\(omitted.count == 1 ? "" : "s")", "not drawn"]
            for (number, line) in lines.enumerated() {
                w.element(
                    "text",
                    [
                        "x": .number(width / 2), "y": .number(height / 2 + Double(number - 1) * 14 + 4),
                        "font-size": 11, "text-anchor": "middle", "fill": "#57606a",
                    ], text: line)
            }
        }
    }

    /// One line of a panel's caption and its style.
    struct CaptionLine: Equatable {
        enum Style { case heading, body, failure }
        var text: String
        var style: Style

        func write(into w: inout SVGWriter, y: Double) {
            switch style {
            case .heading:
                w.element(
                    "text",
                    [
                        "x": 0, "y": .number(y), "font-size": .number(Layout.captionFontSize),
                        "font-weight": "bold", "fill": "#1f2328",
                    ], text: text)
            case .body:
                w.element(
                    "text",
                    [
                        "x": 0, "y": .number(y), "font-size": .number(Layout.captionFontSize),
                        "fill": "#424a53",
                    ], text: text)
            case .failure:
                w.element(
                    "text",
                    [
                        "x": 0, "y": .number(y), "font-size": .number(Layout.captionFontSize),
                        "fill": .text(Palette.fault),
                    ], text: text)
            }
        }

        /// The caption of `step`: its action (and the clock, when `showsTime`), the
        /// notifications it posted, delivered late or queued, the deferred work that ran, any
        /// snap, the insets and offset, moved views, and the violations, each wrapped to `maxChars`.
        static func lines(
            for step: TraceStep, geometry g: StepGeometry, maxChars: Int,
            showsTime: Bool = false
        ) -> [CaptionLine] {
            var lines: [CaptionLine] = []
            func add(_ text: String, _ style: Style) {
                lines += wrap(text, maxChars: maxChars).map { CaptionLine(text: $0, style: style) }
            }
            let title = step.action.map { "\($0)" } ?? "end of case"
            let clock = showsTime ? " · \(step.time.clockText)" : ""
            add("#\(step.index) \(title)\(step.performed ? "" : " (no-op)")\(clock)", .heading)

            var runs: [(late: Bool, names: [String])] = []
            var notes: [String] = []
            for event in step.events {
                switch event {
                case .notification(let n, let late):
                    let name = short(n.name) + (n.isLocal ? "" : " (not local)")
                    if let last = runs.last, last.late == late {
                        runs[runs.count - 1].names.append(name)
                    } else {
                        runs.append((late, [name]))
                    }
                case .queued(let names):
                    notes.append("queued " + names.map(short).joined(separator: ", "))
                case .snap(let from, let to):
                    notes.append("snap: offset \(TraceFormat.number(from)) → \(TraceFormat.number(to))")
                case .turn(let time, let text) where showsTime && !text.hasPrefix("the keyboard animation"):
                    notes.append("\(time.clockText) \(text)")
                default:
                    break
                }
            }
            if runs.isEmpty { add("no notifications", .body) }
            for run in runs {
                add((run.late ? "delivered late " : "posted ") + run.names.joined(separator: ", "), .body)
            }
            for note in notes { add(note, .body) }

            let inset = g.contentInset
            var geometryLine = "inset "
            if inset.top != 0 { geometryLine += "t \(TraceFormat.number(inset.top)) " }
            geometryLine += "b \(TraceFormat.number(inset.bottom)) · offset \(TraceFormat.number(g.snapshot.contentOffset.y))"
            add(geometryLine, .body)
            if g.rootViewMoved {
                add("view.frame y \(numberText(g.rootView.y)) h \(numberText(g.rootView.height))", .body)
            }
            if g.scrollViewMoved {
                add("scrollView y \(numberText(g.scrollView.y)) h \(numberText(g.scrollView.height)) (window)", .body)
            }
            for violation in step.violations { add(Fault.caption(violation), .failure) }
            return lines
        }

        /// `keyboardWillShow` → `willShow`.
        static func short(_ name: KeyboardNotification.Name) -> String {
            let raw = name.rawValue
            guard raw.hasPrefix("keyboard"), let first = raw.dropFirst("keyboard".count).first else { return raw }
            return first.lowercased() + raw.dropFirst("keyboard".count + 1)
        }

        /// Splits `text` into lines of at most `maxChars` characters, at spaces where it can (SVG
        /// collapses leading spaces, so continuation lines are not indented).
        static func wrap(_ text: String, maxChars: Int) -> [String] {
            let limit = Swift.max(8, maxChars)
            var lines: [String] = []
            var current = ""
            for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
                var word = word
                let candidate = current.isEmpty ? word : current + " " + word
                if candidate.count <= limit {
                    current = candidate
                    continue
                }
                if !current.isEmpty { lines.append(current) }
                while word.count > limit {
                    lines.append(String(word.prefix(limit)))
                    word = String(word.dropFirst(limit))
                }
                current = word
            }
            if !current.isEmpty || lines.isEmpty { lines.append(current) }
            return lines
        }
    }

    /// One entry of the legend under the panels: a swatch and what it means.
    struct LegendItem {
        var x: Double
        var y: Double
        var label: String
        var fill: String
        var stroke: String
        var strokeWidth: Double
        var dashed: Bool

        static let entries: [(String, String, String, Double, Bool)] = [
            ("keyboard", Palette.keyboard, "none", 0, false),
            ("status / nav / tab bar", Palette.bar, "none", 0, false),
            ("scroll view", Palette.scrollView, Palette.scrollViewStroke, 1, false),
            ("content", Palette.content, "none", 0, false),
            ("field", Palette.field, Palette.fieldStroke, 1, false),
            ("focused field", Palette.field, Palette.focus, 2, false),
            ("visible band", Palette.band, "none", 0, false),
            ("inset (dashed: negative)", "none", Palette.inset, 2, false),
            ("broken invariant", Palette.faultFill, Palette.fault, 1.5, false),
            ("baseline", "none", Palette.fault, 1, true),
        ]

        /// Flows the entries left to right from (`startX`, `startY`), wrapping at `width`.
        static func layout(width: Double, startX: Double, startY: Double) -> (items: [LegendItem], bottom: Double) {
            var items: [LegendItem] = []
            var x = startX
            var y = startY
            for (label, fill, stroke, strokeWidth, dashed) in entries {
                let itemWidth = 16 + Double(label.count) * 9 * Layout.glyphWidth + 14
                if x > startX && x + itemWidth > startX + width {
                    x = startX
                    y += 16
                }
                items.append(
                    LegendItem(
                        x: x, y: y, label: label, fill: fill, stroke: stroke,
                        strokeWidth: strokeWidth, dashed: dashed))
                x += itemWidth
            }
            return (items, y + 12)
        }

        func write(into w: inout SVGWriter) {
            if dashed {
                w.element(
                    "rect",
                    [
                        "x": .number(x + 1), "y": .number(y + 1), "width": 10, "height": 8, "fill": .text(fill),
                        "stroke": .text(stroke), "stroke-width": .number(strokeWidth), "stroke-dasharray": "2 1.5",
                    ])
            } else {
                w.element(
                    "rect",
                    [
                        "x": .number(x + 1), "y": .number(y + 1), "width": 10, "height": 8, "fill": .text(fill),
                        "stroke": .text(stroke), "stroke-width": .number(strokeWidth),
                    ])
            }
            w.element("text", ["x": .number(x + 16), "y": .number(y + 9), "font-size": 9, "fill": "#424a53"], text: label)
        }
    }
}
