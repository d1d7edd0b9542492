import Dispatch
import Foundation

/// Generates and checks the selected cases of a run, on one or more threads, and collects the failures.
///
/// Case `k` is generated from `RandomSource(runSeed: runSeed, caseIndex: k)`, so
/// each case is independent of the others and of the thread that runs it. Threads
/// take cases in increasing index order from a shared counter; failures are sorted
/// by case index, so the report is identical for every `jobs` value unless
/// `shouldStop` fires.
///
/// `maxFailures` stops the run after that many failures, deterministically: the
/// report holds the failures of the first `maxFailures` failing cases by index,
/// and `casesRun` counts the cases up to and including the last of them, exactly
/// as a single-threaded run would, even if other threads ran a little further.
///
/// - Parameters:
///   - runSeed: The seed the case seeds are derived from (see ``caseSeed(runSeed:caseIndex:)``).
///   - cases: The case indices to run, a range or a shard.
///   - jobs: The number of threads; values below 1 count as 1.
///   - maxFailures: Stop after this many failures; `nil` runs every case.
///   - shouldStop: Checked before each case (for example against a deadline the caller owns);
///     returning `true` ends the run.
///   - generate: Builds a case from its random source.
///   - check: Returns what went wrong with a case, or `nil` when it passes.
/// - Returns: The failures sorted by case index, and how many cases ran.
@inlinable
public func runProperty<Case: Sendable, Failure: Sendable>(
    runSeed: UInt64,
    cases: CaseSelection,
    jobs: Int = 1,
    maxFailures: Int? = nil,
    shouldStop: @Sendable () -> Bool = { false },
    generate: @Sendable (inout RandomSource) -> Case,
    check: @Sendable (Case) -> Failure?
) -> PropertyRunReport<Case, Failure> {
    runProperty(
        runSeed: runSeed, cases: cases, jobs: jobs, maxFailures: maxFailures, shouldStop: shouldStop,
        generateCase: { _, source in generate(&source) }, check: check)
}

/// ``runProperty(runSeed:cases:jobs:maxFailures:shouldStop:generate:check:)`` with each case's
/// index handed to `generateCase` beside its random source: a caller that keeps only what the
/// earliest failing cases need can tell which case it is building (threads may build cases out
/// of index order). The case itself must still come from the source alone.
///
/// Inlinable, with its shared state, so that a caller's module compiles it for its own case
/// and failure types: the generic form copied every case through the runtime's value witnesses.
@inlinable
public func runProperty<Case: Sendable, Failure: Sendable>(
    runSeed: UInt64,
    cases: CaseSelection,
    jobs: Int = 1,
    maxFailures: Int? = nil,
    shouldStop: @Sendable () -> Bool = { false },
    generateCase: @Sendable (_ caseIndex: UInt64, inout RandomSource) -> Case,
    check: @Sendable (Case) -> Failure?
) -> PropertyRunReport<Case, Failure> {
    runCases(runSeed: runSeed, cases: cases, jobs: jobs, maxFailures: maxFailures, shouldStop: shouldStop) {
        index, seed, source in
        let value = generateCase(index, &source)
        return check(value).map { CaseFailure(caseIndex: index, seed: seed, value: value, failure: $0) }
    }
}

/// ``runProperty(runSeed:cases:jobs:maxFailures:shouldStop:generateCase:check:)`` for cases that
/// check themselves while they are built (a fuzz loop that stops a case at its first
/// violation): `runCase` builds case `caseIndex` from its random source and returns what failed,
/// nil when it passed. The same order of cases, threads and report; each failure's `value` is
/// what `runCase` returned.
@inlinable
public func runProperty<Failure: Sendable>(
    runSeed: UInt64,
    cases: CaseSelection,
    jobs: Int = 1,
    maxFailures: Int? = nil,
    shouldStop: @Sendable () -> Bool = { false },
    runCase: @Sendable (_ caseIndex: UInt64, inout RandomSource) -> Failure?
) -> PropertyRunReport<Failure, Void> {
    runCases(runSeed: runSeed, cases: cases, jobs: jobs, maxFailures: maxFailures, shouldStop: shouldStop) {
        index, seed, source in
        runCase(index, &source).map { CaseFailure(caseIndex: index, seed: seed, value: $0, failure: ()) }
    }
}

/// The loop both forms share: claims case positions in order on `jobs` threads, runs each
/// case from its own source (`run` gets its index, its seed and the source) and collects what
/// failed.
@inlinable
func runCases<Case: Sendable, Failure: Sendable>(
    runSeed: UInt64, cases: CaseSelection, jobs: Int, maxFailures: Int?, shouldStop: @Sendable () -> Bool,
    run: @Sendable (_ caseIndex: UInt64, _ seed: UInt64, inout RandomSource) -> CaseFailure<Case, Failure>?
) -> PropertyRunReport<Case, Failure> {
    let state = RunState<Case, Failure>(cases: cases, maxFailures: maxFailures)
    @Sendable func work(_: Int) {
        while let position = state.claim() {
            if shouldStop() {
                state.stop()
                return
            }
            let index = cases[position]
            let seed = caseSeed(runSeed: runSeed, caseIndex: index)
            var source = RandomSource(seed: seed)
            state.finish(run(index, seed, &source))
        }
    }
    let threads = max(1, min(jobs, cases.count))
    if threads == 1 {
        work(0)
    } else {
        DispatchQueue.concurrentPerform(iterations: threads, execute: work)
    }
    return state.report(runSeed: runSeed)
}

/// The state the threads of one run share, guarded by a lock.
@usableFromInline
final class RunState<Case: Sendable, Failure: Sendable>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline let cases: CaseSelection
    @usableFromInline let maxFailures: Int?
    @usableFromInline var nextPosition = 0
    @usableFromInline var completed = 0
    @usableFromInline var stopped = false
    @usableFromInline var failures: [CaseFailure<Case, Failure>] = []

    @inlinable
    init(cases: CaseSelection, maxFailures: Int?) {
        self.cases = cases
        self.maxFailures = maxFailures.map { max(0, $0) }
    }

    /// Returns the next position to run, or `nil` when the run is over.
    ///
    /// Positions are handed out in increasing order, so once `maxFailures` failures
    /// with smaller indices are known, no later position needs to run.
    @inlinable
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped, nextPosition < cases.count else { return nil }
        if let maxFailures {
            let index = cases[nextPosition]
            if failures.lazy.filter({ $0.caseIndex < index }).count >= maxFailures { return nil }
        }
        nextPosition += 1
        return nextPosition - 1
    }

    @inlinable
    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    @inlinable
    func finish(_ failure: CaseFailure<Case, Failure>?) {
        lock.lock()
        completed += 1
        if let failure { failures.append(failure) }
        lock.unlock()
    }

    @inlinable
    func report(runSeed: UInt64) -> PropertyRunReport<Case, Failure> {
        lock.lock()
        defer { lock.unlock() }
        var sorted = failures.sorted { $0.caseIndex < $1.caseIndex }
        var casesRun = completed
        if let maxFailures, sorted.count >= maxFailures {
            sorted.removeLast(sorted.count - maxFailures)
            // A stopped run counts what it actually checked; otherwise count what a
            // single thread would have run, ignoring cases other threads ran past the limit.
            if stopped {
                casesRun = completed
            } else if let last = sorted.last {
                casesRun = Int((last.caseIndex - cases.start) / cases.step) + 1
            } else {
                casesRun = 0
            }
        }
        return PropertyRunReport(
            runSeed: runSeed, failures: sorted, casesRun: casesRun,
            casesSelected: cases.count, stoppedByCondition: stopped)
    }
}
