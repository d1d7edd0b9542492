import Foundation
import PropertyEngine
import Testing

@Suite struct RunPropertyTests {
    /// A case: five small numbers; it fails when two neighbours are equal.
    private static let generate: @Sendable (inout RandomSource) -> [Int] = { source in
        (0..<5).map { _ in source.int(in: 0...9) }
    }

    private static let check: @Sendable ([Int]) -> String? = { values in
        for i in 1..<values.count where values[i] == values[i - 1] {
            return "equal neighbours at \(i - 1) and \(i)"
        }
        return nil
    }

    private static func run(_ cases: CaseSelection, jobs: Int = 1, maxFailures: Int? = nil)
        -> PropertyRunReport<[Int], String>
    {
        runProperty(
            runSeed: 42, cases: cases, jobs: jobs, maxFailures: maxFailures,
            generate: generate, check: check)
    }

    @Test func runsEveryCaseAndFindsFailures() {
        let report = Self.run(.range(0..<2_000))
        #expect(report.casesRun == 2_000)
        #expect(report.casesSelected == 2_000)
        #expect(!report.stoppedByCondition)
        // P(some equal neighbour) = 1 - 0.9^4 = 0.3439, so about 688 of 2000; sd about 21.
        #expect((588...788).contains(report.failures.count), "\(report.failures.count) failures")
        #expect(report.failures.map(\.caseIndex) == report.failures.map(\.caseIndex).sorted())
    }

    @Test func twoJobsGiveTheSameReportAsOne() {
        let one = Self.run(.range(0..<3_000), jobs: 1)
        let two = Self.run(.range(0..<3_000), jobs: 2)
        let eight = Self.run(.range(0..<3_000), jobs: 8)
        #expect(one == two)
        #expect(one == eight)
    }

    @Test func shardsTogetherEqualTheFullRun() {
        let full = Self.run(.range(0..<1_500))
        let shards = (1...3).map { Self.run(.shard($0, of: 3, in: 0..<1_500), jobs: 2) }
        #expect(shards.map(\.casesRun) == [500, 500, 500])
        let merged = shards.flatMap(\.failures).sorted { $0.caseIndex < $1.caseIndex }
        #expect(merged == full.failures)
    }

    /// A case that checks itself as it is built gives the failures the generate-then-check form
    /// gives: the same cases, seeds and order, for every jobs value and with `maxFailures`; each
    /// failure's value is what the case returned.
    @Test func aSelfCheckingCaseFailsAsGenerateThenCheckDoes() {
        func selfChecking(jobs: Int, maxFailures: Int? = nil) -> PropertyRunReport<String, Void> {
            runProperty(runSeed: 42, cases: .range(0..<2_000), jobs: jobs, maxFailures: maxFailures) {
                (_: UInt64, source: inout RandomSource) -> String? in
                Self.check(Self.generate(&source))
            }
        }
        let expected = Self.run(.range(0..<2_000))
        for jobs in [1, 2, 8] {
            let report = selfChecking(jobs: jobs)
            #expect(report.casesRun == 2_000)
            #expect(report.failures.map(\.caseIndex) == expected.failures.map(\.caseIndex))
            #expect(report.failures.map(\.seed) == expected.failures.map(\.seed))
            #expect(report.failures.map(\.value) == expected.failures.map(\.failure))
        }
        let firstThree = selfChecking(jobs: 2, maxFailures: 3)
        let expectedThree = Self.run(.range(0..<2_000), jobs: 1, maxFailures: 3)
        #expect(firstThree.failures.map(\.caseIndex) == expectedThree.failures.map(\.caseIndex))
        #expect(firstThree.casesRun == expectedThree.casesRun)
    }

    @Test func generateCaseIsHandedEachCaseIndexWithItsSource() {
        // Every case fails, carrying the index it was handed and its first drawn word; a shard run
        // on two threads must hand each selected index with that index's own source.
        let selection = CaseSelection.shard(2, of: 3, in: 10..<40)
        let report = runProperty(
            runSeed: 42, cases: selection, jobs: 2,
            generateCase: { index, source in (index, source.next()) },
            check: { (value: (UInt64, UInt64)) -> (UInt64, UInt64)? in value })
        #expect(report.failures.map(\.caseIndex) == [10, 13, 16, 19, 22, 25, 28, 31, 34, 37])
        for failure in report.failures {
            var source = RandomSource(seed: caseSeed(runSeed: 42, caseIndex: failure.caseIndex))
            #expect(failure.value.0 == failure.caseIndex)
            #expect(failure.value.1 == source.next())
        }
    }

    @Test func failureRecordsRegenerateTheirCaseAlone() throws {
        let report = Self.run(.range(100..<200))
        let failure = try #require(report.failures.first)
        var source = RandomSource(seed: failure.seed)
        #expect(Self.generate(&source) == failure.value)
        #expect(failure.seed == caseSeed(runSeed: 42, caseIndex: failure.caseIndex))
        #expect(Self.check(failure.value) == failure.failure)
    }

    @Test func maxFailuresStopsDeterministicallyForAnyJobCount() throws {
        let full = Self.run(.range(0..<1_000))
        let third = try #require(full.failures.dropFirst(2).first)
        let one = Self.run(.range(0..<1_000), jobs: 1, maxFailures: 3)
        let two = Self.run(.range(0..<1_000), jobs: 2, maxFailures: 3)
        #expect(one.failures == Array(full.failures.prefix(3)))
        #expect(one.casesRun == Int(third.caseIndex) + 1)
        #expect(one == two)
        #expect(Self.run(.range(0..<1_000), maxFailures: 0).casesRun == 0)
    }

    @Test func stopConditionEndsTheRunBetweenCases() {
        let counter = Counter()
        let report = runProperty(
            runSeed: 42, cases: .range(0..<1_000), jobs: 1,
            shouldStop: { counter.increment() > 5 },
            generate: Self.generate, check: Self.check)
        #expect(report.casesRun == 5)
        #expect(report.stoppedByCondition)
        #expect(report.failures.allSatisfy { $0.caseIndex < 5 })
    }
}

/// A thread-safe call counter for stop conditions.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
