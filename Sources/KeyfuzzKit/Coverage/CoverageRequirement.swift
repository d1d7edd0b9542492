import KeyboardWorld

/// Something a share of a run's cases must exercise (QuickCheck's `checkCoverage`): a rotation
/// while the keyboard is docked, a late notification, a scenario value...
///
/// A requirement counts the cases that covered it from a ``CoverageReport``, after the run, on
/// exact counts; ``RequiredCoverage`` pairs it with the percentage of cases it needs:
///
///     assertKeyboardAvoidance(MyStrategy.init,
///                             cover: [.rotationWhileDocked: 5, .value(\.device, .padWindow): 10])
///
/// Its ``name`` is also the command line's: `keyfuzz fuzz --cover rotationWhileDocked=5
/// --cover device=pad-window=10`.
public struct CoverageRequirement: Hashable, Sendable, CustomStringConvertible {
    /// The name in messages and on the command line (`rotationWhileDocked`, `device=pad-window`,
    /// `applied:hidden-field`).
    public let name: String
    /// What a case must do to cover it, one line.
    public let summary: String
    /// Why the requirement cannot be judged (a key path that is not a scenario dimension); nil
    /// when it can.
    public let problem: String?
    private let casesCovering: @Sendable (CoverageReport) -> Int

    /// Creates a requirement counting the cases of a report that cover it.
    /// - Parameters:
    ///   - name: Its name in messages.
    ///   - summary: What a case must do to cover it.
    ///   - cases: How many of the report's cases covered it.
    public init(name: String, summary: String, cases: @escaping @Sendable (CoverageReport) -> Int) {
        self.init(name: name, summary: summary, problem: nil, cases: cases)
    }

    private init(name: String, summary: String, problem: String?, cases: @escaping @Sendable (CoverageReport) -> Int) {
        self.name = name
        self.summary = summary
        self.problem = problem
        self.casesCovering = cases
    }

    /// How many of `report`'s cases covered the requirement.
    public func casesCovered(in report: CoverageReport) -> Int { casesCovering(report) }

    public var description: String { name }

