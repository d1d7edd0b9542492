import KeyboardWorld

/// Which known bug explains a failing case: the test the pipeline runs on every failing case of
/// its later passes, so that each bug is shrunk once however many cases hit it.
///
/// A case belongs to a bug when it breaks the bug's invariant, holds every value one of the
/// bug's causes needs, and still breaks it once every other value is set to its alternative (the
/// simplest one devices post, ``FailureCause``): nothing but those needs is needed. A case the
/// pipeline has shrunk into a bug belongs to it by construction (``assigned``). The causes are
/// tried in the order they were found; a value, so threads share it without locks.
struct BugTriage: Sendable {
    /// Every cause known, in the order found, with the number of the bug it is (a bug's number
    /// is its index in ``bugs``); a bug has several causes when later ones were merged into it.
    private(set) var causes: [(cause: FailureCause, bug: Int)] = []
    /// Each bug's first cause and the shrunk case that showed it, by bug number.
    private(set) var bugs: [(cause: FailureCause, shown: KeyboardCase)] = []
    /// Failing cases whose own shrink gave a known bug, by case index and invariant.
    private(set) var assigned: [Assignment: Int] = [:]
    /// Runs the variations.
    let runner: CaseRunner
    /// The run's space: where the alternatives may go.
    let space: ScenarioSpace

    struct Assignment: Hashable {
        var caseIndex: UInt64
        var invariant: Invariant
    }

    init(runner: CaseRunner, space: ScenarioSpace) {
        self.runner = runner
        self.space = space
    }

    /// Files `cause`, shown by the shrunk case `shown`, and assigns case `caseIndex` to its bug;
    /// returns the bug's number and whether the bug is new.
    ///
    /// A cause is a known bug when it is one of the bug's causes; when it needs everything a
    /// known bug of its invariant needs and more (a text view's caret also hidden on a screen
    /// pushed over the keyboard: the known bug under an extra condition); or when the two are
    /// one failure reached by two triggers: each one's shrunk case still fails once its needed
    /// values are swapped for the other's (a handler that ignores a second will-show fails the
    /// same way on a late QuickType bar and on a third-party keyboard's two-step show). A known
    /// bug that needs nothing takes no cause these ways: it would take every bug. A merged cause
    /// explains cases of its bug from then on.
    ///
    /// A cause that needs less than a known bug of its invariant (some of its needs and nothing
    /// else: a text view's caret, where the known bug also needed a third-party keyboard) is that
    /// bug, found without its extra condition: it becomes the bug's cause and shown case
    /// (`simplifies` is true), so the report shows what the bug really needs.
    mutating func add(_ cause: FailureCause, shown: KeyboardCase, caseIndex: UInt64) -> (
        number: Int, isNew: Bool, simplifies: Bool
    ) {
        var simplifies = false
        var number =
            causes.first { $0.cause == cause }?.bug
            ?? bugs.indices.first { Self.needs(cause, including: bugs[$0].cause) }
        if number == nil, let simpler = bugs.indices.first(where: { Self.needs(bugs[$0].cause, including: cause) }) {
            number = simpler
            simplifies = true
            bugs[simpler] = (cause, shown)
        }
        let found = number ?? bugs.indices.first { isOneFailure(bugs[$0].cause, bugs[$0].shown, cause, shown) } ?? bugs.count
        let isNew = found == bugs.count
        if isNew { bugs.append((cause, shown)) }
        if !causes.contains(where: { $0.cause == cause }) { causes.append((cause, found)) }
        assigned[Assignment(caseIndex: caseIndex, invariant: cause.invariant)] = found
        return (found, isNew, simplifies)
    }

    /// Whether `wider` breaks `narrower`'s invariant and needs everything `narrower` needs, which
    /// needs something (a cause needing nothing would take every bug).
    private static func needs(_ wider: FailureCause, including narrower: FailureCause) -> Bool {
        wider.invariant == narrower.invariant && !narrower.needs.isEmpty
            && narrower.needs.allSatisfy { need in wider.needs.contains { $0.key == need.key && $0.token == need.token } }
    }

    /// The number of the first known bug that explains case `caseIndex`'s failure of
    /// `invariant`, nil when none does (one run per cause of that invariant whose needs it holds).
    func bug(explaining keyboardCase: KeyboardCase, caseIndex: UInt64, invariant: Invariant) -> Int? {
        if let number = assigned[Assignment(caseIndex: caseIndex, invariant: invariant)] { return number }
        for known in causes where known.cause.invariant == invariant {
            if explains(known.cause, keyboardCase) { return known.bug }
        }
        return nil
    }

    /// Whether `keyboardCase` holds `cause`'s needs and fails its invariant with nothing else.
    private func explains(_ cause: FailureCause, _ keyboardCase: KeyboardCase) -> Bool {
        let scenario = keyboardCase.scenario
        var needed: Set<String> = []
        for need in cause.needs {
            guard need.holds(in: scenario) else { return false }
            needed.insert(need.key)
        }
        var bare = keyboardCase
        for dimension in ScenarioDimension.all where !needed.contains(dimension.key) {
            if let simpler = FailureCause.alternative(of: dimension, in: bare.scenario, space: space) {
                bare.scenario = simpler
            }
        }
        return runner.fails(bare, cause.invariant)
    }

    /// Whether two causes of one invariant, both needing something, are one failure reached by
    /// two triggers: each one's case still fails with the other's needed values instead of its
    /// own (two runs).
    private func isOneFailure(_ a: FailureCause, _ aCase: KeyboardCase, _ b: FailureCause, _ bCase: KeyboardCase) -> Bool {
        guard a.invariant == b.invariant, !a.needs.isEmpty, !b.needs.isEmpty,
            let aSwapped = swapped(aCase, from: a.needs, to: b.needs),
            let bSwapped = swapped(bCase, from: b.needs, to: a.needs)
        else { return false }
        return runner.fails(aSwapped, a.invariant) && runner.fails(bSwapped, b.invariant)
    }

    /// `keyboardCase` with the values `from` names set to their alternatives and those `to`
    /// names set; nil when one cannot be set there (a value of declared structure, a dimension
    /// that does not apply, a scenario the space does not hold).
    private func swapped(_ keyboardCase: KeyboardCase, from: [FailureCause.Need], to: [FailureCause.Need]) -> KeyboardCase? {
        var scenario = keyboardCase.scenario
        for need in from {
            guard let dimension = ScenarioDimension.named(need.key),
                let simpler = FailureCause.alternative(of: dimension, in: scenario, space: space)
            else { return nil }
            scenario = simpler
        }
        for need in to {
            guard let dimension = ScenarioDimension.named(need.key), dimension.values != nil,
                dimension.assign(&scenario, need.token)
            else { return nil }
        }
        scenario = Scenario(normalizing: scenario)
        guard scenario.problems.isEmpty, space.contains(scenario), to.allSatisfy({ $0.holds(in: scenario) }) else { return nil }
        var swapped = keyboardCase
        swapped.scenario = scenario
        return swapped
    }
}
