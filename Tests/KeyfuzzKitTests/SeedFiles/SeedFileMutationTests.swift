import Foundation
import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine
import Testing

@testable import KeyfuzzKit

/// Hostile seed files: deterministic mutations of every file in `Seeds/`, each of which must be
/// either accepted (and then read back to the same bytes and replay without a crash) or cleanly
/// rejected: a `SeedFileError` naming the file and, for each problem, the field it is in, with a
/// message that holds no raw control character and no enormous line. A few thousand mutations
/// run by default; `KEYFUZZ_SOAK=1` runs 100,000.
@Suite struct SeedFileMutationTests {
    static var mutationCount: Int { ProcessInfo.processInfo.environment["KEYFUZZ_SOAK"] == "1" ? 100_000 : 3_000 }

    /// Literals a hostile file puts where a number was.
    static let hostileNumbers = [
        "-0", "0", "1e308", "-1e308", "1e999", "5e-324", "0.000001", "159.9999999", "18446744073709551616",
        "-9223372036854775809", "1" + String(repeating: "0", count: 2_000), "16", "15", "10001", "1000001", "-1",
        "1.0", "1e2", "2.5",
    ]
    /// Literals a hostile file puts where a string was.
    static let hostileStrings = [
        "\u{1B}[31mred\u{1B}[0m", "tap(+0)", " tap(0) ", "tap(0) ", "scroll(0x1p3)", "scroll(1e308)", "scroll(-0)",
        "tap(-0)", "tap(00)", "tap(99)", "scroll(8.0)", "contentChange(1000001)", String(repeating: "a", count: 10_000),
        "\u{202E}evil", "\u{7}", "", "finishAnimation", "phone-fold", "pad-window", "landscape", "hideShow",
        "wait(0.25)",
    ]

    enum Outcome: Equatable {
        case accepted
        case rejected
    }

    @Test func everyMutationIsAcceptedOrCleanlyRejected() throws {
        let seeds = try SeedFile.files(in: SeedsReplayTests.seedsDirectory)
        try #require(!seeds.isEmpty)
        let originals = try seeds.map { try Data(contentsOf: $0) }
        var source = RandomSource(seed: 0x5EED_F11E)
        var outcomes: [Outcome: Int] = [:]
        for _ in 0..<Self.mutationCount {
            let index = source.index(below: originals.count)
            let mutated = Self.mutate(originals[index], using: &source)
            let outcome = try Self.check(mutated, path: seeds[index].lastPathComponent)
            outcomes[outcome, default: 0] += 1
        }
        // Both classes are reached: the mutations are neither all harmless nor all fatal.
        #expect((outcomes[.accepted] ?? 0) > Self.mutationCount / 50)
        #expect((outcomes[.rejected] ?? 0) > Self.mutationCount / 2)
    }

