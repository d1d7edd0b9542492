import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures
import PropertyEngine

/// `keyfuzz verify`: a bounded proof, a thin shell over KeyfuzzKit's `BoundedVerification`:
/// every action sequence up to a depth on one scenario, equal situations explored once; no
/// violation up to the depth, or the shortest counterexample per invariant, reported and saved
/// as `fuzz` reports and saves a shrunk one.
struct VerifyCommand: Command {
    let name = "verify"
    let summary = "Prove there is no violation up to a depth: every action sequence, equal states explored once."
    let examples = [
        "keyfuzz verify --strategy inset-adjusting --depth 8",
        "keyfuzz verify --strategy transform --depth 3 --save Seeds",
        "keyfuzz verify --strategy layout-guide --scenario Seeds/naive-hidden-field-dc63d17ddb0aa176.json --time 60 --jobs 2",
    ]
    let exitStatus = [
        "0   no violation up to the depth reached (all of --depth unless --time ran out)",
        "1   a violation: the shortest counterexample of each broken invariant is printed",
        "64  usage error",
        "65  a malformed --scenario file",
        "66  the --scenario file cannot be read",
        "73  --save cannot be written",
    ]
    let options: [OptionSpec] = [
        .value("--strategy", "NAME", required: true, "The strategy (see 'keyfuzz list')."),
        .value("--depth", "K", "The longest sequence explored (default: \(BoundedVerification.defaultDepth))."),
        .value("--scenario", "FILE", "A seed file whose scenario to use (default: the 4-field phone-notch form of 'exhaust')."),
        .value("--invariants", "LIST", "Comma-separated invariants to check (default: those on by default)."),
        .value("--jobs", "N", "Threads; results are identical for every N (default: the core count)."),
        .value("--time", "SECONDS", "Stop after this many seconds and report the depth every sequence up to which was checked."),
        .value("--save", "DIR", "Write each counterexample as a seed file into DIR, with its SVG storyboard beside it."),
    ]

    /// The deepest `--depth` accepted (with merging, depth is bounded by time, not by this).
    static let maximumDepth = 64

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected argument '\(arguments.positionals[0])'") }
        guard let name = arguments.value("--strategy") else { throw UsageError("verify needs --strategy NAME") }
        let strategy = try FuzzSettings.strategy(named: name)
        let depth = try arguments.integer("--depth", default: BoundedVerification.defaultDepth, in: 0...Self.maximumDepth)
        let invariants = try FuzzSettings.invariants(arguments)
        let jobs = try arguments.integer("--jobs", default: ProcessInfo.processInfo.activeProcessorCount, in: 1...512)
        let time = try FuzzSettings.seconds(arguments)
        var saving = CounterexampleSaving(directory: try FuzzSettings.saveDirectory(arguments))
        let scenario = try arguments.value("--scenario").map { try SeedInput.read($0).scenario } ?? ExhaustiveSearch.defaultScenario
        let verification = BoundedVerification(scenario: scenario, strategy: StrategyUnderTest(strategy),
                                               invariants: invariants, depth: depth, jobs: jobs)

        let interrupt = InterruptSignal.listen()
        defer { interrupt.stop() }
        let started = Date()
        let end = time.map { started.addingTimeInterval($0) }
        console.progress("\(strategy.name): exploring depth 1 of \(depth)…")
        let report = verification.run(shouldStop: { interrupt.isSet || end.map { Date() >= $0 } ?? false }) { done in
            console.progress("\(strategy.name): depth \(done.completedDepth) of \(depth) done, \(done.states) states, \(done.transitions) transitions…")
        }
        console.endProgress()
        let seconds = Date().timeIntervalSince(started)

        console.print("keyfuzz verify: \(strategy.name), every sequence of up to \(depth) actions over \(verification.alphabet.count) actions")
        console.print("scenario: \(scenario.summary)")
        console.print("alphabet: \(verification.alphabet.map(\.description).joined(separator: " "))")
        let invariantNames = invariants.members.map(\.rawValue).joined(separator: ", ")
        console.print("invariants: \(invariantNames)")
        if !report.deduplicates {
            console.print("note: \(strategy.name) does not show its state (StatefulKeyboardStrategy): every sequence explored on its own, without deduplication")
        }
        if report.keysIncludeClock {
            console.print("note: \(strategy.name) reads the clock: states at different times are kept apart")
        }
        let perDepth = report.statesPerDepth.map(String.init).joined(separator: " ")
        console.print("states: \(report.states) (new at each depth: \(perDepth)), transitions: \(report.transitions)\(report.statesWithoutKey > 0 ? ", \(report.statesWithoutKey) with strategy work pending (never merged)" : "")")
        if !report.isComplete {
            let why = interrupt.received.map { "interrupted by \(InterruptSignal.name($0))" } ?? "time ran out (--time \(JSONValue.numberText(time ?? 0)))"
            console.print("\(why): every sequence of up to \(report.completedDepth) actions checked; \(report.states) states explored, depth \(report.completedDepth + 1) in part")
        }
        console.print("")

        for invariant in invariants.members {
            if let actions = report.shortest(for: invariant) {
                console.print("\(invariant.rawValue): shortest failure has \(actions.count) action\(actions.count == 1 ? "" : "s"): \(actions.map(\.description).joined(separator: " "))")
            } else if !report.shortest.isEmpty {
                console.print("\(invariant.rawValue): no failure up to \(report.completedDepth) actions")
            }
        }
        if report.shortest.isEmpty {
            let reach = report.exploredEveryState ? "; every reachable state explored: none at any depth" : ""
            console.print("no violation of \(invariantNames) up to depth \(report.completedDepth) (\(report.states) states, \(report.transitions) transitions)\(reach)")
        }

        let counterexamples = report.shortest.compactMap(verification.counterexample(for:))
        for counterexample in counterexamples { saving.save(counterexample, console: console) }
        for line in FuzzOutput.counterexampleLines(counterexamples, saved: saving.saved) { console.print(line) }

        console.printError(String(format: "stats: %d states, %d transitions in %.2f s (%.0f transitions/s, %d jobs)",
                                  report.states, report.transitions, seconds,
                                  seconds > 0 ? Double(report.transitions) / seconds : 0, jobs))
        for error in saving.errors { console.printError("Error: \(error)") }
        if let signal = interrupt.received { return signal == SIGTERM ? .terminated : .interrupted }
        if !saving.errors.isEmpty { return .cannotCreate }
        return report.shortest.isEmpty ? .success : .failure
    }
}
