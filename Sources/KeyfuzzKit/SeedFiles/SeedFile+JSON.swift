import Foundation
import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

// The seed format, declared once: the document's members below and the scenario's members
// (one per dimension of `ScenarioDimension.all`) drive both the writer and the strict reader.

extension SeedFile {
    /// The most actions a saved case holds: the generator's own maximum (`--max-actions`).
    public static let maximumActions = 10_000
    /// The largest distance a `scroll` or `contentChange` moves, in points.
    public static let maximumDistance: CGFloat = 1_000_000

    /// The document as JSON: format, version, then the members of ``documentFields(strategies:)``.
    public var json: JSONValue {
        let members =
            [
                JSONMember("format", .string(Self.formatName)),
                JSONMember("version", .integer(Self.currentVersion)),
            ]
            + Self.documentFields(strategies: nil).compactMap { field in field.encode(self).map { JSONMember(field.key, $0) } }
        return .object(members)
    }

    /// Returns the file's bytes: ``json`` laid out by `JSONWriter` (one member per line, small
    /// objects such as a field on one line, actions packed into lines of at most 120 columns),
    /// then a newline. Numbers are integers without a decimal point or else the shortest text
    /// that reads back to the same `Double`, so the same case always gives the same bytes:
    ///
    ///     {
    ///       "format": "keyfuzz-seed",
    ///       "version": 1,
    ///       "strategy": "naive",
    ///       "origin": { "seed": 2024, "case": 17 },
    ///       "invariants": ["sanity", "hidden-field", "drift", "unreachable-field"],
    ///       "scenario": {
    ///         "device": "phone-notch",
    ///         ...
    ///         "fields": [
    ///           { "frame": { "x": 16, "y": 20, "width": 300, "height": 44 }, "keyboardType": "default", "accessoryView": false }
    ///         ]
    ///       },
    ///       "actions": ["tap(11)", "finishAnimation"],
    ///       "expect": { "verdict": "fail", "invariant": "hidden-field", "actionIndex": 1 }
    ///     }
    ///
    /// Actions use their text form with every digit of a numeric argument. A non-finite number,
    /// which JSON cannot hold, is written as a string (`"nan"`) that reading rejects;
    /// `save(in:)` refuses such a case before writing.
    public func encode() -> Data {
        Data((JSONWriter.text(json) + "\n").utf8)
    }

    /// `Action`'s text form with every digit of a numeric argument (its `description` rounds to
    /// two decimals): the only form the reader accepts.
    public static func actionText(_ action: Action) -> String {
        switch action {
        case .scroll(let dy): "scroll(\(JSONValue.numberText(Double(dy))))"
        case .contentChange(let dh): "contentChange(\(JSONValue.numberText(Double(dh))))"
        default: action.description
        }
    }

    // MARK: The table

    /// The document's members after `format` and `version`, in file order.
    /// - Parameter strategies: The strategy names accepted besides the built-in ones; nil
    ///   accepts any (writing).
    static func documentFields(strategies: Set<String>?) -> [JSONField<SeedFile>] {
        [
            .required("strategy", \.strategy, .strategyName(extra: strategies)),
            .nullable("origin", \.origin, .origin),
            .required("invariants", \.invariants, .invariantSet),
            .required("scenario", \.scenario, .scenario),
            .required("actions", \.actions, .actions),
            .required("expect", \.expected, .verdict),
        ]
    }

    /// What the reader fills in: every member of a file overwrites it.
    private static let prototype = SeedFile(strategy: "", scenario: .prototype, actions: [], expected: .pass)

    // MARK: Reading

