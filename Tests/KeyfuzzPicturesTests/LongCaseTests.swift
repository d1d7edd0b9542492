import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzPictures
import Testing

/// Pictures of long cases stay a bounded size: the ends, the failing steps and notes for the rest.
@Suite struct LongCaseTests {
    /// `inset-adjusting` (correct, so every step passes) over `cycles` show/hide rounds:
    /// 4 actions a round, plus the end-of-case step.
    static func longPassingCase(cycles: Int) throws -> TracedCase {
        let scenario = Scenario(
            device: .phoneNotch, orientation: .portrait, insetAdjustment: .automatic,
            fields: Scenario.stackedFields(count: 12), contentHeight: 900)
        let round = "tap(11) finishAnimation dismiss finishAnimation"
        return try TracedCase(.insetAdjusting, scenario, Array(repeating: round, count: cycles).joined(separator: " "))
    }

    /// `inset-tracking` (the README's drift) driven on after it first fails: its inset drifts
    /// further each round, so many steps between the ends fail. 8 actions a round, plus the end.
    static func longFailingTrace(rounds: Int) throws -> (Scenario, Trace) {
        let scenario = Scenario(
            device: .phoneNotch, orientation: .portrait, insetAdjustment: .automatic,
            fields: Scenario.stackedFields(count: 12), contentHeight: 900)
        let world = World(scenario: scenario, strategy: BuiltInStrategy.insetTracking.make(), recordsTrace: true)
        let round: [Action] = [
            .tap(11), .finishAnimation, .dismiss, .finishAnimation, .tap(2), .finishAnimation, .dismiss, .finishAnimation,
        ]
        for _ in 0..<rounds {
            for action in round { _ = world.perform(action) }
        }
        _ = world.finish()
        return (scenario, world.trace)
    }

    /// The step indices a storyboard draws, from its `<!-- step N: ... -->` comments.
    static func drawnSteps(_ svg: String) -> [Int] {
        svg.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "<!-- step ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
    }

    @Test func aLongCaseDrawsItsEndsAndANote() throws {
        let c = try Self.longPassingCase(cycles: 25_000)  // 100,000 actions, 100,001 steps
        #expect(c.trace.steps.count == 100_001)
        let svg = storyboard(c)  // checks that it parses with XMLParser
        #expect(svg.utf8.count < 1_000_000, "\(svg.utf8.count) bytes")
        #expect(Self.drawnSteps(svg) == Array(0..<24) + Array(99_977...100_000))
        #expect(svg.contains("<!-- steps 24 to 99976 not drawn -->"))
        #expect(svg.contains(">… 99,953 steps not drawn (#24 …</text>"), "the note's caption, wrapped")
        #expect(svg.contains(">99,953 steps</text>"))

        let lines = TerminalStrip.lines(scenario: c.scenario, trace: c.trace)
        #expect(lines.count == 49)
        #expect(lines[24] == "… 99,953 steps not drawn (#24 … #99,976) …")
        #expect(lines[23].hasPrefix("#23 finishAnimation    │"))
        #expect(lines[25].hasPrefix("#99977 finishAnimation │"))
    }

    @Test func failingStepsBetweenTheEndsAreDrawnUpToALimit() throws {
        let (scenario, trace) = try Self.longFailingTrace(rounds: 50)  // 401 steps
        let failing = trace.steps.dropFirst(24).dropLast(24).filter { !$0.violations.isEmpty }.map(\.index)
        #expect(failing.count > 24)
        let svg = Storyboard.svg(scenario: scenario, trace: trace, title: "inset-tracking")
        #expect(xmlProblem(svg) == nil)
        // The ends, the first 24 failing steps between them, and any single step left between two
        // of those (drawn rather than replaced by a note of the same size).
        let kept = Set(0..<24).union(377...400).union(failing.prefix(24))
        let single = (1..<400).filter { !kept.contains($0) && kept.contains($0 - 1) && kept.contains($0 + 1) }
        let expected = kept.union(single).sorted()
        #expect(Self.drawnSteps(svg) == expected)
        #expect(!Self.drawnSteps(svg).contains(failing[24]))
        let lines = TerminalStrip.lines(scenario: scenario, trace: trace)
        #expect(lines.filter { $0.hasPrefix("#") }.count == expected.count)
        #expect(lines.contains { $0.hasPrefix("… ") && $0.hasSuffix(" steps not drawn (#\(failing[23] + 1) … #376) …") })
    }

    @Test func aCaseOfFortyNineStepsIsDrawnWhole() throws {
        // 48 actions and the end: one step between the two ends of 24, drawn rather than noted.
        let c = try Self.longPassingCase(cycles: 12)
        #expect(c.trace.steps.count == 49)
        #expect(Self.drawnSteps(storyboard(c)) == Array(0..<49))
        #expect(!TerminalStrip.lines(scenario: c.scenario, trace: c.trace).contains { $0.hasPrefix("…") })
        let longer = try Self.longPassingCase(cycles: 13)  // 53 steps: a note for 5
        #expect(TerminalStrip.lines(scenario: longer.scenario, trace: longer.trace)[24] == "… 5 steps not drawn (#24 … #28) …")
    }
}
