import Foundation
import KeyboardWorld
import KeyfuzzKit

/// A shrunk failure ready to show a developer: where it came from, the minimal case, its
/// violation and the trace that explains it, as text with a terminal strip and as a storyboard.
/// The CLI and the test helpers print it the same way (a report: it sits above the engine layer).
public struct Counterexample: Sendable {
    public var strategy: String
    public var runSeed: UInt64?
    public var caseIndex: UInt64?
    /// The action count of the case as first found.
    public var originalLength: Int
    public var shrunk: ShrunkCase
    /// The trace of the shrunk case, run with only its invariant enabled.
    public var trace: Trace

    public init(strategy: String, runSeed: UInt64?, caseIndex: UInt64?, originalLength: Int, shrunk: ShrunkCase, trace: Trace) {
        self.strategy = strategy
        self.runSeed = runSeed
        self.caseIndex = caseIndex
        self.originalLength = originalLength
        self.shrunk = shrunk
        self.trace = trace
    }

    /// Traces `shrunk` (with only its invariant enabled) to report it.
    /// - Parameters:
    ///   - originalLength: The action count of the case as first found.
    ///   - strategy: Runs the shrunk case for its trace.
    public init(shrunk: ShrunkCase, strategy: StrategyUnderTest, runSeed: UInt64?, caseIndex: UInt64?, originalLength: Int) {
        let trace = CaseShrinker(strategy: strategy, budget: 0)
            .run(shrunk.keyboardCase, checking: shrunk.invariant, recordsTrace: true).trace ?? Trace(steps: [])
        self.init(strategy: strategy.name, runSeed: runSeed, caseIndex: caseIndex, originalLength: originalLength,
                  shrunk: shrunk, trace: trace)
    }

    /// Shrinks `keyboardCase` for `invariant` with `shrinker` and traces the result; nil when the
    /// case does not fail `invariant` when checked alone.
    public static func shrinking(_ keyboardCase: KeyboardCase, invariant: Invariant, with shrinker: CaseShrinker,
                                 runSeed: UInt64?, caseIndex: UInt64?) -> Counterexample? {
        guard let shrunk = shrinker.shrink(keyboardCase, invariant: invariant) else { return nil }
        return Counterexample(shrunk: shrunk, strategy: shrinker.strategy, runSeed: runSeed, caseIndex: caseIndex,
                              originalLength: keyboardCase.actions.count)
    }

    /// The seed file that replays it: only its invariant enabled, expecting its violation.
    public var seedFile: SeedFile {
        SeedFile(case: shrunk.keyboardCase,
                 origin: runSeed.flatMap { seed in caseIndex.map { SeedFile.Origin(seed: seed, caseIndex: $0) } },
                 invariants: InvariantSet([shrunk.invariant]),
                 expected: .fail(shrunk.invariant, actionIndex: shrunk.violation.actionIndex))
    }

    /// The SVG storyboard of the shrunk case: one panel per step, the fault drawn in red.
    public var storyboard: String {
        Storyboard.svg(scenario: shrunk.keyboardCase.scenario, trace: trace, title: "\(strategy): \(shrunk.invariant.rawValue)")
    }

    /// One summary line: strategy, invariant, action index.
    public var summary: String {
        let action = shrunk.violation.actionIndex < shrunk.keyboardCase.actions.count
            ? "after action \(shrunk.violation.actionIndex) (\(shrunk.keyboardCase.actions[shrunk.violation.actionIndex]))"
            : "at the end of the case (index \(shrunk.violation.actionIndex), after the last action)"
        return "\(strategy) breaks \(shrunk.invariant.rawValue) \(action)"
    }

    /// The report: summary, the numbers, the minimal case and its trace, indented by `indent`.
    public func text(indent: String = "") -> String {
        var lines = [summary]
        lines.append("  \(shrunk.violation.message)")
        if let runSeed, let caseIndex {
            lines.append("  found in case \(caseIndex) of seed \(runSeed); shrunk from \(originalLength) to \(shrunk.keyboardCase.actions.count) action\(shrunk.keyboardCase.actions.count == 1 ? "" : "s")")
        }
        lines.append("  scenario: \(shrunk.keyboardCase.scenario.summary)")
        lines.append("  actions: \(shrunk.keyboardCase.actions.map(\.description).joined(separator: " "))")
        lines.append("  picture (\(TerminalStrip.legend)):")
        lines.append(contentsOf: TerminalStrip.lines(scenario: shrunk.keyboardCase.scenario, trace: trace).map { "    " + $0 })
        lines.append("  trace:")
        for step in trace.steps {
            lines.append(contentsOf: step.lines.map { "    " + $0 })
        }
        return lines.map { indent + $0 }.joined(separator: "\n")
    }
}
