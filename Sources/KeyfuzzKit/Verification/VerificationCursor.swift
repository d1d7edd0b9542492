import Foundation
import KeyboardWorld
import PropertyEngine

/// A cursor over one scenario's worlds that saves and restores the world and the strategy.
///
/// Entering a state replays its path from the deepest saved state on the way to it (the states
/// an exploration enters one after the other share most of their paths: siblings differ only in
/// the last action), and each action from it starts from a restore.
final class RestoringCursor: ExplorationCursor {
    typealias Key = NumberedState

    // One thread uses a cursor at a time: the runtime's exclusivity checks are off for its state.
    private let world: World
    private let strategy: StatefulInstance
    private let numbering: StateNumbering
    private let alphabet: [Action]
    private let includesClock: Bool
    private let clockRead: SharedFlag
    @exclusivity(unchecked) private var scratch = KeyScratch()
    /// The path entered last, and the states along it: `worlds[i]` and the strategy's state
    /// saved at `i` after its first `i` actions (index 0: the initial state), and its number.
    @exclusivity(unchecked) private var path: [Int] = []
    @exclusivity(unchecked) private var worlds: [World.SavedState]
    @exclusivity(unchecked) private var enteredStrategyState: UInt32
    /// The key of the state entered last, and of the state the last `take` reached.
    @exclusivity(unchecked) private var enteredKey: Key?
    @exclusivity(unchecked) private var reachedKey: Key?
    /// Whether the world is in the entered state (but for its action count): after a `take`
    /// that had no effect (not a wait, which moves the clock), no restore is needed.
    @exclusivity(unchecked) private var isAtEnteredState = false
    /// Whether the strategy may be in another state than the entered one (else its restore is
    /// skipped: a state numbered equal is equal).
    @exclusivity(unchecked) private var strategyMayDiffer = false
    /// The end failures of states reached lately, by key in a direct-mapped cache: a state
    /// reached again soon (another path to it within a level) is not run to its end again.
    @exclusivity(unchecked) private var endFailures = [(key: Key, failures: InvariantSet)?](repeating: nil, count: 1 << 17)
    /// The exploration's last depth, whose states are checked and counted but never expanded:
    /// a state there with a part never numbered gets a fingerprint instead of storing the part
    /// (nil: every state is numbered).
    private let fingerprintDepth: Int?

    /// - Parameters:
    ///   - strategy: A fresh instance, used by this cursor alone.
    ///   - numbering: The numbering of world parts all the verification's cursors share.
    ///   - includesClock: Whether keys hold the clock itself.
    ///   - clockRead: Set when the strategy reads the clock (keys without it are then unsound).
    ///   - fingerprintDepth: The exploration's last depth, where new states get fingerprints.
    init(
        scenario: Scenario, strategy: StatefulInstance, invariants: InvariantSet, alphabet: [Action],
        numbering: StateNumbering, includesClock: Bool, clockRead: SharedFlag, fingerprintDepth: Int?
    ) {
        self.fingerprintDepth = fingerprintDepth
        world = World(scenario: scenario, strategy: strategy.strategy, invariants: invariants)
        self.strategy = strategy
        self.numbering = numbering
        self.alphabet = alphabet
        self.includesClock = includesClock
        self.clockRead = clockRead
        worlds = [world.saveState()]
        strategy.saveState(0)
        enteredStrategyState = strategy.stateNumber()
    }

    func enter(_ newPath: [Int]) -> Key? {
        var shared = 0
        while shared < path.count && shared < newPath.count && path[shared] == newPath[shared] { shared += 1 }
        world.restoreState(worlds[shared])
        strategy.restoreState(shared)
        worlds.removeSubrange((shared + 1)...)
        for symbol in newPath[shared...] {
            world.perform(alphabet[symbol])
            worlds.append(world.saveState())
            strategy.saveState(worlds.count - 1)
        }
        path = newPath
        noteClock()
        scratch.reference = nil
        enteredStrategyState = strategy.stateNumber()
        enteredKey = key(strategyState: enteredStrategyState)
        scratch.keepLastKeyAsReference(enteredKey != nil)
        reachedKey = enteredKey
        isAtEnteredState = true
        strategyMayDiffer = false
        return enteredKey
    }

    func take(_ symbol: Int) -> ExplorationStep<Key, Invariant> {
        if !isAtEnteredState {
            world.restoreState(worlds[worlds.count - 1])
            if strategyMayDiffer { strategy.restoreState(worlds.count - 1) }
        }
        let action = alphabet[symbol]
        let failures = brokenInvariants(world.perform(action))
        noteClock()
        // A step that had no effect left the keyed state as it was (only the clock moved, for a
        // wait): its key is the entered one.
        let hadEffect = world.didLastActionHaveEffect
        if hadEffect || (includesClock && action.isWait) {
            let strategyState = strategy.stateNumber()
            strategyMayDiffer = strategyState != enteredStrategyState
            reachedKey = key(
                strategyState: strategyState, baseline: worlds[worlds.count - 1],
                storesNewParts: path.count + 1 != fingerprintDepth)
        } else {
            reachedKey = enteredKey  // the strategy was not called either
        }
        isAtEnteredState = !hadEffect && !action.isWait
        return ExplorationStep(failures: failures, key: reachedKey, isKeyExact: reachedKey?.isFingerprint != true)
    }

