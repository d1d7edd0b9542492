/// A subcommand: its option table, its help text and what it does.
protocol Command: Sendable {
    /// The subcommand's name, e.g. `fuzz`.
    var name: String { get }
    /// One line for the overview.
    var summary: String { get }
    /// The usage line after `keyfuzz `, e.g. `replay FILE... [--trace] [--json]`.
    var usage: String { get }
    /// Worked examples for `--help`.
    var examples: [String] { get }
    var options: [OptionSpec] { get }
    /// Runs with the parsed arguments. Throws `UsageError` or `InputError`.
    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}

extension Command {
    /// The `--help` text: usage, options, examples.
    var help: String {
        var lines = ["OVERVIEW: \(summary)", "", "USAGE: keyfuzz \(usage)", ""]
        if !options.isEmpty {
            lines.append("OPTIONS:")
            let width = options.map { label($0).count }.max() ?? 0
            for option in options + [.flag("--help", "Show this help.")] {
                let text = label(option)
                lines.append("  " + text + String(repeating: " ", count: Swift.max(2, width - text.count + 2)) + option.help)
            }
            lines.append("")
        }
        lines.append("EXAMPLES:")
        lines.append(contentsOf: examples.map { "  " + $0 })
        return lines.joined(separator: "\n")
    }

    private func label(_ option: OptionSpec) -> String {
        option.value.map { "\(option.name) \($0)\(option.repeatable ? " ..." : "")" } ?? option.name
    }
}
