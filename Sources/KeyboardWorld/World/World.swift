import Foundation

/// The simulated UIKit world of one case: device, views, keyboard and notifications, driving a
/// strategy and checking the invariants after every quiescent step.
///
/// Create one per case with a fresh strategy, `perform` each action, then `finish`. Both return
/// the violations found at that step (empty when the step holds or is not quiescent).
///
/// A world runs on one thread and never hands out overlapping mutable access to its state, so
/// the hot stored properties here and in the views opt out of the runtime's exclusivity
/// checks (`@exclusivity(unchecked)`): the checks took 40% of the fuzz loop's instructions.
public final class World {
    public let scenario: Scenario
    /// The invariants checked after each quiescent step.
    public let invariants: InvariantSet
    let strategy: any KeyboardAvoidanceStrategy

    @exclusivity(unchecked) public internal(set) var orientation: Orientation
    /// The device's geometry in the current orientation.
    @exclusivity(unchecked) public internal(set) var geometry: DeviceGeometry

    /// Whether the iPad keyboard floats (second stage: `undock` until `dock`).
    @exclusivity(unchecked) public internal(set) var isKeyboardFloating = false
    /// Whether another app's keyboard is on screen (second stage: `remoteKeyboard`).
    @exclusivity(unchecked) public internal(set) var isRemoteKeyboardShown = false
    /// The keyboard's persistent input mode.
    @exclusivity(unchecked) public internal(set) var inputMode: InputMode = .default
    @exclusivity(unchecked) public internal(set) var isHardwareKeyboardAttached = false
    /// The focused field's index, `nil` when nothing is first responder.
    @exclusivity(unchecked) public internal(set) var focusedIndex: Int?
    /// The on-screen keyboard's frame in screen coordinates (its last transition's end frame):
    /// ours, or another app's while `isRemoteKeyboardShown`.
    @exclusivity(unchecked) public internal(set) var keyboardFrame: CGRect
    /// The content's height, which `contentChange` moves.
    @exclusivity(unchecked) public internal(set) var contentHeight: CGFloat

    /// Did-notifications waiting for `finishAnimation` or the end of the case, oldest first.
    @exclusivity(unchecked) var pendingNotifications: [KeyboardNotification] = []
    /// The last will-show or will-hide notification, for `repost`.
    @exclusivity(unchecked) var lastWillNotification: KeyboardNotification?
    /// `hidden-field` is armed by focus changes and transitions, disarmed by drags and content changes.
    @exclusivity(unchecked) var isHiddenFieldArmed = false
    /// `needless-motion`'s record of a fully visible field at the start of a transition.
    @exclusivity(unchecked) var motionRecord: MotionRecord?
    /// How many actions have been performed (the next action's index).
    @exclusivity(unchecked) public internal(set) var actionCount = 0
    /// Nesting depth of strategy calls: assignments are traced only while the strategy runs.
    @exclusivity(unchecked) var strategyDepth = 0
    @exclusivity(unchecked) var recorder: TraceRecorder?

    public private(set) lazy var window = Window(world: self)
    public private(set) lazy var screen = Screen(world: self)
    /// The view controller facade strategies get.
    public private(set) lazy var host = KeyboardHost(world: self)
    public private(set) lazy var rootView = View(world: self, parent: nil, role: .rootView,
                                                 frame: CGRect(origin: .zero, size: geometry.windowFrame.size))
    /// The form's scroll view (outside the hierarchy on a plain form; see World+Screen.swift).
    public private(set) lazy var scrollView = makeFormScrollView()
    public private(set) lazy var textFields: [TextField] = makeTextFields()

    // Screen shapes, text views and lifecycle (World+Screen.swift, World+Lifecycle.swift).

    /// The scrolling page that holds the form's scroll view (`nestedScroll`).
    public internal(set) var pageScrollView: ScrollView?
    /// The header bar above the form (`header`).
    public internal(set) var headerView: View?
    /// The footer bar below the form (`footer`).
    public internal(set) var footerView: View?
    /// The plain view holding a form without a scroll view (`plainForm`).
    public internal(set) var formView: View?
    /// The fields grouped by the view that holds them, in index order (built with the fields).
    var fieldRuns: [FieldRun] = []
    /// Each field's caret line (text views; 0 for text fields).
    @exclusivity(unchecked) var caretLines: [Int] = []
    /// Whether another screen is pushed over this one (`push` until `pop`).
    @exclusivity(unchecked) public internal(set) var isCovered = false
    /// Whether the pushed screen's text field is first responder.
    @exclusivity(unchecked) public internal(set) var isOtherFieldFocused = false
    /// This screen's first responder when the other screen was pushed, restored by `pop`.
    @exclusivity(unchecked) var focusBeforePush: Int?
    /// Who receives the keyboard notifications: the strategy from the start (classic), or the
    /// observers it registers itself.
    public private(set) lazy var notificationCenter = KeyboardNotificationCenter(world: self)

    /// Creates the world of `scenario` in its initial state (SPEC section 3) running `strategy`.
    /// - Parameters:
    ///   - invariants: what to check after each quiescent step.
    ///   - recordsTrace: whether to record a `Trace`; off on the fuzz loop's hot path.
    public init(scenario: Scenario, strategy: any KeyboardAvoidanceStrategy,
                invariants: InvariantSet = .defaults, recordsTrace: Bool = false) {
        self.scenario = scenario
        self.strategy = strategy
        self.invariants = invariants
        self.orientation = scenario.device.rotates ? scenario.orientation : .landscape
        self.geometry = DeviceGeometry(device: scenario.device, orientation: orientation)
        self.contentHeight = scenario.contentHeight
        self.keyboardFrame = .zero
        self.recorder = recordsTrace ? TraceRecorder() : nil
        keyboardFrame = CGRect(x: 0, y: geometry.screenSize.height, width: geometry.screenSize.width, height: 0)
        buildScreen()
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
        appear()
    }

