import Foundation
import KeyboardStrategies
import KeyboardWorld
import Testing

@testable import KeyfuzzKit

/// Replays every saved case in the package's top-level `Seeds/` folder.
@Suite struct SeedsReplayTests {
    /// `<package>/Seeds`, found from this file's path (`<package>/Tests/KeyfuzzKitTests/SeedFiles/…`).
    static let seedsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // SeedFiles
        .deletingLastPathComponent()  // KeyfuzzKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .appendingPathComponent("Seeds", isDirectory: true)

    @Test func everySeedReplaysToItsExpectedVerdict() throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: Self.seedsDirectory.path, isDirectory: &isDirectory)
        try #require(exists && isDirectory.boolValue, "no Seeds/ folder at \(Self.seedsDirectory.path)")

        for url in try SeedFile.files(in: Self.seedsDirectory) {
            let name = "Seeds/\(url.lastPathComponent)"
            let seed: SeedFile
            do {
                seed = try SeedFile.read(from: url)
            } catch {
                Issue.record("\(name) cannot be read: \(error)")
                continue
            }
            // Written by the tool, not by hand: canonical bytes under their content-derived name.
            #expect(try Data(contentsOf: url) == seed.encode(), "\(name) is not in canonical form; save it with SeedFile.save")
            #expect(seed.fileName == url.lastPathComponent, "\(name) should be named \(seed.fileName)")
            guard let result = seed.run(recordsTrace: true) else {
                Issue.record("\(name): strategy \(seed.strategy) is not a built-in strategy")
                continue
            }
            if result.verdict != seed.expected {
                let violations = result.violations.map { "  - \($0)" }.joined(separator: "\n")
                let trace = result.trace.map { "\nTrace:\n\($0.text)" } ?? ""
                Issue.record(
                    """
                    \(name): expected \(seed.expected), got \(result.verdict)
                    \(violations.isEmpty ? "  (no violations)" : violations)\(trace)
                    If the world's rules changed on purpose, replace the file with a case that shows the intended verdict.
                    """)
            }
        }
    }

    /// The folder pins every bug docs/classic-world.md §8 lists, article 004's layout bug, and hard passes.
    @Test func seedsCoverEverySeededBugAndTheCorrectStrategies() throws {
        let seeds = try SeedFile.files(in: Self.seedsDirectory).map { try SeedFile.read(from: $0) }
        for strategy in BuiltInStrategy.all {
            let mine = seeds.filter { $0.strategy == strategy.name }
            for invariant in strategy.expectedViolations {
                #expect(
                    mine.contains { if case .fail(invariant, _) = $0.expected { true } else { false } },
                    "Seeds/ has no \(strategy.name) case failing \(invariant.rawValue)")
            }
            if strategy.isCorrect {
                #expect(mine.filter { $0.expected == .pass }.count >= 3, "Seeds/ needs hard passing cases for \(strategy.name)")
            }
        }
        #expect(
            seeds.contains { $0.scenario.content == .unpinned && $0.expected != .pass },
            "Seeds/ needs article 004's unpinned layout")
        // The second stage: each of its actions and scenario options appears in some saved case.
        let actions = Set(seeds.flatMap(\.actions).filter(\.isUnusualPath).map(\.description))
        #expect(
            actions.isSuperset(of: [
                "dragDismiss(zeroRect)", "dragDismiss(offscreen)", "undock", "dock",
                "remoteKeyboard(show)", "remoteKeyboard(hide)",
            ]), "\(actions.sorted())")
        #expect(seeds.contains { $0.scenario.rotationStyle == .hideShow })
        #expect(seeds.contains { $0.scenario.layout == .constraints })
        // Time: cases that wait a drawn time, for a strategy that defers work and for each correct one.
        func waits(_ seed: SeedFile) -> Bool { seed.actions.contains { if case .wait = $0 { true } else { false } } }
        #expect(seeds.contains { $0.strategy == "tp-keyboard-avoiding" && waits($0) && $0.expected != .pass })
        for name in BuiltInStrategy.all.filter(\.isCorrect).map(\.name) {
            #expect(
                seeds.contains { $0.strategy == name && waits($0) && $0.expected == .pass },
                "Seeds/ has no passing case with waits for \(name)")
        }
        // The event profiles: every value beyond the classic one appears in some saved case, the
        // correct strategies pass under them, and dragCancel is replayed.
        for dimension in ScenarioDimension.all where dimension.origin == .worldRule || !dimension.beyondClassicTokens.isEmpty {
            for value in dimension.values ?? [] where value.token != dimension.defaultToken {
                #expect(
                    seeds.contains { dimension.token($0.scenario) == value.token },
                    "Seeds/ has no case with \(dimension.key)=\(value.token)")
            }
        }
        #expect(seeds.contains { $0.actions.contains(.dragCancel) })
        for strategy in BuiltInStrategy.all where strategy.isCorrect {
            #expect(
                seeds.contains { $0.strategy == strategy.name && $0.expected == .pass && $0.scenario.keyboardKind != .system },
                "Seeds/ has no passing \(strategy.name) case under the event profiles")
        }
        // The pad-window conversion bug of article 000 v1-v3 (a keyboard rect in screen coordinates).
        for name in ["naive", "inset-tracking", "inset-tracking-reset"] {
            #expect(
                seeds.contains { $0.strategy == name && $0.scenario.device == .padWindow && $0.expected != .pass },
                "Seeds/ has no pad-window case for \(name)")
        }
    }
}
