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
    public var orientation: Orientation
    public var screenSize: CGSize
    public var windowFrame: CGRect
    public var contentInset: UIEdgeInsets
    public var adjustedContentInset: UIEdgeInsets
    public var verticalScrollIndicatorInsets: UIEdgeInsets
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    /// The scroll view's frame in root-view coordinates, translation included.
    public var scrollViewFrame: CGRect
    public var scrollViewTransformY: CGFloat
    /// The root view's frame in window coordinates, translation included.
    public var rootViewFrame: CGRect
    public var rootViewTransformY: CGFloat
    /// Where the root view lies in the window (`View.windowPlacement`).
    public var rootViewPlacement: WindowPlacement
    /// Where the scroll view and its content lie in the window: pictures place fields with it.
    public var scrollViewPlacement: WindowPlacement
    /// The scroll view's layout frame for the current orientation (its baseline).
    public var layoutFrame: CGRect
    /// Our keyboard's frame, screen coordinates.
    public var keyboardFrame: CGRect
    public var keyboardPlacement: KeyboardPlacement
    /// False while the keyboard on screen is another app's (`remoteKeyboard`).
    public var keyboardIsLocal: Bool
    public var focusedField: Int?
    /// The visible band in window coordinates (SPEC section 7).
    public var visibleBand: ClosedRange<CGFloat>?
    public var chromeTop: CGFloat
    public var chromeBottom: CGFloat
    public var queuedNotifications: Int
    /// The screen's shape and what only some shapes have (fields outside the scroll view, the
    /// page, the bars, a text view's caret).
    public var screen = ScreenSnapshot()
}

/// The parts of a step's geometry that depend on the screen's shape (window coordinates).
public struct ScreenSnapshot: Hashable, Sendable {
    public var shape: ScreenShape = .scrollForm
    public var barStyle: BarStyle = .opaque
    /// Every field's frame in the window, placed by its holder (empty unless tracing).
    public var fieldFrames: [CGRect] = []
    /// The indices of the text views.
    public var textViews: [Int] = []
    /// The focused text view's caret in the window and its line.
    public var caretFrame: CGRect?
    public var caretLine: Int?
    public var headerFrame: CGRect?
    public var footerFrame: CGRect?
    public var formViewFrame: CGRect?
    /// The page scroll view (`nestedScroll`).
    public var pageFrame: CGRect?
    public var pageContentOffset: CGFloat = 0
    public var pageContentInset: UIEdgeInsets = .zero
    public var pageAdjustedContentInset: UIEdgeInsets = .zero
    /// The strips outside the safe area: the status bar and, under translucent bars, the bars.
    public var unsafeTop: CGFloat = 0
    public var unsafeBottom: CGFloat = 0
    /// Whether another screen covers this one, and whether its field is first responder.
    public var isCovered = false
    public var isOtherFieldFocused = false

    public init() {}
}

/// One step of a run: the action (nil for the end-of-case delivery), what happened, the geometry
/// after the layout pass and any violations found.
public struct TraceStep: Hashable, Sendable {
    /// The action's index, or the action count for the end of the case.
    public var index: Int
    public var action: Action?
    /// False when the action's preconditions did not hold and it did nothing.
    public var performed: Bool
    public var events: [TraceEvent]
    public var geometry: GeometrySnapshot
    public var violations: [Violation]
    /// The world's clock at the end of the step.
    public var time: VirtualTime

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
    public var steps: [TraceStep]

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
