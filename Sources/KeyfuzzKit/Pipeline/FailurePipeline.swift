import Foundation
import KeyboardWorld
import PropertyEngine

/// The one path from a strategy to its explained failures, under both shells (`keyfuzz fuzz`
/// and the test helpers): find failing cases inside a ``ScenarioSpace``, shrink each inside the
/// same space, and hand every ``Counterexample`` over as soon as it is shrunk (so a shell can
/// save it at once and an interrupted run keeps what it found).
public struct FailurePipeline: Sendable {
    /// The strategy under test.
    public var strategy: StrategyUnderTest
    /// What the cases draw, and where shrinking may go.
    public var generator: CaseGenerator
    /// The invariants checked.
    public var invariants: InvariantSet
    /// The seed case `k` is drawn from, with `k`.
    public var runSeed: UInt64
    /// How many cases the run has.
    public var cases: Int
    /// Threads running cases; the result never depends on it.
    public var jobs: Int
    /// The shard of the case indices this process runs, nil for all.
    public var shard: (index: Int, count: Int)?
    /// The most case runs shrinking one failure may make.
    public var shrinkBudget: Int
    /// Whether the random cases count what they exercise (the outcome report's
    /// ``CampaignReport/coverage``; shrinking runs are not counted).
    public var countsCoverage: Bool

    /// Creates a pipeline; see the properties for each parameter.
    public init(
        strategy: StrategyUnderTest, generator: CaseGenerator = CaseGenerator(),
        invariants: InvariantSet = .defaults, runSeed: UInt64, cases: Int, jobs: Int = 1,
        shard: (index: Int, count: Int)? = nil, shrinkBudget: Int = CaseShrinker.defaultBudget,
        countsCoverage: Bool = false
    ) {
        self.strategy = strategy
        self.generator = generator
        self.invariants = invariants
        self.runSeed = runSeed
        self.cases = cases
        self.jobs = jobs
        self.shard = shard
        self.shrinkBudget = shrinkBudget
        self.countsCoverage = countsCoverage
    }

    /// What a run found.
    public struct Outcome: Sendable {
        /// Cases and actions run, and the first failing case per invariant.
        public var report: CampaignReport
        /// One shrunk counterexample per broken invariant, in canonical invariant order (fewer
        /// when the run was interrupted while shrinking; only the first with `firstFailingCaseOnly`).
        public var counterexamples: [Counterexample]
        /// Whether `interrupted` stopped the run before its last case or shrink.
        public var wasInterrupted: Bool
    }

    /// Runs the cases and shrinks every first failure per invariant.
    ///
    /// - Parameters:
    ///   - firstFailingCaseOnly: Stop at the first failing case and shrink only its first
    ///     violation (the test helpers' one failure per check).
    ///   - deadline: Asked after each block of cases; true stops drawing new cases.
    ///   - interrupted: Asked after each block and before each shrinking run; true stops the
    ///     run and abandons the shrink under way (its case is not reported).
    ///   - progress: Called after each block with the cases run and the failing cases so far.
    ///   - found: Called with each counterexample as soon as it is shrunk.
    public func run(
        firstFailingCaseOnly: Bool = false, deadline: (@Sendable () -> Bool)? = nil,
        interrupted: @escaping @Sendable () -> Bool = { false },
        progress: ((_ casesRun: Int, _ failingCases: Int) -> Void)? = nil,
        found: ((Counterexample) -> Void)? = nil
    ) -> Outcome {
        let campaign = Campaign(
            strategy: strategy, runSeed: runSeed, cases: cases, generator: generator,
            invariants: invariants, jobs: jobs, shard: shard, countsCoverage: countsCoverage)
        let shrinker = CaseShrinker(
            strategy: strategy, space: generator.space, budget: shrinkBudget,
            isCancelled: interrupted)
        var counterexamples: [Counterexample] = []
        var shrunkFirst = false
        let stop = Campaign.StopRule(
            atFirstFailingCase: firstFailingCaseOnly,
            when: {
                interrupted() || (deadline?() ?? false)
            })
        let report = campaign.run(stop: stop, progress: progress) { finding in
            if firstFailingCaseOnly {
                // Only the first failing case's first violation (canonical order) is shrunk.
                guard !shrunkFirst else { return }
                shrunkFirst = true
            }
            guard !interrupted(),
                let counterexample = Counterexample.shrinking(
                    finding.keyboardCase, invariant: finding.invariant, with: shrinker,
                    origin: SeedFile.Origin(seed: runSeed, caseIndex: finding.caseIndex)),
                !interrupted()
            else { return }
            counterexamples.append(counterexample)
            found?(counterexample)
        }
        counterexamples.sort { $0.invariant.rank < $1.invariant.rank }
        return Outcome(report: report, counterexamples: counterexamples, wasInterrupted: interrupted())
    }

    /// Shrinks a failing case found elsewhere (a saved seed file, a user's case) inside the
    /// pipeline's space, for `invariant`; nil when it does not fail `invariant` checked alone.
    public func shrink(_ keyboardCase: KeyboardCase, invariant: Invariant, origin: SeedFile.Origin?) -> Counterexample? {
        let shrinker = CaseShrinker(strategy: strategy, space: generator.space, budget: shrinkBudget)
        return Counterexample.shrinking(keyboardCase, invariant: invariant, with: shrinker, origin: origin)
    }
}
