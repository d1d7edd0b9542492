/// A command line split by a command's option table: option values in order, flags, positionals.
struct ParsedArguments: Equatable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// Parses `arguments` against `options`. `--name=value` and `--name value` both work; `--`
    /// ends the options. A repeatable option also takes several values until the next option
    /// (`--strategy naive transform`).
    /// - Throws: `UsageError` for an unknown option, a missing value or a repeated single option.
    static func parse(_ arguments: [String], options: [OptionSpec]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(name)'")
            }
            guard let placeholder = spec.value else {
                if inlineValue != nil { throw UsageError("\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            var values: [String] = []
            if let inlineValue {
                values.append(inlineValue)
            } else {
                guard index < arguments.count, !isOption(arguments[index]) else {
                    throw UsageError("\(name) needs a value (\(placeholder))")
                }
                values.append(arguments[index])
                index += 1
                while spec.repeatable, index < arguments.count, !isOption(arguments[index]) {
                    values.append(arguments[index])
                    index += 1
                }
            }
            if !spec.repeatable && parsed.values[name] != nil {
                throw UsageError("\(name) given more than once")
            }
            parsed.values[name, default: []].append(contentsOf: values)
        }
        return parsed
    }

    /// Whether `argument` looks like an option rather than a value (negative numbers are values).
    private static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") || (argument.hasPrefix("-") && argument.count > 1 && Double(argument) == nil)
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func value(_ name: String) -> String? { values[name]?.last }

    /// The value of `name`, a path to `what` (`a seed file`), or nil when absent.
    /// - Throws: `UsageError` for an empty path, which names no file.
    func path(_ name: String, to what: String) throws -> String? {
        guard let path = value(name) else { return nil }
        guard !path.isEmpty else { throw UsageError("\(name) needs \(what), got an empty path") }
        return path
    }

    /// The positional arguments, each a path to `what`.
    /// - Throws: `UsageError` for an empty one.
    func positionalPaths(to what: String) throws -> [String] {
        if positionals.contains(where: \.isEmpty) { throw UsageError("an empty path given as \(what)") }
        return positionals
    }

    /// The values of `name` split at commas, in order: `--device pad,phone-home --device pad-window`.
    /// - Throws: `UsageError` for an empty item (`--strategy ''`, `--invariants a,,b`), which
    ///   would otherwise vanish and silently leave the option at its default.
    func list(_ name: String) throws -> [String] {
        let items = (values[name] ?? []).flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        guard !items.contains(where: \.isEmpty) else { throw UsageError("\(name) has an empty value") }
        return items
    }

    /// The value of `name` as an integer in `range`, or `defaultValue` when absent.
    func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let text = value(name) else { return defaultValue }
        guard let number = Int(text) else { throw UsageError("\(name) expects a whole number, got '\(text)'") }
        guard range.contains(number) else {
            throw UsageError(
                "\(name) must be \(range.upperBound == Int.max ? "at least \(range.lowerBound)" : "between \(range.lowerBound) and \(range.upperBound)"), got \(number)"
            )
        }
        return number
    }
}

/// A usage error: printed as `Error: ...`, then the command's usage, exit status 64.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A bad input file: printed as `Error: ...`, exit status 65 (66 when it cannot be read at all).
struct InputError: Error, CustomStringConvertible {
    var description: String
    var exitCode: ExitCode = .dataError
    init(_ description: String, exitCode: ExitCode = .dataError) {
        self.description = description
        self.exitCode = exitCode
    }
}
