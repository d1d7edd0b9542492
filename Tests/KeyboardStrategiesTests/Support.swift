import Foundation
import KeyboardStrategies
import KeyboardWorld

/// The first failing step of a run (or the end-of-case check), with the trace for messages.
struct Outcome {
    var violations: [Violation]
    var trace: Trace

    var first: Violation? { violations.first }
    var invariants: [Invariant] { violations.map(\.invariant) }

    func violation(_ invariant: Invariant) -> Violation? {
        violations.first { $0.invariant == invariant }
    }
}

/// Runs `actions` (text form) against a fresh `strategy`, stopping at the first failing step.
func run(
    _ strategy: BuiltInStrategy, _ scenario: Scenario, _ actions: String,
    invariants: InvariantSet = .defaults
) throws -> Outcome {
    let world = World(scenario: scenario, strategy: strategy.make(), invariants: invariants, recordsTrace: true)
    for action in try Action.sequence(actions) {
        let violations = world.perform(action)
        if !violations.isEmpty { return Outcome(violations: violations, trace: world.trace) }
    }
    return Outcome(violations: world.finish(), trace: world.trace)
}

/// A form of `count` fields 44 pt tall at y = 20 + 64 i (x 16, width 300).
func form(
    _ device: Device = .phoneNotch, _ orientation: Orientation = .portrait, fields count: Int = 12,
    contentHeight: CGFloat = 900, navigationBar: Bool = false, tabBar: Bool = false,
    adjustment: InsetAdjustment = .automatic, systemScrollsToFocus: Bool = true,
    accessoryOn: Set<Int> = []
) -> Scenario {
    var fields = Scenario.stackedFields(count: count)
    for i in accessoryOn { fields[i].hasAccessoryView = true }
    return Scenario(
        device: device, orientation: orientation, navigationBar: navigationBar, tabBar: tabBar,
        insetAdjustment: adjustment, systemScrollsToFocus: systemScrollsToFocus,
        fields: fields, contentHeight: contentHeight)
}

/// A rect from its four numbers.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// A phone-home portrait form of `count` 44 pt fields every 64 pt from content y 20.
func homeForm(
    count: Int = 3, contentHeight: CGFloat = 300, adjustment: InsetAdjustment = .never,
    contentInset: UIEdgeInsets = .zero, accessoryOn: Set<Int> = [],
    fields: [TextFieldSpec]? = nil
) -> Scenario {
    var specs = fields ?? Scenario.stackedFields(count: count)
    for i in accessoryOn { specs[i].hasAccessoryView = true }
    return Scenario(
        device: .phoneHome, orientation: .portrait, insetAdjustment: adjustment,
        contentInset: contentInset, fields: specs, contentHeight: contentHeight)
}
