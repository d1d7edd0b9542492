import Foundation
import KeyboardStrategies
import KeyboardWorld

// keyfuzz-bench: how fast keyfuzz simulates, fuzzes, finds and shrinks (release build:
// `swift run -c release keyfuzz-bench [--json] [--quick]`). Figures, not verdicts: nothing here
// fails on a slow machine.

let usage = """
    Usage: keyfuzz-bench [--json] [--quick] [--speed] [--only SECTIONS] [--strategy NAME] [--cases N] [--rounds N]
      --json           print one JSON document
      --quick          a tiny budget (a smoke test of the benchmark itself)
      --speed          only the raw replay, the full loop and the finding and shrinking
                       (what Benchmarks/compare measures; same as --only raw,loop,finding)
      --only SECTIONS  only these sections, comma-separated: \(BenchSection.allCases.map(\.rawValue).joined(separator: ","))
      --strategy NAME  only this built-in strategy (a profile of one strategy)
      --cases N        N cases per strategy for the raw replay and the full loop
      --rounds N       take the figures compared with each other (a strategy's raw replay and
                       full loop, coverage off and on, one job and two) N times each, in turn,
                       and report the medians (default 5; 2 with --quick)
    """

func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
    exit(64)
}

var options = BenchOptions()
do {
    options = try BenchOptions(parsing: Array(CommandLine.arguments.dropFirst()))
} catch let error as BenchOptions.UsageError {
    usageError(error.message)
}
if options.showsHelp {
    print(usage)
    exit(0)
}
let budget = options.budget
let cores = ProcessInfo.processInfo.activeProcessorCount
let strategies = options.strategy.map { [$0] } ?? BuiltInStrategy.all

func progress(_ text: String) {
    FileHandle.standardError.write(Data("\(text)\n".utf8))
}

var report = BenchReport(cores: cores, cpu: cpuModel(), quick: options.quick)
// First, while nothing else has grown the heap: memory over a long run.
if options.runs(.memory) {
    progress("memory…")
    report.memory = measureMemory(.transform, cases: budget.memoryCases)
}
// Second, bounded verification (its peak resident size, about 850 MB at depth 8, is then its own).
if options.runs(.verify) {
    progress("bounded verification…")
    // The first correct strategy at the shallower depths too: how time and memory grow.
    var verify = strategies.filter(\.isCorrect).prefix(1).flatMap { strategy in
        budget.verifyLadder.map { measureVerify(strategy, depth: $0) }
    }
    verify += strategies.filter(\.isCorrect).map { measureVerify($0, depth: budget.verifyDepth) }
    verify += strategies.filter { !$0.isCorrect }.map { measureVerify($0, depth: budget.verifyBugDepth) }
    report.verify = verify
}
if options.runs(.space), let strategy = strategies.first(where: \.isCorrect) {
    progress("verify --space, depth \(budget.spaceDepth): \(strategy.name)…")
    report.space = measureSpaceVerify(strategy, depth: budget.spaceDepth, jobs: cores)
}
report.rounds = budget.rounds
if options.runs(.raw) || options.runs(.loop) {
    for strategy in strategies {
        progress("raw simulation and full fuzz loop, \(budget.rounds) rounds: \(strategy.name)…")
        let speed = measureSpeed(strategy, budget: budget, raw: options.runs(.raw), loop: options.runs(.loop))
        if let raw = speed.raw { report.raw.append(raw) }
        if let loop = speed.loop { report.loop.append(loop) }
    }
}
if options.runs(.coverage) {
    progress("full fuzz loop with coverage off and on, \(budget.rounds) rounds…")
    let loops = measureLoops(.insetAdjusting, cases: budget.loopCases, budget: budget, [(1, false), (1, true)])
    report.coverage = (off: loops[0], on: loops[1])
}
if options.runs(.finding) {
    progress("finding and shrinking…")
    var findings: [FindingResult] = []
    for strategy in strategies where !strategy.isCorrect {
        for invariant in strategy.expectedViolations {
            findings.append(measureFinding(strategy, invariant, budget: budget))
        }
    }
    report.findings = findings
}
if options.runs(.bugs) {
    progress("distinct bugs…")
    report.bugs = strategies.filter { !$0.isCorrect }.map { measureBugs($0, cases: budget.bugsCases) }
}
if options.runs(.scaling) {
    progress("scaling…")
    let jobCounts = Array(Set([1, 2, cores])).sorted()
    let loops = measureLoops(.insetAdjusting, cases: budget.scalingCases, budget: budget, jobCounts.map { ($0, false) })
    report.scaling = Array(zip(jobCounts, loops).map { (jobs: $0, result: $1) })
}
if options.runs(.uikit) {
    progress("the same code host-based and as a view controller, \(budget.rounds) rounds…")
    report.uikit = MainActor.assumeIsolated { measureUIKit(cases: budget.uikitCases, budget: budget) }
}
print(options.json ? report.json : report.table)
