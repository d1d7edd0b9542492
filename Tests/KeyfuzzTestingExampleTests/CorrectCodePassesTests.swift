import Foundation
import KeyboardWorld
import KeyfuzzTesting
import Testing

/// Correct keyboard code, written outside the library as a user writes it, passes the one-line
/// default check: it is judged only on the screens its app has (the default declaration: one
/// scroll view of text fields), under every device and user behaviour drawn by evidence.
@Suite struct CorrectCodePassesTests {
    @Test func textbookInsetsPassTheDefaultCheck() {
        #expect(checkKeyboardAvoidance(TextbookInsetStrategy.init, record: .never) == nil)
    }

    /// Five seeds of 1,000 cases each with the default invariants; `KEYFUZZ_SOAK=1` runs
    /// 1,000,000 cases instead (minutes on two cores).
    @Test(arguments: [11, 12, 13, 14, 15] as [UInt64])
    func textbookInsetsPassAThousandCases(seed: UInt64) {
        let runs = ProcessInfo.processInfo.environment["KEYFUZZ_SOAK"] == nil ? 1_000 : 200_000
        let failure = checkKeyboardAvoidance(TextbookInsetStrategy.init, runs: runs, seed: seed, record: .never)
        #expect(failure == nil, "\(failure?.message ?? "")")
    }

    /// A scroll view pinned to `keyboardLayoutGuide`, its constraint re-solved in
    /// `viewDidLayoutSubviews`: a rotation's layout reads the guide where the keyboard is.
    @Test func guidePinnedScrollViewPassesTheDefaultCheck() {
        let failure = checkKeyboardAvoidance(GuidePinnedStrategy.init, record: .never)
        #expect(failure == nil, "\(failure?.message ?? "")")
    }

    /// The case that found the phantom docked keyboard: phone-home, a field with an input
    /// accessory (keyboard 304 pt), the keyboard dismissed, then two rotations. The scroll view
    /// ends its layout frame's full 647 pt tall, not 355 (the guide read `(0, 375, 375, 292)`).
    @Test func guidePinnedScrollViewIsWholeAfterTwoRotations() throws {
        let screen = KeyboardForm(device: .phoneHome).field(accessoryView: true)
        let replay = try replayKeyboardCase(
            GuidePinnedStrategy.init, on: screen, actions: "tap(0) dismiss finishAnimation rotate rotate",
            invariants: [.drift])
        #expect(replay.violations.isEmpty, "\(replay)")
        let last = try #require(replay.trace.steps.last)
        #expect(last.geometry.scrollViewFrame == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    /// `additionalSafeAreaInsets` set to the keyboard's overlap: the safe area, and with it the
    /// automatic content inset, grows above the keyboard and comes back on hide.
    @Test func additionalSafeAreaInsetsPassTheDefaultCheck() {
        let failure = checkKeyboardAvoidance(SafeAreaKeyboardStrategy.init, record: .never)
        #expect(failure == nil, "\(failure?.message ?? "")")
    }
}
