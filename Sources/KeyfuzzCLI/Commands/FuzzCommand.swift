import Foundation
import KeyboardWorld
import KeyboardStrategies
import KeyfuzzKit
import KeyfuzzPictures

/// `keyfuzz fuzz`: generated cases against strategies, a table of verdicts, and each failure
/// shrunk to a minimal counterexample.
struct FuzzCommand: Command {
    let name = "fuzz"
    let summary = "Fuzz strategies with generated cases and shrink every failure (the default subcommand)."
    let examples = [
        "keyfuzz                                      # every built-in strategy, default budget",
        "keyfuzz fuzz --strategy inset-tracking --runs 5000 --save Seeds",
        "keyfuzz fuzz --device pad-window --invariants hidden-field,excess-gap --json",
        "keyfuzz fuzz --shard 2/4 --jobs 2            # the second of four CI slices",
    ]
    let options: [OptionSpec] = [
        .value("--strategy", "NAME", repeatable: true, "Strategies to fuzz (default: every built-in; see 'keyfuzz list')."),
        .value("--seed", "N", "Run seed; case k is generated from (N, k) (default: \(FuzzCommand.defaultSeed))."),
        .value("--runs", "N", "Cases per strategy (default: \(FuzzCommand.defaultRuns))."),
        .value("--max-actions", "N", "Most actions in one case (default: 30)."),
        .value("--time", "SECONDS", "Stop generating new cases after this many seconds (per strategy)."),
        .value("--jobs", "N", "Threads; results are identical for every N (default: the core count)."),
        .value("--shard", "I/N", "Run only the I-th of N disjoint slices of the case indices."),
        .value("--save", "DIR", "Write each shrunk failure as a seed file into DIR, with its SVG storyboard beside it."),
        .value("--invariants", "LIST", "Comma-separated invariants to check (default: those on by default)."),
        .value("--device", "NAME", repeatable: true, "Devices to draw: phone-home, phone-notch, pad, pad-window (default: all)."),
        .flag("--unpinned", "Also draw article 004's unpinned content (contentSize.height 0; every strategy fails on it)."),
        .flag("--no-system-scroll", "Also draw forms whose fields UIKit does not scroll to (UITextView-like)."),
        .flag("--first-stage", "Draw only the first-stage actions and options (no undocking, interactive dismissal, ...)."),
        .flag("--json", "Print one JSON document instead of the table."),
    ]

    static let defaultSeed: UInt64 = 1
    static let defaultRuns = 1000

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let settings = try FuzzSettings(arguments)
        let started = Date()
        var results: [StrategyResult] = []
        for (number, strategy) in settings.strategies.enumerated() {
            console.progress("[\(number + 1)/\(settings.strategies.count)] \(strategy.name): fuzzing \(settings.runs) cases…")
            let strategyStarted = Date()
            let deadline = settings.time.map { strategyStarted.addingTimeInterval($0) }
            var lastShown = Date.distantPast
            let result = StrategyResult.fuzz(strategy, settings: settings, until: deadline, progress: !console.showsProgress ? nil : { done, failures in
                // At most ten updates a second: a terminal line, not a log.
                guard Date().timeIntervalSince(lastShown) >= 0.1 else { return }
                lastShown = Date()
                let elapsed = Date().timeIntervalSince(strategyStarted)
                let rate = elapsed > 0 ? Double(done) / elapsed : 0
                let left = rate > 0 ? Double(settings.runs - done) / rate : 0
                console.progress("[\(number + 1)/\(settings.strategies.count)] \(strategy.name): \(done)/\(settings.runs) cases, \(Int(rate)) cases/s, \(failures) failing, ~\(Int(left.rounded(.up))) s left")
            })
            results.append(result)
        }
        console.endProgress()
        // Saving never hides the results: what cannot be written is reported after them.
        var saved: [String: URL] = [:]
        var saveErrors: [String] = []
        if let directory = settings.saveDirectory {
            for result in results {
                for counterexample in result.counterexamples {
                    do {
                        let url = try counterexample.seedFile.save(in: directory)
                        saved[counterexample.seedFile.fileName] = url
                        // The storyboard sits beside its seed file, under the same content-derived name.
                        let svg = url.deletingPathExtension().appendingPathExtension("svg").path
                        if !(try SeedInput.writeUnlessDifferent(Data(counterexample.storyboard.utf8), to: svg)) {
                            console.printError("Note: \(svg) exists with other content; left as it is")
                        }
                    } catch {
                        saveErrors.append("cannot save \(counterexample.seedFile.fileName) in \(directory.path): \(error)")
                    }
                }
            }
        }
        if settings.json {
            console.print(FuzzOutput.json(results, settings: settings))
        } else {
            console.print(FuzzOutput.table(results, settings: settings, saved: saved))
        }
        let actions = results.reduce(0) { $0 + $1.report.actionsRun }
        let cases = results.reduce(0) { $0 + $1.report.casesRun }
        let seconds = Date().timeIntervalSince(started)
        console.printError(String(format: "stats: %d cases, %d actions in %.2f s (%.0f actions/s, %d jobs)",
                                  cases, actions, seconds, seconds > 0 ? Double(actions) / seconds : 0, settings.jobs))
        for error in saveErrors { console.printError("Error: \(error)") }
        if !saveErrors.isEmpty { return .cannotCreate }
        return results.contains { !$0.report.findings.isEmpty } ? .failure : .success
    }
}

