import Foundation
import KeyboardWorld

/// Draws one step's panel: the screen at `scale` pixels per point, its origin at (0, 0).
struct PanelPainter {
    let geometry: StepGeometry
    let step: TraceStep
    let scale: Double

    static let labelSize = 7.0

    var width: Double { geometry.screen.width * scale }
    var height: Double { geometry.screen.height * scale }
    private var id: String { "s\(step.index)" }
    private var faults: [Fault] { step.violations.flatMap(Fault.of) }

    /// A rect in screen coordinates, in pixels.
    private func px(_ r: Rect) -> Rect { Rect(x: r.x * scale, y: r.y * scale, width: r.width * scale, height: r.height * scale) }
    /// A rect in window coordinates, in pixels.
    private func wpx(_ r: Rect) -> Rect { px(r.offsetBy(dx: geometry.window.x, dy: geometry.window.y)) }
    /// A window y, in pixels.
    private func wy(_ y: Double) -> Double { (y + geometry.window.y) * scale }

    func draw(into w: inout SVGWriter) {
        let g = geometry
        let screen = px(g.screen)
        let scroll = wpx(g.scrollView)
        w.element("clipPath", ["id": .text("\(id)-screen")]) { w in rect(&w, screen, [:]) }
        w.element("clipPath", ["id": .text("\(id)-scroll")]) { w in rect(&w, scroll, [:]) }
        if let page = g.page {
            w.element("clipPath", ["id": .text("\(id)-page")]) { w in rect(&w, wpx(page), [:]) }
        }
        rect(&w, screen, ["fill": .text(Palette.screen)])
        w.element("g", ["clip-path": .text("url(#\(id)-screen)")]) { w in
            rect(&w, wpx(g.windowBounds), ["fill": .text(Palette.window)])
            if g.rootViewMoved {
                rect(
                    &w, wpx(g.rootView),
                    [
                        "fill": "none", "stroke": .text(Palette.rootView), "stroke-width": 1,
                        "stroke-dasharray": "4 3",
                    ])
            }
            if let page = g.page {
                rect(&w, wpx(page), ["fill": .text(Palette.page), "stroke": .text(Palette.pageStroke), "stroke-width": 1])
            }
            for view in g.formViews {
                rect(&w, wpx(view), ["fill": .text(Palette.formView), "stroke": .text(Palette.formViewStroke), "stroke-width": 0.75])
            }
            if g.showsScrollView {
                let drawScrollView = { (w: inout SVGWriter) in
                    rect(&w, scroll, ["fill": .text(Palette.scrollView), "stroke": .text(Palette.scrollViewStroke), "stroke-width": 1])
                    w.element("g", ["clip-path": .text("url(#\(id)-scroll)")]) { w in drawContent(&w, inScrollView: true) }
                }
                if g.page == nil {
                    drawScrollView(&w)
                } else {
                    // The inner scroll view shows only where the page shows it.
                    w.element("g", ["clip-path": .text("url(#\(id)-page)")]) { w in drawScrollView(&w) }
                }
            }
            drawContent(&w, inScrollView: false)
            drawCaret(&w)
            drawChrome(&w)
            drawKeyboard(&w)
            drawBand(&w)
            drawInsets(&w)
            drawOffset(&w)
            drawRootViewMotion(&w)
            drawFaults(&w)
        }
        let failed = !step.violations.isEmpty
        rect(
            &w, screen,
            [
                "fill": "none", "stroke": .text(failed ? Palette.fault : Palette.screenStroke),
                "stroke-width": .number(failed ? 2 : 1.5),
            ])
    }

    // MARK: content

    /// Draws the fields of the scroll view (with its content), or those outside it.
    private func drawContent(_ w: inout SVGWriter, inScrollView: Bool) {
        let g = geometry
        if inScrollView && g.content.height > 0 { rect(&w, wpx(g.content), ["fill": .text(Palette.content)]) }
        let fields = g.scenario.fields.indices.filter { g.isInScrollView($0) == inScrollView }
        for index in fields where index != g.snapshot.focusedField {
            drawField(&w, index, focused: false)
        }
        if let focused = g.snapshot.focusedField, fields.contains(focused) { drawField(&w, focused, focused: true) }
    }

