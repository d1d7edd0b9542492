import Foundation
import KeyboardWorld

/// The CPU model from /proc/cpuinfo (Linux), or "unknown".
func cpuModel() -> String {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
        if let colon = line.firstIndex(of: ":") {
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }
    return "unknown"
}

/// Every figure of one benchmark run, as a table or as JSON; a section not run (`--only`) is
/// left out of both.
struct BenchReport {
    var cores: Int
    var cpu: String
    var quick: Bool
    /// How many rounds the side-by-side figures are medians of (`Budget.rounds`).
    var rounds = 1
    var raw: [RawResult] = []
    var loop: [LoopResult] = []
    var findings: [FindingResult]?
    var bugs: [BugsResult]?
    var scaling: [(jobs: Int, result: LoopResult)]?
    /// inset-adjusting's full loop with coverage off and on (`keyfuzz fuzz --coverage`), one after the other.
    var coverage: (off: LoopResult, on: LoopResult)?
    var memory: MemoryResult?
    /// The same keyboard code's full loop host-based and as a view controller (KeyfuzzUIKit).
    var uikit: (host: LoopResult, viewController: LoopResult)?

    /// How many times longer the view controller's loop takes than the host-based one's.
    var uikitCost: Double {
        guard let uikit, uikit.viewController.casesPerSecond > 0 else { return 0 }
        return uikit.host.casesPerSecond / uikit.viewController.casesPerSecond
    }
    var verify: [VerifyResult]?
    var space: SpaceVerifyResult?

    init(cores: Int, cpu: String, quick: Bool) {
        self.cores = cores
        self.cpu = cpu
        self.quick = quick
    }

    /// How the side-by-side figures were taken, for the table's headings.
    var roundsNote: String { rounds == 1 ? "one round" : "medians of \(rounds) rounds" }

    var coverageCost: Double {
        guard let coverage, coverage.on.actionsPerSecond > 0 else { return 0 }
        return coverage.off.actionsPerSecond / coverage.on.actionsPerSecond
    }

    /// The raw replay and the full loop of each strategy measured by either, in run order.
    var speedRows: [(strategy: String, raw: RawResult?, loop: LoopResult?)] {
        let names = raw.isEmpty ? loop.map(\.strategy) : raw.map(\.strategy)
        return names.map { name in (name, raw.first { $0.strategy == name }, loop.first { $0.strategy == name }) }
    }

    func number(_ value: Double, _ decimals: Int = 0) -> String { String(format: "%.\(decimals)f", value) }

    var scalingRatio: Double {
        guard let scaling, let one = scaling.first(where: { $0.jobs == 1 })?.result.actionsPerSecond, one > 0,
            let two = scaling.first(where: { $0.jobs == 2 })?.result.actionsPerSecond
        else { return 0 }
        return two / one
    }

