import Foundation
import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

// The dimensions that are numbers and lists: the designer's insets, the fields, the content
// height. A space cannot list their values; it draws them or fixes them to one value (a form).

extension ScenarioDimension {
    /// A dimension whose value is a number or a list, drawn by `draw` and written with `codec`.
    static func form<V>(
        _ key: String, _ keyPath: WritableKeyPath<Scenario, V>, help: String, codec: JSONCodec<V>,
        draw: @escaping (inout RandomSource, Scenario) -> V,
        removals: @escaping (Scenario) -> [ScenarioStep] = { _ in [] },
        simplifications: @escaping (Scenario) -> [ScenarioStep],
        summary: @escaping (Scenario) -> String?, summaryPlacement: SummaryPlacement = .own,
        swiftLiteral: @escaping (V) -> String, isWrittenLast: Bool = false
    ) -> ScenarioDimension {
        func token(_ value: V) -> String { JSONWriter.text(codec.encode(value)) }
        return ScenarioDimension(
            key: key, help: help, role: .appStructure, origin: .idealised, values: nil, defaultToken: nil,
            drawnByDefault: nil, simplestToken: nil, beyondClassicTokens: [], alias: nil, keyPath: keyPath,
            token: { token($0[keyPath: keyPath]) },
            assign: { scenario, text in
                var problems: [JSONProblem] = []
                guard let json = try? JSONParser.parse(Data(text.utf8)),
                    let value = codec.decode(json, at: key, problems: &problems)
                else { return false }
                scenario[keyPath: keyPath] = value
                return true
            },
            prepareDraw: { allowed in
                // The fixed value, read once per space.
                var fixedValue: V?
                if let fixed = allowed?.first {
                    var problems: [JSONProblem] = []
                    if let json = try? JSONParser.parse(Data(fixed.utf8)) {
                        fixedValue = codec.decode(json, at: key, problems: &problems)
                    }
                }
                let writer = ScenarioFieldWriter(keyPath)
                return PreparedDraw { source, scenario in
                    // Drawn even when fixed, so that fixing one dimension never shifts the draws after it.
                    writer.write(draw(&source, scenario), into: &scenario)
                    if let fixedValue { writer.write(fixedValue, into: &scenario) }
                }
            },
            removals: removals, simplifications: simplifications, summary: summary,
            swiftLiteral: { swiftLiteral($0[keyPath: keyPath]) }, summaryPlacement: summaryPlacement,
            isWrittenLast: isWrittenLast,
            json: .required(key, keyPath, codec), applies: { _ in true })
    }

    // MARK: contentInset

    static let contentInset: ScenarioDimension = {
        var dimension = designerContentInset
        dimension.requiredFeaturesBeyondDefault = .designerInsets
        return dimension
    }()

    private static let designerContentInset = form(
        "contentInset", \.contentInset, help: "the designer's baseline contentInset", codec: .insets,
        draw: { source, _ in
            var inset = UIEdgeInsets.zero
            if source.chance(0.25) {
                inset.top = source.chance(0.5) ? CGFloat(source.int(in: 1...40)) : 0
                inset.bottom = source.chance(0.6) ? CGFloat(source.int(in: 1...60)) : 0
            }
            return inset
        },
        simplifications: { scenario in
            let inset = scenario.contentInset
            var steps: [UIEdgeInsets] = []
            if inset != .zero { steps.append(.zero) }
            if inset.top != 0 && inset != UIEdgeInsets(top: inset.top, left: 0, bottom: 0, right: 0) {
                steps.append(UIEdgeInsets(top: 0, left: inset.left, bottom: inset.bottom, right: inset.right))
            }
            if inset.bottom != 0 && inset != UIEdgeInsets(top: 0, left: 0, bottom: inset.bottom, right: 0) {
                steps.append(UIEdgeInsets(top: inset.top, left: inset.left, bottom: 0, right: inset.right))
            }
            return steps.map { simpler in
                var s = scenario
                s.contentInset = simpler
                return ScenarioStep(scenario: s, remap: nil)
            }
        },
        summary: { $0.contentInset == .zero ? nil : "contentInset \(TraceFormat.insets($0.contentInset))" },
        swiftLiteral: { inset in
            let n = { (value: CGFloat) in JSONValue.numberText(Double(value)) }
            return "UIEdgeInsets(top: \(n(inset.top)), left: \(n(inset.left)), bottom: \(n(inset.bottom)), right: \(n(inset.right)))"
        })

    // MARK: fields

    /// Field counts 1...16, weighted toward forms of a few to ten fields.
    private static let fieldCountWeights = [3, 4, 5, 6, 6, 6, 5, 5, 4, 3, 3, 2, 2, 2, 2, 2]
    /// `default`, `numberPad`, `email`.
    private static let keyboardTypeWeights = [6, 2, 2]
    /// The weights' sums, worked out once: every weight is positive, so the draw with the sum
    /// given is `weightedIndex(_:)`'s (the same word, the same index) in one walk.
    private static let fieldCountTotal = fieldCountWeights.reduce(0, +)
    private static let keyboardTypeTotal = keyboardTypeWeights.reduce(0, +)

