import Foundation
import KeyboardWorld
import KeyboardStrategies

// MARK: - Writing

extension SeedFile {
    /// Returns the file's bytes: format version 1, pretty-printed JSON with a fixed layout.
    ///
    /// Keys come in a fixed order, small objects (`origin`, `contentInset`, a field, `expect`)
    /// sit on one line, the actions are packed into lines of at most 120 columns, and numbers
    /// are integers without a decimal point or else the shortest text that reads back to the
    /// same `Double` (`0.25`, `1e-05`). So the same case always gives the same bytes:
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
    /// Actions use `Action`'s text form, except that `scroll` and `contentChange` keep every
    /// digit of their argument (`Action.description` rounds to two decimals). A non-finite
    /// number, which JSON cannot hold, is written as a string (`"nan"`) that reading rejects;
    /// `save(in:)` refuses such a case before writing.
    public func encode() -> Data {
        var members: [String] = [
            "\"format\": \(Self.quoted(Self.formatName))",
            "\"version\": \(Self.currentVersion)",
            "\"strategy\": \(Self.quoted(strategy))",
        ]
        if let origin {
            members.append("\"origin\": { \"seed\": \(origin.seed), \"case\": \(origin.caseIndex) }")
        }
        members.append("\"invariants\": [\(invariants.members.map { Self.quoted($0.rawValue) }.joined(separator: ", "))]")
        members.append("\"scenario\": \(encodedScenario())")
        members.append("\"actions\": \(encodedActions())")
        members.append("\"expect\": \(encodedExpectation())")
        let text = "{\n" + members.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
        return Data(text.utf8)
    }

    private func encodedScenario() -> String {
        let s = scenario
        let inset = s.contentInset
        var members = [
            "\"device\": \(Self.quoted(s.device.rawValue))",
            "\"orientation\": \(Self.quoted(s.orientation.rawValue))",
            "\"navigationBar\": \(s.navigationBar)",
            "\"tabBar\": \(s.tabBar)",
            "\"insetAdjustment\": \(Self.quoted(s.insetAdjustment.rawValue))",
            "\"contentInset\": { \"top\": \(Self.jsonNumber(inset.top)), \"left\": \(Self.jsonNumber(inset.left)), "
                + "\"bottom\": \(Self.jsonNumber(inset.bottom)), \"right\": \(Self.jsonNumber(inset.right)) }",
            "\"content\": \(Self.quoted(s.content.rawValue))",
            "\"systemScrollsToFocus\": \(s.systemScrollsToFocus)",
            "\"contentHeight\": \(Self.jsonNumber(s.contentHeight))",
        ]
        // Second-stage options are written only when set, so files without them stay readable
        // by readers that predate them (format version 1 grows additively).
        if s.rotationStyle != .change { members.append("\"rotationStyle\": \(Self.quoted(s.rotationStyle.rawValue))") }
        if s.layout != .autoresizing { members.append("\"layout\": \(Self.quoted(s.layout.rawValue))") }
        let fields = s.fields.map { field in
            let f = field.frame
            return "{ \"frame\": { \"x\": \(Self.jsonNumber(f.origin.x)), \"y\": \(Self.jsonNumber(f.origin.y)), "
                + "\"width\": \(Self.jsonNumber(f.size.width)), \"height\": \(Self.jsonNumber(f.size.height)) }, "
                + "\"keyboardType\": \(Self.quoted(field.keyboardType.rawValue)), \"accessoryView\": \(field.hasAccessoryView) }"
        }
        members.append(fields.isEmpty
            ? "\"fields\": []"
            : "\"fields\": [\n" + fields.map { "      " + $0 }.joined(separator: ",\n") + "\n    ]")
        return "{\n" + members.map { "    " + $0 }.joined(separator: ",\n") + "\n  }"
    }