    /// Reads a seed file's bytes, checking every field.
    ///
    /// Rejected, each with the JSON field path and what was expected: malformed JSON (with
    /// line and column), a `format` other than `keyfuzz-seed`, a missing or unsupported
    /// `version`, missing, unknown or repeated keys, values of the wrong type, unknown strategy,
    /// device, orientation, enum, invariant or action names, numbers that are not finite
    /// (`1e999`) or outside their range (see the README's section on seed files), actions not written
    /// the way keyfuzz writes them (`tap(+0)`, `scroll(0x1p3)`), scenarios with
    /// `Scenario.problems` (each reported), taps beyond the fields, and expectations outside the
    /// actions or the enabled invariants. All problems found are reported together, except that
    /// a wrong format or version stops the reading at once.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for messages.
    ///   - extraStrategies: Strategy names accepted besides the built-in ones (user strategies).
    /// - Returns: The seed file.
    /// - Throws: ``SeedFileError`` naming `path` and each problem's field.
    public static func decode(_ data: Data, path: String, extraStrategies: Set<String> = []) throws -> SeedFile {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data)
        } catch {
            let location = "line \(error.line), column \(error.column)"
            let message =
                error.field.isEmpty
                ? "malformed JSON at \(location): \(error.reason)"
                : "malformed JSON at \(location), in \(error.field): \(error.reason)"
            throw SeedFileError(path: path, field: error.field, message: message)
        }
        var problems: [JSONProblem] = []
        let seed = read(root, extraStrategies: extraStrategies, problems: &problems)
        guard problems.isEmpty, let seed else {
            throw SeedFileError(path: path, problems: problems.map { SeedFileError.Problem(field: $0.path, message: $0.message) })
        }
        return seed
    }

    private static func read(_ root: JSONValue, extraStrategies: Set<String>, problems: inout [JSONProblem]) -> SeedFile? {
        guard case .object = root else {
            problems.append(
                JSONProblem(
                    path: "",
                    message:
                        "the file holds \(root.shortDescription), expected a JSON object with \"format\": \(JSONText.quoted(formatName))"))
            return nil
        }
        // Format and version first: a file that is not a seed, or from another version, would
        // otherwise drown in messages about fields it was never meant to have.
        guard let format = root["format"] else {
            problems.append(
                JSONProblem(
                    path: "format", message: "format is missing, expected \(JSONText.quoted(formatName)) (is this a keyfuzz seed file?)"))
            return nil
        }
        guard format == .string(formatName) else {
            problems.append(.wrong("format", format, expected: "\(JSONText.quoted(formatName)) (is this a keyfuzz seed file?)"))
            return nil
        }
        let supported = "a supported format version: \(supportedVersions.map(String.init).joined(separator: ", "))"
        guard let version = root["version"] else {
            problems.append(JSONProblem(path: "version", message: "version is missing, expected \(supported)"))
            return nil
        }
        guard case .number(let text) = version, let number = Int(text), String(number) == text,
            supportedVersions.contains(number)
        else {
            problems.append(.wrong("version", version, expected: supported))
            return nil
        }
        let fields = documentFields(strategies: extraStrategies)
        guard
            let members = JSONObjectReader.members(
                of: root, at: "", expected: "a JSON object",
                allowed: ["format", "version"] + fields.map(\.key),
                problems: &problems)
        else { return nil }
        var seed = prototype
        let before = problems.count
        for field in fields {
            field.decode(members[field.key], at: field.key, into: &seed, problems: &problems)
        }
        crossCheck(seed, members: members, problems: &problems)
        return problems.count == before ? seed : nil
    }

    /// The rules between members: taps name existing fields; the expectation lies within the
    /// actions and names an enabled invariant. Each is checked as soon as its inputs were read.
    private static func crossCheck(_ seed: SeedFile, members: [String: JSONValue], problems: inout [JSONProblem]) {
        // The field count of the file, even when the scenario has other problems.
        if let fieldCount = members["scenario"]?["fields"]?.elements?.count, let actions = members["actions"]?.elements {
            for (i, element) in actions.enumerated() {
                guard case .string(let text) = element, let action = try? Action(parsing: text),
                    case .tap(let index) = action, index >= fieldCount, actionText(action) == text
                else { continue }
                problems.append(
                    .wrong(
                        "actions[\(i)]", element,
                        expected: "a field index below \(fieldCount): the scenario has \(fieldCount) field\(fieldCount == 1 ? "" : "s")"))
            }
        }
        guard case .fail(let invariant, let actionIndex) = seed.expected, let expect = members["expect"] else { return }
        if members["invariants"] != nil, problems.allSatisfy({ !$0.path.hasPrefix("invariants") }),
            !seed.invariants.contains(invariant), let literal = expect["invariant"]
        {
            let enabled = seed.invariants.members.map(\.rawValue).joined(separator: ", ")
            problems.append(
                .wrong(
                    "expect.invariant", literal,
                    expected: "one of the enabled invariants (\(enabled)): a replay never reports a disabled one"))
        }
        if problems.allSatisfy({ !$0.path.hasPrefix("actions") }), let actionCount = members["actions"]?.elements?.count,
            !(0...actionCount).contains(actionIndex), let literal = expect["actionIndex"]
        {
            problems.append(
                .wrong(
                    "expect.actionIndex", literal,
                    expected: "0...\(actionCount): the index of an action, or \(actionCount) (the action count) for the end-of-case check"))
        }
    }
}

