import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

/// A user strategy that wrecks the inset on hide: drift and unreachable-field break at the same step.
private final class NegativeInsetStrategy: KeyboardAvoidanceStrategy {
    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        host.scrollView.contentInset.bottom = -5_000
    }
}

@Suite struct CampaignTests {
    @Test func oneAndTwoJobsGiveTheSameReport() {
        for name in ["frame-shrink", "inset-tracking"] {
            let campaign = Campaign(strategy: Fixtures.strategy(name), runSeed: 5, cases: 300)
            var twoJobs = campaign
            twoJobs.jobs = 2
            #expect(campaign.run() == twoJobs.run())
            let targets = Fixtures.builtIn(name).expectedViolations
            #expect(campaign.run(stoppingOnceFound: targets) == twoJobs.run(stoppingOnceFound: targets))
        }
    }

    @Test func findingsAreTheLowestFailingCasePerInvariant() throws {
        let strategy = Fixtures.strategy("frame-shrink")
        let report = Campaign(strategy: strategy, runSeed: 11, cases: 200).run()
        let generator = CaseGenerator()
        var firsts: [Invariant: UInt64] = [:]
        var actions = 0
        var failing = 0
        for index in UInt64(0)..<200 {
            var source = RandomSource(runSeed: 11, caseIndex: index)
            let generated = generator.generate(strategy: strategy, caseIndex: index, using: &source)
            actions += generated.result.actionsRun
            failing += generated.result.violations.isEmpty ? 0 : 1
            for violation in generated.result.violations where firsts[violation.invariant] == nil {
                firsts[violation.invariant] = index
            }
        }
        #expect(report.casesRun == 200)
        #expect(report.actionsRun == actions)
        #expect(report.failingCases == failing)
        #expect(report.invariantsFound == Invariant.allCases.filter { firsts[$0] != nil })
        for finding in report.findings {
            #expect(finding.caseIndex == firsts[finding.invariant])
            #expect(finding.caseSeed == caseSeed(runSeed: 11, caseIndex: finding.caseIndex))
            let replay = try #require(finding.keyboardCase.run())
            #expect(replay.violations.contains(finding.violation))
        }
    }

    @Test func everyInvariantOfAFailingStepCounts() throws {
        let user = StrategyUnderTest(name: "negative-inset", make: { NegativeInsetStrategy() })
        let space = ScenarioSpace.default.idealisedOnly()
        let report = Campaign(strategy: user, runSeed: 1, cases: 100, generator: CaseGenerator(space: space)).run()
        let drift = try #require(report.finding(for: .drift))
        let unreachable = try #require(report.finding(for: .unreachableField))
        // The negative inset breaks both at once: the case that first breaks unreachable-field
        // breaks drift at the same step, so drift was found there or earlier.
        #expect(drift.caseIndex <= unreachable.caseIndex)
        let replay = KeyboardCase.run(
            scenario: unreachable.keyboardCase.scenario, actions: unreachable.keyboardCase.actions,
            make: { NegativeInsetStrategy() })
        #expect(replay.violates(.drift) && replay.violates(.unreachableField))
        #expect(drift.keyboardCase.strategy == "negative-inset")
    }

    @Test func shardsSplitTheRun() {
        let whole = Campaign(strategy: Fixtures.strategy("inset-tracking"), runSeed: 3, cases: 301).run()
        let shards = (1...3).map {
            Campaign(strategy: Fixtures.strategy("inset-tracking"), runSeed: 3, cases: 301, shard: ($0, 3)).run()
        }
        #expect(shards.map(\.casesRun) == [101, 100, 100])
        #expect(shards.map(\.actionsRun).reduce(0, +) == whole.actionsRun)
        #expect(shards.map(\.failingCases).reduce(0, +) == whole.failingCases)
        for finding in whole.findings {
            let fromShards = shards.compactMap { $0.finding(for: finding.invariant) }.min { $0.caseIndex < $1.caseIndex }
            #expect(fromShards == finding)
        }
        for (offset, shard) in shards.enumerated() {
            #expect(shard.findings.allSatisfy { Int($0.caseIndex % 3) == offset })
        }
    }

    @Test func stoppingOnceFoundStopsAtABlockBoundary() {
        let targets = Fixtures.builtIn("transform").expectedViolations
        let report = Campaign(strategy: Fixtures.strategy("transform"), runSeed: 2, cases: 1_000)
            .run(stoppingOnceFound: targets)
        #expect(targets.allSatisfy { report.finding(for: $0) != nil })
        #expect(report.casesRun % Campaign.stoppingBlockSize == 0)
        #expect(report.casesRun < 1_000)
    }
}
