import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import Testing

@testable import KeyfuzzTesting

/// The form builder and scenario spaces: drawn cases and shrunk cases keep what is fixed.
@Suite struct ScenarioSpaceTests {
    @Test func theFormBuilderStacksFields() throws {
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
        // A form fixes what the app builds, and the device it names; what devices and users do
        // (the orientation, how rotations and keyboards post) is still drawn, within the features
        // the form declares: no password field, so no AutoFill frame above the screen.
        let space = ScenarioSpace.form(form)
        #expect(form.screens == ScreenSet(shapes: [.scrollForm], insetAdjustments: [.automatic]))
        #expect(space == ScenarioSpace.screen(scenario).declared(by: form.screens).fixing(\.device, .phoneHome))
        for dimension in ScenarioDimension.all {
            let drawn = space.allowedTokens(of: dimension)
            if dimension.key == "device" {
                #expect(drawn == ["phone-home"])
            } else if dimension.key == "quickTypeBar" {
                #expect(drawn == ["withShow", "late"])
            } else if dimension.role == .deviceAndUser {
                #expect(drawn == ScenarioSpace.default.allowedTokens(of: dimension), "\(dimension.key)")
            } else {
                #expect(drawn?.count == 1, "\(dimension.key)")
            }
        }
        let quickType = try #require(ScenarioDimension.named("quickTypeBar"))
        #expect(
            ScenarioSpace.form(form.declaring(.passwordAutoFill)).allowedTokens(of: quickType) == ["withShow", "late", "lateAboveScreen"])
        #expect(form.with(\.layout, .constraints).scenario.layout == .constraints)
    }

    @Test func constraintsHoldInDrawnAndShrunkCases() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let fields = Scenario.stackedFields(count: 6)
        let space = ScenarioSpace.default.only(\.device, [.pad]).fixing(\.orientation, .landscape)
            .fixing(\.tabBar, true).fixing(\.fields, fields)
        let failure = try #require(package.check(.naive, runs: 300, record: .never, scenarios: space).run())
        let scenario = try #require(failure.counterexample?.shrunk.keyboardCase.scenario)
        #expect(space.contains(scenario))
        #expect(scenario.device == .pad && scenario.orientation == .landscape && scenario.tabBar)
        #expect(scenario.fields == fields)
    }

    @Test func aFixedFormFuzzesOnlyTheActions() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let form = KeyboardForm(device: .phoneNotch, tabBar: true)
            .field().field().field().field().field().field().field().field().field().field()
        let failure = try #require(package.check(.naive, runs: 300, record: .never, scenarios: .fixed(form.scenario)).run())
        #expect(failure.counterexample?.shrunk.keyboardCase.scenario == form.scenario)
        #expect(failure.message.contains("scenario: \(form.scenario.summary)"))
    }

    @Test func aFormKeepsItsScreenAndDrawsTheSystemsBehaviour() throws {
        // Auto Layout is part of the screen: drawn and shrunk cases keep it. How rotations are
        // posted is the system's: drawn for the form, and simplified toward the classic value.
        let package = try TemporaryPackage()
        defer { package.remove() }
        let form = KeyboardForm(device: .pad).with(\.layout, .constraints)
            .field().field().field().field().field().field().field().field().field().field().field().field()
        let space = ScenarioSpace.form(form)
        #expect(!space.contains(KeyboardForm(device: .pad).field().scenario))
        var hideShow = form.scenario
        hideShow.rotationStyle = .hideShow
        #expect(space.contains(form.scenario) && space.contains(hideShow))
        let failure = try #require(package.check(.frameShrink, runs: 300, record: .never, scenarios: space).run())
        let shrunk = try #require(failure.counterexample?.shrunk.keyboardCase.scenario)
        #expect(shrunk.layout == .constraints && shrunk.fields == form.scenario.fields && shrunk.device == .pad)
        // Left open, both are drawn.
        let open = ScenarioSpace.default.only(\.device, [.pad])
        var drawn = form.scenario
        drawn.rotationStyle = .change
        drawn.layout = .autoresizing
        #expect(open.contains(drawn) && open.contains(hideShow))
    }

    @Test func anUnconstrainedCheckDrawsTheCasesTheCLIDraws() throws {
        // Case k of seed S is the case `keyfuzz fuzz --seed S` draws: the same scenario and actions.
        let package = try TemporaryPackage()
        defer { package.remove() }
        let failure = try #require(package.check(.naive, runs: 300, record: .never).run())
        let caseIndex = try #require(failure.counterexample?.origin?.caseIndex)
        // The CLI draws naive's screens, those a check draws for a strategy declaring none: one
        // scroll view of text fields.
        #expect(BuiltInStrategy.naive.screens == .scrollForm)
        let campaign = Campaign(
            strategy: StrategyUnderTest(name: "Mine", make: BuiltInStrategy.naive.make),
            runSeed: 1, cases: Int(caseIndex) + 1,
            generator: CaseGenerator(space: ScenarioSpace.default.declared(by: .scrollForm))
        ).run()
        #expect(campaign.findings.map(\.caseIndex).min() == caseIndex)
    }
}
