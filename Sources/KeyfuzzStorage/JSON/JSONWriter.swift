/// Writes a ``JSONValue`` as pretty-printed text whose bytes depend only on the value, so the
/// same document always gives the same file on every machine.
///
/// The layout follows three rules, enough for documents that people read and diff:
/// - An object that holds no array, at any depth, is written on one line,
///   `{ "x": 16, "y": 20 }`; any other object gets one member per line, indented by two spaces
///   per level.
/// - An array that holds an object gets one element per line.
/// - An array of scalars stays on one line when that line (with its key and a trailing comma)
///   fits in ``width`` columns, else it is packed into lines that do.
public enum JSONWriter {
    /// The widest line packing aims for.
    public static let width = 120

    /// The text of `value`, without a trailing newline.
    public static func text(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, prefixWidth: 0, followedByComma: false, into: &out)
        return out
    }

    /// Writes `value` starting mid-line after `prefixWidth` columns (its indentation and key).
    private static func write(
        _ value: JSONValue, indent: Int, prefixWidth: Int, followedByComma: Bool,
        into out: inout String
    ) {
        switch value {
        case .object(let members):
            if members.isEmpty {
                out += "{}"
            } else if !holdsArray(value) {
                out += "{ "
                for (i, member) in members.enumerated() {
                    if i > 0 { out += ", " }
                    out += JSONText.quoted(member.key) + ": "
                    write(member.value, indent: indent, prefixWidth: 0, followedByComma: false, into: &out)
                }
                out += " }"
            } else {
                let inner = String(repeating: " ", count: indent + 2)
                out += "{\n"
                for (i, member) in members.enumerated() {
                    let key = JSONText.quoted(member.key) + ": "
                    out += inner + key
                    let last = i == members.count - 1
                    write(
                        member.value, indent: indent + 2, prefixWidth: inner.count + key.count,
                        followedByComma: !last, into: &out)
                    out += last ? "\n" : ",\n"
                }
                out += String(repeating: " ", count: indent) + "}"
            }
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
            } else if elements.contains(where: { $0.members != nil }) {
                let inner = String(repeating: " ", count: indent + 2)
                out += "[\n"
                for (i, element) in elements.enumerated() {
                    out += inner
                    let last = i == elements.count - 1
                    write(element, indent: indent + 2, prefixWidth: inner.count, followedByComma: !last, into: &out)
                    out += last ? "\n" : ",\n"
                }
                out += String(repeating: " ", count: indent) + "]"
            } else {
                out += packed(
                    elements.map(scalarText), indent: indent, prefixWidth: prefixWidth,
                    followedByComma: followedByComma)
            }
        default:
            out += scalarText(value)
        }
    }

    /// Scalars on one line when it fits, else packed into lines of at most ``width`` columns.
    private static func packed(_ items: [String], indent: Int, prefixWidth: Int, followedByComma: Bool) -> String {
        let oneLine = "[" + items.joined(separator: ", ") + "]"
        if prefixWidth + oneLine.count + (followedByComma ? 1 : 0) <= width { return oneLine }
        let itemIndent = indent + 2
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty && itemIndent + line.count + 2 + item.count + 1 > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? item : ", " + item
        }
        lines.append(line)
        let pad = String(repeating: " ", count: itemIndent)
        return "[\n" + lines.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
    }

    /// Whether `value` holds an array at any depth.
    private static func holdsArray(_ value: JSONValue) -> Bool {
        switch value {
        case .array: true
        case .object(let members): members.contains { holdsArray($0.value) }
        default: false
        }
    }

    private static func scalarText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): JSONText.quoted(text)
        case .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .object, .array: text(value)
        }
    }
}
