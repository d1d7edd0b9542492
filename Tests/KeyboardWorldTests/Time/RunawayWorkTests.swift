import Foundation
import Testing

@testable import KeyboardWorld

/// The bound on the work one call of strategy code may ask for (docs/world-rules.md, "Time"):
/// at most `World.maximumScheduledPerCallback` (1000) animations, animated scrolls and deferred
/// blocks; the 1001st and later are dropped and `sanity` fails at that step, naming the call.
@Suite struct RunawayWorkTests {
    /// Field 0 of the stacked form: tapping it shows the keyboard (keyboardWillShow runs).
    private func world(_ probe: Probe, invariants: InvariantSet = .defaults) -> World {
        World(scenario: form(), strategy: probe, invariants: invariants, recordsTrace: false)
    }

    /// `count` animated scrolls, alternating between offsets 0 and 10 so that each one moves.
    private func scrollStorm(_ count: Int, _ host: KeyboardHost) {
        for i in 0..<count {
            host.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat(i % 2) * 10), animated: true)
        }
    }

    @Test func aThousandAnimatedScrollsInOneCallAreAllowed() throws {
        let probe = Probe()
        probe.onNotification = { note, host in if note.name == .keyboardWillShow { scrollStorm(1000, host) } }
        let world = world(probe)
        let violations = world.perform(.tap(0))
        #expect(violations.isEmpty)
        #expect(world.runaway == nil)
        // 1000 calls, each replacing the running scroll animation (device rules): one runs on.
        // 1000 alternates 0, 10, ... and ends on 10.
        #expect(world.scrollView.contentOffset.y == 10)
    }

    @Test func theThousandAndFirstFailsSanityNamingTheHandler() throws {
        let probe = Probe()
        probe.onNotification = { note, host in if note.name == .keyboardWillShow { scrollStorm(10_000, host) } }
        let world = world(probe)
        let violations = world.perform(.tap(0))
        let violation = try #require(violations.first)
        #expect(violation.invariant == .sanity)
        #expect(violation.actionIndex == 0)
        let evidence = try #require(violation.evidence.runaway)
        #expect(evidence == RunawayEvidence(callback: "keyboardWillShow", limit: 1000))
        #expect(
            violation.message
                == "keyboardWillShow scheduled more than 1000 animations, animated scrolls and deferred blocks in one call; keyfuzz dropped the rest rather than run them (look for a loop that animates or schedules on every pass)"
        )
        // The offsets were still set (only the animations are dropped): the last, i = 9999, is 10.
        #expect(world.scrollView.contentOffset.y == 10)
        // Reported once: the next step starts clean.
        #expect(world.perform(.wait(1)).allSatisfy { $0.evidence.runaway == nil })
    }

    @Test func theBudgetIsPerCallNotPerAction() throws {
        // A block that schedules itself again: one block per call, however many calls a wait runs.
        let probe = Probe()
        var runs = 0
        func poll(_ host: KeyboardHost) {
            runs += 1
            _ = host.asyncAfter(seconds: 0.001) { poll(host) }
        }
        probe.onBeginEditing = { _, host in poll(host) }
        let world = world(probe)
        _ = world.perform(.tap(0))
        let violations = world.perform(.wait(2))
        // 2 s of 1 ms ticks: 2000 blocks in one action, each scheduling one.
        #expect(runs == 2001)
        #expect(violations.allSatisfy { $0.evidence.runaway == nil })
    }

    @Test func deferredBlocksAndFieldHandlersAreNamed() throws {
        let probe = Probe()
        probe.onBeginEditing = { _, host in
            for _ in 0..<1001 { _ = host.async {} }
        }
        let world = world(probe)
        let evidence = try #require(world.perform(.tap(2)).first?.evidence.runaway)
        #expect(evidence.callback == "textFieldDidBeginEditing(field 2)")
        // The dropped block is not pending: 1000 blocks ran in the drain after the tap.
        #expect(world.pendingEventCount <= 2)

        let blocks = Probe()
        blocks.onBeginEditing = { _, host in
            _ = host.async { for _ in 0..<1001 { host.animate(withDuration: 0.25) { host.view.transform.ty -= 1 } } }
        }
        let second = self.world(blocks)
        let fromBlock = try #require(second.perform(.tap(0)).first?.evidence.runaway)
        #expect(fromBlock.callback == "a deferred block")
        // Every animations block ran (the model values changed); the 1001st did not animate.
        #expect(second.rootView.transform.ty == -1001)
    }

    @Test func aRunawayIsNotReportedWhenSanityIsNotChecked() throws {
        let probe = Probe()
        probe.onNotification = { note, host in if note.name == .keyboardWillShow { scrollStorm(1001, host) } }
        let world = world(probe, invariants: [.drift])
        #expect(world.perform(.tap(0)).isEmpty)
        #expect(world.runaway == nil)
    }
}
