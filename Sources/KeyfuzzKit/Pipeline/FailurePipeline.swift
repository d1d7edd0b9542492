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
        /// One shrunk counterexample per distinct bug (``bugs``), in canonical invariant order
        /// and, within an invariant, in the order found (fewer when the run was interrupted
        /// while shrinking; only the first with `firstFailingCaseOnly`).
        public var counterexamples: [Counterexample]
        /// Whether `interrupted` stopped the run before its last case or shrink.
        public var wasInterrupted: Bool
        /// The distinct bugs, in the order of ``counterexamples``, each with how many failing
        /// cases it explains.
        public var bugs: [DistinctBug] = []
    }

    /// The most passes over the cases one run makes to tell its bugs apart: each pass finds at
    /// most one new bug per invariant.
    public static let maximumPasses = 16

    /// Runs the cases and reports every distinct bug once, shrunk.
    ///
    /// The first pass draws the cases and shrinks the first failing case of each invariant,
    /// keeping its cause (``Counterexample/shrinking(_:invariant:with:origin:)``); each shrunk
    /// failure is a bug, named by its ``FailureCause``. Each later pass runs the cases again from
    /// the block of the first failure no known bug explains (``BugTriage``), counting the
    /// failures the known bugs explain and shrinking the first one none does: a new bug, or one
    /// more hit of a known one when its cause turns out the same. A pass that finds nothing
    /// unexplained ends the run. Every pass runs the same cases in the same blocks, and the
    /// known bugs are fixed during a pass, so the bugs and their counts do not depend on `jobs`.
    ///
    /// - Parameters:
    ///   - firstFailingCaseOnly: Stop at the first failing case and shrink only its first
    ///     violation (the test helpers' one failure per check): one pass, one bug.
    ///   - everyBug: Whether the later passes look for the bugs the first failing case of each
    ///     invariant hides (false: the first pass's bugs only, one per invariant at most, each
    ///     counted once).
    ///   - deadline: Asked after each block of cases; true stops drawing new cases.
    ///   - interrupted: Asked after each block and before each shrinking run; true stops the
    ///     run and abandons the shrink under way (its case is not reported).
    ///   - progress: Called after each block of the first pass with the cases run and the
    ///     failing cases so far.
    ///   - found: Called with each new bug's counterexample as soon as it is shrunk.
    public func run(
        firstFailingCaseOnly: Bool = false, everyBug: Bool = true, deadline: (@Sendable () -> Bool)? = nil,
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
        var triage = BugTriage(runner: CaseRunner(strategy: strategy), space: generator.space)
        var bugs: [DistinctBug] = []
        let stopping: @Sendable () -> Bool = { interrupted() || (deadline?() ?? false) }
        // Shrinks a finding keeping its cause and files it: a new bug, or one of a known one.
        func file(_ finding: CampaignFinding) {
            guard !interrupted(),
                let counterexample = Counterexample.shrinking(
                    finding.keyboardCase, invariant: finding.invariant, with: shrinker,
                    origin: SeedFile.Origin(seed: runSeed, caseIndex: finding.caseIndex)),
                !interrupted()
            else { return }
            let cause =
                counterexample.cause
                ?? FailureCause(
                    invariant: finding.invariant, needs: [],
                    actionShape: FailureCause.shape(of: counterexample.shrunk.keyboardCase.actions))
            let filed = triage.add(cause, shown: counterexample.shrunk.keyboardCase, caseIndex: finding.caseIndex)
            if filed.simplifies {
                bugs[filed.number] = DistinctBug(cause: cause, counterexample: counterexample, hits: 1)
            } else if filed.isNew {
                bugs.append(DistinctBug(cause: cause, counterexample: counterexample, hits: 1))
            } else {
                return
            }
            found?(counterexample)
        }
        var shrunkFirst = false
        let first = Campaign.StopRule(atFirstFailingCase: firstFailingCaseOnly, when: stopping)
        let report = campaign.run(stop: first, progress: progress) { finding in
            if firstFailingCaseOnly {
                // Only the first failing case's first violation (canonical order) is shrunk.
                guard !shrunkFirst else { return }
                shrunkFirst = true
            }
            file(finding)
        }
        // The later passes: from the block of the first failure no known bug explained.
        var hitsByBlock: [UInt64: [Int: Int]] = [:]
        var unexplained = report.findings.map(\.caseIndex).min()
        var passes = 1
        while everyBug, !firstFailingCaseOnly, !report.stoppedEarly, let index = unexplained, passes < Self.maximumPasses,
            !stopping()
        {
            passes += 1
            var pass = campaign
            pass.countsCoverage = false
            pass.startIndex = index / UInt64(Campaign.blockSize) * UInt64(Campaign.blockSize)
            pass.triage = triage
            let later = pass.run(stop: Campaign.StopRule(when: stopping))
            // A block's count from the last pass that ran it: the blocks an earlier pass ran
            // before this one's start held no failure left to explain.
            for block in later.blockHits { hitsByBlock[block.start] = block.hits }
            guard !later.stoppedEarly else { break }
            let findings = later.findings.sorted { ($0.caseIndex, $0.invariant.position) < ($1.caseIndex, $1.invariant.position) }
            for finding in findings { file(finding) }
            unexplained = findings.first?.caseIndex
        }
        var hits: [Int: Int] = [:]
        for block in hitsByBlock.values { hits.merge(block, uniquingKeysWith: +) }
        for number in bugs.indices { bugs[number].hits = Swift.max(1, hits[number] ?? 0) }
        // Canonical invariant order; within an invariant, the order found.
        let ordered = bugs.enumerated().sorted { ($0.element.invariant.position, $0.offset) < ($1.element.invariant.position, $1.offset) }
            .map(\.element)
        return Outcome(
            report: report, counterexamples: ordered.map(\.counterexample), wasInterrupted: interrupted(),
            bugs: ordered)
    }

    /// Shrinks a failing case found elsewhere (a saved seed file, a user's case) inside the
    /// pipeline's space, for `invariant`, as a run shrinks the cases it finds; nil when it does
    /// not fail `invariant` checked alone.
    /// - Parameter interrupted: Asked before every run; true stops with the best case so far.
    public func shrink(
        _ keyboardCase: KeyboardCase, invariant: Invariant, origin: SeedFile.Origin?,
        interrupted: @escaping @Sendable () -> Bool = { false }
    ) -> Counterexample? {
        let shrinker = CaseShrinker(strategy: strategy, space: generator.space, budget: shrinkBudget, isCancelled: interrupted)
        return Counterexample.shrinking(keyboardCase, invariant: invariant, with: shrinker, origin: origin)
    }
}
