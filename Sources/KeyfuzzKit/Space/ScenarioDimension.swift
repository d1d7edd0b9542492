import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

/// One dimension of the scenarios keyfuzz draws, declared once: its values, how they are drawn,
/// how the shrinker simplifies it, its seed-file key and default, its word in the one-line
/// summary and its command-line alias. ``ScenarioDimension/all`` is the table; the generator,
/// the shrinker, seed files, summaries, the CLI and the test helpers all read it, so adding a
/// dimension means: the world rule, one entry in the table, tests.
///
/// Dimensions are immutable tables of pure functions, hence `@unchecked Sendable`.
public struct ScenarioDimension: @unchecked Sendable {
    /// The two kinds of dimension (docs/world-rules.md, "What the app builds and what devices
    /// do"): what the app builds is declared by the strategy or the test and only declared
    /// structure is drawn; what devices and users do is always drawn, each value weighted by
    /// how common its sources say it is.
    public enum Role: Sendable {
        /// What the app builds: the screen's shape, fields, bars, containers, scroll-view
        /// settings, lifecycle. A strategy's ``ScreenSet`` says which of it a check draws;
        /// ``ScenarioSpace/screen(_:)`` fixes all of it to a user's form.
        case appStructure
        /// What devices and users do: the device and its orientation, the keyboard and how
        /// it posts, rotations, hardware keyboards, QuickType, degenerate frames. Always drawn.
        case deviceAndUser

        /// The former name of ``appStructure``.
        @available(*, deprecated, renamed: "appStructure")
        public static var screen: Role { .appStructure }
        /// The former name of ``deviceAndUser``.
        @available(*, deprecated, renamed: "deviceAndUser")
        public static var system: Role { .deviceAndUser }
    }

    /// Where the dimension's rules come from.
    public enum Origin: Sendable {
        /// The idealised device of docs/classic-world.md, always drawn.
        case idealised
        /// The idealised device's unusual paths (docs/classic-world.md §6: the iPad's floating
        /// keyboard, hide-then-show rotations, Auto Layout resets); off under `--basic-actions`.
        case idealisedUnusualPath
        /// A sourced rule of docs/world-rules.md, beyond the idealised device; off under
        /// `--idealised`.
        case worldRule

        /// The former name of ``idealised``.
        @available(*, deprecated, renamed: "idealised")
        public static var firstStage: Origin { .idealised }
        /// The former name of ``idealisedUnusualPath``.
        @available(*, deprecated, renamed: "idealisedUnusualPath")
        public static var secondStage: Origin { .idealisedUnusualPath }
        /// The former name of ``worldRule``.
        @available(*, deprecated, renamed: "worldRule")
        public static var beyondClassic: Origin { .worldRule }
    }

    /// A value a dimension can be restricted to, with what it models.
    public struct Value: Sendable, Hashable {
        /// The value's name: the CLI's `--only KEY=TOKEN`, a seed file's literal.
        public var token: String
        /// One line on what the value models.
        public var help: String
        /// The share of scenarios that draw it when every value is allowed (before a
        /// `drawnByDefault` restriction and `applies`).
        public var share: Double = 0
    }

    /// A command-line flag that restricts or widens this dimension.
    public enum Alias: Sendable {
        /// `--device NAME ...`: draw only the values given.
        case only(flag: String, placeholder: String, help: String)
        /// `--unpinned`: draw every value, not only those drawn by default.
        case everyValue(flag: String, help: String)
    }

    /// The seed-file key, also the CLI's name for the dimension (`--only rotationStyle=hideShow`).
    public let key: String
    /// One line on what the dimension models.
    public let help: String
    /// Whether it describes the screen or the system.
    public let role: Role
    /// Where its rules come from: the idealised device, its unusual paths, or a sourced world rule.
    public let origin: Origin
    /// The values a space can restrict the dimension to; nil for a number or a list (which a
    /// space can only fix to one value).
    public let values: [Value]?
    /// The token of the value files without the key mean (nil for the form's own numbers and lists).
    public let defaultToken: String?
    /// The tokens drawn unless a space says otherwise; nil: every value.
    public let drawnByDefault: [String]?
    /// The token the shrinker simplifies toward (the simplest value; nil for the form's own
    /// numbers and lists, which shrink along their own steps, and for a dimension the shrinker
    /// leaves alone: the world's rules).
    public let simplestToken: String?
    /// The tokens of values beyond the classic profile in a dimension that is itself classic
    /// (a newer rule added as a value): `--idealised` leaves them out.
    public let beyondClassicTokens: [String]
    /// The command-line flag for it, if any.
    public let alias: Alias?