    /// Decodes `data`, checking the outcome's class; returns it.
    static func check(_ data: Data, path: String) throws -> Outcome {
        do {
            let seed = try SeedFile.decode(data, path: path)
            // Accepted: canonical bytes read back the same, and the case replays.
            let again = try SeedFile.decode(seed.encode(), path: path)
            #expect(again == seed)
            #expect(again.encode() == seed.encode())
            #expect(seed.scenario.problems.isEmpty)
            _ = seed.run()
            return .accepted
        } catch let error as SeedFileError {
            #expect(error.path == path)
            #expect(!error.problems.isEmpty)
            let text = error.description
            #expect(text.hasPrefix(path + ": "))
            #expect(
                !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E },
                "raw control character in: \(text.debugDescription.prefix(300))")
            for line in text.split(separator: "\n") {
                #expect(line.count < 1_000, "a line of \(line.count) characters")
            }
            for problem in error.problems where !problem.message.hasPrefix("malformed JSON") && !problem.message.hasPrefix("the file holds")
            {
                // Every other problem names the field it is in.
                #expect(!problem.field.isEmpty, "\(problem.message)")
                #expect(problem.message.contains(problem.field), "\(problem.field): \(problem.message)")
            }
            return .rejected
        }
    }

    /// One mutation of `data`: byte-level damage, or a hostile literal put where a number, a
    /// string or a key was, or a member line deleted or repeated.
    static func mutate(_ data: Data, using source: inout RandomSource) -> Data {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { return data }
        switch source.index(below: 8) {
        case 0:  // flip a byte
            let at = source.index(below: bytes.count)
            bytes[at] ^= UInt8(truncatingIfNeeded: source.int(in: 1...255))
        case 1:  // truncate
            bytes.removeLast(source.index(below: bytes.count))
        case 2:  // insert control bytes, an escape sequence or invalid UTF-8 into the text
            let at = source.index(below: bytes.count)
            let inserts: [[UInt8]] = [[0x1B, 0x5B, 0x33, 0x31, 0x6D], [0x00], [0xFF, 0xFE], [0x07], [0xC3]]
            bytes.insert(contentsOf: source.element(of: inserts), at: at)
        default:
            var text = String(decoding: bytes, as: UTF8.self)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let line = source.index(below: lines.count)
            switch source.index(below: 5) {
            case 0: lines[line] = replaceNumber(in: lines[line], using: &source)
            case 1: lines[line] = replaceString(in: lines[line], using: &source)
            case 2: lines.remove(at: line)
            case 3: lines.insert(lines[line], at: line)
            default: lines[line] = lines[line].replacingOccurrences(of: "\"", with: "\"x", options: [], range: lines[line].range(of: "\""))
            }
            text = lines.joined(separator: "\n")
            bytes = Array(text.utf8)
        }
        return Data(bytes)
    }

    /// `line` with one number literal replaced by a hostile one.
    static func replaceNumber(in line: String, using source: inout RandomSource) -> String {
        let numbers = line.ranges(of: /-?[0-9][0-9.eE+-]*/)
        guard !numbers.isEmpty else { return line }
        var result = line
        result.replaceSubrange(source.element(of: numbers), with: source.element(of: hostileNumbers))
        return result
    }

    /// `line` with one string literal's contents replaced by a hostile string (JSON-escaped).
    static func replaceString(in line: String, using source: inout RandomSource) -> String {
        let strings = line.ranges(of: /"[^"]*"/)
        guard !strings.isEmpty else { return line }
        var result = line
        result.replaceSubrange(source.element(of: strings), with: JSONText.quoted(source.element(of: hostileStrings)))
        return result
    }

    @Test func theIssuesExamplesAreRefusedWithTheirField() throws {
        let text = String(
            decoding: try Data(
                contentsOf: SeedsReplayTests.seedsDirectory
                    .appendingPathComponent("naive-hidden-field-dc63d17ddb0aa176.json")), as: UTF8.self)
        func problems(_ original: String, _ replacement: String) throws -> [String] {
            try #require(text.contains(original))
            let data = Data(text.replacingOccurrences(of: original, with: replacement).utf8)
            do {
                _ = try SeedFile.decode(data, path: "x.json")
                return []
            } catch let error as SeedFileError {
                return error.problems.map(\.message)
            }
        }
        #expect(
            try problems("\"tap(11)\"", "\"tap(+11)\"") == [
                "actions[0] is \"tap(+11)\", expected an action written as keyfuzz writes it: \"tap(11)\""
            ])
        #expect(
            try problems("\"tap(11)\"", "\" tap(11) \"").first?.hasPrefix(
                "actions[0] is \" tap(11) \", expected an action written as keyfuzz writes it") == true)
        #expect(try problems("\"tap(11)\"", "\"scroll(0x1p3)\"").first?.contains("expected an action") == true)
        #expect(
            try problems("\"tap(11)\"", "\"scroll(1e308)\"") == [
                "actions[0] is \"scroll(1e308)\", expected an action written as keyfuzz writes it: \"scroll(1e+308)\""
            ])
        #expect(
            try problems("\"tap(11)\"", "\"scroll(1e+308)\"") == [
                "actions[0] is \"scroll(1e+308)\", expected a distance of at most 1000000 pt either way"
            ])
        func origin(_ seed: String, _ index: String) -> String {
            "\"strategy\": \"naive\",\n  \"origin\": { \"seed\": \(seed), \"case\": \(index) },"
        }
        #expect(
            try problems("\"strategy\": \"naive\",", origin("1", "-0")) == [
                "origin.case is -0, expected an integer in 0...18446744073709551615, written 0"
            ])
        let tall = try problems("\"contentHeight\": 900", "\"contentHeight\": 1.7e308")
        #expect(tall == ["scenario.contentHeight is 1.7e308, expected <= 10000000"], "\(tall)")
        #expect(
            try problems("\"contentHeight\": 900", "\"contentHeight\": 767.9999999")
                == ["scenario.contentHeight is 767.9999999, expected >= the bottom of the last field (768)"])
        #expect(try problems("\"x\": 16", "\"x\": 1e308").first == "scenario.fields[0].frame.x is 1e308, expected <= 10000")
        #expect(try problems("\"width\": 300", "\"width\": 0").first == "scenario.fields[0].frame.width is 0, expected >= 1")
        #expect(try problems("\"height\": 44", "\"height\": 5e-324").first == "scenario.fields[0].frame.height is 5e-324, expected >= 1")
        #expect(
            try problems("\"strategy\": \"naive\",", origin("18446744073709551616", "0"))
                == ["origin.seed is 18446744073709551616, out of range: expected an integer in 0...18446744073709551615"])
        let huge = "1" + String(repeating: "0", count: 1_000_000)
        let long = try problems("\"contentHeight\": 900", "\"contentHeight\": \(huge)")
        #expect(long.count == 1 && long[0].count < 200)
        // An escape sequence in a string (written \u001b in the JSON) is shown escaped, never raw.
        #expect(
            try problems("\"naive\"", "\"\\u001b[31mnaive\"").first?.hasPrefix(
                "strategy is \"\\u001b[31mnaive\", expected a known strategy") == true)
    }
}
