import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzPictures
import Testing

/// Storyboards of many kinds of case (devices, orientations, bars, every strategy, every
/// invariant): each must be well-formed XML and draw its violations in red. Set
/// `KEYFUZZ_PICTURES_OUT=<folder>` to write them there and look at them.
@Suite struct GalleryTests {
    static func form(_ count: Int = 12) -> [TextFieldSpec] { Scenario.stackedFields(count: count) }

    static func cases() throws -> [(String, TracedCase)] {
        let notch = Scenario(device: .phoneNotch, fields: form(), contentHeight: 900)
        return [
            ("transform-drift", try TracedCase(.transform, notch, "tap(5) finishAnimation dismiss finishAnimation")),
            (
                "inset-tracking-pad-window",
                try TracedCase(
                    .insetTracking, Scenario(device: .padWindow, navigationBar: true, fields: form(), contentHeight: 900),
                    "tap(7) finishAnimation")
            ),
            (
                "inset-adjusting-pad-hardware",
                try TracedCase(
                    .insetAdjusting, Scenario(device: .pad, orientation: .landscape, tabBar: true, fields: form(), contentHeight: 1000),
                    "tap(9) finishAnimation hardwareKeyboard(on) finishAnimation inputMode(emoji) dismiss finishAnimation")
            ),
            (
                "frame-shrink-rotate",
                try TracedCase(
                    .frameShrink, Scenario(device: .phoneHome, navigationBar: true, tabBar: true, fields: form(), contentHeight: 900),
                    "tap(3) rotate finishAnimation finishAnimation dismiss finishAnimation")
            ),
            (
                "dismiss-on-drag-unpinned",
                try TracedCase(
                    .dismissOnDrag, Scenario(device: .phoneHome, content: .unpinned, fields: form(), contentHeight: 900),
                    "finishAnimation")
            ),
            (
                "layout-guide-landscape",
                try TracedCase(
                    .layoutGuide,
                    Scenario(
                        device: .phoneNotch, orientation: .landscape, navigationBar: true, tabBar: true,
                        fields: form(6), contentHeight: 500),
                    "tap(4) finishAnimation next finishAnimation scroll(-40) contentChange(120) repost rotate finishAnimation dismiss")
            ),
            (
                "naive-all-invariants",
                try TracedCase(
                    .naive,
                    Scenario(
                        device: .phoneHome, contentInset: UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0),
                        fields: [
                            TextFieldSpec(
                                frame: CGRect(x: 16, y: 20, width: 300, height: 44), keyboardType: .numberPad,
                                hasAccessoryView: true)
                        ] + Scenario.stackedFields(count: 5, top: 84),
                        contentHeight: 700),
                    "tap(0) finishAnimation tap(5) finishAnimation", invariants: .all)
            ),
            (
                "transform-reset-all-invariants",
                try TracedCase(
                    .transformReset, notch, "tap(1) finishAnimation tap(11) finishAnimation", invariants: .all)
            ),
        ]
    }

    @Test func everyStoryboardIsWellFormedAndMarksItsViolations() throws {
        let out = ProcessInfo.processInfo.environment["KEYFUZZ_PICTURES_OUT"]
        for (name, c) in try Self.cases() {
            for options in [Storyboard.Options(), Storyboard.Options(panelHeight: 200, panelsPerRow: 3, onlyGeometryChanges: true)] {
                let svg = storyboard(c, options: options)
                let failed = c.trace.steps.contains { !$0.violations.isEmpty }
                // The legend draws red at other widths; only violations draw red 2 px strokes.
                #expect(svg.contains("stroke=\"#cf222e\" stroke-width=\"2\"") == failed, "\(name): red marks iff a violation")
                if let out, options == Storyboard.Options() {
                    try Data(svg.utf8).write(to: URL(fileURLWithPath: out).appendingPathComponent(name + ".svg"))
                    let strip = TerminalStrip.text(scenario: c.scenario, trace: c.trace)
                    try Data(strip.utf8).write(to: URL(fileURLWithPath: out).appendingPathComponent(name + ".txt"))
                }
            }
        }
    }
}

/// A runaway strategy's numbers (NaN, infinities, huge values) still give well-formed pictures.
@Suite struct NonFiniteGeometryTests {
    @Test func storyboardAndStripSurviveNonFiniteNumbers() throws {
        var c = try TracedCase.insetTrackingDrift()
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300]
        for (i, value) in values.enumerated() where i < c.trace.steps.count {
            c.trace.steps[i].geometry.contentOffset.y = value
            c.trace.steps[i].geometry.scrollViewFrame.size.height = value
            c.trace.steps[i].geometry.contentInset.bottom = value
            c.trace.steps[i].geometry.adjustedContentInset.top = value
            c.trace.steps[i].geometry.rootViewFrame.origin.y = value
        }
        let svg = storyboard(c)
        // Coordinates stay numbers; labels may say `nan`, as the trace does.
        for line in svg.split(separator: "\n") {
            let tag = line.prefix { $0 != ">" }
            #expect(!tag.contains("nan") && !tag.contains("inf") && !tag.contains("huge"), "\(line)")
        }
        #expect(svg.contains("offset nan"))
        let lines = TerminalStrip.lines(scenario: c.scenario, trace: c.trace)
        #expect(lines.count == c.trace.steps.count)
    }
}
