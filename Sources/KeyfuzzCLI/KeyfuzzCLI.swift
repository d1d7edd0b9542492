import Foundation

/// The `keyfuzz` command line: dispatches to a subcommand and turns errors into exit statuses.
public enum KeyfuzzCLI {
    static let commands: [any Command] = [
        FuzzCommand(), ReplayCommand(), ShrinkCommand(), ExhaustCommand(), VerifyCommand(), ListCommand(),
    ]
    /// What `keyfuzz` with no subcommand runs.
    static let defaultCommand = "fuzz"

    /// Runs the command line `arguments` (without the program name).
    /// - Returns: the exit status.
    public static func run(_ arguments: [String], console: Console) -> ExitCode {
        var arguments = arguments
        let name: String
        if let first = arguments.first, !first.hasPrefix("-") {
            name = first
            arguments.removeFirst()
        } else if arguments.first == "--help" || arguments.first == "-h" {
            console.print(overview)
            return .success
        } else {
            name = defaultCommand
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            console.printError("Error: unknown subcommand '\(name)'")
            console.printError("Usage: keyfuzz <subcommand> [options]  (subcommands: \(commands.map(\.name).joined(separator: ", ")))")
            console.printError("See 'keyfuzz --help'.")
            return .usage
        }
        do {
            // Parse first: `--help` after a mistyped option must not hide the mistake.
            let parsed = try ParsedArguments.parse(arguments, options: command.options + [.helpFlag, .shortHelpFlag])
            if parsed.has("--help") || parsed.has("-h") {
                console.print(command.help)
                return .success
            }
            for warning in command.deprecationWarnings(in: parsed) { console.printError(warning) }
            return try command.run(parsed, console: console)
        } catch let error as UsageError {
            console.printError("Error: \(error.description)")
            console.printError("Usage: keyfuzz \(command.usage)")
            console.printError("See 'keyfuzz \(command.name) --help'.")
            return .usage
        } catch let error as InputError {
            console.printError("Error: \(error.description)")
            return error.exitCode
        } catch {
            console.printError("Error: \(error)")
            return .dataError
        }
    }

    static var overview: String {
        var lines = [
            "OVERVIEW: keyfuzz finds and explains bugs in iOS keyboard-avoidance code.", "",
            "USAGE: keyfuzz [<subcommand>] [options]   (no subcommand: fuzz every built-in strategy)", "",
            "SUBCOMMANDS:",
        ]
        for command in commands {
            lines.append("  " + command.name + String(repeating: " ", count: Swift.max(2, 10 - command.name.count)) + command.summary)
        }
        lines.append("")
        lines.append("See 'keyfuzz <subcommand> --help' for its options and an example.")
        lines.append(
            "Exit status: 0 pass, 1 a strategy failed, a replay did not match or a case to shrink passes, 64 usage error, 65 bad input data, 66 an input file cannot be read, 73 cannot write output."
        )
        return lines.joined(separator: "\n")
    }
}
