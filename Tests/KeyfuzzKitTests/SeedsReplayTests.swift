import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import Testing

/// Replays every saved case in the package's top-level `Seeds/` folder.
@Suite struct SeedsReplayTests {
    /// `<package>/Seeds`, found from this file's path (`<package>/Tests/KeyfuzzKitTests/…`).
    static let seedsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // KeyfuzzKitTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()   // the package
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
            guard let result = seed.run(recordsTrace: true) else {
                Issue.record("\(name): strategy \(seed.strategy) is not a built-in strategy")
                continue
            }
            if result.verdict != seed.expected {
                let violations = result.violations.map { "  - \($0)" }.joined(separator: "\n")
                let trace = result.trace.map { "\nTrace:\n\($0.text)" } ?? ""
                Issue.record("""
                    \(name): expected \(seed.expected), got \(result.verdict)
                    \(violations.isEmpty ? "  (no violations)" : violations)\(trace)
                    If the world's rules changed on purpose, replace the file with a case that shows the intended verdict.
                    """)
            }
        }
    }
}
