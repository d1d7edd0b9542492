import Foundation
import KeyboardWorld
import PropertyEngine

/// A fuzzing run of one strategy: `cases` generated cases from one run seed, checked against a
/// set of invariants, reporting for each invariant the first (lowest-index) case that broke it.
///
/// Case `k` is drawn from `RandomSource(runSeed: runSeed, caseIndex: k)` through PropertyEngine's
/// `runProperty`, with a fresh strategy instance, so any one case can be regenerated alone and
/// the report is the same for every `jobs` value.
public struct Campaign: Sendable {
    /// The strategy under test.
    public var strategy: StrategyUnderTest
    /// The seed every case seed is derived from.
    public var runSeed: UInt64
    /// How many cases the whole run has (indices `0 ..< cases`, before sharding).
    public var cases: Int
    /// What the generator may draw.
    public var options: GeneratorOptions
    /// The invariants checked.
    public var invariants: InvariantSet
    /// How many threads run cases; values below 1 count as 1.
    public var jobs: Int
    /// The shard this process runs, `(index, count)` with `1 <= index <= count`; nil runs every case.
    public var shard: (index: Int, count: Int)?

    /// Creates a campaign; see the properties for the meaning of each parameter.
    public init(strategy: StrategyUnderTest, runSeed: UInt64, cases: Int,
                options: GeneratorOptions = GeneratorOptions(), invariants: InvariantSet = .defaults,
                jobs: Int = 1, shard: (index: Int, count: Int)? = nil) {
        self.strategy = strategy
        self.runSeed = runSeed
        self.cases = cases
        self.options = options
        self.invariants = invariants
        self.jobs = jobs
        self.shard = shard
    }

    /// The block size of a run that stops early: fixed, so where it stops never depends on `jobs`.
    public static let blockSize = 50

    /// Runs the campaign.
    ///
    /// - Parameter targets: When not empty, the run goes block by block (``blockSize`` cases) and
    ///   stops after the first block by whose end every target invariant has been found. The
    ///   blocks are fixed, so the report still does not depend on `jobs`.
    /// - Returns: The first failing case per invariant and how much was run.
    public func run(stoppingOnceFound targets: [Invariant] = []) -> CampaignReport {
        run(stoppingOnceFound: targets, until: nil, progress: nil)
    }

    /// Runs the campaign block by block (``blockSize`` cases), reporting progress after each block
    /// and stopping after a block once `shouldStop` says so (a deadline: the only input that can
    /// make a report depend on timing, which is why the CLI's `--time` is opt-in).
    ///
    /// - Parameters:
    ///   - targets: As in ``run(stoppingOnceFound:)``.
    ///   - shouldStop: Asked after each block; nil runs every case.
    ///   - progress: Called after each block with the cases run so far and the failing cases so far.
    public func run(stoppingOnceFound targets: [Invariant] = [], until shouldStop: (() -> Bool)?,
                    progress: ((_ casesRun: Int, _ failingCases: Int) -> Void)?) -> CampaignReport {
        let whole = UInt64(Swift.max(0, cases))
        var findings: [Invariant: CampaignFinding] = [:]
        var casesRun = 0
        var actionsRun = 0
        var failingCases = 0
        var start: UInt64 = 0
        let blocks = !targets.isEmpty || shouldStop != nil || progress != nil
        let step = blocks ? UInt64(Self.blockSize) : Swift.max(1, whole)
        while start < whole {
            let end = Swift.min(whole, start + step)
            let block = run(selection: selection(in: start..<end))
            casesRun += block.casesRun
            actionsRun += block.actionsRun
            failingCases += block.failures.count
            for failure in block.failures {
                for violation in failure.value.result.violations where findings[violation.invariant] == nil {
                    findings[violation.invariant] = CampaignFinding(
                        invariant: violation.invariant, caseIndex: failure.caseIndex, caseSeed: failure.seed,
                        keyboardCase: failure.value.keyboardCase, violation: violation)
                }
            }
            start = end
            progress?(casesRun, failingCases)
            if !targets.isEmpty && targets.allSatisfy({ findings[$0] != nil }) { break }
            // Asked after each block, so a run always has at least one block of cases.
            if let shouldStop, shouldStop() { break }
        }
        return CampaignReport(strategy: strategy.name, runSeed: runSeed, casesRun: casesRun, actionsRun: actionsRun,
                              failingCases: failingCases,
                              findings: Invariant.allCases.compactMap { findings[$0] })
    }

    private func selection(in range: Range<UInt64>) -> CaseSelection {
        guard let shard else { return .range(range) }
        return .shard(shard.index, of: shard.count, in: range)
    }

    /// Runs one selection of cases, counting the actions every case ran.
    private func run(selection: CaseSelection)
        -> (casesRun: Int, actionsRun: Int, failures: [CaseFailure<GeneratedCase, [Violation]>]) {
        let counter = ActionCounter()
        let generator = CaseGenerator(options: options)
        let strategy = strategy
        let invariants = invariants
        let report = runProperty(
            runSeed: runSeed, cases: selection, jobs: jobs,
            generate: { source in
                let generated = generator.generate(strategy: strategy, invariants: invariants, using: &source)
                counter.add(generated.result.actionsRun)
                return generated
            },
            check: { (generated: GeneratedCase) -> [Violation]? in
                generated.result.violations.isEmpty ? nil : generated.result.violations
            })
        return (report.casesRun, counter.total, report.failures)
    }
}

/// A thread-safe running total of actions (a sum, so its value does not depend on thread timing).
private final class ActionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var sum = 0

    func add(_ count: Int) {
        lock.lock()
        sum += count
        lock.unlock()
    }

    var total: Int {
        lock.lock()
        defer { lock.unlock() }
        return sum
    }
}
