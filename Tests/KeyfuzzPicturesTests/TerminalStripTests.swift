import Foundation
import KeyboardWorld
import KeyfuzzPictures
import Testing

/// The terminal strip: one aligned line per step.
@Suite struct TerminalStripTests {
    @Test func driftCaseLines() throws {
        let c = try TracedCase.insetTrackingDrift()
        let lines = TerminalStrip.lines(scenario: c.scenario, trace: c.trace)
        #expect(lines == Self.expectedDrift, "got:\n\(lines.joined(separator: "\n"))")
    }

    @Test func hiddenFieldCaseMarksTheFieldUnderTheKeyboard() throws {
        let c = try TracedCase.naiveHiddenField()
        let lines = TerminalStrip.lines(scenario: c.scenario, trace: c.trace)
        #expect(lines == Self.expectedHidden, "got:\n\(lines.joined(separator: "\n"))")
    }

    @Test func narrowWidthsAreRaisedToEightCells() throws {
        let c = try TracedCase.naiveHiddenField()
        let lines = TerminalStrip.lines(scenario: c.scenario, trace: c.trace, width: 1)
        for line in lines {
            let bar = line.split(separator: "│")[1]
            #expect(bar.count == 8)
        }
    }

    @Test func textEndsEveryLineWithANewline() throws {
        let c = try TracedCase.naiveHiddenField()
        let text = TerminalStrip.text(scenario: c.scenario, trace: c.trace)
        #expect(text == TerminalStrip.lines(scenario: c.scenario, trace: c.trace).map { $0 + "\n" }.joined())
        #expect(TerminalStrip.lines(scenario: c.scenario, trace: Trace(steps: [])).isEmpty)
    }

    static let expectedDrift: [String] = [
        "#0 tap(11)         │▒▒▒···················[]████████████████│ kb 516  field 11 472...516  inset 204   offset 311  queued 2",
        "#1 finishAnimation │▒▒▒···················[]████████████████│ kb 516  field 11 472...516  inset 204   offset 311",
        "#2 dismiss         │▒▒▒···································░░│ kb -    field -             inset 0     offset 141  queued 2",
        "#3 finishAnimation │▒▒▒···································░░│ kb -    field -             inset 0     offset 141",
        "#4 tap(2)          │▒▒▒[]···················████████████████│ kb 516  field 2 66...110    inset 0     offset 141  queued 2",
        "#5 finishAnimation │▒▒▒[]···················████████████████│ kb 516  field 2 66...110    inset 0     offset 141",
        "#6 dismiss         │▒▒▒·····································│ kb -    field -             inset -204  offset 0    queued 2",
        "#7 finishAnimation │▒▒▒·····································│ kb -    field -             inset -204  offset 0              ✗ drift",
    ]
    static let expectedHidden: [String] = [
        "#0 tap(5)          │▒▒▒▒····················xxx█████████████│ kb 407  field 5 404...448   inset 0  offset 0  queued 2",
        "#1 finishAnimation │▒▒▒▒····················xxx█████████████│ kb 407  field 5! 404...448  inset 0  offset 0            ✗ hidden-field",
    ]
}
