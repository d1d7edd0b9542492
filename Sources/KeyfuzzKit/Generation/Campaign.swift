import Foundation
import KeyboardWorld
import PropertyEngine

/// A fuzzing run of one strategy: `cases` generated cases from one run seed, checked against a
/// set of invariants, reporting for each invariant the first (lowest-index) case that broke it.
///
/// Case `k` is drawn from `RandomSource(runSeed: runSeed, caseIndex: k)` through PropertyEngine's
/// `runProperty`, with a fresh strategy instance, so any one case can be regenerated alone and
/// the report is the same for every `jobs` value. Cases run in fixed blocks (``blockSize``, or
/// ``stoppingBlockSize`` under a stop rule that must not depend on `jobs`), so a run reports
/// each first failure as soon as its block ends, can stop between blocks, and keeps in memory
/// only the first failure per invariant and counts, however many cases it runs.
public struct Campaign: Sendable {
    /// The strategy under test.
    public var strategy: StrategyUnderTest
    /// The seed every case seed is derived from.
    public var runSeed: UInt64
    /// How many cases the whole run has (indices `0 ..< cases`, before sharding).
    public var cases: Int
    /// What the generator may draw.
    public var generator: CaseGenerator
    /// The invariants checked.
    public var invariants: InvariantSet
    /// How many threads run cases; values below 1 count as 1.
    public var jobs: Int
    /// The shard this process runs, `(index, count)` with `1 <= index <= count`; nil runs every case.
    public var shard: (index: Int, count: Int)?
    /// Whether the cases count what they exercise (``CampaignReport/coverage``). The cases are
    /// the same either way; counting costs a little time.
    public var countsCoverage: Bool
    /// The first case index run (a multiple of ``blockSize``; the cases before it are skipped):
    /// a later pass of the failure pipeline starts where the earlier one found something new.
    var startIndex: UInt64 = 0
    /// The bugs known before the run: a failing case one of them explains counts as a hit of it
    /// (``CampaignReport`` `blockHits`) and is no finding.
    var triage: BugTriage?

    /// Creates a campaign; see the properties for the meaning of each parameter.
    public init(
        strategy: StrategyUnderTest, runSeed: UInt64, cases: Int,
        generator: CaseGenerator = CaseGenerator(), invariants: InvariantSet = .defaults,
        jobs: Int = 1, shard: (index: Int, count: Int)? = nil, countsCoverage: Bool = false
    ) {
        self.strategy = strategy
        self.runSeed = runSeed
        self.cases = cases
        self.generator = generator
        self.invariants = invariants
        self.jobs = jobs
        self.shard = shard
        self.countsCoverage = countsCoverage
    }

    /// The block size of a run: large enough that threads rarely wait for each other at a block's
    /// end, small enough that a deadline or an interrupt is noticed within a few milliseconds.
    public static let blockSize = 1_000
    /// The block size of a run that stops once some invariants are found or at the first
    /// failing case: fixed, so where such a run stops never depends on `jobs`.
    public static let stoppingBlockSize = 50

    /// When a run stops before its last case.
    public struct StopRule: Sendable {
        /// Stop after the block by whose end every one of these invariants has been found.
        public var onceFound: [Invariant] = []
        /// Stop after the first block with a failing case.
        public var atFirstFailingCase = false
        /// Asked after each block (a deadline, an interrupt): the only input that can make a
        /// report depend on timing.
        public var when: (@Sendable () -> Bool)?

        /// A rule that stops once every invariant of `onceFound` was found, at the first failing case when
        /// `atFirstFailingCase`, or when `when` returns true after a block; the default never stops early.
        public init(onceFound: [Invariant] = [], atFirstFailingCase: Bool = false, when: (@Sendable () -> Bool)? = nil) {
            self.onceFound = onceFound
            self.atFirstFailingCase = atFirstFailingCase
            self.when = when
        }
    }

