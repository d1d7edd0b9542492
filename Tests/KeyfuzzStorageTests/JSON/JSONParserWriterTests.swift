import Foundation
import Testing

@testable import KeyfuzzStorage

/// The JSON layer on its own: what the writer writes reads back as the same value, numbers keep
/// their literal text, and every malformed document is rejected with its line, column and field.
@Suite struct JSONParserWriterTests {
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Data(text.utf8))
    }

    /// Every kind of value, nested, with the strings and numbers that are easy to get wrong.
    static let document = JSONValue.object([
        JSONMember("format", .string("keyfuzz-seed")),
        JSONMember("seed", .number("18446744073709551615")),
        JSONMember("negative", .number("-12.5e-3")),
        JSONMember("flags", .array([.bool(true), .bool(false), .null])),
        JSONMember("text", .string("quote \" backslash \\ tab \t newline \n bell \u{07} é 🎹")),
        JSONMember("empty", .object([])),
        JSONMember("none", .array([])),
        JSONMember("same", .number("1")),
        JSONMember("same", .number("2")),
        JSONMember(
            "fields",
            .array([
                .object([JSONMember("x", .number("16")), JSONMember("y", .number("20"))]),
                .object([JSONMember("x", .number("16")), JSONMember("y", .number("64"))]),
            ])),
        JSONMember("numbers", .array((0..<60).map { .integer($0) })),
    ])

    @Test func whatTheWriterWritesReadsBackAsTheSameValue() throws {
        let text = JSONWriter.text(Self.document)
        #expect(try Self.parse(text) == Self.document)
        // The same value always gives the same bytes.
        #expect(JSONWriter.text(try Self.parse(text)) == text)
        // Duplicate members are kept, in order, for readers to reject.
        #expect(try Self.parse(text).members?.filter { $0.key == "same" }.map(\.value) == [.number("1"), .number("2")])
    }

    @Test func theLayoutFollowsItsRules() {
        // An object without arrays on one line; an array of objects one per line.
        #expect(JSONWriter.text(.object([JSONMember("x", .integer(16)), JSONMember("y", .integer(20))])) == #"{ "x": 16, "y": 20 }"#)
        #expect(
            JSONWriter.text(.object([JSONMember("a", .array([.object([JSONMember("x", .integer(1))])]))]))
                == "{\n  \"a\": [\n    { \"x\": 1 }\n  ]\n}")
        // A long array of scalars is packed into lines of at most the writer's width.
        let packed = JSONWriter.text(.object([JSONMember("numbers", .array((0..<100).map { .integer($0 * 1_000) }))]))
        #expect(packed.split(separator: "\n").count > 3)
        #expect(packed.split(separator: "\n").allSatisfy { $0.count <= JSONWriter.width })
    }

    @Test func numbersAreWrittenAsTheShortestTextThatReadsBack() {
        #expect(JSONValue.number(3.0) == .number("3"))
        #expect(JSONValue.number(-0.0) == .number("0"))
        #expect(JSONValue.number(0.25) == .number("0.25"))
        #expect(JSONValue.number(0.00001) == .number("1e-05"))
        // From 2^53 on a Double may not be an integer's exact value: Swift's round-tripping form.
        #expect(JSONValue.number(9_007_199_254_740_992) == .number("9007199254740992.0"))
        // JSON has no non-finite numbers: they become strings a number reader rejects.
        #expect(JSONValue.number(.nan) == .string("nan"))
        #expect(JSONValue.number(-.infinity) == .string("-inf"))
        #expect(JSONValue.integer(UInt64.max) == .number("18446744073709551615"))
    }

    @Test func aByteOrderMarkAndSurroundingWhitespaceAreAccepted() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data(" \n\t{ \"a\": \"\\u00e9\\ud83c\\udfb9\" }\r\n".utf8))
        #expect(try JSONParser.parse(data) == .object([JSONMember("a", .string("é🎹"))]))
    }

    /// Each malformed document: where the parser stopped (line, column, field) and why.
    @Test(arguments: [
        ("", 1, 1, "", "the file is empty, expected a JSON object"),
        ("{\"a\": 1,}", 1, 9, "", "unexpected '}', expected a member name in double quotes"),
        ("{'a': 1}", 1, 2, "", "unexpected ''', expected a member name in double quotes"),
        ("{\"a\" 1}", 1, 6, "a", "unexpected '1', expected ':' after the member name"),
        ("{\"a\": [1 2]}", 1, 10, "a[0]", "unexpected '2', expected ',' or ']' after the element"),
        ("{\"a\": 01}", 1, 9, "a", "a number must not start with 0 unless it is 0 (no leading zeros)"),
        ("{\"a\": 1.}", 1, 9, "a", "expected a digit after the decimal point"),
        ("{\"a\": NaN}", 1, 7, "a", "unexpected 'NaN', expected a value (an object, array, string, number, true, false or null)"),
        ("{\"a\": \"x\\q\"}", 1, 10, "a", "unknown escape '\\q' in a string"),
        ("{\"a\": \"x\\é\"}", 1, 10, "a", "unknown escape '\\é' in a string"),
        ("{\"a\": \"\\ud83c\"}", 1, 14, "a", "a high surrogate \\u escape must be followed by a low surrogate"),
        ("{\"a\": \"tab\there\"}", 1, 11, "a", "a control character (byte 0x9) inside a string; write it as an escape"),
        ("{\n  \"a\": \"open", 2, 13, "a", "unexpected end of file inside a string"),
        ("{\"a\": 1} x", 1, 10, "", "unexpected 'x' after the end of the document"),
    ])
    func malformedDocumentsAreRejectedWithWhereAndWhy(text: String, line: Int, column: Int, field: String, reason: String) {
        do {
            let value = try Self.parse(text)
            Issue.record("accepted \(text.debugDescription) as \(value)")
        } catch {
            #expect(error.reason == reason, "\(text.debugDescription)")
            #expect(error.field == field, "\(text.debugDescription)")
            #expect((error.line, error.column) == (line, column), "\(text.debugDescription): \(error.line):\(error.column)")
        }
    }

    /// Bytes that are not UTF-8 inside a string (a lone continuation byte, an overlong form, a
    /// surrogate's encoding, a cut sequence) are rejected; every valid character is kept as is.
    @Test(arguments: [[0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82]] as [[UInt8]])
    func invalidUTF8InAStringIsRejected(bytes: [UInt8]) {
        var data = Data("{\"a\": \"x".utf8)
        data.append(contentsOf: bytes)
        data.append(contentsOf: Data("\"}".utf8))
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(data) }
        do {
            _ = try JSONParser.parse(data)
        } catch {
            #expect(error.reason == "the string is not valid UTF-8")
            #expect(error.field == "a")
        }
        let valid = "{\"a\": \"\u{FFFD} é € 𝄞\"}"
        #expect((try? JSONParser.parse(Data(valid.utf8))) == .object([JSONMember("a", .string("\u{FFFD} é € 𝄞"))]))
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: JSONSyntaxError.self) { try Self.parse(deep) }
        let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect((try? Self.parse(allowed)) != nil)
    }
}
