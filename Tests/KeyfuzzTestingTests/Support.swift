import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit

@testable import KeyfuzzTesting

/// A temporary package directory whose `Seeds/` the checks use; removed by `remove()`.
struct TemporaryPackage {
    let url: URL
    var seeds: URL { url.appendingPathComponent("Seeds", isDirectory: true) }

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("keyfuzz-testing-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// The names of the files in `Seeds/`, sorted.
    func seedNames() -> [String] {
        // Seed files only: each has its storyboard (.svg) beside it.
        ((try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    /// A check of the built-in `strategy` under the user name `name`, using this package's `Seeds/`;
    /// the first failure only unless `reporting` says otherwise (one seed file to follow).
    func check(
        _ strategy: BuiltInStrategy, named name: String = "Mine", runs: Int = 100,
        record: RecordMode = .missing, replay: URL? = nil,
        scenarios: ScenarioSpace = .default, shapes: [ScreenShape] = [.scrollForm],
        reporting: FailureReporting = .firstFailure
    ) -> KeyboardAvoidanceCheck {
        var check = KeyboardAvoidanceCheck(
            strategy: StrategyUnderTest(name: name, supportedShapes: shapes, make: strategy.make), runs: runs,
            scenarios: scenarios, seedsDirectory: seeds, record: record, replay: replay,
            testFilter: "KeyfuzzTestingTests.*test", packageDirectory: url)
        check.reporting = reporting
        return check
    }
}
