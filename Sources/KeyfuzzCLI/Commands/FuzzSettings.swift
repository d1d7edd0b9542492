import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit

/// The fuzz command's validated settings, and the option table they are read from.
struct FuzzSettings {
    var strategies: [BuiltInStrategy]
    var seed: UInt64
    var runs: Int
    var maxActions: Int
    var time: Double?
    var jobs: Int
    var shard: (index: Int, count: Int)?
    /// `--verbose`: every distinct bug in full.
    var verbose = false
    var saveDirectory: URL?
    var invariants: InvariantSet
    var json: Bool
    /// What the cases may draw, from the scenario flags (before each strategy's shapes).
    var space: ScenarioSpace
    /// Whether to fuzz every strategy on the shapes it does not declare too, reported apart.
    var everyShape: Bool
    /// Whether to print what the cases exercised (`--coverage`).
    var showsCoverage: Bool
    /// The coverage each strategy's cases must reach (`--cover NAME=PERCENT`).
    var requiredCoverage: [RequiredCoverage]

    /// Whether the cases count coverage: to show it or to judge requirements.
    var countsCoverage: Bool { showsCoverage || !requiredCoverage.isEmpty }

    static let defaultSeed: UInt64 = 1
    static let defaultRuns = 1000

    // The options, each declared once with how its value is read.
    static let strategyOption = Option<[BuiltInStrategy]>(
        .value("--strategy", "NAME", repeatable: true, "Strategies to fuzz (default: every built-in; see 'keyfuzz list').")
    ) { arguments, name in try arguments.list(name).map(CommonOptions.strategy(named:)) }
    static let seedOption = Option<UInt64>(
        .value("--seed", "N", "Run seed; case k is generated from (N, k) (default: \(defaultSeed)).")
    ) { arguments, name in
        guard let text = arguments.value(name) else { return defaultSeed }
        guard let value = UInt64(text) else { throw UsageError("\(name) expects a whole number from 0 to \(UInt64.max), got '\(text)'") }
        return value
    }
    static let runsOption = Option<Int>.integer(
        "--runs", "N", default: { defaultRuns }, in: 1...Int.max, "Cases per strategy (default: \(defaultRuns)).")
    static let maxActionsOption = Option<Int>.integer(
        "--max-actions", "N", default: { CaseGenerator.defaultMaxActions }, in: 1...SeedFile.maximumActions,
        "Most actions in one case (default: \(CaseGenerator.defaultMaxActions)).")
    static let timeOption = CommonOptions.seconds("Stop generating new cases after this many seconds (per strategy).")
    static let shardOption = Option<String?>.text("--shard", "I/N", "Run only the I-th of N disjoint slices of the case indices.")
    static let saveOption = CommonOptions.saveDirectory(
        "Write each distinct bug's shrunk case as a seed file into DIR as soon as it is found, with its SVG storyboard beside it.")
    /// `--only KEY=VALUES` and `--also KEY=VALUES`, read as given (the space splits them).
    static let onlyOption = CommonOptions.keyValues(
        "--only", "Draw only these values of a scenario dimension, e.g. --only rotationStyle=hideShow (see 'keyfuzz list').")
    static let alsoOption = CommonOptions.keyValues("--also", "Also draw these values, e.g. --also content=unpinned.")
    static let basicActionsOption = Option<Bool>.flag(
        "--basic-actions",
        "Draw only the basic actions and options: no drag dismissal, floating or remote keyboard, hide-then-show rotation or Auto Layout reset (docs/classic-world.md §6)."
    )
    static let idealisedOption = Option<Bool>.flag(
        "--idealised",
        "Draw only the idealised device (docs/classic-world.md): every newer dimension at its idealised value (event profiles, screen shapes), no hide-first rotations, no timed waits (see 'keyfuzz list')."
    )
    /// Deprecated spellings, taken for one release: `--first-stage` and `--profile classic|all`.
    static let firstStageOption = Option<Bool>.flag("--first-stage", "").deprecated(use: "--basic-actions")
    static let profileOption = Option<String?>.text("--profile", "NAME", "")
        .deprecated(use: "--idealised (for classic; all is the default)")
    static let everyShapeOption = Option<Bool>.flag(
        "--every-shape",
        "Also fuzz each strategy on the screen shapes it does not declare, reported apart: where it stops working, never its bug.")
    static let coverageOption = Option<Bool>.flag(
        "--coverage",
        "Also print what the cases exercised: actions by keyboard state, devices, timing, waits, invariant checks applied, every scenario dimension's values."
    )
    static let coverOption = Option<[RequiredCoverage]>(
        .value(
            "--cover", "NAME=PERCENT", repeatable: true,
            "Fail unless at least PERCENT of a strategy's cases covered NAME: \(CoverageRequirement.named.map(\.name).joined(separator: ", ")), applied:INVARIANT, or KEY=VALUE (e.g. device=pad-window=10)."
        )
    ) { arguments, name in try arguments.list(name).map(requiredCoverage) }
    static let verboseOption = Option<Bool>.flag(
        "--verbose",
        "Show every distinct bug in full (its trace and a pasteable Swift Testing test), not only each strategy's most common one.")
    static let jsonOption = Option<Bool>.flag("--json", "Print one JSON document instead of the table.")

