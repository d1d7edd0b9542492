import Dispatch
import Foundation
import KeyboardWorld
import PropertyEngine

/// A bounded proof across a ``VerificationSpace``: one ``BoundedVerification`` per scenario, up
/// to one depth, the scenarios shared out to threads (each proof runs on one), the results in
/// the space's order, so the report is the same for every `jobs` value.
///
/// Each scenario is explored on its own: two scenarios' states are never merged (they differ in
/// the device, the keyboard or the screen, which every state key holds).
public struct SpaceVerification: Sendable {
    /// The scenarios proved.
    public var space: VerificationSpace
    /// The strategy under test.
    public var strategy: StrategyUnderTest
    /// The invariants checked.
    public var invariants: InvariantSet
    /// The longest sequence explored on each scenario.
    public var depth: Int
    /// Threads, each proving one scenario at a time.
    public var jobs: Int

    /// The default depth of `keyfuzz verify --space`.
    public static let defaultDepth = 5

    /// A proof of `strategy` on every scenario of `space` up to `depth` actions.
    public init(space: VerificationSpace, strategy: StrategyUnderTest, invariants: InvariantSet = .defaults, depth: Int, jobs: Int = 1) {
        self.space = space
        self.strategy = strategy
        self.invariants = invariants
        self.depth = depth
        self.jobs = Swift.max(1, jobs)
    }

    /// One scenario's proof.
    public struct Result: Sendable {
        /// Its verification (its scenario, its alphabet, its counterexamples).
        public var verification: BoundedVerification
        /// What it found; nil when the run stopped before the scenario was started.
        public var report: VerificationReport?

        /// The scenario.
        public var scenario: Scenario { verification.scenario }

        /// Whether every sequence up to `depth` was checked and none broke an invariant.
        public func isProved(upTo depth: Int) -> Bool {
            guard let report else { return false }
            return report.shortest.isEmpty && (report.exploration.completedDepth >= depth || report.exploration.exploredEveryState)
        }
    }

    /// Proves every scenario, stopping early when `shouldStop` fires (scenarios under way report
    /// the depth they completed, those not started no report).
    /// - Parameter progress: Called after each scenario with how many are done.
    public func run(
        shouldStop: @escaping @Sendable () -> Bool = { false }, progress: (@Sendable (_ done: Int) -> Void)? = nil
    ) -> [Result] {
        let verifications = space.scenarios.map { scenario in
            BoundedVerification(scenario: scenario, strategy: strategy, invariants: invariants, depth: depth, jobs: 1)
        }
        let results = ResultSlots(count: verifications.count)
        let work: @Sendable (Int) -> Void = { _ in
            while !shouldStop(), let index = results.claim() {
                results.store(verifications[index].run(shouldStop: shouldStop), at: index)
                progress?(results.done)
            }
        }
        let threads = Swift.min(jobs, verifications.count)
        if threads <= 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: threads, execute: work)
        }
        return verifications.indices.map { index in
            Result(verification: verifications[index], report: results.report(at: index))
        }
    }
}

/// The scenarios' reports as threads finish them, claimed in order under a lock.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [VerificationReport?]
    private var claimed = 0
    private var finished = 0

    init(count: Int) { reports = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard claimed < reports.count else { return nil }
        claimed += 1
        return claimed - 1
    }

    func store(_ report: VerificationReport, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        reports[index] = report
        finished += 1
    }

    var done: Int {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }

    func report(at index: Int) -> VerificationReport? {
        lock.lock()
        defer { lock.unlock() }
        return reports[index]
    }
}
