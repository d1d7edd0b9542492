import Foundation

/// One thing wrong with a JSON document, with the field path it is at.
public struct JSONProblem: Hashable, Sendable, CustomStringConvertible {
    /// The field path, e.g. `scenario.fields[3].frame.height`; empty for the whole document.
    public var path: String
    /// A sentence naming the field, what it holds and what was expected.
    public var message: String

    /// A problem at `path` (a field path, empty for the whole document), told by `message`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The problem that `path` holds `value` where `expected` was expected.
    public static func wrong(_ path: String, _ value: JSONValue, expected: String) -> JSONProblem {
        JSONProblem(path: path, message: "\(path.isEmpty ? "the document" : path) is \(value.shortDescription), expected \(expected)")
    }

    public var description: String { message }
}

/// How values of one type are written as JSON and read back, with the expectation a message
/// states when a file holds something else. Codecs compose: an object codec is built from
/// ``JSONField``s, each with a codec of its own, so every field of a format is declared once
/// and drives both the writer and the strict reader.
///
/// Codecs are immutable tables of pure functions, hence `@unchecked Sendable`.
public struct JSONCodec<Value>: @unchecked Sendable {
    /// What a value must look like, for messages: `true or false`, `one of "a", "b"`.
    public var expectation: String
    private let encoder: (Value) -> JSONValue
    private let decoder: (JSONValue, String, inout [JSONProblem]) -> Value?

    /// Creates a codec from its two directions.
    /// - Parameters:
    ///   - decode: Reads a value at a path; on failure records at least one problem and returns nil.
    public init(
        expectation: String, encode: @escaping (Value) -> JSONValue,
        decode: @escaping (JSONValue, String, inout [JSONProblem]) -> Value?
    ) {
        self.expectation = expectation
        self.encoder = encode
        self.decoder = decode
    }

    /// The JSON of `value`.
    public func encode(_ value: Value) -> JSONValue { encoder(value) }

    /// Reads `json`, found at `path`; nil after recording why in `problems`.
    public func decode(_ json: JSONValue, at path: String, problems: inout [JSONProblem]) -> Value? {
        decoder(json, path, &problems)
    }

    /// This codec with extra checks on a decoded value (each appends problems; the value is
    /// rejected when any is found).
    public func validated(by check: @escaping (Value, String, inout [JSONProblem]) -> Void) -> JSONCodec<Value> {
        let decoder = self.decoder
        return JSONCodec(expectation: expectation, encode: encoder) { json, path, problems in
            guard let value = decoder(json, path, &problems) else { return nil }
            let before = problems.count
            check(value, path, &problems)
            return problems.count == before ? value : nil
        }
    }
}

// MARK: - Scalars

extension JSONCodec where Value == Bool {
    /// `true` or `false` (never a number).
    public static var bool: JSONCodec<Bool> {
        JSONCodec(
            expectation: "true or false", encode: { .bool($0) },
            decode: { json, path, problems in
                guard case .bool(let value) = json else {
                    problems.append(.wrong(path, json, expected: "true or false"))
                    return nil
                }
                return value
            })
    }
}

extension JSONCodec where Value == String {
    /// Any string.
    public static func string(_ expectation: String) -> JSONCodec<String> {
        JSONCodec(
            expectation: expectation, encode: { .string($0) },
            decode: { json, path, problems in
                guard case .string(let value) = json else {
                    problems.append(.wrong(path, json, expected: expectation))
                    return nil
                }
                return value
            })
    }
}

extension JSONCodec where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the type's raw values, as a string.
    public static var enumeration: JSONCodec<Value> {
        let expectation = "one of " + Value.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        return JSONCodec(
            expectation: expectation, encode: { .string($0.rawValue) },
            decode: { json, path, problems in
                guard case .string(let text) = json, let value = Value(rawValue: text) else {
                    problems.append(.wrong(path, json, expected: expectation))
                    return nil
                }
                return value
            })
    }
}

extension JSONCodec where Value: BinaryFloatingPoint {
    /// A finite number in `range`, written as ``JSONValue/number(_:)`` writes it. A value out
    /// of range is quoted exactly as the file wrote it.
    public static func number(in range: ClosedRange<Double>) -> JSONCodec<Value> {
        let expectation = "a number in \(JSONValue.numberText(range.lowerBound))...\(JSONValue.numberText(range.upperBound))"
        return JSONCodec(
            expectation: expectation, encode: { .number(Double($0)) },
            decode: { json, path, problems in
                guard case .number(let text) = json, let value = Double(text) else {
                    problems.append(.wrong(path, json, expected: "a number"))
                    return nil
                }
                guard value.isFinite else {
                    problems.append(.wrong(path, json, expected: "a finite number (it is beyond Double's range)"))
                    return nil
                }
                if value < range.lowerBound {
                    problems.append(.wrong(path, json, expected: ">= \(JSONValue.numberText(range.lowerBound))"))
                    return nil
                }
                if value > range.upperBound {
                    problems.append(.wrong(path, json, expected: "<= \(JSONValue.numberText(range.upperBound))"))
                    return nil
                }
                return Value(value)
            })
    }
}

