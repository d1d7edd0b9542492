import Foundation
import KeyboardWorld
import PropertyEngine

/// An exhaustive search for the shortest failing action sequence per invariant, on one fixed
/// scenario and a small alphabet of actions (SmallCheck style, through PropertyEngine's
/// `shortestFailing`).
///
/// Unlike random search plus shrinking, it proves that no shorter sequence over the alphabet
/// fails. A sequence *fails invariant I* exactly as for ``CaseShrinker``: running it with only I
/// enabled reports a violation. One run classifies every invariant at once: it runs every action
/// and collects the invariants broken at any step (checks do not change the world, so this is
/// the same as one run per invariant).
public struct ExhaustiveSearch: Sendable {
    /// The fixed scenario.
    public var scenario: Scenario
    /// The strategy under test; a fresh instance per sequence.
    public var strategy: StrategyUnderTest
    /// The invariants searched for.
    public var invariants: InvariantSet
    /// The longest sequence tried.
    public var maxLength: Int
    /// The symbols sequences are built from; ``alphabet(for:)`` by default.
    public var alphabet: [Action]

    /// Creates a search over `alphabet` (by default derived from `scenario`) up to `maxLength` actions.
    public init(
        scenario: Scenario, strategy: StrategyUnderTest, invariants: InvariantSet = .defaults,
        maxLength: Int = 4, alphabet: [Action]? = nil
    ) {
        self.scenario = scenario
        self.strategy = strategy
        self.invariants = invariants
        self.maxLength = maxLength
        self.alphabet = alphabet ?? Self.alphabet(for: scenario)
    }

    /// The screen `keyfuzz exhaust` and `keyfuzz verify` search by default: phone-notch portrait,
    /// 4 fields 180 pt apart, the lowest one near the keyboard, content 1000 pt tall.
    public static let defaultScenario = Scenario(
        device: .phoneNotch, fields: Scenario.stackedFields(count: 4, top: 20, spacing: 180), contentHeight: 1000)

    /// The default screen in a shape a strategy written for `shapes` declares: ``defaultScenario``
    /// itself for a scroll form, else the same fields in the first shape declared.
    public static func defaultScenario(for shapes: [ScreenShape]) -> Scenario {
        var scenario = defaultScenario
        if !shapes.contains(scenario.shape), let shape = shapes.first { scenario.shape = shape }
        return scenario
    }

    /// The default alphabet of a scenario: a tap of each field, then `next`, `dismiss`,
    /// `finishAnimation`, `rotate`, `inputMode(emoji)`, `inputMode(default)`, hardware keyboard
    /// on and off, drags and content changes of ±200 pt, `repost` and `tapBackground`; then,
    /// when `timed`, the waits ``timedWaits`` (a timer of TPKeyboardAvoiding's 10 ms has fired;
    /// the keyboard animation is still running); then, when `unusualPaths`, those of
    /// docs/classic-world.md §6's unusual paths, and
    /// `dragCancel` under `keyboardDismissMode = .interactive`.
    ///
    /// A form with text views adds `type(3)`; a screen in a navigation stack adds `push` and `pop`.
    public static func alphabet(for scenario: Scenario, unusualPaths: Bool = true, timed: Bool = true) -> [Action] {
        scenario.fields.indices.map { Action.tap($0) } + [
            .next, .dismiss, .finishAnimation, .rotate, .inputMode(.emoji), .inputMode(.default),
            .hardwareKeyboard(true), .hardwareKeyboard(false), .scroll(200), .scroll(-200),
            .contentChange(200), .contentChange(-200), .repost, .tapBackground,
        ] + (timed ? timedWaits : []) + (unusualPaths ? unusualPathAlphabet(for: scenario.device) : [])
            // An event profile's action, only where it exists (the classic alphabet is unchanged).
            + (unusualPaths && scenario.keyboardDismissMode == .interactive ? [.dragCancel] : [])
            // Screens as apps build them, only where they exist.
            + (scenario.fields.contains(where: \.isTextView) ? [.type(3)] : [])
            + (scenario.entry.isInNavigationStack ? [.push, .pop] : [])
    }

    /// The former spelling of ``alphabet(for:unusualPaths:timed:)``.
    @available(*, deprecated, renamed: "alphabet(for:unusualPaths:timed:)")
    public static func alphabet(for scenario: Scenario, secondStage: Bool, timed: Bool = true) -> [Action] {
        alphabet(for: scenario, unusualPaths: secondStage, timed: timed)
    }

    /// The waits of the default alphabet: 10 ms and 0.1 s.
    public static let timedWaits: [Action] = [.wait(0.01), .wait(0.1)]

