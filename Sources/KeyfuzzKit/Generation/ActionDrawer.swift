import Foundation
import KeyboardWorld
import PropertyEngine

/// Draws one action at a time from a running world's state, so that every action it draws has
/// its preconditions met (docs/classic-world.md §6) and the draws lean toward where avoidance bugs live.
///
/// The bias: focus changes while the keyboard is up, keyboard height changes (input mode,
/// accessory views, number pads), rotations with the keyboard up, hardware keyboard toggles,
/// drags and content changes in both directions, reposts, and work left pending across newer
/// transitions: while anything is pending a wait is likely, never certain, and the gap it
/// draws lands where timing bugs live (see ``drawWait(in:using:)``). With no wait drawn the next
/// action comes at the same instant, when only the main queue's work has run.
/// Taps favour the lower and the taller fields.
///
/// Drawing allocates nothing per action: weights go to stack buffers, and the world keeps the
/// tappable fields it is asked for.
struct ActionDrawer {
    /// Whether a keyboard notification may have been posted, so that `repost` can do something.
    private var mayRepost = false

    /// The kinds of action, in the fixed order their weights are listed.
    private enum Kind: Int, CaseIterable {
        case tap, next, dismiss, tapBackground, scroll, inputMode, hardwareKeyboard, rotate,
            contentChange, repost, wait,
            dragDismiss, undock, dock, remoteKeyboard,
            dragCancel,
            type, push, pop

        /// How many kinds there are (raw values run from 0 in this order).
        static let count = allCases.count
    }

    /// The input modes in their fixed order (built once).
    private static let inputModes = InputMode.allCases

    /// Whether unusual-path actions may be drawn (`ScenarioSpace.drawsUnusualPathActions`).
    let unusualPaths: Bool
    /// Whether waits of a drawn length may be drawn (`ScenarioSpace.drawsTimedWaits`); without
    /// them every wait is `finishAnimation`.
    let timedWaits: Bool

    init(unusualPaths: Bool = true, timedWaits: Bool = true) {
        self.unusualPaths = unusualPaths
        self.timedWaits = timedWaits
    }

