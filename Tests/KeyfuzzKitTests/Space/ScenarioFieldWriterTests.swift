import Foundation
import KeyboardWorld
import Testing

@testable import KeyfuzzKit

/// `ScenarioFieldWriter` writes what a key-path write writes: straight into the bytes for plain
/// values (enums, flags, insets), through the key path for a value with references (a list).
@Suite struct ScenarioFieldWriterTests {
    static let base = Scenario(device: .phoneNotch, fields: Scenario.stackedFields(count: 3), contentHeight: 500)

    /// Writes `value` both ways into `base` and expects the same scenario.
    func expectSameWrite<V>(_ keyPath: WritableKeyPath<Scenario, V>, _ value: V, sourceLocation: SourceLocation = #_sourceLocation) {
        var direct = Self.base
        ScenarioFieldWriter(keyPath).write(value, into: &direct)
        var throughPath = Self.base
        throughPath[keyPath: keyPath] = value
        #expect(direct == throughPath, sourceLocation: sourceLocation)
    }

    @Test func enumsAndFlagsAreWrittenInPlace() {
        for device in Device.allCases { expectSameWrite(\.device, device) }
        for shape in ScreenShape.allCases { expectSameWrite(\.shape, shape) }
        expectSameWrite(\.navigationBar, true)
        expectSameWrite(\.tabBar, false)
        // A write leaves every other dimension as it was.
        var scenario = Self.base
        ScenarioFieldWriter(\.orientation).write(.landscape, into: &scenario)
        var expected = Self.base
        expected.orientation = .landscape
        #expect(scenario == expected)
        #expect(scenario.fields == Self.base.fields)
    }

    @Test func insetsAreWrittenInPlace() {
        expectSameWrite(\.contentInset, UIEdgeInsets(top: 12, left: 0, bottom: 30, right: 0))
    }

    @Test func aListIsWrittenThroughTheKeyPath() {
        let fields = Scenario.stackedFields(count: 2, top: 40, height: 60)
        expectSameWrite(\.fields, fields)
        var scenario = Self.base
        ScenarioFieldWriter(\.fields).write(fields, into: &scenario)
        #expect(scenario.fields == fields)
    }

    @Test func readsGiveWhatTheKeyPathGives() {
        var scenario = Self.base
        scenario.orientation = .landscape
        scenario.shape = .plainForm
        scenario.contentInset = UIEdgeInsets(top: 3, left: 0, bottom: 21, right: 0)
        #expect(ScenarioFieldWriter(\.device).read(from: scenario) == .phoneNotch)
        #expect(ScenarioFieldWriter(\.orientation).read(from: scenario) == .landscape)
        #expect(ScenarioFieldWriter(\.shape).read(from: scenario) == .plainForm)
        #expect(ScenarioFieldWriter(\.navigationBar).read(from: scenario) == scenario.navigationBar)
        #expect(ScenarioFieldWriter(\.contentInset).read(from: scenario) == UIEdgeInsets(top: 3, left: 0, bottom: 21, right: 0))
        // A list has no plain offset: it is read through the key path.
        #expect(ScenarioFieldWriter(\.fields).plainOffset == nil)
        #expect(ScenarioFieldWriter(\.fields).read(from: scenario) == Self.base.fields)
    }
}
