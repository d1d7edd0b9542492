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
        ([name] + (positionals.isEmpty ? [] : [positionals]) + listedOptions.map(\.usage)).joined(separator: " ")
    }

    /// The options `--help` and the usage line show: all but deprecated spellings.
    var listedOptions: [OptionSpec] { options.filter(\.isListed) }

    /// A warning for each deprecated spelling `arguments` uses, naming what to write instead.
    func deprecationWarnings(in arguments: ParsedArguments) -> [String] {
        options.compactMap { option in
            guard let replacement = option.replacement, arguments.has(option.name) || arguments.value(option.name) != nil else {
                return nil
            }
            return "Warning: \(option.name) is deprecated and will be removed in the next release; use \(replacement)."
        }
    }

    /// The `--help` text: usage, options, exit status, examples.
    var help: String {
        var lines = ["OVERVIEW: \(summary)", "", "USAGE: keyfuzz \(usage)", ""]
        let options = listedOptions
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
