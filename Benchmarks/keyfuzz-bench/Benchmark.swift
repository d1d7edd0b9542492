import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine

/// How much work each measurement does; `--quick` shrinks it to a smoke test.
struct Budget {
    var rawCases: Int
    var loopCases: Int
    var findingSeeds: Int
    var findingCases: Int
    /// The cases of the distinct-bug runs (the default run's 1,000).
    var bugsCases: Int
    var scalingCases: Int
    var memoryCases: Int
    /// The cases of each side of the `uikit` section.
    var uikitCases: Int
    /// How deep `verify` proves the correct strategies and searches the seeded bugs.
    var verifyDepth: Int
    var verifyBugDepth: Int
    /// The depths the first correct strategy is also proved to below ``verifyDepth``, and the
    /// depth of `verify --space`.
    var verifyLadder: [Int]
    var spaceDepth: Int
    /// How many times the measurements compared with each other (a strategy's raw replay and
    /// full loop, coverage off and on, one job and two) are taken, in turn (see `medianSeconds`).
    var rounds: Int

    static let full = Budget(
        rawCases: 20_000, loopCases: 20_000, findingSeeds: 20, findingCases: 5_000, bugsCases: 1_000, scalingCases: 40_000,
        memoryCases: 200_000, uikitCases: 2_000, verifyDepth: 8, verifyBugDepth: 5, verifyLadder: [6, 7], spaceDepth: 5, rounds: 5)
    static let quick = Budget(
        rawCases: 40, loopCases: 40, findingSeeds: 2, findingCases: 300, bugsCases: 100, scalingCases: 40, memoryCases: 100, uikitCases: 20,
        verifyDepth: 2, verifyBugDepth: 2, verifyLadder: [1], spaceDepth: 1, rounds: 2)
}

