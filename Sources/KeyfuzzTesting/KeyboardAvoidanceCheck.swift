import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures
import PropertyEngine

/// One check of a keyboard-avoidance strategy, the pure core under
/// ``assertKeyboardAvoidance(_:named:runs:seed:invariants:maxActions:scenarios:seedsDirectory:record:fileID:filePath:function:line:column:)``:
/// ``run()`` returns `nil` when the strategy passes and a ``KeyboardAvoidanceFailure`` (with the
/// whole failure message) when it does not. It records no test failure, so it can be tested on
/// its own.
///
/// A run goes in this order, stopping at the first failure:
/// 1. With ``replay`` set to a seed file of this strategy: that file alone, nothing else.
/// 2. The strategy's saved seed files in ``seedsDirectory`` (regressions first, like
///    Hypothesis' example database), by file name, each with its own invariants (those of them
///    the check enables), when their scenario is one ``scenarios`` allows.
/// 3. ``runs`` random cases: case `k` is drawn from `(seed, k)` exactly as `keyfuzz fuzz --seed`
///    draws it, then held to ``scenarios``.
///
/// A failing case is shrunk to a minimal one (within ``scenarios``), written as a seed file as
/// ``record`` says, and described by the failure's message. The strategy's seed files are the
/// ones named `<name>-<invariant or pass>-<hash>.json`, as `SeedFile.save` names them.
public struct KeyboardAvoidanceCheck: Sendable {
    /// The number of random cases a check runs unless told otherwise.
    public static let defaultRuns = 200
    /// The run seed a check uses unless told otherwise (the CLI's default too).
    public static let defaultSeed: UInt64 = 1
    /// The most actions a case has unless told otherwise (the generator's default).
    public static let defaultMaxActions = 30
    /// The most case runs shrinking one failure may make unless told otherwise.
    public static let defaultShrinkBudget = 3_000

    /// The strategy under test, with the name its seed files and messages use.
    public var strategy: StrategyUnderTest
    /// How many random cases to run after the saved ones.
    public var runs: Int
    /// The run seed the random cases are drawn from.
    public var seed: UInt64
    /// The invariants checked.
    public var invariants: InvariantSet
    /// The most actions one random case has.
    public var maxActions: Int
    /// What the random cases may draw of the scenario.
    public var scenarios: ScenarioConstraints
    /// Where the strategy's seed files are replayed from and written to; nil: none.
    public var seedsDirectory: URL?
    /// When the shrunk failure is written as a seed file.
    public var record: RecordMode
    /// A seed file to replay instead of everything else (`KEYFUZZ_REPLAY`); ignored unless it
    /// is named as a seed file of this strategy.
    public var replay: URL?
    /// The most case runs shrinking may make.
    public var shrinkBudget: Int
    /// The `swift test --filter` pattern that selects the calling test, for the replay command.
    public var testFilter: String?
    /// The package the test lives in: paths under it are printed relative to it.
    public var packageDirectory: URL?

    /// Creates a check of `strategy`; see the properties for each parameter.
    public init(strategy: StrategyUnderTest, runs: Int = defaultRuns, seed: UInt64 = defaultSeed,
                invariants: InvariantSet = .defaults, maxActions: Int = defaultMaxActions,
                scenarios: ScenarioConstraints = .any, seedsDirectory: URL? = nil, record: RecordMode = .missing,
                replay: URL? = nil, shrinkBudget: Int = defaultShrinkBudget, testFilter: String? = nil,
                packageDirectory: URL? = nil) {
        self.strategy = strategy
        self.runs = runs
        self.seed = seed
        self.invariants = invariants
        self.maxActions = maxActions
        self.scenarios = scenarios
        self.seedsDirectory = seedsDirectory
        self.record = record
        self.replay = replay
        self.shrinkBudget = shrinkBudget
        self.testFilter = testFilter
        self.packageDirectory = packageDirectory
    }

    /// Creates a check of the strategy `make` builds (a fresh instance per case), called `name`
    /// or else after its type (`MyStrategy`); see the properties for the other parameters.
    public init<Strategy: KeyboardAvoidanceStrategy>(
        _ make: @escaping @Sendable () -> Strategy, named name: String? = nil, runs: Int = defaultRuns,
        seed: UInt64 = defaultSeed, invariants: InvariantSet = .defaults, maxActions: Int = defaultMaxActions,
        scenarios: ScenarioConstraints = .any, seedsDirectory: URL? = nil, record: RecordMode = .missing,
        replay: URL? = nil, shrinkBudget: Int = defaultShrinkBudget, testFilter: String? = nil,
        packageDirectory: URL? = nil
    ) {
        self.init(strategy: StrategyUnderTest(name: name ?? Self.defaultName(of: Strategy.self), make: make),
                  runs: runs, seed: seed, invariants: invariants, maxActions: maxActions, scenarios: scenarios,
                  seedsDirectory: seedsDirectory, record: record, replay: replay, shrinkBudget: shrinkBudget,
                  testFilter: testFilter, packageDirectory: packageDirectory)
    }

