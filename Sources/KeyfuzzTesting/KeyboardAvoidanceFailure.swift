import Foundation
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures

/// Why a keyboard-avoidance check failed: the whole message a test failure shows, and the
/// pieces it was built from.
///
/// The message of a failing case is, in order: one summary line (strategy, invariant, action
/// index), the violation with its numbers, where the case was found (case index and run seed)
/// and how far it shrank, the scenario, the shrunk actions and their trace, then the seed file
/// and the command that replays it. A check that cannot run (a bad configuration, an unreadable
/// seed file) fails with a message saying what to fix instead.
public struct KeyboardAvoidanceFailure: Error, Sendable, CustomStringConvertible {
    /// The failure message, as the test failure shows it.
    public var message: String
    /// The shrunk failing case; nil when the check could not run.
    public var counterexample: Counterexample?
    /// The seed file holding the failing case (written now or saved before); nil when none is on disk.
    public var seedFile: URL?
    /// Whether the failing case came from a saved seed file (a regression) rather than a random case.
    public var isRegression: Bool
    /// One failure per distinct bug (``FailureReporting/everyBug``, the default) or per broken
    /// invariant (``FailureReporting/everyInvariant``), in canonical invariant order, when there
    /// are several; this failure then describes the first of them and its message lists them
    /// all. Otherwise empty.
    public var parts: [KeyboardAvoidanceFailure]
    /// What the check's random cases exercised (up to the block of cases that failed); nil when
    /// the check did not count it or ran no random case.
    public var coverage: CoverageReport?
    /// The coverage requirements the random cases missed, when every case passed; this failure
    /// is then about them alone (``counterexample`` is nil).
    public var coverageShortfalls: [CoverageShortfall]

    /// Creates a failure.
    public init(
        message: String, counterexample: Counterexample? = nil, seedFile: URL? = nil, isRegression: Bool = false,
        parts: [KeyboardAvoidanceFailure] = [], coverage: CoverageReport? = nil,
        coverageShortfalls: [CoverageShortfall] = []
    ) {
        self.message = message
        self.counterexample = counterexample
        self.seedFile = seedFile
        self.isRegression = isRegression
        self.parts = parts
        self.coverage = coverage
        self.coverageShortfalls = coverageShortfalls
    }

    /// The failure with `coverage` attached.
    func with(_ coverage: CoverageReport?) -> KeyboardAvoidanceFailure {
        var failure = self
        failure.coverage = coverage
        return failure
    }

    /// Every invariant the check reported as broken, in canonical order.
    public var invariants: [Invariant] { (parts.isEmpty ? [self] : parts).compactMap(\.invariant) }

    /// The invariant the shrunk case breaks; nil when the check could not run.
    public var invariant: Invariant? { counterexample?.shrunk.invariant }
    /// The shrunk case's violation, with its numbers; nil when the check could not run.
    public var violation: Violation? { counterexample?.shrunk.violation }
    /// The shrunk case's actions; nil when the check could not run.
    public var actions: [Action]? { counterexample?.shrunk.keyboardCase.actions }

    public var description: String { message }
}
