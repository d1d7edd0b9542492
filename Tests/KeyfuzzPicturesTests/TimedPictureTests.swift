import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzPictures
import Testing

/// Pictures of a case that waits or whose strategy defers work name the clock at each step.
@Suite struct TimedPictureTests {
    /// TPKeyboardAvoiding's race (PR #233) on a home-button phone whose designer bottom inset is 20.
    static func race() throws -> TracedCase {
        let scenario = Scenario(
            device: .phoneHome, orientation: .portrait, insetAdjustment: .never,
            contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0),
            fields: Scenario.stackedFields(count: 3), contentHeight: 300)
        return try TracedCase(.tpKeyboardAvoiding, scenario, "tap(0) wait(0.3) dismiss")
    }

    @Test func theStripHasAClockColumn() throws {
        let c = try Self.race()
        #expect(c.trace.showsTime)
        let lines = TerminalStrip.lines(scenario: c.scenario, trace: c.trace)
        // tap at 0; the wait ends at 0.3; the hide at 0.3; the end after its block (0.31) and
        // the animation it starts (0.31 + 0.25).
        #expect(
            lines.map { String($0.prefix(22)) } == [
                "#0 tap(0)    t=0.000 │",
                "#1 wait(0.3) t=0.300 │",
                "#2 dismiss   t=0.300 │",
                "#3 end       t=0.560 │",
            ])
    }

    @Test func storyboardCaptionsNameTheClockAndTheDeferredWork() throws {
        let c = try Self.race()
        let svg = Storyboard.svg(scenario: c.scenario, trace: c.trace)
        #expect(svg.contains(">#1 wait(0.3) · t=0.300</text>"))
        // Captions wrap: the turn's line begins with its time.
        #expect(svg.contains(">t=0.310 asyncAfter(0.01) block"))
    }

    @Test func anUntimedCaseKeepsItsOldPictures() throws {
        let c = try TracedCase.naiveHiddenField()
        #expect(!c.trace.showsTime)
        #expect(!TerminalStrip.text(scenario: c.scenario, trace: c.trace).contains("t="))
        #expect(!Storyboard.svg(scenario: c.scenario, trace: c.trace).contains("t=0"))
    }
}
