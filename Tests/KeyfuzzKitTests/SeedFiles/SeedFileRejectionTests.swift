import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzStorage
import Testing

@testable import KeyfuzzKit

/// One test per way a seed file is rejected; each checks that the message names the file and the field.
@Suite struct SeedFileRejectionTests {
    static let path = "Seeds/bad-seed.json"

    /// Decodes `text` expecting a rejection, and checks that every line of the message names the file
    /// (the summary line) and that the problems name `fields`, in order.
    private func rejection(
        _ text: String, fields: [String], extraStrategies: Set<String> = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SeedFileError {
        let error = try #require(throws: SeedFileError.self, sourceLocation: sourceLocation) {
            try SeedFile.decode(Data(text.utf8), path: Self.path, extraStrategies: extraStrategies)
        }
        #expect(error.path == Self.path, sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix(Self.path + ": "), sourceLocation: sourceLocation)
        #expect(error.fields == fields, "\(error)", sourceLocation: sourceLocation)
        for field in fields where !field.isEmpty {
            #expect(error.description.contains(field), "\(error)", sourceLocation: sourceLocation)
        }
        return error
    }

    private func edit(_ original: String, _ replacement: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        SeedFileFixtures.edit(SeedFileFixtures.naiveText, original, replacement, sourceLocation: sourceLocation)
    }

    private static let fourthFieldFrame = "{ \"x\": 16, \"y\": 212, \"width\": 300, \"height\": 44 }"

    // MARK: JSON and header