// MARK: - The members' codecs

extension JSONCodec where Value == String {
    /// A built-in strategy's name or one of `extra` (nil: any name).
    static func strategyName(extra: Set<String>?) -> JSONCodec<String> {
        let string = JSONCodec<String>.string("a strategy name in quotes")
        guard let extra else { return string }
        return string.validated { name, path, problems in
            guard !BuiltInStrategies.names.contains(name) && !extra.contains(name) else { return }
            let known = BuiltInStrategies.names + extra.sorted()
            problems.append(.wrong(path, .string(name), expected: "a known strategy: \(known.joined(separator: ", "))"))
        }
    }
}

extension JSONCodec where Value == SeedFile.Origin {
    /// `{ "seed": run seed, "case": case index }`.
    static var origin: JSONCodec<SeedFile.Origin> {
        .object(
            "an object { \"seed\": run seed, \"case\": case index } or no origin",
            prototype: SeedFile.Origin(seed: 0, caseIndex: 0),
            fields: [
                .required("seed", \.seed, .integer(in: 0...UInt64.max)),
                .required("case", \.caseIndex, .integer(in: 0...UInt64.max)),
            ])
    }
}

extension JSONCodec where Value == InvariantSet {
    /// A non-empty list of invariant names, each once.
    static var invariantSet: JSONCodec<InvariantSet> {
        let names = Invariant.allCases.map(\.rawValue).joined(separator: ", ")
        let element = JSONCodec<Invariant>.enumeration
        return JSONCodec(
            expectation: "an array of invariant names (\(names))",
            encode: { .array($0.members.map(element.encode)) },
            decode: { json, path, problems in
                guard case .array(let items) = json else {
                    problems.append(.wrong(path, json, expected: "an array of invariant names (\(names))"))
                    return nil
                }
                guard !items.isEmpty else {
                    problems.append(JSONProblem(path: path, message: "\(path) is empty, expected at least one of \(names)"))
                    return nil
                }
                var set = InvariantSet()
                let before = problems.count
                for (i, item) in items.enumerated() {
                    let itemPath = JSONPath.element(path, i)
                    guard let invariant = element.decode(item, at: itemPath, problems: &problems) else { continue }
                    if set.contains(invariant) {
                        problems.append(
                            JSONProblem(
                                path: itemPath,
                                message: "\(itemPath) is \(item.shortDescription), which the list already has, expected each invariant once"
                            ))
                    }
                    set.insert(invariant)
                }
                return problems.count == before ? set : nil
            })
    }
}

extension JSONCodec where Value == [Action] {
    /// At most ``SeedFile/maximumActions`` actions, each written exactly as keyfuzz writes it.
    static var actions: JSONCodec<[Action]> {
        let expectation = "an array of actions such as [\"tap(0)\", \"finishAnimation\"]"
        return .array(of: .action, count: 0...SeedFile.maximumActions, expectation: expectation)
    }
}