/// The fuzz command's validated settings.
struct FuzzSettings {
    var strategies: [BuiltInStrategy]
    var seed: UInt64
    var runs: Int
    var maxActions: Int
    var time: Double?
    var jobs: Int
    var shard: (index: Int, count: Int)?
    var saveDirectory: URL?
    var invariants: InvariantSet
    var devices: [Device]
    var json: Bool
    var allowUnpinned: Bool
    var allowNoSystemScroll: Bool
    var secondStage: Bool

    /// What the generator may draw.
    var generatorOptions: GeneratorOptions {
        GeneratorOptions(maxActions: maxActions, devices: devices, allowUnpinned: allowUnpinned,
                         allowNoSystemScroll: allowNoSystemScroll, secondStage: secondStage)
    }

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        strategies = try arguments.list("--strategy").map(Self.strategy(named:))
        if strategies.isEmpty { strategies = BuiltInStrategy.all }
        if let text = arguments.value("--seed") {
            guard let value = UInt64(text) else {
                throw UsageError("--seed expects a whole number from 0 to \(UInt64.max), got '\(text)'")
            }
            seed = value
        } else {
            seed = FuzzCommand.defaultSeed
        }
        runs = try arguments.integer("--runs", default: FuzzCommand.defaultRuns, in: 1...Int.max)
        maxActions = try arguments.integer("--max-actions", default: 30, in: 1...10_000)
        jobs = try arguments.integer("--jobs", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...512)
        if let text = arguments.value("--time") {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                throw UsageError("--time expects a positive number of seconds, got '\(text)'")
            }
            time = seconds
        }
        if let text = arguments.value("--shard") {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
                throw UsageError("--shard expects I/N with 1 <= I <= N, got '\(text)'")
            }
            shard = (index, count)
        }
        saveDirectory = arguments.value("--save").map { URL(fileURLWithPath: $0) }
        let invariantNames = try arguments.list("--invariants")
        if invariantNames.isEmpty {
            invariants = .defaults
        } else {
            invariants = InvariantSet(try invariantNames.map { name in
                guard let invariant = Invariant(rawValue: name) else {
                    throw UsageError("unknown invariant '\(name)'; expected one of \(Invariant.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return invariant
            })
        }
        devices = try arguments.list("--device").map { name in
            guard let device = Device(rawValue: name) else {
                throw UsageError("unknown device '\(name)'; expected one of \(Device.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return device
        }
        if devices.isEmpty { devices = Device.allCases }
        json = arguments.has("--json")
        allowUnpinned = arguments.has("--unpinned")
        allowNoSystemScroll = arguments.has("--no-system-scroll")
        secondStage = !arguments.has("--first-stage")
    }

    static func strategy(named name: String) throws -> BuiltInStrategy {
        guard let strategy = BuiltInStrategy.named(name) else {
            throw UsageError("unknown strategy '\(name)'; expected one of \(BuiltInStrategy.all.map(\.name).joined(separator: ", "))")
        }
        return strategy
    }
}

/// One strategy's campaign and its shrunk counterexamples, one per violated invariant.
struct StrategyResult {
    var strategy: BuiltInStrategy
    var report: CampaignReport
    var counterexamples: [Counterexample]

    static func fuzz(_ strategy: BuiltInStrategy, settings: FuzzSettings, until deadline: Date?,
                     progress: ((Int, Int) -> Void)?) -> StrategyResult {
        let underTest = StrategyUnderTest(strategy)
        let campaign = Campaign(strategy: underTest, runSeed: settings.seed, cases: settings.runs,
                                options: settings.generatorOptions,
                                invariants: settings.invariants, jobs: settings.jobs, shard: settings.shard)
        let report = campaign.run(until: deadline.map { date in { Date() >= date } }, progress: progress)
        let shrinker = CaseShrinker(strategy: underTest)
        let counterexamples = report.findings.compactMap { finding in
            Counterexample.shrinking(finding.keyboardCase, invariant: finding.invariant, with: shrinker,
                                     runSeed: settings.seed, caseIndex: finding.caseIndex)
        }
        return StrategyResult(strategy: strategy, report: report, counterexamples: counterexamples)
    }
}
