import Foundation
import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

/// The scenarios a run may draw, and the actions it may draw in them: per dimension of
/// ``ScenarioDimension/all``, the values allowed (a number or a list is drawn freely or fixed to
/// one value), plus whether the unusual-path actions are drawn.
///
/// The generator draws inside the space, the shrinker simplifies inside it (never leaving it),
/// and both shells build one: the CLI from its flags (`--device`, `--unpinned`, `--only`, ...),
/// the test helpers from `scenarios:` and a ``KeyboardForm``-style screen.
///
///     let space = ScenarioSpace.default
///         .only(\.device, [.phoneHome, .phoneNotch])
///         .fixing(\.navigationBar, true)
///
/// A draw consumes the same random words whatever the space allows, except a device drawn
/// from a shorter list: fixing a dimension never shifts the dimensions drawn after it.
public struct ScenarioSpace: Sendable {
    /// Allowed tokens per dimension key, in the order given; a key not listed allows what its
    /// dimension draws by default.
    private var allowed: [String: [String]] {
        didSet { resolved = Resolved(allowed) }
    }
    /// What `allowed` means for every dimension, worked out once per space rather than at every
    /// draw and membership test.
    private var resolved: Resolved
    /// Whether docs/classic-world.md §6's unusual-path actions are drawn (interactive dismissal,
    /// undocking, other apps' keyboards), where the device has them.
    public var drawsUnusualPathActions: Bool

    /// The former name of ``drawsUnusualPathActions``.
    @available(*, deprecated, renamed: "drawsUnusualPathActions")
    public var drawsSecondStageActions: Bool {
        get { drawsUnusualPathActions }
        set { drawsUnusualPathActions = newValue }
    }
    /// Whether the generator draws timed waits between actions (`wait(0.01)`, a wait that ends
    /// during an animation or just after it), besides `finishAnimation`. The `classic` profile
    /// has no clock: only `finishAnimation` lets time pass there.
    public var drawsTimedWaits = true

    private init(allowed: [String: [String]], drawsUnusualPathActions: Bool) {
        self.allowed = allowed
        self.resolved = Resolved(allowed)
        self.drawsUnusualPathActions = drawsUnusualPathActions
    }

    /// The tokens `dimension` may take under `allowed`: those listed for it, else those it draws
    /// by default; nil when it is drawn freely (a number or a list).
    fileprivate static func tokens(of dimension: ScenarioDimension, in allowed: [String: [String]]) -> [String]? {
        allowed[dimension.key] ?? dimension.drawnByDefault ?? dimension.values?.map(\.token)
    }

    /// What `keyfuzz fuzz` draws by default: every dimension's default allowance (pinned
    /// content and UIKit's scroll-to-focus, which every correct strategy needs) and the unusual paths.
    public static let `default` = ScenarioSpace(allowed: [:], drawsUnusualPathActions: true)

    /// Every value of every dimension: the space a saved case is shrunk in when no run's space
    /// is known (`keyfuzz shrink FILE`).
    public static let unrestricted = ScenarioSpace(
        allowed: Dictionary(
            uniqueKeysWithValues: ScenarioDimension.all.compactMap { d in
                d.values.map { (d.key, $0.map(\.token)) }
            }),
        drawsUnusualPathActions: true)

    /// Only the scenario `scenario`: the actions are fuzzed, the screen and the system's
    /// behaviour are fixed.
    public static func fixed(_ scenario: Scenario) -> ScenarioSpace {
        ScenarioSpace.default.fixing(ScenarioDimension.all, to: scenario)
    }

    /// The default space with every screen dimension (device, bars, insets, fields, layout...)
    /// fixed to `scenario`'s: a user's own screen, under every behaviour of the system.
    public static func screen(_ scenario: Scenario) -> ScenarioSpace {
        ScenarioSpace.default.fixing(ScenarioDimension.all.filter { $0.role == .appStructure }, to: scenario)
    }

    // MARK: Restricting

