import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures
import KeyfuzzStorage
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
        "keyfuzz verify --strategy inset-adjusting --space --only device=phone-home,pad",
    ]
    let exitStatus = [
        "0   no violation up to the depth reached (all of --depth unless --time ran out; with --space, on every scenario)",
        "1   a violation: the shortest counterexample of each broken invariant is printed (with --space, on some scenario)",
        "64  usage error",
        "65  a malformed --scenario file",
        "66  the --scenario file cannot be read",
        "73  --save cannot be written",
        "130, 143  interrupted by SIGINT or SIGTERM: what was found is printed and saved",
    ]
    static let depthOption = Option<Int>.integer(
        "--depth", "K", default: { BoundedVerification.defaultDepth }, in: 0...maximumDepth,
        "The longest sequence explored (default: \(BoundedVerification.defaultDepth); \(SpaceVerification.defaultDepth) with --space).")
    static let spaceOption = Option<Bool>.flag(
        "--space",
        "Prove on every combination of the devices, orientations, keyboard kinds, rotation styles, hardware-keyboard frames, QuickType bars, dismiss modes and shapes the strategy is judged on, each scenario on its own."
    )
    static let onlyOption = CommonOptions.keyValues(
        "--only", "With --space: combine only these values of a dimension, e.g. --only device=phone-home,pad.")
    static let timeOption = CommonOptions.seconds(
        "Stop after this many seconds and report the depth every sequence up to which was checked.")
    static let saveOption = CommonOptions.saveDirectory(
        "Write each counterexample as a seed file into DIR, with its SVG storyboard beside it.")
    let options = [
        CommonOptions.oneStrategy.spec, Self.depthOption.spec, CommonOptions.scenarioFile.spec, CommonOptions.invariants.spec,
        CommonOptions.jobs.spec, Self.timeOption.spec, Self.saveOption.spec, Self.spaceOption.spec, Self.onlyOption.spec,
    ]

    /// The deepest `--depth` accepted (with merging, depth is bounded by time, not by this).
    static let maximumDepth = 64

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected argument '\(arguments.positionals[0])'") }
        guard let strategy = try CommonOptions.oneStrategy.value(in: arguments) else {
            throw UsageError("verify needs --strategy NAME")
        }
        let spaceWide = try Self.spaceOption.value(in: arguments)
        let depth =
            spaceWide && arguments.value(Self.depthOption.spec.name) == nil
            ? SpaceVerification.defaultDepth : try Self.depthOption.value(in: arguments)
        let invariants = try CommonOptions.invariants.value(in: arguments)
        let jobs = try CommonOptions.jobs.value(in: arguments)
        let time = try Self.timeOption.value(in: arguments)
        guard try spaceWide || Self.onlyOption.value(in: arguments).isEmpty else {
            throw UsageError("--only needs --space (verify proves one scenario without it)")
        }
        var saving = CounterexampleSaving(directory: try Self.saveOption.value(in: arguments))
        let given = try CommonOptions.scenarioFile.value(in: arguments).map { try SeedInput.read($0).scenario }
        let scenario = given ?? ExhaustiveSearch.defaultScenario(for: strategy.supportedShapes)
        if spaceWide {
            return try runSpace(
                strategy: strategy, base: given, depth: depth, invariants: invariants, jobs: jobs, time: time,
                saving: &saving, arguments: arguments, console: console)
        }
        let verification = BoundedVerification(
            scenario: scenario, strategy: StrategyUnderTest(strategy),
            invariants: invariants, depth: depth, jobs: jobs)

        let interrupt = InterruptSignal.listen()
        defer { interrupt.stop() }
        let started = Date()
        let end = time.map { started.addingTimeInterval($0) }
        console.progress("\(strategy.name): exploring depth 1 of \(depth)…")
        let report = verification.run(
            shouldStop: { interrupt.isSet || end.map { Date() >= $0 } ?? false },
            progress: { done in
                console.progress(
                    "\(strategy.name): depth \(done.completedDepth) of \(depth) done, \(done.states) states, \(done.transitions) transitions…"
                )
            })
        console.endProgress()
        let exploration = report.exploration
        let seconds = Date().timeIntervalSince(started)

        console.print(
            "keyfuzz verify: \(strategy.name), every sequence of up to \(depth) actions over \(verification.alphabet.count) actions")
        for line in SearchOutput.header(scenario: scenario, alphabet: verification.alphabet) { console.print(line) }
        let invariantNames = invariants.members.map(\.rawValue).joined(separator: ", ")
        console.print("invariants: \(invariantNames)")
        if !report.deduplicates { console.print(Self.statelessNote(strategy)) }
        if report.keysIncludeClock {
            console.print("note: \(strategy.name) reads the clock: states at different times are kept apart")
        }
        let perDepth = exploration.statesPerDepth.map(String.init).joined(separator: " ")
        let pending =
            exploration.statesWithoutKey > 0
            ? ", \(exploration.statesWithoutKey) with strategy work pending (never merged)" : ""
        console.print("states: \(exploration.states) (new at each depth: \(perDepth)), transitions: \(exploration.transitions)\(pending)")
        if !exploration.isComplete {
            let why = Self.stopReason(interrupt, time: time)
            console.print(
                "\(why): every sequence of up to \(exploration.completedDepth) actions checked; \(exploration.states) states explored, depth \(exploration.completedDepth + 1) in part"
            )
        }
        console.print("")

        for invariant in invariants.members where !report.shortest.isEmpty {
            console.print(SearchOutput.shortest(invariant, report.shortest(for: invariant), searchedUpTo: exploration.completedDepth))
        }
        if report.shortest.isEmpty {
            let reach = exploration.exploredEveryState ? "; every reachable state explored: none at any depth" : ""
            console.print(
                "no violation of \(invariantNames) up to depth \(exploration.completedDepth) (\(exploration.states) states, \(exploration.transitions) transitions)\(reach)"
            )
        }

        let counterexamples = report.shortest.compactMap(verification.counterexample(for:))
        for counterexample in counterexamples { saving.save(counterexample, console: console) }
        let shown = counterexamples.map { FuzzOutput.CounterexampleLine($0, unitTestFor: strategy) }
        for line in FuzzOutput.counterexampleLines(shown, saved: saving.saved) { console.print(line) }

        console.printError(
            String(
                format: "stats: %d states, %d transitions in %.2f s (%.0f transitions/s, %d jobs)",
                exploration.states, exploration.transitions, seconds,
                seconds > 0 ? Double(exploration.transitions) / seconds : 0, jobs))
        for error in saving.errors { console.printError("Error: \(error)") }
        if let signal = interrupt.received { return signal == SIGTERM ? .terminated : .interrupted }
        if !saving.errors.isEmpty { return .cannotCreate }
        return report.shortest.isEmpty ? .success : .failure
    }

    /// The note for a strategy whose states cannot be merged.
    static func statelessNote(_ strategy: BuiltInStrategy) -> String {
        "note: \(strategy.name) does not show its state (StatefulKeyboardStrategy): every sequence explored on its own, without deduplication"
    }

    /// Why a proof stopped before its depth: the signal received, else the time limit.
    static func stopReason(_ interrupt: InterruptSignal, time: Double?) -> String {
        interrupt.received.map { "interrupted by \(InterruptSignal.name($0))" }
            ?? "time ran out (--time \(JSONValue.numberText(time ?? 0)))"
    }
}
