import Foundation
import KeyboardWorld
import PropertyEngine

/// Draws one action at a time from a running world's state, so that every action it draws has
/// its preconditions met (SPEC section 6) and the draws lean toward where avoidance bugs live.
///
/// The bias: focus changes while the keyboard is up, keyboard height changes (input mode,
/// accessory views, number pads), rotations with the keyboard up, hardware keyboard toggles,
/// drags and content changes in both directions, reposts, and work left pending across newer
/// transitions: while anything is pending a wait is likely, never certain, and the gap it
/// draws lands where timing bugs live (see ``drawWait(in:using:)``). With no wait drawn the next
/// action comes at the same instant, when only the main queue's work has run.
/// Taps favour the lower and the taller fields.
///
/// Drawing allocates nothing per action: the buffers below live as long as the drawer (one case)
/// and are refilled in place.
struct ActionDrawer {
    /// Whether a keyboard notification may have been posted, so that `repost` can do something.
    private var mayRepost = false
    /// Reused buffers: the tappable fields, and the weights of the current draw.
    private var tappable: [Int] = []
    private var weights: [Int] = []

    /// The kinds of action, in the fixed order their weights are listed.
    private enum Kind: CaseIterable {
        case tap, next, dismiss, tapBackground, scroll, inputMode, hardwareKeyboard, rotate,
            contentChange, repost, wait,
            dragDismiss, undock, dock, remoteKeyboard,
            dragCancel,
            type, push, pop

        /// `allCases` builds a new array on every call; this one is built once.
        static let ordered = Kind.allCases
    }

    /// The input modes in their fixed order (built once).
    private static let inputModes = InputMode.allCases

    /// Whether second-stage actions may be drawn (`ScenarioSpace.drawsSecondStageActions`).
    let secondStage: Bool
    /// Whether waits of a drawn length may be drawn (`ScenarioSpace.drawsTimedWaits`); without
    /// them every wait is `finishAnimation`.
    let timedWaits: Bool

    init(secondStage: Bool = true, timedWaits: Bool = true) {
        self.secondStage = secondStage
        self.timedWaits = timedWaits
    }

    /// Draws the next action for `world` as it is now.
    mutating func draw(in world: World, using source: inout RandomSource) -> Action {
        let focused = world.focusedIndex
        let docked = world.keyboardPlacement == .docked
        tappable.removeAll(keepingCapacity: true)
        world.appendTappableFields(excluding: focused, to: &tappable)
        let range = world.scrollView.validOffsetRange
        let covered = world.isCovered
        let canPan =
            !covered && world.scenario.shape != .plainForm
            && (range.maxY > range.minY || world.pageScrollView.map { $0.validOffsetRange.maxY > $0.validOffsetRange.minY } == true)
        let pad = world.scenario.device == .pad
        let typing = focused.map { world.textFields[$0].isTextView } == true
        let hasTappable = !tappable.isEmpty
        let mayRepostNow = mayRepost
        let secondStage = secondStage
        let kindCount = Kind.ordered.count
        if weights.count < kindCount { weights = Array(repeating: 0, count: kindCount) }
        // Written in place and drawn from without leaving the buffer (one uniqueness check, not one
        // per kind): the same weights, in the same order, as ever.
        let drawn = weights.withUnsafeMutableBufferPointer { weights in
            for (position, kind) in Kind.ordered.enumerated() {
                weights[position] =
                    switch kind {
                    case .tap: hasTappable ? (focused == nil ? 30 : 18) : 0
                    case .next: focused == nil ? 0 : 9
                    case .dismiss: focused == nil ? 0 : 7
                    case .tapBackground: covered ? 0 : 2
                    case .scroll: canPan ? 7 : 0
                    case .inputMode: focused != nil && docked ? 8 : 0
                    case .hardwareKeyboard: focused == nil ? 2 : 4
                    case .rotate: world.scenario.device.rotates ? (docked ? 7 : 3) : 0
                    case .contentChange: 4
                    case .repost: mayRepostNow ? 3 : 0
                    case .wait: world.isQuiescent ? 0 : 30
                    // Second stage, only where it exists (the world would make the rest no-ops anyway).
                    case .dragDismiss:
                        secondStage && focused != nil && docked && !world.isHardwareKeyboardAttached && canPan
                            ? Self.dragDismissWeight(world.scrollView.keyboardDismissMode) : 0
                    case .undock:
                        secondStage && pad && focused != nil && docked && !world.isHardwareKeyboardAttached ? 6 : 0
                    case .dock:
                        secondStage && pad && focused != nil && world.keyboardPlacement == .floating ? 12 : 0
                    case .remoteKeyboard:
                        secondStage && !world.scenario.device.isPhone && focused == nil && !covered
                            ? (world.isRemoteKeyboardShown ? 12 : 5) : 0
                    // Beyond the classic world: zero under its defaults, so classic draws do not shift.
                    case .dragCancel:
                        secondStage && focused != nil && docked && !world.isHardwareKeyboardAttached && canPan
                            && world.scrollView.keyboardDismissMode == .interactive ? 3 : 0
                    // Screens as apps build them: typing into a text view, the navigation stack.
                    case .type: typing ? 10 : 0
                    case .push: world.scenario.entry.isInNavigationStack && !covered ? 3 : 0
                    case .pop: covered ? 15 : 0
                    }
            }
            return source.weightedIndex(weights[..<kindCount])
        }
        let action: Action
        switch Kind.ordered[drawn] {
        case .tap: action = .tap(drawTapTarget(in: world, using: &source))
        case .next: action = .next
        case .dismiss: action = .dismiss
        case .tapBackground: action = .tapBackground
        case .scroll: action = .scroll(drawDistance(using: &source))
        case .inputMode: action = .inputMode(drawInputMode(in: world, using: &source))
        case .hardwareKeyboard: action = .hardwareKeyboard(!world.isHardwareKeyboardAttached)
        case .rotate: action = .rotate
        case .contentChange: action = .contentChange(drawDistance(using: &source))
        case .repost: action = .repost
        case .wait: action = timedWaits ? drawWait(in: world, using: &source) : .finishAnimation
        case .dragDismiss: action = .dragDismiss(zeroRect: source.chance(0.5))
        case .undock: action = .undock
        case .dock: action = .dock
        case .remoteKeyboard: action = .remoteKeyboard(show: !world.isRemoteKeyboardShown)
        case .dragCancel: action = .dragCancel
        case .type: action = .type(source.int(in: 1...4))
        case .push: action = .push
        case .pop: action = .pop
        }
        if case .tap = action { mayRepost = true }
        if focused != nil { mayRepost = true }
        return action
    }