    /// The tokens `dimension` may take here; nil when it is drawn freely (a number or a list).
    public func allowedTokens(of dimension: ScenarioDimension) -> [String]? {
        Self.tokens(of: dimension, in: allowed)
    }

    /// Whether the space names `dimension`'s values itself (a restriction, a widening, a fixed
    /// value), rather than drawing what the dimension draws by default.
    func restricts(_ dimension: ScenarioDimension) -> Bool { allowed[dimension.key] != nil }

    /// The space with `dimension` restricted to the values named by `tokens`, in that order.
    /// - Throws: ``ScenarioSpaceError`` for an unknown key or token, or no token at all.
    public func restricting(_ key: String, to tokens: [String]) throws -> ScenarioSpace {
        let dimension = try Self.dimension(key)
        guard !tokens.isEmpty else { throw ScenarioSpaceError("\(key) needs at least one value") }
        for token in tokens { try Self.check(token, of: dimension) }
        var space = self
        space.allowed[key] = Self.unique(tokens)
        return space
    }

    /// `restricting(_:to:)` that accepts an empty list: a space with nothing to draw for `key`
    /// (``problems`` reports it), what a strategy declaring none of the allowed shapes gets.
    func restrictingAllowingNone(_ key: String, to tokens: [String]) throws -> ScenarioSpace {
        let dimension = try Self.dimension(key)
        for token in tokens { try Self.check(token, of: dimension) }
        var space = self
        space.allowed[key] = Self.unique(tokens)
        return space
    }

    /// The space with `dimension` also drawing the values named by `tokens` (after those it
    /// already draws).
    /// - Throws: ``ScenarioSpaceError`` for an unknown key or token, or a number or list dimension.
    public func widening(_ key: String, with tokens: [String]) throws -> ScenarioSpace {
        let dimension = try Self.dimension(key)
        guard let current = allowedTokens(of: dimension) else {
            throw ScenarioSpaceError("\(key) is drawn freely already; it can only be fixed")
        }
        for token in tokens { try Self.check(token, of: dimension) }
        var space = self
        space.allowed[key] = Self.unique(current + tokens)
        return space
    }

    /// The space drawing every value of `key`.
    public func wideningToEveryValue(_ key: String) throws -> ScenarioSpace {
        let dimension = try Self.dimension(key)
        return try widening(key, with: dimension.values?.map(\.token) ?? [])
    }

    /// The space drawing only `values` at `keyPath`, in that order.
    public func only<Value>(_ keyPath: WritableKeyPath<Scenario, Value>, _ values: [Value]) -> ScenarioSpace {
        guard let dimension = ScenarioDimension.at(keyPath) else { return self }
        var space = self
        space.allowed[dimension.key] = Self.unique(
            values.map { value in
                var scenario = Scenario.prototype
                scenario[keyPath: keyPath] = value
                return dimension.token(scenario)
            })
        return space
    }

    /// The space with `keyPath` fixed to `value`.
    public func fixing<Value>(_ keyPath: WritableKeyPath<Scenario, Value>, _ value: Value) -> ScenarioSpace {
        only(keyPath, [value])
    }

    /// The space also drawing `values` at `keyPath` (a choice: after those it already draws).
    public func also<Value>(_ keyPath: WritableKeyPath<Scenario, Value>, _ values: [Value]) -> ScenarioSpace {
        guard let dimension = ScenarioDimension.at(keyPath), let current = allowedTokens(of: dimension) else { return self }
        let added = ScenarioSpace.default.only(keyPath, values).allowed[dimension.key] ?? []
        var space = self
        space.allowed[dimension.key] = Self.unique(current + added)
        return space
    }

    /// The space with docs/classic-world.md §6's unusual paths left out (`--basic-actions`): their
    /// scenario options at their defaults and their actions not drawn.
    public func basicActionsOnly() -> ScenarioSpace {
        var space = self
        for dimension in ScenarioDimension.all where dimension.origin == .idealisedUnusualPath {
            if let token = dimension.defaultToken { space.allowed[dimension.key] = [token] }
        }
        space.drawsUnusualPathActions = false
        return space
    }