    let keyPath: PartialKeyPath<Scenario>
    /// The scenario's value as a token (a choice's name, or the compact JSON of a number or list).
    let token: (Scenario) -> String
    /// Sets the value named `token`; false when it names no value.
    let assign: (inout Scenario, String) -> Bool
    /// The draw of the value from `allowed` tokens (nil: drawn freely) into a scenario, with the
    /// tokens resolved once per space rather than at every draw.
    let prepareDraw: ([String]?) -> PreparedDraw
    /// Steps that take a part away (a field), tried before any other simplification.
    let removals: (Scenario) -> [ScenarioStep]
    /// Steps one notch simpler, best first.
    let simplifications: (Scenario) -> [ScenarioStep]
    /// Its part of ``Scenario/summary``, nil when it says nothing (a default value).
    let summary: (Scenario) -> String?
    /// The scenario's value as a Swift expression (`.phoneHome`, `true`,
    /// `UIEdgeInsets(top: 10, ...)`), for the pasteable reproductions that rebuild a screen.
    let swiftLiteral: (Scenario) -> String
    let summaryPlacement: SummaryPlacement
    /// Whether the seed file writes it after the other keys (a long list).
    let isWrittenLast: Bool
    let json: JSONField<Scenario>
    /// Whether the dimension means anything for this scenario (an orientation on a window that
    /// does not rotate does not); a restriction does not hold a scenario it does not apply to.
    let applies: (Scenario) -> Bool
    /// Whether a scenario's value is one of `allowed` tokens, with the tokens resolved to values
    /// once per space (a choice compares values, not a freshly made token per scenario); nil:
    /// compare `token`.
    var prepareMembership: (([String]) -> (Scenario) -> Bool)? = nil
    /// The token of the classic profile's value when it is not ``defaultToken`` (the world's
    /// rules: files without the key mean the original rules, `--profile classic` the idealised).
    var classicTokenOverride: String? = nil
    /// The screen features each value needs, by token (a value not listed needs none): a space
    /// declared by a ``ScreenSet`` without them does not draw it.
    var requiredFeatures: [String: ScreenFeatures] = [:]
    /// For a number or list dimension, the features any value but the default needs (text
    /// views): without them a declared space fixes it to its default.
    var requiredFeaturesBeyondDefault: ScreenFeatures = []

    /// The screen features the value named `token` needs to be drawn (empty: none).
    public func features(requiredBy token: String) -> ScreenFeatures {
        if let features = requiredFeatures[token] { return features }
        return token == plainToken ? [] : requiredFeaturesBeyondDefault
    }

    /// The value a screen without features has: the default, or for a number or list the value
    /// a new `Scenario` holds (no text view, no designer inset).
    var plainToken: String { defaultToken ?? token(.prototype) }

    /// The token of the value the classic profile (the classic world, docs/classic-world.md) has: usually the default.
    public var classicToken: String? { classicTokenOverride ?? defaultToken }

    /// Where a dimension's words go in the one-line summary.
    enum SummaryPlacement {
        /// A part of its own, in table order.
        case own
        /// Joined to the previous part with a space (`phone-notch portrait`).
        case joinedToPrevious
        /// After every other part (the form: fields, then the content height).
        case last
    }
}

extension ScenarioDimension {
    /// The dimension's value in `scenario` as a Swift expression (`.phoneHome`, `true`,
    /// `UIEdgeInsets(...)`), for reproductions that rebuild a screen in code.
    public func swiftLiteral(in scenario: Scenario) -> String { swiftLiteral(scenario) }

    /// Whether `scenario` holds the value a new `Scenario` has (what code need not set).
    public func hasInitialValue(in scenario: Scenario) -> Bool { token(scenario) == token(.prototype) }

    /// Whether the dimension means anything for `scenario` (a table view controller's rule
    /// only on a controller screen): code that rebuilds the screen need not set it elsewhere.
    public func matters(in scenario: Scenario) -> Bool { applies(scenario) }
}

/// One simplification of a scenario, with how the actions must follow it.
struct ScenarioStep {
    /// The simpler scenario.
    var scenario: Scenario
    /// Maps each action to its counterpart after the step, nil to drop it (taps of a removed field).
    var remap: ((Action) -> Action?)?
}

/// How a choice is drawn.
enum ChoiceDraw<Value: ScenarioChoice> {
    /// Uniformly among the allowed values, in the order the space gives them.
    case uniform
    /// With these probabilities, in this order; the last value takes the rest. One unit draw
    /// is consumed whatever the space allows, so a restriction never shifts later draws.
    case probabilities([(Value, Double)])
    /// As `probabilities`, but a space that allows one value takes it without consuming a
    /// random word: a dimension added after the others that is usually fixed (the world's rules)
    /// leaves every case the others draw as it was.
    case probabilitiesFreeWhenFixed([(Value, Double)])
}

