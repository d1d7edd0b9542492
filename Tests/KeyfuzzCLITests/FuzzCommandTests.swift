import Foundation
import Testing

@Suite("keyfuzz fuzz (end to end)")
struct FuzzCommandTests {
    @Test func defaultBudgetTableIsDeterministicAndFails() throws {
        let first = try keyfuzz(["fuzz", "--strategy", "naive", "inset-adjusting", "--runs", "150"])
        let second = try keyfuzz(["fuzz", "--strategy", "naive", "inset-adjusting", "--runs", "150"])
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("keyfuzz fuzz: seed 1, 150 cases per strategy, up to 30 actions, all devices\n"))
        #expect(first.stdout.contains("\nSTRATEGY         CASES  ACTIONS  VERDICT  DISTINCT BUGS PER INVARIANT\nnaive              150"))
        #expect(first.stdout.contains("  FAIL     hidden-field 2\ninset-adjusting    150 "))
        #expect(first.stdout.contains("  pass     -\n"))
        #expect(first.stdout.contains("1 of 2 strategies fail."))
        #expect(first.stdout.contains("1) naive breaks hidden-field"))
        // Piped stderr: no progress, only the wall-clock stats line.
        #expect(first.stderr.hasPrefix("stats: 300 cases, "))
        #expect(first.stderr.split(separator: "\n").count == 1)
    }

    @Test func correctStrategyPasses() throws {
        let result = try keyfuzz([
            "fuzz", "--strategy", "layout-guide", "--runs", "100", "--invariants",
            "sanity,hidden-field,drift,unreachable-field,excess-gap,needless-motion",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Every strategy passes."))
    }

    @Test func jobsDoNotChangeTheOutput() throws {
        let one = try keyfuzz(["fuzz", "--strategy", "frame-shrink", "--runs", "200", "--jobs", "1"])
        let two = try keyfuzz(["fuzz", "--strategy", "frame-shrink", "--runs", "200", "--jobs", "2"])
        #expect(one.status == 1)
        #expect(one.stdout == two.stdout)
    }

    @Test func shardsUnionEqualsTheSingleRun() throws {
        func firstFailures(_ arguments: [String]) throws -> [String: Int] {
            let result = try keyfuzz(["fuzz", "--strategy", "inset-tracking", "transform", "--runs", "120", "--json"] + arguments)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            var found: [String: Int] = [:]
            for strategy in object["strategies"] as? [[String: Any]] ?? [] {
                for violation in strategy["violations"] as? [[String: Any]] ?? [] {
                    let key = "\(strategy["name"] ?? "")/\(violation["invariant"] ?? "")"
                    let index = violation["firstFailingCase"] as? Int ?? -1
                    found[key] = min(found[key] ?? .max, index)
                }
            }
            return found
        }
        let whole = try firstFailures([])
        var union: [String: Int] = [:]
        for shard in ["1/3", "2/3", "3/3"] {
            for (key, index) in try firstFailures(["--shard", shard]) { union[key] = min(union[key] ?? .max, index) }
        }
        #expect(!whole.isEmpty)
        #expect(union == whole)
    }

    @Test func jsonHasTheDocumentedFields() throws {
        let result = try keyfuzz(["fuzz", "--strategy", "naive", "--runs", "50", "--seed", "7", "--json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let strategies = try #require(object["strategies"] as? [[String: Any]])
        let naive = try #require(strategies.first)
        #expect(naive["name"] as? String == "naive")
        #expect(naive["seed"] as? Int == 7)
        #expect(naive["cases"] as? Int == 50)
        #expect((naive["actions"] as? Int ?? 0) > 0)
        let violation = try #require((naive["violations"] as? [[String: Any]])?.first)
        #expect(violation["invariant"] as? String == "hidden-field")
        #expect(violation["firstFailingCase"] is Int)
        #expect((violation["shrunkActions"] as? Int ?? 0) >= 1)
        let seedObject = try #require(violation["case"] as? [String: Any])
        #expect(seedObject["format"] as? String == "keyfuzz-seed")
        #expect(seedObject["strategy"] as? String == "naive")
    }

    @Test func saveWritesReplayableSeedFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try keyfuzz(["fuzz", "--strategy", "transform", "--runs", "100", "--save", directory.path])
        #expect(result.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count == 9)  // every distinct bug: hidden-field 4, drift 2, unreachable-field 3
        #expect(result.stdout.contains("  FAIL     hidden-field 4, drift 2, unreachable-field 3\n"))
        for file in files {  // each with its storyboard beside it
            let svg = directory.appendingPathComponent(file.replacingOccurrences(of: ".json", with: ".svg")).path
            #expect(FileManager.default.fileExists(atPath: svg))
        }
        #expect(files.allSatisfy { $0.hasPrefix("transform-") })
        #expect(result.stdout.contains("replay: keyfuzz replay \(directory.path)/"))
        let replay = try keyfuzz(["replay"] + files.map { directory.appendingPathComponent($0).path })
        #expect(replay.status == 0)
        // Saving the same run again finds the same files.
        _ = try keyfuzz(["fuzz", "--strategy", "transform", "--runs", "100", "--save", directory.path])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.count == 9)
    }

    @Test(arguments: [
        (["--runs", "-5"], "Error: --runs must be at least 1, got -5"),
        (["--runs", "many"], "Error: --runs expects a whole number, got 'many'"),
        (["--shard", "3/2"], "Error: --shard expects I/N with 1 <= I <= N, got '3/2'"),
        (
            ["--strategy", "nope"],
            "Error: unknown strategy 'nope'; expected one of naive, inset-tracking, inset-tracking-reset, transform, transform-reset, frame-shrink, frame-shift, tp-keyboard-avoiding, iq-keyboard-manager, inset-adjusting, layout-guide, dismiss-on-drag, view-shift"
        ),
        (
            ["--invariants", "drift,bogus"],
            "Error: unknown invariant 'bogus'; expected one of sanity, hidden-field, drift, unreachable-field, excess-gap, needless-motion"
        ),
        (["--device", "watch"], "Error: unknown device 'watch'; expected one of phone-home, phone-notch, pad, pad-window"),
        (["--time", "0"], "Error: --time expects a positive number of seconds, got '0'"),
        (["--seed", "-1"], "Error: --seed expects a whole number from 0 to 18446744073709551615, got '-1'"),
        (["--bogus"], "Error: unknown option '--bogus'"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) throws {
        let result = try keyfuzz(["fuzz"] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message + "\nUsage: keyfuzz fuzz "))
    }

    @Test func timeStopsGeneratingNewCases() throws {
        // A budget no run finishes in a millisecond: the table reports the cases that ran.
        let result = try keyfuzz(["fuzz", "--strategy", "inset-adjusting", "--runs", "100000000", "--time", "0.001"])
        #expect(result.status == 0)
        let row = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("inset-adjusting") })
        let cases = try #require(Int(row.split(separator: " ", omittingEmptySubsequences: true)[1]))
        // Cases run in blocks of 1,000 and the deadline is checked after each: a whole number of
        // blocks, at least one, and far fewer than asked for.
        #expect(cases >= 1_000 && cases % 1_000 == 0 && cases < 100_000_000)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.hasPrefix("stats: \(cases) cases, "))
    }

    @Test func unpinnedContentIsDrawnOnlyWhenAskedFor() throws {
        // Article 004's layout bug: with it, even the correct strategy cannot scroll to every field.
        let asked = try keyfuzz(["fuzz", "--strategy", "inset-adjusting", "--runs", "300", "--unpinned", "--no-system-scroll"])
        #expect(asked.status == 1)
        #expect(asked.stdout.contains("also drawn: unpinned content, no system scroll-to-focus\n"))
        #expect(asked.stdout.contains("unpinned content"))
        let plain = try keyfuzz(["fuzz", "--strategy", "inset-adjusting", "--runs", "300", "--basic-actions"])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("also drawn: basic actions only\n"))
    }

    @Test func anUnwritableSaveDirectoryStillPrintsTheResults() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let blocker = directory.appendingPathComponent("file")
        try Data("not a directory".utf8).write(to: blocker)
        let result = try keyfuzz(["fuzz", "--strategy", "naive", "--runs", "50", "--save", blocker.path + "/seeds"])
        #expect(result.status == 73)
        #expect(result.stdout.contains("1) naive breaks hidden-field"))  // the table and counterexamples are there
        #expect(result.stderr.contains("Error: cannot save naive-hidden-field-"))
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a directory")
    }

    @Test func aStoryboardEditedByHandIsLeftAlone() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try keyfuzz(["fuzz", "--strategy", "naive", "--runs", "50", "--save", directory.path])
        let svg = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".svg") })
        let path = directory.appendingPathComponent(svg).path
        try Data("<svg>my notes</svg>".utf8).write(to: URL(fileURLWithPath: path))
        let again = try keyfuzz(["fuzz", "--strategy", "naive", "--runs", "50", "--save", directory.path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("Note: \(path) exists with other content; left as it is"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg>my notes</svg>")
    }

    @Test func noSubcommandRunsFuzzWithTheSameOptions() throws {
        let implicit = try keyfuzz(["--strategy", "naive", "--runs", "40"])
        let explicit = try keyfuzz(["fuzz", "--strategy", "naive", "--runs", "40"])
        #expect(implicit.status == 1)
        #expect(implicit.stdout == explicit.stdout)
    }

    @Test(arguments: ["fuzz", "replay", "shrink", "exhaust", "verify", "list"])
    func everySubcommandHasHelpWithAnExample(subcommand: String) throws {
        let result = try keyfuzz([subcommand, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: keyfuzz \(subcommand)"))
        #expect(result.stdout.contains("EXAMPLES:\n  keyfuzz"))
    }
}
