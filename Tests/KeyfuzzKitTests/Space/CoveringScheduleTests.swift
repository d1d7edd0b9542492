import KeyboardWorld
import PropertyEngine
import Testing

@testable import KeyfuzzKit

/// The covering schedule of a run's first cases (``CoveringSchedule``): every value early, every
/// pair of device-and-user values early, the draws and the later cases as before.
@Suite struct CoveringScheduleTests {
    static let space = ScenarioSpace.default.declared(by: .everyScreen)
    static let generator = CaseGenerator(space: space)

    /// The values (`key=token`) of the choices `scenario` holds, in table order.
    static func values(of scenario: Scenario) -> [(dimension: ScenarioDimension, value: String)] {
        ScenarioDimension.all.filter { $0.values != nil && $0.applies(scenario) }.map { ($0, "\($0.key)=\($0.token(scenario))") }
    }

    /// What `scenarios` hold: every value, and every pair of two device-and-user values.
    static func covered(by scenarios: [Scenario]) -> (values: Set<String>, pairs: Set<String>) {
        var values = Set<String>()
        var pairs = Set<String>()
        for scenario in scenarios {
            let held = Self.values(of: scenario)
            values.formUnion(held.map(\.value))
            let device = held.filter { $0.dimension.role == .deviceAndUser }
            for (i, a) in device.enumerated() {
                for b in device[(i + 1)...] { pairs.insert("\(a.value) + \(b.value)") }
            }
        }
        return (values, pairs)
    }

    /// Everything 3,000 free draws reach, the scheduled cases of seeds 1 and 7 reach too: the
    /// rare values (a 2 % AutoFill frame, a 1 % rotation style) and every pair of them.
    @Test(arguments: [UInt64(1), 7])
    func theScheduledCasesCoverEveryValueAndPair(seed: UInt64) {
        let scheduled = Self.generator.scheduledCases
        #expect(scheduled > 0 && scheduled <= CoveringSchedule.scheduledSpan)
        let early = (0..<UInt64(scheduled)).map { k in
            var source = RandomSource(runSeed: seed, caseIndex: k)
            return Self.generator.drawScenario(using: &source, caseIndex: k)
        }
        let free = (0..<UInt64(3_000)).map { k in
            var source = RandomSource(runSeed: seed + 1_000, caseIndex: k)
            return Self.generator.drawScenario(using: &source)
        }
        let reached = Self.covered(by: free)
        let covered = Self.covered(by: early)
        #expect(reached.values.subtracting(covered.values).isEmpty, "\(reached.values.subtracting(covered.values).sorted())")
        #expect(reached.pairs.subtracting(covered.pairs).isEmpty, "\(reached.pairs.subtracting(covered.pairs).sorted())")
        #expect(covered.values.contains("quickTypeBar=lateAboveScreen"))
        #expect(covered.values.contains("rotationStyle=hideShow"))
    }

    /// Every scheduled scenario is one the space may draw, and the schedule consumes the draws
    /// a free draw does: the rest of the case (its length, its actions) is drawn the same.
    @Test func aScheduledCaseIsAValidDrawAndConsumesTheSameDraws() {
        for k in UInt64(0)..<UInt64(CoveringSchedule.evenSpanEnd) {
            var scheduled = RandomSource(runSeed: 3, caseIndex: k)
            var free = RandomSource(runSeed: 3, caseIndex: k)
            let scenario = Self.generator.drawScenario(using: &scheduled, caseIndex: k)
            _ = Self.generator.drawScenario(using: &free)
            #expect(scenario.problems.isEmpty)
            #expect(Self.space.contains(scenario), "case \(k): \(scenario.summary)")
            #expect(scheduled.next() == free.next(), "case \(k)")
        }
    }

