import Foundation
import KeyboardStrategies
import KeyboardWorld

// keyfuzz-bench: how fast keyfuzz simulates, fuzzes, finds and shrinks (release build:
// `swift run -c release keyfuzz-bench [--json] [--quick]`). Figures, not verdicts: nothing here
// fails on a slow machine.

let arguments = Set(CommandLine.arguments.dropFirst())
let unknown = arguments.subtracting(["--json", "--quick", "--help"])
if !unknown.isEmpty || arguments.contains("--help") {
    let usage =
        "Usage: keyfuzz-bench [--json] [--quick]\n  --json   print one JSON document\n  --quick  a tiny budget (a smoke test of the benchmark itself)"
    if unknown.isEmpty {
        print(usage)
        exit(0)
    }
    FileHandle.standardError.write(Data("Error: unknown argument '\(unknown.sorted()[0])'\n\(usage)\n".utf8))
    exit(64)
}
let budget = arguments.contains("--quick") ? Budget.quick : Budget.full
let json = arguments.contains("--json")
let cores = ProcessInfo.processInfo.activeProcessorCount

func progress(_ text: String) {
    FileHandle.standardError.write(Data("\(text)\n".utf8))
}

// First, while nothing else has grown the heap: memory over a long run.
progress("memory…")
let memory = measureMemory(.transform, cases: budget.memoryCases)
// Second, bounded verification (its peak resident size, about 850 MB at depth 8, is then its own).
progress("bounded verification…")
var verify = BuiltInStrategy.all.filter(\.isCorrect).map { measureVerify($0, depth: budget.verifyDepth) }
verify += BuiltInStrategy.all.filter { !$0.isCorrect }.map { measureVerify($0, depth: budget.verifyBugDepth) }
progress("raw simulation…")
let raw = BuiltInStrategy.all.map { measureRaw($0, budget: budget) }
progress("full fuzz loop…")
let loop = BuiltInStrategy.all.map { measureLoop($0, cases: budget.loopCases, jobs: 1) }
progress("full fuzz loop with coverage…")
let coverageLoop = (
    off: measureLoop(.insetAdjusting, cases: budget.loopCases, jobs: 1),
    on: measureLoop(.insetAdjusting, cases: budget.loopCases, jobs: 1, countsCoverage: true)
)
progress("finding and shrinking…")
var findings: [FindingResult] = []
for strategy in BuiltInStrategy.all where !strategy.isCorrect {
    for invariant in strategy.expectedViolations {
        findings.append(measureFinding(strategy, invariant, budget: budget))
    }
}
progress("scaling…")
let jobCounts = Array(Set([1, 2, cores])).sorted()
let scaling = jobCounts.map { (jobs: $0, result: measureLoop(.insetAdjusting, cases: budget.scalingCases, jobs: $0)) }

let report = BenchReport(
    cores: cores, cpu: cpuModel(), quick: arguments.contains("--quick"), raw: raw, loop: loop,
    findings: findings, scaling: scaling, coverage: coverageLoop, memory: memory, verify: verify)
print(json ? report.json : report.table)