    /// The options: the run's own, then one per dimension alias of the scenario table, then the
    /// generic scenario flags.
    static var options: [OptionSpec] {
        var options = [
            strategyOption.spec, seedOption.spec, runsOption.spec, maxActionsOption.spec, timeOption.spec,
            CommonOptions.jobs.spec, shardOption.spec, saveOption.spec, CommonOptions.invariants.spec,
        ]
        for dimension in ScenarioDimension.all {
            switch dimension.alias {
            case .only(let flag, let placeholder, let help)?: options.append(.value(flag, placeholder, repeatable: true, help))
            case .everyValue(let flag, let help)?: options.append(.flag(flag, help))
            case nil: break
            }
        }
        options += [
            onlyOption.spec, alsoOption.spec, basicActionsOption.spec, idealisedOption.spec, everyShapeOption.spec,
            coverageOption.spec, coverOption.spec, verboseOption.spec, jsonOption.spec, firstStageOption.spec,
            profileOption.spec,
        ]
        return options
    }

    /// Whether `--time` has run out, counting from now; nil without `--time`.
    func deadline() -> (@Sendable () -> Bool)? {
        guard let time else { return nil }
        let end = Date().addingTimeInterval(time)
        return { Date() >= end }
    }

    /// The generator the settings describe, for the screens `strategy` declares.
    func generator(for strategy: BuiltInStrategy) -> CaseGenerator {
        CaseGenerator(space: space.declared(by: strategy.screens), maxActions: maxActions)
    }

