import KeyboardWorld

/// Which known bug explains a failing case: the test the pipeline runs on every failing case of
/// its later passes, so that each bug is shrunk once however many cases hit it.
///
/// A case belongs to a bug when it breaks the bug's invariant, holds every value the bug needs,
/// and still breaks it once every other value is set to its alternative (the simplest one devices
/// post, ``FailureCause``): nothing but the bug's needs is needed. A case the pipeline has shrunk
/// into a bug belongs to it by construction (``assigned``). The bugs are tried in the order they
/// were found; a value, so threads share it without locks.
struct BugTriage: Sendable {
    /// The causes known, in the order found (a bug's number is its index).
    private(set) var causes: [FailureCause] = []
    /// Failing cases whose own shrink gave a known bug, by case index and invariant.
    private(set) var assigned: [Assignment: Int] = [:]
    /// Runs the variations, in the run's space.
    let shrinker: CaseShrinker

    struct Assignment: Hashable {
        var caseIndex: UInt64
        var invariant: Invariant
    }

    init(shrinker: CaseShrinker) {
        self.shrinker = shrinker
    }

    /// Adds `cause` (if new) and assigns case `caseIndex` to it; returns the bug's number.
    ///
    /// A cause that needs everything a known bug of its invariant needs and more is that bug
    /// under an extra condition (a text view's caret also hidden on a screen pushed over the
    /// keyboard): it counts as the known bug, reported under its smallest cause. A known bug
    /// that needs nothing takes none this way: it would take every bug.
    mutating func add(_ cause: FailureCause, caseIndex: UInt64) -> (number: Int, isNew: Bool) {
        let number =
            causes.firstIndex(of: cause)
            ?? causes.firstIndex { known in
                known.invariant == cause.invariant && !known.needs.isEmpty
                    && known.needs.allSatisfy { need in cause.needs.contains { $0.key == need.key && $0.token == need.token } }
            }
            ?? causes.count
        let isNew = number == causes.count
        if isNew { causes.append(cause) }
        assigned[Assignment(caseIndex: caseIndex, invariant: cause.invariant)] = number
        return (number, isNew)
    }

    /// The number of the first known bug that explains case `caseIndex`'s failure of
    /// `invariant`, nil when none does (one run per bug of that invariant holding its needs).
    func bug(explaining keyboardCase: KeyboardCase, caseIndex: UInt64, invariant: Invariant) -> Int? {
        if let number = assigned[Assignment(caseIndex: caseIndex, invariant: invariant)] { return number }
        for (number, cause) in causes.enumerated() where cause.invariant == invariant {
            if explains(cause, keyboardCase) { return number }
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
            if let simpler = FailureCause.alternative(of: dimension, in: bare.scenario, space: shrinker.space) {
                bare.scenario = simpler
            }
        }
        return shrinker.fails(bare, cause.invariant)
    }
}
