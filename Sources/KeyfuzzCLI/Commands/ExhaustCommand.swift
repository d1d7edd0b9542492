import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine

/// `keyfuzz exhaust`: every action sequence up to a depth on one scenario, the shortest failure per invariant.
struct ExhaustCommand: Command {
    let name = "exhaust"
    let summary = "Try every action sequence up to a depth and report the shortest failure per invariant."
    let examples = [
        "keyfuzz exhaust --strategy inset-tracking --depth 4",
        "keyfuzz exhaust --strategy naive --scenario Seeds/naive-hidden-field-dc63d17ddb0aa176.json",
    ]
    static let depthOption = Option<Int>.integer("--depth", "K", default: { 4 }, in: 0...8, "The longest sequence tried (default: 4).")
    let options = [CommonOptions.oneStrategy.spec, Self.depthOption.spec, CommonOptions.scenarioFile.spec]
    let exitStatus = [
        "0   no invariant breaks up to the depth",
        "1   a shortest failure was found",
        "64  usage error",
        "65  a malformed --scenario file",
        "66  the --scenario file cannot be read",
        "130, 143  interrupted by SIGINT or SIGTERM: what was found so far is printed, with the length searched in full",
    ]

    /// The most sequences `exhaust` tries (about a minute in a release build).
    static let maximumSequences = 20_000_000

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("unexpected argument '\(arguments.positionals[0])'") }
        guard let strategy = try CommonOptions.oneStrategy.value(in: arguments) else {
            throw UsageError("exhaust needs --strategy NAME")
        }
        let depth = try Self.depthOption.value(in: arguments)
        let scenario =
            try CommonOptions.scenarioFile.value(in: arguments).map { try SeedInput.read($0).scenario }
            ?? ExhaustiveSearch.defaultScenario(for: strategy.supportedShapes)
        let search = ExhaustiveSearch(scenario: scenario, strategy: StrategyUnderTest(strategy), maxLength: depth)
        let count = ShortlexSequences(alphabetSize: search.alphabet.count, maxLength: depth).count
        guard let count, count <= Self.maximumSequences else {
            throw UsageError(
                "--depth \(depth) means \(count.map(String.init) ?? "too many") sequences over \(search.alphabet.count) actions; at most \(Self.maximumSequences) are tried (lower --depth or use a scenario with fewer fields)"
            )
        }
        let interrupt = InterruptSignal.listen()
        defer { interrupt.stop() }
        let report = search.run(shouldStop: { interrupt.isSet })
        console.print("keyfuzz exhaust: \(strategy.name), every sequence of up to \(depth) actions over \(search.alphabet.count) actions")
        for line in SearchOutput.header(scenario: scenario, alphabet: search.alphabet) { console.print(line) }
        let signal = interrupt.received
        if let signal {
            console.print(
                "sequences tried: \(report.sequencesTried) (interrupted by \(InterruptSignal.name(signal)): every sequence of up to \(report.searchedLength) actions was tried)"
            )
        } else {
            console.print("sequences tried: \(report.sequencesTried)")
        }
        console.print("")
        let searched = signal == nil ? depth : report.searchedLength
        for invariant in InvariantSet.defaults.members {
            console.print(SearchOutput.shortest(invariant, report.shortest(for: invariant), searchedUpTo: searched))
        }
        if let signal { return signal == SIGTERM ? .terminated : .interrupted }
        return report.shortest.isEmpty ? .success : .failure
    }
}
