import Foundation
import KeyboardStrategies
import KeyboardWorld
@testable import KeyfuzzKit
import PropertyEngine
import Testing

/// The generic test of every dimension beyond the classic profile (SPEC section 10): each
/// value round-trips through a seed file (the key written only when not the default, so older
/// files keep their bytes), changes the one-line summary, is drawn by default, simplifies to
/// the default, is what `--only KEY=VALUE` restricts a run to, and `--profile classic` fixes
/// the default.
@Suite struct ScenarioDimensionTableTests {
    /// The dimensions under test, with a value other than the default for each.
    static let dimensions = ScenarioDimension.all.filter { $0.origin == .beyondClassic }

    /// A screen every value applies to: bars (for translucency), automatic insets, a tall field.
    static let base: Scenario = {
        var fields = Scenario.stackedFields(count: 4)
        fields[2].frame.size.height = 120
        for i in 3..<4 { fields[i].frame.origin.y += 76 }
        return Scenario(device: .phoneNotch, navigationBar: true, tabBar: true, insetAdjustment: .automatic,
                        fields: fields, contentHeight: 900)
    }()

    /// The tokens other than the default: a choice's values, or one non-empty list of text views.
    static func otherTokens(_ dimension: ScenarioDimension) -> [String] {
        if let values = dimension.values { return values.map(\.token).filter { $0 != dimension.defaultToken } }
        return ["[2]"]
    }

    static func with(_ dimension: ScenarioDimension, _ token: String) -> Scenario {
        var scenario = base
        #expect(dimension.assign(&scenario, token), "\(dimension.key)=\(token)")
        return scenario
    }

    @Test func theTableAppendsTheNewDimensions() {
        #expect(Self.dimensions.map(\.key) == ["shape", "barStyle", "additionalSafeArea", "textViews", "entry"])
        // Appended after every older one: the draws of the older ones do not shift.
        let keys = ScenarioDimension.all.map(\.key)
        #expect(Array(keys.prefix(12)) == ["device", "orientation", "navigationBar", "tabBar", "insetAdjustment", "contentInset",
                                           "content", "systemScrollsToFocus", "fields", "contentHeight", "rotationStyle", "layout"])
    }

    @Test(arguments: dimensions.map(\.key))
    func roundTripsThroughASeedFileWrittenOnlyWhenSet(key: String) throws {
        let dimension = try #require(ScenarioDimension.named(key))
        let plain = SeedFile(strategy: "naive", scenario: Self.base, actions: [.tap(0)], expected: .pass)
        #expect(!String(decoding: plain.encode(), as: UTF8.self).contains("\"\(key)\""))
        for token in Self.otherTokens(dimension) {
            let scenario = Self.with(dimension, token)
            #expect(scenario.problems.isEmpty, "\(key)=\(token): \(scenario.problems)")
            let seed = SeedFile(strategy: "naive", scenario: scenario, actions: [.tap(0)], expected: .pass)
            let text = String(decoding: seed.encode(), as: UTF8.self)
            #expect(text.contains("\"\(key)\""), "\(key)=\(token) is not written")
            let read = try SeedFile.decode(seed.encode(), path: "\(key).json")
            #expect(read == seed)
            #expect(read.encode() == seed.encode())
            #expect(dimension.token(read.scenario) == token)
        }
    }

    @Test(arguments: dimensions.map(\.key))
    func aValueOtherThanTheDefaultShowsInTheSummary(key: String) throws {
        let dimension = try #require(ScenarioDimension.named(key))
        for token in Self.otherTokens(dimension) {
            let scenario = Self.with(dimension, token)
            #expect(scenario.summary != Self.base.summary, "\(key)=\(token)")
        }
    }

    @Test(arguments: dimensions.map(\.key))
    func everyValueIsDrawnByDefault(key: String) throws {
        let dimension = try #require(ScenarioDimension.named(key))
        var source = RandomSource(seed: 21)
        var drawn = Set<String>()
        for _ in 0..<3_000 {
            let scenario = ScenarioSpace.default.draw(using: &source)
            #expect(scenario.problems.isEmpty, "\(scenario.problems)")
            drawn.insert(dimension.token(scenario))
        }
        if let values = dimension.values {
            #expect(drawn == Set(values.map(\.token)), "\(key): \(drawn.sorted())")
        } else {
            #expect(drawn.contains("[]") && drawn.count > 5, "\(key): \(drawn.count) lists")
        }
    }

    @Test(arguments: dimensions.map(\.key))
    func theShrinkerSimplifiesTowardTheDefault(key: String) throws {
        let dimension = try #require(ScenarioDimension.named(key))
        let defaultToken = try #require(dimension.defaultToken)
        for token in Self.otherTokens(dimension) {
            let keyboardCase = KeyboardCase(strategy: "naive", scenario: Self.with(dimension, token), actions: [.tap(0)])
            let simpler = ScenarioSpace.unrestricted.simplerScenarios(of: keyboardCase)
            #expect(simpler.contains { dimension.token($0.scenario) == defaultToken }, "\(key)=\(token)")
        }
    }

    @Test(arguments: dimensions.map(\.key))
    func onlyRestrictsARunAndTheClassicProfileFixesTheDefault(key: String) throws {
        let dimension = try #require(ScenarioDimension.named(key))
        for token in Self.otherTokens(dimension) {
            // `--only KEY=VALUE` (for a list, its JSON): every drawn scenario has the value.
            let space = try ScenarioSpace.default.restricting(key, to: [token])
            var source = RandomSource(seed: 5)
            for _ in 0..<200 {
                let scenario = space.draw(using: &source)
                if dimension.values == nil {
                    // A list of field indices fixed without the fields names those the form has.
                    if scenario.fields.count > 2 { #expect(dimension.token(scenario) == token && space.contains(scenario)) }
                    continue
                }
                #expect(space.contains(scenario))
                if dimension.applies(scenario), key != "barStyle" {
                    #expect(dimension.token(scenario) == token, "\(key)=\(token)")
                }
            }
        }
        var source = RandomSource(seed: 6)
        for _ in 0..<200 {
            let scenario = ScenarioSpace.default.classicOnly().draw(using: &source)
            #expect(dimension.token(scenario) == dimension.defaultToken)
        }
    }

    /// The CLI's `--only` for these keys, end to end through its parser.
    @Test func theOnlyFlagNamesTheNewKeys() throws {
        #expect(try ScenarioSpace.default.restricting("shape", to: ["footer", "nestedScroll"]).shapes == [.footer, .nestedScroll])
        #expect(throws: ScenarioSpaceError.self) { try ScenarioSpace.default.restricting("shape", to: ["sheet"]) }
        #expect(ScenarioSpace.default.declared(by: [.plainForm, .footer]).shapes == [.plainForm, .footer])
        #expect(ScenarioSpace.default.only(\.shape, [.footer]).declared(by: [.scrollForm]).drawsAnyShape == false)
        #expect(ScenarioSpace.default.undeclared(by: [.scrollForm]).shapes == ScreenShape.allCases.filter { $0 != .scrollForm })
    }
}