    /// Runs the campaign, stopping after the block by whose end every one of `targets` has
    /// been found (every case when `targets` is empty).
    public func run(stoppingOnceFound targets: [Invariant]) -> CampaignReport {
        run(stop: StopRule(onceFound: targets))
    }

    /// Runs the campaign.
    ///
    /// - Parameters:
    ///   - stop: When to stop early (by default: never).
    ///   - progress: Called after each block with the cases run so far and the failing cases so far.
    ///   - found: Called with each invariant's first failing case as soon as its block ends, by
    ///     case index, then canonical invariant order (so a caller can save findings as they come).
    /// - Returns: The first failing case per invariant and how much was run.
    public func run(
        stop: StopRule = StopRule(), progress: ((_ casesRun: Int, _ failingCases: Int) -> Void)? = nil,
        found: ((CampaignFinding) -> Void)? = nil
    ) -> CampaignReport {
        let whole = UInt64(Swift.max(0, cases))
        var findings: [Invariant: CampaignFinding] = [:]
        var casesRun = 0
        var actionsRun = 0
        var coverage: CoverageReport? = countsCoverage ? CoverageReport() : nil
        var failingCases = 0
        var start = Swift.min(whole, startIndex)
        var stopped = false
        var blockHits: [BlockHits] = []
        let blockSize = stop.onceFound.isEmpty && !stop.atFirstFailingCase ? Self.blockSize : Self.stoppingBlockSize
        while start < whole {
            let end = Swift.min(whole, start + UInt64(blockSize))
            let block = run(selection: selection(in: start..<end), found: Set(findings.keys))
            casesRun += block.casesRun
            actionsRun += block.actionsRun
            if let blockCoverage = block.coverage { coverage?.add(blockCoverage) }
            failingCases += block.failingCases
            if triage != nil { blockHits.append(BlockHits(start: start, hits: block.hits)) }
            var new: [CampaignFinding] = []
            for failure in block.failures {
                let generated = failure.value
                for violation in generated.result.violations where findings[violation.invariant] == nil {
                    // A failure a known bug explains is a hit of it, never a finding.
                    if let triage,
                        triage.bug(explaining: generated.keyboardCase, caseIndex: failure.caseIndex, invariant: violation.invariant) != nil
                    {
                        continue
                    }
                    let finding = CampaignFinding(
                        invariant: violation.invariant, caseIndex: failure.caseIndex, caseSeed: failure.seed,
                        keyboardCase: generated.keyboardCase, violation: violation)
                    findings[violation.invariant] = finding
                    new.append(finding)
                }
            }
            for finding in new.sorted(by: { ($0.caseIndex, $0.invariant.position) < ($1.caseIndex, $1.invariant.position) }) {
                found?(finding)
            }
            start = end
            progress?(casesRun, failingCases)
            if !stop.onceFound.isEmpty && stop.onceFound.allSatisfy({ findings[$0] != nil }) { break }
            if stop.atFirstFailingCase && failingCases > 0 { break }
            // Asked after each block, so a run always has at least one block of cases.
            if let when = stop.when, when() {
                stopped = start < whole
                break
            }
        }
        var report = CampaignReport(
            strategy: strategy.name, runSeed: runSeed, casesRun: casesRun, actionsRun: actionsRun,
            failingCases: failingCases,
            findings: Invariant.allCases.compactMap { findings[$0] }, stoppedEarly: stopped,
            coverage: coverage)
        report.blockHits = blockHits
        return report
    }

    private func selection(in range: Range<UInt64>) -> CaseSelection {
        guard let shard else { return .range(range) }
        return .shard(shard.index, of: shard.count, in: range)
    }