    /// A focused text view's caret: a short bar where the user types.
    private func drawCaret(_ w: inout SVGWriter) {
        guard let caret = geometry.snapshot.screen.caretFrame else { return }
        let r = wpx(Rect(caret))
        rect(&w, Rect(x: r.x, y: r.y, width: Swift.max(2, r.width), height: r.height), ["fill": .text(Palette.caret)])
    }

    private func drawField(_ w: inout SVGWriter, _ index: Int, focused: Bool) {
        guard let field = geometry.field(index) else { return }
        let r = wpx(field)
        guard r.bottom >= 0, r.y <= height else { return }
        rect(
            &w, r,
            [
                "fill": .text(geometry.isTextView(index) ? Palette.textView : Palette.field),
                "stroke": .text(focused ? Palette.focus : Palette.fieldStroke),
                "stroke-width": .number(focused ? 2 : 0.75), "rx": 1.5,
            ])
        let size = Swift.min(9, Swift.max(5, r.height * 0.6))
        w.element(
            "text",
            [
                "x": .number(r.x + 3), "y": .number(r.y + r.height / 2 + size * 0.35),
                "font-size": .number(size), "fill": .text(focused ? Palette.focus : Palette.fieldLabel),
            ],
            text: "\(index)")
    }

    // MARK: chrome and keyboard

    private func drawChrome(_ w: inout SVGWriter) {
        let g = geometry
        let windowWidth = g.window.width
        let opacity = g.barsAreTranslucent ? 0.75 : 1
        if g.statusBarBottom > 0 {
            bar(&w, Rect(x: 0, y: 0, width: windowWidth, height: g.statusBarBottom), Palette.statusBar, "status bar", opacity: opacity)
        }
        if g.hasNavigationBar {
            bar(
                &w, Rect(x: 0, y: g.statusBarBottom, width: windowWidth, height: g.chromeTop - g.statusBarBottom),
                Palette.bar, g.barsAreTranslucent ? "navigation bar (translucent)" : "navigation bar", opacity: opacity)
        }
        if g.hasTabBar || g.hasToolbar {
            bar(
                &w, Rect(x: 0, y: g.chromeBottom, width: windowWidth, height: g.window.height - g.chromeBottom),
                Palette.bar, g.bottomBarsLabel, opacity: opacity)
        }
        if g.snapshot.screen.isCovered {
            // Another screen covers this one: a veil, and what happened to the keyboard is its.
            rect(&w, wpx(g.windowBounds), ["fill": .text(Palette.covered), "fill-opacity": 0.35])
            label(&w, 6, wy(g.chromeTop) + 12, "covered by another screen", color: Palette.annotation)
        }
    }

    private func bar(_ w: inout SVGWriter, _ r: Rect, _ fill: String, _ label: String, opacity: Double = 1) {
        let p = wpx(r)
        if opacity < 1 {
            rect(&w, p, ["fill": .text(fill), "fill-opacity": .number(opacity)])
        } else {
            rect(&w, p, ["fill": .text(fill)])
        }
        if p.height >= 7 {
            let size = Swift.min(Self.labelSize, p.height - 1)
            w.element(
                "text",
                [
                    "x": .number(p.x + p.width / 2), "y": .number(p.y + p.height / 2 + size * 0.35),
                    "font-size": .number(size), "text-anchor": "middle", "fill": .text(Palette.barLabel),
                ],
                text: label)
        }
    }

    private func drawKeyboard(_ w: inout SVGWriter) {
        let g = geometry
        let queued = g.snapshot.queuedNotifications
        let queuedText = "\(queued) did-notification\(queued == 1 ? "" : "s") queued"
        guard let onScreen = g.keyboardOnScreen else {
            // One line above the bottom edge, where the bottom inset's label is not.
            if queued > 0 { label(&w, 5, height - 14, queuedText, color: Palette.annotation) }
            return
        }
        let r = px(onScreen)
        let text: String
        switch g.placement {
        case .floating: text = "floating keyboard \(numberText(onScreen.height))"
        default:
            text =
                g.isHardwareBar
                ? "hardware bar \(numberText(onScreen.height))"
                : "keyboard \(numberText(onScreen.height))"
        }
        let owner = g.snapshot.keyboardIsLocal ? "" : " (another app's)"
        let labelText = text + owner
        rect(
            &w, r,
            [
                "fill": .text(g.isHardwareBar ? Palette.hardwareBar : Palette.keyboard),
                "rx": .number(g.placement == .floating ? 4 : 0),
            ])
        if r.height >= 12 {
            w.element(
                "text",
                [
                    "x": .number(r.x + r.width / 2), "y": .number(r.y + 10), "font-size": 8,
                    "text-anchor": "middle", "fill": .text(Palette.keyboardLabel),
                ], text: labelText)
        } else {
            label(&w, r.x + r.width / 2, r.y - 3, labelText, color: Palette.annotation, anchor: "middle")
        }
        if queued > 0 {
            if r.height >= 24 {
                w.element(
                    "text",
                    [
                        "x": .number(r.x + r.width / 2), "y": .number(r.y + 20), "font-size": .number(Self.labelSize),
                        "text-anchor": "middle", "fill": .text(Palette.keyboardLabel),
                    ], text: queuedText)
            } else {
                label(&w, 4, Swift.min(r.y - 12, height - 4), queuedText, color: Palette.annotation)
            }
        }
    }

