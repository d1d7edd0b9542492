/// Why a seed file cannot be read: the file, and each problem with the JSON field it is in.
///
/// The description is one line for a single problem:
///
///     Seeds/naive-hidden-field-1a2b.json: scenario.fields[3].frame.height is 1e999, expected a finite number (it is beyond Double's range)
///
/// and a summary line followed by one line per problem when there are several:
///
///     Seeds/naive-hidden-field-1a2b.json: 2 problems
///       - scenario.device is "phone-fold", expected one of "phone-home", "phone-notch", "pad", "pad-window"
///       - actions[0] is "tapp(11)", expected an action (unknown action; expected one of tap, next, ...)
public struct SeedFileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// One thing wrong with a seed file.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The JSON field path, e.g. `scenario.fields[3].frame.height`; empty for the whole file.
        public var field: String
        /// A sentence naming the field (when there is one), what it holds and what was expected.
        public var message: String

        /// A problem at the JSON field path `field` (empty for the whole file), told by `message`.
        public init(field: String, message: String) {
            self.field = field
            self.message = message
        }

        public var description: String { message }
    }

    /// The file's path as given to the reader.
    public var path: String
    /// What is wrong, in file order; never empty.
    public var problems: [Problem]

    /// The file at `path` and what is wrong with it, in file order (never empty).
    public init(path: String, problems: [Problem]) {
        self.path = path
        self.problems = problems
    }

    /// Creates an error with a single problem.
    public init(path: String, field: String, message: String) {
        self.init(path: path, problems: [Problem(field: field, message: message)])
    }

    /// The field paths of the problems, in order.
    public var fields: [String] { problems.map(\.field) }

    public var description: String {
        guard problems.count != 1 else { return "\(path): \(problems[0].message)" }
        return "\(path): \(problems.count) problems\n" + problems.map { "  - \($0.message)" }.joined(separator: "\n")
    }
}