    public static func == (lhs: CoverageRequirement, rhs: CoverageRequirement) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension CoverageRequirement {
    // MARK: Keyboard states

    /// A rotation while our software keyboard is docked.
    public static let rotationWhileDocked = CoverageRequirement(
        name: "rotationWhileDocked", summary: "a rotation while our keyboard is docked"
    ) {
        $0.casesWith.actions(named: "rotate", in: .docked)
    }

    /// An action performed with a hardware keyboard attached.
    public static let hardwareKeyboard = keyboardState(
        .hardware, "hardwareKeyboard",
        "an action with a hardware keyboard attached")
    /// An action performed with the iPad keyboard floating.
    public static let floatingKeyboard = keyboardState(
        .floating, "floatingKeyboard",
        "an action with the iPad keyboard floating")
    /// An action performed while another app's keyboard is on screen.
    public static let remoteKeyboard = keyboardState(
        .remote, "remoteKeyboard",
        "an action while another app's keyboard is shown")

    private static func keyboardState(
        _ state: CoverageCounters.KeyboardState, _ name: String,
        _ summary: String
    ) -> CoverageRequirement {
        CoverageRequirement(name: name, summary: summary) { $0.cases(performingIn: state) }
    }

    // MARK: Timing

    /// A focus change while a keyboard transition's did-notifications are still pending.
    public static let focusChangeDuringAnimation = event(
        .focusChangeDuringAnimation,
        "a focus change while a keyboard transition's did-notifications are pending")
    /// A did-notification delivered after a newer transition's will-notifications.
    public static let lateNotification = event(
        .lateNotification,
        "a did-notification delivered after a newer transition's will-notifications")
    /// A deferred block of the strategy ran (`async`, `asyncAfter`, `perform(afterDelay:)`).
    public static let deferredWork = CoverageRequirement(
        name: "deferredWork", summary: "a deferred block of the strategy ran"
    ) { $0.casesWith.count(.deferredBlock) }
    /// A timed wait that ended before the next pending event (mid-animation).
    public static let waitMidAnimation = CoverageRequirement(
        name: "waitMidAnimation", summary: "a timed wait that ended before the next pending event"
    ) {
        $0.casesWith.waits(.beforeNextEvent)
    }

    private static func event(_ event: CoverageCounters.Event, _ summary: String) -> CoverageRequirement {
        CoverageRequirement(name: event.rawValue, summary: summary) { $0.casesWith.count(event) }
    }

    // MARK: Invariants and scenarios

    /// `invariant` applied at a quiescent check at least once (its preconditions held: for
    /// `hidden-field` an armed check with a field focused and a keyboard docked).
    public static func applied(_ invariant: Invariant) -> CoverageRequirement {
        CoverageRequirement(
            name: "applied:\(invariant.rawValue)",
            summary: "\(invariant.rawValue) applied at a quiescent check"
        ) { $0.casesWith.applied(invariant) }
    }

    /// The scenario has `value` at `keyPath` (a dimension of ``ScenarioDimension/all``), e.g.
    /// `.value(\.device, .padWindow)`: named `device=pad-window`.
    public static func value<Value: ScenarioChoice>(
        _ keyPath: WritableKeyPath<Scenario, Value>,
        _ value: Value
    ) -> CoverageRequirement {
        guard let dimension = ScenarioDimension.at(keyPath) else {
            let name = "\(keyPath)=\(value.token)"
            return CoverageRequirement(
                name: name, summary: "the scenario has \(name)",
                problem: "\(name): \(keyPath) is not a scenario dimension", cases: { _ in 0 })
        }
        return dimensionValue(dimension.key, value.token)
    }

    private static func dimensionValue(_ key: String, _ token: String) -> CoverageRequirement {
        CoverageRequirement(name: "\(key)=\(token)", summary: "the scenario has \(key) \(token)") {
            $0.dimension(key)?.cases(token) ?? 0
        }
    }

    // MARK: By name

    /// The requirements with fixed names, in the order help lists them.
    public static let named: [CoverageRequirement] = [
        .rotationWhileDocked, .focusChangeDuringAnimation, .lateNotification, .hardwareKeyboard, .floatingKeyboard,
        .remoteKeyboard, .deferredWork, .waitMidAnimation,
    ]

    /// The requirement called `name`: a fixed name (``named``), `applied:INVARIANT`, or
    /// `KEY=VALUE` for a value of a scenario dimension with named values.
    /// - Throws: ``CoverageRequirementError`` saying what names exist.
    public static func named(_ name: String) throws -> CoverageRequirement {
        if let fixed = named.first(where: { $0.name == name }) { return fixed }
        if name.hasPrefix("applied:") {
            let text = name.dropFirst("applied:".count)
            guard let invariant = Invariant(rawValue: String(text)) else {
                throw CoverageRequirementError(
                    "unknown invariant '\(text)' in '\(name)'; expected one of \(Invariant.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return .applied(invariant)
        }
        if let equals = name.firstIndex(of: "=") {
            let key = String(name[..<equals])
            let token = String(name[name.index(after: equals)...])
            guard let dimension = ScenarioDimension.named(key), let values = dimension.values else {
                let keys = ScenarioDimension.all.filter { $0.values != nil }.map(\.key)
                throw CoverageRequirementError(
                    "'\(key)' in '\(name)' is not a scenario dimension with named values; expected one of \(keys.joined(separator: ", "))")
            }
            guard values.contains(where: { $0.token == token }) else {
                throw CoverageRequirementError(
                    "unknown \(key) '\(token)' in '\(name)'; expected one of \(values.map(\.token).joined(separator: ", "))")
            }
            return dimensionValue(key, token)
        }
        throw CoverageRequirementError(
            "unknown coverage requirement '\(name)'; expected one of \(named.map(\.name).joined(separator: ", ")), applied:INVARIANT or KEY=VALUE (a scenario dimension's value)"
        )
    }
}

/// A coverage requirement's name that names nothing.
public struct CoverageRequirementError: Error, CustomStringConvertible, Equatable {
    /// The message: what in the name is unknown, and what was expected.
    public var description: String
    /// An error told by `description`.
    public init(_ description: String) { self.description = description }
}
