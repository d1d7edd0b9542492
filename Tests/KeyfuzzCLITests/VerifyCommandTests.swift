import Foundation
import Testing

@Suite("keyfuzz verify (end to end)")
struct VerifyCommandTests {
    @Test func aCorrectStrategyIsProvenToTheDepth() throws {
        let result = try keyfuzz(["verify", "--strategy", "inset-adjusting", "--depth", "3", "--jobs", "1"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("keyfuzz verify: inset-adjusting, every sequence of up to 3 actions over 22 actions\n"))
        #expect(result.stdout.contains("scenario: phone-notch portrait, insets automatic, 4 fields, content height 1000\n"))
        #expect(result.stdout.contains("states: 803 (new at each depth: 1 9 85 708), transitions: 2090\n"))
        #expect(
            result.stdout.hasSuffix(
                "no violation of sanity, hidden-field, drift, unreachable-field up to depth 3 (803 states, 2090 transitions)\n"))
        #expect(result.stderr.contains("stats: 803 states, 2090 transitions in "))
        // The same output for any number of threads.
        let threaded = try keyfuzz(["verify", "--strategy", "inset-adjusting", "--depth", "3", "--jobs", "3"])
        #expect(threaded.stdout == result.stdout)
    }

    @Test func aViolationIsReportedAndSavedAsFuzzDoes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try keyfuzz(["verify", "--strategy", "transform", "--depth", "2", "--save", directory.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("hidden-field: shortest failure has 1 action: tap(0)\n"))
        #expect(result.stdout.contains("drift: shortest failure has 2 actions: tap(0) dismiss\n"))
        #expect(result.stdout.contains("sanity: no failure up to 2 actions\n"))
        // Each counterexample as `fuzz` prints one: the report, where it was saved, a unit test.
        #expect(result.stdout.contains("\n1) transform breaks hidden-field at the end of the case (index 1, after the last action)\n"))
        #expect(result.stdout.contains("\n2) transform breaks drift at the end of the case"))
        #expect(result.stdout.contains("   replay: keyfuzz replay "))
        #expect(result.stdout.contains("   as a unit test (Swift Testing):"))
        #expect(!result.stdout.contains("found in case"))  // no origin: not drawn from a seed
        let saved = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(saved.filter { $0.hasSuffix(".json") }.count == 2)
        #expect(saved.filter { $0.hasSuffix(".svg") }.count == 2)
        for file in saved where file.hasSuffix(".json") {
            let replay = try keyfuzz(["replay", directory.appendingPathComponent(file).path])
            #expect(replay.status == 0, "\(file): \(replay.stdout)")
        }
    }

    @Test func timeRunningOutSaysHowFarItGot() throws {
        let result = try keyfuzz(["verify", "--strategy", "inset-adjusting", "--depth", "40", "--time", "0.5", "--jobs", "1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("time ran out (--time 0.5): every sequence of up to "))
        #expect(result.stdout.contains(" states explored, depth "))
        #expect(result.stdout.contains("\nno violation of sanity, hidden-field, drift, unreachable-field up to depth "))
    }

    @Test func usageErrors() throws {
        let missing = try keyfuzz(["verify"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: verify needs --strategy NAME\n"))
        let deep = try keyfuzz(["verify", "--strategy", "naive", "--depth", "99"])
        #expect(deep.status == 64)
        let unknown = try keyfuzz(["verify", "--strategy", "nope"])
        #expect(unknown.status == 64)
        let invariant = try keyfuzz(["verify", "--strategy", "naive", "--invariants", "speed"])
        #expect(invariant.status == 64)
        let absent = try keyfuzz(["verify", "--strategy", "naive", "--scenario", "/nonexistent/seed.json"])
        #expect(absent.status == 66)
    }

    @Test func aScenarioComesFromASeedFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("form.json").path
        try Data(ReplayShrinkExhaustTests.naiveHiddenField.utf8).write(to: URL(fileURLWithPath: path))
        let result = try keyfuzz([
            "verify", "--strategy", "naive", "--depth", "1", "--scenario", path,
            "--invariants", "hidden-field",
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("scenario: phone-notch portrait, insets automatic, 12 fields, content height 900\n"))
        #expect(result.stdout.contains("invariants: hidden-field\n"))
        #expect(result.stdout.contains("hidden-field: shortest failure has 1 action: tap(9)\n"))
    }

    @Test func helpHasAnExample() throws {
        let result = try keyfuzz(["verify", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("  keyfuzz verify --strategy inset-adjusting --depth 8\n"))
    }
}
