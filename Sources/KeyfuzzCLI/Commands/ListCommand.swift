import KeyboardWorld
import KeyboardStrategies

/// `keyfuzz list`: the built-in strategies and the invariants.
struct ListCommand: Command {
    let name = "list"
    let summary = "List the built-in strategies and the invariants."
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
            lines.append("  " + pad(invariant.rawValue, idWidth) + "  " + (invariant.isOnByDefault ? "on " : "off") + "  " + invariant.summary)
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(0, width - text.count))
    }
}