    /// The generator for the shapes the space draws that `strategy` does not declare
    /// (`--every-shape`), nil when there are none.
    func beyondGenerator(for strategy: BuiltInStrategy) -> CaseGenerator? {
        let beyond = space.undeclared(by: strategy.supportedShapes)
        return beyond.drawsAnyShape ? CaseGenerator(space: beyond, maxActions: maxActions) : nil
    }

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        var named: [BuiltInStrategy] = []
        for strategy in try Self.strategyOption.value(in: arguments) where !named.contains(strategy) {
            named.append(strategy)  // the same strategy twice runs once
        }
        strategies = named.isEmpty ? BuiltInStrategy.all : named
        seed = try Self.seedOption.value(in: arguments)
        runs = try Self.runsOption.value(in: arguments)
        maxActions = try Self.maxActionsOption.value(in: arguments)
        jobs = try CommonOptions.jobs.value(in: arguments)
        time = try Self.timeOption.value(in: arguments)
        if let text = try Self.shardOption.value(in: arguments) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
                throw UsageError("--shard expects I/N with 1 <= I <= N, got '\(text)'")
            }
            // Shard I runs the case indices I-1, I-1+N, ...: past --runs it has none to run.
            guard index <= runs else {
                throw UsageError(
                    "--shard \(text) gets no cases: --runs \(runs) gives cases to at most the first \(runs) of \(count) shards (raise --runs to at least \(count), or use fewer shards)"
                )
            }
            shard = (index, count)
        }
        saveDirectory = try Self.saveOption.value(in: arguments)
        invariants = try CommonOptions.invariants.value(in: arguments)
        json = try Self.jsonOption.value(in: arguments)
        verbose = try Self.verboseOption.value(in: arguments)
        space = try Self.space(arguments)
        everyShape = try Self.everyShapeOption.value(in: arguments)
        showsCoverage = try Self.coverageOption.value(in: arguments)
        requiredCoverage = try Self.coverOption.value(in: arguments)
    }

    /// `NAME=PERCENT`, split at the last `=` (a value's name has one: `device=pad-window=10`).
    static func requiredCoverage(_ text: String) throws -> RequiredCoverage {
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
            throw UsageError("--cover expects NAME=PERCENT, got '\(text)'")
        }
        let percentText = text[text.index(after: equals)...]
        guard let percent = Double(percentText), percent.isFinite, (0...100).contains(percent) else {
            throw UsageError("--cover \(text): expected a percentage from 0 to 100 after the last '=', got '\(percentText)'")
        }
        do {
            return RequiredCoverage(try CoverageRequirement.named(String(text[..<equals])), percent: percent)
        } catch let error as CoverageRequirementError {
            throw UsageError("--cover: \(error.description)")
        }
    }

    /// The scenario space the flags describe, starting from the default one.
    static func space(_ arguments: ParsedArguments) throws -> ScenarioSpace {
        var space = ScenarioSpace.default
        do {
            for dimension in ScenarioDimension.all {
                switch dimension.alias {
                case .only(let flag, _, _)?:
                    let tokens = try arguments.list(flag)
                    guard !tokens.isEmpty else { continue }
                    for token in tokens where !(dimension.values ?? []).contains(where: { $0.token == token }) {
                        let known = (dimension.values ?? []).map(\.token).joined(separator: ", ")
                        throw UsageError("unknown \(dimension.key) '\(token)'; expected one of \(known)")
                    }
                    space = try space.restricting(dimension.key, to: tokens)
                case .everyValue(let flag, _)? where arguments.has(flag):
                    space = try space.wideningToEveryValue(dimension.key)
                default:
                    break
                }
            }
            for (option, widens) in [(onlyOption, false), (alsoOption, true)] {
                space = try applying(option, widens: widens, in: arguments, to: space)
            }
        } catch let error as ScenarioSpaceError {
            throw UsageError(error.description)
        }
        if try basicActionsOption.value(in: arguments) || firstStageOption.value(in: arguments) {
            space = space.basicActionsOnly()
        }
        if try idealisedOption.value(in: arguments) { space = space.idealisedOnly() }
        switch try profileOption.value(in: arguments) {
        case nil, "all"?: break
        case "classic"?: space = space.idealisedOnly()
        case let other?: throw UsageError("unknown profile '\(other)'; expected classic or all (deprecated: use --idealised)")
        }
        return space
    }

    /// `space` restricted (`--only`) or widened (`--also`) by each `KEY=VALUES` `option` holds.
    /// - Throws: `UsageError` for a malformed value, `ScenarioSpaceError` for an unknown key or value.
    static func applying(
        _ option: Option<[String]>, widens: Bool, in arguments: ParsedArguments, to space: ScenarioSpace
    ) throws -> ScenarioSpace {
        var space = space
        let flag = option.spec.name
        for text in try option.value(in: arguments) {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError("\(flag) expects KEY=VALUE[,VALUE...], got '\(text)'")
            }
            let tokens = parts[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !tokens.contains("") else { throw UsageError("\(flag) \(text) has an empty value") }
            space =
                widens
                ? try space.widening(String(parts[0]), with: tokens)
                : try space.restricting(String(parts[0]), to: tokens)
        }
        return space
    }
}
