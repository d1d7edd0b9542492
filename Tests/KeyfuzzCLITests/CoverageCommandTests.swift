import Foundation
import KeyfuzzKit
import Testing

@Suite("keyfuzz fuzz --coverage and --cover (end to end)")
struct CoverageCommandTests {
    @Test func coverageIsTheSameForOneAndTwoJobs() throws {
        let arguments = ["fuzz", "--strategy", "inset-adjusting", "tp-keyboard-avoiding", "--runs", "200", "--coverage"]
        let one = try keyfuzz(arguments + ["--jobs", "1"])
        let two = try keyfuzz(arguments + ["--jobs", "2"])
        #expect(one.status == 1)  // tp-keyboard-avoiding breaks invariants
        #expect(one.stdout == two.stdout)
        #expect(one.stdout.contains("\nCOVERAGE of inset-adjusting: 200 cases, "))
        #expect(one.stdout.contains("\nCOVERAGE of tp-keyboard-avoiding: 200 cases, "))
        for heading in [
            "ACTIONS BY KEYBOARD STATE  HIDDEN  DOCKED  FLOATING  HARDWARE  REMOTE", "CASES BY DEVICE", "TIMING",
            "WAITS", "INVARIANT CHECKS", "SCENARIO DIMENSIONS",
        ] {
            #expect(one.stdout.contains("\n\(heading)"), "\(heading)")
        }
        // Every dimension of the table, without code of its own.
        for dimension in ScenarioDimension.all {
            #expect(one.stdout.contains("\n\(dimension.key) "), "\(dimension.key)")
        }
    }

    /// docs/coverage.md shows a real run: every line it shows is in the output.
    @Test func theCoverageDocumentShowsARealRun() throws {
        let document = try String(contentsOf: packageRoot.appendingPathComponent("docs/coverage.md"), encoding: .utf8)
        let section = document.components(separatedBy: "\n## Coverage requirements\n")[0]
        let rest = try #require(document.components(separatedBy: "\n## Coverage requirements\n").dropFirst().first)
        let blocks = [section, rest].compactMap { part in
            part.components(separatedBy: "```text\n").dropFirst().first.map { $0.components(separatedBy: "\n```")[0] }
        }
        #expect(blocks.count == 2)
        let runs = [
            ["fuzz", "--strategy", "inset-adjusting", "--coverage"],
            [
                "fuzz", "--strategy", "inset-adjusting", "--device", "pad-window", "--runs", "100",
                "--cover", "rotationWhileDocked=5", "--cover", "device=pad-window=100",
            ],
        ]
        for (block, arguments) in zip(blocks, runs) {
            let output = try keyfuzz(arguments).stdout
            for line in block.split(separator: "\n") where line != "..." {
                #expect(output.contains(line + "\n"), "\(line)")
            }
        }
    }

    @Test func aMissedRequirementFailsTheRun() throws {
        let result = try keyfuzz([
            "fuzz", "--strategy", "inset-adjusting", "--runs", "100", "--device", "pad-window",
            "--cover", "rotationWhileDocked=5", "--cover", "device=pad-window=100",
        ])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("\ninset-adjusting    100  ") && result.stdout.contains("  FAIL     coverage: rotationWhileDocked\n"))
        #expect(
            result.stdout.contains(
                "\n1 of 1 strategies fail.\ninset-adjusting: coverage: rotationWhileDocked covered 0.0% of 100 cases (0), required 5% (raise --runs, or widen the scenarios with --only or --also)\n"
            ))
        // Without --coverage, no table.
        #expect(!result.stdout.contains("COVERAGE of"))
    }

    @Test func metRequirementsPass() throws {
        let result = try keyfuzz([
            "fuzz", "--strategy", "inset-adjusting", "--runs", "200", "--coverage",
            "--cover", "lateNotification=50,device=pad-window=10", "--cover", "applied:drift=20",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Every strategy passes."))
        #expect(result.stdout.contains("\nREQUIREMENTS       REQUIRED "))
        #expect(result.stdout.contains("\nlateNotification        50% "))
        #expect(!result.stdout.contains("MISSED"))
    }

    @Test func badRequirementsAreUsageErrors() throws {
        let cases = [
            ("nonsense=5", "Error: --cover: unknown coverage requirement 'nonsense'; expected one of rotationWhileDocked, "),
            ("rotationWhileDocked", "Error: --cover expects NAME=PERCENT, got 'rotationWhileDocked'"),
            (
                "lateNotification=150",
                "Error: --cover lateNotification=150: expected a percentage from 0 to 100 after the last '=', got '150'"
            ),
            ("device=tablet=5", "Error: --cover: unknown device 'tablet' in 'device=tablet'"),
        ]
        for (value, message) in cases {
            let result = try keyfuzz(["fuzz", "--cover", value, "--runs", "1"])
            #expect(result.status == 64, "\(value)")
            #expect(result.stderr.hasPrefix(message), "\(value): \(result.stderr)")
        }
    }

    @Test func jsonHasTheCoverageAndTheRequirements() throws {
        let result = try keyfuzz([
            "fuzz", "--strategy", "layout-guide", "--runs", "60", "--json", "--coverage",
            "--cover", "lateNotification=1",
        ])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let strategy = try #require((object["strategies"] as? [[String: Any]])?.first)
        let coverage = try #require(strategy["coverage"] as? [String: Any])
        #expect(coverage["cases"] as? Int == 60)
        let actions = try #require(coverage["actionsByKeyboardState"] as? [String: [String: Int]])
        #expect(actions["tap"]?["hidden"] ?? 0 > 0)
        let dimensions = try #require(coverage["dimensions"] as? [String: [String: Int]])
        #expect(dimensions["device"]?.values.reduce(0, +) == 60)
        let requirement = try #require((strategy["coverageRequirements"] as? [[String: Any]])?.first)
        #expect(requirement["name"] as? String == "lateNotification")
        #expect(requirement["met"] as? Bool == true)
        #expect(requirement["cases"] as? Int == 60)
    }
}
