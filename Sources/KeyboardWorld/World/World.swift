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

    @exclusivity(unchecked) public private(set) var orientation: Orientation
    /// The device's geometry in the current orientation.
    @exclusivity(unchecked) public private(set) var geometry: DeviceGeometry

    /// The keyboard's persistent input mode.
    @exclusivity(unchecked) public private(set) var inputMode: InputMode = .default
    @exclusivity(unchecked) public private(set) var isHardwareKeyboardAttached = false
    /// The focused field's index, `nil` when nothing is first responder.
    @exclusivity(unchecked) public private(set) var focusedIndex: Int?
    /// Our keyboard's current frame in screen coordinates (its last transition's end frame).
    @exclusivity(unchecked) public private(set) var keyboardFrame: CGRect
    /// The content's height, which `contentChange` moves.
    @exclusivity(unchecked) public private(set) var contentHeight: CGFloat

    /// Did-notifications waiting for `finishAnimation` or the end of the case, oldest first.
    @exclusivity(unchecked) var pendingNotifications: [KeyboardNotification] = []
    /// The last will-show or will-hide notification, for `repost`.
    @exclusivity(unchecked) var lastWillNotification: KeyboardNotification?
    /// `hidden-field` is armed by focus changes and transitions, disarmed by drags and content changes.
    @exclusivity(unchecked) var isHiddenFieldArmed = false
    /// `needless-motion`'s record of a fully visible field at the start of a transition.
    @exclusivity(unchecked) var motionRecord: MotionRecord?
    /// How many actions have been performed (the next action's index).
    @exclusivity(unchecked) public private(set) var actionCount = 0
    /// Nesting depth of strategy calls: assignments are traced only while the strategy runs.
    @exclusivity(unchecked) var strategyDepth = 0
    @exclusivity(unchecked) var recorder: TraceRecorder?

    public private(set) lazy var window = Window(world: self)
    public private(set) lazy var screen = Screen(world: self)
    /// The view controller facade strategies get.
    public private(set) lazy var host = KeyboardHost(world: self)
    public private(set) lazy var rootView = View(world: self, parent: nil,
                                                 frame: CGRect(origin: .zero, size: geometry.windowFrame.size))
    public private(set) lazy var scrollView = ScrollView(
        world: self, parent: rootView, frame: layoutFrame, contentInset: scenario.contentInset,
        contentSize: CGSize(width: layoutFrame.size.width, height: baselineContentHeight),
        adjustment: scenario.insetAdjustment)
    public private(set) lazy var textFields: [TextField] = scenario.fields.enumerated().map {
        TextField(world: self, index: $0.offset, spec: $0.element)
    }

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
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
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
            if focusedIndex != nil { transitionToFocusedKeyboard() }
        case .rotate:
            return rotate()
        case .contentChange(let dh):
            changeContent(by: dh)
        case .repost:
            guard let note = lastWillNotification else { return false }
            deliver(note, late: false)
        case .finishAnimation:
            return deliverPending()
        }
        return true
    }

    /// The layout pass: clamps the offset into the valid range, recording a visible snap.
    private func layoutPass() {
        let range = scrollView.validOffsetRange
        motionRecord?.noteRange(minY: range.minY, maxY: range.maxY)
        let y = scrollView.contentOffset.y
        let clamped = clamp(y, range.minY, range.maxY)
        guard clamped != y, !y.isNaN else { return }
        if abs(clamped - y) > Tolerance.eps { traceEvent(.snap(from: y, to: clamped)) }
        scrollView.contentOffset.y = clamped
    }

    // MARK: Focus

    /// Moves focus to field `index` (SPEC section 5): end editing the old field, begin the new
    /// one, the system's scroll-to-focus, then the keyboard transition.
    func focus(_ index: Int) {
        if let old = focusedIndex {
            focusedIndex = nil
            callStrategy("textFieldDidEndEditing(field \(old))") { $0.textFieldDidEndEditing(textFields[old], host: host) }
        }
        focusedIndex = index
        motionRecord = nil
        callStrategy("textFieldDidBeginEditing(field \(index))") { $0.textFieldDidBeginEditing(textFields[index], host: host) }
        guard focusedIndex == index else { return }  // the strategy resigned it at once
        if scenario.systemScrollsToFocus {
            let before = scrollView.contentOffset.y
            scrollView.scrollToVisible(textFields[index].frame)
            traceEvent(.world("system scrollRectToVisible(field \(index)): contentOffset.y \(TraceFormat.number(before)) → \(TraceFormat.number(scrollView.contentOffset.y))"))
        }
        isHiddenFieldArmed = true
        transitionToFocusedKeyboard()
    }

    /// Resigns the first responder and posts the hide transition; false when nothing was focused.
    func dismissFocus() -> Bool {
        guard let old = focusedIndex else { return false }
        focusedIndex = nil
        callStrategy("textFieldDidEndEditing(field \(old))") { $0.textFieldDidEndEditing(textFields[old], host: host) }
        if keyboardPlacement == .docked {
            postTransition(from: keyboardFrame, to: offscreenFrame(height: keyboardFrame.size.height))
        }
        return true
    }

    // MARK: Keyboard

    /// Where our keyboard currently is.
    public var keyboardPlacement: KeyboardPlacement {
        KeyboardPlacement(frame: keyboardFrame, screenSize: geometry.screenSize)
    }

    /// The full software keyboard height for `field` (SPEC section 2).
    func softwareKeyboardHeight(for field: TextField) -> CGFloat {
        let numberPad = field.keyboardType == .numberPad && scenario.device.isPhone
        var height = geometry.keyboardBase
        if !numberPad && inputMode != .noPredictive { height += geometry.predictiveBar }
        if !numberPad && inputMode == .emoji { height += 8 }
        if field.hasInputAccessoryView { height += TextFieldSpec.accessoryHeight }
        return height
    }

    /// The keyboard's frame while `field` is focused: docked, or with a hardware keyboard low so
    /// that only the hardware bar and the accessory view are on screen (off screen when that is 0).
    func keyboardFrame(for field: TextField) -> CGRect {
        let full = softwareKeyboardHeight(for: field)
        let visible = isHardwareKeyboardAttached
            ? geometry.hardwareBar + (field.hasInputAccessoryView ? TextFieldSpec.accessoryHeight : 0)
            : full
        let screen = geometry.screenSize
        return CGRect(x: 0, y: screen.height - visible, width: screen.width, height: full)
    }

    /// The off-screen frame of a keyboard of `height`: just below the screen.
    func offscreenFrame(height: CGFloat) -> CGRect {
        CGRect(x: 0, y: geometry.screenSize.height, width: geometry.screenSize.width, height: height)
    }

    /// Posts the transition to the focused field's keyboard, when it or the current one is on screen.
    func transitionToFocusedKeyboard() {
        guard let index = focusedIndex else { return }
        var begin = keyboardFrame
        var end = keyboardFrame(for: textFields[index])
        let beginShown = keyboardPlacement == .docked
        let endShown = KeyboardPlacement(frame: end, screenSize: geometry.screenSize) == .docked
        guard beginShown || endShown else {
            keyboardFrame = end
            return
        }
        if !beginShown { begin = offscreenFrame(height: end.size.height) }
        if !endShown { end = offscreenFrame(height: begin.size.height) }
        postTransition(from: begin, to: end)
    }

    /// Posts a keyboard transition (SPEC section 5): will-change-frame and will-show/hide now,
    /// did-change-frame (when the frame changes) and did-show/hide queued.
    func postTransition(from begin: CGRect, to end: CGRect) {
        keyboardFrame = end
        isHiddenFieldArmed = true
        noteMotionStart()
        let shows = KeyboardPlacement(frame: end, screenSize: geometry.screenSize) == .docked
        let info = KeyboardNotification(name: .keyboardWillChangeFrame, frameBegin: begin, frameEnd: end,
                                        animationDuration: begin == end ? 0 : 0.25)
        // Queue first: a handler that starts a newer transition queues its own after these.
        if begin != end { pendingNotifications.append(info.renamed(.keyboardDidChangeFrame)) }
        pendingNotifications.append(info.renamed(shows ? .keyboardDidShow : .keyboardDidHide))
        let will = info.renamed(shows ? .keyboardWillShow : .keyboardWillHide)
        lastWillNotification = will
        deliver(info, late: false)
        deliver(will, late: false)
    }

    /// Delivers every queued did-notification, oldest first, until the queue is empty.
    /// - Returns: whether anything was delivered.
    @discardableResult
    func deliverPending() -> Bool {
        guard !pendingNotifications.isEmpty else { return false }
        while !pendingNotifications.isEmpty {
            let note = pendingNotifications.removeFirst()
            deliver(note, late: true)
        }
        return true
    }

    /// Calls the strategy's handler for `note`.
    func deliver(_ note: KeyboardNotification, late: Bool) {
        traceEvent(.notification(note, late: late))
        strategyDepth += 1
        defer { strategyDepth -= 1 }
        switch note.name {
        case .keyboardWillShow: strategy.keyboardWillShow(note, host: host)
        case .keyboardDidShow: strategy.keyboardDidShow(note, host: host)
        case .keyboardWillHide: strategy.keyboardWillHide(note, host: host)
        case .keyboardDidHide: strategy.keyboardDidHide(note, host: host)
        case .keyboardWillChangeFrame: strategy.keyboardWillChangeFrame(note, host: host)
        case .keyboardDidChangeFrame: strategy.keyboardDidChangeFrame(note, host: host)
        }
    }

    private func switchInputMode(to mode: InputMode) -> Bool {
        guard keyboardPlacement == .docked, let index = focusedIndex, mode != inputMode else { return false }
        let field = textFields[index]
        if mode == .emoji && scenario.device.isPhone && field.keyboardType == .numberPad { return false }
        inputMode = mode
        postTransition(from: keyboardFrame, to: keyboardFrame(for: field))
        return true
    }

    // MARK: Scrolling, rotation, content

    /// A user pan: never begins when the valid range is empty; otherwise the drag hook, then the move.
    private func drag(by dy: CGFloat) -> Bool {
        let range = scrollView.validOffsetRange
        guard range.maxY > range.minY else {
            traceEvent(.world("pan does not begin: the valid offset range is empty"))
            return false
        }
        callStrategy("scrollViewWillBeginDragging") { $0.scrollViewWillBeginDragging(scrollView, host: host) }
        let after = scrollView.validOffsetRange
        let before = scrollView.contentOffset.y
        scrollView.contentOffset.y = clamp(before + dy, after.minY, after.maxY)
        traceEvent(.world("user drag: contentOffset.y \(TraceFormat.number(before)) → \(TraceFormat.number(scrollView.contentOffset.y))"))
        isHiddenFieldArmed = false
        motionRecord = nil
        return true
    }

    /// Toggles the orientation: geometry first (the root view reset to the window's bounds, the
    /// scroll view autoresized), then the transition from the old docked frame to the new one.
    private func rotate() -> Bool {
        guard scenario.device.rotates else { return false }
        let wasShown = keyboardPlacement == .docked
        let oldFrame = keyboardFrame
        let oldLayout = layoutFrame
        orientation = orientation.toggled
        geometry = DeviceGeometry(device: scenario.device, orientation: orientation)
        motionRecord = nil
        rootView.untransformedFrame = CGRect(origin: .zero, size: geometry.windowFrame.size)
        scrollView.untransformedFrame = Self.autoresized(scrollView.untransformedFrame, from: oldLayout, to: layoutFrame)
        traceEvent(.world("rotated to \(orientation.rawValue): screen \(TraceFormat.size(geometry.screenSize)), scrollView.frame \(TraceFormat.rect(scrollView.frame))"))
        if wasShown, let index = focusedIndex {
            postTransition(from: oldFrame, to: keyboardFrame(for: textFields[index]))
        } else {
            keyboardFrame = offscreenFrame(height: keyboardFrame.size.height)
        }
        return true
    }

    /// Flexible width and height: the new frame keeps the old frame's per-edge differences from the layout frame.
    static func autoresized(_ frame: CGRect, from old: CGRect, to new: CGRect) -> CGRect {
        let left = new.origin.x + (frame.origin.x - old.origin.x)
        let top = new.origin.y + (frame.origin.y - old.origin.y)
        let right = new.origin.x + new.size.width + ((frame.origin.x + frame.size.width) - (old.origin.x + old.size.width))
        let bottom = new.bottomEdge + (frame.bottomEdge - old.bottomEdge)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    private func changeContent(by dh: CGFloat) {
        contentHeight = Swift.max(scenario.lowestFieldBottom, contentHeight + dh)
        if scenario.content == .pinned {
            scrollView.contentSize.height = contentHeight
        }
        traceEvent(.world("content height \(TraceFormat.number(contentHeight)), contentSize.height \(TraceFormat.number(scrollView.contentSize.height))"))
        isHiddenFieldArmed = false
        motionRecord = nil
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
