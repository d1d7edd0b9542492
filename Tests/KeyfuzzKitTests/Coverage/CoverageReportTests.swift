import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

/// A run's coverage: the same for every `jobs` value, consistent with its cases, generic over
/// the dimension table.
@Suite struct CoverageReportTests {
    @Test func oneAndTwoJobsGiveTheSameCoverage() throws {
        for name in ["inset-adjusting", "frame-shrink"] {
            let campaign = Campaign(strategy: Fixtures.strategy(name), runSeed: 5, cases: 300, countsCoverage: true)
            var twoJobs = campaign
            twoJobs.jobs = 2
            let one = campaign.run()
            let two = twoJobs.run()
            #expect(one.coverage != nil)
            #expect(one == two)
        }
    }

    @Test func countingChangesNothingButTheCoverage() {
        let plain = Campaign(strategy: Fixtures.strategy("inset-tracking"), runSeed: 3, cases: 200)
        var counting = plain
        counting.countsCoverage = true
        var report = counting.run()
        #expect(report.coverage != nil)
        report.coverage = nil
        #expect(report == plain.run())
    }

    @Test func theCampaignAddsUpItsCases() throws {
        let strategy = Fixtures.strategy("transform")
        let campaign = Campaign(strategy: strategy, runSeed: 9, cases: 120, jobs: 2, countsCoverage: true)
        let report = campaign.run()
        let coverage = try #require(report.coverage)
        var byHand = CoverageReport()
        for index in UInt64(0)..<120 {
            var source = RandomSource(runSeed: 9, caseIndex: index)
            let generated = CaseGenerator().generate(strategy: strategy, countsCoverage: true, caseIndex: index, using: &source)
            byHand.add(scenario: generated.keyboardCase.scenario, counters: try #require(generated.coverage), caseIndex: index)
        }
        #expect(coverage == byHand)
        #expect(coverage.cases == report.casesRun)
        #expect(coverage.actions == report.actionsRun)
    }

    @Test func everyDimensionIsCountedFromTheTable() throws {
        let report = try #require(
            Campaign(
                strategy: Fixtures.strategy("inset-adjusting"), runSeed: 2, cases: 150,
                countsCoverage: true
            ).run().coverage)
        #expect(report.dimensions.map(\.key) == ScenarioDimension.all.map(\.key))
        for (dimension, counted) in zip(ScenarioDimension.all, report.dimensions) {
            if let values = dimension.values { #expect(counted.buckets.map(\.name) == values.map(\.token)) }
            // Every dimension is tabulated: a new one without values needs its buckets.
            #expect(!counted.buckets.isEmpty, "\(dimension.key)")
            #expect(counted.buckets.reduce(0) { $0 + $1.cases } + counted.notApplicable == report.cases)
        }
        // pad-window does not rotate: its cases have no orientation.
        let devices = try #require(report.dimension("device"))
        #expect(report.dimension("orientation")?.notApplicable == devices.cases("pad-window"))
        let byDevice = Device.allCases.map { device in
            [Orientation.portrait, .landscape, nil].reduce(0) { $0 + report.cases(device: device, orientation: $1) }
        }
        #expect(byDevice == Device.allCases.map { devices.cases($0.rawValue) })
        #expect(report.cases(device: .padWindow, orientation: .portrait) == 0)
    }

    // MARK: Requirements

    /// 200 cases, 3 of them on pad-window.
    private var threePadWindowsIn200: CoverageReport {
        var report = CoverageReport()
        for index in 0..<200 {
            report.add(scenario: index < 3 ? Fixtures.padWindowForm : Fixtures.phoneForm, counters: CoverageCounters())
        }
        return report
    }

    @Test func aMissedRequirementSaysByHowMuch() throws {
        let report = threePadWindowsIn200
        let required = RequiredCoverage(.value(\.device, .padWindow), percent: 5)
        let shortfall = try #require(required.check(report))
        #expect(shortfall.covered == 3)
        #expect(shortfall.cases == 200)
        #expect(
            shortfall.message(advice: "raise runs:, or widen scenarios:")
                == "coverage: device=pad-window covered 1.5% of 200 cases (3), required 5% (raise runs:, or widen scenarios:)")
        // 3 of 200 is exactly 1.5%: met at 1.5, missed at 1.6 (and shown rounded down, never as 1.6).
        #expect(RequiredCoverage(.value(\.device, .padWindow), percent: 1.5).check(report) == nil)
        let close = try #require(RequiredCoverage(.value(\.device, .padWindow), percent: 1.6).check(report))
        #expect(close.message(advice: "x") == "coverage: device=pad-window covered 1.5% of 200 cases (3), required 1.6% (x)")
        #expect(
            RequiredCoverage.shortfalls(
                of: [required, RequiredCoverage(.value(\.device, .phoneHome), percent: 90)],
                in: report) == [shortfall])
    }

    @Test func theShareShownIsRoundedDown() throws {
        var report = CoverageReport()
        for index in 0..<3 { report.add(scenario: index == 0 ? Fixtures.padWindowForm : Fixtures.phoneForm, counters: CoverageCounters()) }
        // 1 of 3 is 33.33...%: it misses 33.4 and shows 33.3.
        let shortfall = try #require(RequiredCoverage(.value(\.device, .padWindow), percent: 33.4).check(report))
        #expect(shortfall.coveredText == "33.3%")
        #expect(RequiredCoverage(.value(\.device, .padWindow), percent: 33.3).check(report) == nil)
    }

    @Test func noCaseMeetsOnlyZeroPercent() {
        let empty = CoverageReport()
        #expect(RequiredCoverage(.lateNotification, percent: 0).check(empty) == nil)
        #expect(
            RequiredCoverage(.lateNotification, percent: 1).check(empty)?.message(advice: "x")
                == "coverage: lateNotification covered 0% of 0 cases (0), required 1% (x)")
    }

    @Test func requirementsByName() throws {
        for requirement in CoverageRequirement.named {
            #expect(try CoverageRequirement.named(requirement.name) == requirement)
        }
        #expect(try CoverageRequirement.named("applied:hidden-field") == .applied(.hiddenField))
        #expect(try CoverageRequirement.named("device=pad-window") == .value(\.device, .padWindow))
        #expect(try CoverageRequirement.named("rotationStyle=hideFirst") == .value(\.rotationStyle, .hideFirst))
        #expect(
            throws: CoverageRequirementError(
                "unknown coverage requirement 'rotation'; expected one of rotationWhileDocked, focusChangeDuringAnimation, lateNotification, hardwareKeyboard, floatingKeyboard, remoteKeyboard, deferredWork, waitMidAnimation, applied:INVARIANT or KEY=VALUE (a scenario dimension's value)"
            )
        ) {
            try CoverageRequirement.named("rotation")
        }
        #expect(
            throws: CoverageRequirementError(
                "unknown invariant 'gap' in 'applied:gap'; expected one of sanity, hidden-field, drift, unreachable-field, excess-gap, needless-motion"
            )
        ) {
            try CoverageRequirement.named("applied:gap")
        }
        #expect(
            throws: CoverageRequirementError(
                "unknown device 'tablet' in 'device=tablet'; expected one of phone-home, phone-notch, pad, pad-window")
        ) {
            try CoverageRequirement.named("device=tablet")
        }
        #expect(throws: CoverageRequirementError.self) { try CoverageRequirement.named("fields=3") }
    }

    @Test func theNamedRequirementsCountCasesFromTheReport() throws {
        let report = try #require(
            Campaign(
                strategy: Fixtures.strategy("tp-keyboard-avoiding"), runSeed: 4, cases: 200,
                countsCoverage: true
            ).run().coverage)
        #expect(CoverageRequirement.rotationWhileDocked.casesCovered(in: report) == report.casesWith.actions(named: "rotate", in: .docked))
        #expect(CoverageRequirement.hardwareKeyboard.casesCovered(in: report) == report.cases(performingIn: .hardware))
        #expect(CoverageRequirement.lateNotification.casesCovered(in: report) == report.casesWith.count(.lateNotification))
        // TPKeyboardAvoiding defers its work by 10 ms: the default run reaches it.
        #expect(CoverageRequirement.deferredWork.casesCovered(in: report) > 0)
        for requirement in CoverageRequirement.named {
            #expect((0...report.cases).contains(requirement.casesCovered(in: report)), "\(requirement)")
        }
    }

    @Test func aKeyPathOutsideTheTableCannotBeJudged() {
        let requirement = RequiredCoverage(.value(\.fields[0].hasAccessoryView, true), percent: 5)
        #expect(requirement.problem?.hasSuffix("is not a scenario dimension") == true)
        #expect(
            RequiredCoverage(.lateNotification, percent: 101).problem
                == "lateNotification requires 101% of the cases, expected a percentage from 0 to 100")
    }
}
