/// When a shrunk failure is written as a seed file (``CounterexampleArchive``), like
/// swift-snapshot-testing's record modes: `.never`, `.missing` (the default) or `.all`.
///
/// Recording never makes a check pass: a check that writes a seed file still fails, so nothing
/// is recorded silently. The test helpers choose a mode per call (`record:`), per scope
/// (`withKeyboardAvoidanceTesting(record:)`) or for a whole run with the `KEYFUZZ_RECORD`
/// environment variable (`never`, `missing` or `all`); the innermost wins.
public struct RecordMode: Hashable, Sendable, CustomStringConvertible {
    /// The mode's name, as `KEYFUZZ_RECORD` spells it.
    public let name: String

    private init(name: String) { self.name = name }

    /// Writes nothing; the failure message still holds the whole case and how to find it again.
    public static let never = RecordMode(name: "never")
    /// Writes the shrunk failure's seed file unless an identical one is already saved (the default).
    public static let missing = RecordMode(name: "missing")
    /// Writes the shrunk failure's seed file, rewriting the file of the same name if it exists.
    public static let all = RecordMode(name: "all")

    /// Every mode, in the order above.
    public static let allModes: [RecordMode] = [.never, .missing, .all]

    /// The environment variable that sets the mode of a whole run.
    public static let environmentVariable = "KEYFUZZ_RECORD"

    /// The mode called `name` (`never`, `missing`, `all`), nil for anything else.
    public init?(named name: String) {
        guard let mode = Self.allModes.first(where: { $0.name == name }) else { return nil }
        self = mode
    }

    public var description: String { name }
}
