import Foundation
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

/// A strategy that restores its inset in the completion of its hide animation, and forgets that
/// it adjusted on did-hide: correct as long as nothing happens while the hide animates.
///
/// The hide animation (a 0.4 s fade of the indicators) outlasts the keyboard's (0.25 s). A show
/// that comes after did-hide but before the completion saves the still-raised inset as the
/// "designer" value; its own animation sets the indicator insets too, so it interrupts the hide
/// animation, whose completion then runs at once with `finished == false`, and restores that
/// wrong value anyway; every later hide restores it again: `drift`.
final class CompletionRestoreStrategy: KeyboardAvoidanceStrategy {
    private var saved: CGFloat = 0
    private var isAdjusted = false

    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        if !isAdjusted {
            saved = scrollView.contentInset.bottom
            isAdjusted = true
        }
        let keyboard = host.window.convert(notification.frameEnd, from: host.screen.coordinateSpace)
        let frame = scrollView.convert(scrollView.bounds, to: nil)
        let overlap = Swift.max(0, frame.maxY - keyboard.minY)
        let base = saved
        host.animate(withDuration: notification.animationDuration) {
            scrollView.contentInset.bottom = base + overlap
            scrollView.verticalScrollIndicatorInsets.bottom = overlap
        }
        if let field = host.firstResponder { scrollView.scrollRectToVisible(field.frame, animated: true) }
    }

    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        host.animate(
            withDuration: 0.4,
            animations: {
                scrollView.verticalScrollIndicatorInsets.bottom = 0
            },
            completion: { _ in
                scrollView.contentInset.bottom = self.saved
            })
    }

    func keyboardDidHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        isAdjusted = false
    }
}

@Suite struct CompletionRestoreTests {
    static let strategy = StrategyUnderTest(name: "completion-restore", make: { CompletionRestoreStrategy() })
    /// phone-home portrait, never: keyboard 260 at y 407, scroll view (0, 20, 375, 647): overlap 260.
    static let scenario = Scenario(
        device: .phoneHome, orientation: .portrait, insetAdjustment: .never,
        fields: Scenario.stackedFields(count: 3), contentHeight: 900)

    @Test func aShowDuringTheHideAnimationRestoresTheWrongInset() throws {
        let world = World(
            scenario: Self.scenario, strategy: CompletionRestoreStrategy(), invariants: [.drift],
            recordsTrace: true)
        // t=0: show (saved 0, bottom 260), hide (fade until 0.4, restore then). t=0.25: did-hide
        // (adjusted = false). The show at 0.25 saves 260, sets 520 and interrupts the fade: its
        // completion runs at the next turn, finished false, restoring 260. The hide at 0.25
        // fades until 0.65 and restores 260 again: the end-of-case check finds it.
        for action in try Action.sequence("tap(0) dismiss wait(0.25) tap(0)") { world.perform(action) }
        #expect(world.scrollView.contentInset.bottom == 260)
        let interrupted = world.trace.steps[3].events.compactMap { if case .turn(let t, let s) = $0 { "\(t.clockText) \(s)" } else { nil } }
        #expect(interrupted == ["t=0.250 UIView.animate(0.4) completion(finished: false), animation from #1 keyboardWillHide at t=0.000"])
        world.perform(.dismiss)
        let violation = try #require(world.finish().first)
        #expect(violation.invariant == .drift)
        #expect(
            violation.evidence.drift?.drift(of: .contentInset(.bottom))
                == DriftedProperty(property: .contentInset(.bottom), value: 260, baseline: 0))
        #expect(world.now == 0.65)
        // Without the wait, the show comes before did-hide: nothing goes wrong.
        let sameInstant = KeyboardCase(
            strategy: Self.strategy.name, scenario: Self.scenario,
            actions: try Action.sequence("tap(0) dismiss tap(0) dismiss"))
        #expect(!CaseShrinker(strategy: Self.strategy).fails(sameInstant, .drift))
    }

    @Test func theShrinkerKeepsTheWaitThatMatters() throws {
        // A long case with the race in it, as the generator draws them.
        let long = KeyboardCase(
            strategy: Self.strategy.name, scenario: Self.scenario,
            actions: try Action.sequence(
                "tap(1) wait(0.1) scroll(40) tap(0) wait(0.25) dismiss wait(0.01) tapBackground wait(0.3) tap(2) wait(0.05) "
                    + "dismiss wait(0.25) tap(1) wait(0.005) next wait(1) dismiss wait(0.3)"))
        let shrinker = CaseShrinker(strategy: Self.strategy, space: .fixed(Self.scenario))
        let shrunk = try #require(shrinker.shrink(long, invariant: .drift))
        // The minimal sequence: a hide, did-hide (0.25 s later), a show before the 0.4 s fade
        // ends, and a hide to check it. No wait can go, and this one cannot become
        // `finishAnimation` (the fade would end and restore first) nor be halved (did-hide would
        // not have come).
        #expect(shrunk.keyboardCase.actions.map(\.description) == ["tap(1)", "dismiss", "wait(0.25)", "tap(1)", "dismiss"])
        #expect(shrunk.stats.isMinimal)
        #expect(shrunk.violation.actionIndex == 5)
    }
}