    // MARK: annotations

    private func drawBand(_ w: inout SVGWriter) {
        guard let band = geometry.band, band.bottom > band.top else { return }
        let x = geometry.window.x * scale
        rect(
            &w, Rect(x: x, y: wy(band.top), width: 3, height: wy(band.bottom) - wy(band.top)),
            ["fill": .text(Palette.band)])
    }

    private var insetFault: Bool { faults.contains(.insets) }
    private var rootViewFault: Bool { faults.contains(.rootView) }

    private func drawInsets(_ w: inout SVGWriter) {
        let g = geometry
        let sv = g.scrollView
        let x = wpx(sv).right - 5
        let color = insetFault ? Palette.fault : Palette.inset
        let adjusted = g.adjustedInset
        let inset = g.contentInset
        func describe(_ edge: String, _ value: CGFloat, _ adjustedValue: CGFloat) -> String {
            let base = "inset \(edge) \(TraceFormat.number(value))"
            return abs(value - adjustedValue) > 0.005 ? base + " (adj \(TraceFormat.number(adjustedValue)))" : base
        }
        if adjusted.bottom != 0 || inset.bottom != 0 {
            let length = abs(Double(adjusted.bottom))
            bracket(
                &w, x: x, top: wy(sv.bottom - length), bottom: wy(sv.bottom), color: color,
                dashed: adjusted.bottom < 0, text: describe("b", inset.bottom, adjusted.bottom))
        }
        if adjusted.top != 0 || inset.top != 0 {
            let length = abs(Double(adjusted.top))
            bracket(
                &w, x: x, top: wy(sv.y), bottom: wy(sv.y + length), color: color,
                dashed: adjusted.top < 0, text: describe("t", inset.top, adjusted.top),
                minimumLabelY: annotationRow(1 + rowsAboveScreen + (rootViewFault ? 1 : 0)))
        }
    }

    private func bracket(
        _ w: inout SVGWriter, x: Double, top: Double, bottom: Double, color: String, dashed: Bool,
        text: String, minimumLabelY: Double = 10
    ) {
        let path =
            "M\(SVGWriter.number(x - 3)) \(SVGWriter.number(top))H\(SVGWriter.number(x))V\(SVGWriter.number(bottom))H\(SVGWriter.number(x - 3))"
        if dashed {
            w.element(
                "path",
                [
                    "d": .text(path), "fill": "none", "stroke": .text(color), "stroke-width": 1.5,
                    "stroke-dasharray": "3 2",
                ])
        } else {
            w.element("path", ["d": .text(path), "fill": "none", "stroke": .text(color), "stroke-width": 1.5])
        }
        let middle = Swift.min(Swift.max((top + bottom) / 2 + 2.5, minimumLabelY), height - 3)
        label(&w, x - 5, middle, text, color: color, anchor: "end")
    }

    /// The baseline of the first annotation row under the top of the visible scroll view: the
    /// offset's label; a field above the screen is labelled one row lower, the top inset two.
    private func annotationRow(_ row: Int) -> Double {
        let top = Swift.max(wy(geometry.scrollView.y), wy(geometry.chromeTop), 0)
        return Swift.min(top + 10 + 10 * Double(row), height - 3)
    }

    private func drawOffset(_ w: inout SVGWriter) {
        let g = geometry
        guard g.showsScrollView else { return }  // a plain form has no offset to show
        let text = "offset \(TraceFormat.number(g.snapshot.contentOffset.y))"
        label(&w, wpx(g.scrollView).right - 8, annotationRow(0), text, color: Palette.annotation, anchor: "end")
    }

