import Foundation
import KeyboardWorld
import PropertyEngine
import Testing

@testable import KeyfuzzKit

/// Walks the dimension table: every dimension and every value round-trips through a seed file,
/// says itself in the summary, is drawn, shrinks toward the simplest value, and a space (the
/// CLI's `--only` and the test helpers' `only`) restricts it. A new table entry is covered here
/// without a test of its own.
@Suite struct ScenarioDimensionTableTests {
    /// A value of a dimension to try: a choice's token, or a sample number or list.
    struct Sample: CustomStringConvertible, Sendable {
        var key: String
        var token: String
        var description: String { "\(key)=\(token)" }
    }

    /// Three stacked fields on a phone: every value below applies to it.
    static let base = Scenario(device: .phoneNotch, fields: Scenario.stackedFields(count: 3), contentHeight: 500)

    static let samples: [Sample] = ScenarioDimension.all.flatMap { dimension -> [Sample] in
        if let values = dimension.values { return values.map { Sample(key: dimension.key, token: $0.token) } }
        var scenario = base
        switch dimension.key {
        case "contentInset": scenario.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 30, right: 0)
        case "fields": scenario.fields = Scenario.stackedFields(count: 2, top: 40, height: 60)
        case "contentHeight": scenario.contentHeight = 444
        case "textViews": scenario.textViewIndices = [2]
        default: break
        }
        return [Sample(key: dimension.key, token: dimension.token(scenario))]
    }

    static func dimension(_ sample: Sample) throws -> ScenarioDimension {
        try #require(ScenarioDimension.named(sample.key))
    }

    /// `base` with the sample's value (on a table view controller's screen for the controller's
    /// rule, which applies only there).
    static func scenario(_ sample: Sample) throws -> Scenario {
        var scenario = base
        if sample.key == "controllerAvoidance" { scenario.shape = .tableController }
        #expect(try dimension(sample).assign(&scenario, sample.token))
        return Scenario(normalizing: scenario)
    }

    /// The controller's rule is written only for a controller's screen; a file without it means
    /// the legacy rule there and the current one (a new scenario's value) anywhere else.
    @Test func theControllerRuleIsWrittenOnlyWhereItApplies() throws {
        var table = Self.base
        table.shape = .tableController
        let tableText = String(decoding: SeedFile(strategy: "naive", scenario: table, actions: [], expected: .pass).encode(), as: UTF8.self)
        #expect(tableText.contains("\"controllerAvoidance\": \"systemInset\""))
        let form = SeedFile(strategy: "naive", scenario: Self.base, actions: [], expected: .pass).encode()
        #expect(!String(decoding: form, as: UTF8.self).contains("controllerAvoidance"))
        #expect(try SeedFile.decode(form, path: "form.json").scenario.controllerAvoidance == .systemInset)
        let legacy = Data(tableText.replacingOccurrences(of: "\"controllerAvoidance\": \"systemInset\",\n", with: "").utf8)
        #expect(!String(decoding: legacy, as: UTF8.self).contains("controllerAvoidance"))
        #expect(try SeedFile.decode(legacy, path: "legacy.json").scenario.controllerAvoidance == .contentInset)
    }

    @Test func everyKeyIsUniqueAndEveryNewDimensionIsOptionalInFiles() {
        let keys = ScenarioDimension.all.map(\.key)
        #expect(Set(keys).count == keys.count)
        for dimension in ScenarioDimension.all where dimension.origin != .idealised {
            // Files that predate a dimension must keep their meaning: its key is optional.
            #expect(!dimension.json.isRequired, "\(dimension.key)")
            #expect(dimension.defaultToken != nil, "\(dimension.key)")
        }
    }

    @Test(arguments: samples)
    func roundTripsThroughASeedFile(sample: Sample) throws {
        let scenario = try Self.scenario(sample)
        #expect(scenario.problems.isEmpty)
        let file = SeedFile(strategy: "naive", scenario: scenario, actions: [.tap(0)], expected: .pass)
        let read = try SeedFile.decode(file.encode(), path: "sample.json")
        #expect(read.scenario == scenario)
        #expect(read.encode() == file.encode())
        // A value other than the default is written; the default of a newer dimension is not.
        let dimension = try Self.dimension(sample)
        let text = String(decoding: file.encode(), as: UTF8.self)
        if dimension.json.isRequired || sample.token != dimension.defaultToken {
            #expect(text.contains("\"\(dimension.key)\": "))
        } else {
            #expect(!text.contains("\"\(dimension.key)\": "))
        }
    }

    @Test(arguments: samples)
    func appearsInTheSummary(sample: Sample) throws {
        let scenario = try Self.scenario(sample)
        let dimension = try Self.dimension(sample)
        let words = dimension.summary(scenario)
        if let words { #expect(scenario.summary.contains(words)) }
        // A value every default case has (the world's `device` rules) needs no words.
        let everyCaseHasIt = ScenarioSpace.default.allowedTokens(of: dimension) == [sample.token]
        if dimension.values != nil && sample.token != dimension.defaultToken && !everyCaseHasIt {
            // A scenario line says when a case needs a value other than the classic one.
            #expect(words != nil)
        }
        if let defaultToken = dimension.defaultToken, sample.token != defaultToken, !everyCaseHasIt {
            // Said by its own words or by another part's (text views in the fields' words).
            #expect(scenario.summary != Self.base.summary, "\(sample)")
        }
    }

    @Test(arguments: samples)
    func isDrawnWhereTheSpaceAllowsIt(sample: Sample) throws {
        let dimension = try Self.dimension(sample)
        guard let values = dimension.values else {
            // Numbers and lists: drawn freely, more than one value in a few hundred cases (a
            // list of text views: often none).
            var seen = Set<String>()
            for k in 0..<300 {
                var source = RandomSource(runSeed: 7, caseIndex: UInt64(k))
                seen.insert(dimension.token(ScenarioSpace.default.draw(using: &source)))
            }
            #expect(seen.count > (sample.key == "textViews" ? 5 : 10), "\(sample.key): \(seen.count) values")
            if let defaultToken = dimension.defaultToken { #expect(seen.contains(defaultToken)) }
            return
        }
        #expect(values.contains { $0.token == sample.token })
        let drawnByDefault = ScenarioSpace.default.allowedTokens(of: dimension)?.contains(sample.token) ?? false
        let space = drawnByDefault ? ScenarioSpace.default : try ScenarioSpace.default.wideningToEveryValue(sample.key)
        var found = false
        for k in 0..<3_000 where !found {
            var source = RandomSource(runSeed: 11, caseIndex: UInt64(k))
            let scenario = space.draw(using: &source)
            found = dimension.applies(scenario) && dimension.token(scenario) == sample.token
        }
        #expect(found, "\(sample) not drawn in 3,000 cases\(drawnByDefault ? "" : " (widened)")")
    }

    @Test(arguments: samples)
    func shrinksTowardTheSimplestValue(sample: Sample) throws {
        let dimension = try Self.dimension(sample)
        var scenario = try Self.scenario(sample)
        let start = KeyboardCase(strategy: "naive", scenario: scenario, actions: [])
        let candidates = Array(ScenarioSpace.unrestricted.simplerScenarios(of: start))
        #expect(candidates.allSatisfy { ScenarioSpace.unrestricted.contains($0.scenario) })
        if let simplest = dimension.simplestToken {
            // The shrinker offers this dimension's first step; following the steps ends at the simplest value.
            if let first = dimension.simplifications(scenario).first {
                #expect(candidates.contains { $0.scenario == Scenario(normalizing: first.scenario) })
            }
            for _ in 0..<10 {
                guard let first = dimension.simplifications(scenario).first else { break }
                scenario = Scenario(normalizing: first.scenario)
            }
            #expect(!dimension.applies(scenario) || dimension.token(scenario) == simplest)
        } else {
            // Numbers and lists have steps of their own: the inset to zero, fields removed, the footer halved.
            #expect(!candidates.isEmpty)
        }
    }

    @Test(arguments: samples)
    func aSpaceRestrictsIt(sample: Sample) throws {
        let dimension = try Self.dimension(sample)
        var space = try ScenarioSpace.default.wideningToEveryValueIfListed(sample.key).restricting(sample.key, to: [sample.token])
        // A content height, or a list of text views, is fixed only together with the fields it names.
        if sample.key == "contentHeight" || sample.key == "textViews" { space = space.fixing(\.fields, Self.base.fields) }
        #expect(space.problems.isEmpty, "\(space.problems)")
        for k in 0..<200 {
            var source = RandomSource(runSeed: 3, caseIndex: UInt64(k))
            let scenario = space.draw(using: &source)
            #expect(space.contains(scenario))
            if dimension.applies(scenario) { #expect(dimension.token(scenario) == sample.token) }
        }
    }

    /// `--profile classic`: every beyond-classic dimension at its classic value (the default, but
    /// for the world's rules: `idealised`), and the beyond-classic values of classic dimensions
    /// (rotationStyle=hideFirst) left out.
    @Test func classicPinsEveryProfile() {
        let classic = ScenarioSpace.default.idealisedOnly()
        for dimension in ScenarioDimension.all where dimension.values != nil {
            let allowed = classic.allowedTokens(of: dimension) ?? []
            if dimension.origin == .worldRule {
                #expect(allowed == [dimension.classicToken].compactMap { $0 }, "\(dimension.key)")
            }
            #expect(Set(allowed).isDisjoint(with: dimension.beyondClassicTokens), "\(dimension.key)")
            #expect(!dimension.help.isEmpty && (dimension.values ?? []).allSatisfy { !$0.help.isEmpty })
        }
        #expect(classic.allowedTokens(of: ScenarioDimension.named("rotationStyle")!) == ["change", "hideShow"])
        #expect(classic.allowedTokens(of: ScenarioDimension.named("world")!) == ["idealised"])
    }

    /// The draw order is part of what a seed means: the classic dimensions first, then the
    /// event profiles, then the screens as apps build them, then the world's rules, each group
    /// appended after the last.
    @Test func theTableAppendsNewerDimensionsAfterOlderOnes() {
        let keys = ScenarioDimension.all.map(\.key)
        #expect(
            Array(keys.prefix(12)) == [
                "device", "orientation", "navigationBar", "tabBar", "insetAdjustment", "contentInset",
                "content", "systemScrollsToFocus", "fields", "contentHeight", "rotationStyle", "layout",
            ])
        #expect(
            ScenarioDimension.all.filter { $0.origin == .worldRule }.map(\.key) == [
                "keyboardKind", "quickTypeBar", "hardwareFrame", "phoneHardwareHides", "keyboardDismissMode", "degenerateFrames",
                "inContainer", "alwaysBounceVertical", "notificationObject",
                "shape", "barStyle", "additionalSafeArea", "textViews", "entry", "world", "controllerAvoidance",
            ])
        #expect(keys.count == 12 + 16)
    }

    /// Every scenario the default space draws is a usable one (bars, shapes and text views combined).
    @Test func everyDrawnScenarioIsValid() {
        var source = RandomSource(seed: 21)
        for _ in 0..<3_000 {
            let scenario = ScenarioSpace.default.draw(using: &source)
            #expect(scenario.problems.isEmpty, "\(scenario.problems)")
        }
    }

    /// The shapes a space draws: `--shape` / `--only shape=...`, and a strategy's declared ones.
    @Test func theShapesAStrategyDeclaresRestrictTheSpace() throws {
        #expect(try ScenarioSpace.default.restricting("shape", to: ["footer", "nestedScroll"]).shapes == [.footer, .nestedScroll])
        #expect(throws: ScenarioSpaceError.self) { try ScenarioSpace.default.restricting("shape", to: ["sheet"]) }
        #expect(ScenarioSpace.default.declared(by: [.plainForm, .footer]).shapes == [.plainForm, .footer])
        #expect(ScenarioSpace.default.only(\.shape, [.footer]).declared(by: [.scrollForm]).drawsAnyShape == false)
        #expect(ScenarioSpace.default.undeclared(by: [.scrollForm]).shapes == ScreenShape.allCases.filter { $0 != .scrollForm })
        // `--profile classic` draws the classic shape only.
        #expect(ScenarioSpace.default.idealisedOnly().shapes == [.scrollForm])
    }

    @Test func theHelpersKeyPathAPIStoresTheSameRestriction() throws {
        #expect(
            ScenarioSpace.default.only(\.device, [.pad, .phoneHome])
                == (try ScenarioSpace.default.restricting("device", to: ["pad", "phone-home"])))
        #expect(
            ScenarioSpace.default.fixing(\.navigationBar, true) == (try ScenarioSpace.default.restricting("navigationBar", to: ["true"])))
        #expect(ScenarioSpace.default.also(\.content, [.unpinned]) == (try ScenarioSpace.default.wideningToEveryValue("content")))
        #expect(throws: ScenarioSpaceError.self) { try ScenarioSpace.default.restricting("device", to: ["phone-fold"]) }
        #expect(throws: ScenarioSpaceError.self) { try ScenarioSpace.default.restricting("toolBar", to: ["true"]) }
    }
}

extension ScenarioSpace {
    /// The space drawing every value of `key` when it has listed values (so that a restriction
    /// to a value not drawn by default is a restriction, not a widening).
    func wideningToEveryValueIfListed(_ key: String) throws -> ScenarioSpace {
        ScenarioDimension.named(key)?.values == nil ? self : try wideningToEveryValue(key)
    }
}
