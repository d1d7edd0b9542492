import Testing
import Foundation
import KeyboardWorld
import KeyboardStrategies

@Test func explore() throws {
    guard let spec = ProcessInfo.processInfo.environment["EXPLORE"] else { return }
    let parts = spec.split(separator: "|").map(String.init)
    let strategy = BuiltInStrategy.named(parts[0])!
    let device = Device(rawValue: parts[1])!
    let fields = Scenario.stackedFields(count: Int(parts[2])!)
    let scenario = Scenario(device: device, orientation: parts[3] == "l" ? .landscape : .portrait,
                            navigationBar: parts[4].contains("n"), tabBar: parts[4].contains("t"),
                            insetAdjustment: parts[4].contains("a") ? .automatic : .never,
                            fields: fields, contentHeight: CGFloat(Double(parts[5])!))
    let world = World(scenario: scenario, strategy: strategy.make(), invariants: .all, recordsTrace: true)
    for a in try Action.sequence(parts[6]) {
        if !world.perform(a).isEmpty { break }
    }
    world.finish()
    print(world.trace.text)
}