    /// A root view a strategy moved (IQKeyboardManager, a transform): how far, written just above
    /// its moved bottom edge, so a view pushed off the top of the screen reads at a glance.
    private func drawRootViewMotion(_ w: inout SVGWriter) {
        let g = geometry
        guard g.rootViewMoved, !rootViewFault else { return }
        let dy = g.rootView.y - g.windowBounds.y
        guard abs(dy) >= 0.5 else { return }
        let text = dy < 0 ? "view moved up \(numberText(-dy))" : "view moved down \(numberText(dy))"
        let y = Swift.min(Swift.max(wy(g.rootView.bottom) - 3, Self.labelSize + 1), height - 3)
        label(&w, 6, y, text, color: Palette.rootViewLabel)
    }

    // MARK: violations

    private func drawFaults(_ w: inout SVGWriter) {
        let g = geometry
        for (index, texts) in fieldFaults {
            drawFieldFault(&w, index, texts)
        }
        for fault in faults {
            switch fault {
            case .field:
                break  // drawn above
            case .insets:
                break  // the inset brackets are drawn in red
            case .scrollViewFrame:
                rect(
                    &w, wpx(g.layoutFrame),
                    [
                        "fill": "none", "stroke": .text(Palette.fault), "stroke-width": 1,
                        "stroke-dasharray": "4 3",
                    ])
                rect(&w, wpx(g.scrollView), ["fill": "none", "stroke": .text(Palette.fault), "stroke-width": 2])
            case .rootView:
                rect(
                    &w, wpx(g.windowBounds),
                    [
                        "fill": "none", "stroke": .text(Palette.fault), "stroke-width": 1,
                        "stroke-dasharray": "4 3",
                    ])
                rect(&w, wpx(g.rootView), ["fill": "none", "stroke": .text(Palette.fault), "stroke-width": 2])
                label(&w, 6, annotationRow(1 + rowsAboveScreen), "view.frame y \(numberText(g.rootView.y))", color: Palette.fault)
            case .contentSize:
                var content = g.content
                if content.height == 0 { content.height = 0.5 / scale }
                rect(
                    &w, wpx(content),
                    [
                        "fill": "none", "stroke": .text(Palette.fault), "stroke-width": 2,
                        "stroke-dasharray": "4 3",
                    ])
            case .keyboard:
                rect(&w, px(g.keyboard), ["fill": "none", "stroke": .text(Palette.fault), "stroke-width": 2])
            case .view(let role):
                guard let frame = g.frame(of: role) else { break }
                rect(&w, wpx(frame), ["fill": "none", "stroke": .text(Palette.fault), "stroke-width": 2])
                label(&w, 6, annotationRow(2 + rowsAboveScreen), "\(role.name).frame y \(numberText(frame.y))", color: Palette.fault)
            case .caret(let index, let top, let bottom):
                // The caret, not its text view: the text view may be mostly in view.
                guard let field = g.field(index) else { break }
                let caretX = g.snapshot.screen.caretFrame.map { Double($0.minX) } ?? field.x + 4
                let box = wpx(Rect(x: caretX - 3, y: top - 2, width: 8, height: bottom - top + 4))
                rect(
                    &w, box,
                    [
                        "fill": .text(Palette.faultFill), "fill-opacity": 0.7, "stroke": .text(Palette.fault),
                        "stroke-width": 2,
                    ])
                let y = Swift.min(Swift.max(box.bottom + Self.labelSize + 2, Self.labelSize + 1), height - 3)
                label(&w, Swift.max(box.x, 6), y, "field \(index): caret hidden", color: Palette.fault)
            case .gap(let top, let bottom):
                let sv = wpx(g.scrollView)
                let r = Rect(x: sv.x, y: wy(top), width: sv.width, height: wy(bottom) - wy(top))
                rect(
                    &w, r,
                    [
                        "fill": .text(Palette.faultFill), "fill-opacity": 0.7, "stroke": .text(Palette.fault),
                        "stroke-width": 1,
                    ])
                label(&w, sv.x + 6, r.y - 3, "dead band \(numberText(bottom - top)) pt", color: Palette.fault)
            }
        }
    }

    /// The fields violations point at, each once, with the labels of every invariant that does.
    private var fieldFaults: [(index: Int, texts: [String])] {
        var result: [(index: Int, texts: [String])] = []
        for case .field(let index, let text) in faults {
            if let i = result.firstIndex(where: { $0.index == index }) {
                result[i].texts.append(text)
            } else {
                result.append((index, [text]))
            }
        }
        return result
    }

