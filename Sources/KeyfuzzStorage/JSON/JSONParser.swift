import Foundation

// Documents are read with this small parser rather than `JSONSerialization` because
// the readers need what `JSONSerialization` hides or does differently per platform:
// numbers as their literal text (a 64-bit seed stays exact, `1e999` can be quoted back
// as written), members in file order with duplicates visible, booleans that never pass
// for numbers (Darwin's `NSNumber` bridges `true` to 1), and the line, column and field
// path of a syntax error.

/// Where and why a document is not well-formed JSON.
public struct JSONSyntaxError: Error, Sendable {
    /// The 1-based line where the error was found.
    public var line: Int
    /// The 1-based column (characters, not bytes) where the error was found.
    public var column: Int
    /// The field path the parser was in, e.g. `scenario.fields[2]` (empty at the top level).
    public var field: String
    /// What was wrong, as a phrase (e.g. `unexpected end of file, expected a value`).
    public var reason: String
}

/// A strict RFC 8259 parser over UTF-8 bytes (a leading byte order mark is skipped).
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    /// Nesting deeper than this is rejected rather than risking the stack.
    private static let maximumDepth = 64

    private init(_ data: Data) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
    }

    /// Parses one JSON document: a value with only whitespace around it.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(data)
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else {
            throw parser.error("the file is empty, expected a JSON object", field: "")
        }
        let value = try parser.parseValue(field: "", depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.error("unexpected \(parser.describeNext()) after the end of the document", field: "")
        }
        return value
    }

    private mutating func parseValue(field: String, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) levels", field: field)
        }
        guard index < bytes.count else { throw error("unexpected end of file, expected a value", field: field) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(field: field, depth: depth)
        case UInt8(ascii: "["): return try parseArray(field: field, depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString(field: field))
        case UInt8(ascii: "t"):
            try expectLiteral("true", field: field)
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false", field: field)
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null", field: field)
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber(field: field))
        default:
            throw error(
                "unexpected \(describeNext()), expected a value (an object, array, string, number, true, false or null)", field: field)
        }
    }

    private mutating func parseObject(field: String, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw error("unexpected \(describeNext()), expected a member name in double quotes", field: field)
            }
            let key = try parseString(field: field)
            let child = JSONPath.member(field, key)
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error("unexpected \(describeNext()), expected ':' after the member name", field: child)
            }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key, try parseValue(field: child, depth: depth + 1)))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                return .object(members)
            }
            throw error("unexpected \(describeNext()), expected ',' or '}' after the member", field: child)
        }
    }

    private mutating func parseArray(field: String, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            let child = JSONPath.element(field, elements.count)
            elements.append(try parseValue(field: child, depth: depth + 1))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                return .array(elements)
            }
            throw error("unexpected \(describeNext()), expected ',' or ']' after the element", field: child)
        }
    }

    private mutating func parseString(field: String) throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unexpected end of file inside a string", field: field) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = Self.validUTF8(utf8) else {
                    throw error("the string is not valid UTF-8", field: field)
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unexpected end of file inside a string", field: field) }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = UInt32(try parseHex4(field: field))
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a high surrogate \\u escape must be followed by a low surrogate", field: field)
                        }
                        index += 2
                        let low = UInt32(try parseHex4(field: field))
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("a high surrogate \\u escape must be followed by a low surrogate", field: field)
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else {
                        throw error("\\u escape of a lone surrogate", field: field)
                    }
                    utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    index -= 1
                    let escaped = nextCharacter().map { JSONText.printable(String($0), limit: 1, escapingQuotes: false) }
                    throw error("unknown escape '\\\(escaped ?? describeNext())' in a string", field: field)
                }
            case 0x00..<0x20:
                throw error("a control character (byte 0x\(String(byte, radix: 16))) inside a string; write it as an escape", field: field)
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseHex4(field: String) throws(JSONSyntaxError) -> UInt16 {
        guard index + 4 <= bytes.count,
            let value = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else {
            throw error("expected 4 hexadecimal digits after \\u", field: field)
        }
        index += 4
        return value
    }

    private mutating func parseNumber(field: String) throws(JSONSyntaxError) -> String {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - first
        }
        if peek(UInt8(ascii: "-")) { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("expected a digit in the number", field: field) }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number must not start with 0 unless it is 0 (no leading zeros)", field: field)
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits(&self) > 0 else { throw error("expected a digit after the decimal point", field: field) }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent", field: field) }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: String, field: String) throws(JSONSyntaxError) {
        let expected = Array(literal.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw error("unexpected \(describeNext()), expected \(literal)", field: field)
        }
        index += expected.count
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// The next character for an error message: `'x'` (a control character escaped, `'\u001b'`),
    /// a short word (`'NaN'`), or "end of file".
    private func describeNext() -> String {
        guard index < bytes.count else { return "end of file" }
        guard let first = nextCharacter() else { return "byte 0x\(String(bytes[index], radix: 16))" }
        if first.isLetter || first.isNumber {
            // A word reads better than its first letter: `unexpected 'NaN'`.
            let word = bytes[index...].prefix {
                $0 < 0x80 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber)
            }
            if word.count > 1 { return "'\(JSONText.printable(String(decoding: word, as: UTF8.self), limit: 20))'" }
        }
        return "'\(JSONText.printable(String(first), limit: 1, escapingQuotes: false))'"
    }

    /// `bytes` as a string when they are valid UTF-8, else nil: decoding repairs what is
    /// invalid, so the bytes are valid exactly when the repaired text encodes back to them (the
    /// standard library's own check, `String(validating:as:)`, needs macOS 15 and iOS 18).
    private static func validUTF8(_ bytes: some Collection<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// The character starting at the current byte (up to four bytes of UTF-8); nil at the end
    /// of the file or on a byte that starts no character.
    private func nextCharacter() -> Character? {
        guard index < bytes.count else { return nil }
        let rest = bytes[index...].prefix(4)
        for length in stride(from: rest.count, through: 1, by: -1) {
            if let text = Self.validUTF8(rest.prefix(length)), let first = text.first { return first }
        }
        return nil
    }

    private func error(_ reason: String, field: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<Swift.min(index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(line: line, column: column, field: field, reason: reason)
    }
}
