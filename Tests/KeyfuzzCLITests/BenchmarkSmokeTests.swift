import Foundation
import Testing

/// The benchmark prints figures and asserts none; this only checks that it runs and that its
/// JSON has the documented fields (speed itself is never a test verdict).
@Suite("keyfuzz-bench (smoke)")
struct BenchmarkSmokeTests {
    @Test func quickJSONHasEveryField() throws {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("keyfuzz-bench")
        process.arguments = ["--quick", "--json"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let machine = try #require(object["machine"] as? [String: Any])
        #expect((machine["cores"] as? Int ?? 0) >= 1)
        #expect(machine["cpu"] is String)
        // --quick takes the side-by-side figures twice each, in turn, and reports the medians.
        #expect(object["rounds"] as? Int == 2)
        let raw = try #require(object["raw"] as? [[String: Any]])
        let loop = try #require(object["loop"] as? [[String: Any]])
        #expect(raw.count == 13 && loop.count == 13)
        #expect(raw.allSatisfy { ($0["actionsPerSecond"] as? Double ?? 0) > 0 })
        #expect(loop.allSatisfy { $0["casesPerSecond"] != nil && $0["actionsPerSecond"] != nil })
        let finding = try #require(object["finding"] as? [[String: Any]])
        // One row per (seeded strategy, expected invariant): 1 + 3 + 2 + 3 + 1 + 4 + 3 + 3 + 3.
        #expect(finding.count == 23)
        for key in ["strategy", "invariant", "medianCases", "medianFindSeconds", "medianShrinkRuns", "medianShrinkSeconds"] {
            #expect(finding.allSatisfy { $0[key] != nil }, "missing \(key)")
        }
        // Every distinct bug of each of the nine seeded strategies, through the failure pipeline.
        // The same code host-based and as a view controller through KeyfuzzUIKit.
        let uikit = try #require(object["uikit"] as? [String: Any])
        #expect((uikit["hostCasesPerSecond"] as? Double ?? 0) > 0 && (uikit["viewControllerCasesPerSecond"] as? Double ?? 0) > 0)
        let bugs = try #require(object["bugs"] as? [[String: Any]])
        #expect(bugs.count == 9)
        #expect(bugs.allSatisfy { ($0["bugs"] as? Int ?? 0) >= 1 && $0["seconds"] != nil && $0["failingCases"] != nil })
        let scaling = try #require(object["scaling"] as? [String: Any])
        #expect(scaling["ratioJobs2ToJobs1"] != nil)
        #expect((scaling["runs"] as? [[String: Any]] ?? []).contains { $0["jobs"] as? Int == 2 })
        // Bounded verification: the first correct strategy at the ladder's depth (1 with
        // --quick), then the four correct strategies, then the nine seeded ones.
        let verify = try #require(object["verify"] as? [[String: Any]])
        #expect(verify.count == 14)
        for key in ["strategy", "depth", "states", "transitions", "seconds", "peakResidentBytes", "proofBytes", "shortest"] {
            #expect(verify.allSatisfy { $0[key] != nil }, "missing \(key)")
        }
        // `verify --space` on the first correct strategy's whole space, every scenario proved.
        let space = try #require(object["space"] as? [String: Any])
        #expect(space["strategy"] as? String == "inset-adjusting")
        #expect((space["scenarios"] as? Int ?? 0) > 1_000)
        #expect(space["proved"] as? Int == space["scenarios"] as? Int)
    }

    @Test(arguments: [
        (["--fast"], "Error: unknown argument '--fast'\n"),
        (["--rounds", "0"], "Error: --rounds needs a positive number, got '0'\n"),
    ])
    func badArgumentIsAUsageError(arguments: [String], message: String) throws {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("keyfuzz-bench")
        process.arguments = arguments
        let err = Pipe()
        process.standardOutput = Pipe()
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix(message))
    }
}