    /// The actions on one line when it fits in 120 columns (about as wide as a field's line),
    /// else packed into lines that do.
    private func encodedActions() -> String {
        let items = actions.map { Self.quoted(Self.actionText($0)) }
        let oneLine = "[\(items.joined(separator: ", "))]"
        if "  \"actions\": ".count + oneLine.count + 1 <= 120 { return oneLine }
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty && 4 + line.count + 2 + item.count + 1 > 120 {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? item : ", " + item
        }
        lines.append(line)
        return "[\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
    }

    private func encodedExpectation() -> String {
        switch expected {
        case .pass:
            "{ \"verdict\": \"pass\" }"
        case .fail(let invariant, let actionIndex):
            "{ \"verdict\": \"fail\", \"invariant\": \(Self.quoted(invariant.rawValue)), \"actionIndex\": \(actionIndex) }"
        }
    }

    /// `Action`'s text form with every digit of a numeric argument.
    static func actionText(_ action: Action) -> String {
        switch action {
        case .scroll(let dy): "scroll(\(number(dy)))"
        case .contentChange(let dh): "contentChange(\(number(dh)))"
        default: action.description
        }
    }

    /// Formats a finite number deterministically: an integer without a decimal point when it is
    /// one (and below 2^53), otherwise the shortest text that reads back as the same `Double`.
    /// `-0` is written `0`. Non-finite values give `nan`, `inf` or `-inf`.
    static func number(_ value: CGFloat) -> String {
        let v = Double(value)
        if v.isNaN { return "nan" }
        if v.isInfinite { return v < 0 ? "-inf" : "inf" }
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) < 9_007_199_254_740_992 { return String(Int64(v)) }
        // Swift's `description` is the shortest round-tripping form, the same on every platform.
        return v.description
    }

    /// `number(value)`, or the same text in quotes when it is not a finite number (not valid JSON).
    private static func jsonNumber(_ value: CGFloat) -> String {
        value.isFinite ? number(value) : quoted(number(value))
    }

    /// `text` as a JSON string literal (see ``JSONText/quoted(_:)``).
    static func quoted(_ text: String) -> String { JSONText.quoted(text) }
}

// MARK: - Reading

