import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

extension Scenario {
    /// The scenario on one line, from the dimension table: e.g.
    /// `phone-notch portrait, nav bar, insets automatic, 12 fields, content height 900`.
    public var summary: String {
        var parts: [String] = []
        var last: [String] = []
        for dimension in ScenarioDimension.all {
            guard let part = dimension.summary(self) else { continue }
            switch dimension.summaryPlacement {
            case .own: parts.append(part)
            case .joinedToPrevious where !parts.isEmpty: parts[parts.count - 1] += " " + part
            case .joinedToPrevious: parts.append(part)
            case .last: last.append(part)
            }
        }
        return (parts + last).joined(separator: ", ")
    }

    /// What the seed reader fills in: every key of a file overwrites it. It holds the most
    /// fields a form has, so that a value naming fields (`textViews`) can be set on it alone.
    static let prototype = Scenario(fields: Scenario.stackedFields(count: Scenario.maximumFieldCount))
}

extension JSONCodec where Value == Scenario {
    /// A scenario as seed files hold it: one member per dimension of the table (the long list of
    /// fields last), then the scenario's own rules: a window that does not rotate is landscape,
    /// fields are stacked, the content reaches the last field (`Scenario.problems`).
    static var scenario: JSONCodec<Scenario> {
        let dimensions = ScenarioDimension.all.filter { !$0.isWrittenLast } + ScenarioDimension.all.filter(\.isWrittenLast)
        return JSONCodec.object("an object describing the scenario", prototype: .prototype, fields: dimensions.map(\.json))
            .validated { scenario, path, problems in
                if !scenario.device.rotates && scenario.orientation != .landscape {
                    let orientationPath = JSONPath.member(path, "orientation")
                    problems.append(
                        .wrong(
                            orientationPath, .string(scenario.orientation.rawValue),
                            expected:
                                "\(JSONText.quoted(Orientation.landscape.rawValue)): \(scenario.device.rawValue) does not rotate and is always landscape"
                        ))
                }
                for text in scenario.problems {
                    // Each problem starts with its path inside the scenario: "fields[3].frame.y is ...".
                    let inner = text.prefix { $0 != " " }
                    problems.append(JSONProblem(path: JSONPath.member(path, String(inner)), message: "\(path).\(text)"))
                }
            }
    }
}