    /// Past the schedule a case is drawn freely; within it, case `k` is the same on every run.
    @Test func theScheduleIsDeterministicAndEnds() {
        let again = CaseGenerator(space: Self.space)
        #expect(again.schedule.rows == Self.generator.schedule.rows)
        for k in [UInt64(0), 5, UInt64(Self.generator.scheduledCases), 150, 199] {
            var first = RandomSource(runSeed: 9, caseIndex: k)
            var second = RandomSource(runSeed: 9, caseIndex: k)
            #expect(Self.generator.drawScenario(using: &first, caseIndex: k) == again.drawScenario(using: &second, caseIndex: k))
        }
        let past = UInt64(CoveringSchedule.evenSpanEnd)
        var scheduled = RandomSource(runSeed: 9, caseIndex: past)
        var free = RandomSource(runSeed: 9, caseIndex: past)
        #expect(Self.generator.drawScenario(using: &scheduled, caseIndex: past) == Self.generator.drawScenario(using: &free))
    }

    /// The cases after the covering rows, up to case 200, draw each value equally often: the
    /// 2 % AutoFill frame and the 5 % late bar each in about a third of the iPhone cases there
    /// (at least a fifth of them, against some 2 % and 5 % of free draws).
    @Test(arguments: [UInt64(1), 7])
    func theEvenRowsDrawEveryValueEquallyOften(seed: UInt64) {
        func quickTypeBars(_ range: Range<UInt64>, scheduled: Bool) -> [QuickTypeBar] {
            range.compactMap { k in
                var source = RandomSource(runSeed: seed, caseIndex: k)
                let scenario =
                    scheduled ? Self.generator.drawScenario(using: &source, caseIndex: k) : Self.generator.drawScenario(using: &source)
                return scenario.device.isPhone ? scenario.quickTypeBar : nil
            }
        }
        let even = quickTypeBars(UInt64(Self.generator.scheduledCases)..<UInt64(CoveringSchedule.evenSpanEnd), scheduled: true)
        let free = quickTypeBars(UInt64(Self.generator.scheduledCases)..<UInt64(CoveringSchedule.evenSpanEnd), scheduled: false)
        for value in [QuickTypeBar.late, .lateAboveScreen] {
            let count = even.filter { $0 == value }.count
            #expect(count * 5 >= even.count, "\(value): \(count) of \(even.count)")
            #expect(count > free.filter { $0 == value }.count * 3, "\(value)")
        }
    }

    /// A space that fixes everything has no schedule: its cases are drawn as before.
    @Test func aFixedSpaceHasNoSchedule() {
        let fixed = ScenarioSpace.fixed(Scenario(fields: Scenario.stackedFields(count: 2)))
        #expect(CaseGenerator(space: fixed).scheduledCases == 0)
    }

    /// The space a failure is shrunk in keeps its cause: the needed value fixed, and no legacy
    /// value where the case holds one devices post.
    @Test func theShrinkSpaceKeepsTheNeedsAndStaysOffLegacyValues() throws {
        var scenario = Scenario(fields: Scenario.stackedFields(count: 2))
        scenario.keyboardKind = .thirdPartyTwoStep
        scenario.rotationStyle = .hideFirst
        let keyboardKind = try #require(ScenarioDimension.named("keyboardKind"))
        let rotationStyle = try #require(ScenarioDimension.named("rotationStyle"))
        let need = FailureCause.need(keyboardKind, in: scenario)
        #expect(need.token == "thirdPartyTwoStep" && !need.isLegacy)
        let kept = ScenarioSpace.default.keeping([need], of: scenario)
        #expect(kept.allowedTokens(of: keyboardKind) == ["thirdPartyTwoStep"])
        let rotations = try #require(kept.allowedTokens(of: rotationStyle))
        #expect(!rotations.contains("change"))  // the legacy single-change rotation
        #expect(rotations.contains("hideFirst"))
        // A case that already holds a legacy value may keep it.
        scenario.rotationStyle = .change
        #expect(ScenarioSpace.default.keeping([need], of: scenario).allowedTokens(of: rotationStyle)?.contains("change") ?? true)
    }
}
