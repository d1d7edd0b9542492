import Foundation
import KeyboardWorld
import KeyfuzzKit

extension Counterexample {
    /// The SVG storyboard of the shrunk case: one panel per step, the fault drawn in red.
    public var storyboard: String {
        Storyboard.svg(scenario: shrunk.keyboardCase.scenario, trace: trace, title: "\(strategy): \(shrunk.invariant.rawValue)")
    }

    /// The short report a run prints by default: the summary, the numbers, what the failure
    /// needs, the scenario, the actions and the picture, one line per step (the full ``text(indent:)``
    /// adds where it was found and the trace).
    public func compactText() -> String {
        var lines = [summary]
        lines.append("  \(shrunk.violation.message)")
        if let cause { lines.append("  \(cause.line)") }
        lines.append("  scenario: \(scenarioLine)")
        lines.append("  actions: \(shrunk.keyboardCase.actions.map(\.description).joined(separator: " "))")
        lines.append(contentsOf: TerminalStrip.lines(scenario: shrunk.keyboardCase.scenario, trace: trace).map { "    " + $0 })
        return lines.joined(separator: "\n")
    }

    /// The report: summary, the numbers, the minimal case and its trace, indented by `indent`.
    public func text(indent: String = "") -> String {
        var lines = [summary]
        lines.append("  \(shrunk.violation.message)")
        if let origin {
            lines.append(
                "  found in case \(origin.caseIndex) of seed \(origin.seed); shrunk from \(originalLength) to \(shrunk.keyboardCase.actions.count) action\(shrunk.keyboardCase.actions.count == 1 ? "" : "s")"
            )
        }
        if let cause { lines.append("  \(cause.line)") }
        lines.append("  scenario: \(scenarioLine)")
        lines.append("  actions: \(shrunk.keyboardCase.actions.map(\.description).joined(separator: " "))")
        lines.append("  picture (\(TerminalStrip.legend)):")
        lines.append(contentsOf: TerminalStrip.lines(scenario: shrunk.keyboardCase.scenario, trace: trace).map { "    " + $0 })
        lines.append("  trace:")
        let timed = trace.showsTime
        for step in trace.steps {
            lines.append(contentsOf: step.lines(showingTime: timed).map { "    " + $0 })
        }
        return lines.map { indent + $0 }.joined(separator: "\n")
    }
}