    /// Draws the next action for `world` as it is now.
    mutating func draw(in world: World, using source: inout RandomSource) -> Action {
        let context = world.actionContext
        let focused = context.focusedIndex
        let placement = context.keyboardPlacement
        let docked = placement == .docked
        let covered = context.isCovered
        let scenario = world.scenario
        let canPan = context.canPanForm
        let pad = scenario.device == .pad
        let hardware = context.isHardwareKeyboardAttached
        let remoteShown = context.isRemoteKeyboardShown
        let typing = context.isTypingInATextView
        let tappable = context.tappableFields.removing(focused)
        let hasTappable = !tappable.isEmpty
        let unusualPaths = unusualPaths
        let dragsDismiss = unusualPaths && focused != nil && docked && !hardware && canPan
        let dismissMode = context.keyboardDismissMode
        // The weights in `Kind`'s order, written straight into a stack buffer and summed on the
        // way: the same weights, in the same order, drawn with the same word as ever.
        let drawn = withUnsafeTemporaryAllocation(of: Int.self, capacity: Kind.count) { weights in
            var total = 0
            // Which kinds have their weight: every one must (debug builds check; release builds
            // drop the mask, as nothing reads it there).
            var written = 0
            func set(_ kind: Kind, _ weight: Int) {
                weights[kind.rawValue] = weight
                total += weight
                written |= 1 << kind.rawValue
            }
            set(.tap, hasTappable ? (focused == nil ? 30 : 18) : 0)
            set(.next, focused == nil ? 0 : 9)
            set(.dismiss, focused == nil ? 0 : 7)
            set(.tapBackground, covered ? 0 : 2)
            set(.scroll, canPan ? 7 : 0)
            set(.inputMode, focused != nil && docked ? 8 : 0)
            set(.hardwareKeyboard, focused == nil ? 2 : 4)
            set(.rotate, scenario.device.rotates ? (docked ? 7 : 3) : 0)
            set(.contentChange, 4)
            set(.repost, mayRepost ? 3 : 0)
            set(.wait, context.isQuiescent ? 0 : 30)
            // Unusual paths, only where it exists (the world would make the rest no-ops anyway).
            set(.dragDismiss, dragsDismiss ? Self.dragDismissWeight(dismissMode) : 0)
            set(.undock, unusualPaths && pad && focused != nil && docked && !hardware ? 6 : 0)
            set(.dock, unusualPaths && pad && focused != nil && placement == .floating ? 12 : 0)
            set(
                .remoteKeyboard,
                unusualPaths && !scenario.device.isPhone && focused == nil && !covered ? (remoteShown ? 12 : 5) : 0)
            // Beyond the classic world: zero under its defaults, so classic draws do not shift.
            set(.dragCancel, dragsDismiss && dismissMode == .interactive ? 3 : 0)
            // Screens as apps build them: typing into a text view (what a user in one mostly
            // does), the navigation stack.
            set(.type, typing ? 25 : 0)
            set(.push, scenario.entry.isInNavigationStack && !covered ? 3 : 0)
            set(.pop, covered ? 15 : 0)
            assert(written == 1 << Kind.count - 1, "a kind of action has no weight line")
            return source.weightedIndex(UnsafeBufferPointer(weights), total: total)
        }
        let action: Action
        switch Kind(rawValue: drawn)! {
        case .tap: action = .tap(drawTapTarget(from: tappable, in: world, using: &source))
        case .next: action = .next
        case .dismiss: action = .dismiss
        case .tapBackground: action = .tapBackground
        case .scroll: action = .scroll(drawDistance(using: &source))
        case .inputMode: action = .inputMode(drawInputMode(in: world, using: &source))
        case .hardwareKeyboard: action = .hardwareKeyboard(!hardware)
        case .rotate: action = .rotate
        case .contentChange: action = .contentChange(drawDistance(using: &source))
        case .repost: action = .repost
        case .wait: action = timedWaits ? drawWait(in: world, using: &source) : .finishAnimation
        case .dragDismiss: action = .dragDismiss(zeroRect: source.chance(0.5))
        case .undock: action = .undock
        case .dock: action = .dock
        case .remoteKeyboard: action = .remoteKeyboard(show: !remoteShown)
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
        switch Self.waitWeights.withUnsafeBufferPointer({ source.weightedIndex($0, total: Self.waitTotal) }) {
        case 0: return .finishAnimation
        case 1: return .wait(Self.wholeMilliseconds(next))
        case 2: return .wait(Self.wholeMilliseconds(VirtualTime(microseconds: next.microseconds / 2)))
        case 3: return .wait(1)
        default: return .wait(Self.tableWaits[source.index(below: Self.tableWaits.count)])
        }
    }

    /// Weights of ``drawWait(in:using:)``'s kinds, in its order, and their sum (all positive:
    /// the draw with the sum given is `weightedIndex(_:)`'s, in one walk).
    private static let waitWeights = [40, 25, 15, 10, 10]
    private static let waitTotal = waitWeights.reduce(0, +)

    /// `span` rounded up to whole milliseconds, at least 1 ms.
    private static func wholeMilliseconds(_ span: VirtualTime) -> VirtualTime {
        let ms = Swift.max(1, (span.microseconds + 999) / 1000)
        return VirtualTime(microseconds: ms * 1000)
    }

    /// Picks one of the `tappable` fields (the focused one already taken out), favouring lower
    /// fields, the last one and tall ones.
    private func drawTapTarget(from tappable: FieldSet, in world: World, using source: inout RandomSource) -> Int {
        let fields = world.scenario.fields
        let count = fields.count
        var drawable = 0
        let drawn = withUnsafeTemporaryAllocation(of: Int.self, capacity: FieldSet.capacity) { weights in
            var total = 0
            for index in tappable {
                var weight = 2 + (index * 6) / Swift.max(1, count)
                if index == count - 1 { weight += 4 }
                if fields[index].frame.size.height > 100 { weight += 4 }
                weights[drawable] = weight
                total += weight
                drawable += 1
            }
            return source.weightedIndex(UnsafeBufferPointer(rebasing: weights[..<drawable]), total: total)
        }
        var position = drawn
        for index in tappable {
            if position == 0 { return index }
            position -= 1
        }
        preconditionFailure("unreachable: the draw is one of the tappable fields")
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
            && world.focusedIndex.map { world.scenario.fields[$0].keyboardType == .numberPad } == true
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
