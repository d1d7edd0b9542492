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
/// The attribute does not reach code compiled in other modules (the generator, strategies),
/// which checks every read of a public stored property; so each public property is computed
/// over unchecked private storage (`stored...`).
public final class World {
    /// The case's fixed setup: device, bars, insets, fields, event profiles and screen shape.
    public let scenario: Scenario
    /// The invariants checked after each quiescent step.
    public let invariants: InvariantSet
    let strategy: any KeyboardAvoidanceStrategy

    /// The current interface orientation: the scenario's at the start, toggled by `rotate`.
    public internal(set) var orientation: Orientation {
        get { storedOrientation }
        set { storedOrientation = newValue }
    }
    @exclusivity(unchecked) private var storedOrientation: Orientation
    /// The device's geometry in the current orientation.
    public internal(set) var geometry: DeviceGeometry {
        get { storedGeometry }
        set {
            storedGeometry = newValue
            chrome = Chrome(scenario: scenario, geometry: newValue, additional: storedAdditionalSafeAreaInsets)
            storedKeyboardPlacement = KeyboardPlacement(frame: storedKeyboardFrame, screenSize: newValue.screenSize)
        }
    }
    @exclusivity(unchecked) private var storedGeometry: DeviceGeometry
    /// The chrome's edges for the current geometry, worked out when the geometry is set (every
    /// band and inset asks for them).
    @exclusivity(unchecked) private(set) var chrome: Chrome
    /// The controller's `additionalSafeAreaInsets` (``KeyboardHost/additionalSafeAreaInsets``):
    /// the designed value until a strategy sets it; the safe-area strips follow it.
    public internal(set) var additionalSafeAreaInsets: UIEdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            storedAdditionalSafeAreaInsets = newValue
            chrome = Chrome(scenario: scenario, geometry: storedGeometry, additional: newValue)
            // Every view's safe area and every automatic inset may have changed.
            geometryGeneration &+= 1
        }
    }
    @exclusivity(unchecked) private var storedAdditionalSafeAreaInsets: UIEdgeInsets

    /// Whether the iPad keyboard floats (an unusual path: `undock` until `dock`).
    public internal(set) var isKeyboardFloating: Bool {
        get { storedIsKeyboardFloating }
        set { storedIsKeyboardFloating = newValue }
    }
    @exclusivity(unchecked) private var storedIsKeyboardFloating: Bool = false
    /// Whether another app's keyboard is on screen (an unusual path: `remoteKeyboard`).
    public internal(set) var isRemoteKeyboardShown: Bool {
        get { storedIsRemoteKeyboardShown }
        set { storedIsRemoteKeyboardShown = newValue }
    }
    @exclusivity(unchecked) private var storedIsRemoteKeyboardShown: Bool = false
    /// The keyboard's persistent input mode.
    public internal(set) var inputMode: InputMode {
        get { storedInputMode }
        set { storedInputMode = newValue }
    }
    @exclusivity(unchecked) private var storedInputMode: InputMode = .default
    /// Whether a hardware keyboard is attached (`hardwareKeyboard(on)`): the software keyboard
    /// then leaves only the hardware bar and any accessory view on screen.
    public internal(set) var isHardwareKeyboardAttached: Bool {
        get { storedIsHardwareKeyboardAttached }
        set { storedIsHardwareKeyboardAttached = newValue }
    }
    @exclusivity(unchecked) private var storedIsHardwareKeyboardAttached: Bool = false
    /// The focused field's index, `nil` when nothing is first responder.
    public internal(set) var focusedIndex: Int? {
        get { storedFocusedIndex }
        set { storedFocusedIndex = newValue }
    }
    @exclusivity(unchecked) private var storedFocusedIndex: Int?
    /// The on-screen keyboard's frame in screen coordinates (its last transition's end frame):
    /// ours, or another app's while `isRemoteKeyboardShown`.
    public internal(set) var keyboardFrame: CGRect {
        get { storedKeyboardFrame }
        set {
            storedKeyboardFrame = newValue
            storedKeyboardPlacement = KeyboardPlacement(frame: newValue, screenSize: storedGeometry.screenSize)
        }
    }
    @exclusivity(unchecked) private var storedKeyboardFrame: CGRect
    /// Where the keyboard is, worked out when its frame or the geometry is set (asked at every step).
    @exclusivity(unchecked) private(set) var storedKeyboardPlacement: KeyboardPlacement
    /// The content's height, which `contentChange` moves.
    public internal(set) var contentHeight: CGFloat {
        get { storedContentHeight }
        set { storedContentHeight = newValue }
    }
    @exclusivity(unchecked) private var storedContentHeight: CGFloat

    /// What the world will do later: did-notifications, deferred blocks, running animations
    /// (see `World+RunLoop.swift`).
    @exclusivity(unchecked) var pending = PendingEvents()
    /// The virtual clock: 0 at the start of the case, moved only by waits (`wait`,
    /// `finishAnimation`) and by the end of the case running what is pending.
    public internal(set) var now: VirtualTime {
        get { storedNow }
        set { storedNow = newValue }
    }
    @exclusivity(unchecked) private var storedNow: VirtualTime = .zero
    /// The step being run (an action's index, or the action count at the end of the case).
    @exclusivity(unchecked) var stepIndex = 0
    /// Ids for deferred work and animations, never reused within a world.
    @exclusivity(unchecked) var nextWorkID = 0
    /// The properties set inside the innermost running animations block (nil outside one).
    @exclusivity(unchecked) var animationCapture: AnimatedProperties?
    /// While tracing: the handler or deferred block running now, to name where work was scheduled.
    @exclusivity(unchecked) var traceContext: String?
    /// The last will-show or will-hide notification, for `repost`.
    @exclusivity(unchecked) var lastWillNotification: KeyboardNotification?
    /// `hidden-field` is armed by focus changes and transitions, disarmed by drags and content changes.
    @exclusivity(unchecked) var isHiddenFieldArmed = false
    /// `needless-motion`'s record of a fully visible field at the start of a transition.
    @exclusivity(unchecked) var motionRecord: MotionRecord?
    /// How many actions have been performed (the next action's index).
    public internal(set) var actionCount: Int {
        get { storedActionCount }
        set { storedActionCount = newValue }
    }
    @exclusivity(unchecked) private var storedActionCount: Int = 0
    /// Whether the last action did something: false when its preconditions made it a no-op (a
    /// tap on a hidden field, `dismiss` with nothing focused), or for a wait or `finishAnimation`
    /// with nothing pending. After a no-op only the clock (for a wait) and the action count have
    /// moved (the trace shows it as "no-op"; verification skips the state key of such a step).
    public internal(set) var didLastActionHaveEffect: Bool {
        get { storedDidLastActionHaveEffect }
        set { storedDidLastActionHaveEffect = newValue }
    }
    @exclusivity(unchecked) private var storedDidLastActionHaveEffect: Bool = false
    /// Nesting depth of strategy calls: assignments are traced only while the strategy runs.
    @exclusivity(unchecked) var strategyDepth = 0
    /// The innermost strategy code running (nil outside it), for a runaway's report.
    @exclusivity(unchecked) var runningCallback: StrategyCallback?
    /// How many animations, animated scrolls and deferred blocks the innermost running strategy
    /// code has asked for in this call.
    @exclusivity(unchecked) var scheduledByCallback = 0
    /// A call of strategy code that asked for more than ``maximumScheduledPerCallback`` during
    /// this step; reported by `sanity` at its end.
    @exclusivity(unchecked) var runaway: RunawayEvidence?
    @exclusivity(unchecked) var recorder: TraceRecorder?
    /// Whether the strategy has ever read `host.currentTime`: then what it does may depend on the
    /// clock itself, not only on due times relative to now (see `stateKey`). Never reset, not even
    /// by `restoreState`, so that one world exploring many paths says whether any path read it.
    public internal(set) var hasStrategyReadClock: Bool {
        get { storedHasStrategyReadClock }
        set { storedHasStrategyReadClock = newValue }
    }
    @exclusivity(unchecked) private var storedHasStrategyReadClock: Bool = false
    /// What the event profiles remember within a case (`World+Profiles.swift`).
    @exclusivity(unchecked) var profileState = ProfileState()
    /// Moves on at every change of a view's frame, transform or content offset (a set of the same
    /// bits is none): a view's cached `windowPlacement` is good while it has not moved.
    @exclusivity(unchecked) var geometryGeneration = 0
    /// The last answer of `tappableFieldSet` and what it was computed from.
    @exclusivity(unchecked) var tappableFieldsKept = TappableFields(key: nil, fields: FieldSet())
    /// What the case exercised, while counting coverage (`World+Coverage.swift`); nil when off.
    @exclusivity(unchecked) var coverageRecording: CoverageRecording?
    /// The screen's Auto Layout engine, once constraints exist (`World+AutoLayout.swift`); nil
    /// for a screen laid out by its shape alone, as every host-based strategy's is.
    @exclusivity(unchecked) var constraintLayout: ConstraintLayout?
    /// The screen's own constraints, once installed.
    @exclusivity(unchecked) var installedScreenConstraints: ScreenConstraints?
    /// The strategy as a whole view controller, nil for one that only handles the keyboard's
    /// callbacks (worked out once: the layout pass asks at every turn).
    let viewControllerCallbacks: (any ViewControllerCallbacks)?
    /// The root view's safe area at the last layout pass, for `viewSafeAreaInsetsDidChange`.
    @exclusivity(unchecked) var lastRootSafeAreaInsets: UIEdgeInsets = .zero
    /// What the view controller's last layout pass read (the views' places and the keyboard's
    /// frame): a pass that finds them unchanged, and no constraint changed, has nothing to do.
    @exclusivity(unchecked) var lastLayoutStamp: (geometry: Int, keyboard: CGRect)?

    // The world's objects, made once per world. Not `lazy`: a lazy property's getter pays the
    // runtime's exclusivity check and a retain at every read, and these are read on every
    // action. The window, screen, host and notification center are `let`s (read without a
    // retain), made before the world and attached to it once it is made; the root and form
    // views as optionals the initialiser fills (`buildScreen` makes them in hierarchy order),
    // read unchecked.
    @exclusivity(unchecked) private var madeRootView: View?
    @exclusivity(unchecked) private var madeScrollView: ScrollView?
    /// `madeRootView` and `madeScrollView`, for the layout pass and the invariant checks to
    /// read without a retain (they run after every action and every timed turn).
    @exclusivity(unchecked) private var unretainedRootView: Unmanaged<View>?
    @exclusivity(unchecked) private var unretainedScrollView: Unmanaged<ScrollView>?
    /// The field objects something asked for (`textField(at:)`), in the order they were made:
    /// most cases focus a few of their fields, and the world itself works from `fieldFrames` and
    /// `fieldRuns`. Searched by index (16 fields at most; an array of optionals instead would
    /// cost a generic metadata lookup per world to make).
    @exclusivity(unchecked) private var madeFields: [TextField] = []
    /// The field `textField(at:)` returned last.
    @exclusivity(unchecked) private var recentField: TextField?
    /// Every field's object, once `textFields` was asked for.
    @exclusivity(unchecked) private var madeTextFields: [TextField]?

    /// The app's window (`view.window`); its frame is in screen coordinates (on `pad-window`, not
    /// the whole screen).
    public let window = Window()
    /// The device's screen, whose coordinate space keyboard frames are given in.
    public let screen = Screen()
    /// The view controller facade strategies get.
    public let host = KeyboardHost()
    /// The view controller's root view (`self.view`): fills the window at rest; strategies may
    /// move its frame or translate it.
    public var rootView: View { madeRootView.unsafelyUnwrapped }
    /// The form's scroll view (outside the hierarchy on a plain form; see World+Screen.swift).
    public var scrollView: ScrollView { madeScrollView.unsafelyUnwrapped }

    /// Makes the form's scroll view, once, where `buildScreen` places it among the views.
    func installFormScrollView() {
        let made = makeFormScrollView()
        madeScrollView = made
        unretainedScrollView = Unmanaged.passUnretained(made)
    }

    /// Lends `body` the root view and the form's scroll view without retaining them: the world
    /// owns both for its whole life, and the per-step readers (the layout pass, the checks)
    /// would otherwise pay a retain and a release for each.
    @inline(__always) func withUnretainedViews<Result>(_ body: (_ root: View, _ form: ScrollView) -> Result) -> Result {
        unretainedRootView.unsafelyUnwrapped._withUnsafeGuaranteedRef { root in
            unretainedScrollView.unsafelyUnwrapped._withUnsafeGuaranteedRef { form in body(root, form) }
        }
    }
    /// The screen's text fields and text views, in the scenario's order (index 0 at the top).
    public var textFields: [TextField] {
        if let madeTextFields { return madeTextFields }
        let made = scenario.fields.indices.map { textField(at: $0) }
        madeTextFields = made
        return made
    }

    /// The object of field `index`, made the first time it is asked for (then always the same).
    func textField(at index: Int) -> TextField {
        // Most asks are for the focused field, again and again (`host.firstResponder`).
        if let recent = recentField, recent.index == index { return recent }
        var position = 0
        while position < madeFields.count {
            let made = madeFields[position]
            if made.index == index {
                recentField = made
                return made
            }
            position += 1
        }
        let made = TextField(
            world: self, index: index, spec: scenario.fields[index],
            holder: unretainedHolder(ofField: index).takeUnretainedValue(), frame: fieldFrames[index])
        madeFields.append(made)
        recentField = made
        return made
    }

    // Screen shapes, text views and lifecycle (World+Screen.swift, World+Lifecycle.swift).

    /// The scrolling page that holds the form's scroll view (`nestedScroll`).
    public internal(set) var pageScrollView: ScrollView? {
        get { storedPageScrollView }
        set { storedPageScrollView = newValue }
    }
    @exclusivity(unchecked) private var storedPageScrollView: ScrollView?
    /// The header bar above the form (`header`).
    public internal(set) var headerView: View? {
        get { storedHeaderView }
        set { storedHeaderView = newValue }
    }
    @exclusivity(unchecked) private var storedHeaderView: View?
    /// The footer bar below the form (`footer`).
    public internal(set) var footerView: View? {
        get { storedFooterView }
        set { storedFooterView = newValue }
    }
    @exclusivity(unchecked) private var storedFooterView: View?
    /// The plain view holding a form without a scroll view (`plainForm`).
    public internal(set) var formView: View? {
        get { storedFormView }
        set { storedFormView = newValue }
    }
    @exclusivity(unchecked) private var storedFormView: View?
    /// The fields grouped by the view that holds them, in index order (built with the fields).
    @exclusivity(unchecked) var fieldRuns = FieldRuns()
    /// Each field's frame in its holder's bounds space, by index (built with the fields): plain
    /// values the generator's tappable-field query reads without touching the field objects.
    @exclusivity(unchecked) var fieldFrames: [CGRect] = []
    /// Each field's caret line (text views; 0 for text fields), by index; empty (every line 0)
    /// until the first `type`.
    @exclusivity(unchecked) var caretLines: [Int] = []
    /// Whether another screen is pushed over this one (`push` until `pop`).
    public internal(set) var isCovered: Bool {
        get { storedIsCovered }
        set { storedIsCovered = newValue }
    }
    @exclusivity(unchecked) private var storedIsCovered: Bool = false
    /// A table or collection view controller's own keyboard state (World+ScrollViewController).
    @exclusivity(unchecked) var controllerKeyboard = ControllerKeyboardState()
    /// The UIKit class of the screen's table view controller, as trace lines name it: a
    /// `UICollectionViewController` subclass's check says so (KeyfuzzUIKit).
    @exclusivity(unchecked) var scrollViewControllerClassName = "UITableViewController"
    /// Whether the pushed screen's text field is first responder.
    public internal(set) var isOtherFieldFocused: Bool {
        get { storedIsOtherFieldFocused }
        set { storedIsOtherFieldFocused = newValue }
    }
    @exclusivity(unchecked) private var storedIsOtherFieldFocused: Bool = false
    /// This screen's first responder when the other screen was pushed, restored by `pop`.
    @exclusivity(unchecked) var focusBeforePush: Int?
    /// Who receives the keyboard notifications: the strategy from the start (classic), or the
    /// observers it registers itself.
    public let notificationCenter = KeyboardNotificationCenter()

    /// Creates the world of `scenario` in its initial state (docs/classic-world.md §3) running `strategy`.
    /// - Parameters:
    ///   - scenario: The case's fixed setup.
    ///   - strategy: The keyboard-avoidance code under test, a fresh instance for this world.
    ///   - invariants: What to check after each quiescent step.
    ///   - recordsTrace: Whether to record a ``Trace``; off on the fuzz loop's hot path.
    public init(
        scenario: Scenario, strategy: any KeyboardAvoidanceStrategy,
        invariants: InvariantSet = .defaults, recordsTrace: Bool = false
    ) {
        self.scenario = scenario
        self.strategy = strategy
        self.viewControllerCallbacks = strategy as? any ViewControllerCallbacks
        self.invariants = invariants
        self.storedOrientation = scenario.device.rotates ? scenario.orientation : .landscape
        self.storedGeometry = DeviceGeometry(device: scenario.device, orientation: storedOrientation)
        self.storedAdditionalSafeAreaInsets = Self.designedAdditionalSafeAreaInsets(of: scenario)
        self.chrome = Chrome(scenario: scenario, geometry: storedGeometry, additional: storedAdditionalSafeAreaInsets)
        self.storedContentHeight = scenario.contentHeight
        self.storedKeyboardFrame = .zero
        self.storedKeyboardPlacement = KeyboardPlacement(frame: .zero, screenSize: storedGeometry.screenSize)
        self.recorder = recordsTrace ? TraceRecorder() : nil
        keyboardFrame = CGRect(x: 0, y: geometry.screenSize.height, width: geometry.screenSize.width, height: 0)
        window.attachedWorld = self
        screen.attachedWorld = self
        host.attachedWorld = self
        let root = View(world: self, parent: nil, role: .rootView, frame: CGRect(origin: .zero, size: geometry.windowFrame.size))
        madeRootView = root
        unretainedRootView = Unmanaged.passUnretained(root)
        notificationCenter.attachedWorld = self
        buildScreen()
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
        if viewControllerCallbacks != nil { lastRootSafeAreaInsets = root.safeAreaInsets }
        appear()
        freezeLayoutDesign()
    }

    /// The recorded trace (empty unless created with `recordsTrace`).
    public var trace: Trace { Trace(steps: recorder?.steps ?? []) }

    // MARK: Running

    /// Performs `action` and, when the world is quiescent afterwards, checks the invariants.
    ///
    /// A user action is one run-loop turn at the current time: its effects, the layout pass,
    /// then the main queue's drain (each block a turn of its own, followed by the layout pass).
    /// It never moves the clock. `wait(t)` moves the clock by `t`, running every timed event
    /// due by then; `finishAnimation` waits until nothing is pending (`World+RunLoop.swift`).
    /// - Returns: the violations found after this action, in canonical invariant order.
    @discardableResult
    public func perform(_ action: Action) -> [Violation] {
        let index = actionCount
        actionCount += 1
        stepIndex = index
        if coverageRecording != nil { beginCoverage(of: action) }
        let performed: Bool
        switch action {
        case .wait(let span):
            performed = advanceClock(by: span)
            layoutPass()
        case .finishAnimation:
            performed = runUntilIdle()
            layoutPass()
        default:
            performed = apply(action)
            layoutPass()
            drainMainQueue()
        }
        didLastActionHaveEffect = performed
        if coverageRecording != nil { endCoverage(of: action, performed: performed) }
        var violations = isQuiescent ? check(at: index) : []
        if let runaway = takeRunaway(at: index) { violations.insert(runaway, at: 0) }
        record(index: index, action: action, performed: performed, violations: violations)
        return violations
    }

    /// Ends the case: runs everything pending (did-notifications, deferred work, animations, in
    /// time order, each turn followed by the layout pass), then checks once more.
    /// - Returns: the violations found, reported at index `actionCount`.
    @discardableResult
    public func finish() -> [Violation] {
        stepIndex = actionCount
        let ran = runUntilIdle()
        layoutPass()
        var violations = check(at: actionCount)
        if let runaway = takeRunaway(at: actionCount) { violations.insert(runaway, at: 0) }
        record(index: actionCount, action: nil, performed: ran, violations: violations)
        return violations
    }

    /// Whether nothing is pending: no main-queue work, no timer, no did-notification and no
    /// running animation. Invariants are checked after an action only then.
    public var isQuiescent: Bool { pending.isEmpty }

    /// Applies one action's effect; returns false when its preconditions made it a no-op.
    private func apply(_ action: Action) -> Bool {
        if isCovered, let handled = applyWhileCovered(action) { return handled }
        switch action {
        case .tap(let i):
            guard scenario.fields.indices.contains(i), focusedIndex != i, isTappable(i) else { return false }
            focus(i)
        case .next:
            guard let current = focusedIndex else { return false }
            if let callbacks = viewControllerCallbacks { return pressReturn(in: current, callbacks) }
            if current + 1 < scenario.fields.count { focus(current + 1) } else { _ = dismissFocus() }
        case .dismiss:
            guard focusedIndex != nil else { return false }
            _ = dismissFocus()
        case .tapBackground:
            callStrategy(.handler("backgroundTapped")) { $0.backgroundTapped(host: host) }
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
        case .wait, .finishAnimation:
            return false  // `perform` runs them
        case .dragDismiss(let zeroRect):
            return dragDismiss(zeroRect: zeroRect)
        case .undock:
            return setFloating(true)
        case .dock:
            return setFloating(false)
        case .remoteKeyboard(let show):
            return showRemoteKeyboard(show)
        case .dragCancel:
            return dragCancel()
        case .type(let lines):
            return type(lines: lines)
        case .push:
            return push()
        case .pop:
            return pop()
        }
        return true
    }

    /// The layout pass: lays out a view controller's views (Auto Layout, `World+AutoLayout.swift`),
    /// then clamps the offset into the valid range, recording a visible snap.
    func layoutPass() {
        if hasViewControllerLayout { layOutViewController(.whenLaidOut) }
        if let page = pageScrollView { clampPage(page) }
        withUnretainedViews { _, form in
            let range = form.validOffsetRange
            motionRecord?.noteRange(minY: range.minY, maxY: range.maxY)
            let y = form.contentOffset.y
            let clamped = clamp(y, range.minY, range.maxY)
            guard clamped != y, !y.isNaN else { return }
            if abs(clamped - y) > Tolerance.eps { traceEvent(.snap(from: y, to: clamped)) }
            form.contentOffset.y = clamped
        }
    }

    // MARK: Strategy calls and tracing

    /// Calls the strategy, tracing the handler name (built only while tracing).
    func callStrategy(_ callback: StrategyCallback, _ body: (any KeyboardAvoidanceStrategy) -> Void) {
        let outer = enterStrategyCode(callback)
        defer { leaveStrategyCode(outer) }
        guard let recorder else {
            body(strategy)
            return
        }
        let text = callback.name
        recorder.events.append(.handler(text))
        let outerContext = traceContext
        traceContext = text
        body(strategy)
        traceContext = outerContext
    }

    /// Notes that the strategy's `callback` starts running: its own count of scheduled work
    /// starts at zero. Returns what `leaveStrategyCode` restores (the code it interrupts).
    func enterStrategyCode(_ callback: StrategyCallback) -> (StrategyCallback?, Int) {
        let outer = (runningCallback, scheduledByCallback)
        runningCallback = callback
        scheduledByCallback = 0
        strategyDepth += 1
        return outer
    }

    /// Notes that the strategy's code returned to `outer`.
    func leaveStrategyCode(_ outer: (StrategyCallback?, Int)) {
        strategyDepth -= 1
        (runningCallback, scheduledByCallback) = outer
    }

    /// Counts one animation, animated scroll or deferred block the running strategy code asks
    /// for. Past ``maximumScheduledPerCallback`` in one call the world refuses it (the caller
    /// drops it) and notes the runaway, which `sanity` reports at this step.
    func admitScheduledWork() -> Bool {
        guard strategyDepth > 0 else { return true }
        scheduledByCallback += 1
        guard scheduledByCallback > Self.maximumScheduledPerCallback else { return true }
        if runaway == nil, let runningCallback {
            runaway = RunawayEvidence(callback: runningCallback.name, limit: Self.maximumScheduledPerCallback)
        }
        return false
    }

    /// The runaway noted during this step, as a `sanity` violation at `index` when that is
    /// checked, forgotten either way.
    func takeRunaway(at index: Int) -> Violation? {
        guard let evidence = runaway else { return nil }
        runaway = nil
        return invariants.contains(.sanity) ? Violation(actionIndex: index, evidence: .runaway(evidence)) : nil
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

    /// Traces a property the strategy set (the world's own changes get their own lines), and
    /// notes it for the animations block running, if any.
    func traceAssignment(_ view: View, _ property: StaticString, _ value: @autoclosure () -> String) {
        if animationCapture != nil { noteAnimated(property, of: view) }
        guard recorder != nil, strategyDepth > 0 else { return }
        traceEvent(.assignment("\(view.traceName).\(property) = \(value())"))
    }

    /// Traces a property of the view controller itself the strategy set (`additionalSafeAreaInsets`).
    func traceControllerAssignment(_ property: StaticString, _ value: @autoclosure () -> String) {
        guard recorder != nil, strategyDepth > 0 else { return }
        traceEvent(.assignment("\(property) = \(value())"))
    }

    private func record(index: Int, action: Action?, performed: Bool, violations: [Violation]) {
        guard let recorder else { return }
        if pending.keyboardCount > 0 {
            recorder.events.append(.queued(queuedNotificationNames()))
        }
        if !pending.isEmpty { recorder.events.append(.pending(pendingDescriptions())) }
        recorder.steps.append(
            TraceStep(
                index: index, action: action, performed: performed,
                events: recorder.events, geometry: snapshot(), violations: violations,
                time: now))
        recorder.events.removeAll()
    }
}