/// Wall-clock seconds of `body` (benchmarks only: verdicts never look at a clock).
func seconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The median seconds of each measurement over `rounds` rounds, the measurements taken in turn
/// within each round. Seconds on a shared machine drift by up to 1.5x within a minute: figures
/// compared with each other (raw replay with the loop) are taken side by side and repeatedly, so
/// that both share the machine's conditions and a passing slowdown moves neither median.
func medianSeconds(rounds: Int, of measurements: [() -> Double]) -> [Double] {
    var seconds = Array(repeating: [Double](), count: measurements.count)
    for _ in 0..<Swift.max(1, rounds) {
        for (index, measure) in measurements.enumerated() { seconds[index].append(measure()) }
    }
    return seconds.map(median)
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// The generator `keyfuzz fuzz` runs a strategy with by default: the default space on the
/// screen shapes the strategy is written for.
func fuzzGenerator(for strategy: BuiltInStrategy) -> CaseGenerator {
    CaseGenerator(space: ScenarioSpace.default.declared(by: strategy.supportedShapes))
}

/// Raw simulation: the very cases the full loop runs (the same generator, run seed and
/// invariants), pre-generated, replayed with no invariant checks: each stops where the
/// loop's does (at the action that broke an invariant, without ending the case; else ended
/// with `finish`, as the loop ends it). What the loop costs beyond is generation and checking.
struct RawResult {
    var strategy: String
    var actions: Int
    var seconds: Double
    var actionsPerSecond: Double { seconds > 0 ? Double(actions) / seconds : 0 }
}

/// The loop's cases for one strategy, generated once, to be replayed (and timed) any number of times.
struct RawReplay {
    let strategy: BuiltInStrategy
    private var cases: [(keyboardCase: KeyboardCase, ends: Bool)] = []

    init(_ strategy: BuiltInStrategy, cases count: Int) {
        self.strategy = strategy
        let generator = fuzzGenerator(for: strategy)
        let underTest = StrategyUnderTest(strategy)
        cases.reserveCapacity(count)
        for k in 0..<count {
            var source = RandomSource(runSeed: loopRunSeed, caseIndex: UInt64(k))
            let generated = generator.generate(strategy: underTest, invariants: .defaults, caseIndex: UInt64(k), using: &source)
            // The loop ends a case (`finish`) only when no action broke an invariant.
            let actions = generated.keyboardCase.actions.count
            let ends = generated.result.violations.allSatisfy { $0.actionIndex == actions }
            cases.append((generated.keyboardCase, ends))
        }
    }

    /// Replays every case once, timed.
    func run() -> RawResult {
        var actions = 0
        let time = seconds {
            for (keyboardCase, ends) in cases {
                let world = World(scenario: keyboardCase.scenario, strategy: strategy.make(), invariants: [])
                for action in keyboardCase.actions { world.perform(action) }
                if ends { world.finish() }
                actions += world.actionCount
            }
        }
        return RawResult(strategy: strategy.name, actions: actions, seconds: time)
    }
}

/// The run seed of the full loop's cases (and so of the raw simulation's).
let loopRunSeed: UInt64 = 1

/// Full fuzz loop: generation, simulation and every default invariant, one thread, as
/// `keyfuzz fuzz` runs it.
struct LoopResult {
    var strategy: String
    var cases: Int
    var actions: Int
    var seconds: Double
    var casesPerSecond: Double { seconds > 0 ? Double(cases) / seconds : 0 }
    var actionsPerSecond: Double { seconds > 0 ? Double(actions) / seconds : 0 }
}

func measureLoop(_ strategy: BuiltInStrategy, cases: Int, jobs: Int, countsCoverage: Bool = false) -> LoopResult {
    let campaign = Campaign(
        strategy: StrategyUnderTest(strategy), runSeed: loopRunSeed, cases: cases,
        generator: fuzzGenerator(for: strategy), jobs: jobs, countsCoverage: countsCoverage)
    var report: CampaignReport?
    let time = seconds { report = campaign.run() }
    return LoopResult(strategy: strategy.name, cases: report?.casesRun ?? 0, actions: report?.actionsRun ?? 0, seconds: time)
}

/// A strategy's raw replay and full loop (either may be left out), `budget.rounds` times each,
/// alternating, with the median seconds of each: one run's raw/loop ratio compares the two
/// under the same conditions.
func measureSpeed(_ strategy: BuiltInStrategy, budget: Budget, raw: Bool, loop: Bool) -> (raw: RawResult?, loop: LoopResult?) {
    let replay = raw ? RawReplay(strategy, cases: budget.rawCases) : nil
    var rawResult: RawResult?
    var loopResult: LoopResult?
    var measurements: [() -> Double] = []
    if let replay {
        measurements.append {
            let result = replay.run()
            rawResult = result
            return result.seconds
        }
    }
    if loop {
        measurements.append {
            let result = measureLoop(strategy, cases: budget.loopCases, jobs: 1)
            loopResult = result
            return result.seconds
        }
    }
    var medians = medianSeconds(rounds: budget.rounds, of: measurements)[...]
    // Every round runs the same cases: only the seconds differ.
    if rawResult != nil { rawResult?.seconds = medians.removeFirst() }
    if loopResult != nil { loopResult?.seconds = medians.removeFirst() }
    return (rawResult, loopResult)
}

/// `measureLoop` of each configuration (jobs, coverage), `budget.rounds` times, alternating,
/// each with its median seconds.
func measureLoops(
    _ strategy: BuiltInStrategy, cases: Int, budget: Budget, _ configurations: [(jobs: Int, countsCoverage: Bool)]
) -> [LoopResult] {
    var results: [LoopResult?] = Array(repeating: nil, count: configurations.count)
    let measurements = configurations.indices.map { index in
        {
            let configuration = configurations[index]
            let result = measureLoop(
                strategy, cases: cases, jobs: configuration.jobs, countsCoverage: configuration.countsCoverage)
            results[index] = result
            return result.seconds
        }
    }
    let medians = medianSeconds(rounds: budget.rounds, of: measurements)
    return zip(results, medians).map { result, median in
        var result = result!
        result.seconds = median
        return result
    }
}

/// Finding: cases and time to the first failure of one invariant, then the shrink, medians over seeds.
struct FindingResult {
    var strategy: String
    var invariant: Invariant
    var seedsFound: Int
    var seeds: Int
    var medianCases: Double
    var medianFindSeconds: Double
    var medianShrinkRuns: Double
    var medianShrinkSeconds: Double
    var medianShrunkLength: Double
}

func measureFinding(_ strategy: BuiltInStrategy, _ invariant: Invariant, budget: Budget) -> FindingResult {
    var cases: [Double] = []
    var findTimes: [Double] = []
    var shrinkRuns: [Double] = []
    var shrinkTimes: [Double] = []
    var lengths: [Double] = []
    let underTest = StrategyUnderTest(strategy)
    for seed in 1...UInt64(budget.findingSeeds) {
        let search = Campaign(strategy: underTest, runSeed: seed, cases: budget.findingCases)
        guard let finding = search.run(stop: Campaign.StopRule(onceFound: [invariant])).finding(for: invariant) else { continue }
        // Time exactly the cases up to the first failure (the search above runs whole blocks).
        let upToFailure = Campaign(strategy: underTest, runSeed: seed, cases: Int(finding.caseIndex) + 1)
        let findTime = seconds { _ = upToFailure.run() }
        var shrunk: ShrunkCase?
        let shrinkTime = seconds { shrunk = CaseShrinker(strategy: underTest).shrink(finding.keyboardCase, invariant: invariant) }
        guard let shrunk else { continue }
        cases.append(Double(finding.caseIndex + 1))
        findTimes.append(findTime)
        shrinkRuns.append(Double(shrunk.stats.runs))
        shrinkTimes.append(shrinkTime)
        lengths.append(Double(shrunk.keyboardCase.actions.count))
    }
    return FindingResult(
        strategy: strategy.name, invariant: invariant, seedsFound: cases.count, seeds: budget.findingSeeds,
        medianCases: median(cases), medianFindSeconds: median(findTimes),
        medianShrinkRuns: median(shrinkRuns), medianShrinkSeconds: median(shrinkTimes),
        medianShrunkLength: median(lengths))
}

/// Finding, shrinking and counting every distinct bug of a seeded strategy: one run of the failure
/// pipeline, seed 1, on the screens it declares, as `keyfuzz fuzz` runs it (one job).
struct BugsResult {
    var strategy: String
    var cases: Int
    var failingCases: Int
    var bugs: Int
    var seconds: Double
}

func measureBugs(_ strategy: BuiltInStrategy, cases: Int) -> BugsResult {
    let underTest = StrategyUnderTest(strategy)
    let pipeline = FailurePipeline(
        strategy: underTest, generator: CaseGenerator(space: ScenarioSpace.default.declared(by: underTest.screens)),
        runSeed: 1, cases: cases)
    var outcome: FailurePipeline.Outcome?
    let time = seconds { outcome = pipeline.run() }
    return BugsResult(
        strategy: strategy.name, cases: outcome?.report.casesRun ?? 0, failingCases: outcome?.report.failingCases ?? 0,
        bugs: outcome?.bugs.count ?? 0, seconds: time)
}

/// Memory: the peak resident size of the process before and after a long run of a strategy that
/// fails in most cases (a run keeps only the first failure per invariant and counts the rest).
struct MemoryResult {
    var strategy: String
    var cases: Int
    var failingCases: Int
    var peakBefore: Int
    var peakAfter: Int
}

func measureMemory(_ strategy: BuiltInStrategy, cases: Int) -> MemoryResult {
    let before = peakResidentBytes()
    let report = Campaign(strategy: StrategyUnderTest(strategy), runSeed: 1, cases: cases).run()
    return MemoryResult(
        strategy: strategy.name, cases: report.casesRun, failingCases: report.failingCases,
        peakBefore: before, peakAfter: peakResidentBytes())
}

/// The process's peak resident size so far (`VmHWM` in /proc/self/status), 0 where unknown.
/// Resets the process's peak resident size to its current size (Linux: `clear_refs` 5), so that
/// the next `peakResidentBytes()` is the peak since; elsewhere the peak stays the process's.
func resetPeakResident() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
}

/// The process's resident size now (Linux `VmRSS`; 0 where unknown).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return (line.split(separator: " ").compactMap { Int($0) }.first ?? 0) * 1024
    }
    return 0
}

func peakResidentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }
    return 0
}