    /// The former name of ``basicActionsOnly()``.
    @available(*, deprecated, renamed: "basicActionsOnly()")
    public func firstStageOnly() -> ScenarioSpace { basicActionsOnly() }

    /// The space restricted to the idealised device of docs/classic-world.md (`--idealised`, the
    /// classic profile): every world-rule dimension at its classic value, as old seed files
    /// replay, and no timed waits.
    public func idealisedOnly() -> ScenarioSpace {
        var space = self
        for dimension in ScenarioDimension.all where dimension.origin == .worldRule {
            if let token = dimension.classicToken { space.allowed[dimension.key] = [token] }
        }
        for dimension in ScenarioDimension.all where !dimension.beyondClassicTokens.isEmpty {
            if let tokens = space.allowedTokens(of: dimension) {
                space.allowed[dimension.key] = tokens.filter { !dimension.beyondClassicTokens.contains($0) }
            }
        }
        space.drawsTimedWaits = false
        return space
    }

    /// The former name of ``idealisedOnly()``.
    @available(*, deprecated, renamed: "idealisedOnly()")
    public func classicOnly() -> ScenarioSpace { idealisedOnly() }

    func fixing(_ dimensions: [ScenarioDimension], to scenario: Scenario) -> ScenarioSpace {
        var space = self
        for dimension in dimensions { space.allowed[dimension.key] = [dimension.token(scenario)] }
        return space
    }

    /// The space a failure of `scenario` that needs `needs` is shrunk in, so that the shrink
    /// keeps its cause: every needed value fixed, and no legacy value where `scenario` holds one
    /// devices post (a burst of a third-party keyboard must not shrink into a legacy rotation).
    func keeping(_ needs: [FailureCause.Need], of scenario: Scenario) -> ScenarioSpace {
        let needed = Set(needs.map(\.key))
        // A needed choice is fixed; needed structure (text views) is kept by the shrinker's
        // check of the needs, so that fields can still be removed around it.
        var space = fixing(ScenarioDimension.all.filter { needed.contains($0.key) && $0.values != nil }, to: scenario)
        for dimension in ScenarioDimension.all where !needed.contains(dimension.key) {
            guard let values = dimension.values, dimension.applies(scenario) else { continue }
            let current = dimension.token(scenario)
            guard values.contains(where: { $0.token == current && !$0.isLegacy }) else { continue }
            let allowed = space.allowedTokens(of: dimension) ?? values.map(\.token)
            let devices = allowed.filter { token in !values.contains { $0.token == token && $0.isLegacy } }
            if devices.count < allowed.count { space.allowed[dimension.key] = devices }
        }
        return space
    }

    // MARK: Drawing and membership

    /// Draws a scenario: every dimension in table order, from its allowed values.
    public func draw(using source: inout RandomSource) -> Scenario {
        draw(using: &source, scheduled: nil)
    }

    /// Draws a scenario, then sets the values `row` of a ``CoveringSchedule`` names (each where
    /// its dimension applies and the value would be drawn there); the draws consumed are the
    /// same with or without a row. A row that leaves no valid scenario of the space is dropped.
    func draw(using source: inout RandomSource, scheduled row: CoveringSchedule.Row?) -> Scenario {
        var scenario = Scenario.prototype
        for draw in resolved.unretainedDraws { draw._withUnsafeGuaranteedRef { $0.run(&source, &scenario) } }
        guard let row, !row.isEmpty else { return finishingDraw(scenario) }
        var scheduled = scenario
        for entry in row {
            var candidate = scheduled
            let dimension = ScenarioDimension.all[entry.dimension]
            guard dimension.assign(&candidate, entry.token), dimension.applies(candidate),
                resolved.draws[entry.dimension].stands(in: candidate)
            else { continue }
            scheduled = candidate
        }
        let finished = finishingDraw(scheduled)
        return finished.problems.isEmpty && contains(finished) ? finished : finishingDraw(scenario)
    }