    /// How often an interactive dismissal is drawn under each `keyboardDismissMode`.
    private static func dragDismissWeight(_ mode: KeyboardDismissMode) -> Int {
        switch mode {
        case .none: 4  // the classic world's idealised interactive dismissal
        case .interactive: 6  // the screen asked for it: users do it more
        case .onDrag: 0  // a drag is a scroll there
        }
    }

    /// The waits drawn from a fixed table (straddling TPKeyboardAvoiding's 10 ms and the
    /// keyboard's 0.25 s animation), built once.
    private static let tableWaits: [VirtualTime] = [0.005, 0.01, 0.05, 0.1, 0.25, 0.3]

    /// A wait while something is pending: until nothing is (`finishAnimation`), just long
    /// enough for the next pending event to run (the end of an animation, a timer), half as long
    /// (during it), a second (long after), or a length from a fixed table. Lengths are whole
    /// milliseconds, at least 1 ms.
    private func drawWait(in world: World, using source: inout RandomSource) -> Action {
        let next = world.timeUntilNextEvent ?? .zero
        switch source.weightedIndex(Self.waitWeights) {
        case 0: return .finishAnimation
        case 1: return .wait(Self.wholeMilliseconds(next))
        case 2: return .wait(Self.wholeMilliseconds(VirtualTime(microseconds: next.microseconds / 2)))
        case 3: return .wait(1)
        default: return .wait(Self.tableWaits[source.index(below: Self.tableWaits.count)])
        }
    }

    /// Weights of ``drawWait(in:using:)``'s kinds, in its order.
    private static let waitWeights = [40, 25, 15, 10, 10]

    /// `span` rounded up to whole milliseconds, at least 1 ms.
    private static func wholeMilliseconds(_ span: VirtualTime) -> VirtualTime {
        let ms = Swift.max(1, (span.microseconds + 999) / 1000)
        return VirtualTime(microseconds: ms * 1000)
    }

    /// Picks a tappable field, favouring lower fields, the last one and tall ones.
    private mutating func drawTapTarget(in world: World, using source: inout RandomSource) -> Int {
        let fields = world.scenario.fields
        let count = fields.count
        let tappable = tappable
        if weights.count < tappable.count { weights = Array(repeating: 0, count: tappable.count) }
        let drawn = weights.withUnsafeMutableBufferPointer { weights in
            for (position, index) in tappable.enumerated() {
                var weight = 2 + (index * 6) / Swift.max(1, count)
                if index == count - 1 { weight += 4 }
                if fields[index].frame.size.height > 100 { weight += 4 }
                weights[position] = weight
            }
            return source.weightedIndex(weights[..<tappable.count])
        }
        return tappable[drawn]
    }

    /// A signed distance for drags and content changes, in whole points, either direction.
    private func drawDistance(using source: inout RandomSource) -> CGFloat {
        let magnitude = CGFloat(source.int(in: 10...700))
        return source.chance(0.5) ? magnitude : -magnitude
    }

    /// An input mode other than the current one that the focused field's keyboard can switch to.
    private func drawInputMode(in world: World, using source: inout RandomSource) -> InputMode {
        let numberPad =
            world.scenario.device.isPhone
            && world.focusedIndex.map { world.textFields[$0].keyboardType == .numberPad } == true
        // The same draw as `element(of:)` over the eligible modes, without building that array.
        func eligible(_ mode: InputMode) -> Bool { mode != world.inputMode && !(numberPad && mode == .emoji) }
        var count = 0
        for mode in Self.inputModes where eligible(mode) { count += 1 }
        guard count > 0 else { return .default }
        var pick = source.index(below: count)
        for mode in Self.inputModes where eligible(mode) {
            if pick == 0 { return mode }
            pick -= 1
        }
        return .default
    }
}
