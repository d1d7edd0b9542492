import KeyboardWorld

/// Runs action lists of one scenario, checking one invariant, on one world and one strategy
/// instance: each list resumes from the state saved where it parts from the list run before it.
///
/// The shrinker's candidates come in runs that share most of their actions: the lists of the
/// shorter-case search (shortest first, then in alphabet order) differ from the one before in
/// their last action or two, and a deletion keeps everything before the deleted chunk. A fresh
/// world per list pays for making and freeing the world and replaying the shared actions; here a
/// list costs a restore, its own last actions and the end of the case.
///
/// Half the search's lists end with an action that is a no-op where it comes (`dismiss` with
/// nothing focused, a tap on a hidden field): such a list ends where its prefix did, but for the
/// step counters (`World.didLastActionHaveEffect`), so its verdict is the prefix's end, worked
/// out once per saved state, and the world is left there for the next list instead of being
/// restored.
///
/// This relies on `StatefulKeyboardStrategy`'s contract, as `keyfuzz verify` does: a
/// strategy put back in a state it had, in a world put back in a state it had, does what it did
/// from there. A strategy that does not show its state gets no runner (``init(scenario:strategy:invariant:)``
/// returns nil) and its lists run from fresh worlds.
final class SharedPrefixRunner {
    private let invariant: Invariant
    private let world: World
    private let strategy: StatefulInstance
    // One shrink uses a runner at a time: the runtime's exclusivity checks are off for its state.
    /// The actions whose states are saved: `saved[i]`, and the strategy's state at index `i`,
    /// are the world after `path[..<i]` (index 0: as made), with no violation on the way.
    @exclusivity(unchecked) private var path: [Action] = []
    @exclusivity(unchecked) private var saved: [World.SavedState]
    /// Whether the case breaks the invariant when it ends at `saved[i]`, once worked out.
    @exclusivity(unchecked) private var endVerdicts: [Bool?] = [nil]
    /// The saved state the world and the strategy are in now but for the step counters (after a
    /// no-op), if any: a list resuming there needs no restore.
    @exclusivity(unchecked) private var cleanDepth: Int? = 0

    /// A runner for lists in `scenario`; nil when `strategy`'s instances do not show their state.
    init?(scenario: Scenario, strategy: StrategyUnderTest, invariant: Invariant) {
        guard let instance = StrategyStateNumbering.numbering(for: strategy)?.instance() else { return nil }
        self.invariant = invariant
        self.strategy = instance
        world = World(scenario: scenario, strategy: instance.strategy, invariants: InvariantSet(invariant))
        saved = [world.saveState()]
        instance.saveState(0)
    }

    /// Whether `actions`, run in the runner's scenario from the start, break the invariant: what
    /// `KeyboardCase.run` with that invariant alone reports (a run stops at its first violation,
    /// else the case is ended).
    func fails(_ actions: [Action]) -> Bool {
        var shared = 0
        let common = Swift.min(path.count, actions.count)
        while shared < common && path[shared] == actions[shared] { shared += 1 }
        if shared == actions.count, let verdict = endVerdicts[shared] { return verdict }
        if cleanDepth != shared {
            world.restoreState(saved[shared])
            strategy.restoreState(shared)
        }
        cleanDepth = nil
        if shared < path.count {
            path.removeSubrange(shared...)
            saved.removeSubrange((shared + 1)...)
            endVerdicts.removeSubrange((shared + 1)...)
        }
        for index in shared..<actions.count {
            let action = actions[index]
            let violations = world.perform(action)
            if !violations.isEmpty { return violations.contains { $0.invariant == invariant } }
            if index + 1 < actions.count {
                path.append(action)
                saved.append(world.saveState())
                strategy.saveState(saved.count - 1)
                endVerdicts.append(nil)
            } else if !world.didLastActionHaveEffect && !action.isWait {
                // A no-op (the strategy was not called either): the list ends at `saved[index]`.
                if let verdict = endVerdicts[index] {
                    cleanDepth = index
                    return verdict
                }
                return end(at: index)
            }
            // Otherwise the state after the last action is not kept: the end changes it at once.
        }
        return end(at: shared == actions.count ? shared : nil)
    }

    /// Ends the case; `depth`: the saved state the world is in (but for the step counters),
    /// whose verdict is then kept.
    private func end(at depth: Int?) -> Bool {
        let verdict = world.finish().contains { $0.invariant == invariant }
        if let depth { endVerdicts[depth] = verdict }
        return verdict
    }
}
