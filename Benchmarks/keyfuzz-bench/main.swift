import Foundation
import KeyboardStrategies
import KeyboardWorld

// keyfuzz-bench: how fast keyfuzz simulates, fuzzes, finds and shrinks (release build:
// `swift run -c release keyfuzz-bench [--json] [--quick]`). Figures, not verdicts: nothing here
// fails on a slow machine.

let usage = """
    Usage: keyfuzz-bench [--json] [--quick] [--speed] [--only SECTIONS] [--strategy NAME] [--cases N]
      --json           print one JSON document
      --quick          a tiny budget (a smoke test of the benchmark itself)
      --speed          only the raw replay, the full loop and the finding and shrinking
                       (what Benchmarks/compare measures; same as --only raw,loop,finding)
      --only SECTIONS  only these sections, comma-separated: \(BenchSection.allCases.map(\.rawValue).joined(separator: ","))
      --strategy NAME  only this built-in strategy (a profile of one strategy)
      --cases N        N cases per strategy for the raw replay and the full loop
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
    var verify = strategies.filter(\.isCorrect).map { measureVerify($0, depth: budget.verifyDepth) }
    verify += strategies.filter { !$0.isCorrect }.map { measureVerify($0, depth: budget.verifyBugDepth) }
    report.verify = verify
}
if options.runs(.raw) {
    progress("raw simulation…")
    report.raw = strategies.map { measureRaw($0, budget: budget) }
}
if options.runs(.loop) {
    progress("full fuzz loop…")
    report.loop = strategies.map { measureLoop($0, cases: budget.loopCases, jobs: 1) }
}
if options.runs(.coverage) {
    progress("full fuzz loop with coverage…")
    report.coverage = (
        off: measureLoop(.insetAdjusting, cases: budget.loopCases, jobs: 1),
        on: measureLoop(.insetAdjusting, cases: budget.loopCases, jobs: 1, countsCoverage: true)
    )
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
if options.runs(.scaling) {
    progress("scaling…")
    let jobCounts = Array(Set([1, 2, cores])).sorted()
    report.scaling = jobCounts.map { (jobs: $0, result: measureLoop(.insetAdjusting, cases: budget.scalingCases, jobs: $0)) }
}
print(options.json ? report.json : report.table)
