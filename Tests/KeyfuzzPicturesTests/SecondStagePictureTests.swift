import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzPictures
import Testing

/// The second stage in pictures: a floating keyboard, another app's keyboard, a zero-rect hide.
@Suite struct SecondStagePictureTests {
    @Test func aFloatingKeyboardIsDrawnAndNamed() throws {
        // pad portrait: floating 320x250 at window y (1180 - 250) / 2 = 465.
        let c = try TracedCase(
            .insetAdjusting, Scenario(device: .pad, fields: Scenario.stackedFields(count: 4)),
            "tap(0) finishAnimation undock finishAnimation dock")
        let svg = storyboard(c)
        #expect(svg.contains("floating keyboard 250"))
        let strip = TerminalStrip.lines(scenario: c.scenario, trace: c.trace)
        #expect(strip[2].contains("float 465"))
        #expect(strip[4].contains("kb 860"))
    }

    @Test func anotherAppsKeyboardIsMarked() throws {
        // pad-window: another app's keyboard, 353 + 55 = 408 pt at screen y 412, window y 352.
        let c = try TracedCase(
            .insetAdjusting, Scenario(device: .padWindow, fields: Scenario.stackedFields(count: 4)),
            "remoteKeyboard(show) finishAnimation tap(0)")
        let svg = storyboard(c)
        #expect(svg.contains("keyboard 408 (another app&apos;s)"))  // the apostrophe escaped for XML
        let strip = TerminalStrip.lines(scenario: c.scenario, trace: c.trace)
        #expect(strip[0].contains("kb* 352"))
        #expect(strip[2].contains("kb 352"))  // our field took it over
    }

    @Test func aZeroRectHideLeavesNoKeyboard() throws {
        let c = try TracedCase(
            .insetAdjusting,
            Scenario(
                device: .phoneNotch, fields: Scenario.stackedFields(count: 12),
                contentHeight: 1200),
            "tap(11) finishAnimation dragDismiss(zeroRect)")
        _ = storyboard(c)
        let strip = TerminalStrip.lines(scenario: c.scenario, trace: c.trace)
        #expect(strip[2].contains("kb -"))
        #expect(strip[2].contains("queued 2"))
    }
}
