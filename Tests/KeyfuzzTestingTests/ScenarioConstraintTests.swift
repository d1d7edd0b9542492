import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
@testable import KeyfuzzTesting
import Testing

/// The form builder and scenario constraints: drawn cases and shrunk cases keep what is fixed.
@Suite struct ScenarioConstraintTests {
    @Test func theFormBuilderStacksFields() {
        let form = KeyboardForm(device: .phoneHome, navigationBar: true)
            .field()
            .field(keyboardType: .email, spacing: 10)
            .field(height: 120, accessoryView: true)
            .field(frame: CGRect(x: 0, y: 400, width: 375, height: 50), keyboardType: .numberPad)
            .footer(200)
        let scenario = form.scenario
        #expect(scenario.fields.map(\.frame.origin.y) == [20, 74, 138, 400])
        #expect(scenario.fields.map(\.keyboardType) == [.default, .email, .default, .numberPad])
        #expect(scenario.fields.map(\.hasAccessoryView) == [false, false, true, false])
        #expect(scenario.contentHeight == 650)
        #expect(scenario.device == .phoneHome && scenario.navigationBar && !scenario.tabBar)
        #expect(scenario.problems.isEmpty)
        #expect(ScenarioConstraints.form(form) == .fixed(scenario))
    }

    @Test func constraintsHoldInDrawnAndShrunkCases() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let fields = Scenario.stackedFields(count: 6)
        let constraints = ScenarioConstraints(devices: [.pad], orientation: .landscape, tabBar: true, fields: fields)
        let failure = try #require(package.check(.naive, runs: 300, record: .never, scenarios: constraints).run())
        let scenario = try #require(failure.counterexample?.shrunk.keyboardCase.scenario)
        #expect(constraints.allows(scenario))
        #expect(scenario.device == .pad && scenario.orientation == .landscape && scenario.tabBar)
        #expect(scenario.fields == fields)
    }

    @Test func aFixedFormFuzzesOnlyTheActions() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let form = KeyboardForm(device: .phoneNotch, tabBar: true)
            .field().field().field().field().field().field().field().field().field().field()
        let failure = try #require(package.check(.naive, runs: 300, record: .never, scenarios: .form(form)).run())
        #expect(failure.counterexample?.shrunk.keyboardCase.scenario == form.scenario)
        #expect(failure.message.contains("scenario: \(form.scenario.summary)"))
    }

    @Test func aFixedFormKeepsTheSecondStageOptionsItSets() throws {
        // Hide-then-show rotations and Auto Layout are part of the form: drawn and shrunk cases keep them.
        let package = try TemporaryPackage()
        defer { package.remove() }
        let form = KeyboardForm(device: .pad, rotationStyle: .hideShow, layout: .constraints)
            .field().field().field().field().field().field().field().field().field().field().field().field()
        #expect(form.scenario.rotationStyle == .hideShow && form.scenario.layout == .constraints)
        let constraints = ScenarioConstraints.form(form)
        #expect(!constraints.allows(KeyboardForm(device: .pad).field().scenario))
        let failure = try #require(package.check(.frameShrink, runs: 300, record: .never, scenarios: constraints).run())
        #expect(failure.counterexample?.shrunk.keyboardCase.scenario == form.scenario)
        // Left open, both are drawn.
        let open = ScenarioConstraints(devices: [.pad])
        var drawn = form.scenario
        drawn.rotationStyle = .change
        drawn.layout = .autoresizing
        #expect(open.allows(drawn) && open.allows(form.scenario))
    }

    @Test func anUnconstrainedCheckDrawsTheCasesTheCLIDraws() throws {
        // Case k of seed S is the case `keyfuzz fuzz --seed S` draws: the same scenario and actions.
        let package = try TemporaryPackage()
        defer { package.remove() }
        let failure = try #require(package.check(.naive, runs: 300, record: .never).run())
        let caseIndex = try #require(failure.counterexample?.caseIndex)
        let campaign = Campaign(strategy: StrategyUnderTest(name: "Mine", make: BuiltInStrategy.naive.make),
                                runSeed: 1, cases: Int(caseIndex) + 1).run()
        #expect(campaign.findings.map(\.caseIndex).min() == caseIndex)
    }
}
