import KeyboardWorld
import Testing

@testable import KeyfuzzKit

/// A run's distinct bugs (``FailurePipeline/run(firstFailingCaseOnly:deadline:interrupted:progress:found:)``):
/// one per cause, each counted, the same for every `jobs`.
@Suite struct DistinctBugTests {
    static func bugs(_ name: String, jobs: Int) -> [DistinctBug] {
        let strategy = Fixtures.strategy(name)
        let pipeline = FailurePipeline(
            strategy: strategy, generator: CaseGenerator(space: ScenarioSpace.default.declared(by: strategy.screens)),
            runSeed: 1, cases: 200, jobs: jobs)
        return pipeline.run().bugs
    }

    @Test func theBugsAreTheSameForEveryJobsValueAndEachCauseIsReportedOnce() {
        let one = Self.bugs("transform", jobs: 1)
        let two = Self.bugs("transform", jobs: 2)
        #expect(one.count > 1)
        #expect(one.map(\.cause) == two.map(\.cause))
        #expect(one.map(\.hits) == two.map(\.hits))
        #expect(one.map { $0.counterexample.seedFile.fileName } == two.map { $0.counterexample.seedFile.fileName })
        // Distinct causes, each bug hit by at least its own case, in canonical invariant order.
        #expect(Set(one.map(\.cause)).count == one.count)
        #expect(one.allSatisfy { $0.hits >= 1 })
        #expect(one.map(\.invariant.rank) == one.map(\.invariant.rank).sorted())
        // Each shrunk case holds the values its cause says it needs.
        for bug in one {
            let shrunk = bug.counterexample.shrunk.keyboardCase
            #expect(bug.cause.needs.allSatisfy { $0.holds(in: shrunk.scenario) }, "\(bug.cause.line)")
        }
    }
}