extension ScenarioDimension {
    /// A dimension with a finite set of values (an enum or a flag).
    ///
    /// - Parameters:
    ///   - values: Every value with one line on what it models, in listing order.
    ///   - simplestFirst: The order the shrinker simplifies along (default: the default value,
    ///     then the rest): a value is simplified to each value before it, best first.
    ///   - beyondClassic: Values that are sourced rules beyond the classic profile in a
    ///     dimension of the classic world (`--profile classic` does not draw them).
    ///   - inEveryFile: Whether every file writes the key (docs/classic-world.md §2's keys); otherwise it
    ///     is written only when not the default, and files without it mean the default.
    ///   - drawnWhere: Where a value other than the default is drawn: elsewhere the default is
    ///     taken when the space allows it (after the same random draw, so nothing later shifts).
    ///   - requiring: The screen features a value needs to be drawn (``ScreenFeatures``).
    ///   - classic: The classic profile's value when it is not the default.
    ///   - simplifies: Whether the shrinker may change the value (the world's rules it may not).
    ///   - elsewhere: Where the dimension does not apply (`applies`), the value scenarios hold and
    ///     files leave out: written only where it applies, and read as this where it does not
    ///     (nil: written and read alike everywhere).
    static func choice<V: ScenarioChoice>(
        _ key: String, _ keyPath: WritableKeyPath<Scenario, V>, role: Role, origin: Origin, help: String,
        values: [(V, String)], draw: ChoiceDraw<V>, default defaultValue: V, drawnByDefault: [V]? = nil,
        simplestFirst: [V]? = nil, beyondClassic: [V] = [], inEveryFile: Bool, alias: Alias? = nil,
        summary: @escaping (Scenario) -> String?, summaryPlacement: SummaryPlacement = .own,
        applies: @escaping (Scenario) -> Bool = { _ in true },
        drawnWhere: ((Scenario) -> Bool)? = nil, requiring: [(V, ScreenFeatures)] = [],
        classic: V? = nil, simplifies: Bool = true, elsewhere: V? = nil
    ) -> ScenarioDimension {
        let order = simplestFirst ?? ([defaultValue] + values.map(\.0).filter { $0 != defaultValue })
        func value(_ token: String) -> V? { V.allValues.first { $0.token == token } }
        // An enum case's name is its Swift spelling (`.phoneHome`); a flag is `true` or `false`.
        func literal(_ value: V) -> String { value is Bool ? value.token : ".\(value)" }
        var dimension = ScenarioDimension(
            key: key, help: help, role: role, origin: origin,
            values: values.map { Value(token: $0.0.token, help: $0.1, share: draw.share(of: $0.0, among: values.map(\.0))) },
            defaultToken: defaultValue.token, drawnByDefault: drawnByDefault?.map(\.token),
            simplestToken: simplifies ? order.first?.token : nil, beyondClassicTokens: beyondClassic.map(\.token),
            alias: alias,
            keyPath: keyPath,
            token: { $0[keyPath: keyPath].token },
            assign: { scenario, token in
                guard let v = value(token) else { return false }
                scenario[keyPath: keyPath] = v
                return true
            },
            prepareDraw: { allowed in
                let candidates = allowed?.compactMap(value) ?? V.allValues
                let (picker, pickable) = draw.indexPicker(for: candidates)
                // The default stands in for the drawn value only where the space allows it.
                let mayTakeDefault = candidates.contains(defaultValue)
                return PreparedDraw(
                    picker: picker, values: pickable, writer: ScenarioFieldWriter(keyPath), default: defaultValue,
                    drawnWhere: mayTakeDefault ? drawnWhere : nil)
            },
            removals: { _ in [] },
            simplifications: { scenario in
                guard simplifies, applies(scenario), let rank = order.firstIndex(of: scenario[keyPath: keyPath]) else {
                    return []
                }
                return order[..<rank].map { simpler in
                    var s = scenario
                    s[keyPath: keyPath] = simpler
                    return ScenarioStep(scenario: s, remap: nil)
                }
            },
            summary: summary, swiftLiteral: { literal($0[keyPath: keyPath]) },
            summaryPlacement: summaryPlacement, isWrittenLast: false,
            json: inEveryFile
                ? .required(key, keyPath, V.jsonCodec)
                : elsewhere.map { .optional(key, keyPath, V.jsonCodec, default: defaultValue, where: applies, elsewhere: $0) }
                    ?? .optional(key, keyPath, V.jsonCodec, default: defaultValue),
            applies: applies,
            prepareMembership: { allowed in
                let values = allowed.compactMap(value)
                let field = ScenarioFieldWriter(keyPath)
                return { values.contains(field.read(from: $0)) }
            })
        for (value, features) in requiring { dimension.requiredFeatures[value.token] = features }
        dimension.classicTokenOverride = classic?.token
        return dimension
    }
}

extension ChoiceDraw {
    /// The share of draws that give `value` when all of `values` are allowed.
    func share(of value: Value, among values: [Value]) -> Double {
        switch self {
        case .uniform:
            return values.isEmpty ? 0 : 1 / Double(values.count)
        case .probabilities(let table), .probabilitiesFreeWhenFixed(let table):
            guard let last = table.last else { return 0 }
            if value == last.0 { return 1 - table.dropLast().reduce(0) { $0 + $1.1 } }
            return table.first { $0.0 == value }?.1 ?? 0
        }
    }
}
