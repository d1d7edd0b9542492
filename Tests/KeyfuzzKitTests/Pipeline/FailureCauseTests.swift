import Foundation
import KeyboardWorld
import Testing

@testable import KeyfuzzKit

/// What a failure needs (``FailureCause``): each value that, set to its alternative, makes the
/// case pass; legacy values first.
@Suite struct FailureCauseTests {
    /// frame-shrink, phone-notch portrait, one 59 pt field at content y 457: after tap(0) the
    /// frame is shrunk on did-show; a single-change rotation then leaves the field 2 pt under
    /// the band. When the rotation hides first (as devices post it), the did-hide grows the frame
    /// back before the show, and the case passes: the failure needs the classic idealisation.
    @Test func aSingleChangeRotationFailureSaysItNeedsIt() throws {
        let scenario = Scenario(
            device: .phoneNotch, insetAdjustment: .never,
            fields: [TextFieldSpec(frame: CGRect(x: 16, y: 457, width: 300, height: 59))],
            contentHeight: 516)
        let keyboardCase = KeyboardCase(strategy: "frame-shrink", scenario: scenario, actions: [.tap(0), .rotate])
        let shrinker = CaseShrinker(strategy: Fixtures.strategy("frame-shrink"))
        let counterexample = try #require(
            Counterexample.shrinking(
                keyboardCase, invariant: .hiddenField, with: shrinker,
                origin: nil))
        #expect(counterexample.shrunk.keyboardCase.scenario.rotationStyle == .change)
        let cause = try #require(counterexample.cause)
        #expect(cause.needs.map(\.key) == ["rotationStyle"])
        #expect(cause.needs.map(\.token) == ["change"])
        #expect(cause.needsLegacyBehaviour)
        #expect(
            cause.line
                == "needs: legacy behaviour no current device shows: rotationStyle=change (classic, legacy: one frame change from the old frame to the new one; no device report on any iOS version)"
        )
    }

    /// naive fails without any rotation: nothing to say.
    @Test func aFailureWithoutRotationNeedsNothing() throws {
        let scenario = Scenario(
            device: .phoneHome, insetAdjustment: .never,
            fields: [TextFieldSpec(frame: CGRect(x: 16, y: 600, width: 300, height: 44))],
            contentHeight: 644)
        let keyboardCase = KeyboardCase(strategy: "naive", scenario: scenario, actions: [.tap(0)])
        let shrinker = CaseShrinker(strategy: Fixtures.strategy("naive"))
        let counterexample = try #require(
            Counterexample.shrinking(
                keyboardCase, invariant: .hiddenField, with: shrinker,
                origin: nil))
        let cause = try #require(counterexample.cause)
        #expect(cause.needs.isEmpty)
        #expect(cause.line == "needs: nothing beyond its screen and its actions")
        #expect(cause.actionShape == ["tap"])
    }
}
