import Foundation
import KeyboardStrategies
import KeyfuzzKit
import KeyfuzzPictures

/// `keyfuzz fuzz`: a thin shell over KeyfuzzKit's `FailurePipeline`. It builds the scenario
/// space and the strategies from the flags, saves every counterexample as soon as it is shrunk,
/// and prints a table of verdicts with each counterexample (or one JSON document).
struct FuzzCommand: Command {
    let name = "fuzz"
    let summary = "Fuzz strategies with generated cases and shrink every distinct bug once (the default subcommand)."
    let examples = [
        "keyfuzz                                      # every built-in strategy, default budget",
        "keyfuzz fuzz --strategy inset-tracking --runs 5000 --save Seeds",
        "keyfuzz fuzz --device pad-window --invariants hidden-field,excess-gap --json",
        "keyfuzz fuzz --only rotationStyle=hideShow --also content=unpinned",
        "keyfuzz fuzz --shard 2/4 --jobs 2            # the second of four CI slices",
        "keyfuzz fuzz --strategy inset-adjusting --every-shape   # where it stops working",
        "keyfuzz fuzz --strategy inset-adjusting --coverage --cover rotationWhileDocked=5 --cover device=pad-window=10",
    ]
    var options: [OptionSpec] { FuzzSettings.options }

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let settings = try FuzzSettings(arguments)
        let interrupt = InterruptSignal.listen()
        defer { interrupt.stop() }
        var saving = CounterexampleSaving(directory: settings.saveDirectory)
        let started = Date()
        var results: [FuzzOutput.Result] = []
        let saveFound = { (counterexample: Counterexample) in saving.save(counterexample, console: console) }
        for (number, strategy) in settings.strategies.enumerated() where !interrupt.isSet {
            // A strategy is judged on the shapes it declares; --every-shape adds the others, apart
            // (also when the shapes asked for are none it declares: its row says skip).
            func pipeline(_ generator: CaseGenerator) -> FailurePipeline {
                FailurePipeline(
                    strategy: StrategyUnderTest(strategy), generator: generator,
                    invariants: settings.invariants, runSeed: settings.seed, cases: settings.runs,
                    jobs: settings.jobs, shard: settings.shard, countsCoverage: settings.countsCoverage)
            }
            let generator = settings.generator(for: strategy)
            var outcome: FailurePipeline.Outcome?
            if generator.space.drawsAnyShape {
                let progress = ProgressLine(
                    console: console, label: "[\(number + 1)/\(settings.strategies.count)] \(strategy.name)",
                    total: settings.runs)
                outcome = pipeline(generator).run(
                    deadline: settings.deadline(), interrupted: { interrupt.isSet },
                    progress: { progress.update(done: $0, failures: $1) }, found: saveFound)
            }
            var beyond: FailurePipeline.Outcome?
            if settings.everyShape, let other = settings.beyondGenerator(for: strategy), !interrupt.isSet {
                let label = ProgressLine(
                    console: console, label: "[\(number + 1)/\(settings.strategies.count)] \(strategy.name), other shapes",
                    total: settings.runs)
                beyond = pipeline(other).run(
                    deadline: settings.deadline(), interrupted: { interrupt.isSet },
                    progress: { label.update(done: $0, failures: $1) }, found: saveFound)
            }
            results.append(
                FuzzOutput.Result(
                    strategy: strategy, outcome: outcome, beyond: beyond,
                    requirements: settings.requiredCoverage))
        }
        console.endProgress()
        let interruption = interrupt.received.map { InterruptSignal.name($0) }
        console.print(
            settings.json
                ? FuzzOutput.json(results, settings: settings, interruptedBy: interruption)
                : FuzzOutput.table(results, settings: settings, saved: saving.saved, interruptedBy: interruption))
        let actions = results.reduce(0) { $0 + $1.actionsRun }
        let cases = results.reduce(0) { $0 + $1.casesRun }
        let seconds = Date().timeIntervalSince(started)
        console.printError(
            String(
                format: "stats: %d cases, %d actions in %.2f s (%.0f actions/s, %d jobs)",
                cases, actions, seconds, seconds > 0 ? Double(actions) / seconds : 0, settings.jobs))
        for error in saving.errors { console.printError("Error: \(error)") }
        if let signal = interrupt.received { return signal == SIGTERM ? .terminated : .interrupted }
        if !saving.errors.isEmpty { return .cannotCreate }
        return results.contains { $0.fails } ? .failure : .success
    }
}

/// A live progress line on a terminal's standard error, at most ten updates a second.
final class ProgressLine {
    private let console: Console
    private let label: String
    private let total: Int
    private let started = Date()
    private var lastShown = Date.distantPast

    init(console: Console, label: String, total: Int) {
        self.console = console
        self.label = label
        self.total = total
        console.progress("\(label): fuzzing \(total) cases…")
    }

    func update(done: Int, failures: Int) {
        guard console.showsProgress, Date().timeIntervalSince(lastShown) >= 0.1 else { return }
        lastShown = Date()
        let elapsed = Date().timeIntervalSince(started)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        console.progress("\(label): \(done)/\(total) cases, \(Int(rate)) cases/s, \(failures) failing, ~\(Int(left.rounded(.up))) s left")
    }
}
