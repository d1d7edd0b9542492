/// A subcommand: its option table, its help text and what it does.
protocol Command: Sendable {
    /// The subcommand's name, e.g. `fuzz`.
    var name: String { get }
    /// One line for the overview.
    var summary: String { get }
    /// The positional part of the usage line, e.g. `FILE...`; empty (the default) for none.
    var positionals: String { get }
    /// Worked examples for `--help`.
    var examples: [String] { get }
    var options: [OptionSpec] { get }
    /// What each exit status means for this command, one per line, for `--help`; empty (the
    /// default) for none.
    var exitStatus: [String] { get }
    /// Runs with the parsed arguments. Throws `UsageError` or `InputError`.
    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}

extension Command {
    var positionals: String { "" }
    var exitStatus: [String] { [] }

    /// The usage line after `keyfuzz `, made from the option table so that it cannot drift
    /// from what the parser accepts: `replay FILE... [--trace] [--json] [--svg OUT.svg]`.
    var usage: String {
        ([name] + (positionals.isEmpty ? [] : [positionals]) + options.map(\.usage)).joined(separator: " ")
    }

    /// The `--help` text: usage, options, exit status, examples.
    var help: String {
        var lines = ["OVERVIEW: \(summary)", "", "USAGE: keyfuzz \(usage)", ""]
        if !options.isEmpty {
            lines.append("OPTIONS:")
            let width = options.map(\.label.count).max() ?? 0
            for option in options + [.helpFlag] {
                let text = option.label
                lines.append("  " + text + String(repeating: " ", count: Swift.max(2, width - text.count + 2)) + option.help)
            }
            lines.append("")
        }
        if !exitStatus.isEmpty {
            lines.append("EXIT STATUS:")
            lines.append(contentsOf: exitStatus.map { "  " + $0 })
            lines.append("")
        }
        lines.append("EXAMPLES:")
        lines.append(contentsOf: examples.map { "  " + $0 })
        return lines.joined(separator: "\n")
    }
}
