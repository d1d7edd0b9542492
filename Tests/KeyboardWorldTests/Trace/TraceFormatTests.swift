import Foundation
import Testing

@testable import KeyboardWorld

/// The trace's text: fixed number formatting and one line per event.
@Suite struct TraceFormatTests {
    @Test func numbersHaveAtMostTwoDecimalsAndNoTrailingZeros() {
        #expect(TraceFormat.number(96) == "96")
        #expect(TraceFormat.number(-12.5) == "-12.5")
        #expect(TraceFormat.number(0.25) == "0.25")
        #expect(TraceFormat.number(2.07) == "2.07")
        #expect(TraceFormat.number(1.005001) == "1.01")  // 100.5001 hundredths round up
        #expect(TraceFormat.number(-0.001) == "0")  // no "-0"
        #expect(TraceFormat.number(.nan) == "nan")
        #expect(TraceFormat.number(.infinity) == "inf")
        #expect(TraceFormat.number(-.infinity) == "-inf")
        #expect(TraceFormat.number(1e14) == "huge")  // 1e16 hundredths: past Int64-safe printing
    }

    @Test func rectsInsetsAndSizes() {
        #expect(TraceFormat.rect(rect(0, 516, 393, 336)) == "(0, 516, 393, 336)")
        #expect(TraceFormat.insets(UIEdgeInsets(top: 0, left: 5, bottom: 34, right: 5)) == "(top 0, bottom 34)")
        #expect(TraceFormat.size(CGSize(width: 393, height: 1200)) == "393 x 1200")
    }

    @Test func stepLinesOfASnapAndAShow() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true) }
        let world = makeWorld(form(), probe)
        try world.run("tapBackground dismiss tap(0)")
        world.finish()
        let steps = world.trace.steps
        // phone-notch portrait, automatic: adjusted bottom 34, maxY 441; scroll view (0, 59, 393, 793);
        // keyboard starts off screen with height 0; band 59...852.
        #expect(
            steps[0].lines == [
                "#0 tapBackground",
                "    → backgroundTapped",
                "        setContentOffset(y: 500)",
                "        scrollView.contentOffset.y = 500",
                "    · snap: layout pass clamps contentOffset.y 500 → 441",
                "    = inset (top 0, bottom 0) | adjusted (top 0, bottom 34) | offset 441 | contentSize.height 1200"
                    + " | scrollView.frame (0, 59, 393, 793) ty 0 | view.frame (0, 0, 393, 852) ty 0"
                    + " | keyboard (0, 852, 393, 0) hidden | band 59...852 | focus none",
            ])
        #expect(steps[1].lines.first == "#1 dismiss  (no-op)")
        // Field 0 at content 20...64: window 20 - 441 + 59 = -362, above the band: tap is a no-op.
        #expect(steps[2].lines.first == "#2 tap(0)  (no-op)")
        // The animated scroll of step 0 still runs (0.3 s): the end of the case waits for it.
        #expect(steps[3].lines.first == "#3 end of case (deliver queued notifications)")
        #expect(steps[3].lines(showingTime: true).first == "#3 end of case (run everything pending)  t=0.300")
    }

    @Test func notificationAndQueueLines() throws {
        let world = makeWorld(form())
        try world.run("tap(0) finishAnimation")
        let show = world.trace.steps[0].events
        #expect(
            show.map(\.text).contains(
                "keyboardWillShow begin (0, 852, 393, 336) end (0, 516, 393, 336) duration 0.25"))
        // The step's last event line before the geometry; with the clock, what is pending and when.
        #expect(world.trace.steps[0].lines.dropLast().last == "    · queued: keyboardDidChangeFrame, keyboardDidShow")
        #expect(
            world.trace.steps[0].lines(showingTime: true).dropLast().last
                == "    · pending: keyboardDidChangeFrame t=0.250, keyboardDidShow t=0.250")
        #expect(
            world.trace.steps[1].events.map(\.text).last
                == "late keyboardDidShow begin (0, 852, 393, 336) end (0, 516, 393, 336) duration 0.25")
        #expect(world.trace.steps[1].geometry.text.hasSuffix("keyboard (0, 516, 393, 336) docked | band 59...516 | focus field 0"))
    }

    /// A list longer than 32 items shows its first 24 and last 4 around the count of the others.
    @Test func longListsAreAbbreviated() {
        let thirtyTwo = (1...32).map(String.init)
        #expect(TraceFormat.list(thirtyTwo) { $0 } == thirtyTwo.joined(separator: ", "))
        let thirtyThree = (1...33).map(String.init)
        #expect(
            TraceFormat.list(thirtyThree) { $0 }
                == (1...24).map(String.init).joined(separator: ", ") + ", … 5 more …, 30, 31, 32, 33")
        #expect(TraceFormat.list(Array(1...1_000)) { "\($0)" }.hasSuffix(", 24, … 972 more …, 997, 998, 999, 1000"))
    }

    /// Seventeen shows and hides at one instant queue 34 did-notifications (each transition two:
    /// its did-change-frame and its did-show or did-hide): the step's queue line lists 24, the
    /// count of the next 6, and the last 4, so a trace grows with the case, not with its square.
    @Test func aLongQueueIsAbbreviated() throws {
        let world = makeWorld(form())
        try world.run(Array(repeating: "tap(0) dismiss", count: 8).joined(separator: " ") + " tap(0)")
        #expect(world.queuedNotificationNames().count == 34)
        let didShow = "keyboardDidChangeFrame, keyboardDidShow"
        let didHide = "keyboardDidChangeFrame, keyboardDidHide"
        let head = Array(repeating: "\(didShow), \(didHide)", count: 6).joined(separator: ", ")
        #expect(world.trace.steps[16].lines.dropLast().last == "    · queued: \(head), … 6 more …, \(didHide), \(didShow)")
        let pending = try #require(world.trace.steps[16].lines(showingTime: true).dropLast().last)
        #expect(pending.hasPrefix("    · pending: keyboardDidChangeFrame t=0.250, keyboardDidShow t=0.250, "))
        let tail = "keyboardDidChangeFrame t=0.250, keyboardDidHide t=0.250, keyboardDidChangeFrame t=0.250, keyboardDidShow t=0.250"
        #expect(pending.hasSuffix(", … 6 more …, \(tail)"), "\(pending)")
    }

    @Test func violationLinesNameTheInvariant() throws {
        let world = makeWorld(form(), invariants: [.hiddenField])
        try world.run("tap(7) finishAnimation")
        let last = try #require(world.trace.steps[1].lines.last)
        // Field 7: window 527...571 against the band 59...516.
        #expect(last.hasPrefix("    ✗ hidden-field: field 7 spans 527...571 in the window but the visible band is 59...516"))
    }

    @Test func withoutRecordingTheTraceIsEmpty() throws {
        let world = World(scenario: form(), strategy: Probe())
        world.perform(.tap(0))
        #expect(world.trace.steps.isEmpty)
    }
}
