import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures
import KeyfuzzStorage
import PropertyEngine

/// The fuzz command's two output forms: the table with counterexamples, and one JSON document.
enum FuzzOutput {
    /// One strategy's run: on the shapes it declares (nil when the space draws none of them),
    /// and with `--every-shape` on the others, which never count as its bugs.
    struct Result {
        var strategy: BuiltInStrategy
        var outcome: FailurePipeline.Outcome?
        var beyond: FailurePipeline.Outcome?
        /// The coverage its cases had to reach (`--cover`).
        var requirements: [RequiredCoverage] = []

        /// The requirements its cases (on the shapes it declares) missed, in the order given.
        var shortfalls: [CoverageShortfall] {
            guard let coverage = outcome?.report.coverage else { return [] }
            return RequiredCoverage.shortfalls(of: requirements, in: coverage)
        }

        /// Whether it fails on the shapes it declares (the verdict and the exit status): an
        /// invariant broken or a coverage requirement missed.
        var fails: Bool { !(outcome?.report.findings.isEmpty ?? true) || !shortfalls.isEmpty }
        var casesRun: Int { (outcome?.report.casesRun ?? 0) + (beyond?.report.casesRun ?? 0) }
        var actionsRun: Int { (outcome?.report.actionsRun ?? 0) + (beyond?.report.actionsRun ?? 0) }
    }

    /// `invariant count, ...`: how many distinct bugs break each invariant, in canonical order.
    private static func bugCounts(_ bugs: [DistinctBug]) -> [String] {
        Invariant.allCases.compactMap { invariant in
            let count = bugs.filter { $0.invariant == invariant }.count
            return count == 0 ? nil : "\(invariant.rawValue) \(count)"
        }
    }

    /// The bug a run shows first: the one most failing cases hit (the first found on a tie).
    static func mostCommon(_ bugs: [DistinctBug]) -> DistinctBug? {
        bugs.enumerated().max { ($0.element.hits, $1.offset) < ($1.element.hits, $0.offset) }?.element
    }

    /// What a missed requirement's message tells the user to change.
    static let coverageAdvice = "raise --runs, or widen the scenarios with --only or --also"

