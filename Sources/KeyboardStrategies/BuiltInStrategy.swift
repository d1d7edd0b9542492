import Foundation
import KeyboardWorld

/// A strategy that ships with keyfuzz: its name, where it comes from, what the checker must
/// report for it, and how to make a fresh instance (one per case).
public struct BuiltInStrategy: Sendable, Hashable {
    /// The name the CLI and seed files use, e.g. `inset-tracking`.
    public var name: String
    /// One line on what it does.
    public var summary: String
    /// The article and version it ports, or `correct` for the reference strategies.
    public var source: String
    /// The invariants the checker must report for it (empty for the correct ones), canonical order.
    public var expectedViolations: [Invariant]
    /// Makes a fresh instance.
    public var make: @Sendable () -> any KeyboardAvoidanceStrategy
    /// The screens it is written for (its type's `screens`): a run draws only these for it
    /// unless asked for every screen.
    public var screens: ScreenSet
    /// The shapes of ``screens``.
    public var supportedShapes: [ScreenShape] {
        get { screens.shapes }
        set { screens.shapes = newValue }
    }

    /// Declares a built-in strategy of type `type`, whose `screens` it takes.
    init<Strategy: KeyboardAvoidanceStrategy>(
        name: String, summary: String, source: String, expectedViolations: [Invariant], type: Strategy.Type,
        make: @escaping @Sendable () -> Strategy
    ) {
        self.name = name
        self.summary = summary
        self.source = source
        self.expectedViolations = expectedViolations
        self.make = make
        self.screens = Strategy.screens
    }

    /// Whether the checker must report nothing for it.
    public var isCorrect: Bool { expectedViolations.isEmpty }

