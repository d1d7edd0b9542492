import Foundation
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures
import KeyfuzzStorage
import PropertyEngine

/// `keyfuzz replay`: runs saved cases and compares each verdict with the file's expectation.
struct ReplayCommand: Command {
    let name = "replay"
    let summary = "Replay seed files and check each verdict against its expectation."
    let positionals = "FILE..."
    let examples = [
        "keyfuzz replay Seeds/*.json",
        "keyfuzz replay Seeds/naive-hidden-field-dc63d17ddb0aa176.json --trace",
        "keyfuzz replay Seeds/naive-hidden-field-dc63d17ddb0aa176.json --svg naive.svg",
    ]
    static let traceOption = Option<Bool>.flag("--trace", "Print a one-line-per-step picture and the step-by-step trace of each case.")
    static let jsonOption = Option<Bool>.flag(
        "--json", "Print one JSON document with every file's verdict (with --trace, each entry's \"trace\" and \"picture\" lines too).")
    static let svgOption = Option<String?>.path(
        "--svg", "OUT.svg", to: "a file to write the storyboard to", "Write the case's storyboard (one FILE only).")
    let options = [Self.traceOption.spec, Self.jsonOption.spec, Self.svgOption.spec]

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw UsageError("replay needs at least one seed file") }
        let paths = try arguments.positionalPaths(to: "a seed file")
        let svgPath = try Self.svgOption.value(in: arguments)
        if svgPath != nil && arguments.positionals.count != 1 {
            throw UsageError("--svg draws one case; give exactly one seed file (got \(arguments.positionals.count))")
        }
        let showTrace = try Self.traceOption.value(in: arguments)
        let json = try Self.jsonOption.value(in: arguments)
        var worst = ExitCode.success
        var entries: [String] = []
        for path in paths {
            let seed: SeedFile
            do {
                seed = try SeedInput.read(path)
            } catch let error as InputError {
                console.printError("Error: \(error.description)")
                if worst == .success || worst == .failure { worst = error.exitCode }
                continue
            }
            // SeedInput.read accepts built-in strategies only, so the run always exists.
            guard let result = seed.run(recordsTrace: showTrace || svgPath != nil) else { continue }
            if let svgPath, let trace = result.trace {
                try SeedInput.write(Data(Storyboard.svg(scenario: seed.scenario, trace: trace, title: seed.strategy).utf8), to: svgPath)
            }
            let matches = result.verdict == seed.expected
            if !matches && worst == .success { worst = .failure }
            if json {
                entries.append(
                    Self.jsonEntry(
                        path: path, seed: seed, result: result, matches: matches,
                        trace: showTrace ? result.trace : nil))
                continue
            }
            console.print("\(matches ? "ok      " : "MISMATCH") \(path)")
            console.print("         \(seed.strategy) on \(seed.scenario.summary)")
            console.print("         expected \(seed.expected), got \(result.verdict)")
            for violation in result.violations {
                console.print("         ✗ \(violation.invariant.rawValue): \(violation.message)")
            }
            if showTrace, let trace = result.trace {
                console.print("    picture (\(TerminalStrip.legend)):")
                console.print(TerminalStrip.lines(scenario: seed.scenario, trace: trace).map { "    " + $0 }.joined(separator: "\n"))
                console.print("    trace:")
                console.print(
                    trace.text.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n"))
            }
        }
        if json {
            console.print("[\n" + entries.joined(separator: ",\n") + "\n]")
        }
        return worst
    }

    /// One file's verdict as a JSON object; with a `trace`, also its lines (`"trace"`) and the
    /// terminal strip's (`"picture"`), as `--trace` prints them.
    static func jsonEntry(path: String, seed: SeedFile, result: CaseResult, matches: Bool, trace: Trace? = nil) -> String {
        let violations = result.violations.map { v in
            "{ \"invariant\": \"\(v.invariant.rawValue)\", \"actionIndex\": \(v.actionIndex), \"message\": \(JSONText.quoted(v.message)) }"
        }
        var fields = [
            "\"file\": \(JSONText.quoted(path))",
            "\"strategy\": \(JSONText.quoted(seed.strategy))",
            "\"expected\": \(JSONText.quoted(seed.expected.description))",
            "\"actual\": \(JSONText.quoted(result.verdict.description))",
            "\"matches\": \(matches)",
            "\"violations\": " + jsonArray(violations),
        ]
        if let trace {
            fields.append("\"trace\": " + jsonArray(trace.steps.flatMap { $0.lines(showingTime: trace.showsTime) }.map(JSONText.quoted)))
            fields.append("\"picture\": " + jsonArray(TerminalStrip.lines(scenario: seed.scenario, trace: trace).map(JSONText.quoted)))
        }
        return "  {\n" + fields.map { "    " + $0 }.joined(separator: ",\n") + "\n  }"
    }

    /// A field's array of JSON values, one per line inside an entry (`[]` when empty).
    private static func jsonArray(_ values: [String]) -> String {
        values.isEmpty ? "[]" : "[\n" + values.map { "      " + $0 }.joined(separator: ",\n") + "\n    ]"
    }
}