extension SeedFile {
    /// Reads a seed file's bytes, checking every field.
    ///
    /// Rejected, each with the JSON field path and what was expected: malformed JSON (with
    /// line and column), a `format` other than `keyfuzz-seed`, a missing or unsupported
    /// `version`, missing, unknown or repeated keys, values of the wrong type, unknown strategy,
    /// device, orientation, enum, invariant or action names, numbers that are not finite
    /// (`1e999`), scenarios with `Scenario.problems` (each reported), taps beyond the fields,
    /// and expectations outside the actions or the enabled invariants. All problems found are
    /// reported together, except that a wrong format or version stops the reading at once.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for messages.
    ///   - extraStrategies: Strategy names accepted besides `BuiltInStrategy.all` (user strategies).
    /// - Returns: The seed file.
    /// - Throws: ``SeedFileError`` naming `path` and each problem's field.
    public static func decode(_ data: Data, path: String, extraStrategies: Set<String> = []) throws -> SeedFile {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data)
        } catch {
            let location = "line \(error.line), column \(error.column)"
            let message = error.field.isEmpty
                ? "malformed JSON at \(location): \(error.reason)"
                : "malformed JSON at \(location), in \(error.field): \(error.reason)"
            throw SeedFileError(path: path, field: error.field, message: message)
        }
        var reader = Reader(extraStrategies: extraStrategies)
        let seed = reader.seedFile(root)
        guard reader.problems.isEmpty, let seed else {
            throw SeedFileError(path: path, problems: reader.problems)
        }
        return seed
    }

    /// Reads a parsed document field by field, collecting problems instead of stopping at the first.
    private struct Reader {
        let extraStrategies: Set<String>
        var problems: [SeedFileError.Problem] = []

        init(extraStrategies: Set<String>) {
            self.extraStrategies = extraStrategies
        }

        mutating func problem(_ field: String, _ message: String) {
            problems.append(SeedFileError.Problem(field: field, message: message))
        }

        /// Records that `field` holds `value` where `expected` was expected.
        mutating func wrong(_ field: String, _ value: JSONValue, expected: String) {
            problem(field, "\(field) is \(value.shortDescription), expected \(expected)")
        }

        // MARK: Document

        mutating func seedFile(_ root: JSONValue) -> SeedFile? {
            guard case .object = root else {
                problem("", "the file holds \(root.shortDescription), expected a JSON object with \"format\": \(quoted(formatName))")
                return nil
            }
            // Format and version first: a file that is not a seed, or from another version,
            // would otherwise drown in messages about fields it was never meant to have.
            let header = members(root, "", required: [], optional: ["format", "version"], checkUnknown: false)
            guard let format = header["format"] else {
                problem("format", "format is missing, expected \(quoted(formatName)) (is this a keyfuzz seed file?)")
                return nil
            }
            guard case .string(formatName) = format else {
                wrong("format", format, expected: "\(quoted(formatName)) (is this a keyfuzz seed file?)")
                return nil
            }
            let supported = "a supported format version: \(supportedVersions.map(String.init).joined(separator: ", "))"
            guard let versionValue = header["version"] else {
                problem("version", "version is missing, expected \(supported)")
                return nil
            }
            guard case .number(let versionText) = versionValue, let version = Int(versionText),
                  supportedVersions.contains(version) else {
                wrong("version", versionValue, expected: supported)
                return nil
            }

            let document = members(root, "", required: ["format", "version", "strategy", "invariants", "scenario", "actions", "expect"],
                                   optional: ["origin"])
            let strategy = strategyName(document["strategy"])
            var origin: Origin?
            if let value = document["origin"], !isNull(value) {
                origin = self.origin(value)
            }
            let invariants = invariantSet(document["invariants"])
            let (scenario, fieldCount) = self.scenario(document["scenario"])
            let actions = self.actions(document["actions"], fieldCount: fieldCount)
            let expected = expectation(document["expect"], actionCount: actions?.count, invariants: invariants)
            guard let strategy, let invariants, let scenario, let actions, let expected else { return nil }
            return SeedFile(strategy: strategy, origin: origin, invariants: invariants, scenario: scenario,
                            actions: actions, expected: expected)
        }

        mutating func strategyName(_ value: JSONValue?) -> String? {
            guard let value else { return nil }
            guard case .string(let name) = value else {
                wrong("strategy", value, expected: "a strategy name in quotes")
                return nil
            }
            guard BuiltInStrategy.named(name) != nil || extraStrategies.contains(name) else {
                var known = BuiltInStrategy.all.map(\.name)
                known += extraStrategies.sorted()
                wrong("strategy", value, expected: "a known strategy: \(known.joined(separator: ", "))")
                return nil
            }
            return name
        }

        mutating func origin(_ value: JSONValue) -> Origin? {
            let object = members(value, "origin", required: ["seed", "case"], kind: "an object { \"seed\": run seed, \"case\": case index } or no origin")
            let seed = unsigned(object["seed"], "origin.seed")
            let caseIndex = unsigned(object["case"], "origin.case")
            guard let seed, let caseIndex else { return nil }
            return Origin(seed: seed, caseIndex: caseIndex)
        }

        mutating func invariantSet(_ value: JSONValue?) -> InvariantSet? {
            guard let value else { return nil }
            let names = Invariant.allCases.map(\.rawValue).joined(separator: ", ")
            guard case .array(let elements) = value else {
                wrong("invariants", value, expected: "an array of invariant names (\(names))")
                return nil
            }
            guard !elements.isEmpty else {
                problem("invariants", "invariants is empty, expected at least one of \(names)")
                return nil
            }
            var set = InvariantSet()
            var valid = true
            for (i, element) in elements.enumerated() {
                guard let invariant = enumValue(element, "invariants[\(i)]", Invariant.self) else {
                    valid = false
                    continue
                }
                if set.contains(invariant) {
                    problem("invariants[\(i)]", "invariants[\(i)] is \(quoted(invariant.rawValue)), which the list already has, expected each invariant once")
                    valid = false
                }
                set.insert(invariant)
            }
            return valid ? set : nil
        }

        // MARK: Scenario

        /// The scenario, and the number of fields when the fields array could be read (for taps).
        mutating func scenario(_ value: JSONValue?) -> (Scenario?, Int?) {
            guard let value else { return (nil, nil) }
            let field = "scenario"
            let object = members(value, field, required: [
                "device", "orientation", "navigationBar", "tabBar", "insetAdjustment", "contentInset",
                "content", "systemScrollsToFocus", "contentHeight", "fields",
            ], optional: ["rotationStyle", "layout"], kind: "an object describing the scenario")
            let device = enumValue(object["device"], "scenario.device", Device.self)
            var orientation = enumValue(object["orientation"], "scenario.orientation", Orientation.self)
            if let device, !device.rotates, let given = orientation, given != .landscape, let value = object["orientation"] {
                wrong("scenario.orientation", value, expected: "\(quoted(Orientation.landscape.rawValue)): \(device.rawValue) does not rotate and is always landscape")
                orientation = nil
            }
            let navigationBar = bool(object["navigationBar"], "scenario.navigationBar")
            let tabBar = bool(object["tabBar"], "scenario.tabBar")
            let insetAdjustment = enumValue(object["insetAdjustment"], "scenario.insetAdjustment", InsetAdjustment.self)
            let contentInset = insets(object["contentInset"], "scenario.contentInset")
            let content = enumValue(object["content"], "scenario.content", ContentLayout.self)
            let systemScrollsToFocus = bool(object["systemScrollsToFocus"], "scenario.systemScrollsToFocus")
            let contentHeight = number(object["contentHeight"], "scenario.contentHeight")
            let rotationStyle = object["rotationStyle"].map { enumValue($0, "scenario.rotationStyle", RotationStyle.self) } ?? .change
            let layout = object["layout"].map { enumValue($0, "scenario.layout", LayoutKind.self) } ?? .autoresizing
            let (fields, fieldCount) = self.fields(object["fields"])
            guard let device, let orientation, let navigationBar, let tabBar, let insetAdjustment, let contentInset,
                  let content, let systemScrollsToFocus, let contentHeight, let fields, let rotationStyle, let layout else {
                return (nil, fieldCount)
            }
            let scenario = Scenario(device: device, orientation: orientation, navigationBar: navigationBar, tabBar: tabBar,
                                    insetAdjustment: insetAdjustment, contentInset: contentInset, content: content,
                                    systemScrollsToFocus: systemScrollsToFocus, fields: fields, contentHeight: contentHeight,
                                    rotationStyle: rotationStyle, layout: layout)
            let scenarioProblems = scenario.problems
            for text in scenarioProblems {
                // Each problem starts with its path inside the scenario: "fields[3].frame.height is ...".
                let path = text.prefix { $0 != " " }
                problem("scenario.\(path)", "scenario.\(text)")
            }
            return (scenarioProblems.isEmpty ? scenario : nil, fieldCount)
        }

        mutating func fields(_ value: JSONValue?) -> ([TextFieldSpec]?, Int?) {
            guard let value else { return (nil, nil) }
            guard case .array(let elements) = value else {
                wrong("scenario.fields", value, expected: "an array of text fields, top to bottom")
                return (nil, nil)
            }
            var fields: [TextFieldSpec] = []
            var valid = true
            for (i, element) in elements.enumerated() {
                let field = "scenario.fields[\(i)]"
                let object = members(element, field, required: ["frame", "keyboardType", "accessoryView"],
                                     kind: "an object { \"frame\", \"keyboardType\", \"accessoryView\" }")
                let frame = rect(object["frame"], "\(field).frame")
                let keyboardType = enumValue(object["keyboardType"], "\(field).keyboardType", KeyboardType.self)
                let accessoryView = bool(object["accessoryView"], "\(field).accessoryView")
                if let frame, let keyboardType, let accessoryView {
                    fields.append(TextFieldSpec(frame: frame, keyboardType: keyboardType, hasAccessoryView: accessoryView))
                } else {
                    valid = false
                }
            }
            return (valid ? fields : nil, elements.count)
        }

        mutating func rect(_ value: JSONValue?, _ field: String) -> CGRect? {
            guard let value else { return nil }
            let object = members(value, field, required: ["x", "y", "width", "height"],
                                 kind: "an object { \"x\", \"y\", \"width\", \"height\" }")
            let x = number(object["x"], "\(field).x")
            let y = number(object["y"], "\(field).y")
            let width = number(object["width"], "\(field).width")
            let height = number(object["height"], "\(field).height")
            guard let x, let y, let width, let height else { return nil }
            return CGRect(x: x, y: y, width: width, height: height)
        }

        mutating func insets(_ value: JSONValue?, _ field: String) -> UIEdgeInsets? {
            guard let value else { return nil }
            let object = members(value, field, required: ["top", "left", "bottom", "right"],
                                 kind: "an object { \"top\", \"left\", \"bottom\", \"right\" }")
            let top = number(object["top"], "\(field).top")
            let left = number(object["left"], "\(field).left")
            let bottom = number(object["bottom"], "\(field).bottom")
            let right = number(object["right"], "\(field).right")
            guard let top, let left, let bottom, let right else { return nil }
            return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }

        // MARK: Actions and expectation

        mutating func actions(_ value: JSONValue?, fieldCount: Int?) -> [Action]? {
            guard let value else { return nil }
            guard case .array(let elements) = value else {
                wrong("actions", value, expected: "an array of actions such as [\"tap(0)\", \"finishAnimation\"]")
                return nil
            }
            var actions: [Action] = []
            var valid = true
            for (i, element) in elements.enumerated() {
                let field = "actions[\(i)]"
                guard case .string(let text) = element else {
                    wrong(field, element, expected: "an action in quotes, such as \"tap(0)\"")
                    valid = false
                    continue
                }
                do {
                    let action = try Action(parsing: text)
                    if case .tap(let index) = action, let fieldCount, index >= fieldCount {
                        wrong(field, element, expected: "a field index below \(fieldCount): the scenario has \(fieldCount) field\(fieldCount == 1 ? "" : "s")")
                        valid = false
                    } else {
                        actions.append(action)
                    }
                } catch let error as ActionParseError {
                    wrong(field, element, expected: "an action (\(error.reason))")
                    valid = false
                } catch {
                    wrong(field, element, expected: "an action (\(error))")
                    valid = false
                }
            }
            return valid ? actions : nil
        }

        mutating func expectation(_ value: JSONValue?, actionCount: Int?, invariants: InvariantSet?) -> Verdict? {
            guard let value else { return nil }
            let kind = "{ \"verdict\": \"pass\" } or { \"verdict\": \"fail\", \"invariant\": name, \"actionIndex\": n }"
            guard case .object = value else {
                wrong("expect", value, expected: kind)
                return nil
            }
            let verdict = members(value, "expect", required: ["verdict"], optional: ["invariant", "actionIndex"], checkUnknown: false)["verdict"]
            switch verdict {
            case nil:
                _ = members(value, "expect", required: ["verdict"], optional: ["invariant", "actionIndex"], kind: kind)
                return nil
            case .string("pass")?:
                _ = members(value, "expect", required: ["verdict"], kind: kind)
                return .pass
            case .string("fail")?:
                let object = members(value, "expect", required: ["verdict", "invariant", "actionIndex"], kind: kind)
                var invariant = enumValue(object["invariant"], "expect.invariant", Invariant.self)
                if let found = invariant, let invariants, !invariants.contains(found), let literal = object["invariant"] {
                    let enabled = invariants.members.map(\.rawValue).joined(separator: ", ")
                    wrong("expect.invariant", literal, expected: "one of the enabled invariants (\(enabled)): a replay never reports a disabled one")
                    invariant = nil
                }
                var actionIndex = integer(object["actionIndex"], "expect.actionIndex")
                if let index = actionIndex, let actionCount, !(0...actionCount).contains(index), let literal = object["actionIndex"] {
                    wrong("expect.actionIndex", literal, expected: "0...\(actionCount): the index of an action, or \(actionCount) (the action count) for the end-of-case check")
                    actionIndex = nil
                }
                guard let invariant, let actionIndex else { return nil }
                return .fail(invariant, actionIndex: actionIndex)
            case let other?:
                wrong("expect.verdict", other, expected: "\"pass\" or \"fail\"")
                return nil
            }
        }

        // MARK: Values

        /// The members of the object at `field`, by key, after checking for repeated, unknown and missing keys.
        ///
        /// Returns no members when `value` is not an object (recorded, unless `value` is nil).
        mutating func members(_ value: JSONValue?, _ field: String, required: [String], optional: [String] = [],
                              kind: String = "an object", checkUnknown: Bool = true) -> [String: JSONValue] {
            guard let value else { return [:] }
            guard case .object(let list) = value else {
                wrong(field, value, expected: kind)
                return [:]
            }
            var result: [String: JSONValue] = [:]
            let allowed = required + optional
            for (key, member) in list {
                let path = fieldPath(field, key)
                if checkUnknown && !allowed.contains(key) {
                    problem(path, "\(path) is not a known key, expected only \(allowed.joined(separator: ", "))\(field.isEmpty ? "" : " in \(field)")")
                    continue
                }
                if result[key] != nil {
                    if checkUnknown { problem(path, "\(path) appears twice, expected each key once") }
                    continue
                }
                result[key] = member
            }
            if checkUnknown {
                for key in required where result[key] == nil {
                    let path = fieldPath(field, key)
                    problem(path, "\(path) is missing")
                }
            }
            return result
        }

        func isNull(_ value: JSONValue) -> Bool {
            if case .null = value { return true }
            return false
        }

        mutating func enumValue<Value: RawRepresentable & CaseIterable>(_ value: JSONValue?, _ field: String, _ type: Value.Type) -> Value?
        where Value.RawValue == String {
            guard let value else { return nil }
            let names = Value.allCases.map { quoted($0.rawValue) }.joined(separator: ", ")
            guard case .string(let text) = value, let result = Value(rawValue: text) else {
                wrong(field, value, expected: "one of \(names)")
                return nil
            }
            return result
        }

        mutating func bool(_ value: JSONValue?, _ field: String) -> Bool? {
            guard let value else { return nil }
            guard case .bool(let result) = value else {
                wrong(field, value, expected: "true or false")
                return nil
            }
            return result
        }

        /// A finite number; `1e999` reads as infinity and is rejected.
        mutating func number(_ value: JSONValue?, _ field: String) -> CGFloat? {
            guard let value else { return nil }
            guard case .number(let text) = value, let result = Double(text) else {
                wrong(field, value, expected: "a number")
                return nil
            }
            guard result.isFinite else {
                wrong(field, value, expected: "a finite number (it is beyond Double's range)")
                return nil
            }
            return CGFloat(result)
        }

        mutating func integer(_ value: JSONValue?, _ field: String) -> Int? {
            guard let value else { return nil }
            guard case .number(let text) = value, let result = Int(text) else {
                wrong(field, value, expected: "an integer without a decimal point or exponent")
                return nil
            }
            return result
        }

        mutating func unsigned(_ value: JSONValue?, _ field: String) -> UInt64? {
            guard let value else { return nil }
            guard case .number(let text) = value, let result = UInt64(text) else {
                wrong(field, value, expected: "an integer in 0...\(UInt64.max)")
                return nil
            }
            return result
        }
    }
}
