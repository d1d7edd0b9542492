import Foundation
import KeyboardStrategies
import KeyboardWorld
import PropertyEngine
import Testing

@testable import KeyfuzzKit

/// The shrinker's runner that resumes each action list from the state saved where it parts from
/// the list before: its verdicts must be those of fresh worlds, list by list, or shrinking would
/// accept other cases than before.
@Suite struct SharedPrefixRunnerTests {
    /// Scenarios: a fixed phone form, an iPad (undocking, other apps' keyboards) and two drawn
    /// from the default space (so new dimensions are drawn here by default).
    static let scenarios: [Scenario] = {
        var source = RandomSource(seed: 77)
        let drawn = (0..<2).map { _ in CaseGenerator().drawScenario(using: &source) }
        let pad = Scenario(device: .pad, fields: Scenario.stackedFields(count: 3, top: 40, spacing: 300), contentHeight: 1300)
        return [Fixtures.phoneForm, pad] + drawn
    }()

    /// Lists the way the shrinker asks them: each one the last one cut somewhere and continued
    /// by a few other actions (sometimes a fresh list), so that prefixes are shared and left;
    /// runs of lists that differ only in their last action, as the shorter-case search's do
    /// (many of those end with a no-op there); and repeats and prefixes of earlier lists.
    static func lists(over alphabet: [Action], count: Int, using source: inout RandomSource) -> [[Action]] {
        var lists: [[Action]] = []
        var list: [Action] = []
        while lists.count < count {
            switch source.int(in: 0...9) {
            case 0...4:
                let kept = source.chance(0.15) ? 0 : source.int(in: 0...list.count)
                list.removeSubrange(kept...)
                for _ in 0..<source.int(in: 0...4) { list.append(alphabet[source.index(below: alphabet.count)]) }
                lists.append(list)
            case 5...7:
                if list.isEmpty { list.append(alphabet[0]) }
                for last in alphabet.prefix(8) {
                    list[list.count - 1] = last
                    lists.append(list)
                }
            case 8:
                lists.append(list)
            default:
                lists.append(Array(list.prefix(source.int(in: 0...list.count))))
            }
        }
        return Array(lists.prefix(count))
    }

    @Test(arguments: BuiltInStrategy.all.map(\.name))
    func verdictsAreThoseOfFreshWorlds(name: String) throws {
        let strategy = Fixtures.strategy(name)
        var source = RandomSource(seed: 2_026)
        var failing = 0
        var asked = 0
        for scenario in Self.scenarios {
            let alphabet = ExhaustiveSearch.alphabet(for: scenario)
            for invariant in Invariant.allCases {
                let runner = try #require(SharedPrefixRunner(scenario: scenario, strategy: strategy, invariant: invariant))
                for actions in Self.lists(over: alphabet, count: 40, using: &source) {
                    let fresh = KeyboardCase.run(
                        scenario: scenario, actions: actions, make: strategy.make, invariants: InvariantSet(invariant)
                    ).violates(invariant)
                    #expect(runner.fails(actions) == fresh, "\(name) \(invariant.rawValue): \(actions) in \(scenario.summary)")
                    asked += 1
                    if fresh { failing += 1 }
                }
            }
        }
        #expect(asked == Self.scenarios.count * Invariant.allCases.count * 40)
        // The buggy strategies fail some of these lists: the comparison covers both verdicts.
        if !BuiltInStrategy.all.first(where: { $0.name == name })!.isCorrect { #expect(failing > 0) }
    }

    @Test func aStrategyThatDoesNotShowItsStateGetsNoRunner() {
        let strategy = StrategyUnderTest(name: "plain") { PlainForgetfulStrategy() }
        #expect(SharedPrefixRunner(scenario: Fixtures.phoneForm, strategy: strategy, invariant: .drift) == nil)
    }

    /// A strategy whose `verificationState` leaves out what it does: resumed runs disagree with
    /// fresh ones, and the shrinker must still return a case that fails from a fresh world.
    @Test func aStateThatLeavesSomethingOutDoesNotMisleadTheShrinker() throws {
        let forgetful = StrategyUnderTest(name: "forgetful") { ForgetfulStrategy() }
        let plain = StrategyUnderTest(name: "plain") { PlainForgetfulStrategy() }
        let original = KeyboardCase(
            strategy: "forgetful", scenario: Fixtures.phoneForm, actions: [.tap(0), .dismiss, .tap(0), .dismiss])
        let shrinker = CaseShrinker(strategy: forgetful, space: .fixed(Fixtures.phoneForm))
        #expect(shrinker.fails(original, .drift))
        // The runner alone is misled: its instance counts every show it ever saw.
        let runner = try #require(SharedPrefixRunner(scenario: Fixtures.phoneForm, strategy: forgetful, invariant: .drift))
        #expect(!runner.fails([.tap(0), .dismiss]))
        #expect(runner.fails([.tap(1), .dismiss]))
        #expect(!shrinker.fails(KeyboardCase(strategy: "forgetful", scenario: Fixtures.phoneForm, actions: [.tap(1), .dismiss]), .drift))

        let shrunk = try #require(shrinker.shrink(original, invariant: .drift))
        #expect(shrinker.fails(shrunk.keyboardCase, .drift))
        // The same as shrinking from fresh worlds only (the same strategy without its state).
        var plainCase = original
        plainCase.strategy = "plain"
        let fromFresh = try #require(CaseShrinker(strategy: plain, space: .fixed(Fixtures.phoneForm)).shrink(plainCase, invariant: .drift))
        #expect(shrunk.keyboardCase.actions == fromFresh.keyboardCase.actions)
        #expect(shrunk.stats.runs == fromFresh.stats.runs)
    }
}

/// Adds 30 pt to the bottom inset on every keyboard show after the first and never takes it
/// back: the second show/hide cycle drifts.
private class PlainForgetfulStrategy: KeyboardAvoidanceStrategy {
    var shows = 0

    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        shows += 1
        if shows >= 2 { host.scrollView.contentInset.bottom += 30 }
    }
}

/// ``PlainForgetfulStrategy`` claiming it keeps no state.
private final class ForgetfulStrategy: PlainForgetfulStrategy, StatefulKeyboardStrategy {
    struct VerificationState: Hashable {}

    var verificationState: VerificationState {
        get { VerificationState() }
        set {}
    }
}
