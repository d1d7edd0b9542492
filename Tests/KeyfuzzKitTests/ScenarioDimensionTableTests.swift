import Foundation
import KeyboardWorld
@testable import KeyfuzzKit
import PropertyEngine
import Testing

/// Every dimension of the table with a finite set of values, checked the same way: each value
/// round-trips through a seed file; the default is written only where every file writes the key
/// (so old files keep their bytes); a non-default value shows in the summary of a beyond-classic
/// dimension; the default space draws every value it draws by default; the shrinker simplifies
/// toward the default; `--only KEY=VALUE` restricts it; `--profile classic` pins the profiles.
@Suite struct ScenarioDimensionTableTests {
    static let choices = ScenarioDimension.all.filter { $0.values != nil }

    /// A scenario every dimension applies to (an iPhone rotates, has QuickType bars and
    /// hardware-keyboard hides), with `token` at `dimension`.
    private func scenario(_ dimension: ScenarioDimension, _ token: String) throws -> Scenario {
        var s = Scenario(device: .phoneHome, fields: Scenario.stackedFields(count: 2), contentHeight: 400)
        #expect(dimension.assign(&s, token))
        return Scenario(normalizing: s)
    }

    @Test(arguments: choices.map(\.key))
    func everyValueRoundTripsThroughASeedFile(key: String) throws {
        let dimension = try #require(ScenarioDimension.named(key))
        for value in dimension.values ?? [] {
            let s = try scenario(dimension, value.token)
            let file = SeedFile(strategy: "naive", scenario: s, actions: [.tap(0)], expected: .pass)
            let data = file.encode()
            let back = try SeedFile.decode(data, path: "test.json")
            #expect(back.scenario == s, "\(key)=\(value.token)")
            let text = String(decoding: data, as: UTF8.self)
            let isDefault = value.token == dimension.defaultToken
            if dimension.origin == .beyondClassic {
                // Files without the key mean the classic value, so it is never written.
                #expect(text.contains("\"\(key)\"") == !isDefault, "\(key)=\(value.token) in the file")
                #expect((dimension.summary(s) == nil) == isDefault, "\(key)=\(value.token) summary")
            }
            #expect(!value.help.isEmpty)
        }
        #expect(!dimension.help.isEmpty)
    }

    /// The default space draws every value the dimension draws by default (2000 scenarios).
    @Test func theDefaultSpaceDrawsEveryValue() {
        var seen: [String: Set<String>] = [:]
        var source = RandomSource(seed: 7)
        for _ in 0..<2000 {
            let s = ScenarioSpace.default.draw(using: &source)
            for dimension in Self.choices { seen[dimension.key, default: []].insert(dimension.token(s)) }
        }
        for dimension in Self.choices {
            let expected = Set(ScenarioSpace.default.allowedTokens(of: dimension) ?? [])
            #expect(seen[dimension.key] == expected, "\(dimension.key)")
        }
    }

    /// Each non-default value simplifies to the default in one step, which the shrinker tries.
    @Test(arguments: choices.filter { $0.origin == .beyondClassic }.map(\.key))
    func valuesShrinkToTheClassicValue(key: String) throws {
        let dimension = try #require(ScenarioDimension.named(key))
        for value in dimension.values ?? [] where value.token != dimension.defaultToken {
            let s = try scenario(dimension, value.token)
            let steps = dimension.simplifications(s).map { dimension.token($0.scenario) }
            #expect(steps.contains(try #require(dimension.defaultToken)), "\(key)=\(value.token)")
        }
    }

    @Test(arguments: choices.map(\.key))
    func onlyRestrictsTheDimension(key: String) throws {
        let dimension = try #require(ScenarioDimension.named(key))
        for value in dimension.values ?? [] {
            let space = try ScenarioSpace.default.restricting(key, to: [value.token])
            var source = RandomSource(seed: 3)
            for _ in 0..<20 {
                let s = space.draw(using: &source)
                // A restriction does not hold where the dimension does not apply (a window's orientation).
                #expect(dimension.token(s) == value.token || !dimension.applies(s), "\(key)=\(value.token)")
            }
        }
    }

    /// `--profile classic`: every beyond-classic dimension at its default, and the beyond-classic
    /// values of classic dimensions (rotationStyle=hideFirst) left out.
    @Test func classicPinsEveryProfile() {
        let classic = ScenarioSpace.default.classicOnly()
        for dimension in Self.choices {
            let allowed = classic.allowedTokens(of: dimension) ?? []
            if dimension.origin == .beyondClassic {
                #expect(allowed == [dimension.defaultToken].compactMap { $0 }, "\(dimension.key)")
            }
            #expect(Set(allowed).isDisjoint(with: dimension.beyondClassicTokens), "\(dimension.key)")
        }
        #expect(classic.allowedTokens(of: ScenarioDimension.named("rotationStyle")!) == ["change", "hideShow"])
    }
}
