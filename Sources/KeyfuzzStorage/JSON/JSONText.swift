/// JSON string literals, byte-stable (seed files, the CLI's `--json` documents), and text
/// from files made safe to print.
public enum JSONText {
    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` ready for a message or a terminal: every control character (C0, DEL, C1) and
    /// every bidirectional-override character escaped as `\u001b`, quotes and backslashes
    /// escaped as in JSON (unless `escapingQuotes` is false, for text shown outside double
    /// quotes), and cut after `limit` characters with `…`, so a file's bytes can neither drive
    /// a terminal nor make a message megabytes long.
    public static func printable(_ text: String, limit: Int, escapingQuotes: Bool = true) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            switch scalar {
            case "\"" where escapingQuotes: result += "\\\""
            case "\\" where escapingQuotes: result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isUnsafe(scalar): result += escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || v == 0x200E || v == 0x200F || v == 0x061C
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}
