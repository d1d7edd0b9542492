import Foundation
import KeyboardWorld
import PropertyEngine
import Testing

@testable import KeyfuzzKit

/// The greedy phase's candidates, one iterator, against the order `CaseShrinker` documents,
/// built here from its pieces: no actions, the chunk deletions, every scenario simplification
/// (checked all at once), a leading rotation folded into the orientation, the action
/// simplifications.
@Suite struct GreedyCandidatesTests {
    private static func expected(_ base: KeyboardCase, in space: ScenarioSpace) -> [KeyboardCase] {
        func withActions(_ actions: [Action]) -> KeyboardCase {
            KeyboardCase(strategy: base.strategy, scenario: base.scenario, actions: actions)
        }
        var cases: [KeyboardCase] = []
        if base.actions.count > 1 { cases.append(withActions([])) }
        cases += DeletionCandidates(base.actions).map(withActions)
        // Every scenario step of a dimension the space leaves free (removals first), normalized,
        // kept when it changes the scenario, is valid and stays in the space.
        let free = ScenarioDimension.all.filter { space.allowedTokens(of: $0)?.count != 1 }
        let steps = free.flatMap { $0.removals(base.scenario) } + free.flatMap { $0.simplifications(base.scenario) }
        for step in steps {
            let simpler = Scenario(normalizing: step.scenario)
            guard simpler != base.scenario, simpler.problems.isEmpty, space.contains(simpler) else { continue }
            let actions = step.remap.map { base.actions.compactMap($0) } ?? base.actions
            cases.append(KeyboardCase(strategy: base.strategy, scenario: simpler, actions: actions))
        }
        if let folded = space.withoutLeadingRotation(base) { cases.append(folded) }
        cases += ReplacementCandidates(base.actions, simpler: { $0.simplerVersions }).map(withActions)
        return cases
    }

    private static let actions: [Action] = [
        .rotate, .tap(1), .scroll(-120), .inputMode(.emoji), .wait(0.05), .next, .contentChange(300), .dismiss,
    ]

    /// A space where some of a notch phone's steps lead outside (to the home-button phone).
    private static func notchesAndPads() throws -> ScenarioSpace {
        try ScenarioSpace.unrestricted.restricting("device", to: ["phone-notch", "pad"])
    }

    @Test(arguments: Fixtures.fixedScenarios + Fixtures.shapeScenarios)
    func walksThePiecesInTheirOrder(scenario: Scenario) throws {
        for space in [ScenarioSpace.unrestricted, .default, .fixed(scenario), try Self.notchesAndPads()] {
            for count in [0, 1, 2, Self.actions.count] {
                let base = KeyboardCase(strategy: "naive", scenario: scenario, actions: Array(Self.actions.prefix(count)))
                let walked = Array(GreedyCandidates(of: base, in: space))
                let expected = Self.expected(base, in: space)
                #expect(walked == expected, "\(count) actions in \(scenario)")
                #expect(Array(CaseShrinker(strategy: Fixtures.strategy("naive"), space: space).candidates(of: base)) == walked)
            }
        }
    }

    @Test func eachKindOfCandidateIsWalked() throws {
        // The notch form with a tab bar has scenario steps, the actions have a leading rotation
        // and simpler versions: every piece above yields something.
        let base = KeyboardCase(strategy: "naive", scenario: Fixtures.notchTabForm, actions: Self.actions)
        let space = try Self.notchesAndPads()
        let walked = Array(GreedyCandidates(of: base, in: space))
        let simplerScenarios = Array(space.simplerScenarios(of: base))
        #expect(!simplerScenarios.isEmpty)
        #expect(space.withoutLeadingRotation(base) != nil)
        #expect(walked.first?.actions == [])
        #expect(walked.contains(simplerScenarios[0]))
        #expect(walked.contains { $0.scenario == base.scenario && $0.actions.count == base.actions.count && $0.actions != base.actions })
        // A step is left out when checked: the device's simpler value (the home-button phone)
        // is outside the space.
        let device = try #require(ScenarioDimension.all.first { $0.key == "device" })
        #expect(device.simplifications(base.scenario).contains { $0.scenario.device == .phoneHome })
        #expect(!walked.contains { $0.scenario.device == .phoneHome })
    }
}
