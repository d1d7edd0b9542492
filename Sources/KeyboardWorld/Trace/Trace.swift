import Foundation

/// Something that happened inside one step, in order.
public enum TraceEvent: Hashable, Sendable {
    /// A keyboard notification delivered to the strategy; `late` when it came from the queue.
    case notification(KeyboardNotification, late: Bool)
    /// A strategy handler the world called, e.g. `textFieldDidBeginEditing(field 3)`.
    case handler(String)
    /// A UIKit method the strategy called, e.g. `setContentOffset(y: 120)`.
    case call(String)
    /// A property the strategy set, e.g. `scrollView.contentInset = (top 0, bottom 96)`.
    case assignment(String)
    /// Something the world itself did: the system's scroll-to-focus, a rotation, a no-op.
    case world(String)
    /// The layout pass clamped the offset by more than `eps` (the scroll view "jumps back").
    case snap(from: CGFloat, to: CGFloat)
    /// Did-notifications left queued at the end of the step.
    case queued([KeyboardNotification.Name])
    /// The strategy deferred work or started an animation, e.g. `asyncAfter(0.01) → t=0.010`.
    case scheduled(String)
    /// A run-loop turn from the queue began at the time given: a keyboard animation ending,
    /// a deferred block, an animation's completion (shown in traces that show time).
    case turn(VirtualTime, String)
    /// Everything pending at the end of the step, in the order it will run, with when (shown in
    /// traces that show time, instead of `queued`).
    case pending([String])
}

/// The geometry after a step's layout pass: what a reader (or a picture) needs to see the state.
public struct GeometrySnapshot: Hashable, Sendable {
    /// The interface orientation.
    public var orientation: Orientation
    /// The screen's size in points for that orientation.
    public var screenSize: CGSize
    /// The app window's frame in screen coordinates (off the origin only on `pad-window`).
    public var windowFrame: CGRect
    /// The form scroll view's `contentInset`, as the strategy left it.
    public var contentInset: UIEdgeInsets
    /// The form scroll view's `adjustedContentInset`: `contentInset` plus the safe-area part
    /// `.automatic` adds.
    public var adjustedContentInset: UIEdgeInsets
    /// The form scroll view's `verticalScrollIndicatorInsets`.
    public var verticalScrollIndicatorInsets: UIEdgeInsets
    /// The form scroll view's `contentOffset`, after the layout pass clamped it.
    public var contentOffset: CGPoint
    /// The form scroll view's `contentSize`.
    public var contentSize: CGSize
    /// The form scroll view's frame in its superview's coordinates (the root view's; the page's
    /// content under `nestedScroll`), translation included.
    public var scrollViewFrame: CGRect
    /// The scroll view's `transform.ty`, in points.
    public var scrollViewTransformY: CGFloat
    /// The root view's frame in window coordinates, translation included.
    public var rootViewFrame: CGRect
    /// The root view's `transform.ty`, in points.
    public var rootViewTransformY: CGFloat
    /// Where the root view lies in the window (`View.windowPlacement`).
    public var rootViewPlacement: WindowPlacement
    /// Where the scroll view and its content lie in the window: pictures place fields with it.
    public var scrollViewPlacement: WindowPlacement
    /// The form scroll view's layout frame for the current orientation (its baseline), placed in
    /// the window as at rest.
    public var layoutFrame: CGRect
    /// The on-screen keyboard's frame in screen coordinates: ours, or another app's when
    /// ``keyboardIsLocal`` is false.
    public var keyboardFrame: CGRect
    /// Whether the keyboard on screen (ours or another app's) is docked, floating or hidden.
    public var keyboardPlacement: KeyboardPlacement
    /// False while the keyboard on screen is another app's (`remoteKeyboard`).
    public var keyboardIsLocal: Bool
    /// The index of the first responder, nil when no field of this screen has the focus.
    public var focusedField: Int?
    /// The visible band in window coordinates (docs/classic-world.md §7).
    public var visibleBand: ClosedRange<CGFloat>?
    /// The top of the area no fixed chrome covers (safe top plus navigation bar), window y.
    public var chromeTop: CGFloat
    /// The bottom of the area no fixed chrome covers (above a tab bar or toolbar), window y.
    public var chromeBottom: CGFloat
    /// How many keyboard did-notifications are still queued after the step.
    public var queuedNotifications: Int
    /// The screen's shape and what only some shapes have (fields outside the scroll view, the
    /// page, the bars, a text view's caret).
    public var screen = ScreenSnapshot()
}

