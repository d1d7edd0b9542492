/// An option's one declaration: its row in the command's option table (name, placeholder, help)
/// and how its value is read from a parsed command line, so that the name is written once and
/// the value is always read the way the table says.
struct Option<Value>: Sendable {
    /// The option's row in the table (`--help`, the usage line, the parser).
    let spec: OptionSpec
    private let read: @Sendable (ParsedArguments, String) throws -> Value

    /// Declares an option read by `read`, which gets the parsed command line and the option's name.
    init(_ spec: OptionSpec, read: @escaping @Sendable (ParsedArguments, String) throws -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The same option as a deprecated spelling of `replacement` (`--idealised`).
    func deprecated(use replacement: String) -> Option {
        var spec = spec
        spec.replacement = replacement
        return Option(spec, read: read)
    }

    /// The option's value in `arguments`.
    /// - Throws: `UsageError` when the value is not what the option takes.
    func value(in arguments: ParsedArguments) throws -> Value {
        try read(arguments, spec.name)
    }
}

extension Option where Value == Bool {
    /// A flag: whether it was given.
    static func flag(_ name: String, _ help: String) -> Option {
        Option(.flag(name, help)) { arguments, name in arguments.has(name) }
    }
}

extension Option where Value == Int {
    /// A whole number in `range`, `defaultValue` when absent.
    static func integer(
        _ name: String, _ placeholder: String, default defaultValue: @escaping @Sendable () -> Int, in range: ClosedRange<Int>,
        _ help: String
    ) -> Option {
        Option(.value(name, placeholder, help)) { arguments, name in
            try arguments.integer(name, default: defaultValue(), in: range)
        }
    }
}

extension Option where Value == String? {
    /// A text value (the last one given), nil when absent.
    static func text(_ name: String, _ placeholder: String, required: Bool = false, _ help: String) -> Option {
        Option(.value(name, placeholder, required: required, help)) { arguments, name in arguments.value(name) }
    }

    /// A path to `what` (`a seed file`), nil when absent; an empty path is a usage error.
    static func path(_ name: String, _ placeholder: String, to what: String, _ help: String) -> Option {
        Option(.value(name, placeholder, help)) { arguments, name in try arguments.path(name, to: what) }
    }
}

extension Option where Value == [String] {
    /// A repeatable option's values split at commas, in order; an empty item is a usage error.
    static func list(_ name: String, _ placeholder: String, _ help: String) -> Option {
        Option(.value(name, placeholder, repeatable: true, help)) { arguments, name in try arguments.list(name) }
    }
}