extension JSONCodec where Value: FixedWidthInteger {
    /// An integer in `range`, written without sign, decimal point, exponent or leading zeros
    /// (`-0` is refused too: a file must say what it means in one way only).
    public static func integer(in range: ClosedRange<Value>) -> JSONCodec<Value> {
        let expectation = "an integer in \(range.lowerBound)...\(range.upperBound)"
        return JSONCodec(
            expectation: expectation, encode: { .integer($0) },
            decode: { json, path, problems in
                guard case .number(let text) = json else {
                    problems.append(.wrong(path, json, expected: expectation))
                    return nil
                }
                guard !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else {
                    problems.append(.wrong(path, json, expected: "\(expectation), without a decimal point or exponent"))
                    return nil
                }
                guard text != "-0" else {
                    problems.append(.wrong(path, json, expected: "\(expectation), written 0"))
                    return nil
                }
                guard let value = Value(text), range.contains(value) else {
                    problems.append(
                        JSONProblem(path: path, message: "\(path) is \(json.shortDescription), out of range: expected \(expectation)"))
                    return nil
                }
                return value
            })
    }
}

// MARK: - Collections

extension JSONCodec {
    /// An array of `count` elements of `element`, each read at `path[i]`.
    public static func array<Element>(
        of element: JSONCodec<Element>, count: ClosedRange<Int>,
        expectation: String
    ) -> JSONCodec<Value> where Value == [Element] {
        JSONCodec(
            expectation: expectation, encode: { .array($0.map(element.encode)) },
            decode: { json, path, problems in
                guard case .array(let items) = json else {
                    problems.append(.wrong(path, json, expected: expectation))
                    return nil
                }
                var values: [Element] = []
                values.reserveCapacity(items.count)
                var valid = true
                for (i, item) in items.enumerated() {
                    if let value = element.decode(item, at: JSONPath.element(path, i), problems: &problems) {
                        values.append(value)
                    } else {
                        valid = false
                    }
                }
                if !count.contains(items.count) {
                    let range = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound)...\(count.upperBound)"
                    problems.append(
                        JSONProblem(
                            path: path, message: "\(path) has \(items.count) entr\(items.count == 1 ? "y" : "ies"), expected \(range)"))
                    valid = false
                }
                return valid ? values : nil
            })
    }

    /// An object whose members are `fields`, read into a copy of `prototype`.
    ///
    /// Reading reports, each at its path: a value that is not an object, unknown keys
    /// ("... is not a known key, expected only a, b in path"), repeated keys, missing required
    /// keys, and whatever the fields' codecs report; every problem of the object is reported. Members are written in `fields` order,
    /// an optional one only when its value is not its default.
    public static func object(_ expectation: String, prototype: Value, fields: [JSONField<Value>]) -> JSONCodec<Value> {
        JSONCodec(
            expectation: expectation,
            encode: { value in
                .object(fields.compactMap { field in field.encode(value).map { JSONMember(field.key, $0) } })
            },
            decode: { json, path, problems in
                let before = problems.count
                guard
                    let members = JSONObjectReader.members(
                        of: json, at: path, expected: expectation,
                        allowed: fields.map(\.key), problems: &problems)
                else { return nil }
                var value = prototype
                for field in fields {
                    field.decode(members[field.key], at: JSONPath.member(path, field.key), into: &value, problems: &problems)
                }
                return problems.count == before ? value : nil
            })
    }
}

/// Checks an object's keys: the one place the strict readers' key rules live.
public enum JSONObjectReader {
    /// The members of the object `json` at `path`, by key (the first of a repeated key), after
    /// recording unknown and repeated keys; nil (recorded) when `json` is not an object.
    /// Missing keys are the fields' business (``JSONField``).
    public static func members(
        of json: JSONValue, at path: String, expected: String, allowed: [String],
        problems: inout [JSONProblem]
    ) -> [String: JSONValue]? {
        guard case .object(let list) = json else {
            problems.append(.wrong(path, json, expected: expected))
            return nil
        }
        var result: [String: JSONValue] = [:]
        for member in list {
            let memberPath = JSONPath.member(path, member.key)
            if !allowed.contains(member.key) {
                problems.append(
                    JSONProblem(
                        path: memberPath,
                        message:
                            "\(memberPath) is not a known key, expected only \(allowed.joined(separator: ", "))\(path.isEmpty ? "" : " in \(path)")"
                    ))
                continue
            }
            if result[member.key] != nil {
                problems.append(JSONProblem(path: memberPath, message: "\(memberPath) appears twice, expected each key once"))
                continue
            }
            result[member.key] = member.value
        }
        return result
    }
}