    func failuresAtEnd() -> Set<Invariant> {
        isAtEnteredState = false
        strategyMayDiffer = true
        // Only exact keys are cached: two states with one fingerprint are each checked.
        let exactKey = reachedKey?.isFingerprint == true ? nil : reachedKey
        let slot = exactKey.map { Int(truncatingIfNeeded: $0.low &* 0x9E37_79B9_7F4A_7C15 ^ $0.high) & (endFailures.count - 1) }
        if let slot, let cached = endFailures[slot], cached.key == exactKey {
            return cached.failures.rawValue == 0 ? [] : Set(cached.failures.members)
        }
        let violations = world.finish()
        noteClock()
        var failures = InvariantSet()
        for violation in violations { failures.insert(violation.invariant) }
        if let slot, let exactKey { endFailures[slot] = (exactKey, failures) }
        return brokenInvariants(violations)
    }

    /// The key of the world now; `baseline`: the entered state, which the reference key is of.
    private func key(strategyState: UInt32, baseline: World.SavedState? = nil, storesNewParts: Bool = true) -> Key? {
        numbering.key(
            of: world, strategyState: strategyState, scratch: &scratch, includesClock: includesClock,
            baseline: baseline, storesNewParts: storesNewParts)
    }

    private func noteClock() {
        if world.hasStrategyReadClock { clockRead.set() }
    }
}

/// A cursor that replays every path from a fresh world and strategy: for strategies that do not
/// show their state (no key, no deduplication), and to check ``RestoringCursor`` against (with
/// keys: `numbering`).
final class ReplayingCursor: ExplorationCursor {
    typealias Key = NumberedState

    private let scenario: Scenario
    private let make: () -> any KeyboardAvoidanceStrategy
    private let invariants: InvariantSet
    private let alphabet: [Action]
    private let numbering: (world: StateNumbering, strategy: StrategyStateNumbering)?
    private let includesClock: Bool
    private let clockRead: SharedFlag
    private var scratch = KeyScratch()
    private var path: [Int] = []
    private var world: World?

    /// - Parameter numbering: The numberings that give keys; nil explores without keys.
    init(
        scenario: Scenario, make: @escaping () -> any KeyboardAvoidanceStrategy, invariants: InvariantSet,
        alphabet: [Action], numbering: (world: StateNumbering, strategy: StrategyStateNumbering)?,
        includesClock: Bool, clockRead: SharedFlag
    ) {
        self.scenario = scenario
        self.make = make
        self.invariants = invariants
        self.alphabet = alphabet
        self.numbering = numbering
        self.includesClock = includesClock
        self.clockRead = clockRead
    }

    func enter(_ path: [Int]) -> Key? {
        self.path = path
        let (world, strategy) = replay()
        self.world = world
        return key(world, strategy)
    }

    func take(_ symbol: Int) -> ExplorationStep<Key, Invariant> {
        let (world, strategy) = replay()
        self.world = world
        let failures = brokenInvariants(world.perform(alphabet[symbol]))
        if world.hasStrategyReadClock { clockRead.set() }
        return ExplorationStep(failures: failures, key: key(world, strategy))
    }

    func failuresAtEnd() -> Set<Invariant> {
        guard let world else { return [] }
        let failures = brokenInvariants(world.finish())
        if world.hasStrategyReadClock { clockRead.set() }
        return failures
    }

    /// A fresh world that has run ``path``, and its strategy (nil without numbering).
    private func replay() -> (World, StatefulInstance?) {
        let instance = numbering?.strategy.instance()
        let world = World(scenario: scenario, strategy: instance?.strategy ?? make(), invariants: invariants)
        for symbol in path { world.perform(alphabet[symbol]) }
        if world.hasStrategyReadClock { clockRead.set() }
        return (world, instance)
    }

    private func key(_ world: World, _ instance: StatefulInstance?) -> Key? {
        guard let numbering, let instance else { return nil }
        return numbering.world.key(
            of: world, strategyState: instance.stateNumber(), scratch: &scratch,
            includesClock: includesClock)
    }
}

/// The invariants `violations` break.
private func brokenInvariants(_ violations: [Violation]) -> Set<Invariant> {
    violations.isEmpty ? [] : Set(violations.map(\.invariant))
}