extension JSONCodec where Value == Action {
    /// One action in its canonical text form, with a tap index below 16, distances of at
    /// most ``SeedFile/maximumDistance`` points and waits of at most ``Action/maximumWait`` (the
    /// action parser enforces that range).
    static var action: JSONCodec<Action> {
        JSONCodec(
            expectation: "an action in quotes, such as \"tap(0)\"",
            encode: { .string(SeedFile.actionText($0)) },
            decode: { json, path, problems in
                guard case .string(let text) = json else {
                    problems.append(.wrong(path, json, expected: "an action in quotes, such as \"tap(0)\""))
                    return nil
                }
                let action: Action
                do {
                    action = try Action(parsing: text)
                } catch let error as ActionParseError {
                    problems.append(.wrong(path, json, expected: "an action (\(error.reason))"))
                    return nil
                } catch {
                    problems.append(.wrong(path, json, expected: "an action (\(error))"))
                    return nil
                }
                let canonical = SeedFile.actionText(action)
                guard canonical == text else {
                    problems.append(.wrong(path, json, expected: "an action written as keyfuzz writes it: \(JSONText.quoted(canonical))"))
                    return nil
                }
                switch action {
                case .tap(let index) where index >= Scenario.maximumFieldCount:
                    problems.append(
                        .wrong(path, json, expected: "a field index below \(Scenario.maximumFieldCount), the most fields a form has"))
                    return nil
                case .scroll(let distance), .contentChange(let distance):
                    guard abs(distance) <= SeedFile.maximumDistance else {
                        problems.append(
                            .wrong(
                                path, json,
                                expected: "a distance of at most \(JSONValue.numberText(Double(SeedFile.maximumDistance))) pt either way"))
                        return nil
                    }
                default:
                    break
                }
                return action
            })
    }
}

extension JSONCodec where Value == Verdict {
    /// `{ "verdict": "pass" }` or `{ "verdict": "fail", "invariant": name, "actionIndex": n }`.
    static var verdict: JSONCodec<Verdict> {
        let kind = "{ \"verdict\": \"pass\" } or { \"verdict\": \"fail\", \"invariant\": name, \"actionIndex\": n }"
        return JSONCodec(
            expectation: kind,
            encode: { verdict in
                switch verdict {
                case .pass:
                    .object([JSONMember("verdict", .string("pass"))])
                case .fail(let invariant, let actionIndex):
                    .object([
                        JSONMember("verdict", .string("fail")), JSONMember("invariant", .string(invariant.rawValue)),
                        JSONMember("actionIndex", .integer(actionIndex)),
                    ])
                }
            },
            decode: { json, path, problems in
                let before = problems.count
                switch json["verdict"] {
                case .string("pass")?:
                    _ = JSONObjectReader.members(of: json, at: path, expected: kind, allowed: ["verdict"], problems: &problems)
                    return problems.count == before ? .pass : nil
                case .string("fail")?:
                    guard
                        let members = JSONObjectReader.members(
                            of: json, at: path, expected: kind,
                            allowed: ["verdict", "invariant", "actionIndex"],
                            problems: &problems)
                    else { return nil }
                    func member<Member>(_ key: String, _ codec: JSONCodec<Member>) -> Member? {
                        let memberPath = JSONPath.member(path, key)
                        guard let value = members[key] else {
                            problems.append(JSONProblem(path: memberPath, message: "\(memberPath) is missing"))
                            return nil
                        }
                        return codec.decode(value, at: memberPath, problems: &problems)
                    }
                    let invariant = member("invariant", JSONCodec<Invariant>.enumeration)
                    let actionIndex = member("actionIndex", JSONCodec<Int>.integer(in: 0...SeedFile.maximumActions))
                    guard let invariant, let actionIndex, problems.count == before else { return nil }
                    return .fail(invariant, actionIndex: actionIndex)
                case nil where json.members != nil:
                    let memberPath = JSONPath.member(path, "verdict")
                    problems.append(JSONProblem(path: memberPath, message: "\(memberPath) is missing"))
                    return nil
                case nil:
                    problems.append(.wrong(path, json, expected: kind))
                    return nil
                case let other?:
                    problems.append(.wrong(JSONPath.member(path, "verdict"), other, expected: "\"pass\" or \"fail\""))
                    return nil
                }
            })
    }
}
