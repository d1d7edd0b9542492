import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import Testing

@testable import KeyfuzzTesting

/// Coverage through the test helpers: what a pass covered, and requirements judged after the run.
@Suite struct CoverageRequirementTests {
    @Test func aMissedRequirementFailsWithTheCounts() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        // pad-window never rotates: no case can rotate with the keyboard docked.
        var check = package.check(.insetAdjusting, runs: 100, scenarios: ScenarioSpace.default.only(\.device, [.padWindow]))
        check.requiredCoverage = [
            RequiredCoverage(.rotationWhileDocked, percent: 5),
            RequiredCoverage(.value(\.device, .padWindow), percent: 100),
        ]
        let failure = try #require(check.run())
        #expect(
            failure.message == """
                Mine passes every invariant in 100 cases of seed 1, but misses a coverage requirement
                  coverage: rotationWhileDocked covered 0.0% of 100 cases (0), required 5% (raise runs:, or widen scenarios:)
                """)
        #expect(failure.coverageShortfalls.map(\.required.requirement) == [.rotationWhileDocked])
        #expect(failure.counterexample == nil)
        #expect(failure.coverage?.cases == 100)
        #expect(package.seedNames().isEmpty)
    }

    @Test func aMetRequirementPassesAndThePassHasItsCoverage() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        var check = package.check(.insetAdjusting, runs: 100)
        check.requiredCoverage = [
            RequiredCoverage(.rotationWhileDocked, percent: 5),
            RequiredCoverage(.applied(.hiddenField), percent: 50),
        ]
        #expect(check.run() == nil)
        let outcome = check.runWithCoverage()
        #expect(outcome.failure == nil)
        let coverage = try #require(outcome.coverage)
        #expect(coverage.cases == 100)
        #expect(CoverageRequirement.rotationWhileDocked.casesCovered(in: coverage) >= 5)
        // The same counts as the campaign the check runs.
        let campaign = Campaign(
            strategy: check.strategy, runSeed: 1, cases: 100,
            generator: CaseGenerator(space: check.space), countsCoverage: true)
        #expect(campaign.run().coverage == coverage)
    }

    @Test func aBrokenInvariantIsReportedFirstWithTheCoverageSoFar() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        var check = package.check(.naive, runs: 100, record: .never, reporting: .everyBug)
        check.requiredCoverage = [RequiredCoverage(.rotationWhileDocked, percent: 100)]
        let every = try #require(check.run())
        #expect(every.invariant == .hiddenField)
        #expect(every.coverageShortfalls.isEmpty)
        // Every bug: every case runs, and the coverage counts them all.
        #expect(every.coverage?.cases == 100)
        check.reporting = .firstFailure
        let first = try #require(check.run())
        #expect(first.invariant == .hiddenField)
        #expect(first.coverageShortfalls.isEmpty)
        // The first failure: the check stopped after the first block of cases (Campaign.stoppingBlockSize).
        #expect(first.coverage?.cases == Campaign.stoppingBlockSize)
    }

    @Test func badRequirementsCannotRun() throws {
        var check = KeyboardAvoidanceCheck(InsetAdjustingStrategy.init, named: "Mine")
        check.requiredCoverage = [RequiredCoverage(.lateNotification, percent: 150)]
        let failure = try #require(check.run())
        #expect(
            failure.message == """
                Mine: cannot run the keyboard-avoidance check
                  - cover: lateNotification requires 150% of the cases, expected a percentage from 0 to 100
                """)
    }

    @Test func theHelpersTakeRequirementsAsALiteral() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let failure = try #require(
            checkKeyboardAvoidance(
                InsetAdjustingStrategy.init, named: "Mine", runs: 50, seedsDirectory: package.seeds, record: .never,
                cover: [.lateNotification: 10, .value(\.device, .padWindow): 90]))
        #expect(failure.coverageShortfalls.map(\.required.description) == ["device=pad-window=90"])
    }
}
