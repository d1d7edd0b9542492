import Foundation
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures

/// The fuzz command's two output forms: the table with counterexamples, and one JSON document.
enum FuzzOutput {
    static func table(_ results: [StrategyResult], settings: FuzzSettings, saved: [String: URL]) -> String {
        var lines: [String] = []
        let shard = settings.shard.map { ", shard \($0.index)/\($0.count)" } ?? ""
        let devices = settings.devices == Device.allCases ? "all devices" : settings.devices.map(\.rawValue).joined(separator: ", ")
        lines.append("keyfuzz fuzz: seed \(settings.seed), \(settings.runs) cases per strategy\(shard), up to \(settings.maxActions) actions, \(devices)")
        lines.append("invariants: \(settings.invariants.members.map(\.rawValue).joined(separator: ", "))")
        var drawn: [String] = []
        if !settings.secondStage { drawn.append("first stage only") }
        if settings.allowUnpinned { drawn.append("unpinned content") }
        if settings.allowNoSystemScroll { drawn.append("no system scroll-to-focus") }
        if !drawn.isEmpty { lines.append("also drawn: " + drawn.joined(separator: ", ")) }
        lines.append("")
        let header = ["STRATEGY", "CASES", "ACTIONS", "VERDICT", "VIOLATED (SHRUNK LENGTH)"]
        var rows: [[String]] = []
        for result in results {
            let violated = result.counterexamples.isEmpty ? "-"
                : result.counterexamples.map { "\($0.shrunk.invariant.rawValue) (\($0.shrunk.keyboardCase.actions.count))" }.joined(separator: ", ")
            rows.append([result.strategy.name, "\(result.report.casesRun)", "\(result.report.actionsRun)",
                         result.report.findings.isEmpty ? "pass" : "FAIL", violated])
        }
        lines.append(contentsOf: aligned([header] + rows, rightAligned: [1, 2]))
        let failing = results.filter { !$0.report.findings.isEmpty }.count
        lines.append("")
        lines.append(failing == 0 ? "Every strategy passes." : "\(failing) of \(results.count) strategies fail.")
        var number = 0
        for result in results {
            for counterexample in result.counterexamples {
                number += 1
                lines.append("")
                lines.append("\(number)) " + counterexample.text().replacingOccurrences(of: "\n", with: "\n   "))
                if let url = saved[counterexample.seedFile.fileName] {
                    lines.append("   saved: \(url.path) (storyboard: \(url.deletingPathExtension().appendingPathExtension("svg").path))")
                    lines.append("   replay: keyfuzz replay \(url.path) --trace")
                }
            }
        }
        if number > 0 && saved.isEmpty {
            lines.append("")
            lines.append("Save the counterexamples as seed files with --save DIR, then replay them with 'keyfuzz replay FILE --trace'.")
        }
        return lines.joined(separator: "\n")
    }

    /// Columns padded to their widest cell; `rightAligned` columns are numbers.
    static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column == row.count - 1 { return cell }
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ")
        }
    }

    static func json(_ results: [StrategyResult], settings: FuzzSettings) -> String {
        var lines = ["{"]
        lines.append("  \"seed\": \(settings.seed),")
        lines.append("  \"runs\": \(settings.runs),")
        lines.append("  \"maxActions\": \(settings.maxActions),")
        if let shard = settings.shard {
            lines.append("  \"shard\": { \"index\": \(shard.index), \"count\": \(shard.count) },")
        }
        lines.append("  \"invariants\": [\(settings.invariants.members.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))],")
        lines.append("  \"strategies\": [")
        for (i, result) in results.enumerated() {
            lines.append("    {")
            lines.append("      \"name\": \(JSONText.quoted(result.strategy.name)),")
            lines.append("      \"seed\": \(result.report.runSeed),")
            lines.append("      \"cases\": \(result.report.casesRun),")
            lines.append("      \"actions\": \(result.report.actionsRun),")
            lines.append("      \"verdict\": \"\(result.report.findings.isEmpty ? "pass" : "fail")\",")
            lines.append("      \"violations\": [" + (result.counterexamples.isEmpty ? "]" : ""))
            for (j, counterexample) in result.counterexamples.enumerated() {
                let seedObject = String(decoding: counterexample.seedFile.encode(), as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                    .replacingOccurrences(of: "\n", with: "\n          ")
                lines.append("        {")
                lines.append("          \"invariant\": \"\(counterexample.shrunk.invariant.rawValue)\",")
                lines.append("          \"firstFailingCase\": \(counterexample.caseIndex ?? 0),")
                lines.append("          \"shrunkActions\": \(counterexample.shrunk.keyboardCase.actions.count),")
                lines.append("          \"case\": " + seedObject)
                lines.append("        }" + (j < result.counterexamples.count - 1 ? "," : ""))
            }
            if !result.counterexamples.isEmpty { lines.append("      ]") }
            lines.append("    }" + (i < results.count - 1 ? "," : ""))
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