    /// Runs one selection of cases, counting the actions every case ran, the failing cases and,
    /// when asked, what the cases exercised. Of the failing cases only those that may hold a
    /// first failure are kept (each the earliest of the block so far to break an invariant that
    /// no earlier block found, `found`); the rest are counted and dropped: a long run of a buggy
    /// strategy fails thousands of times, the same way. Whichever thread reaches a case first,
    /// the earliest case per invariant is kept, so the findings do not depend on thread timing.
    private func run(selection: CaseSelection, found: Set<Invariant>) -> (
        casesRun: Int, actionsRun: Int, coverage: CoverageReport?, failingCases: Int,
        failures: [CaseFailure<GeneratedCase, Void>], hits: [Int: Int]
    ) {
        let tally = CaseTally(countsCoverage: countsCoverage, found: found, triage: triage)
        let generator = generator
        let strategy = strategy
        let invariants = invariants
        let countsCoverage = countsCoverage
        let report = runProperty(
            runSeed: runSeed, cases: selection, jobs: jobs,
            runCase: { index, source -> GeneratedCase? in
                let generated = generator.generate(
                    strategy: strategy, invariants: invariants,
                    countsCoverage: countsCoverage, caseIndex: index, using: &source)
                return tally.add(generated, caseIndex: index) ? generated : nil
            })
        let totals = tally.totals
        return (report.casesRun, totals.actions, totals.coverage, totals.failingCases, report.failures, totals.hits)
    }
}

/// Thread-safe running totals of a block's cases: their actions, their failures and, when
/// counted, their coverage (sums, so they do not depend on thread timing), and which failing
/// cases to keep.
private final class CaseTally: @unchecked Sendable {
    private let lock = NSLock()
    private var actions = 0
    private var coverage: CoverageReport?
    private var failingCases = 0
    /// The invariants earlier blocks found: a case breaking only these is never kept. (A few
    /// invariants, searched in a line: cheaper than hashing them for every failing case.)
    private let found: [Invariant]
    /// For each invariant not in `found`, the earliest case of the block seen so far to break it.
    private var earliestFailure: [(invariant: Invariant, caseIndex: UInt64)] = []
    /// The known bugs; a failure one of them explains is a hit, not a finding.
    private let triage: BugTriage?
    /// The failing cases each known bug explains, by bug number.
    private var hits: [Int: Int] = [:]

    init(countsCoverage: Bool, found: Set<Invariant>, triage: BugTriage?) {
        coverage = countsCoverage ? CoverageReport() : nil
        self.found = Array(found)
        self.triage = triage
    }

    /// Adds case `caseIndex` to the totals.
    /// - Returns: Whether to keep it: it fails, and of the block's cases seen so far it is the
    ///   earliest to break one of its invariants that earlier blocks did not find.
    func add(_ generated: GeneratedCase, caseIndex: UInt64) -> Bool {
        // Which known bugs explain the failures: worked out before taking the lock (case runs).
        var explained: [Invariant: Int] = [:]
        if let triage {
            for violation in generated.result.violations where explained[violation.invariant] == nil {
                if let number = triage.bug(explaining: generated.keyboardCase, caseIndex: caseIndex, invariant: violation.invariant) {
                    explained[violation.invariant] = number
                }
            }
        }
        lock.lock()
        defer { lock.unlock() }
        for number in Set(explained.values) { hits[number, default: 0] += 1 }
        actions += generated.result.actionsRun
        if let counters = generated.coverage {
            coverage?.add(scenario: generated.keyboardCase.scenario, counters: counters, caseIndex: caseIndex)
        }
        let violations = generated.result.violations
        guard !violations.isEmpty else { return false }
        failingCases += 1
        var keeps = false
        for violation in violations where !found.contains(violation.invariant) && explained[violation.invariant] == nil {
            if let seen = earliestFailure.firstIndex(where: { $0.invariant == violation.invariant }) {
                guard caseIndex < earliestFailure[seen].caseIndex else { continue }
                earliestFailure[seen].caseIndex = caseIndex
            } else {
                earliestFailure.append((violation.invariant, caseIndex))
            }
            keeps = true
        }
        return keeps
    }

    var totals: (actions: Int, coverage: CoverageReport?, failingCases: Int, hits: [Int: Int]) {
        lock.lock()
        defer { lock.unlock() }
        return (actions, coverage, failingCases, hits)
    }
}
