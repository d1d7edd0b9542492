/// One option a command accepts: a row of the command's option table.
struct OptionSpec: Sendable {
    /// The flag, e.g. `--seed`.
    var name: String
    /// The value's placeholder in usage (`N`, `NAME`, `FILE`), nil for a boolean flag.
    var value: String?
    /// Whether the option may be given more than once (values accumulate).
    var repeatable = false
    /// Whether the command needs it: shown without brackets in the usage line (the command
    /// checks it, after `--help` has had its chance).
    var required = false
    /// One line for `--help`.
    var help: String
    /// For a deprecated spelling, what to write instead: the parser still takes it, the usage
    /// line and `--help` leave it out, and a run that uses it says so on standard error.
    var replacement: String?

    /// Whether `--help` and the usage line show it (not a deprecated spelling).
    var isListed: Bool { replacement == nil }

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, value: nil, help: help)
    }

    static func value(
        _ name: String, _ placeholder: String, repeatable: Bool = false, required: Bool = false,
        _ help: String
    ) -> OptionSpec {
        OptionSpec(name: name, value: placeholder, repeatable: repeatable, required: required, help: help)
    }

    /// `--help`, which every command accepts besides its own options.
    static let helpFlag = OptionSpec.flag("--help", "Show this help.")
    /// `-h`, the short form of `--help` (not listed in the help).
    static let shortHelpFlag = OptionSpec.flag("-h", "Show this help.")

    /// The option with its placeholder, as `--help` lists it: `--strategy NAME ...`.
    var label: String {
        value.map { "\(name) \($0)\(repeatable ? " ..." : "")" } ?? name
    }

    /// The option in a usage line: the label, in brackets unless it is required.
    var usage: String {
        required ? label : "[\(label)]"
    }
}