    /// How many annotation rows the labels of fields above the screen take (drawn from row 1).
    private var rowsAboveScreen: Int {
        fieldFaults.reduce(0) { rows, fault in
            guard let field = geometry.field(fault.index), wpx(field).bottom < 0 else { return rows }
            return rows + labelLines(fault.index, "above ↑", fault.texts).count
        }
    }

    /// `field 3 …: hidden-field, moved 40 pt`, split into lines that fit the panel's width.
    private func labelLines(_ index: Int, _ place: String, _ texts: [String]) -> [String] {
        let maxChars = Swift.max(12, Int((width - 8) / (Self.labelSize * 0.6)))
        var lines = ["field \(index)\(place.isEmpty ? "" : " " + place):"]
        for text in texts {
            let candidate = lines[lines.count - 1] + " " + text
            if candidate.count <= maxChars {
                lines[lines.count - 1] = candidate
            } else {
                lines.append(text)
            }
        }
        return lines
    }

    /// Marks field `index` in red: outlined where it is, or a bar on the screen's edge it lies beyond.
    private func drawFieldFault(_ w: inout SVGWriter, _ index: Int, _ texts: [String]) {
        guard let field = geometry.field(index) else { return }
        let r = wpx(field)
        let lineHeight = 10.0
        if r.bottom < 0 {
            rect(&w, Rect(x: r.x, y: 0, width: r.width, height: 4), ["fill": .text(Palette.fault)])
            for (i, line) in labelLines(index, "above ↑", texts).enumerated() {
                label(&w, r.x, annotationRow(1 + i), line, color: Palette.fault)
            }
        } else if r.y > height {
            rect(&w, Rect(x: r.x, y: height - 4, width: r.width, height: 4), ["fill": .text(Palette.fault)])
            let lines = labelLines(index, "below ↓", texts)
            for (i, line) in lines.enumerated() {
                label(&w, r.x, height - 7 - lineHeight * Double(lines.count - 1 - i), line, color: Palette.fault)
            }
        } else {
            rect(
                &w, r,
                [
                    "fill": .text(Palette.faultFill), "fill-opacity": 0.85, "stroke": .text(Palette.fault),
                    "stroke-width": 2, "rx": 1.5,
                ])
            let lines = labelLines(index, "", texts)
            let above = r.y - 3 - lineHeight * Double(lines.count - 1)
            let first = above > 9 ? above : r.bottom + 9
            for (i, line) in lines.enumerated() {
                label(&w, r.x, first + lineHeight * Double(i), line, color: Palette.fault)
            }
        }
    }

    // MARK: primitives

    /// Writes a rect in pixels; skipped when a value is not finite, flipped when a size is negative.
    private func rect(_ w: inout SVGWriter, _ r: Rect, _ style: KeyValuePairs<String, SVGValue>) {
        guard r.isFinite else { return }
        var n = r
        if n.width < 0 {
            n.x += n.width
            n.width = -n.width
        }
        if n.height < 0 {
            n.y += n.height
            n.height = -n.height
        }
        let frame: [(String, SVGValue)] = [
            ("x", .number(n.x)), ("y", .number(n.y)),
            ("width", .number(n.width)), ("height", .number(n.height)),
        ]
        w.element("rect", attributes: frame + style.map { ($0.key, $0.value) })
    }

    /// Writes a small annotation with a white backing so it reads over the keyboard and fields.
    private func label(
        _ w: inout SVGWriter, _ x: Double, _ y: Double, _ text: String, color: String,
        anchor: String = "start"
    ) {
        guard x.isFinite, y.isFinite else { return }
        let size = Self.labelSize
        let textWidth = Double(text.count) * size * 0.6
        let left = anchor == "end" ? x - textWidth : anchor == "middle" ? x - textWidth / 2 : x
        rect(
            &w, Rect(x: left - 1.5, y: y - size, width: textWidth + 3, height: size + 2.5),
            ["fill": "#ffffff", "fill-opacity": 0.85, "rx": 1.5])
        w.element(
            "text",
            [
                "x": .number(x), "y": .number(y), "font-size": .number(size), "text-anchor": .text(anchor),
                "fill": .text(color),
            ], text: text)
    }
}
