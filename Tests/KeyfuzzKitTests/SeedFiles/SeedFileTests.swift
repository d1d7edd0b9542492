import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine
import Testing

@testable import KeyfuzzKit

/// Seed files shared by the seed-file tests.
enum SeedFileFixtures {
    /// Twelve 44 pt fields stacked 64 pt apart from y = 20 (x 16, width 300).
    static let twelveFields = Scenario.stackedFields(count: 12)

    /// `naive` on a notched phone in portrait: tapping the last field leaves it under the keyboard.
    static let naiveHiddenField = SeedFile(
        strategy: "naive", origin: SeedFile.Origin(seed: 2024, caseIndex: 17),
        scenario: Scenario(device: .phoneNotch, orientation: .portrait, fields: twelveFields, contentHeight: 900),
        actions: [.tap(11), .finishAnimation], expected: .fail(.hiddenField, actionIndex: 1))

    /// Every action kind at least once, with arguments of every shape.
    static let everyAction: [Action] = [
        .tap(0), .tap(3), .next, .dismiss, .tapBackground, .scroll(120), .scroll(-0.125), .scroll(1e-7),
        .inputMode(.default), .inputMode(.noPredictive), .inputMode(.emoji), .hardwareKeyboard(true),
        .hardwareKeyboard(false), .rotate, .contentChange(-40), .contentChange(1234.5678), .repost, .finishAnimation,
        .dragDismiss(zeroRect: true), .dragDismiss(zeroRect: false), .undock, .dock,
        .remoteKeyboard(show: true), .remoteKeyboard(show: false),
    ]

    /// Scenarios covering every device, both orientations, the bars, accessory views, every
    /// keyboard type and enum value, and fractional numbers.
    static var scenarios: [Scenario] {
        var scenarios: [Scenario] = []
        for (d, device) in Device.allCases.enumerated() {
            for orientation in device.rotates ? Orientation.allCases : [.landscape] {
                for bars in 0..<4 {
                    var fields = Scenario.stackedFields(count: 4 + d, top: 8.5, height: 31.25, spacing: 0.1)
                    for i in fields.indices {
                        fields[i].keyboardType = KeyboardType.allCases[i % KeyboardType.allCases.count]
                        fields[i].hasAccessoryView = (i + bars) % 2 == 0
                    }
                    scenarios.append(
                        Scenario(
                            device: device, orientation: orientation,
                            navigationBar: bars & 1 != 0, tabBar: bars & 2 != 0,
                            insetAdjustment: InsetAdjustment.allCases[bars % 2],
                            contentInset: UIEdgeInsets(top: CGFloat(bars), left: 0.5, bottom: 1e-3 * CGFloat(bars), right: 0),
                            content: ContentLayout.allCases[(bars / 2) % 2],
                            systemScrollsToFocus: bars != 3,
                            fields: fields, contentHeight: 2000.75,
                            rotationStyle: RotationStyle.allCases[bars % 2], layout: LayoutKind.allCases[(bars / 2) % 2]))
                }
            }
        }
        return scenarios
    }

    /// `text` with `original` replaced by `replacement`, failing the test if `original` is absent.
    static func edit(
        _ text: String, _ original: String, _ replacement: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        #expect(text.contains(original), "the fixture does not contain \(original)", sourceLocation: sourceLocation)
        return text.replacingOccurrences(of: original, with: replacement)
    }

    /// Creates an empty scratch directory for one test and removes it afterwards.
    static func withScratchDirectory(_ name: String, _ body: (URL) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyfuzz-seed-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url)
    }

    /// The canonical text of `naiveHiddenField`.
    static var naiveText: String { String(decoding: naiveHiddenField.encode(), as: UTF8.self) }
}

@Suite struct SeedFileTests {
    // MARK: Round trips