    /// The recorded trace (empty unless created with `recordsTrace`).
    public var trace: Trace { Trace(steps: recorder?.steps ?? []) }

    // MARK: Running

    /// Performs `action`, runs the layout pass and, when quiescent, checks the invariants.
    /// - Returns: the violations found after this action, in canonical invariant order.
    @discardableResult
    public func perform(_ action: Action) -> [Violation] {
        let index = actionCount
        actionCount += 1
        let performed = apply(action)
        layoutPass()
        let violations = pendingNotifications.isEmpty ? check(at: index) : []
        record(index: index, action: action, performed: performed, violations: violations)
        return violations
    }

    /// Ends the case: delivers every queued notification, runs the layout pass and checks once more.
    /// - Returns: the violations found, reported at index `actionCount`.
    @discardableResult
    public func finish() -> [Violation] {
        let delivered = deliverPending()
        layoutPass()
        let violations = check(at: actionCount)
        record(index: actionCount, action: nil, performed: delivered, violations: violations)
        return violations
    }

    /// Whether no did-notification is queued (invariants are checked only then).
    public var isQuiescent: Bool { pendingNotifications.isEmpty }

    /// Applies one action's effect; returns false when its preconditions made it a no-op.
    private func apply(_ action: Action) -> Bool {
        if isCovered, let handled = applyWhileCovered(action) { return handled }
        switch action {
        case .tap(let i):
            guard textFields.indices.contains(i), focusedIndex != i, isTappable(i) else { return false }
            focus(i)
        case .next:
            guard let current = focusedIndex else { return false }
            if current + 1 < textFields.count { focus(current + 1) } else { _ = dismissFocus() }
        case .dismiss:
            guard focusedIndex != nil else { return false }
            _ = dismissFocus()
        case .tapBackground:
            callStrategy("backgroundTapped") { $0.backgroundTapped(host: host) }
        case .scroll(let dy):
            return drag(by: dy)
        case .inputMode(let mode):
            return switchInputMode(to: mode)
        case .hardwareKeyboard(let on):
            guard on != isHardwareKeyboardAttached else { return false }
            isHardwareKeyboardAttached = on
            if focusedIndex != nil {
                transitionToFocusedKeyboard()
            } else if isRemoteKeyboardShown {
                transition(to: remoteKeyboardFrame(), isLocal: false)
            }
        case .rotate:
            return rotate()
        case .contentChange(let dh):
            changeContent(by: dh)
        case .repost:
            guard let note = lastWillNotification else { return false }
            deliver(note, late: false)
        case .finishAnimation:
            return deliverPending()
        case .dragDismiss(let zeroRect):
            return dragDismiss(zeroRect: zeroRect)
        case .undock:
            return setFloating(true)
        case .dock:
            return setFloating(false)
        case .remoteKeyboard(let show):
            return showRemoteKeyboard(show)
        case .type(let lines):
            return type(lines: lines)
        case .push:
            return push()
        case .pop:
            return pop()
        }
        return true
    }

    /// The layout pass: clamps the offset into the valid range, recording a visible snap.
    private func layoutPass() {
        if let page = pageScrollView { clampPage(page) }
        let range = scrollView.validOffsetRange
        motionRecord?.noteRange(minY: range.minY, maxY: range.maxY)
        let y = scrollView.contentOffset.y
        let clamped = clamp(y, range.minY, range.maxY)
        guard clamped != y, !y.isNaN else { return }
        if abs(clamped - y) > Tolerance.eps { traceEvent(.snap(from: y, to: clamped)) }
        scrollView.contentOffset.y = clamped
    }

    // MARK: Strategy calls and tracing

    /// Calls the strategy, tracing the handler name (built only while tracing).
    func callStrategy(_ name: @autoclosure () -> String, _ body: (any KeyboardAvoidanceStrategy) -> Void) {
        traceEvent(.handler(name()))
        strategyDepth += 1
        defer { strategyDepth -= 1 }
        body(strategy)
    }

    func traceEvent(_ event: @autoclosure () -> TraceEvent) {
        guard let recorder else { return }
        recorder.events.append(event())
    }

    /// Traces a method the strategy called.
    func traceCall(_ text: @autoclosure () -> String) {
        guard recorder != nil, strategyDepth > 0 else { return }
        traceEvent(.call(text()))
    }

    /// Traces a property the strategy set (the world's own changes get their own lines).
    func traceAssignment(_ view: View, _ property: StaticString, _ value: @autoclosure () -> String) {
        guard recorder != nil, strategyDepth > 0 else { return }
        traceEvent(.assignment("\(view.traceName).\(property) = \(value())"))
    }

    private func record(index: Int, action: Action?, performed: Bool, violations: [Violation]) {
        guard let recorder else { return }
        if !pendingNotifications.isEmpty {
            recorder.events.append(.queued(pendingNotifications.map(\.name)))
        }
        recorder.steps.append(TraceStep(index: index, action: action, performed: performed,
                                        events: recorder.events, geometry: snapshot(), violations: violations))
        recorder.events.removeAll()
    }
}