    /// The name a strategy type gets when none is given: the type's name, with every character
    /// a file name should not hold replaced by `-`.
    static func defaultName(of type: Any.Type) -> String {
        String(String(describing: type).map { Self.isNameCharacter($0) ? $0 : "-" })
    }

    static func isNameCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || c == ".")
    }

    // MARK: Running

    /// Runs the check.
    ///
    /// - Returns: nil when every saved and random case passes; else the first failure, shrunk,
    ///   with its seed file written as ``record`` says.
    public func run() -> KeyboardAvoidanceFailure? {
        let problems = configurationProblems
        guard problems.isEmpty else {
            return KeyboardAvoidanceFailure(message: "\(strategy.name): cannot run the keyboard-avoidance check\n"
                + problems.map { "  - \($0)" }.joined(separator: "\n"))
        }
        if let replay, isSeedFileOfStrategy(replay) {
            return replaySaved(replay, onlyWithinScenarios: false)
        }
        let saved: [URL]
        do {
            saved = try savedSeedFiles()
        } catch {
            return KeyboardAvoidanceFailure(message: "\(strategy.name): cannot list the seed files\n  \(error)")
        }
        for url in saved {
            if let failure = replaySaved(url, onlyWithinScenarios: true) { return failure }
        }
        return runRandomCases()
    }

    /// Why the check cannot run, one sentence each (empty when it can).
    var configurationProblems: [String] {
        var problems: [String] = []
        let name = strategy.name
        if name.isEmpty || !name.allSatisfy(Self.isNameCharacter) {
            problems.append("the strategy's name is \"\(name)\", expected letters, digits, '-', '_' or '.' (it names seed files)")
        } else if BuiltInStrategy.named(name) != nil {
            problems.append("the strategy's name is \"\(name)\", a built-in strategy's name; pass another with named:")
        }
        if runs < 0 { problems.append("runs is \(runs), expected >= 0") }
        if maxActions < 1 { problems.append("maxActions is \(maxActions), expected >= 1") }
        if invariants.members.isEmpty { problems.append("invariants is empty, expected at least one invariant") }
        problems += scenarios.problems.map { "scenarios: \($0)" }
        return problems
    }

    /// Whether `url` is named as one of this strategy's seed files (`<name>-<invariant or pass>-<hash>.json`).
    func isSeedFileOfStrategy(_ url: URL) -> Bool {
        let fileName = url.lastPathComponent
        let prefix = strategy.name + "-"
        guard fileName.hasPrefix(prefix), fileName.hasSuffix(".json") else { return false }
        let rest = fileName.dropFirst(prefix.count).dropLast(".json".count)
        guard let dash = rest.lastIndex(of: "-") else { return false }
        let verdict = String(rest[..<dash])
        let hash = rest[rest.index(after: dash)...]
        return (verdict == "pass" || Invariant(rawValue: verdict) != nil)
            && !hash.isEmpty && hash.allSatisfy(\.isHexDigit)
    }

    /// This strategy's seed files in ``seedsDirectory``, by name.
    func savedSeedFiles() throws -> [URL] {
        guard let seedsDirectory else { return [] }
        return try SeedFile.files(in: seedsDirectory).filter(isSeedFileOfStrategy)
    }

    /// Replays one saved seed file with its own invariants (those the check enables); with
    /// `onlyWithinScenarios`, only when its scenario is one ``scenarios`` allows (a check of
    /// your form replays the cases found on your form, not those of a check on every device).
    private func replaySaved(_ url: URL, onlyWithinScenarios: Bool) -> KeyboardAvoidanceFailure? {
        let file: SeedFile
        do {
            file = try SeedFile.read(from: url, extraStrategies: [strategy.name])
        } catch {
            let text = (error as? SeedFileError).map { displayError($0) } ?? "\(error)"
            return KeyboardAvoidanceFailure(message: "\(strategy.name): cannot replay the saved seed file \(display(url))\n"
                + "  \(text)\n  Fix the file or delete it.", seedFile: url)
        }
        let enabled = InvariantSet(rawValue: file.invariants.rawValue & invariants.rawValue)
        guard !enabled.members.isEmpty, !onlyWithinScenarios || scenarios.allows(file.scenario) else { return nil }
        let result = KeyboardCase.run(scenario: file.scenario, actions: file.actions, make: strategy.make,
                                      invariants: enabled)
        guard !result.violations.isEmpty else { return nil }
        return failure(file.keyboardCase, result.violations, origin: file.origin, savedAt: url)
    }

    /// Runs the random cases in index order and turns the first failing one into a failure.
    private func runRandomCases() -> KeyboardAvoidanceFailure? {
        let generator = CaseGenerator(options: GeneratorOptions(maxActions: maxActions, devices: scenarios.devices))
        for index in 0..<UInt64(Swift.max(0, runs)) {
            var source = RandomSource(runSeed: seed, caseIndex: index)
            // Drawing the scenario first keeps case k the case `keyfuzz fuzz --seed` draws.
            let scenario = scenarios.apply(to: generator.drawScenario(using: &source))
            let generated = generator.generate(strategy: strategy, invariants: invariants, scenario: scenario,
                                               using: &source)
            if !generated.result.violations.isEmpty {
                return failure(generated.keyboardCase, generated.result.violations,
                               origin: SeedFile.Origin(seed: seed, caseIndex: index), savedAt: nil)
            }
        }
        return nil
    }

    // MARK: Failures

    /// Shrinks a failing case for its first violation's invariant, records it and describes it.
    ///
    /// A saved case (`saved`) was shrunk when it was recorded, so it is reported as it is and
    /// nothing is written, except under ``RecordMode/all``, which shrinks it again with this
    /// check's settings and replaces the file by the result.
    private func failure(_ keyboardCase: KeyboardCase, _ violations: [Violation], origin: SeedFile.Origin?,
                         savedAt saved: URL?) -> KeyboardAvoidanceFailure {
        let invariant = violations[0].invariant
        let rerecords = saved == nil || record == .all
        let shrunk = rerecords
            ? shrink(keyboardCase, invariant)
            : CaseShrinker(strategy: strategy, budget: 0, simplifiesScenario: false).shrink(keyboardCase, invariant: invariant)
        guard let shrunk else {
            // Not expected: a case failing with every invariant on fails with its invariant alone.
            return KeyboardAvoidanceFailure(message: "\(strategy.name) breaks \(violations[0])\n"
                + "  scenario: \(keyboardCase.scenario.summary)\n"
                + "  actions: \(keyboardCase.actions.map(\.description).joined(separator: " "))")
        }
        let isRegression = saved != nil
        let counterexample = Counterexample(
            shrunk: shrunk, strategy: strategy, runSeed: isRegression ? nil : origin?.seed,
            caseIndex: isRegression ? nil : origin?.caseIndex, originalLength: keyboardCase.actions.count)
        let seedFile = SeedFile(case: shrunk.keyboardCase, origin: origin, invariants: InvariantSet([invariant]),
                                expected: .fail(invariant, actionIndex: shrunk.violation.actionIndex))
        let recorded: (url: URL?, note: String) = rerecords
            ? write(seedFile, replacing: saved) : (saved, alreadySaved(saved))
        var lines = [counterexample.text()]
        if let saved {
            let from = origin.map { " (saved from case \($0.caseIndex) of seed \($0.seed))" } ?? ""
            lines.append("  regression: the saved seed file \(display(saved)) still fails\(from)")
        }
        lines.append("  seed file: \(recorded.note)")
        if let url = recorded.url, record != .never {
            // The storyboard sits beside the seed file it draws, under the same name; one with
            // other content (edited by hand) is replaced only under record mode all.
            let svg = url.deletingPathExtension().appendingPathExtension("svg")
            let data = Data(counterexample.storyboard.utf8)
            let existing = FileManager.default.contents(atPath: svg.path)
            if existing != nil && existing != data && record != .all {
                lines.append("  storyboard: \(display(svg)) (kept: it differs from this case's; record mode all redraws it)")
            } else {
                do {
                    if existing != data { try data.write(to: svg, options: .atomic) }
                    lines.append("  storyboard: \(display(svg)) (open it in a browser)")
                } catch {
                    lines.append("  storyboard: none written (\(displayText(error.localizedDescription)))")
                }
            }
        }
        lines.append("  replay: \(replayCommand(file: recorded.url, origin: origin))")
        return KeyboardAvoidanceFailure(message: lines.joined(separator: "\n"), counterexample: counterexample,
                                        seedFile: recorded.url, isRegression: isRegression)
    }

    /// Shrinks within ``scenarios``: with every dimension drawn, `CaseShrinker` alone; otherwise
    /// a greedy walk over its candidates that keep the fixed dimensions, then `CaseShrinker`
    /// without scenario steps (fewer actions, then a shortest-sequence search).
    private func shrink(_ keyboardCase: KeyboardCase, _ invariant: Invariant) -> ShrunkCase? {
        let budget = Swift.max(0, shrinkBudget)
        if scenarios.drawsEverything {
            return CaseShrinker(strategy: strategy, budget: budget).shrink(keyboardCase, invariant: invariant)
        }
        let free = CaseShrinker(strategy: strategy, budget: budget)
        let scenarios = scenarios
        let greedy = PropertyEngine.shrink(
            keyboardCase, budget: budget / 2,
            candidates: { free.candidates(of: $0).lazy.filter { scenarios.allows($0.scenario) } },
            stillFails: { free.fails($0, invariant) })
        let fixed = CaseShrinker(strategy: strategy, budget: Swift.max(0, budget - greedy.predicateCalls),
                                 simplifiesScenario: false)
        return fixed.shrink(greedy.value, invariant: invariant)
    }

    /// Writes `seedFile` as ``record`` says (under ``RecordMode/all`` replacing `saved`, the file
    /// it was replayed from, when that is in ``seedsDirectory``); returns its URL when it is on
    /// disk and a note for the message.
    private func write(_ seedFile: SeedFile, replacing saved: URL?) -> (url: URL?, note: String) {
        guard let seedsDirectory else {
            return (nil, "none written (no seeds directory)")
        }
        let url = seedsDirectory.appendingPathComponent(seedFile.fileName)
        let fileManager = FileManager.default
        let exists = fileManager.fileExists(atPath: url.path)
        let variable = RecordMode.environmentVariable
        do {
            switch record {
            case .never:
                if exists { return (url, alreadySaved(url)) }
                return (nil, "none written (record mode never; \(variable)=missing writes \(display(url)))")
            case .all:
                // Write first (a file already at the content-derived name is replaced atomically:
                // temporary file, then rename); the old file goes only once this one is on disk.
                let written: URL
                if exists {
                    try seedFile.encode().write(to: url, options: .atomic)
                    written = url
                } else {
                    written = try seedFile.save(in: seedsDirectory)
                }
                var replaced = ""
                if let saved, saved.standardizedFileURL != written.standardizedFileURL,
                   saved.deletingLastPathComponent().standardizedFileURL == seedsDirectory.standardizedFileURL {
                    try fileManager.removeItem(at: saved)
                    replaced = "; replaces \(saved.lastPathComponent)"
                }
                return (written, "\(display(written)) (rewritten: record mode all\(replaced))")
            default:
                if exists { return (url, alreadySaved(url)) }
                let written = try seedFile.save(in: seedsDirectory)
                return (written, "\(display(written)) (written now, record mode \(record); \(variable)=never|missing|all)")
            }
        } catch {
            return (nil, "none written (\(displayText(String(describing: error))))")
        }
    }

    /// The note for a case that is already on disk at `url`.
    private func alreadySaved(_ url: URL?) -> String {
        url.map { "\(display($0)) (already saved; replayed first on every run)" } ?? "none written"
    }

    /// The command that runs the failing case again.
    private func replayCommand(file: URL?, origin: SeedFile.Origin?) -> String {
        let test = "swift test" + (testFilter.map { " --filter '\($0)'" } ?? "")
        if let file {
            return "\(ReplayEnvironment.variable)=\(display(file)) \(test)"
        }
        let again = origin.map { " (seed \($0.seed) draws case \($0.caseIndex) again)" } ?? ""
        return test + again
    }

    // MARK: Paths in messages

    /// `url`'s path relative to ``packageDirectory`` when it is inside it, else its full path.
    func display(_ url: URL) -> String {
        displayText(url.standardizedFileURL.path)
    }

    /// `text` with the package directory's path prefix removed.
    private func displayText(_ text: String) -> String {
        guard let packageDirectory else { return text }
        let root = packageDirectory.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return text.replacingOccurrences(of: prefix, with: "")
    }

    private func displayError(_ error: SeedFileError) -> String {
        displayText(error.description)
    }
}