    var table: String {
        var lines = ["keyfuzz-bench\(quick ? " (quick)" : ""): \(cores) cores, \(cpu)"]
        if !raw.isEmpty || !loop.isEmpty {
            lines.append("")
            lines.append("RAW SIMULATION (the loop's cases, no invariants)         FULL FUZZ LOOP (default invariants, 1 job)")
            lines.append("(\(roundsNote), each strategy's raw replay and loop in turn)")
            lines.append(
                pad("strategy", 22) + pad("actions/s", 14, right: true) + "       " + pad("cases/s", 10, right: true)
                    + pad("actions/s", 14, right: true) + pad("raw/loop", 10, right: true))
            for row in speedRows {
                let rawSpeed = row.raw?.actionsPerSecond ?? 0
                let loopSpeed = row.loop?.actionsPerSecond ?? 0
                let ratio = loopSpeed > 0 ? rawSpeed / loopSpeed : 0
                lines.append(
                    pad(row.strategy, 22) + pad(number(rawSpeed), 14, right: true) + "       "
                        + pad(number(row.loop?.casesPerSecond ?? 0), 10, right: true) + pad(number(loopSpeed), 14, right: true)
                        + pad(number(ratio, 2) + "x", 10, right: true))
            }
        }
        if let findings {
            lines.append("")
            lines.append("FINDING AND SHRINKING (medians over run seeds)")
            lines.append(
                pad("strategy", 22) + pad("invariant", 19) + pad("found", 7, right: true) + pad("cases", 8, right: true)
                    + pad("find ms", 10, right: true) + pad("shrink runs", 13, right: true) + pad("shrink ms", 11, right: true)
                    + pad("length", 8, right: true))
            for f in findings {
                lines.append(
                    pad(f.strategy, 22) + pad(f.invariant.rawValue, 19) + pad("\(f.seedsFound)/\(f.seeds)", 7, right: true)
                        + pad(number(f.medianCases), 8, right: true) + pad(number(f.medianFindSeconds * 1000, 2), 10, right: true)
                        + pad(number(f.medianShrinkRuns), 13, right: true)
                        + pad(number(f.medianShrinkSeconds * 1000, 2), 11, right: true)
                        + pad(number(f.medianShrunkLength), 8, right: true))
            }
        }
        if let bugs {
            lines.append("")
            lines.append("DISTINCT BUGS (seed 1, one job: every bug found, shrunk keeping its cause, and counted)")
            lines.append(
                pad("strategy", 22) + pad("cases", 8, right: true) + pad("failing", 9, right: true) + pad("bugs", 6, right: true)
                    + pad("seconds", 10, right: true) + pad("ms per bug", 12, right: true))
            for b in bugs {
                lines.append(
                    pad(b.strategy, 22) + pad("\(b.cases)", 8, right: true) + pad("\(b.failingCases)", 9, right: true)
                        + pad("\(b.bugs)", 6, right: true) + pad(number(b.seconds, 2), 10, right: true)
                        + pad(number(b.bugs > 0 ? b.seconds * 1000 / Double(b.bugs) : 0, 1), 12, right: true))
            }
        }
        if let scaling {
            lines.append("")
            lines.append("SCALING (inset-adjusting, full loop, \(roundsNote) in turn)")
            for entry in scaling {
                lines.append("  --jobs \(entry.jobs): " + number(entry.result.actionsPerSecond) + " actions/s")
            }
            lines.append("  jobs 2 / jobs 1: " + number(scalingRatio, 2) + "x")
        }
        if let coverage {
            lines.append("")
            lines.append("COVERAGE (inset-adjusting, full loop, 1 job, \(roundsNote) in turn)")
            lines.append("  coverage off: " + number(coverage.off.actionsPerSecond) + " actions/s")
            lines.append("  coverage on:  " + number(coverage.on.actionsPerSecond) + " actions/s")
            lines.append("  off / on: " + number(coverageCost, 2) + "x")
        }
        if let uikit {
            lines.append("")
            lines.append("UIKIT SURFACE (the same textbook code, full loop, 1 job, \(roundsNote) in turn)")
            lines.append(
                "  host-based:      " + number(uikit.host.casesPerSecond) + " cases/s, " + number(uikit.host.actionsPerSecond)
                    + " actions/s")
            lines.append(
                "  view controller: " + number(uikit.viewController.casesPerSecond) + " cases/s, "
                    + number(uikit.viewController.actionsPerSecond) + " actions/s")
            lines.append("  host / view controller: " + number(uikitCost, 2) + "x")
        }
        if let memory {
            lines.append("")
            lines.append("MEMORY (\(memory.strategy), \(memory.cases) cases, \(memory.failingCases) failing)")
            lines.append(
                "  peak resident: " + number(Double(memory.peakBefore) / 1_048_576, 1) + " MB before, "
                    + number(Double(memory.peakAfter) / 1_048_576, 1) + " MB after")
        }
        if let verify {
            lines.append("")
            lines.append("BOUNDED VERIFICATION (keyfuzz verify, default screen, default invariants, 1 job)")
            lines.append(
                pad("strategy", 22) + pad("depth", 7, right: true) + pad("states", 12, right: true)
                    + pad("transitions", 13, right: true) + pad("seconds", 10, right: true) + pad("states/s", 10, right: true)
                    + pad("proof MB", 10, right: true) + pad("B/state", 9, right: true) + "  shortest failures")
            for v in verify {
                let found =
                    v.shortest.isEmpty
                    ? "none" : v.shortest.map { "\($0.invariant.rawValue) (\($0.actions.count))" }.joined(separator: ", ")
                lines.append(
                    pad(v.strategy, 22) + pad("\(v.depth)", 7, right: true) + pad("\(v.states)", 12, right: true)
                        + pad("\(v.transitions)", 13, right: true) + pad(number(v.seconds, 2), 10, right: true)
                        + pad(number(v.statesPerSecond, 0), 10, right: true)
                        + pad(number(Double(v.proofBytes) / 1_048_576, 0), 10, right: true)
                        + pad(number(v.bytesPerState, 0), 9, right: true) + "  " + found)
            }
            lines.append("(proof MB: the peak resident size the proof added; B/state: that per state)")
        }
        if let space {
            lines.append("")
            lines.append("VERIFY --SPACE (\(space.strategy), 4-field screen, depth \(space.depth), \(space.jobs) jobs)")
            lines.append(
                "  \(space.proved) of \(space.scenarios) scenarios proved, \(space.states) states, \(space.transitions) transitions in "
                    + number(space.seconds, 1) + " s (" + number(space.statesPerSecond, 0) + " states/s)")
        }
        return lines.joined(separator: "\n")
    }

