import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit

/// `keyfuzz list`: the built-in strategies, the invariants, and the scenario dimensions with
/// what each value models and how often it is drawn (from the dimension table).
struct ListCommand: Command {
    let name = "list"
    let summary = "List the built-in strategies, the invariants and the scenario dimensions."
    let examples = ["keyfuzz list"]
    let options: [OptionSpec] = []

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw UsageError("list takes no arguments, got '\(arguments.positionals[0])'")
        }
        console.print(Self.text)
        return .success
    }

    static var text: String {
        var lines = ["STRATEGIES (name, source, what the checker must report; then what it does and the screen shapes it is written for)"]
        let nameWidth = BuiltInStrategy.all.map(\.name.count).max() ?? 0
        let sourceWidth = BuiltInStrategy.all.map(\.source.count).max() ?? 0
        for strategy in BuiltInStrategy.all {
            let expected = strategy.isCorrect ? "nothing" : strategy.expectedViolations.map(\.rawValue).joined(separator: ", ")
            lines.append("  " + pad(strategy.name, nameWidth) + "  " + pad(strategy.source, sourceWidth) + "  " + expected)
            lines.append("  " + pad("", nameWidth) + "  " + strategy.summary)
            lines.append("  " + pad("", nameWidth) + "  shapes: " + strategy.supportedShapes.map(\.rawValue).joined(separator: ", "))
        }
        lines.append("")
        lines.append("INVARIANTS (id, default, rule)")
        let idWidth = Invariant.allCases.map(\.rawValue.count).max() ?? 0
        for invariant in Invariant.allCases {
            lines.append(
                "  " + pad(invariant.rawValue, idWidth) + "  " + (invariant.isOnByDefault ? "on " : "off") + "  " + invariant.summary)
        }
        lines.append("")
        lines.append(contentsOf: dimensionLines)
        return lines.joined(separator: "\n")
    }

    /// Every dimension with a finite set of values: key, where its rule comes from and what it
    /// models, then each value with its default share of the draws (`--only KEY=VALUE` names it).
    static var dimensionLines: [String] {
        var lines = [
            "SCENARIO DIMENSIONS (key: what it models; value, share drawn by default, what it models; * = classic)",
            "  restrict with --only KEY=VALUES, widen with --also KEY=VALUES; the form's numbers and fields are drawn or fixed",
        ]
        for dimension in ScenarioDimension.all {
            guard let values = dimension.values else { continue }
            let origin =
                switch dimension.origin {
                case .firstStage: "SPEC"
                case .secondStage: "SPEC, second stage"
                case .beyondClassic: "event profile, docs/world-rules.md"
                }
            let flag =
                switch dimension.alias {
                case .only(let flag, _, _)?, .everyValue(let flag, _)?: ", \(flag)"
                case nil: ""
                }
            lines.append("  \(dimension.key) (\(origin)\(flag)): \(dimension.help)")
            let width = values.map(\.token.count).max() ?? 0
            let drawn = dimension.drawnByDefault
            // Shares among the values drawn by default (the others need a flag).
            let total = values.filter { drawn?.contains($0.token) ?? true }.reduce(0) { $0 + $1.share }
            for value in values {
                let classic = value.token == dimension.defaultToken ? "*" : " "
                let isDrawn = drawn?.contains(value.token) ?? true
                let share = isDrawn && total > 0 ? String(format: "%3.0f%%", value.share / total * 100) : " off"
                lines.append("    \(classic)\(pad(value.token, width))  \(share)  \(value.help)")
            }
        }
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(0, width - text.count))
    }
}
