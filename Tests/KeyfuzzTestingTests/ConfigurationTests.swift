import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import Testing

@testable import KeyfuzzTesting

/// Names, environment variables, scopes, call sites and bad configurations.
@Suite struct ConfigurationTests {
    final class Plain: KeyboardAvoidanceStrategy {}
    final class Generic<T>: KeyboardAvoidanceStrategy {}

    @Test func theDefaultNameIsTheTypeName() {
        #expect(KeyboardAvoidanceCheck(Plain.init).strategy.name == "Plain")
        #expect(KeyboardAvoidanceCheck(Generic<Int>.init).strategy.name == "Generic-Int-")
        #expect(KeyboardAvoidanceCheck(Plain.init, named: "sign-up").strategy.name == "sign-up")
    }

    @Test func badConfigurationsFailWithWhatToFix() throws {
        let overlapping = [
            TextFieldSpec(frame: CGRect(x: 0, y: 0, width: 100, height: 44)),
            TextFieldSpec(frame: CGRect(x: 0, y: 20, width: 100, height: 44)),
        ]
        let check = KeyboardAvoidanceCheck(
            Plain.init, named: "naive", runs: -1, maxActions: 0,
            scenarios: ScenarioSpace.default.only(\.device, []).fixing(\.fields, overlapping))
        let failure = try #require(check.run())
        #expect(
            failure.message == """
                naive: cannot run the keyboard-avoidance check
                  - the strategy's name is "naive", a built-in strategy's name; pass another with named:
                  - runs is -1, expected >= 0
                  - maxActions is 0, expected >= 1
                  - scenarios: device allows no value, expected at least one
                  - scenarios: scenario.fields[1].frame.y is 20, expected >= the bottom of fields[0] (44): fields are stacked top to bottom
                """)
        #expect(failure.counterexample == nil)
        let badName = try #require(KeyboardAvoidanceCheck(Plain.init, named: "my strategy").run())
        #expect(badName.message.contains("the strategy's name is \"my strategy\", expected letters, digits"))
    }

    @Test func environmentVariables() {
        #expect(ReplayEnvironment([:]) == ReplayEnvironment([:]))
        #expect(ReplayEnvironment(["KEYFUZZ_RECORD": "never"]).record == .never)
        #expect(ReplayEnvironment(["KEYFUZZ_RECORD": "all"]).record == .all)
        #expect(ReplayEnvironment(["KEYFUZZ_RECORD": ""]).record == nil)
        #expect(
            ReplayEnvironment(["KEYFUZZ_RECORD": "sometimes"]).problems
                == ["KEYFUZZ_RECORD is \"sometimes\", expected never, missing or all"])
        let replay = ReplayEnvironment(["KEYFUZZ_REPLAY": "Seeds/a.json"])
        #expect(
            replay.replayURL(
                currentDirectory: URL(fileURLWithPath: "/nonexistent"),
                packageDirectory: URL(fileURLWithPath: "/pkg"))?.path == "/pkg/Seeds/a.json")
        #expect(
            ReplayEnvironment(["KEYFUZZ_REPLAY": "/abs/a.json"])
                .replayURL(currentDirectory: URL(fileURLWithPath: "/x"), packageDirectory: nil)?.path == "/abs/a.json")
    }

    @Test func theCallSiteFindsThePackageAndTheTestFilter() {
        let site = CallSite(fileID: #fileID, filePath: #filePath, function: #function)
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(site.packageDirectory?.standardizedFileURL.path == package.standardizedFileURL.path)
        #expect(site.testFilter == "KeyfuzzTestingTests.*theCallSiteFindsThePackageAndTheTestFilter")
        #expect(CallSite(fileID: "M/F.swift", filePath: "/nowhere/F.swift", function: "f(x:)").packageDirectory == nil)
        #expect(CallSite(fileID: "M/F.swift", filePath: "/nowhere/F.swift", function: "f(x:)").testFilter == "M.*f")
    }

    @Test func scopesSetTheRecordModeAndTheSeedsDirectory() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        // The scope's directory and mode; the innermost non-nil value wins, the call's own argument above all.
        let failure = withKeyboardAvoidanceTesting(record: .missing, seedsDirectory: package.seeds) {
            withKeyboardAvoidanceTesting(record: .never) {
                checkKeyboardAvoidance(NaiveStrategy.init, named: "Scoped")
            }
        }
        #expect(failure?.message.contains("record mode never") == true)
        #expect(package.seedNames().isEmpty)
        let written = withKeyboardAvoidanceTesting(record: .never, seedsDirectory: package.seeds) {
            checkKeyboardAvoidance(NaiveStrategy.init, named: "Scoped", record: .missing)
        }
        #expect(written?.seedFile != nil)
        // One seed file per distinct bug.
        #expect(package.seedNames().count == Swift.max(1, written?.parts.count ?? 0))
    }

    @Test func recordModesByName() {
        #expect(RecordMode.allModes.map(\.name) == ["never", "missing", "all"])
        #expect(RecordMode(named: "missing") == .missing)
        #expect(RecordMode(named: "Missing") == nil)
    }
}