    var json: String {
        func q(_ s: String) -> String { "\"\(s)\"" }
        /// A member holding an array of objects, one per line.
        func array(_ name: String, _ rows: [String]) -> String {
            "  \(q(name)): [\n" + rows.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
        }
        var members: [String] = []
        members.append("  \"machine\": { \"cores\": \(cores), \"cpu\": \(q(cpu.replacingOccurrences(of: "\"", with: "'"))) }")
        members.append("  \"quick\": \(quick)")
        members.append("  \"rounds\": \(rounds)")
        if !raw.isEmpty || !loop.isEmpty {
            members.append(
                array(
                    "raw",
                    raw.map {
                        "{ \"strategy\": \(q($0.strategy)), \"actions\": \($0.actions), \"seconds\": \(number($0.seconds, 6)), \"actionsPerSecond\": \(number($0.actionsPerSecond)) }"
                    }))
            members.append(
                array(
                    "loop",
                    loop.map {
                        "{ \"strategy\": \(q($0.strategy)), \"cases\": \($0.cases), \"actions\": \($0.actions), \"seconds\": \(number($0.seconds, 6)), \"casesPerSecond\": \(number($0.casesPerSecond)), \"actionsPerSecond\": \(number($0.actionsPerSecond)) }"
                    }))
        }
        if let findings {
            members.append(
                array(
                    "finding",
                    findings.map {
                        "{ \"strategy\": \(q($0.strategy)), \"invariant\": \(q($0.invariant.rawValue)), \"seedsFound\": \($0.seedsFound), \"seeds\": \($0.seeds), \"medianCases\": \(number($0.medianCases, 1)), \"medianFindSeconds\": \(number($0.medianFindSeconds, 6)), \"medianShrinkRuns\": \(number($0.medianShrinkRuns, 1)), \"medianShrinkSeconds\": \(number($0.medianShrinkSeconds, 6)), \"medianShrunkLength\": \(number($0.medianShrunkLength, 1)) }"
                    }))
        }
        if let bugs {
            members.append(
                array(
                    "bugs",
                    bugs.map {
                        "{ \"strategy\": \(q($0.strategy)), \"cases\": \($0.cases), \"failingCases\": \($0.failingCases), \"bugs\": \($0.bugs), \"seconds\": \(number($0.seconds, 6)) }"
                    }))
        }
        if let scaling {
            members.append(
                "  \"scaling\": {\n    \"strategy\": \"inset-adjusting\",\n    \"runs\": ["
                    + scaling.map { "{ \"jobs\": \($0.jobs), \"actionsPerSecond\": \(number($0.result.actionsPerSecond)) }" }.joined(
                        separator: ", ") + "],\n    \"ratioJobs2ToJobs1\": \(number(scalingRatio, 3))\n  }")
        }
        if let coverage {
            members.append(
                "  \"coverage\": { \"strategy\": \"inset-adjusting\", \"offActionsPerSecond\": \(number(coverage.off.actionsPerSecond)), \"onActionsPerSecond\": \(number(coverage.on.actionsPerSecond)), \"ratioOffToOn\": \(number(coverageCost, 3)) }"
            )
        }
        if let uikit {
            members.append(
                "  \"uikit\": { \"hostCasesPerSecond\": \(number(uikit.host.casesPerSecond)), \"viewControllerCasesPerSecond\": \(number(uikit.viewController.casesPerSecond)), \"ratioHostToViewController\": \(number(uikitCost, 3)) }"
            )
        }
        if let memory {
            members.append(
                "  \"memory\": { \"strategy\": \(q(memory.strategy)), \"cases\": \(memory.cases), \"failingCases\": \(memory.failingCases), \"peakResidentBytesBefore\": \(memory.peakBefore), \"peakResidentBytesAfter\": \(memory.peakAfter) }"
            )
        }
        if let verify {
            members.append(
                array(
                    "verify",
                    verify.map { v in
                        let shortest = v.shortest.map { "{ \"invariant\": \(q($0.invariant.rawValue)), \"length\": \($0.actions.count) }" }
                            .joined(separator: ", ")
                        return
                            "{ \"strategy\": \(q(v.strategy)), \"depth\": \(v.depth), \"states\": \(v.states), \"transitions\": \(v.transitions), \"seconds\": \(number(v.seconds, 6)), \"peakResidentBytes\": \(v.peakResident), \"proofBytes\": \(v.proofBytes), \"shortest\": [\(shortest)] }"
                    }))
        }
        if let space {
            members.append(
                "  \"space\": { \"strategy\": \(q(space.strategy)), \"depth\": \(space.depth), \"scenarios\": \(space.scenarios), \"proved\": \(space.proved), \"states\": \(space.states), \"transitions\": \(space.transitions), \"seconds\": \(number(space.seconds, 6)), \"jobs\": \(space.jobs) }"
            )
        }
        return "{\n" + members.joined(separator: ",\n") + "\n}"
    }

    func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: Swift.max(1, width - text.count))
        return right ? padding + text : text + padding
    }
}
