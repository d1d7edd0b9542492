import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzStorage
import PropertyEngine

/// `keyfuzz verify --space`: the bounded proof on every combination of the finite device-and-
/// user dimensions and the declared shapes (KeyfuzzKit's `VerificationSpace`), each scenario
/// proved on its own, on the screen given or else on the two default screens.
extension VerifyCommand {
    /// How many failing scenarios are listed per invariant (the rest are counted, and saved).
    static let listedScenarios = 5

    /// - Parameter base: The `--scenario` file's screen; nil: `VerificationSpace.defaultScreens`.
    func runSpace(
        strategy: BuiltInStrategy, base given: Scenario?, depth: Int, invariants: InvariantSet, jobs: Int, time: Double?,
        saving: inout CounterexampleSaving, arguments: ParsedArguments, console: Console
    ) throws -> ExitCode {
        let drawn: ScenarioSpace
        do {
            drawn = try FuzzSettings.applying(
                Self.onlyOption, widens: false, in: arguments, to: ScenarioSpace.default.declared(by: strategy.screens))
        } catch let error as ScenarioSpaceError {
            throw UsageError(error.description)
        }
        let space = VerificationSpace(
            screens: given.map { [($0, drawn)] } ?? VerificationSpace.defaultScreens(for: strategy.supportedShapes, space: drawn))
        guard !space.scenarios.isEmpty else {
            throw UsageError("--space: no combination of the strategy's values holds on this screen (see --only and --scenario)")
        }
        let verification = SpaceVerification(
            space: space, strategy: StrategyUnderTest(strategy), invariants: invariants, depth: depth, jobs: jobs)

        let interrupt = InterruptSignal.listen()
        defer { interrupt.stop() }
        let started = Date()
        let end = time.map { started.addingTimeInterval($0) }
        let total = space.scenarios.count
        console.progress("\(strategy.name): proving \(total) scenarios…")
        let progress = LockedProgress(console)
        let results = verification.run(
            shouldStop: { interrupt.isSet || end.map { Date() >= $0 } ?? false },
            progress: { done in progress.show("\(strategy.name): \(done) of \(total) scenarios done…") })
        console.endProgress()
        let seconds = Date().timeIntervalSince(started)

        let invariantNames = invariants.members.map(\.rawValue).joined(separator: ", ")
        console.print("keyfuzz verify --space: \(strategy.name), every sequence of up to \(depth) actions on each of \(total) scenarios")
        for base in space.bases {
            let isFlush = given == nil && base == VerificationSpace.flushScreen
            let flush = isFlush ? " (the last field at the content's bottom; scroll form only)" : ""
            console.print("base: \(base.summary)\(flush)")
        }
        let combined = space.dimensions.map { "\($0.key) (\($0.tokens.joined(separator: ", ")))" }
        console.print("combined: \(combined.joined(separator: ", "))")
        let alphabetSizes = Set(results.map(\.verification.alphabet.count)).sorted()
        let sizes = alphabetSizes.count == 1 ? "\(alphabetSizes[0])" : "\(alphabetSizes[0])-\(alphabetSizes[alphabetSizes.count - 1])"
        console.print("alphabet: verify's alphabet of each scenario (\(sizes) actions)")
        console.print("invariants: \(invariantNames)")
        let reports = results.compactMap(\.report)
        if reports.contains(where: { !$0.deduplicates }) { console.print(Self.statelessNote(strategy)) }
        let states = reports.reduce(0) { $0 + $1.exploration.states }
        let transitions = reports.reduce(0) { $0 + $1.exploration.transitions }
        console.print("states: \(states), transitions: \(transitions) (each scenario explored on its own)")

        let proved = results.filter { $0.isProved(upTo: depth) }
        let failing = results.filter { !($0.report?.shortest.isEmpty ?? true) }
        let unfinished = results.filter { result in
            guard let report = result.report else { return true }
            return report.shortest.isEmpty && !result.isProved(upTo: depth)
        }
        if !unfinished.isEmpty {
            let why = Self.stopReason(interrupt, time: time)
            var depths: [Int: Int] = [:]
            for result in unfinished { depths[result.report?.exploration.completedDepth ?? -1, default: 0] += 1 }
            let parts = depths.keys.sorted(by: >).map { reached in
                reached < 0 ? "\(depths[reached]!) not started" : "\(depths[reached]!) checked up to depth \(reached)"
            }
            console.print("\(why): \(parts.joined(separator: ", "))")
        }
        console.print("")
        console.print(
            "proved: \(proved.count) of \(total) scenarios\(proved.count == total ? ": no violation of \(invariantNames) up to depth \(depth)" : "")"
        )

        // Per invariant: how many scenarios break it, the shortest case first, a few listed.
        var shown: [Counterexample] = []
        for invariant in invariants.members {
            let breaking = failing.compactMap { result in result.report?.shortest(for: invariant).map { (result, $0) } }
            guard !breaking.isEmpty else { continue }
            let ordered = breaking.enumerated().sorted { ($0.element.1.count, $0.offset) < ($1.element.1.count, $1.offset) }
                .map(\.element)
            console.print("\(invariant.rawValue): broken on \(breaking.count) of \(total) scenarios")
            for (result, actions) in ordered.prefix(Self.listedScenarios) {
                console.print("  \(result.scenario.summary): \(actions.map(\.description).joined(separator: " "))")
            }
            if ordered.count > Self.listedScenarios {
                console.print("  … \(ordered.count - Self.listedScenarios) more (--save DIR saves each one's shortest counterexample)")
            }
            // The shortest is shown; the others are traced only to be saved.
            for (result, actions) in ordered {
                let isShown = shown.contains { $0.invariant == invariant }
                if isShown && !saving.isSaving { break }
                guard
                    let counterexample = result.verification.counterexample(for: ExhaustiveFinding(invariant: invariant, actions: actions))
                else { continue }
                saving.save(counterexample, console: console)
                if !isShown { shown.append(counterexample) }
            }
        }
        let lines = shown.map { FuzzOutput.CounterexampleLine($0, unitTestFor: strategy) }
        for line in FuzzOutput.counterexampleLines(lines, saved: saving.saved) { console.print(line) }

        console.printError(
            String(
                format: "stats: %d scenarios, %d states, %d transitions in %.2f s (%.0f transitions/s, %d jobs)",
                total, states, transitions, seconds, seconds > 0 ? Double(transitions) / seconds : 0, jobs))
        for error in saving.errors { console.printError("Error: \(error)") }
        if let signal = interrupt.received { return signal == SIGTERM ? .terminated : .interrupted }
        if !saving.errors.isEmpty { return .cannotCreate }
        return failing.isEmpty ? .success : .failure
    }
}

/// The console's progress line, shown from the threads that prove scenarios, one at a time.
private final class LockedProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let console: Console

    init(_ console: Console) { self.console = console }

    func show(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        console.progress(line)
    }
}
