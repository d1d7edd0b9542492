import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import Testing

@testable import KeyfuzzTesting

/// Regressions first, record modes and single-file replay, on temporary `Seeds/` folders.
@Suite struct SeedFileWorkflowTests {
    @Test func aFailureIsWrittenOnceAndReplayedFirstAfterwards() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }

        let first = try #require(package.check(.naive).run())
        #expect(!first.isRegression)
        let written = try #require(first.seedFile)
        #expect(package.seedNames() == [written.lastPathComponent])
        #expect(written.lastPathComponent.hasPrefix("Mine-hidden-field-"))
        #expect(first.message.contains("seed file: Seeds/\(written.lastPathComponent) (written now"))

        // No random cases at all: the saved file alone makes the check fail.
        let again = try #require(package.check(.naive, runs: 0).run())
        #expect(again.isRegression)
        #expect(again.seedFile == written)
        #expect(again.invariant == first.invariant)
        #expect(again.actions == first.actions)
        let origin = try #require(SeedFile.read(from: written, extraStrategies: ["Mine"]).origin)
        #expect(
            again.message.contains(
                "  regression: the saved seed file Seeds/\(written.lastPathComponent) still fails (saved from case \(origin.caseIndex) of seed 1)"
            ))
        #expect(again.message.contains("seed file: Seeds/\(written.lastPathComponent) (already saved; replayed first on every run)"))
        #expect(
            again.message.contains(
                "replay: KEYFUZZ_REPLAY=Seeds/\(written.lastPathComponent) swift test --filter 'KeyfuzzTestingTests.*test'\n  pin it as a unit test"
            ))
        #expect(package.seedNames() == [written.lastPathComponent])
    }

    @Test func everyBugIsSavedOnceAndReplayedFirstAfterwards() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let first = try #require(package.check(.naive, reporting: .everyBug).run())
        let bugs = first.parts.isEmpty ? [first] : first.parts
        #expect(bugs.count > 1, "\(first.message)")
        // One seed file per distinct bug.
        let written = bugs.compactMap(\.seedFile?.lastPathComponent)
        #expect(written.count == bugs.count)
        #expect(package.seedNames() == written.sorted())
        // Run again: each bug is replayed from its file, none is reported twice, nothing is added.
        let again = try #require(package.check(.naive, reporting: .everyBug).run())
        let replayed = again.parts.isEmpty ? [again] : again.parts
        #expect(replayed.count == bugs.count)
        #expect(replayed.allSatisfy { $0.isRegression })
        #expect(package.seedNames() == written.sorted())
    }

    @Test func aSavedCaseThatNowPassesLetsTheCheckPass() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        _ = try #require(package.check(.naive).run())
        #expect(package.seedNames().count == 1)
        // The bug is fixed: the same name now makes a correct strategy, which replays the file and passes.
        #expect(package.check(.insetAdjusting, runs: 20).run() == nil)
    }

    @Test func recordNeverWritesNothingAndStillFails() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let failure = try #require(package.check(.naive, record: .never).run())
        #expect(failure.seedFile == nil)
        #expect(package.seedNames().isEmpty)
        #expect(
            failure.message.contains("seed file: none written (record mode never; KEYFUZZ_RECORD=missing writes Seeds/Mine-hidden-field-"))
        #expect(failure.message.contains("replay: swift test --filter 'KeyfuzzTestingTests.*test' (seed 1 draws case "))
    }

    @Test func recordAllRewritesTheFile() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let first = try #require(package.check(.naive).run())
        let url = try #require(first.seedFile)
        let old = Date(timeIntervalSince1970: 946_684_800)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path)

        let missing = try #require(package.check(.naive, runs: 0).run())
        #expect(missing.message.contains("(already saved; replayed first on every run)"))
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date == old)

        let all = try #require(package.check(.naive, runs: 0, record: .all).run())
        #expect(all.message.contains("seed file: Seeds/\(url.lastPathComponent) (rewritten: record mode all)"))
        #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date != old)
        #expect(package.seedNames() == [url.lastPathComponent])
    }

    @Test func otherStrategiesFilesAreLeftAlone() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        // A failing file of "Mine-2" (a name that starts with "Mine-") and one of a built-in.
        _ = try #require(package.check(.naive, named: "Mine-2").run())
        let seed = SeedFile(
            strategy: "naive", scenario: Scenario(fields: Scenario.stackedFields(count: 1)),
            actions: [.tap(0)], expected: .pass)
        try seed.save(in: package.seeds)
        #expect(package.seedNames().count == 2)
        #expect(package.check(.insetAdjusting, runs: 20).run() == nil)
    }

    @Test func anUnreadableSeedFileOfTheStrategyFailsTheCheck() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        try FileManager.default.createDirectory(at: package.seeds, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: package.seeds.appendingPathComponent("Mine-drift-0123456789abcdef.json"))
        let failure = try #require(package.check(.insetAdjusting, runs: 20).run())
        #expect(
            failure.message == """
                Mine: cannot replay the saved seed file Seeds/Mine-drift-0123456789abcdef.json
                  Seeds/Mine-drift-0123456789abcdef.json: format is missing, expected "keyfuzz-seed" (is this a keyfuzz seed file?)
                  Fix the file or delete it.
                """)
    }

    @Test func replayRunsThatFileAlone() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        // A passing case of "Mine": replaying it alone passes although random cases would fail.
        let passing = SeedFile(
            strategy: "Mine", scenario: Scenario(fields: Scenario.stackedFields(count: 1)),
            actions: [.tap(0), .dismiss], expected: .pass)
        let url = try passing.save(in: package.url.appendingPathComponent("Elsewhere"))
        #expect(package.check(.naive, replay: url).run() == nil)
        #expect(package.check(.naive).run() != nil)
        // A file of another strategy is not this check's: the check runs as usual.
        let other = try SeedFile(
            strategy: "Other", scenario: passing.scenario, actions: passing.actions,
            expected: .pass
        ).save(in: package.url)
        #expect(package.check(.naive, replay: other).run() != nil)
    }

    @Test func theFailureNamesTheSeedAndCaseIndex() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let failure = try #require(package.check(.naive, record: .never).run())
        let counterexample = try #require(failure.counterexample)
        let caseIndex = try #require(counterexample.origin?.caseIndex)
        #expect(counterexample.origin?.seed == 1)
        #expect(failure.message.hasPrefix("Mine breaks hidden-field "))
        #expect(failure.message.contains("found in case \(caseIndex) of seed 1; shrunk from "))
    }
}
