import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit

/// `keyfuzz list`: the built-in strategies with the screens they declare, the invariants, and
/// the scenario dimensions of both kinds (what the app builds, what devices and users do) with
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
        var lines = ["STRATEGIES (name, source, what the checker must report; then what it does and the screens it is written for)"]
        let nameWidth = BuiltInStrategy.all.map(\.name.count).max() ?? 0
        let sourceWidth = BuiltInStrategy.all.map(\.source.count).max() ?? 0
        for strategy in BuiltInStrategy.all {
            let expected = strategy.isCorrect ? "nothing" : strategy.expectedViolations.map(\.rawValue).joined(separator: ", ")
            lines.append("  " + pad(strategy.name, nameWidth) + "  " + pad(strategy.source, sourceWidth) + "  " + expected)
            lines.append("  " + pad("", nameWidth) + "  " + strategy.summary)
            lines.append("  " + pad("", nameWidth) + "  screens: " + describe(strategy.screens))
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

    /// A screen set in one line: its shapes, then its features (or "no feature").
    static func describe(_ screens: ScreenSet) -> String {
        let features =
            screens.features == .all
            ? "every feature" : screens.features.isEmpty ? "no feature" : screens.features.names.joined(separator: ", ")
        var text = screens.shapes.map(\.rawValue).joined(separator: ", ") + "; " + features
        if screens.insetAdjustments != InsetAdjustment.allCases {
            text += "; insets " + screens.insetAdjustments.map(\.rawValue).joined(separator: ", ")
        }
        return text
    }

    /// Every dimension with a finite set of values, in two groups (what the app builds, what
    /// devices and users do): key, where its rule comes from and what it models, then each value
    /// with its default share of the draws (`--only KEY=VALUE` names it) and the screen features
    /// it needs.
    static var dimensionLines: [String] {
        var lines = [
            "SCENARIO DIMENSIONS (key: what it models; value, share drawn by default, what it models; * = classic)",
            "  restrict with --only KEY=VALUES, widen with --also KEY=VALUES; the form's numbers and fields are drawn or fixed",
        ]
        lines.append("")
        lines.append("  WHAT THE APP BUILDS: drawn only where a strategy's screens declare it (a value marked")
        lines.append("  [needs F] only with the screen feature F); within them, what such screens vary in")
        lines += dimensionLines(of: .appStructure)
        lines.append("")
        lines.append("  WHAT DEVICES AND USERS DO: always drawn, each value as often as its sources say devices")
        lines.append("  behave so (docs/world-rules.md, \"Weights\"); legacy values of old iOS versions drawn rarely")
        lines += dimensionLines(of: .deviceAndUser)
        return lines
    }

    private static func dimensionLines(of role: ScenarioDimension.Role) -> [String] {
        var lines: [String] = []
        for dimension in ScenarioDimension.all where dimension.role == role {
            guard let values = dimension.values else { continue }
            let origin =
                switch dimension.origin {
                case .idealised: "classic world"
                case .idealisedUnusualPath: "classic world, unusual path"
                case .worldRule: "world rule, docs/world-rules.md"
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
                let classic = value.token == dimension.classicToken ? "*" : " "
                let isDrawn = drawn?.contains(value.token) ?? true
                let share = isDrawn && total > 0 ? String(format: "%5.1f%%", value.share / total * 100) : "   off"
                let features = dimension.features(requiredBy: value.token)
                let needs = features.isEmpty ? "" : " [needs \(features.names.joined(separator: ", "))]"
                lines.append("    \(classic)\(pad(value.token, width))  \(share)  \(value.help)\(needs)")
            }
        }
        return lines
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(0, width - text.count))
    }
}
