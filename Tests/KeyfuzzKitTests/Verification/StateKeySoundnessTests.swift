import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

/// The soundness of the state keys `keyfuzz verify` merges by: two different action sequences
/// that reach equal keys (the world's `World.StateKey` and the strategy's
/// `StatefulKeyboardStrategy.verificationState`) must behave the same from there on.
///
/// Generated (seeded `RandomSource`): on fixed screens and on scenarios drawn from the default
/// space (so new scenario dimensions are drawn here by default), random sequences are run and
/// grouped by key; pairs of sequences that reach one key by different effective actions are then
/// continued by every action of the alphabet and by random runs of a few actions, from fresh
/// worlds, checking after every step that both sides show the same violations (every invariant
/// on) and equal keys, and the same violations at the end of the case. State the key forgets
/// (world state someone adds later, a strategy property left out of its state) shows up as a
/// pair whose futures differ: `aKeyThatForgetsStateIsCaught` checks the check does catch it.
@Suite struct StateKeySoundnessTests {
    /// A situation's key for this test: any hashable value, nil for one never merged.
    typealias SituationKey = @Sendable (World, any KeyboardAvoidanceStrategy) -> AnyHashable?

    /// The key `keyfuzz verify` merges by.
    static let verificationKey: SituationKey = { world, strategy in
        guard let worldKey = world.stateKey(), let state = strategyState(strategy) else { return nil }
        return AnyHashable([AnyHashable(worldKey), state])
    }

    /// Scenarios: the verify and exhaust default screen, the fixtures, an iPad (undocking,
    /// other apps' keyboards), and three drawn from the default space.
    static let scenarios: [Scenario] = {
        var source = RandomSource(seed: 2_016)
        let drawn = (0..<3).map { _ in CaseGenerator().drawScenario(using: &source) }
        let pad = Scenario(device: .pad, fields: Scenario.stackedFields(count: 3, top: 40, spacing: 300), contentHeight: 1300)
        return [Fixtures.defaultScreen] + Fixtures.fixedScenarios + [pad] + drawn
    }()

    /// The alphabet of `scenario` and a few finer actions (other waits, shorter drags).
    static func alphabet(for scenario: Scenario) -> [Action] {
        ExhaustiveSearch.alphabet(for: scenario) + [
            .wait(0.005), .wait(0.25), .wait(0.3), .scroll(37.5), .contentChange(-60), .inputMode(.noPredictive),
        ]
    }

    @Test(arguments: BuiltInStrategy.all.map(\.name))
    func equalKeysHaveEqualFutures(name: String) {
        let pairs = check(name, on: Self.scenarios, samples: 1_500, maximumPairs: 30)
        #expect(pairs >= 100, "\(name): only \(pairs) pairs")
    }

    /// The soak (`KEYFUZZ_SOAK=1`, in a release build): twenty more drawn scenarios, twenty
    /// times the samples, ten times the pairs.
    @Test(
        .enabled(if: ProcessInfo.processInfo.environment["KEYFUZZ_SOAK"] == "1"),
        arguments: BuiltInStrategy.all.map(\.name))
    func soakEqualKeysHaveEqualFutures(name: String) {
        var source = RandomSource(seed: 4_096)
        let drawn = (0..<20).map { _ in CaseGenerator().drawScenario(using: &source) }
        let pairs = check(name, on: Self.scenarios + drawn, samples: 30_000, maximumPairs: 300)
        #expect(pairs >= 1_000, "\(name): only \(pairs) pairs")
    }

    /// Runs the check for the built-in strategy `name` on each scenario; returns how many pairs it compared.
    private func check(_ name: String, on scenarios: [Scenario], samples: Int, maximumPairs: Int) -> Int {
        let builtIn = Fixtures.builtIn(name)
        var pairs = 0
        for (offset, scenario) in scenarios.enumerated() {
            let check = SoundnessCheck(
                scenario: scenario, make: builtIn.make, alphabet: Self.alphabet(for: scenario),
                key: Self.verificationKey)
            let result = check.run(
                seed: 100 + UInt64(offset), samples: samples, maximumPairs: maximumPairs,
                randomContinuations: 10)
            pairs += result.pairs
            #expect(result.mismatches.isEmpty, "\(name) on scenario \(offset):\n\(result.mismatches.prefix(3).joined(separator: "\n\n"))")
        }
        return pairs
    }

