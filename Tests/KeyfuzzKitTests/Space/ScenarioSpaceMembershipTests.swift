import Foundation
import KeyboardWorld
import PropertyEngine
import Testing

@testable import KeyfuzzKit

/// `ScenarioSpace.contains` compares a choice's values, resolved from the allowed tokens once per
/// space; it must hold exactly the scenarios the tokens do: each restricted dimension that applies
/// to a scenario names one of its allowed tokens.
@Suite struct ScenarioSpaceMembershipTests {
    /// The definition, written out: the scenario's token of every restricted dimension.
    static func holdsByTokens(_ space: ScenarioSpace, _ scenario: Scenario) -> Bool {
        ScenarioDimension.all.allSatisfy { dimension in
            guard let tokens = space.allowedTokens(of: dimension), dimension.applies(scenario) else { return true }
            return tokens.contains(dimension.token(scenario))
        }
    }

    @Test func membershipIsTheTokensDefinition() throws {
        var source = RandomSource(seed: 4_242)
        let scenarios = (0..<60).map { _ in ScenarioSpace.unrestricted.draw(using: &source) }
        let choices = ScenarioDimension.all.filter { ($0.values?.count ?? 0) > 1 }
        var held = 0
        var refused = 0
        for _ in 0..<40 {
            // A space restricting a few choices to random non-empty parts of their values.
            var space = ScenarioSpace.unrestricted
            for _ in 0..<source.int(in: 1...4) {
                let dimension = choices[source.index(below: choices.count)]
                let tokens = try #require(dimension.values).map(\.token).filter { _ in source.chance(0.5) }
                if !tokens.isEmpty { space = try space.restricting(dimension.key, to: tokens) }
            }
            for scenario in scenarios {
                let expected = Self.holdsByTokens(space, scenario)
                #expect(space.contains(scenario) == expected, "\(scenario.summary)")
                if expected { held += 1 } else { refused += 1 }
            }
        }
        // Both answers are exercised.
        #expect(held > 100 && refused > 100)
        // A fixed form (a list, compared by its token) holds its own scenario and no other.
        let fixed = ScenarioSpace.fixed(scenarios[0])
        #expect(fixed.contains(scenarios[0]))
        #expect(scenarios.dropFirst().allSatisfy { fixed.contains($0) == Self.holdsByTokens(fixed, $0) })
    }
}
