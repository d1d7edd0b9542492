import KeyboardWorld
import KeyboardStrategies
import KeyfuzzKit

/// `keyfuzz list`: the built-in strategies and the invariants.
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
        var lines = ["STRATEGIES (name, source, what the checker must report)"]
        let nameWidth = BuiltInStrategy.all.map(\.name.count).max() ?? 0
        let sourceWidth = BuiltInStrategy.all.map(\.source.count).max() ?? 0
        for strategy in BuiltInStrategy.all {
            let expected = strategy.isCorrect ? "nothing" : strategy.expectedViolations.map(\.rawValue).joined(separator: ", ")
            lines.append("  " + pad(strategy.name, nameWidth) + "  " + pad(strategy.source, sourceWidth) + "  " + expected)
            lines.append("  " + pad("", nameWidth) + "  " + strategy.summary)
        }
        lines.append("")
        lines.append("INVARIANTS (id, default, rule)")
        let idWidth = Invariant.allCases.map(\.rawValue.count).max() ?? 0
        for invariant in Invariant.allCases {
            lines.append("  " + pad(invariant.rawValue, idWidth) + "  " + (invariant.isOnByDefault ? "on " : "off") + "  " + invariant.summary)
        }
        lines.append("")
        lines.append(contentsOf: dimensionLines)
        return lines.joined(separator: "\n")
    }

    /// The scenario dimensions, from the table: key, what it models, its values (`*` the classic
    /// one, `-` not drawn unless asked for with --also or its flag).
    static var dimensionLines: [String] {
        var lines = ["SCENARIO DIMENSIONS (restrict with --only KEY=VALUES, widen with --also KEY=VALUES;",
                     "  * the classic value (files without the key mean it), - drawn only when asked for)"]
        let keyWidth = ScenarioDimension.all.map(\.key.count).max() ?? 0
        for dimension in ScenarioDimension.all {
            let flag = dimension.alias.map { alias -> String in
                switch alias {
                case .only(let flag, _, _), .everyValue(let flag, _): " (\(flag))"
                }
            } ?? ""
            let origin = dimension.origin == .beyondClassic ? " [beyond classic]" : dimension.origin == .secondStage ? " [second stage]" : ""
            lines.append("  " + pad(dimension.key, keyWidth) + "  " + dimension.help + origin + flag)
            guard let values = dimension.values else {
                lines.append("  " + pad("", keyWidth) + "    drawn freely, or fixed to your form's")
                continue
            }
            let drawn = ScenarioSpace.default.allowedTokens(of: dimension) ?? []
            let valueWidth = values.map(\.token.count).max() ?? 0
            for value in values {
                let mark = value.token == dimension.defaultToken ? "*" : drawn.contains(value.token) ? " " : "-"
                lines.append("  " + pad("", keyWidth) + "  " + mark + " " + pad(value.token, valueWidth) + "  " + value.help)
            }
        }
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(0, width - text.count))
    }
}