    /// A drawn scenario made whole: normalized, a bar's field a standard one, a plain form fitted
    /// to its screen, a form under translucent bars fitted to them, a controller screen's rule
    /// and insets fitted to it.
    private func finishingDraw(_ drawn: Scenario) -> Scenario {
        var scenario = Scenario(normalizing: drawn)
        // A drawn form's field that lands in a header or footer bar is a standard field there,
        // unless it fits a bar already (`Scenario.maximumBarFieldHeight`).
        if resolved.drawsFields {
            if let bar = scenario.barFieldIndex, scenario.fields[bar].frame.size.height > Scenario.maximumBarFieldHeight {
                scenario.fields[bar].frame.size.height = ScenarioDimension.standardFieldHeight
            }
            // A drawn plain form is one the screen shows whole: the fields below it are left out.
            if scenario.shape == .plainForm { scenario.fitPlainFormToItsScreen() }
        }
        if scenario.barStyle == .translucent { fitToTranslucentBars(&scenario) }
        fitToScrollViewController(&scenario)
        return scenario
    }

    /// Whether the value of dimension number `index` in `scenario` would stand there if drawn
    /// (a value drawn only where a condition holds, `drawnWhere`).
    func wouldDraw(dimension index: Int, in scenario: Scenario) -> Bool {
        resolved.draws[index].stands(in: scenario)
    }

    /// Whether `scenario` is one this space may draw: each restricted dimension that applies
    /// to it holds an allowed value.
    public func contains(_ scenario: Scenario) -> Bool {
        for holds in resolved.restrictions where !holds(scenario) { return false }
        return true
    }

    /// Whether every dimension is fixed to one value (only the actions are drawn).
    public var fixesEveryDimension: Bool {
        ScenarioDimension.all.allSatisfy { allowedTokens(of: $0)?.count == 1 }
    }

    /// What makes the space unusable, one sentence each (empty when valid): a dimension with
    /// no value, a fixed number or form the seed format would refuse, a content height fixed
    /// without the fields it must reach.
    public var problems: [String] {
        var problems: [String] = []
        for dimension in ScenarioDimension.all {
            guard let tokens = allowed[dimension.key] else { continue }
            if tokens.isEmpty { problems.append("\(dimension.key) allows no value, expected at least one") }
            if dimension.values == nil, let token = tokens.first {
                var scenario = Scenario.prototype
                if !dimension.assign(&scenario, token) {
                    problems.append("\(dimension.key) is fixed to \(JSONText.printable(token, limit: 200)), which the seed format refuses")
                }
            }
        }
        problems += translucentBarProblems
        if allowed["contentHeight"] != nil && allowed["fields"] == nil {
            problems.append("contentHeight is fixed without fields, expected fields too (drawn forms draw their own content height)")
        }
        if allowed["fields"] != nil {
            // A fixed form is checked as a whole, the way a seed file is read.
            var sample = Scenario.prototype
            for dimension in ScenarioDimension.all {
                if let tokens = allowed[dimension.key], tokens.count == 1 { _ = dimension.assign(&sample, tokens[0]) }
            }
            if allowed["contentHeight"] == nil { sample.contentHeight = sample.lowestFieldBottom }
            sample = Scenario(normalizing: sample)
            var jsonProblems: [JSONProblem] = []
            _ = JSONCodec<Scenario>.scenario.decode(JSONCodec<Scenario>.scenario.encode(sample), at: "scenario", problems: &jsonProblems)
            problems += jsonProblems.map(\.message)
        }
        return problems
    }

    // MARK: Helpers

