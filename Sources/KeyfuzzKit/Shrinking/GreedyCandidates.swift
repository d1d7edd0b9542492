import KeyboardWorld
import PropertyEngine

/// The simpler cases one step away from a case, best first, built one at a time: the greedy
/// phase's candidates, in the order ``CaseShrinker`` describes (``CaseShrinker/candidates(of:)``
/// hands them out type-erased).
///
/// One concrete iterator instead of a chain of lazy sequences behind `AnySequence`: the shrinker
/// walks these candidates again after every accepted step, and the type-erased chain ran the
/// standard library's unspecialized code, with a metadata lookup for each optional it handed on.
struct GreedyCandidates: Sequence, IteratorProtocol {
    private let base: KeyboardCase
    private let space: ScenarioSpace
    private var phase = Phase.noActions
    private var deletions: DeletionCandidates<Action>.Iterator
    private var replacements: ReplacementCandidates<Action>.Iterator
    /// The scenario simplifications, worked out and checked as the walk reaches them.
    private var simplerScenarios: SimplerScenarios

    /// The kinds of candidate, in the order they are tried.
    private enum Phase {
        case noActions, deletions, simplerScenarios, leadingRotation, replacements, done
    }

    init(of base: KeyboardCase, in space: ScenarioSpace) {
        self.base = base
        self.space = space
        deletions = DeletionCandidates(base.actions).makeIterator()
        simplerScenarios = space.simplerScenarios(of: base)
        replacements = ReplacementCandidates(base.actions, simpler: { $0.simplerVersions }).makeIterator()
    }

    mutating func next() -> KeyboardCase? {
        while true {
            switch phase {
            case .noActions:
                phase = .deletions
                if base.actions.count > 1 { return withActions([]) }
            case .deletions:
                if let actions = deletions.next() { return withActions(actions) }
                phase = .simplerScenarios
            case .simplerScenarios:
                if let simpler = simplerScenarios.next() { return simpler }
                phase = .leadingRotation
            case .leadingRotation:
                phase = .replacements
                if let folded = space.withoutLeadingRotation(base) { return folded }
            case .replacements:
                if let actions = replacements.next() { return withActions(actions) }
                phase = .done
            case .done:
                return nil
            }
        }
    }

    private func withActions(_ actions: [Action]) -> KeyboardCase {
        KeyboardCase(strategy: base.strategy, scenario: base.scenario, actions: actions)
    }
}