    /// The longest length every sequence of which is among the first `tried` in shortlex order
    /// over `alphabetSize` symbols (`1 + n + ... + n^k <= tried`); -1 when not even the empty one.
    static func lengthSearchedInFull(_ tried: Int, alphabetSize: Int) -> Int {
        var length = -1
        var total = 0
        var count = 1
        while true {
            let (next, overflow) = total.addingReportingOverflow(count)
            guard !overflow, next <= tried else { return length }
            total = next
            length += 1
            guard alphabetSize > 0 else { return length }
            let (more, overflowed) = count.multipliedReportingOverflow(by: alphabetSize)
            guard !overflowed else { return length }
            count = more
        }
    }

    /// The unusual-path actions that exist on `device` (docs/classic-world.md §6).
    static func unusualPathAlphabet(for device: Device) -> [Action] {
        var actions: [Action] = [.dragDismiss(zeroRect: true), .dragDismiss(zeroRect: false)]
        if device == .pad { actions += [.undock, .dock] }
        if !device.isPhone { actions += [.remoteKeyboard(show: true), .remoteKeyboard(show: false)] }
        return actions
    }

    /// The invariants `actions` fails on this scenario, each as if checked alone.
    public func failures(of actions: [Action]) -> Set<Invariant> {
        let world = World(scenario: scenario, strategy: strategy.make(), invariants: invariants)
        var broken = Set<Invariant>()
        for action in actions {
            for violation in world.perform(action) { broken.insert(violation.invariant) }
        }
        for violation in world.finish() { broken.insert(violation.invariant) }
        return broken
    }

    /// Searches every sequence up to ``maxLength``, in shortlex order.
    ///
    /// - Parameters:
    ///   - targets: When not empty, searches length by length and stops after the first length by
    ///     which every target has a shortest sequence (the shorter lengths are searched again at
    ///     each deepening, a small price: one length costs `n` times the previous one).
    ///   - limit: The most sequences to classify in total.
    ///   - shouldStop: Asked before each sequence; true ends the search where it is (an
    ///     interrupt), the report then incomplete with the length searched in full.
    /// - Returns: The shortest failing sequence per invariant, in canonical invariant order.
    /// - Complexity: Up to `1 + n + ... + n^maxLength` runs for an alphabet of `n` actions.
    public func run(
        stoppingOnceFound targets: [Invariant] = [], limit: Int = .max, shouldStop: () -> Bool = { false }
    ) -> ExhaustiveReport {
        let lengths = targets.isEmpty ? [maxLength] : Array(0...Swift.max(0, maxLength))
        var tried = 0
        var result = ShortestFailures<Action, Invariant>(first: [:], sequencesTried: 0, isComplete: true)
        var searchedLength = 0
        for length in lengths {
            result = shortestFailing(
                alphabet: alphabet, maxLength: length, limit: Swift.max(0, limit - tried), shouldStop: shouldStop,
                classify: failures(of:))
            tried += result.sequencesTried
            guard result.isComplete else {
                // Sequences go shortest first: the lengths whose every sequence was tried.
                searchedLength = Swift.max(searchedLength, Self.lengthSearchedInFull(result.sequencesTried, alphabetSize: alphabet.count))
                break
            }
            searchedLength = length
            if !targets.isEmpty && targets.allSatisfy({ result.first[$0] != nil }) { break }
        }
        let shortest = Invariant.allCases.compactMap { invariant in
            result.first[invariant].map { ExhaustiveFinding(invariant: invariant, actions: $0) }
        }
        return ExhaustiveReport(
            shortest: shortest, sequencesTried: tried, searchedLength: searchedLength,
            isComplete: result.isComplete)
    }
}

/// The shortest failing sequence found for one invariant.
public struct ExhaustiveFinding: Hashable, Sendable {
    /// The invariant.
    public var invariant: Invariant
    /// The first failing sequence: shortest, then first in alphabet order.
    public var actions: [Action]

    /// Creates a finding.
    public init(invariant: Invariant, actions: [Action]) {
        self.invariant = invariant
        self.actions = actions
    }
}

/// What an exhaustive search found.
public struct ExhaustiveReport: Hashable, Sendable {
    /// The shortest failing sequence per invariant found, in canonical invariant order.
    public var shortest: [ExhaustiveFinding]
    /// How many sequences were run, over all deepenings.
    public var sequencesTried: Int
    /// The longest length every sequence of which was tried: no invariant missing from
    /// ``shortest`` fails with this many actions or fewer.
    public var searchedLength: Int
    /// Whether the search was complete up to the length it stopped at (false when `limit` cut it).
    public var isComplete: Bool

    /// Creates a report; ``ExhaustiveSearch/run(stoppingOnceFound:limit:)`` is the usual source.
    public init(shortest: [ExhaustiveFinding], sequencesTried: Int, searchedLength: Int, isComplete: Bool) {
        self.shortest = shortest
        self.sequencesTried = sequencesTried
        self.searchedLength = searchedLength
        self.isComplete = isComplete
    }

    /// The shortest failing sequence for `invariant`, if one was found.
    public func shortest(for invariant: Invariant) -> [Action]? {
        shortest.first { $0.invariant == invariant }?.actions
    }
}
