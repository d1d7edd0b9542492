import Foundation
import Testing

@Suite("keyfuzz replay, shrink, exhaust (end to end)")
struct ReplayShrinkExhaustTests {
    /// A hand-written seed file: naive on phone-notch, 12 fields, hidden-field after finishAnimation.
    static func naiveSeed(actions: [String], expect: String) -> String {
        seed(strategy: "naive", fields: 12, contentHeight: 900, actions: actions, expect: expect)
    }

    /// The shortest naive failure: tap the bottom field, the layout pass snaps the offset back.
    static let naiveHiddenField = naiveSeed(
        actions: ["tap(11)", "finishAnimation"],
        expect: #"{ "verdict": "fail", "invariant": "hidden-field", "actionIndex": 1 }"#)

    /// A hand-written seed file on phone-notch portrait with `fields` stacked fields.
    static func seed(strategy: String, fields count: Int, contentHeight: Int, actions: [String], expect: String) -> String {
        let fields = (0..<count).map { i in
            "{ \"frame\": { \"x\": 16, \"y\": \(20 + 64 * i), \"width\": 300, \"height\": 44 }, \"keyboardType\": \"default\", \"accessoryView\": false }"
        }.joined(separator: ",\n      ")
        return """
            {
              "format": "keyfuzz-seed",
              "version": 1,
              "strategy": "\(strategy)",
              "invariants": ["sanity", "hidden-field", "drift", "unreachable-field"],
              "scenario": {
                "device": "phone-notch", "orientation": "portrait", "navigationBar": false, "tabBar": false,
                "insetAdjustment": "automatic", "contentInset": { "top": 0, "left": 0, "bottom": 0, "right": 0 },
                "content": "pinned", "systemScrollsToFocus": true, "contentHeight": \(contentHeight),
                "fields": [
                  \(fields)
                ]
              },
              "actions": [\(actions.map { "\"\($0)\"" }.joined(separator: ", "))],
              "expect": \(expect)
            }
            """
    }

    func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func replayOfTheSeedsFolderMatches() throws {
        let seeds = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Seeds").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { packageRoot.appendingPathComponent("Seeds/\($0)").path }
        #expect(!seeds.isEmpty)
        let result = try keyfuzz(["replay"] + seeds)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("MISMATCH"))
    }