    /// The check has teeth: a key that leaves out the views (offsets, insets, frames) merges
    /// situations whose futures differ, and the check says so.
    @Test func aKeyThatForgetsWorldStateIsCaught() {
        let forgetful: SituationKey = { world, strategy in
            guard let key = world.stateKey(), let state = strategyState(strategy) else { return nil }
            let views = key.partEnds[0]..<key.partEnds[1]
            return AnyHashable([AnyHashable(Array(key.words[..<views.lowerBound]) + Array(key.words[views.upperBound...])), state])
        }
        let check = SoundnessCheck(
            scenario: Fixtures.defaultScreen, make: Fixtures.builtIn("inset-adjusting").make,
            alphabet: Self.alphabet(for: Fixtures.defaultScreen), key: forgetful)
        #expect(!check.run(seed: 1, samples: 1_500, maximumPairs: 30, randomContinuations: 10).mismatches.isEmpty)
    }

    /// ... and so does a key that leaves out a strategy's state: a strategy whose background-tap
    /// count, invisible in the world, decides whether its next show scrolls.
    @Test func aKeyThatForgetsStrategyStateIsCaught() {
        let forgetful: SituationKey = { world, _ in world.stateKey().map { AnyHashable($0) } }
        let check = SoundnessCheck(
            scenario: Fixtures.defaultScreen, make: { CountingTapsStrategy() },
            alphabet: Self.alphabet(for: Fixtures.defaultScreen), key: forgetful)
        #expect(!check.run(seed: 1, samples: 1_500, maximumPairs: 30, randomContinuations: 10).mismatches.isEmpty)
        let complete = SoundnessCheck(
            scenario: Fixtures.defaultScreen, make: { CountingTapsStrategy() },
            alphabet: Self.alphabet(for: Fixtures.defaultScreen), key: Self.verificationKey)
        #expect(complete.run(seed: 1, samples: 1_500, maximumPairs: 30, randomContinuations: 10).mismatches.isEmpty)
    }
}

/// Counts background taps; a show after an odd count scrolls the content 50 pt.
private final class CountingTapsStrategy: StatefulKeyboardStrategy {
    var taps = 0

    var verificationState: Int {
        get { taps }
        set { taps = newValue }
    }

    func backgroundTapped(host: KeyboardHost) { taps += 1 }

    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        if taps % 2 == 1 { host.scrollView.contentOffset.y += 50 }
    }
}

/// The strategy's verification state, nil for one that does not show it.
func strategyState(_ strategy: any KeyboardAvoidanceStrategy) -> AnyHashable? {
    guard let stateful = strategy as? any StatefulKeyboardStrategy else { return nil }
    return state(of: stateful)
}

private func state<Strategy: StatefulKeyboardStrategy>(of strategy: Strategy) -> AnyHashable {
    AnyHashable(strategy.verificationState)
}

/// Finds pairs of sequences reaching equal keys on one scenario and compares their futures.
struct SoundnessCheck {
    var scenario: Scenario
    var make: @Sendable () -> any KeyboardAvoidanceStrategy
    var alphabet: [Action]
    var key: StateKeySoundnessTests.SituationKey

    /// One run from a fresh world: its key, the actions that had an effect, the world.
    private func run(_ actions: [Action]) -> (
        world: World, strategy: any KeyboardAvoidanceStrategy,
        effective: [Action], steps: [Set<Invariant>]
    ) {
        let strategy = make()
        let world = World(scenario: scenario, strategy: strategy, invariants: .all)
        var effective: [Action] = []
        var steps: [Set<Invariant>] = []
        for action in actions {
            steps.append(Set(world.perform(action).map(\.invariant)))
            if world.didLastActionHaveEffect { effective.append(action) }
        }
        return (world, strategy, effective, steps)
    }