    @Test func everyScenarioRoundTrips() throws {
        let scenarios = SeedFileFixtures.scenarios
        #expect(scenarios.count == 28)
        for (i, scenario) in scenarios.enumerated() {
            let actions = SeedFileFixtures.everyAction.map { action -> Action in
                if case .tap(let index) = action { return .tap(index % scenario.fields.count) }
                return action
            }
            let seed = SeedFile(
                strategy: BuiltInStrategy.all[i % BuiltInStrategy.all.count].name,
                origin: i % 3 == 0 ? nil : SeedFile.Origin(seed: UInt64.max - UInt64(i), caseIndex: UInt64(i)),
                invariants: i % 2 == 0 ? .all : InvariantSet([.drift, .excessGap]),
                scenario: scenario, actions: actions,
                expected: i % 4 == 0 ? .pass : .fail(i % 2 == 0 ? .needlessMotion : .excessGap, actionIndex: actions.count))
            let data = seed.encode()
            let read = try SeedFile.decode(data, path: "round-trip-\(i).json")
            #expect(read == seed, "scenario \(i) did not round-trip:\n\(String(decoding: data, as: UTF8.self))")
            #expect(read.encode() == data)
        }
    }

    /// Format version 1 grows additively: the second stage's scenario options are written only
    /// when set, so a case without them has the bytes an older writer gave it.
    @Test func secondStageOptionsAreWrittenOnlyWhenSet() throws {
        let plain = String(decoding: SeedFileFixtures.naiveHiddenField.encode(), as: UTF8.self)
        #expect(!plain.contains("rotationStyle") && !plain.contains("\"layout\""))
        var seed = SeedFileFixtures.naiveHiddenField
        seed.scenario.rotationStyle = .hideShow
        seed.scenario.layout = .constraints
        let text = String(decoding: seed.encode(), as: UTF8.self)
        #expect(text.contains("    \"rotationStyle\": \"hideShow\",\n    \"layout\": \"constraints\",\n"))
        #expect(try SeedFile.decode(seed.encode(), path: "second-stage.json") == seed)
    }

    @Test func numbersAreIntegersOrShortestRoundTripping() {
        #expect(JSONValue.numberText(900) == "900")
        #expect(JSONValue.numberText(-40) == "-40")
        #expect(JSONValue.numberText(-0.0) == "0")
        #expect(JSONValue.numberText(0.1) == "0.1")
        #expect(JSONValue.numberText(-0.125) == "-0.125")
        #expect(JSONValue.numberText(1e-7) == "1e-07")
        #expect(JSONValue.numberText(1234.5678) == "1234.5678")
        #expect(JSONValue.numberText(1e300) == "1e+300")
        #expect(JSONValue.numberText(Double.nan) == "nan")
        for value in [0.1, 1.0 / 3, 2.0 / 3 * 1e-9, 123456.789e10, 9_007_199_254_740_993.0] {
            #expect(Double(JSONValue.numberText(value)) == value)
        }
    }

    @Test func actionsKeepEveryDigitWhereDescriptionRounds() throws {
        let actions: [Action] = [.scroll(0.125), .contentChange(-1e-7)]
        #expect(actions.map(SeedFile.actionText) == ["scroll(0.125)", "contentChange(-1e-07)"])
        #expect(try actions.map { try Action(parsing: SeedFile.actionText($0)) } == actions)
        // Action.description keeps two decimals, which would not read back the same.
        #expect(Action.scroll(0.125).description == "scroll(0.13)")
    }

    @Test func waitsAreWrittenWithEveryDigitTheyHave() throws {
        let actions: [Action] = [.wait(0.25), .wait(VirtualTime(microseconds: 10)), .wait(1), .wait(3600)]
        #expect(actions.map(SeedFile.actionText) == ["wait(0.25)", "wait(0.00001)", "wait(1)", "wait(3600)"])
        let seed = SeedFile(
            strategy: "naive", scenario: Scenario(fields: Scenario.stackedFields(count: 1)),
            actions: [.tap(0)] + actions + [.finishAnimation], expected: .pass)
        #expect(try SeedFile.decode(seed.encode(), path: "waits.json") == seed)
    }

