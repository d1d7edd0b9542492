import Foundation
import KeyboardWorld
import KeyfuzzTesting
import Testing

/// Keyboard code with a runaway loop: every keyboardWillShow starts 10,000 animated scrolls.
/// keyfuzz stops it at the world's bound on one call's work and reports it, naming the handler,
/// instead of running every scroll of every case.
final class ScrollStormStrategy: KeyboardAvoidanceStrategy {
    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        for step in 0..<10_000 {
            host.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat(step % 2) * 10), animated: true)
        }
    }
}

@Suite struct ScrollStormTests {
    @Test func aScrollStormFailsSanityAtTheFirstShow() throws {
        let failure = try #require(checkKeyboardAvoidance(ScrollStormStrategy.init, runs: 50, record: .never))
        #expect(failure.invariant == .sanity)
        let violation = try #require(failure.violation)
        #expect(violation.evidence.runaway == RunawayEvidence(callback: "keyboardWillShow", limit: World.maximumScheduledPerCallback))
        // Shrunk to the one action that shows the keyboard.
        let actions = try #require(failure.counterexample?.shrunk.keyboardCase.actions)
        #expect(actions.count == 1)
        #expect(
            failure.message.contains(
                "keyboardWillShow scheduled more than 1000 animations, animated scrolls and deferred blocks in one call"))
    }
}
