import Foundation
import KeyboardWorld
import Testing

@testable import KeyfuzzKit

/// A counterexample that needs a classic idealisation says so in its scenario line.
@Suite struct CounterexampleIdealisationTests {
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
        #expect(
            counterexample.idealisations == [
                "needs the classic single-change rotation (passes when rotations hide first, as devices post them)"
            ])
        #expect(counterexample.scenarioLine.hasSuffix("; " + counterexample.idealisations[0]))
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
        #expect(counterexample.idealisations.isEmpty)
        #expect(counterexample.scenarioLine == counterexample.shrunk.keyboardCase.scenario.summary)
    }
}
