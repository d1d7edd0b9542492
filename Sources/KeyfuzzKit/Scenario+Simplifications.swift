import Foundation
import KeyboardWorld

/// One step that makes a scenario simpler, as the shrinker tries them.
///
/// Each step changes one field of the scenario by one notch toward its simplest value; steps
/// that touch the form (`removeField`, `fieldHeight`) also say how the actions must follow.
enum ScenarioSimplification: Hashable, Sendable {
    /// Removes field `i`: taps of it are dropped, taps of higher fields move down by one.
    case removeField(Int)
    /// Moves the device to a simpler one (`Scenario.deviceSimplicity` order).
    case device(Device)
    case portrait
    case noNavigationBar
    case noTabBar
    case insetAdjustmentNever
    /// Sets the whole designer inset to zero.
    case zeroContentInset
    case zeroContentInsetTop
    case zeroContentInsetBottom
    case pinnedContent
    case noAccessoryView(Int)
    case defaultKeyboardType(Int)
    /// Sets field `i`'s height to `height`, moving the fields below by the difference.
    case fieldHeight(Int, CGFloat)
    /// Sets the content height (the footer shrinks toward zero).
    case contentHeight(CGFloat)
    case systemScrollsToFocus
    case singleRotationTransition
    case autoresizingLayout
}

extension Scenario {
    /// The devices from simplest to most involved: a home-button phone has no safe-area bottom
    /// and the smallest numbers; the windowed iPad needs a coordinate conversion.
    static let deviceSimplicity: [Device] = [.phoneHome, .phoneNotch, .pad, .padWindow]

    /// The simplification steps of this scenario, best first, in a fixed order: fewer fields,
    /// then a simpler device, orientation, chrome, insets, content layout, per-field keyboard
    /// details, field heights, footer, and the system's scroll-to-focus.
    var simplifications: [ScenarioSimplification] {
        var steps: [ScenarioSimplification] = []
        if fields.count > 1 {
            steps += fields.indices.reversed().map { .removeField($0) }
        }
        if let rank = Self.deviceSimplicity.firstIndex(of: device) {
            steps += Self.deviceSimplicity[..<rank].map { .device($0) }
        }
        if device.rotates && orientation == .landscape { steps.append(.portrait) }
        if navigationBar { steps.append(.noNavigationBar) }
        if tabBar { steps.append(.noTabBar) }
        if insetAdjustment != .never { steps.append(.insetAdjustmentNever) }
        if contentInset != .zero { steps.append(.zeroContentInset) }
        if contentInset.top != 0 && contentInset != UIEdgeInsets(top: contentInset.top, left: 0, bottom: 0, right: 0) {
            steps.append(.zeroContentInsetTop)
        }
        if contentInset.bottom != 0 && contentInset != UIEdgeInsets(top: 0, left: 0, bottom: contentInset.bottom, right: 0) {
            steps.append(.zeroContentInsetBottom)
        }
        if content != .pinned { steps.append(.pinnedContent) }
        for (i, field) in fields.enumerated() {
            if field.hasAccessoryView { steps.append(.noAccessoryView(i)) }
            if field.keyboardType != .default { steps.append(.defaultKeyboardType(i)) }
        }
        for (i, field) in fields.enumerated() {
            steps += Self.towardStandardHeight(field.frame.size.height).map { .fieldHeight(i, $0) }
        }
        let footer = contentHeight - lowestFieldBottom
        if footer > 0 {
            steps.append(.contentHeight(lowestFieldBottom))
            let half = (footer / 2).rounded(.down)
            if half > 0 && half < footer { steps.append(.contentHeight(lowestFieldBottom + half)) }
        }
        if !systemScrollsToFocus { steps.append(.systemScrollsToFocus) }
        if rotationStyle != .change { steps.append(.singleRotationTransition) }
        if layout != .autoresizing { steps.append(.autoresizingLayout) }
        return steps
    }

    /// The standard text field height the shrinker moves heights toward.
    static let standardFieldHeight: CGFloat = 44

    /// Heights one step closer to 44 pt: 44 itself, then halfway (whole points), best first.
    static func towardStandardHeight(_ height: CGFloat) -> [CGFloat] {
        let standard = standardFieldHeight
        guard height != standard, height.isFinite else { return [] }
        let half = ((height + standard) / 2).rounded(height > standard ? .down : .up)
        return half != height && half != standard ? [standard, half] : [standard]
    }

    /// Applies `step`; returns the simpler scenario, or nil when the step does not apply.
    func simplified(by step: ScenarioSimplification) -> Scenario? {
        var s = self
        switch step {
        case .removeField(let i):
            guard fields.indices.contains(i), fields.count > 1 else { return nil }
            s.fields.remove(at: i)
            // The footer below the last field stays as designed; removing the last field keeps the height.
        case .device(let device):
            s.device = device
            if !device.rotates { s.orientation = .landscape }
        case .portrait: s.orientation = .portrait
        case .noNavigationBar: s.navigationBar = false
        case .noTabBar: s.tabBar = false
        case .insetAdjustmentNever: s.insetAdjustment = .never
        case .zeroContentInset: s.contentInset = .zero
        case .zeroContentInsetTop: s.contentInset.top = 0
        case .zeroContentInsetBottom: s.contentInset.bottom = 0
        case .pinnedContent: s.content = .pinned
        case .noAccessoryView(let i):
            guard fields.indices.contains(i) else { return nil }
            s.fields[i].hasAccessoryView = false
        case .defaultKeyboardType(let i):
            guard fields.indices.contains(i) else { return nil }
            s.fields[i].keyboardType = .default
        case .fieldHeight(let i, let height):
            guard fields.indices.contains(i) else { return nil }
            let delta = height - fields[i].frame.size.height
            s.fields[i].frame.size.height = height
            for j in fields.indices where j > i { s.fields[j].frame.origin.y += delta }
            s.contentHeight += delta
        case .contentHeight(let height): s.contentHeight = height
        case .systemScrollsToFocus: s.systemScrollsToFocus = true
        case .singleRotationTransition: s.rotationStyle = .change
        case .autoresizingLayout: s.layout = .autoresizing
        }
        return s == self ? nil : s
    }
}