    /// Samples random sequences, pairs those with equal keys reached by different effective
    /// actions, and continues each pair.
    /// - Returns: How many pairs were checked, and a description of each pair whose futures differ.
    func run(seed: UInt64, samples: Int, maximumPairs: Int, randomContinuations: Int) -> (pairs: Int, mismatches: [String]) {
        var source = RandomSource(seed: seed)
        var firstByKey: [AnyHashable: (actions: [Action], effective: [Action])] = [:]
        var collisions: [([Action], [Action])] = []
        for _ in 0..<samples {
            let actions = (0..<source.int(in: 1...7)).map { _ in source.element(of: alphabet) }
            let reached = run(actions)
            guard let reachedKey = key(reached.world, reached.strategy) else { continue }
            if let first = firstByKey[reachedKey] {
                if first.effective != reached.effective { collisions.append((first.actions, actions)) }
            } else {
                firstByKey[reachedKey] = (actions, reached.effective)
            }
        }
        // A random choice among all the collisions, not the first ones (often the same few).
        var pairs: [([Action], [Action])] = []
        while pairs.count < maximumPairs && !collisions.isEmpty {
            pairs.append(collisions.remove(at: source.int(in: 0...(collisions.count - 1))))
        }
        var mismatches: [String] = []
        for (a, b) in pairs {
            var continuations = alphabet.map { [$0] }
            for _ in 0..<randomContinuations {
                continuations.append((0..<source.int(in: 2...4)).map { _ in source.element(of: alphabet) })
            }
            for continuation in continuations {
                if let difference = compare(a, b, continuedBy: continuation) {
                    mismatches.append(difference)
                    break
                }
            }
        }
        return (pairs.count, mismatches)
    }

    /// Where `a + continuation` and `b + continuation` first differ, nil when they never do.
    private func compare(_ a: [Action], _ b: [Action], continuedBy continuation: [Action]) -> String? {
        let left = run(a + continuation)
        let right = run(b + continuation)
        func describe(_ what: String) -> String {
            """
            \(what)
              sequence A: \(a.map(\.description).joined(separator: " "))
              sequence B: \(b.map(\.description).joined(separator: " "))  (equal keys after them)
              continued by: \(continuation.map(\.description).joined(separator: " "))
              keys after the continuation differ at: \(keyDifference(left.world, right.world))
            """
        }
        for step in continuation.indices {
            let l = left.steps[a.count + step]
            let r = right.steps[b.count + step]
            if l != r {
                return describe(
                    "step \(step) of the continuation: violations \(l.map(\.rawValue).sorted()) vs \(r.map(\.rawValue).sorted())")
            }
        }
        if key(left.world, left.strategy) != key(right.world, right.strategy) {
            return describe("the keys differ after the continuation")
        }
        let leftEnd = Set(left.world.finish().map(\.invariant))
        let rightEnd = Set(right.world.finish().map(\.invariant))
        if leftEnd != rightEnd {
            return describe("at the end of the case: \(leftEnd.map(\.rawValue).sorted()) vs \(rightEnd.map(\.rawValue).sorted())")
        }
        return nil
    }

    /// The first labelled word where two worlds' keys differ.
    private func keyDifference(_ left: World, _ right: World) -> String {
        var l = StateKeyWriter(labelled: true)
        var r = StateKeyWriter(labelled: true)
        guard left.writeStateKey(into: &l), right.writeStateKey(into: &r) else { return "(a key is nil: strategy work pending)" }
        for (x, y) in zip(l.lines, r.lines) where x != y { return "\(x) vs \(y)" }
        return l.lines.count == r.lines.count
            ? "(world keys equal; strategy states differ)" : "(lengths \(l.lines.count) vs \(r.lines.count))"
    }
}
