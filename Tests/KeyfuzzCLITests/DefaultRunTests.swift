import Foundation
import Testing

/// `swift run keyfuzz`, the README's first command, and the classic profile's run: their whole
/// standard output is pinned, so that no refactoring changes a verdict, a shrunk case or a number
/// unnoticed. A change to the world or the generator that changes them on purpose updates
/// `Fixtures/default-run.txt` and `Fixtures/classic-run.txt` (and the README's transcript) in the
/// same commit, saying why.
@Suite("keyfuzz (the default run)")
struct DefaultRunTests {
    @Test func theDefaultRunPrintsThePinnedTable() throws {
        try expectPinnedOutput(of: [], fixture: "default-run.txt")
    }

    /// `swift run keyfuzz fuzz --idealised`: the classic world (docs/classic-world.md) exactly
    /// (the idealised device's rules, no event profile, the classic screen), pinned as the
    /// default run is.
    @Test func theIdealisedRunPrintsThePinnedTable() throws {
        try expectPinnedOutput(of: ["fuzz", "--idealised"], fixture: "classic-run.txt")
    }

    /// The deprecated spellings still run the same cases, and say what to write instead.
    @Test func theDeprecatedSpellingsWarnAndRunTheSame() throws {
        let run = ["fuzz", "--strategy", "naive", "--runs", "50"]
        for (old, new, replacement) in [
            (["--profile", "classic"], ["--idealised"], "--idealised (for classic; all is the default)"),
            (["--first-stage"], ["--basic-actions"], "--basic-actions"),
        ] {
            let deprecated = try keyfuzz(run + old)
            let current = try keyfuzz(run + new)
            #expect(deprecated.status == current.status)
            #expect(deprecated.stdout == current.stdout)
            #expect(
                deprecated.stderr.hasPrefix(
                    "Warning: \(old[0]) is deprecated and will be removed in the next release; use \(replacement).\n"),
                "\(deprecated.stderr)")
            #expect(!current.stderr.contains("Warning"))
        }
    }

    private func expectPinnedOutput(of arguments: [String], fixture: String) throws {
        let result = try keyfuzz(arguments)
        #expect(result.status == 1)
        let pinned = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/KeyfuzzCLITests/Fixtures/\(fixture)"), encoding: .utf8)
        // Compare line by line so that a difference names its line.
        let actual = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = pinned.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (a, e)) in zip(actual, expected).enumerated() where a != e {
            Issue.record("\(fixture) line \(number + 1) differs:\n  got      \(a)\n  expected \(e)")
            break
        }
        #expect(actual.count == expected.count)
    }
}
