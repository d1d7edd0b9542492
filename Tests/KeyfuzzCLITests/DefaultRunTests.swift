import Foundation
import Testing

/// `swift run keyfuzz`, the README's first command: its whole standard output is pinned, so
/// that no refactoring changes a verdict, a shrunk case or a number unnoticed. A change to the
/// world or the generator that changes it on purpose updates `Fixtures/default-run.txt` (and the
/// README's transcript) in the same commit, saying why.
@Suite("keyfuzz (the default run)")
struct DefaultRunTests {
    @Test func theDefaultRunPrintsThePinnedTable() throws {
        let result = try keyfuzz([])
        #expect(result.status == 1)
        let pinned = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/KeyfuzzCLITests/Fixtures/default-run.txt"),
            encoding: .utf8)
        // Compare line by line so that a difference names its line.
        let actual = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = pinned.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, (a, e)) in zip(actual, expected).enumerated() where a != e {
            Issue.record("line \(number + 1) differs:\n  got      \(a)\n  expected \(e)")
            break
        }
        #expect(actual.count == expected.count)
    }
}