    @Test func replayWithTraceShowsEveryStep() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(
            Self.naiveSeed(
                actions: ["tap(11)", "finishAnimation"],
                expect: #"{ "verdict": "fail", "invariant": "hidden-field", "actionIndex": 1 }"#),
            named: "naive.json", in: directory)
        let result = try keyfuzz(["replay", path, "--trace"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("ok       \(path)\n"))
        #expect(result.stdout.contains("expected hidden-field at action 1, got hidden-field at action 1"))
        #expect(result.stdout.contains("    #0 tap(11)\n"))
        #expect(result.stdout.contains("· snap: layout pass clamps contentOffset.y 311 → 141"))
        #expect(result.stdout.contains("✗ hidden-field: field 11 spans 642...686"))
    }

    @Test func jsonWithTraceCarriesEachEntrysTraceAndPicture() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(Self.naiveHiddenField, named: "naive.json", in: directory)
        let result = try keyfuzz(["replay", path, path, "--json", "--trace"])
        #expect(result.status == 0)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(entries.count == 2)
        let trace = try #require(entries.first?["trace"] as? [String])
        #expect(trace.first == "#0 tap(11)")
        #expect(trace.contains("    · snap: layout pass clamps contentOffset.y 311 → 141"))
        #expect(trace.last?.hasPrefix("    ✗ hidden-field: field 11 spans 642...686") == true)
        let picture = try #require(entries.first?["picture"] as? [String])
        #expect(picture.count == 2)
        #expect(picture[0].hasPrefix("#0 tap(11)         │"))
        // Without --trace the entries are as before: no trace, no picture.
        let plain = try keyfuzz(["replay", path, "--json"])
        let plainEntries = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [[String: Any]])
        #expect(plainEntries.first?["trace"] == nil)
        #expect(plainEntries.first?["picture"] == nil)
    }

    @Test func mismatchExitsOne() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(
            Self.naiveSeed(actions: ["tap(11)", "finishAnimation"], expect: #"{ "verdict": "pass" }"#),
            named: "wrong.json", in: directory)
        let result = try keyfuzz(["replay", path, "--json"])
        #expect(result.status == 1)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(entries.first?["matches"] as? Bool == false)
        #expect(entries.first?["actual"] as? String == "hidden-field at action 1")
    }

    @Test func malformedAndMissingFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = try write("{ \"format\": \"keyfuzz-seed\", ", named: "broken.json", in: directory)
        let malformed = try keyfuzz(["replay", broken])
        #expect(malformed.status == 65)
        #expect(malformed.stderr.hasPrefix("Error: "))
        #expect(malformed.stderr.contains(broken))
        let unknownAction = try write(
            Self.naiveSeed(actions: ["tap(11)", "teleport"], expect: #"{ "verdict": "pass" }"#),
            named: "unknown.json", in: directory)
        let bad = try keyfuzz(["replay", unknownAction])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("actions[1]"))
        let missing = try keyfuzz(["replay", directory.appendingPathComponent("nope.json").path])
        #expect(missing.status == 66)
        #expect(missing.stderr == "Error: no such file: \(directory.appendingPathComponent("nope.json").path)\n")
        let none = try keyfuzz(["replay"])
        #expect(none.status == 64)
    }

    @Test func userStrategyFilesPointToTheirTest() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = Self.naiveSeed(actions: ["tap(11)"], expect: #"{ "verdict": "pass" }"#)
            .replacingOccurrences(of: "\"strategy\": \"naive\"", with: "\"strategy\": \"MyKeyboardCode\"")
        let path = try write(text, named: "mine.json", in: directory)
        let result = try keyfuzz(["replay", path])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "Error: \(path): strategy 'MyKeyboardCode' is not a built-in strategy (see 'keyfuzz list'); a seed file of your own strategy replays from its test: KEYFUZZ_REPLAY=\(path) swift test --filter <the test>\n"
        )
    }

    @Test func svgDrawsOneCase() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(
            Self.naiveSeed(
                actions: ["tap(11)", "finishAnimation"],
                expect: #"{ "verdict": "fail", "invariant": "hidden-field", "actionIndex": 1 }"#),
            named: "naive.json", in: directory)
        let svg = directory.appendingPathComponent("naive.svg").path
        let result = try keyfuzz(["replay", path, "--svg", svg])
        #expect(result.status == 0)
        let first = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(first.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        _ = try keyfuzz(["replay", path, "--svg", svg])
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == first)  // byte-stable
        let two = try keyfuzz(["replay", path, path, "--svg", svg])
        #expect(two.status == 64)
    }

    @Test func shrinkReducesASavedCaseAndWritesItOnlyWhenAsked() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(
            Self.naiveSeed(
                actions: ["tap(2)", "finishAnimation", "dismiss", "rotate", "rotate", "tap(11)", "repost", "finishAnimation"],
                expect: #"{ "verdict": "fail", "invariant": "hidden-field", "actionIndex": 7 }"#),
            named: "long.json", in: directory)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let out = directory.appendingPathComponent("short.json").path
        let result = try keyfuzz(["shrink", path, "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("naive breaks hidden-field"))
        #expect(result.stdout.contains("(1-minimal)"))
        #expect(result.stdout.contains("wrote \(out)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)  // the input is untouched
        let replay = try keyfuzz(["replay", out])
        #expect(replay.status == 0)
        let passing = try write(Self.naiveSeed(actions: ["tap(2)"], expect: #"{ "verdict": "pass" }"#), named: "pass.json", in: directory)
        let shrunk = try Data(contentsOf: URL(fileURLWithPath: out))
        let nothing = try keyfuzz(["shrink", passing, "--out", out])
        #expect(nothing.status == 1)  // a verdict, not bad input
        #expect(
            nothing.stdout
                == "\(passing): this case passes with its invariants (sanity, hidden-field, drift, unreachable-field); nothing to shrink\n")
        #expect(nothing.stderr.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == shrunk)  // --out left as it was
    }

    @Test func shrinkReportsMissingAndMalformedFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try keyfuzz(["shrink", directory.appendingPathComponent("nope.json").path])
        #expect(missing.status == 66)
        let broken = try write("[1, 2", named: "broken.json", in: directory)
        let malformed = try keyfuzz(["shrink", broken])
        #expect(malformed.status == 65)
        #expect(malformed.stderr.hasPrefix("Error: \(broken)"))
        let two = try keyfuzz(["shrink", broken, broken])
        #expect(two.status == 64)
    }

    @Test func shrinkKeepsTheInvariantTheFileWasSavedFor() throws {
        // inset-tracking's second hide leaves the inset at -260 (drift) and bottom fields out of
        // reach (unreachable-field) at the same step; drift comes first in the canonical order,
        // but the file was saved for unreachable-field, so that is what is shrunk.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let actions = [
            "scroll(300)", "tap(15)", "finishAnimation", "dismiss", "finishAnimation",
            "tap(5)", "finishAnimation", "dismiss", "finishAnimation",
        ]
        let path = try write(
            Self.seed(
                strategy: "inset-tracking", fields: 16, contentHeight: 1100, actions: actions,
                expect: #"{ "verdict": "fail", "invariant": "unreachable-field", "actionIndex": 8 }"#),
            named: "tracking.json", in: directory)
        let replay = try keyfuzz(["replay", path])
        #expect(replay.stdout.contains("got drift at action 8"))  // the first verdict differs from the file's
        let result = try keyfuzz(["shrink", path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("inset-tracking breaks unreachable-field"))
    }

    @Test func exhaustUsesAScenarioFromASeedFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(Self.naiveSeed(actions: ["tap(11)"], expect: #"{ "verdict": "pass" }"#), named: "form.json", in: directory)
        let result = try keyfuzz(["exhaust", "--strategy", "naive", "--depth", "1", "--scenario", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("scenario: phone-notch portrait, insets automatic, 12 fields, content height 900\n"))
        // 12 taps + 14 other first-stage actions + 2 waits + 2 interactive dismissals: 1 + 30 sequences.
        #expect(result.stdout.contains("sequences tried: 31\n"))
        let missing = try keyfuzz(["exhaust", "--strategy", "naive", "--scenario", directory.appendingPathComponent("nope.json").path])
        #expect(missing.status == 66)
        let broken = try write("{", named: "broken.json", in: directory)
        let malformed = try keyfuzz(["exhaust", "--strategy", "naive", "--scenario", broken])
        #expect(malformed.status == 65)
        let huge = try keyfuzz(["exhaust", "--strategy", "naive", "--depth", "8"])
        #expect(huge.status == 64)
        #expect(huge.stderr.hasPrefix("Error: --depth 8 means "))
    }

    @Test func exhaustFindsTheShortestFailure() throws {
        let result = try keyfuzz(["exhaust", "--strategy", "naive", "--depth", "2"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("hidden-field: shortest failure has"))
        #expect(result.stdout.contains("drift: no failure up to 2 actions"))
        let missing = try keyfuzz(["exhaust"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: exhaust needs --strategy NAME\n"))
        let deep = try keyfuzz(["exhaust", "--strategy", "naive", "--depth", "99"])
        #expect(deep.status == 64)
    }
}
