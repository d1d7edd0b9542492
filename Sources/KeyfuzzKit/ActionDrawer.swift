import Foundation
import KeyboardWorld
import PropertyEngine

/// Draws one action at a time from a running world's state, so that every action it draws has
/// its preconditions met (SPEC section 6) and the draws lean toward where avoidance bugs live.
///
/// The bias: focus changes while the keyboard is up, keyboard height changes (input mode,
/// accessory views, number pads), rotations with the keyboard up, hardware keyboard toggles,
/// drags and content changes in both directions, reposts, and did-notifications left queued
/// across newer transitions (`finishAnimation` is likely, never certain, while they wait).
/// Taps favour the lower and the taller fields.
struct ActionDrawer {
    /// Whether a keyboard notification may have been posted, so that `repost` can do something.
    private var mayRepost = false

    /// The kinds of action, in the fixed order their weights are listed.
    private enum Kind: CaseIterable {
        case tap, next, dismiss, tapBackground, scroll, inputMode, hardwareKeyboard, rotate,
             contentChange, repost, finishAnimation
    }

    /// Draws the next action for `world` as it is now.
    mutating func draw(in world: World, using source: inout RandomSource) -> Action {
        let focused = world.focusedIndex
        let docked = world.keyboardPlacement == .docked
        let tappable = world.textFields.indices.filter { $0 != focused && world.isTappable($0) }
        let range = world.scrollView.validOffsetRange
        let canPan = range.maxY > range.minY
        let weights = Kind.allCases.map { kind -> Int in
            switch kind {
            case .tap: tappable.isEmpty ? 0 : (focused == nil ? 30 : 18)
            case .next: focused == nil ? 0 : 9
            case .dismiss: focused == nil ? 0 : 7
            case .tapBackground: 2
            case .scroll: canPan ? 7 : 0
            case .inputMode: focused != nil && docked ? 8 : 0
            case .hardwareKeyboard: focused == nil ? 2 : 4
            case .rotate: world.scenario.device.rotates ? (docked ? 7 : 3) : 0
            case .contentChange: 4
            case .repost: mayRepost ? 3 : 0
            case .finishAnimation: world.isQuiescent ? 0 : 30
            }
        }
        let action: Action
        switch Kind.allCases[source.weightedIndex(weights)] {
        case .tap: action = .tap(drawTapTarget(tappable, in: world, using: &source))
        case .next: action = .next
        case .dismiss: action = .dismiss
        case .tapBackground: action = .tapBackground
        case .scroll: action = .scroll(drawDistance(using: &source))
        case .inputMode: action = .inputMode(drawInputMode(in: world, using: &source))
        case .hardwareKeyboard: action = .hardwareKeyboard(!world.isHardwareKeyboardAttached)
        case .rotate: action = .rotate
        case .contentChange: action = .contentChange(drawDistance(using: &source))
        case .repost: action = .repost
        case .finishAnimation: action = .finishAnimation
        }
        if case .tap = action { mayRepost = true }
        if focused != nil { mayRepost = true }
        return action
    }

    /// Picks a tappable field, favouring lower fields, the last one and tall ones.
    private func drawTapTarget(_ tappable: [Int], in world: World, using source: inout RandomSource) -> Int {
        let count = world.textFields.count
        let weights = tappable.map { index -> Int in
            var weight = 2 + (index * 6) / Swift.max(1, count)
            if index == count - 1 { weight += 4 }
            if world.textFields[index].frame.size.height > 100 { weight += 4 }
            return weight
        }
        return tappable[source.weightedIndex(weights)]
    }

    /// A signed distance for drags and content changes, in whole points, either direction.
    private func drawDistance(using source: inout RandomSource) -> CGFloat {
        let magnitude = CGFloat(source.int(in: 10...700))
        return source.chance(0.5) ? magnitude : -magnitude
    }

    /// An input mode other than the current one that the focused field's keyboard can switch to.
    private func drawInputMode(in world: World, using source: inout RandomSource) -> InputMode {
        let numberPad = world.scenario.device.isPhone
            && world.focusedIndex.map { world.textFields[$0].keyboardType == .numberPad } == true
        let modes = InputMode.allCases.filter { $0 != world.inputMode && !(numberPad && $0 == .emoji) }
        return modes.isEmpty ? .default : source.element(of: modes)
    }
}
