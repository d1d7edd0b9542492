import Foundation
import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

// The dimensions of screens as apps build them that are not a plain choice: which fields are
// text views (a list of indices), and the shape's words in the one-line summary.

extension ScenarioDimension {
    /// Which fields are `UITextView`s: a list of field indices, written after the fields
    /// (`"textViews": [3]`) and only when not empty, so files without it mean none. Drawn after
    /// the fields: a tall field (over 60 pt) is a text view half of the time, another one in 15.
    static let textViews: ScenarioDimension = {
        let codec = JSONCodec<[Int]>.array(
            of: .integer(in: 0...(Scenario.maximumFieldCount - 1)),
            count: 0...Scenario.maximumFieldCount,
            expectation: "an array of field indices, ascending"
        )
        .validated(by: { indices, path, problems in
            if indices != indices.sorted() || Set(indices).count != indices.count {
                problems.append(
                    JSONProblem(
                        path: path,
                        message:
                            "\(path) is \(JSONWriter.text(.array(indices.map { .integer($0) }))), expected ascending field indices, each once"
                    ))
            }
        })
        let key = "textViews"
        func token(_ scenario: Scenario) -> String { JSONWriter.text(codec.encode(scenario.textViewIndices)) }
        func decode(_ text: String) -> [Int]? {
            var problems: [JSONProblem] = []
            guard let json = try? JSONParser.parse(Data(text.utf8)) else { return nil }
            return codec.decode(json, at: key, problems: &problems)
        }
        var dimension = ScenarioDimension(
            key: key, help: "which fields are UITextViews (their own event order, a caret that typing moves)",
            role: .appStructure, origin: .worldRule, values: nil, defaultToken: "[]", drawnByDefault: nil,
            simplestToken: nil, beyondClassicTokens: [], alias: nil,
            keyPath: \Scenario.textViewIndices,
            token: token,
            assign: { scenario, text in
                guard let indices = decode(text) else { return false }
                scenario.textViewIndices = indices
                return true
            },
            prepareDraw: { allowed in
                // The fixed list, read once per space.
                let fixed = allowed?.first.flatMap(decode)
                return PreparedDraw { source, scenario in
                    // Drawn even when fixed, so that fixing it never shifts the draws after it;
                    // each field marked as drawn (what `textViewIndices` would set, without the list).
                    for index in scenario.fields.indices {
                        let drawn = source.chance(scenario.fields[index].frame.size.height > 60 ? 0.5 : 1.0 / 15)
                        if fixed == nil { scenario.fields[index].isTextView = drawn }
                    }
                    if let fixed { scenario.textViewIndices = fixed }
                }
            },
            removals: { _ in [] },
            simplifications: { scenario in
                let indices = scenario.textViewIndices
                guard !indices.isEmpty else { return [] }
                var candidates: [[Int]] = [[]]
                if indices.count > 1 { candidates += indices.map { removed in indices.filter { $0 != removed } } }
                return candidates.map { simpler in
                    var s = scenario
                    s.textViewIndices = simpler
                    return ScenarioStep(scenario: s, remap: nil)
                }
            },
            summary: { _ in nil },
            swiftLiteral: { "[" + $0.textViewIndices.map(String.init).joined(separator: ", ") + "]" },
            summaryPlacement: .last, isWrittenLast: true,
            json: JSONField(
                key: key, isRequired: false,
                encode: { scenario in
                    let indices = scenario.textViewIndices
                    return indices.isEmpty ? nil : codec.encode(indices)
                },
                decode: { json, path, scenario, problems in
                    // Read after the fields (it is written after them), so the indices can be checked.
                    guard let json else { return }
                    guard let indices = codec.decode(json, at: path, problems: &problems) else { return }
                    if let outside = indices.first(where: { $0 >= scenario.fields.count }) {
                        problems.append(
                            JSONProblem(
                                path: path,
                                message: "\(path) names field \(outside), expected indices below the \(scenario.fields.count) fields"))
                        return
                    }
                    scenario.textViewIndices = indices
                }), applies: { _ in true })
        dimension.requiredFeaturesBeyondDefault = .textViews
        return dimension
    }()

    /// The shape's words in the one-line summary: nil for the classic one scroll view.
    static func shapeSummary(_ scenario: Scenario) -> String? { scenario.shapeDescription }
}