    static func table(
        _ results: [Result], settings: FuzzSettings, saved: [SeedFile: CounterexampleSaving.Saved], interruptedBy signal: String?
    ) -> String {
        var lines: [String] = []
        let shard = settings.shard.map { ", shard \($0.index)/\($0.count)" } ?? ""
        let devices = settings.space.allowedTokens(of: ScenarioDimension.named("device")!) ?? []
        let deviceText = devices == Device.allCases.map(\.rawValue) ? "all devices" : devices.joined(separator: ", ")
        // With --time the case count is a ceiling: the CASES column says how many ran.
        let cases =
            settings.time.map { "up to \(settings.runs) cases per strategy or \(JSONValue.numberText($0)) s each" }
            ?? "\(settings.runs) cases per strategy"
        lines.append("keyfuzz fuzz: seed \(settings.seed), \(cases)\(shard), up to \(settings.maxActions) actions, \(deviceText)")
        lines.append("invariants: \(settings.invariants.members.map(\.rawValue).joined(separator: ", "))")
        let drawn = settings.space.differencesFromDefault
        if !drawn.isEmpty { lines.append("also drawn: " + drawn.joined(separator: ", ")) }
        lines.append(
            settings.everyShape
                ? "shapes: each strategy's own, then every other shape drawn apart (never its bug)"
                : "screens: those each strategy declares, shapes and features (keyfuzz list)")
        lines.append("")
        let header = ["STRATEGY", "CASES", "ACTIONS", "VERDICT", "DISTINCT BUGS PER INVARIANT"]
        var rows: [[String]] = []
        for result in results {
            guard let outcome = result.outcome else {
                rows.append([result.strategy.name, "0", "0", "skip", "declares none of the shapes drawn"])
                continue
            }
            let report = outcome.report
            let found = bugCounts(outcome.bugs) + result.shortfalls.map { "coverage: \($0.required.requirement.name)" }
            rows.append([
                result.strategy.name, "\(report.casesRun)", "\(report.actionsRun)",
                result.fails ? "FAIL" : "pass", found.isEmpty ? "-" : found.joined(separator: ", "),
            ])
        }
        lines.append(contentsOf: aligned([header] + rows, rightAligned: [1, 2]))
        let beyond = results.compactMap { result in result.beyond.map { (result.strategy, $0) } }
        if !beyond.isEmpty {
            lines.append("")
            lines.append("BEYOND THE SHAPES EACH DECLARES (where it stops working; never reported as its bug)")
            let beyondHeader = ["STRATEGY", "SHAPES", "CASES", "DISTINCT BUGS PER INVARIANT"]
            let beyondRows = beyond.map { strategy, outcome in
                let found = bugCounts(outcome.bugs)
                return [
                    strategy.name, settings.space.undeclared(by: strategy.supportedShapes).shapes.map(\.rawValue).joined(separator: ","),
                    "\(outcome.report.casesRun)", found.isEmpty ? "-" : found.joined(separator: ", "),
                ]
            }
            lines.append(contentsOf: aligned([beyondHeader] + beyondRows, rightAligned: [2]))
        }
        let failing = results.filter(\.fails).count
        lines.append("")
        if let signal {
            let ran = results.reduce(0) { $0 + $1.casesRun }
            lines.append(
                "INTERRUPTED by \(signal) after \(ran) cases (\(results.count) of \(settings.strategies.count) strategies): partial results; every counterexample shown was saved when found."
            )
        }
        lines.append(failing == 0 ? "Every strategy passes." : "\(failing) of \(results.count) strategies fail.")
        for result in results {
            for shortfall in result.shortfalls {
                lines.append("\(result.strategy.name): \(shortfall.message(advice: coverageAdvice))")
            }
        }
        var shown: [CounterexampleLine] = []
        for result in results {
            shown += bugLines(result.outcome?.bugs ?? [], note: "", unitTestFor: result.strategy, verbose: settings.verbose)
        }
        for (strategy, outcome) in beyond {
            shown += bugLines(
                outcome.bugs, note: "[beyond the shapes \(strategy.name) declares, not its bug] ", unitTestFor: nil,
                verbose: settings.verbose)
        }
        let bugs = results.flatMap { $0.outcome?.bugs ?? [] } + beyond.flatMap { $0.1.bugs }
        lines += settings.verbose ? counterexampleLines(shown, saved: saved) : compactLines(shown, saved: saved, bugs: bugs)
        if settings.showsCoverage {
            for result in results {
                guard let coverage = result.outcome?.report.coverage else { continue }
                lines.append("")
                lines.append(
                    coverage.table(
                        title: result.strategy.name, invariants: settings.invariants,
                        requirements: result.requirements))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A counterexample to show: a note before it, and the strategy whose bug it is (for a
    /// pasteable unit test; nil for none).
    struct CounterexampleLine {
        var counterexample: Counterexample
        var note = ""
        var unitTestFor: BuiltInStrategy?
        /// How many failing cases its bug explains (nil: not counted, `verify`'s shortest failures).
        var hits: Int?
        /// The strategy's other distinct bugs, per invariant (`drift 3`), not shown by default.
        var others: [String] = []

        init(_ counterexample: Counterexample, note: String = "", unitTestFor strategy: BuiltInStrategy?) {
            self.counterexample = counterexample
            self.note = note
            self.unitTestFor = strategy
        }
    }

    /// The bugs of one strategy to show: every one with `verbose`, else the most common one,
    /// which then names the others by invariant.
    private static func bugLines(_ bugs: [DistinctBug], note: String, unitTestFor strategy: BuiltInStrategy?, verbose: Bool)
        -> [CounterexampleLine]
    {
        func line(_ bug: DistinctBug) -> CounterexampleLine {
            var line = CounterexampleLine(bug.counterexample, note: note, unitTestFor: strategy)
            line.hits = bug.hits
            return line
        }
        if verbose { return bugs.map(line) }
        guard let first = mostCommon(bugs) else { return [] }
        var shown = line(first)
        let firstFile = first.counterexample.seedFile
        shown.others = bugCounts(bugs.filter { $0.counterexample.seedFile != firstFile })
        return [shown]
    }

    /// How many failing cases a bug explains, for its first line.
    private static func hitsNote(_ line: CounterexampleLine) -> String {
        guard let hits = line.hits else { return "" }
        return " [\(hits) failing case\(hits == 1 ? "" : "s")]"
    }

    /// The default view: per strategy its most common bug, compact (the numbers, what it needs,
    /// the actions, one picture line per step, where it was saved), and a count of the others.
    static func compactLines(
        _ shown: [CounterexampleLine], saved: [SeedFile: CounterexampleSaving.Saved], bugs: [DistinctBug]
    ) -> [String] {
        var lines: [String] = []
        for (offset, line) in shown.enumerated() {
            let counterexample = line.counterexample
            let text = counterexample.compactText().replacingOccurrences(of: "\n", with: "\n   ")
            lines.append("")
            lines.append("\(offset + 1)) \(line.note)\(text.prefix { $0 != "\n" })\(hitsNote(line))\(text.drop { $0 != "\n" })")
            if let files = saved[counterexample.seedFile] {
                lines.append("   replay: keyfuzz replay \(files.seed.relativePath) --trace")
            }
            if !line.others.isEmpty {
                lines.append("   other distinct bugs: \(line.others.joined(separator: ", ")) (--verbose shows each, with its cause)")
            }
        }
        if !shown.isEmpty {
            let savedBugs = bugs.filter { saved[$0.counterexample.seedFile] != nil }.count
            lines.append("")
            if saved.isEmpty {
                lines.append(
                    "Save every distinct bug as a seed file with --save DIR, then replay one with 'keyfuzz replay FILE --trace'; --verbose shows each in full."
                )
            } else if savedBugs == bugs.count {
                lines.append(
                    "Every distinct bug was saved (\(savedBugs) seed file\(savedBugs == 1 ? "" : "s")); --verbose shows each in full, with where it was saved."
                )
            } else {
                lines.append(
                    "\(savedBugs) of \(bugs.count) distinct bugs were saved (standard error says why not the others); --verbose shows each in full."
                )
            }
        }
        return lines
    }

    /// The counterexamples, numbered from 1: each one's report, where it was saved and how to
    /// replay it, and a unit test that reproduces it; then a hint to save them if none was
    /// (`fuzz` and `verify` show theirs alike).
    static func counterexampleLines(_ shown: [CounterexampleLine], saved: [SeedFile: CounterexampleSaving.Saved]) -> [String] {
        var lines: [String] = []
        for (offset, line) in shown.enumerated() {
            let counterexample = line.counterexample
            lines.append("")
            let text = counterexample.text().replacingOccurrences(of: "\n", with: "\n   ")
            lines.append("\(offset + 1)) \(line.note)\(text.prefix { $0 != "\n" })\(hitsNote(line))\(text.drop { $0 != "\n" })")
            if let files = saved[counterexample.seedFile] {
                let storyboard = files.storyboard.map { " (storyboard: \($0.relativePath))" } ?? " (no storyboard)"
                lines.append("   saved: \(files.seed.relativePath)\(storyboard)")
                lines.append("   replay: keyfuzz replay \(files.seed.relativePath) --trace")
            }
            guard let strategy = line.unitTestFor else { continue }
            lines.append("   as a unit test (Swift Testing):")
            let test = SwiftReproduction.test(
                for: counterexample, strategy: "try #require(BuiltInStrategy.named(\(JSONText.quoted(strategy.name)))).make",
                imports: ["KeyboardStrategies"])
            lines += test.split(separator: "\n").map { "     " + $0 }
        }
        if !shown.isEmpty && saved.isEmpty {
            lines.append("")
            lines.append("Save the counterexamples as seed files with --save DIR, then replay them with 'keyfuzz replay FILE --trace'.")
        }
        return lines
    }

    /// Columns padded to their widest cell; `rightAligned` columns are numbers.
    static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        TextColumns.aligned(rows, rightAligned: rightAligned)
    }

    /// One document: the run's settings, then per strategy its cases and actions and, per broken
    /// invariant, the first failing case, the shrunk length and the shrunk case as a seed file.
    static func json(_ results: [Result], settings: FuzzSettings, interruptedBy signal: String?) -> String {
        var members: [JSONMember] = [
            JSONMember("seed", .integer(settings.seed)),
            JSONMember("runs", .integer(settings.runs)),
            JSONMember("maxActions", .integer(settings.maxActions)),
        ]
        if let shard = settings.shard {
            members.append(
                JSONMember(
                    "shard",
                    .object([
                        JSONMember("index", .integer(shard.index)),
                        JSONMember("count", .integer(shard.count)),
                    ])))
        }
        members.append(JSONMember("invariants", .array(settings.invariants.members.map { .string($0.rawValue) })))
        if let signal { members.append(JSONMember("interrupted", .string(signal))) }
        // One entry per distinct bug: its invariant, how many failing cases it explains, the
        // values it needs, its first failing case and the shrunk case.
        func violations(_ outcome: FailurePipeline.Outcome?) -> JSONValue {
            .array(
                (outcome?.bugs ?? []).map { bug in
                    let counterexample = bug.counterexample
                    return .object([
                        JSONMember("invariant", .string(counterexample.invariant.rawValue)),
                        JSONMember("failingCases", .integer(bug.hits)),
                        JSONMember(
                            "needs",
                            .array(
                                bug.cause.needs.map { need in
                                    .object([
                                        JSONMember("key", .string(need.key)),
                                        JSONMember("value", .string(need.token)),
                                        JSONMember("legacy", .bool(need.isLegacy)),
                                    ])
                                })),
                        JSONMember("firstFailingCase", .integer(counterexample.origin?.caseIndex ?? 0)),
                        JSONMember("shrunkActions", .integer(counterexample.shrunk.keyboardCase.actions.count)),
                        JSONMember("case", counterexample.seedFile.json),
                    ])
                })
        }
        members.append(
            JSONMember(
                "strategies",
                .array(
                    results.map { result in
                        let report = result.outcome?.report
                        var entry: [JSONMember] = [
                            JSONMember("name", .string(result.strategy.name)),
                            JSONMember("shapes", .array(result.strategy.supportedShapes.map { .string($0.rawValue) })),
                            JSONMember("seed", .integer(report?.runSeed ?? settings.seed)),
                            JSONMember("cases", .integer(report?.casesRun ?? 0)),
                            JSONMember("actions", .integer(report?.actionsRun ?? 0)),
                            JSONMember("verdict", .string(result.outcome == nil ? "skip" : result.fails ? "fail" : "pass")),
                            JSONMember("violations", violations(result.outcome)),
                        ]
                        if let counted = report?.coverage {
                            if settings.showsCoverage { entry.append(JSONMember("coverage", counted.json)) }
                            if !result.requirements.isEmpty {
                                entry.append(
                                    JSONMember("coverageRequirements", .array(result.requirements.map { $0.json(judgedOn: counted) })))
                            }
                        }
                        if let beyond = result.beyond {
                            entry.append(
                                JSONMember(
                                    "beyondShapes",
                                    .object([
                                        JSONMember(
                                            "shapes",
                                            .array(
                                                settings.space.undeclared(by: result.strategy.supportedShapes).shapes.map {
                                                    .string($0.rawValue)
                                                })),
                                        JSONMember("cases", .integer(beyond.report.casesRun)),
                                        JSONMember("actions", .integer(beyond.report.actionsRun)),
                                        JSONMember("violations", violations(beyond)),
                                    ])))
                        }
                        return .object(entry)
                    })))
        return JSONWriter.text(.object(members))
    }
}