/// The parts of a step's geometry that depend on the screen's shape (window coordinates).
public struct ScreenSnapshot: Hashable, Sendable {
    /// Where the screen's fields live (the scenario's `shape`).
    public var shape: ScreenShape = .scrollForm
    /// Whether the bars are opaque or translucent (the scenario's `barStyle`).
    public var barStyle: BarStyle = .opaque
    /// Every field's frame in the window, placed by its holder (empty unless tracing).
    public var fieldFrames: [CGRect] = []
    /// The indices of the text views.
    public var textViews: [Int] = []
    /// The focused text view's caret in the window, nil unless a text view is focused.
    public var caretFrame: CGRect?
    /// The focused text view's caret line (0 for the first), nil unless a text view is focused.
    public var caretLine: Int?
    /// The header bar's frame in the window (`header`), nil for other shapes.
    public var headerFrame: CGRect?
    /// The footer bar's frame in the window (`footer`), nil for other shapes.
    public var footerFrame: CGRect?
    /// The plain form view's frame in the window (`plainForm`), nil for other shapes.
    public var formViewFrame: CGRect?
    /// The page scroll view's frame in the window (`nestedScroll`), nil for other shapes.
    public var pageFrame: CGRect?
    /// The page scroll view's `contentOffset.y` (0 without a page).
    public var pageContentOffset: CGFloat = 0
    /// The page scroll view's `contentInset` (zero without a page).
    public var pageContentInset: UIEdgeInsets = .zero
    /// The page scroll view's `adjustedContentInset` (zero without a page).
    public var pageAdjustedContentInset: UIEdgeInsets = .zero
    /// The height of the strip at the window's top outside the safe area: the status bar and,
    /// under translucent bars, the navigation bar.
    public var unsafeTop: CGFloat = 0
    /// The height of the strip at the window's bottom outside the safe area: the home indicator
    /// and, under translucent bars or a container's toolbar, everything below the chrome bottom.
    public var unsafeBottom: CGFloat = 0
    /// Whether another screen is pushed over this one (`push` until `pop`).
    public var isCovered = false
    /// Whether the pushed screen's own text field is first responder.
    public var isOtherFieldFocused = false

    /// The classic screen's snapshot: a `scrollForm` under opaque bars, nothing else recorded
    /// (what a world that does not record a trace reports).
    public init() {}
}

/// One step of a run: the action (nil for the end-of-case delivery), what happened, the geometry
/// after the layout pass and any violations found.
public struct TraceStep: Hashable, Sendable {
    /// The action's index, or the action count for the end of the case.
    public var index: Int
    /// The action performed, nil for the end of the case.
    public var action: Action?
    /// False when the action's preconditions did not hold and it did nothing.
    public var performed: Bool
    /// What happened during the step, in order: notifications, handlers, calls, assignments, turns.
    public var events: [TraceEvent]
    /// The geometry after the step's layout pass.
    public var geometry: GeometrySnapshot
    /// The violations found at the step, in canonical invariant order (empty when not quiescent).
    public var violations: [Violation]
    /// The world's clock at the end of the step.
    public var time: VirtualTime

    /// A step as a world records it; `time` defaults to the clock's start, as in a case without waits.
    public init(
        index: Int, action: Action?, performed: Bool, events: [TraceEvent], geometry: GeometrySnapshot,
        violations: [Violation], time: VirtualTime = .zero
    ) {
        self.index = index
        self.action = action
        self.performed = performed
        self.events = events
        self.geometry = geometry
        self.violations = violations
        self.time = time
    }
}

/// A run's steps, rendered as plain text by `text`.
public struct Trace: Hashable, Sendable {
    /// The steps in order: one per action, then the end of the case once ``World/finish()`` ran.
    public var steps: [TraceStep]

    /// A trace of `steps`.
    public init(steps: [TraceStep]) { self.steps = steps }

    /// Whether the trace shows the clock: when the case waits (`wait(t)`) or the strategy
    /// deferred work or animated. A case with neither reads exactly as before the world had a
    /// clock: its did-notifications wait for `finishAnimation` or the end of the case.
    public var showsTime: Bool {
        steps.contains { step in
            if case .wait? = step.action { return true }
            return step.events.contains { if case .scheduled = $0 { true } else { false } }
        }
    }
}

/// Collects events while a world runs with tracing on (nothing is built when it is off).
final class TraceRecorder {
    var steps: [TraceStep] = []
    var events: [TraceEvent] = []
}
