import Foundation
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures

/// One check of a keyboard-avoidance strategy, the pure core under `assertKeyboardAvoidance`:
/// ``run()`` returns `nil` when the strategy passes and a ``KeyboardAvoidanceFailure`` (with the
/// whole failure message) when it does not. It records no test failure, so it can be tested on
/// its own. A thin shell over KeyfuzzKit's `SavedCases`, `FailurePipeline` and
/// `CounterexampleArchive`, in this order, stopping at the first failure:
/// 1. With ``replay`` set to a seed file of this strategy: that file alone, nothing else.
/// 2. The strategy's saved seed files in ``seedsDirectory`` (regressions first), by file name,
///    each with its own invariants (those of them the check enables), when their scenario lies
///    in ``scenarios``.
/// 3. ``runs`` random cases: case `k` is drawn from `(seed, k)` exactly as `keyfuzz fuzz --seed`
///    draws it from the same space: ``scenarios`` on the screens the strategy declares
///    (`screens`: shapes and features), unless ``scenarios`` names shapes itself (a
///    ``KeyboardForm`` does).
///
/// A failing case is shrunk inside ``scenarios``, written as a seed file as ``record`` says,
/// and described by the failure's message. When every case passes, the random cases must meet
/// ``requiredCoverage``; ``runWithCoverage()`` also returns what they exercised.
public struct KeyboardAvoidanceCheck: Sendable {
    /// The number of random cases a check runs unless told otherwise.
    public static let defaultRuns = 200
    /// The run seed a check uses unless told otherwise (the CLI's default too).
    public static let defaultSeed: UInt64 = 1
    /// The most actions a case has unless told otherwise (the generator's default).
    public static let defaultMaxActions = CaseGenerator.defaultMaxActions
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
    /// What the random cases may draw, and where shrinking may go.
    public var scenarios: ScenarioSpace
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
    /// A Swift expression that makes the strategy (`MyStrategy.init`), for the pasteable test a
    /// failure ends with; nil writes a placeholder.
    public var strategyExpression: String?
    /// Whether the strategy runs a view controller (`ViewControllerStrategy`): the pasteable
    /// test then replays it with `replayKeyboardCase(of:on:actions:invariants:connect:)`, and
    /// ``strategyExpression`` makes the controller.
    public var isViewControllerCheck = false
    /// Which failures are reported: every distinct bug (the default), the first failure, or the
    /// first failure of every broken invariant.
    public var reporting: FailureReporting = .everyBug
    /// What the random cases must exercise, judged after they all pass on exact counts (the
    /// saved seed files replayed first are not counted; a ``replay`` of one file judges none).
    public var requiredCoverage: [RequiredCoverage] = []

    /// Creates a check of `strategy`; see the properties for each parameter.
    public init(
        strategy: StrategyUnderTest, runs: Int = defaultRuns, seed: UInt64 = defaultSeed,
        invariants: InvariantSet = .defaults, maxActions: Int = defaultMaxActions,
        scenarios: ScenarioSpace = .default, seedsDirectory: URL? = nil, record: RecordMode = .missing,
        replay: URL? = nil, shrinkBudget: Int = defaultShrinkBudget, testFilter: String? = nil,
        packageDirectory: URL? = nil
    ) {
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
        scenarios: ScenarioSpace = .default, seedsDirectory: URL? = nil, record: RecordMode = .missing,
        replay: URL? = nil, shrinkBudget: Int = defaultShrinkBudget, testFilter: String? = nil,
        packageDirectory: URL? = nil
    ) {
        self.init(
            strategy: StrategyUnderTest(
                name: name ?? Self.defaultName(of: Strategy.self),
                screens: Strategy.screens, make: make),
            runs: runs, seed: seed, invariants: invariants, maxActions: maxActions, scenarios: scenarios,
            seedsDirectory: seedsDirectory, record: record, replay: replay, shrinkBudget: shrinkBudget,
            testFilter: testFilter, packageDirectory: packageDirectory)
        strategyExpression = Self.initializerExpression(of: Strategy.self)
    }

    /// Runs the check.
    ///
    /// - Returns: nil when every saved and random case passes and the random cases meet
    ///   ``requiredCoverage``; else the first failure, shrunk, with its seed file written as
    ///   ``record`` says; under ``FailureReporting/everyInvariant`` one failure per broken
    ///   invariant, gathered in ``KeyboardAvoidanceFailure/parts``; or, when every case passes,
    ///   the coverage requirements missed (``KeyboardAvoidanceFailure/coverageShortfalls``).
    public func run() -> KeyboardAvoidanceFailure? {
        run(countingCoverage: !requiredCoverage.isEmpty).failure
    }

    /// What a check found, with what its random cases exercised.
    public struct Outcome: Sendable {
        /// nil when the strategy passes and meets ``KeyboardAvoidanceCheck/requiredCoverage``;
        /// else what ``KeyboardAvoidanceCheck/run()`` returns.
        public var failure: KeyboardAvoidanceFailure?
        /// What the random cases exercised (up to the block of cases that failed, if one did);
        /// nil when no random case ran: the check could not run, replayed one file, or a saved
        /// seed file failed first.
        public var coverage: CoverageReport?
    }

