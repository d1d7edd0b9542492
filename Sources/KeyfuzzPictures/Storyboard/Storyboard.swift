import Foundation
import KeyboardWorld

/// An SVG storyboard of a case: one screen-sized panel per step, left to right and wrapping.
///
/// Each panel shows, to scale, the screen and the app's window, the status, navigation and tab
/// bars, the scroll view's frame and its content (fields as numbered boxes, the focused one
/// outlined in blue), our keyboard (docked, floating or a hardware keyboard's bar; queued
/// did-notifications noted on it), the visible band (a green bar on the window's left edge),
/// the insets (orange brackets on the scroll view's right edge; a negative inset is dashed) and
/// the offset. When the case waits or its strategy defers work (`Trace.showsTime`), each
/// caption names the clock at the end of its step and the deferred work that ran in it. A broken invariant is drawn in red on what it is about: the field that is hidden,
/// unreachable or moved, the inset bracket, the scroll view or root view that drifted (its
/// baseline dashed), the content size or the dead band. A caption under each panel names the
/// step's action, the notifications it posted or delivered late, the geometry numbers and
/// the violations.
///
/// A long case is excerpted so that the picture stays small (a 100,000-action case would take
/// 210 MB): a case of more than 49 steps draws its first 24 and last 24 steps and the failing
/// steps between them (at most 24), and a dashed note panel stands for each run of steps left
/// out, captioned `… 99,940 steps not drawn (#30 … #99,969) …`.
///
/// The output depends only on its input: the same scenario and trace give the same bytes.
///
/// ```swift
/// let result = KeyboardCase.run(scenario: scenario, actions: actions, make: make, recordsTrace: true)
/// let svg = Storyboard.svg(scenario: scenario, trace: result.trace!, title: "inset-tracking")
/// try svg.write(to: url, atomically: true, encoding: .utf8)
/// ```
public enum Storyboard {
    /// How a storyboard is laid out.
    public struct Options: Hashable, Sendable {
        /// The height of each panel's screen, in pixels; the width follows the screen's aspect.
        public var panelHeight: Double
        /// How many panels a row holds before the storyboard wraps (at least 1).
        public var panelsPerRow: Int
        /// Whether to draw only the steps that changed the geometry (ignoring the queue of
        /// did-notifications), plus the first step and every step with a violation.
        public var onlyGeometryChanges: Bool

        /// Creates options; the defaults give 300-pixel panels, four to a row, every step.
        public init(panelHeight: Double = 300, panelsPerRow: Int = 4, onlyGeometryChanges: Bool = false) {
            self.panelHeight = panelHeight
            self.panelsPerRow = panelsPerRow
            self.onlyGeometryChanges = onlyGeometryChanges
        }
    }

    /// Renders `trace` (a run of `scenario` with `recordsTrace: true`) as an SVG document.
    /// - Parameters:
    ///   - scenario: The case's scenario: it supplies the device and the fields' rects.
    ///   - trace: The run's trace; each step's geometry snapshot is drawn.
    ///   - title: The heading, e.g. the strategy's name; nil for a heading made from the scenario.
    ///   - options: Panel size, panels per row and which steps to draw.
    /// - Returns: A complete, UTF-8 SVG document ending in a newline.
    public static func svg(
        scenario: Scenario, trace: Trace, title: String? = nil,
        options: Options = Options()
    ) -> String {
        let layout = Layout(
            scenario: scenario, items: StepExcerpt.items(steps(of: trace, options: options)), options: options,
            title: title ?? "keyfuzz storyboard", subtitle: subtitle(scenario: scenario, trace: trace),
            showsTime: trace.showsTime)
        return layout.render()
    }

    /// The steps a storyboard draws: all of them, or with `onlyGeometryChanges` the first, every
    /// one whose geometry differs from the previous step's (the did-notification queue aside)
    /// and every one with a violation.
    static func steps(of trace: Trace, options: Options) -> [TraceStep] {
        guard options.onlyGeometryChanges else { return trace.steps }
        var kept: [TraceStep] = []
        var previous: GeometrySnapshot?
        for step in trace.steps {
            var geometry = step.geometry
            geometry.queuedNotifications = 0
            if previous == nil || geometry != previous || !step.violations.isEmpty { kept.append(step) }
            previous = geometry
        }
        return kept
    }

    /// One line on the scenario and the first failure: `phone-notch portrait · automatic · …`.
    static func subtitle(scenario: Scenario, trace: Trace) -> String {
        var parts = ["\(scenario.device.rawValue) \(scenario.orientation.rawValue)"]
        var bars: [String] = []
        if scenario.navigationBar { bars.append("nav bar") }
        if scenario.tabBar { bars.append("tab bar") }
        parts.append(bars.isEmpty ? "no bars" : bars.joined(separator: " + "))
        parts.append("insets \(scenario.insetAdjustment.rawValue)")
        let inset = scenario.contentInset
        if inset.top != 0 || inset.bottom != 0 {
            parts.append("contentInset \(TraceFormat.number(inset.top))/\(TraceFormat.number(inset.bottom))")
        }
        if scenario.content == .unpinned { parts.append("unpinned content") }
        if !scenario.systemScrollsToFocus { parts.append("no scroll-to-focus") }
        // Screens other than the classic one (nothing added for it).
        if let shape = scenario.shapeDescription { parts.append(shape) }
        if scenario.barStyle == .translucent && (scenario.navigationBar || scenario.tabBar) { parts.append("translucent bars") }
        if scenario.additionalSafeArea { parts.append("container toolbar") }
        switch scenario.entry {
        case .onScreen: break
        case .pushed: parts.append("pushed")
        case .pushedWithKeyboardUp: parts.append("pushed with the keyboard up")
        }
        parts.append("\(scenario.fields.count) field\(scenario.fields.count == 1 ? "" : "s")")
        parts.append("content \(TraceFormat.number(scenario.contentHeight))")
        if let failing = trace.steps.first(where: { !$0.violations.isEmpty }) {
            let names = failing.violations.map(\.invariant.rawValue).joined(separator: ", ")
            parts.append("\(names) at action \(failing.index)")
        } else {
            parts.append("pass")
        }
        return parts.joined(separator: " · ")
    }
}