    @Test func longActionListsWrapAt120Columns() throws {
        var seed = SeedFileFixtures.naiveHiddenField
        seed.actions = Array(repeating: [Action.tap(11), .finishAnimation, .scroll(-120.5), .dismiss], count: 20).flatMap { $0 }
        seed.expected = .pass
        let text = String(decoding: seed.encode(), as: UTF8.self)
        let lines = text.split(separator: "\n")
        let start = try #require(lines.firstIndex(of: "  \"actions\": ["))
        let end = try #require(lines.firstIndex(of: "  ],"))
        let actionLines = lines[(start + 1)..<end]
        #expect(actionLines.count > 1)
        #expect(actionLines.allSatisfy { $0.hasPrefix("    \"") && $0.count <= 120 })
        #expect(text.contains("  \"actions\": [\n    \"tap(11)\", \"finishAnimation\", "))
        #expect(try SeedFile.decode(seed.encode(), path: "long.json") == seed)
    }

    // MARK: Canonical bytes and names

    @Test func theSameCaseAlwaysGivesTheSameBytes() {
        let expected = """
            {
              "format": "keyfuzz-seed",
              "version": 1,
              "strategy": "inset-tracking",
              "origin": { "seed": 2024, "case": 17 },
              "invariants": ["sanity", "hidden-field", "drift", "unreachable-field"],
              "scenario": {
                "device": "pad",
                "orientation": "landscape",
                "navigationBar": true,
                "tabBar": false,
                "insetAdjustment": "never",
                "contentInset": { "top": 0, "left": 0, "bottom": 12.5, "right": 0 },
                "content": "pinned",
                "systemScrollsToFocus": false,
                "contentHeight": 1000,
                "world": "device",
                "fields": [
                  { "frame": { "x": 16, "y": 20, "width": 300, "height": 44 }, "keyboardType": "email", "accessoryView": true },
                  { "frame": { "x": 16, "y": 84.25, "width": 300, "height": 44 }, "keyboardType": "numberPad", "accessoryView": false }
                ]
              },
              "actions": ["tap(1)", "scroll(-0.5)", "inputMode(emoji)", "hardwareKeyboard(on)", "finishAnimation"],
              "expect": { "verdict": "fail", "invariant": "drift", "actionIndex": 5 }
            }

            """
        let seed = SeedFile(
            strategy: "inset-tracking", origin: SeedFile.Origin(seed: 2024, caseIndex: 17),
            scenario: Scenario(
                device: .pad, orientation: .landscape, navigationBar: true, insetAdjustment: .never,
                contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 12.5, right: 0),
                systemScrollsToFocus: false,
                fields: [
                    TextFieldSpec(
                        frame: CGRect(x: 16, y: 20, width: 300, height: 44),
                        keyboardType: .email, hasAccessoryView: true),
                    TextFieldSpec(
                        frame: CGRect(x: 16, y: 84.25, width: 300, height: 44),
                        keyboardType: .numberPad),
                ],
                contentHeight: 1000),
            actions: [.tap(1), .scroll(-0.5), .inputMode(.emoji), .hardwareKeyboard(true), .finishAnimation],
            expected: .fail(.drift, actionIndex: 5))
        #expect(String(decoding: seed.encode(), as: UTF8.self) == expected)
        #expect(seed.encode() == seed.encode())
        #expect(seed.fileName == CorpusDirectory.fileName(for: Array(expected.utf8), prefix: "inset-tracking-drift", extension: "json"))
    }

    @Test func aPassingCaseWithoutOriginLeavesTheOriginOut() throws {
        var seed = SeedFileFixtures.naiveHiddenField
        seed.origin = nil
        seed.expected = .pass
        let text = String(decoding: seed.encode(), as: UTF8.self)
        #expect(!text.contains("origin"))
        #expect(text.contains("\"expect\": { \"verdict\": \"pass\" }\n}\n"))
        #expect(seed.fileName.hasPrefix("naive-pass-"))
        #expect(try SeedFile.decode(seed.encode(), path: "pass.json") == seed)
    }

    @Test func anExplicitNullOriginReadsAsNoOrigin() throws {
        let text = SeedFileFixtures.edit(SeedFileFixtures.naiveText, "{ \"seed\": 2024, \"case\": 17 }", "null")
        let seed = try SeedFile.decode(Data(text.utf8), path: "null-origin.json")
        #expect(seed.origin == nil)
    }

    @Test func stringsAreEscaped() throws {
        var seed = SeedFileFixtures.naiveHiddenField
        seed.strategy = "my \"odd\"\\ strategy\u{1}\u{e9}\u{1F600}"
        let text = String(decoding: seed.encode(), as: UTF8.self)
        #expect(text.contains(#""strategy": "my \"odd\"\\ strategy\u0001é😀","#))
        #expect(try SeedFile.decode(seed.encode(), path: "odd.json", extraStrategies: [seed.strategy]) == seed)
    }

    // MARK: Saving

    @Test func savingTheSameCaseTwiceGivesOneFile() throws {
        try SeedFileFixtures.withScratchDirectory("save-twice") { root in
            let seed = SeedFileFixtures.naiveHiddenField
            let first = try seed.save(in: root)
            let second = try seed.save(in: root)
            #expect(first == second)
            #expect(first.lastPathComponent == seed.fileName)
            #expect(first.lastPathComponent.hasPrefix("naive-hidden-field-"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [seed.fileName])
            #expect(FileManager.default.contents(atPath: first.path) == seed.encode())
            #expect(try SeedFile.read(from: first) == seed)
            #expect(try SeedFile.files(in: root) == [first])
        }
    }

    @Test func aDifferentCaseUnderACollidingNameNeverOverwrites() throws {
        try SeedFileFixtures.withScratchDirectory("collision") { root in
            let seed = SeedFileFixtures.naiveHiddenField
            var other = seed
            other.actions.append(.dismiss)
            // A different case already sits under `seed`'s name (as an FNV-1a collision would leave it).
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let squatter = root.appendingPathComponent(seed.fileName)
            try other.encode().write(to: squatter)

            let error = try #require(throws: CorpusError.self) { try seed.save(in: root) }
            #expect(error.path == squatter.path)
            #expect(error.description.contains("refusing to overwrite"))
            #expect(FileManager.default.contents(atPath: squatter.path) == other.encode())
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [seed.fileName])
        }
    }

    @Test func savingACaseThatWouldNotReadBackWritesNothing() throws {
        try SeedFileFixtures.withScratchDirectory("unreadable") { root in
            var seed = SeedFileFixtures.naiveHiddenField
            seed.scenario.fields[3].frame.size.height = .infinity
            let error = try #require(throws: SeedFileError.self) { try seed.save(in: root) }
            #expect(error.fields == ["scenario.fields[3].frame.height"])
            #expect(error.path.hasSuffix(seed.fileName))
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(seed.fileName).path))
        }
    }

    @Test func savingAUserStrategysCaseNeedsNoRegistration() throws {
        try SeedFileFixtures.withScratchDirectory("user-strategy") { root in
            var seed = SeedFileFixtures.naiveHiddenField
            seed.strategy = "my-strategy"
            let url = try seed.save(in: root)
            #expect(url.lastPathComponent.hasPrefix("my-strategy-hidden-field-"))
            #expect(throws: SeedFileError.self) { try SeedFile.read(from: url) }
            #expect(try SeedFile.read(from: url, extraStrategies: ["my-strategy"]) == seed)
        }
    }

    // MARK: Replay

    @Test func runUsesTheFilesInvariantsAndStrategy() throws {
        let seed = SeedFileFixtures.naiveHiddenField
        #expect(seed.run()?.verdict == .fail(.hiddenField, actionIndex: 1))
        var withoutHiddenField = seed
        withoutHiddenField.invariants = InvariantSet([.sanity, .drift])
        #expect(withoutHiddenField.run()?.verdict == .pass)
        var unknown = seed
        unknown.strategy = "my-strategy"
        #expect(unknown.run() == nil)
        #expect(unknown.run(make: BuiltInStrategy.naive.make).verdict == .fail(.hiddenField, actionIndex: 1))
        #expect(seed.keyboardCase == KeyboardCase(strategy: "naive", scenario: seed.scenario, actions: seed.actions))
    }
}
