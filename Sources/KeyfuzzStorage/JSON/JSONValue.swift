/// A parsed or to-be-written JSON value. Objects keep their members in order, duplicates
/// included (a reader must see them to reject them); numbers keep their literal text, so a
/// 64-bit seed stays exact and a message can quote a number exactly as the file wrote it.
public enum JSONValue: Hashable, Sendable {
    /// An object: its members in file order, duplicates included.
    case object([JSONMember])
    /// An array.
    case array([JSONValue])
    /// A string, unescaped.
    case string(String)
    /// The number's literal text (JSON's number grammar).
    case number(String)
    /// `true` or `false` (never a number).
    case bool(Bool)
    /// `null`.
    case null

    /// A finite `Double` as the shortest text that reads back to it: an integer without a
    /// decimal point when it is one (below 2^53), else Swift's shortest round-tripping form
    /// (`0.25`, `1e-05`), the same on every platform. `-0` is written `0`. JSON has no
    /// non-finite numbers: those become the strings `"nan"`, `"inf"`, `"-inf"`, which a
    /// reader expecting a number rejects.
    public static func number(_ value: Double) -> JSONValue {
        value.isFinite ? .number(numberText(value)) : .string(numberText(value))
    }

    /// The shortest text that reads back as `value` (`nan`, `inf`, `-inf` when not finite).
    public static func numberText(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return value.description
    }

    /// An integer as JSON.
    public static func integer(_ value: some BinaryInteger) -> JSONValue {
        .number(String(value))
    }

    /// The longest literal a message quotes whole; longer ones are cut with an ellipsis, so a
    /// hostile file cannot make a message megabytes long.
    public static let quotedLimit = 60

    /// A short description of the value for messages: the literal for scalars (a string
    /// quoted with its control characters escaped, a number exactly as written), the kind
    /// otherwise; literals longer than ``quotedLimit`` characters are cut with `…`.
    public var shortDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string(let text): "\"" + JSONText.printable(text, limit: Self.quotedLimit) + "\""
        case .number(let text):
            text.count > Self.quotedLimit ? JSONText.printable(text, limit: Self.quotedLimit) + " (\(text.count) characters)" : text
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        }
    }

    /// The value's members when it is an object.
    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value's elements when it is an array.
    public var elements: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The first member called `key` when the value is an object.
    public subscript(key: String) -> JSONValue? {
        members?.first { $0.key == key }?.value
    }
}

/// One member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The member's name, unescaped.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// A member named `key` holding `value`.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// Field paths in messages: `scenario.fields[3].frame.height`.
public enum JSONPath {
    /// `parent.key`, or `key` at the top level. A key from a file is shown as
    /// ``JSONText/printable(_:limit:)`` shows text, so a hostile key cannot reach a terminal raw.
    public static func member(_ parent: String, _ key: String) -> String {
        let shown = key.isEmpty ? "\"\"" : JSONText.printable(key, limit: 40)
        return parent.isEmpty ? shown : "\(parent).\(shown)"
    }

    /// `parent[index]`.
    public static func element(_ parent: String, _ index: Int) -> String {
        "\(parent)[\(index)]"
    }
}
