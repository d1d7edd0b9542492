import KeyboardWorld

/// What a failing case needs: the invariant it breaks and each scenario value without which it
/// passes (with the shape of its actions, for the report). Two failures with the same cause are
/// one bug; a run reports each cause once (``DistinctBug``).
///
/// Causes are behaviour, not geometry: only the dimensions beyond the idealised device's basic ones count (how
/// the keyboard posts, rotations, text views, containers, the lifecycle, interactive dismissal).
/// The device, its orientation, the bars, the insets and the form decide the numbers of a
/// failure but make no other bug: a case keeps them as they are.
///
/// A value is *needed* when the case passes once that value alone is set to its alternative:
/// the simplest value the space allows that devices post (for a value no current device posts,
/// a *legacy* one, the value devices post most). Values the dimension table marks as legacy
/// (their help starts with "legacy" or "classic, legacy") are listed first: a bug that needs one
/// may not happen on a current device.
public struct FailureCause: Hashable, Sendable {
    /// One value the failure needs.
    public struct Need: Hashable, Sendable {
        /// The dimension's key (`keyboardKind`).
        public var key: String
        /// The value's token (`thirdPartyTwoStep`); for a list of declared structure (text views),
        /// `other than []`: any value but the plain screen's is the same need.
        public var token: String
        /// Whether no current device posts it (the table's "legacy" values).
        public var isLegacy: Bool
        /// In words, with the source the dimension table gives: `keyboardKind=thirdPartyTwoStep
        /// (22 pt taller; the first show posts base, then tall will-shows (IQKeyboardManager #228 ...))`.
        public var words: String
    }

    /// The invariant broken.
    public var invariant: Invariant
    /// The values it needs, legacy ones first, then in table order.
    public var needs: [Need]
    /// The actions' names without their arguments (`tap`, `rotate`, `wait`). Shown, but no
    /// part of the cause's identity: one failure reached by other actions is the same bug
    /// (grouping by it split one bug into a report per route to it).
    public var actionShape: [String]

    /// Equal when the invariant and the needed values are.
    public static func == (lhs: FailureCause, rhs: FailureCause) -> Bool {
        lhs.invariant == rhs.invariant && lhs.needs == rhs.needs
    }

    /// Hashes what equality compares: the invariant and the needed values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(invariant)
        hasher.combine(needs)
    }

    /// Creates a cause from its parts.
    public init(invariant: Invariant, needs: [Need], actionShape: [String]) {
        self.invariant = invariant
        self.needs = needs
        self.actionShape = actionShape
    }

    /// Whether it needs a value no current device posts.
    public var needsLegacyBehaviour: Bool { needs.contains { $0.isLegacy } }

    /// One line for a report: `needs: keyboardKind=thirdParty (legacy: ...); textViews [1] (...)`,
    /// legacy values first and said to be legacy.
    public var line: String {
        guard !needs.isEmpty else { return "needs: nothing beyond its screen and its actions" }
        let legacy = needs.filter(\.isLegacy).map(\.words)
        let current = needs.filter { !$0.isLegacy }.map(\.words)
        var parts: [String] = []
        if !legacy.isEmpty { parts.append("legacy behaviour no current device shows: " + legacy.joined(separator: "; ")) }
        parts.append(contentsOf: current)
        return "needs: " + parts.joined(separator: "; ")
    }

    /// The shape of `actions`: each one's name, without its arguments.
    static func shape(of actions: [Action]) -> [String] {
        actions.map { action in
            let text = action.description
            return text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
        }
    }
}

extension FailureCause {
    /// The cause of `keyboardCase`'s failure of `invariant`: one run per value that could be a
    /// need (most values are already their dimension's simplest and are not tried).
    /// - Parameters:
    ///   - runner: Runs the variations.
    ///   - space: Bounds the alternatives (a value the space fixes is no need).
    ///   - isCancelled: Asked before each run; true ends the search with the needs found so far
    ///     (an interrupted shrink reports at once).
    public static func of(
        _ keyboardCase: KeyboardCase, invariant: Invariant, runner: CaseRunner, space: ScenarioSpace,
        isCancelled: () -> Bool = { false }
    ) -> FailureCause {
        var needs: [Need] = []
        for dimension in ScenarioDimension.all {
            guard !isCancelled() else { break }
            guard let alternative = alternative(of: dimension, in: keyboardCase.scenario, space: space) else { continue }
            var varied = keyboardCase
            varied.scenario = alternative
            if !runner.fails(varied, invariant) { needs.append(need(dimension, in: keyboardCase.scenario)) }
        }
        needs.sort { $0.isLegacy && !$1.isLegacy }  // stable: table order within each group
        return FailureCause(invariant: invariant, needs: needs, actionShape: shape(of: keyboardCase.actions))
    }

    /// `scenario` with `dimension` set to the value a need is tested against, or nil when the
    /// dimension has none: it is already that value, it does not apply, the space fixes it, or
    /// it is the form's own geometry (fields, content height), which is the screen, not a cause.
    static func alternative(of dimension: ScenarioDimension, in scenario: Scenario, space: ScenarioSpace) -> Scenario? {
        guard dimension.origin != .idealised, dimension.applies(scenario) else { return nil }
        let current = dimension.token(scenario)
        var token: String?
        if let values = dimension.values {
            let allowed = space.allowedTokens(of: dimension) ?? values.map(\.token)
            func isLegacy(_ t: String) -> Bool { values.first { $0.token == t }?.isLegacy ?? false }
            // The simplest value devices post: the first simplification that is not legacy.
            token = dimension.simplifications(scenario).lazy.map { dimension.token($0.scenario) }
                .first { allowed.contains($0) && !isLegacy($0) }
            if token == nil, isLegacy(current) {
                // A legacy value: against what devices post most.
                token = values.filter { !$0.isLegacy && allowed.contains($0.token) }.max { $0.share < $1.share }?.token
            }
        } else if !dimension.requiredFeaturesBeyondDefault.isEmpty, current != dimension.plainToken,
            space.allowedTokens(of: dimension) == nil
        {
            // Declared structure beyond a plain screen (text views, a designer inset): without it.
            token = dimension.plainToken
        }
        guard let token, token != current else { return nil }
        var varied = scenario
        guard dimension.assign(&varied, token) else { return nil }
        varied = Scenario(normalizing: varied)
        return varied.problems.isEmpty ? varied : nil
    }

    /// The need for `dimension`'s value in `scenario`, in words.
    static func need(_ dimension: ScenarioDimension, in scenario: Scenario) -> Need {
        let token = dimension.token(scenario)
        if let value = dimension.values?.first(where: { $0.token == token }) {
            return Need(key: dimension.key, token: token, isLegacy: value.isLegacy, words: "\(dimension.key)=\(token) (\(value.help))")
        }
        let any = "other than \(dimension.plainToken)"
        return Need(key: dimension.key, token: any, isLegacy: false, words: "\(dimension.key) \(any) (\(dimension.help))")
    }
}

extension FailureCause.Need {
    /// Whether `scenario` holds the needed value (for declared structure, any but the plain one).
    func holds(in scenario: Scenario) -> Bool {
        guard let dimension = ScenarioDimension.named(key), dimension.applies(scenario) else { return false }
        let current = dimension.token(scenario)
        return dimension.values == nil ? current != dimension.plainToken : current == token
    }
}

extension ScenarioDimension.Value {
    /// Whether no current device posts it: the table starts such a value's help with "legacy"
    /// (or "classic, legacy" for the classic profile's value).
    public var isLegacy: Bool { help.hasPrefix("legacy") || help.hasPrefix("classic, legacy") }
}