    static let fields = form(
        "fields", \.fields, help: "the form's text fields, top to bottom in the scroll view's content",
        codec: .array(
            of: .textField, count: 1...Scenario.maximumFieldCount,
            expectation: "an array of text fields, top to bottom"),
        draw: { source, _ in drawFields(using: &source) },
        removals: { scenario in
            guard scenario.fields.count > 1 else { return [] }
            return scenario.fields.indices.reversed().map { removed in
                var s = scenario
                s.fields.remove(at: removed)
                // The footer below the last field stays as designed: removing the last field keeps the height.
                return ScenarioStep(scenario: s) { action in
                    guard case .tap(let i) = action else { return action }
                    if i == removed { return nil }
                    return .tap(i > removed ? i - 1 : i)
                }
            }
        },
        simplifications: { scenario in
            var steps: [ScenarioStep] = []
            func step(_ change: (inout Scenario) -> Void) {
                var s = scenario
                change(&s)
                steps.append(ScenarioStep(scenario: s, remap: nil))
            }
            for (i, field) in scenario.fields.enumerated() {
                if field.hasAccessoryView { step { $0.fields[i].hasAccessoryView = false } }
                if field.keyboardType != .default { step { $0.fields[i].keyboardType = .default } }
            }
            // Gaps closed: a field moves up toward the one above it (the first toward the content's
            // top), the fields below and the content's end with it, so that a failure that needed a
            // scroll to reach a field low in the form may need none.
            for (i, field) in scenario.fields.enumerated() {
                let above = i == 0 ? 0 : scenario.fields[i - 1].frame.origin.y + scenario.fields[i - 1].frame.size.height
                let gap = field.frame.origin.y - above
                guard gap > 0, gap.isFinite else { continue }
                let half = (gap / 2).rounded(.down)
                for delta in half > 0 && half < gap ? [gap, gap - half] : [gap] {
                    step { s in
                        for j in s.fields.indices where j >= i { s.fields[j].frame.origin.y -= delta }
                        s.contentHeight -= delta
                    }
                }
            }
            for (i, field) in scenario.fields.enumerated() {
                for height in towardStandardHeight(field.frame.size.height) {
                    step { s in
                        let delta = height - field.frame.size.height
                        s.fields[i].frame.size.height = height
                        for j in s.fields.indices where j > i { s.fields[j].frame.origin.y += delta }
                        s.contentHeight += delta
                    }
                }
            }
            return steps
        },
        summary: fieldsSummary, summaryPlacement: .last,
        swiftLiteral: { fields in "[" + fields.map(TextFieldSpec.swiftLiteral).joined(separator: ", ") + "]" },
        isWrittenLast: true)

    /// Draws 1...16 fields stacked top to bottom, mostly 44 pt, some short, some tall: several
    /// fields put some low, under the keyboard; tall ones test the top-only rule; accessory
    /// views and number pads change the keyboard's height while it is up.
    private static func drawFields(using source: inout RandomSource) -> [TextFieldSpec] {
        let count = fieldCountWeights.withUnsafeBufferPointer { source.weightedIndex($0, total: fieldCountTotal) } + 1
        var y = CGFloat(source.int(in: 0...80))
        var fields: [TextFieldSpec] = []
        fields.reserveCapacity(count)
        for _ in 0..<count {
            let height: CGFloat
            let shape = source.unitDouble()
            if shape < 0.15 {
                height = CGFloat(source.int(in: 120...400))
            } else if shape < 0.3 {
                height = CGFloat(source.int(in: 30...60))
            } else {
                height = 44
            }
            let type = keyboardTypes[
                keyboardTypeWeights.withUnsafeBufferPointer { source.weightedIndex($0, total: keyboardTypeTotal) }]
            let accessory = source.chance(0.2)
            fields.append(
                TextFieldSpec(
                    frame: CGRect(x: 16, y: y, width: 300, height: height),
                    keyboardType: type, hasAccessoryView: accessory))
            y += height + CGFloat(source.int(in: 0...40))
        }
        return fields
    }

    /// The keyboard types in `allCases` order, built once (`allCases` builds an array per call).
    private static let keyboardTypes = KeyboardType.allCases

    /// The standard text field height the shrinker moves heights toward.
    static let standardFieldHeight: CGFloat = 44

    /// Heights one step closer to 44 pt: 44 itself, then halfway (whole points), best first.
    static func towardStandardHeight(_ height: CGFloat) -> [CGFloat] {
        let standard = standardFieldHeight
        guard height != standard, height.isFinite else { return [] }
        let half = ((height + standard) / 2).rounded(height > standard ? .down : .up)
        return half != height && half != standard ? [standard, half] : [standard]
    }

