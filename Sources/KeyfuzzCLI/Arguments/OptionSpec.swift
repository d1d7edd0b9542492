/// One option a command accepts: a row of the command's option table.
struct OptionSpec: Sendable {
    /// The flag, e.g. `--seed`.
    var name: String
    /// The value's placeholder in usage (`N`, `NAME`, `FILE`), nil for a boolean flag.
    var value: String?
    /// Whether the option may be given more than once (values accumulate).
    var repeatable = false
    /// One line for `--help`.
    var help: String

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, value: nil, help: help)
    }

    static func value(_ name: String, _ placeholder: String, repeatable: Bool = false, _ help: String) -> OptionSpec {
        OptionSpec(name: name, value: placeholder, repeatable: repeatable, help: help)
    }
}
