import Foundation
import Testing

/// What the binary promises when things go wrong: nothing reported as saved that is not on disk
/// with the finding's bytes, empty paths refused as usage errors, every long command stopped
/// cleanly by a signal.
@Suite("reliability (end to end)")
struct ReliabilityTests {
    /// A `fuzz --save` run that finds naive's bugs quickly and deterministically.
    func fuzzSaving(in directory: URL, verbose: Bool = false) throws -> ProcessResult {
        try keyfuzz(
            ["fuzz", "--strategy", "naive", "--runs", "200", "--jobs", "1", "--save", directory.path] + (verbose ? ["--verbose"] : []))
    }

    func files(in directory: URL, withExtension ext: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            .filter { $0.hasSuffix(".\(ext)") }.map { directory.appendingPathComponent($0) }
    }

    @Test func aTakenNameWithOtherBytesIsNotReportedAsSaved() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try fuzzSaving(in: directory)
        #expect(first.status == 1, "\(first.stderr)")
        let seed = try #require(try files(in: directory, withExtension: "json").first)
        // A truncated file under the finding's name, as a crashed tool would leave.
        let truncated = try Data(contentsOf: seed).prefix(40)
        try truncated.write(to: seed)

        let again = try fuzzSaving(in: directory)
        #expect(again.status == 73, "\(again.stdout)\(again.stderr)")
        #expect(again.stderr.contains("\(seed.path): exists with different content"), "\(again.stderr)")
        #expect(!again.stdout.contains("saved: \(seed.path)"))
        #expect(!again.stdout.contains("replay: keyfuzz replay \(seed.path)"))
        #expect(again.stdout.contains(" distinct bugs were saved (standard error says why not the others)"), "\(again.stdout)")
        #expect(try Data(contentsOf: seed) == truncated, "the file in the way is left as it was")
    }

    @Test func aStoryboardThatCannotBeWrittenIsAnError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try fuzzSaving(in: directory)
        let storyboard = try #require(try files(in: directory, withExtension: "svg").first)
        let seed = storyboard.deletingPathExtension().appendingPathExtension("json")
        try FileManager.default.removeItem(at: storyboard)
        try FileManager.default.removeItem(at: seed)
        // A directory under the storyboard's name: the seed file can be saved, the storyboard not.
        try FileManager.default.createDirectory(at: storyboard, withIntermediateDirectories: false)

        let again = try fuzzSaving(in: directory, verbose: true)
        #expect(again.status == 73, "\(again.stdout)\(again.stderr)")
        #expect(again.stderr.contains("cannot save the storyboard \(storyboard.path)"), "\(again.stderr)")
        #expect(again.stdout.contains("saved: \(seed.path) (no storyboard)"), "\(again.stdout)")
        #expect(!again.stdout.contains("storyboard: \(storyboard.path)"))
        #expect(FileManager.default.fileExists(atPath: seed.path))
    }

    @Test(arguments: [
        (["replay", ""], "an empty path given as a seed file"),
        (["replay", "Seeds/naive-hidden-field-5c16428cd3fe7665.json", "--svg", ""], "--svg needs a file"),
        (["shrink", "Seeds/naive-hidden-field-5c16428cd3fe7665.json", "--out", ""], "--out needs a file"),
        (["shrink", ""], "an empty path given as the seed file"),
        (["exhaust", "--strategy", "naive", "--scenario", ""], "--scenario needs a seed file"),
        (["verify", "--strategy", "naive", "--scenario", ""], "--scenario needs a seed file"),
        (["fuzz", "--strategy", "naive", "--save", ""], "--save needs a directory"),
    ])
    func anEmptyPathIsAUsageError(arguments: [String], message: String) throws {
        let result = try keyfuzz(arguments, in: packageRoot)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func pathsArePrintedAsGivenWithoutControlCharacters() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A relative --save directory: the output names the files as the user wrote it.
        let saved = try keyfuzz(
            ["fuzz", "--strategy", "naive", "--runs", "200", "--jobs", "1", "--save", "found", "--verbose"], in: directory)
        #expect(saved.status == 1)
        let name = try #require(try files(in: directory.appendingPathComponent("found"), withExtension: "json").first?.lastPathComponent)
        #expect(saved.stdout.contains("   saved: found/\(name) (storyboard: found/"), "\(saved.stdout)")
        #expect(saved.stdout.contains("   replay: keyfuzz replay found/\(name) --trace"))
        // A file where a directory should be: said in words, the path as given.
        try Data().write(to: directory.appendingPathComponent("afile"))
        let blocked = try keyfuzz(
            ["fuzz", "--strategy", "naive", "--runs", "200", "--jobs", "1", "--save", "afile/sub"], in: directory)
        #expect(blocked.status == 73)
        #expect(blocked.stderr.contains("afile/sub: cannot create the directory (afile is a file, not a directory)"), "\(blocked.stderr)")
        // An escape sequence in a path reaches the terminal written out, not obeyed.
        let escaped = try keyfuzz(["replay", "bad\u{1B}[31mname.json"], in: directory)
        #expect(escaped.status == 66)
        #expect(escaped.stderr == "Error: no such file: bad\\u{1B}[31mname.json\n")
    }

    @Test func aShardWithNoCasesIsAUsageError() throws {
        let result = try keyfuzz(["fuzz", "--strategy", "naive", "--runs", "2", "--shard", "3/4"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --shard 3/4 gets no cases: --runs 2 gives cases to at most the first 2 of 4 shards"))
        #expect(result.stdout.isEmpty)
        let last = try keyfuzz(["fuzz", "--strategy", "naive", "--runs", "2", "--shard", "2/4", "--jobs", "1"])
        #expect(last.stdout.contains("naive         1 "), "\(last.stdout)")
    }

    /// A second signal soon after the first was taken (the run says so at once on standard
    /// error) ends the run at once, though the orderly stop the first began is still waiting for
    /// a run of a long case: no best case printed, no file written. Both signals are counted by
    /// the signal handler, in whichever thread the kernel interrupts, so the count does not wait
    /// for a thread to be scheduled (two signals sent before the process runs at all merge in the
    /// kernel: nothing can count those).
    @Test func aSecondSignalEndsAnOrderlyStopAtOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = try longFailingCase(in: directory)
        let out = directory.appendingPathComponent("shrunk.json")
        let run = try LongRunTests.Running(["shrink", seed.path, "--out", out.path])
        #expect(run.waitUntilCatching(SIGINT))
        kill(run.process.processIdentifier, SIGINT)
        #expect(run.waitForStandardError(containing: "keyfuzz: stopping after the work under way"))
        usleep(1000)
        kill(run.process.processIdentifier, SIGINT)
        let result = run.finish(timeout: 30)
        #expect(result.status == 130)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A case of 1,002 actions whose failure needs only its last two: its keyboard transitions
    /// pile up unfinished (no time passes), so each run takes a while and the shrink many seconds.
    func longFailingCase(in directory: URL) throws -> URL {
        let source = packageRoot.appendingPathComponent("Seeds/tp-keyboard-avoiding-drift-137a49e0652a2dca.json")
        var seed = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        let actions = Array(repeating: ["tap(0)", "dismiss"], count: 500).flatMap { $0 } + ["tap(0)", "hardwareKeyboard(on)"]
        seed["actions"] = actions
        seed["expect"] = ["verdict": "fail", "invariant": "drift", "actionIndex": actions.count]
        let url = directory.appendingPathComponent("long.json")
        try JSONSerialization.data(withJSONObject: seed).write(to: url)
        return url
    }

    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func aSignalStopsAShrinkWithTheBestCaseSoFar(signal: Int32, status: Int32, name: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = try longFailingCase(in: directory)
        let out = directory.appendingPathComponent("shrunk.json")
        let run = try LongRunTests.Running(["shrink", seed.path, "--out", out.path])
        // During the first replay or the shrink: either way the shrink stops at once.
        #expect(run.waitUntilCatching(signal))
        Thread.sleep(forTimeInterval: 1)
        kill(run.process.processIdentifier, signal)
        let result = run.finish(timeout: 60)
        #expect(result.status == status, "\(result.stderr)")
        #expect(result.stdout.contains("interrupted by \(name): the best case so far, 1002 shrunk to "), "\(result.stdout)")
        #expect(result.stdout.contains("not saved: --out is written only by a shrink that ends"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(try files(in: directory, withExtension: "json") == [seed], "no partial or temporary file")
    }

    @Test func aSignalStopsAnExhaustiveSearchWithWhatItFound() throws {
        let run = try LongRunTests.Running(["exhaust", "--strategy", "naive", "--depth", "5"])
        #expect(run.waitUntilCatching(SIGINT))
        Thread.sleep(forTimeInterval: 3)
        kill(run.process.processIdentifier, SIGINT)
        let result = run.finish(timeout: 60)
        #expect(result.status == 130, "\(result.stderr)")
        #expect(result.stdout.contains("(interrupted by SIGINT: every sequence of up to "), "\(result.stdout)")
        // naive hides a field in two actions: found before the interrupt.
        #expect(result.stdout.contains("hidden-field: "), "\(result.stdout)")
    }
}