    @Test func malformedJSONGivesLineColumnAndField() throws {
        let text = edit("\"tabBar\": false,", "\"tabBar\": false")
        let error = try rejection(text, fields: ["scenario.tabBar"])
        #expect(
            error.description
                == "\(Self.path): malformed JSON at line 12, column 5, in scenario.tabBar: unexpected '\"', expected ',' or '}' after the member"
        )
    }

    @Test func malformedJSONAtTheTopLevelAndEmptyFiles() throws {
        #expect(
            try rejection("", fields: [""]).description
                == "\(Self.path): malformed JSON at line 1, column 1: the file is empty, expected a JSON object")
        #expect(try rejection("{} x", fields: [""]).description.contains("unexpected 'x' after the end of the document"))
        #expect(try rejection("[1, 2", fields: ["[1]"]).description.contains("expected ',' or ']'"))
        let nan = try rejection(edit("\"contentHeight\": 900", "\"contentHeight\": NaN"), fields: ["scenario.contentHeight"])
        #expect(nan.description.contains("unexpected 'NaN'"))
        #expect(try rejection("{\"a\": 01}", fields: ["a"]).description.contains("no leading zeros"))
    }

    @Test func aFileThatIsNotAnObject() throws {
        let error = try rejection("[]", fields: [""])
        #expect(error.description.contains("the file holds an array, expected a JSON object"))
    }

    @Test func wrongFormat() throws {
        let error = try rejection(edit("\"keyfuzz-seed\"", "\"keyfuzz-trace\""), fields: ["format"])
        #expect(error.description == "\(Self.path): format is \"keyfuzz-trace\", expected \"keyfuzz-seed\" (is this a keyfuzz seed file?)")
        _ = try rejection(edit("  \"format\": \"keyfuzz-seed\",\n", ""), fields: ["format"])
    }

    @Test func missingVersionNamesTheSupportedOnes() throws {
        let error = try rejection(edit("  \"version\": 1,\n", ""), fields: ["version"])
        #expect(error.description == "\(Self.path): version is missing, expected a supported format version: 1")
    }

    @Test func unknownVersionNamesTheSupportedOnes() throws {
        let error = try rejection(edit("\"version\": 1", "\"version\": 2"), fields: ["version"])
        #expect(error.description == "\(Self.path): version is 2, expected a supported format version: 1")
        _ = try rejection(edit("\"version\": 1", "\"version\": \"1\""), fields: ["version"])
        _ = try rejection(edit("\"version\": 1", "\"version\": 1.0"), fields: ["version"])
    }

    @Test func missingUnknownAndRepeatedKeys() throws {
        let missing = try rejection(edit("    \"tabBar\": false,\n", ""), fields: ["scenario.tabBar"])
        #expect(missing.description == "\(Self.path): scenario.tabBar is missing")
        let unknown = try rejection(edit("\"tabBar\": false", "\"tabBar\": false, \"toolBar\": true"), fields: ["scenario.toolBar"])
        #expect(unknown.description.contains("scenario.toolBar is not a known key, expected only device, orientation"))
        _ = try rejection(edit("\"tabBar\": false", "\"tabBar\": false, \"tabBar\": true"), fields: ["scenario.tabBar"])
    }

    @Test func valuesOfTheWrongType() throws {
        let error = try rejection(edit("\"navigationBar\": false", "\"navigationBar\": \"no\""), fields: ["scenario.navigationBar"])
        #expect(error.description == "\(Self.path): scenario.navigationBar is \"no\", expected true or false")
        _ = try rejection(edit("\"contentHeight\": 900", "\"contentHeight\": \"900\""), fields: ["scenario.contentHeight"])
        _ = try rejection(edit("\"actions\": [", "\"actions\": [3, "), fields: ["actions[0]"])
        _ = try rejection(edit("{ \"seed\": 2024, \"case\": 17 }", "{ \"seed\": -1, \"case\": 17 }"), fields: ["origin.seed"])
        _ = try rejection(edit(Self.fourthFieldFrame, "[16, 212, 300, 44]"), fields: ["scenario.fields[3].frame"])
    }

    // MARK: Names

    @Test func unknownStrategyListsTheKnownNames() throws {
        let error = try rejection(edit("\"strategy\": \"naive\"", "\"strategy\": \"naïve\""), fields: ["strategy"])
        let names = BuiltInStrategy.all.map(\.name).joined(separator: ", ")
        #expect(error.description == "\(Self.path): strategy is \"naïve\", expected a known strategy: \(names)")
    }

    @Test func callerSuppliedStrategyNamesAreAccepted() throws {
        let text = edit("\"strategy\": \"naive\"", "\"strategy\": \"my-strategy\"")
        let error = try rejection(text, fields: ["strategy"], extraStrategies: ["other"])
        #expect(error.description.hasSuffix("dismiss-on-drag, view-shift, other"))
        #expect(try SeedFile.decode(Data(text.utf8), path: Self.path, extraStrategies: ["my-strategy"]).strategy == "my-strategy")
    }

    @Test func unknownDevice() throws {
        let error = try rejection(edit("\"phone-notch\"", "\"phone-fold\""), fields: ["scenario.device"])
        #expect(
            error.description
                == "\(Self.path): scenario.device is \"phone-fold\", expected one of \"phone-home\", \"phone-notch\", \"pad\", \"pad-window\""
        )
    }

    @Test func unknownOrientation() throws {
        let error = try rejection(edit("\"portrait\"", "\"upsideDown\""), fields: ["scenario.orientation"])
        #expect(error.description.hasSuffix("expected one of \"portrait\", \"landscape\""))
    }

    @Test func padWindowHasOnlyLandscape() throws {
        let error = try rejection(edit("\"phone-notch\"", "\"pad-window\""), fields: ["scenario.orientation"])
        #expect(error.description.contains("pad-window does not rotate"))
    }

    @Test func unknownEnumValues() throws {
        _ = try rejection(edit("\"automatic\"", "\"always\""), fields: ["scenario.insetAdjustment"])
        _ = try rejection(edit("\"pinned\"", "\"floating\""), fields: ["scenario.content"])
        let text = SeedFileFixtures.naiveText
        let fourth = try #require(
            text.range(of: "\"keyboardType\": \"default\"", range: text.range(of: Self.fourthFieldFrame)!.upperBound..<text.endIndex))
        let error = try rejection(
            text.replacingCharacters(in: fourth, with: "\"keyboardType\": \"phone\""),
            fields: ["scenario.fields[3].keyboardType"])
        #expect(error.description.hasSuffix("expected one of \"default\", \"numberPad\", \"email\""))
    }

    @Test func unknownActionUsesTheActionParsersReason() throws {
        let error = try rejection(edit("\"finishAnimation\"]", "\"finishAnimations\"]"), fields: ["actions[1]"])
        #expect(
            error.description.hasPrefix(
                "\(Self.path): actions[1] is \"finishAnimations\", expected an action (unknown action; expected one of tap, next"))
        let argument = try rejection(edit("\"tap(11)\"", "\"inputMode(klingon)\""), fields: ["actions[0]"])
        #expect(argument.description.hasSuffix("expected an action (expected one of default, noPredictive, emoji)"))
        _ = try rejection(edit("\"tap(11)\"", "\"scroll(1e999)\""), fields: ["actions[0]"])
    }

    @Test func waitsOutOfRangeOrNotWrittenTheShortestWay() throws {
        let zero = try rejection(edit("\"tap(11)\"", "\"wait(0)\""), fields: ["actions[0]"])
        #expect(
            zero.description
                == "\(Self.path): actions[0] is \"wait(0)\", expected an action (expected seconds in parentheses, more than 0 and at most 3600, with at most 6 decimals, as in wait(0.25))"
        )
        _ = try rejection(edit("\"tap(11)\"", "\"wait(3600.5)\""), fields: ["actions[0]"])
        _ = try rejection(edit("\"tap(11)\"", "\"wait(0.0000001)\""), fields: ["actions[0]"])
        let padded = try rejection(edit("\"tap(11)\"", "\"wait(0.250)\""), fields: ["actions[0]"])
        #expect(padded.description.hasSuffix("expected an action written as keyfuzz writes it: \"wait(0.25)\""))
    }

    @Test func tapBeyondTheFields() throws {
        let error = try rejection(edit("\"tap(11)\"", "\"tap(12)\""), fields: ["actions[0]"])
        #expect(error.description == "\(Self.path): actions[0] is \"tap(12)\", expected a field index below 12: the scenario has 12 fields")
    }

    @Test func unknownInvariant() throws {
        let error = try rejection(edit("\"drift\", ", "\"drift\", \"overlap\", "), fields: ["invariants[3]"])
        #expect(error.description.contains("invariants[3] is \"overlap\", expected one of \"sanity\", \"hidden-field\""))
        _ = try rejection(edit("\"drift\", ", "\"drift\", \"drift\", "), fields: ["invariants[3]"])
        _ = try rejection(edit("[\"sanity\", \"hidden-field\", \"drift\", \"unreachable-field\"]", "[]"), fields: ["invariants"])
    }

    // MARK: Numbers and the scenario

    @Test func nonFiniteNumbers() throws {
        let error = try rejection(
            edit(Self.fourthFieldFrame, "{ \"x\": 16, \"y\": 212, \"width\": 300, \"height\": 1e999 }"),
            fields: ["scenario.fields[3].frame.height"])
        #expect(
            error.description
                == "\(Self.path): scenario.fields[3].frame.height is 1e999, expected a finite number (it is beyond Double's range)")
        _ = try rejection(edit("\"contentHeight\": 900", "\"contentHeight\": -1e400"), fields: ["scenario.contentHeight"])
    }

    @Test func negativeInsets() throws {
        let error = try rejection(edit("\"bottom\": 0", "\"bottom\": -4"), fields: ["scenario.contentInset.bottom"])
        #expect(error.description == "\(Self.path): scenario.contentInset.bottom is -4, expected >= 0")
    }

    @Test func negativeHeights() throws {
        let error = try rejection(
            edit(Self.fourthFieldFrame, "{ \"x\": 16, \"y\": 212, \"width\": 300, \"height\": -44 }"),
            fields: ["scenario.fields[3].frame.height"])
        #expect(error.description.hasPrefix("\(Self.path): scenario.fields[3].frame.height is -44, expected >= 1"))
        _ = try rejection(edit("\"contentHeight\": 900", "\"contentHeight\": -900"), fields: ["scenario.contentHeight"])
    }

    @Test func everyScenarioProblemIsReported() throws {
        // Field 3 moves up into field 2, and the content ends above the last field.
        var text = edit(Self.fourthFieldFrame, "{ \"x\": 16, \"y\": 190, \"width\": 300, \"height\": 44 }")
        text = SeedFileFixtures.edit(text, "\"contentHeight\": 900", "\"contentHeight\": 700")
        let error = try rejection(text, fields: ["scenario.fields[3].frame.y", "scenario.contentHeight"])
        #expect(
            error.description.hasPrefix(
                "\(Self.path): 2 problems\n  - scenario.fields[3].frame.y is 190, expected >= the bottom of fields[2]"))
        #expect(error.description.contains("\n  - scenario.contentHeight is 700, expected >= the bottom of the last field (768)"))
    }

    @Test func emptyFields() throws {
        let start = try #require(SeedFileFixtures.naiveText.range(of: "\"fields\": ["))
        let end = try #require(SeedFileFixtures.naiveText.range(of: "\n    ]"))
        let text = SeedFileFixtures.naiveText.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "\"fields\": []")
        _ = try rejection(text, fields: ["scenario.fields", "actions[0]"])
    }

    // MARK: Expectation

    @Test func expectationOutsideTheActions() throws {
        let error = try rejection(edit("\"actionIndex\": 1", "\"actionIndex\": 3"), fields: ["expect.actionIndex"])
        #expect(
            error.description.hasSuffix(
                "expect.actionIndex is 3, expected 0...2: the index of an action, or 2 (the action count) for the end-of-case check"))
    }

    @Test func expectationOfADisabledInvariant() throws {
        let error = try rejection(edit("\"invariant\": \"hidden-field\"", "\"invariant\": \"excess-gap\""), fields: ["expect.invariant"])
        #expect(error.description.contains("expected one of the enabled invariants (sanity, hidden-field, drift, unreachable-field)"))
    }

    @Test func malformedExpectations() throws {
        _ = try rejection(edit("\"verdict\": \"fail\"", "\"verdict\": \"crash\""), fields: ["expect.verdict"])
        _ = try rejection(edit("\"verdict\": \"fail\"", "\"verdict\": \"pass\""), fields: ["expect.invariant", "expect.actionIndex"])
        _ = try rejection(edit(", \"actionIndex\": 1", ""), fields: ["expect.actionIndex"])
        _ = try rejection(edit("\"verdict\": \"fail\", ", ""), fields: ["expect.verdict"])
    }

    // MARK: Files

    @Test func everyProblemInOneFileIsReportedTogether() throws {
        var text = edit("\"phone-notch\"", "\"phone-fold\"")
        text = SeedFileFixtures.edit(text, "\"tap(11)\"", "\"tapp(11)\"")
        let error = try rejection(text, fields: ["scenario.device", "actions[0]"])
        #expect(error.description.hasPrefix("\(Self.path): 2 problems\n  - scenario.device is"))
    }

    @Test func aMissingFileIsNamed() throws {
        let url = URL(fileURLWithPath: "/nonexistent/keyfuzz/seed.json")
        let error = try #require(throws: SeedFileError.self) { try SeedFile.read(from: url) }
        #expect(error.description.hasPrefix("/nonexistent/keyfuzz/seed.json: cannot read the file"))
    }
}