    /// `12 fields (accessory on 2; number pad on 2; tall 4 (160 pt))`.
    private static func fieldsSummary(_ scenario: Scenario) -> String {
        let fields = scenario.fields
        var text = "\(fields.count) field\(fields.count == 1 ? "" : "s")"
        var notes: [String] = []
        let accessories = fields.indices.filter { fields[$0].hasAccessoryView }
        if !accessories.isEmpty { notes.append("accessory on \(accessories.map(String.init).joined(separator: ", "))") }
        let pads = fields.indices.filter { fields[$0].keyboardType == .numberPad }
        if !pads.isEmpty { notes.append("number pad on \(pads.map(String.init).joined(separator: ", "))") }
        let textViews = scenario.textViewIndices
        if !textViews.isEmpty {
            notes.append("text view\(textViews.count == 1 ? "" : "s") \(textViews.map(String.init).joined(separator: ", "))")
        }
        let tall = fields.indices.filter { fields[$0].frame.size.height > 44 }
        if !tall.isEmpty {
            notes.append("tall \(tall.map { "\($0) (\(TraceFormat.number(fields[$0].frame.size.height)) pt)" }.joined(separator: ", "))")
        }
        if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
        return text
    }

    // MARK: contentHeight

    static let contentHeight = form(
        "contentHeight", \.contentHeight, help: "the content's height: the last field's bottom plus a footer",
        codec: .number(in: 0...Double(Scenario.maximumContentHeight)),
        draw: { source, scenario in
            // Little footer below the last field, often none: the offset a strategy wants can then exceed the maximum.
            let footer = source.chance(0.35) ? 0 : CGFloat(source.int(in: 0...600))
            return scenario.lowestFieldBottom + footer
        },
        simplifications: { scenario in
            let lowest = scenario.lowestFieldBottom
            let footer = scenario.contentHeight - lowest
            guard footer > 0 else { return [] }
            var heights = [lowest]
            let half = (footer / 2).rounded(.down)
            if half > 0 && half < footer { heights.append(lowest + half) }
            return heights.map { height in
                var s = scenario
                s.contentHeight = height
                return ScenarioStep(scenario: s, remap: nil)
            }
        },
        summary: { "content height \(TraceFormat.number($0.contentHeight))" }, summaryPlacement: .last,
        swiftLiteral: { JSONValue.numberText(Double($0)) })
}

extension TextFieldSpec {
    /// The field as a Swift expression, its defaults left out.
    static func swiftLiteral(_ field: TextFieldSpec) -> String {
        "TextFieldSpec(" + field.swiftArguments(accessoryLabel: "hasAccessoryView", textViewLabel: "isTextView") + ")"
    }

    /// `frame: CGRect(x: 16, y: 20, width: 300, height: 44), keyboardType: .email, ...`: the
    /// arguments `TextFieldSpec(...)` and `KeyboardForm.field(...)` share but for the labels of
    /// the accessory view's and the text view's flags.
    public func swiftArguments(accessoryLabel: String, textViewLabel: String) -> String {
        let n = { (value: CGFloat) in JSONValue.numberText(Double(value)) }
        var text =
            "frame: CGRect(x: \(n(frame.origin.x)), y: \(n(frame.origin.y)), width: \(n(frame.size.width)), height: \(n(frame.size.height)))"
        if keyboardType != .default { text += ", keyboardType: .\(keyboardType)" }
        if hasAccessoryView { text += ", \(accessoryLabel): true" }
        if isTextView { text += ", \(textViewLabel): true" }
        return text
    }
}

// MARK: - Codecs of the form's parts

extension JSONCodec where Value == UIEdgeInsets {
    /// `{ "top", "left", "bottom", "right" }`, each 0...10,000 pt.
    static var insets: JSONCodec<UIEdgeInsets> {
        let edge = JSONCodec<CGFloat>.number(in: 0...10_000)
        return .object(
            "an object { \"top\", \"left\", \"bottom\", \"right\" }", prototype: .zero,
            fields: [
                .required("top", \.top, edge), .required("left", \.left, edge),
                .required("bottom", \.bottom, edge), .required("right", \.right, edge),
            ])
    }
}

extension JSONCodec where Value == CGRect {
    /// A field's frame in content coordinates: x within ±10,000 pt of the content's left edge,
    /// y within the tallest content, a width and a height of at least 1 pt.
    static var fieldFrame: JSONCodec<CGRect> {
        .object(
            "an object { \"x\", \"y\", \"width\", \"height\" }", prototype: .zero,
            fields: [
                .required("x", \.origin.x, .number(in: -10_000...10_000)),
                .required("y", \.origin.y, .number(in: 0...Double(Scenario.maximumContentHeight))),
                .required("width", \.size.width, .number(in: 1...10_000)),
                .required("height", \.size.height, .number(in: 1...Double(Scenario.maximumContentHeight))),
            ])
    }
}

extension JSONCodec where Value == TextFieldSpec {
    /// `{ "frame", "keyboardType", "accessoryView" }`.
    static var textField: JSONCodec<TextFieldSpec> {
        .object(
            "an object { \"frame\", \"keyboardType\", \"accessoryView\" }",
            prototype: TextFieldSpec(frame: .zero),
            fields: [
                .required("frame", \.frame, .fieldFrame),
                .required("keyboardType", \.keyboardType, .enumeration),
                .required("accessoryView", \.hasAccessoryView, .bool),
            ])
    }
}