    public static func == (lhs: BuiltInStrategy, rhs: BuiltInStrategy) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension BuiltInStrategy {
    /// Article 000 v1: scrolls by the overlap with `setContentOffset`, which the layout pass clamps.
    public static let naive = BuiltInStrategy(
        name: "naive", summary: "scroll by the overlap with setContentOffset",
        source: "article 000 v1", expectedViolations: [.hiddenField], type: NaiveStrategy.self, make: { NaiveStrategy() })
    /// Article 000 v2: adds the missing distance to `contentInset.bottom` and subtracts the remembered extra on hide.
    public static let insetTracking = BuiltInStrategy(
        name: "inset-tracking", summary: "add the missing distance to contentInset.bottom, subtract it on hide",
        source: "article 000 v2", expectedViolations: [.hiddenField, .drift, .unreachableField],
        type: InsetTrackingStrategy.self, make: { InsetTrackingStrategy(resetsOnHide: false) })
    /// Article 000 v3: `insetTracking` that also resets the remembered extra on hide.
    public static let insetTrackingReset = BuiltInStrategy(
        name: "inset-tracking-reset", summary: "inset-tracking that also resets the remembered extra on hide",
        source: "article 000 v3", expectedViolations: [.hiddenField, .drift],
        type: InsetTrackingStrategy.self, make: { InsetTrackingStrategy(resetsOnHide: true) })
    /// Article 000 v4 as written: translates the root view, and the hide resets the scroll view's transform.
    public static let transform = BuiltInStrategy(
        name: "transform", summary: "translate the root view by the keyboard; hide resets scrollView.transform (sic)",
        source: "article 000 v4", expectedViolations: [.hiddenField, .drift, .unreachableField],
        type: TransformStrategy.self, make: { TransformStrategy(resetsRootView: false) })
    /// Article 000 v4 with the hide fixed to reset the root view's transform.
    public static let transformReset = BuiltInStrategy(
        name: "transform-reset", summary: "translate the root view by the keyboard; hide resets view.transform",
        source: "article 000 v4, fixed hide", expectedViolations: [.hiddenField],
        type: TransformStrategy.self, make: { TransformStrategy(resetsRootView: true) })
    /// Article 001: shrinks the scroll view's frame on did-show and grows it back on did-hide.
    public static let frameShrink = BuiltInStrategy(
        name: "frame-shrink", summary: "shrink the scroll view's frame on did-show, grow it back on did-hide",
        source: "article 001", expectedViolations: [.sanity, .hiddenField, .drift, .unreachableField],
        type: FrameShrinkStrategy.self, make: { FrameShrinkStrategy() })
    /// Cocoa with Love (2008): slides the root view up by a fraction of a hard-coded 216 pt while a field is edited.
    public static let frameShift = BuiltInStrategy(
        name: "frame-shift", summary: "move view.frame.origin.y up by a fraction of 216 pt while a field is edited",
        source: "Cocoa with Love, 2008", expectedViolations: [.hiddenField, .drift, .unreachableField],
        type: FrameShiftStrategy.self, make: { FrameShiftStrategy() })
    /// TPKeyboardAvoiding's scroll view, with its 10 ms deferred inset and offset.
    public static let tpKeyboardAvoiding = BuiltInStrategy(
        name: "tp-keyboard-avoiding", summary: "inset and offset set in an animation 10 ms after every will-change-frame",
        source: "TPKeyboardAvoiding @8127c87", expectedViolations: [.hiddenField, .drift, .unreachableField],
        type: TPKeyboardAvoidingStrategy.self, make: { TPKeyboardAvoidingStrategy() })
    /// IQKeyboardManager's distance logic, with its coalesced adjustment on the next main-queue turn.
    public static let iqKeyboardManager = BuiltInStrategy(
        name: "iq-keyboard-manager",
        summary:
            "move the root view, or scroll and inset the nearest scroll view, 10 pt above the keyboard, in one coalesced block on the next main-queue turn",
        source: "IQKeyboardManager @2e11b2c", expectedViolations: [.hiddenField, .drift, .unreachableField],
        type: IQKeyboardManagerStrategy.self, make: { IQKeyboardManagerStrategy() })
    /// Correct: bottom insets follow the docked keyboard's overlap, then the field is scrolled visible.
    public static let insetAdjusting = BuiltInStrategy(
        name: "inset-adjusting", summary: "bottom insets follow the docked keyboard's overlap, then scroll to the field",
        source: "correct", expectedViolations: [], type: InsetAdjustingStrategy.self, make: { InsetAdjustingStrategy() })
    /// Correct: the scroll view's bottom follows `keyboardLayoutGuide`.
    public static let layoutGuide = BuiltInStrategy(
        name: "layout-guide", summary: "the scroll view's bottom follows the docked keyboard (UIKeyboardLayoutGuide)",
        source: "correct", expectedViolations: [], type: LayoutGuideStrategy.self, make: { LayoutGuideStrategy() })
    /// Correct: `insetAdjusting` plus article 004's dismiss on drag and on background tap.
    public static let dismissOnDrag = BuiltInStrategy(
        name: "dismiss-on-drag", summary: "inset-adjusting plus article 004's dismiss on drag and background tap",
        source: "correct, hooks from article 004", expectedViolations: [], type: DismissOnDragStrategy.self,
        make: { DismissOnDragStrategy() })

    /// Correct: moves the root view up by exactly what the keyboard covers, for a form without a scroll view.
    public static let viewShift = BuiltInStrategy(
        name: "view-shift", summary: "move the root view up by exactly what the keyboard covers of the first responder",
        source: "correct", expectedViolations: [], type: ViewShiftStrategy.self, make: { ViewShiftStrategy() })

    /// Every built-in strategy, seeded buggy ports first, in a fixed order.
    public static let all: [BuiltInStrategy] = [
        .naive, .insetTracking, .insetTrackingReset, .transform, .transformReset, .frameShrink, .frameShift,
        .tpKeyboardAvoiding, .iqKeyboardManager,
        .insetAdjusting, .layoutGuide, .dismissOnDrag, .viewShift,
    ]

    /// The built-in strategy called `name`, if any.
    public static func named(_ name: String) -> BuiltInStrategy? {
        all.first { $0.name == name }
    }
}
