import Foundation
import KeyboardWorld
import PropertyEngine
import Testing

@testable import KeyfuzzKit

/// A choice's draw as data (`ChoiceIndexPicker`, `PreparedDraw`) consumes the same words and
/// lands on the same value as the draw written out as code: the running sums a walk adds up,
/// `index(below:)` for a uniform draw.
@Suite struct PreparedDrawTests {
    /// The draw `ChoiceDraw` describes, written out as a walk over its table (how it was drawn
    /// before it became data).
    func reference(_ draw: ChoiceDraw<Device>, _ candidates: [Device], _ source: inout RandomSource) -> Device {
        switch draw {
        case .uniform:
            return source.element(of: candidates)
        case .probabilitiesFreeWhenFixed(let table):
            // One allowed value takes no word; otherwise the weighted draw.
            if candidates.count == 1 { return candidates[0] }
            return reference(.probabilities(table), candidates, &source)
        case .probabilities(let table):
            if candidates.count == 1 {
                _ = source.unitDouble()
                return candidates[0]
            }
            let allowed = table.filter { candidates.contains($0.0) }
            let u = source.unitDouble()
            var cumulative = 0.0
            if allowed.count == table.count {
                for (value, probability) in table.dropLast() {
                    cumulative += probability
                    if u < cumulative { return value }
                }
                return table[table.count - 1].0
            }
            let rest = 1 - table.dropLast().reduce(0) { $0 + $1.1 }
            let weights = allowed.map { $0.0 == table[table.count - 1].0 ? rest : $0.1 }
            let total = weights.reduce(0, +)
            for (index, weight) in weights.enumerated() {
                cumulative += weight
                if u * total < cumulative { return allowed[index].0 }
            }
            return allowed[allowed.count - 1].0
        }
    }

    static let table: [(Device, Double)] = [(.phoneNotch, 0.1), (.phoneHome, 0.35), (.pad, 0.2), (.padWindow, 0.35)]
    static let draws: [ChoiceDraw<Device>] = [.uniform, .probabilities(table), .probabilitiesFreeWhenFixed(table)]
    static let candidateSets: [[Device]] = [
        Device.allCases, [.pad], [.padWindow, .phoneNotch], [.phoneHome, .pad, .padWindow],
    ]

    @Test(arguments: 0..<3, 0..<4)
    func picksWhatTheWalkPicks(drawIndex: Int, candidateIndex: Int) {
        let draw = Self.draws[drawIndex]
        let candidates = Self.candidateSets[candidateIndex]
        let (picker, values) = draw.indexPicker(for: candidates)
        var source = RandomSource(seed: 42)
        var expected = RandomSource(seed: 42)
        var seen: Set<Device> = []
        for _ in 0..<2000 {
            let picked = values[picker.pick(using: &source)]
            #expect(picked == reference(draw, candidates, &expected))
            #expect(candidates.contains(picked))
            seen.insert(picked)
        }
        // The same words consumed, and every candidate reachable.
        #expect(source.next() == expected.next())
        #expect(seen == Set(candidates))
    }

    @Test func aByteChoiceWritesWhatTheKeyPathWrites() {
        let (picker, values) = ChoiceDraw<Device>.uniform.indexPicker(for: Device.allCases)
        let draw = PreparedDraw(
            picker: picker, values: values, writer: ScenarioFieldWriter(\.device), default: .phoneNotch,
            drawnWhere: nil)
        var source = RandomSource(seed: 7)
        var expected = RandomSource(seed: 7)
        for _ in 0..<200 {
            var scenario = ScenarioFieldWriterTests.base
            draw.run(&source, &scenario)
            var reference = ScenarioFieldWriterTests.base
            reference.device = Device.allCases[expected.index(below: Device.allCases.count)]
            #expect(scenario == reference)
        }
    }

    @Test func whereTheDrawDoesNotStandTheDefaultIsWrittenAfterTheSameDraw() {
        let (picker, values) = ChoiceDraw<Device>.uniform.indexPicker(for: Device.allCases)
        let draw = PreparedDraw(
            picker: picker, values: values, writer: ScenarioFieldWriter(\.device), default: .phoneHome,
            drawnWhere: { $0.navigationBar })
        var source = RandomSource(seed: 9)
        var expected = RandomSource(seed: 9)
        for index in 0..<200 {
            var scenario = ScenarioFieldWriterTests.base
            scenario.navigationBar = index.isMultiple(of: 2)
            draw.run(&source, &scenario)
            let drawn = Device.allCases[expected.index(below: Device.allCases.count)]
            #expect(scenario.device == (scenario.navigationBar ? drawn : .phoneHome))
        }
        #expect(source.next() == expected.next())
    }
}