    private static func dimension(_ key: String) throws -> ScenarioDimension {
        guard let dimension = ScenarioDimension.named(key) else {
            throw ScenarioSpaceError(
                "unknown scenario dimension '\(JSONText.printable(key, limit: 40))'; expected one of \(ScenarioDimension.all.map(\.key).joined(separator: ", "))"
            )
        }
        return dimension
    }

    private static func check(_ token: String, of dimension: ScenarioDimension) throws {
        if let values = dimension.values {
            guard values.contains(where: { $0.token == token }) else {
                throw ScenarioSpaceError(
                    "unknown \(dimension.key) '\(JSONText.printable(token, limit: 40))'; expected one of \(values.map(\.token).joined(separator: ", "))"
                )
            }
        } else {
            var scenario = Scenario.prototype
            guard dimension.assign(&scenario, token) else {
                throw ScenarioSpaceError("\(dimension.key) '\(JSONText.printable(token, limit: 40))' is not a value the seed format reads")
            }
        }
    }

    private static func unique(_ tokens: [String]) -> [String] {
        var seen = Set<String>()
        return tokens.filter { seen.insert($0).inserted }
    }
}

extension ScenarioSpace: Hashable {
    /// Two spaces are equal when they draw the same: the same allowed values, in the same order
    /// (a uniform draw picks by position), for every dimension, and the same actions.
    public static func == (lhs: ScenarioSpace, rhs: ScenarioSpace) -> Bool {
        lhs.drawsUnusualPathActions == rhs.drawsUnusualPathActions && lhs.drawsTimedWaits == rhs.drawsTimedWaits
            && lhs.resolved.tokens == rhs.resolved.tokens
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(drawsUnusualPathActions)
        hasher.combine(drawsTimedWaits)
        hasher.combine(resolved.tokens)
    }
}

/// Why a space cannot be built as asked: an unknown dimension or value.
public struct ScenarioSpaceError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The message, naming what is wrong: an unknown dimension or value, or a restriction that cannot apply.
    public var description: String
    /// An error told by `description`.
    public init(_ description: String) { self.description = description }
}

extension Scenario {
    /// `scenario` with the normalisation `init` applies (a window that does not rotate is landscape).
    init(normalizing scenario: Scenario) {
        self = scenario
        if !device.rotates { orientation = .landscape }
    }
}

extension ScenarioSpace {
    /// The cases one scenario step simpler than `keyboardCase` that stay in the space, best
    /// first: parts removed (fields, their taps dropped and the later taps renumbered), then each
    /// dimension's steps in table order, produced one at a time. Dimensions the space fixes are
    /// not simplified.
    func simplerScenarios(of keyboardCase: KeyboardCase) -> SimplerScenarios {
        SimplerScenarios(of: keyboardCase, in: self, dimensions: resolved.freeDimensions)
    }
}

extension ScenarioSpace {
    /// `keyboardCase` without its first action when that is a `rotate`, starting in the other
    /// orientation instead; nil when it does not start with one, the device does not rotate or
    /// the space does not hold the other orientation.
    func withoutLeadingRotation(_ keyboardCase: KeyboardCase) -> KeyboardCase? {
        guard keyboardCase.actions.first == .rotate, keyboardCase.scenario.device.rotates else { return nil }
        var scenario = keyboardCase.scenario
        scenario.orientation = scenario.orientation.toggled
        guard contains(scenario) else { return nil }
        return KeyboardCase(strategy: keyboardCase.strategy, scenario: scenario, actions: Array(keyboardCase.actions.dropFirst()))
    }
}