    /// Runs the check as ``run()`` does, counting what the random cases exercise.
    /// - Returns: The failure, if any, and the coverage of the random cases, on a pass too.
    public func runWithCoverage() -> Outcome {
        run(countingCoverage: true)
    }

    private func run(countingCoverage: Bool) -> Outcome {
        let problems = configurationProblems
        guard problems.isEmpty else { return Outcome(failure: report.cannotRun(problems)) }
        if let replay, SavedCases.isSeedFile(replay, of: strategy.name) {
            return Outcome(failure: replaySaved(replay, within: nil))
        }
        var failures: [KeyboardAvoidanceFailure] = []
        var reported: Set<Invariant> = []
        // The bugs the saved files hold: a random case of one of them is not reported again.
        var savedCauses: Set<FailureCause> = []
        if let seedsDirectory {
            do {
                for url in try SavedCases(directory: seedsDirectory, strategy: strategy).files() {
                    guard let failure = replaySaved(url, within: space) else { continue }
                    guard reporting.reportsEveryInvariant else { return Outcome(failure: failure) }
                    // An unreadable file has no invariant: it is always reported; every bug's
                    // file is reported (each file holds one bug).
                    let invariant = failure.counterexample?.invariant
                    if reporting.reportsEveryBug || (invariant.map({ reported.insert($0).inserted }) ?? true) {
                        failures.append(failure)
                    }
                    if let cause = failure.counterexample?.cause { savedCauses.insert(cause) }
                }
            } catch {
                return Outcome(failure: report.cannotRun(["cannot list the seed files: \(error)"]))
            }
        }
        var pipeline = pipeline
        pipeline.countsCoverage = countingCoverage
        let outcome = pipeline.run(
            firstFailingCaseOnly: !reporting.reportsEveryInvariant, everyBug: reporting.reportsEveryBug)
        let coverage = outcome.report.coverage
        for counterexample in outcome.counterexamples
        where reporting.reportsEveryBug
            ? !(counterexample.cause.map(savedCauses.contains) ?? false)
            : reported.insert(counterexample.invariant).inserted
        {
            failures.append(report.failure(counterexample, savedAt: nil))
        }
        if failures.isEmpty, let finding = outcome.report.findings.min(by: { $0.caseIndex < $1.caseIndex }) {
            // Not expected: a case failing with every invariant on fails with its first invariant alone.
            return Outcome(failure: report.unexpected(finding.keyboardCase, finding.violation).with(coverage), coverage: coverage)
        }
        if let failure = report.combined(failures) { return Outcome(failure: failure.with(coverage), coverage: coverage) }
        guard let coverage else { return Outcome(failure: nil, coverage: nil) }
        let shortfalls = RequiredCoverage.shortfalls(of: requiredCoverage, in: coverage)
        return Outcome(failure: shortfalls.isEmpty ? nil : report.coverageMissed(shortfalls, coverage), coverage: coverage)
    }

    /// The pipeline of the random cases and of shrinking.
    var pipeline: FailurePipeline {
        FailurePipeline(
            strategy: strategy, generator: CaseGenerator(space: space, maxActions: maxActions),
            invariants: invariants, runSeed: seed, cases: Swift.max(0, runs), shrinkBudget: Swift.max(0, shrinkBudget))
    }

    /// What the check draws: ``scenarios``, on the screens the strategy declares (its shapes and
    /// features) unless the scenarios name shapes themselves (a ``KeyboardForm`` fixes its own).
    var space: ScenarioSpace {
        scenarios.restrictsShape ? scenarios : scenarios.declared(by: strategy.screens)
    }

    /// How this check's failures are written and worded.
    var report: FailureReport { FailureReport(check: self) }

    /// Replays one saved file; a failure is reported as saved (shrunk again only under record mode all).
    private func replaySaved(_ url: URL, within space: ScenarioSpace?) -> KeyboardAvoidanceFailure? {
        let failure: SavedCases.Failure
        let saved = SavedCases(directory: url.deletingLastPathComponent(), strategy: strategy)
        do {
            guard let found = try saved.replay(url, invariants: invariants, within: space) else { return nil }
            failure = found
        } catch {
            return report.unreadable(url, error)
        }
        let keyboardCase = failure.file.keyboardCase
        let invariant = failure.violations[0].invariant
        // Shrunk again only under record mode all; else reported as saved.
        let found =
            record == .all
            ? pipeline.shrink(keyboardCase, invariant: invariant, origin: failure.file.origin)
            : Counterexample.replaying(
                keyboardCase, invariant: invariant, strategy: strategy, origin: failure.file.origin, space: pipeline.generator.space)
        guard let counterexample = found else {
            return report.unexpected(keyboardCase, failure.violations[0])
        }
        return report.failure(counterexample, savedAt: url)
    }
}