extension ScenarioSpace {
    /// How the space differs from ``default``, in words, for a run's header: values drawn
    /// beyond the defaults by their summary words (`unpinned content`), restrictions as
    /// `only rotationStyle=hideShow`, and `basic actions only`. The device list is left to the
    /// caller (headers name devices on their own); empty for the default space.
    public var differencesFromDefault: [String] {
        var words: [String] = []
        if !drawsUnusualPathActions { words.append("basic actions only") }
        if !drawsTimedWaits { words.append("no timed waits") }
        for dimension in ScenarioDimension.all where dimension.key != "device" {
            let tokens = allowedTokens(of: dimension)
            let standard = ScenarioSpace.default.allowedTokens(of: dimension)
            guard tokens != standard else { continue }
            // A controller's rule means nothing where no controller screen is drawn.
            if dimension.keyPath == \Scenario.controllerAvoidance && !shapes.contains(where: \.isScrollViewController) { continue }
            if !drawsUnusualPathActions && dimension.origin == .idealisedUnusualPath && tokens == dimension.defaultToken.map({ [$0] }) {
                continue
            }
            if let tokens, let standard, Set(standard).isSubset(of: tokens) {
                for token in tokens where !standard.contains(token) {
                    var scenario = Scenario.prototype
                    _ = dimension.assign(&scenario, token)
                    words.append(dimension.summary(scenario) ?? "\(dimension.key)=\(token)")
                }
            } else if let tokens {
                let shown = dimension.values == nil ? "fixed" : tokens.joined(separator: ",")
                words.append("only \(dimension.key)=\(shown)")
            }
        }
        return words
    }
}

extension Scenario {
    /// Leaves out the fields a plain form's screen cannot show in the drawn orientation (keeping
    /// the first): a plain form is built to fit its screen; the content ends below the last one kept.
    mutating func fitPlainFormToItsScreen() {
        let geometry = DeviceGeometry(device: device, orientation: orientation)
        let height = chromeBottom(in: geometry) - chromeTop(in: geometry)
        let kept = fields.prefix { $0.frame.origin.y + $0.frame.size.height <= height }.count
        guard kept < fields.count else { return }
        fields.removeLast(fields.count - Swift.max(1, kept))
        contentHeight = lowestFieldBottom
    }
}

extension ScenarioSpace {
    /// A space's allowances resolved per dimension, in table order. Its draws are objects of
    /// constants (some holding closures), never changed once made, hence `@unchecked Sendable`.
    fileprivate struct Resolved: @unchecked Sendable {
        /// `allowedTokens(of:)` of every dimension: what `contains` compares with (the shrinker
        /// asks it of every candidate) without a dictionary lookup per dimension.
        let tokens: [[String]?]
        /// Every dimension's draw from its tokens.
        let draws: [PreparedDraw]
        /// `draws`, not retained, for the draw of every case (`draws` keeps them).
        let unretainedDraws: [Unmanaged<PreparedDraw>]
        /// Whether the fields are drawn (not fixed to a form): a drawn form is then fitted to its screen.
        let drawsFields: Bool
        /// The dimensions the space does not fix to one value, in table order: those the
        /// shrinker simplifies.
        let freeDimensions: [ScenarioDimension]
        /// Whether a scenario is held by each restricted dimension's restriction (it holds a
        /// scenario the dimension does not apply to), in table order: `contains`, which the
        /// shrinker asks of every simpler scenario.
        let restrictions: [(Scenario) -> Bool]

        init(_ allowed: [String: [String]]) {
            let dimensions = ScenarioDimension.all
            let tokens = dimensions.map { ScenarioSpace.tokens(of: $0, in: allowed) }
            self.tokens = tokens
            draws = dimensions.indices.map { dimensions[$0].prepareDraw(tokens[$0]) }
            unretainedDraws = draws.map { Unmanaged.passUnretained($0) }
            drawsFields = allowed["fields"] == nil
            freeDimensions = dimensions.indices.filter { tokens[$0]?.count != 1 }.map { dimensions[$0] }
            restrictions = dimensions.indices.compactMap { index in
                guard let allowed = tokens[index] else { return nil }
                let applies = dimensions[index].applies
                if let prepare = dimensions[index].prepareMembership {
                    let isAllowed = prepare(allowed)
                    return { !applies($0) || isAllowed($0) }
                }
                let token = dimensions[index].token
                return { !applies($0) || allowed.contains(token($0)) }
            }
        }
    }
}
