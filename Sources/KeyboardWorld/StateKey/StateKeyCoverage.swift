import Foundation

/// How a stored property of the world or one of its parts enters the state key and the saved state.
///
/// Every stored property of `World`, `View`, `ScrollView`, `TextField`, `PendingEvents`,
/// `PendingEvent`, `RunningAnimation`, `MotionRecord`, `KeyboardNotification`,
/// `KeyboardLayoutGuide`, `ProfileState` and `KeyboardNotificationCenter` is listed in ``StateKeyCoverage`` below;
/// `StateKeyCoverageTests` reflects on each type and fails when one is missing. When you add
/// state to the world, put it in the key (a field of a component in `World.StateKey.swift`,
/// filled in `World+StateKey.swift`) and in `World.SavedState`, and list it here as `keyed`; or
/// list it with the reason it cannot change what happens next.
enum StateCoverage: Equatable {
    /// In the key (possibly transformed, e.g. relative to now) and restored by `restoreState`.
    case keyed
    /// Fixed for the world's life: a constant, or set up once from the scenario.
    case constant
    /// Restored but not in the key: the reason says why it cannot change what happens next.
    case savedOnly(String)
    /// Neither in the key nor restored: the reason says why.
    case neither(String)
}

/// The coverage tables, one per type, by the names reflection gives stored properties.
enum StateKeyCoverage {
    static let world: [String: StateCoverage] = [
        "scenario": .constant,
        "invariants": .constant,
        "strategy": .constant,  // its state is the strategy's part of verify's key
        "storedOrientation": .keyed,
        "storedGeometry": .savedOnly("a function of the scenario's device and `orientation`"),
        "chrome": .neither(
            "a function of the scenario, the geometry and the additional safe-area insets, worked out when either is set"),
        "storedAdditionalSafeAreaInsets": .keyed,
        "storedKeyboardPlacement": .neither("a function of the keyboard's frame and the geometry, worked out when either is set"),
        "storedIsKeyboardFloating": .keyed,
        "storedIsRemoteKeyboardShown": .keyed,
        "storedInputMode": .keyed,
        "storedIsHardwareKeyboardAttached": .keyed,
        "storedFocusedIndex": .keyed,
        "storedKeyboardFrame": .keyed,
        "storedContentHeight": .keyed,
        "pending": .keyed,
        "storedNow": .savedOnly("the rules use due times relative to now; the key holds the clock when the strategy reads it"),
        "stepIndex": .savedOnly("names steps in traces only"),
        "nextWorkID": .savedOnly("ids only tell pending items apart; the key keeps them in scheduling order"),
        "animationCapture": .neither("nil between actions"),
        "traceContext": .neither("the trace's, nil between actions"),
        "lastWillNotification": .keyed,
        "isHiddenFieldArmed": .keyed,
        "motionRecord": .keyed,
        "storedActionCount": .savedOnly("numbers the steps violations are reported at"),
        "storedDidLastActionHaveEffect": .neither("about the last step, not the state"),
        "strategyDepth": .neither("0 between actions"),
        "runningCallback": .neither("nil between actions"),
        "scheduledByCallback": .neither("counts within one call of strategy code"),
        "runaway": .neither("reported at the end of its step, nil between actions"),
        "recorder": .neither("the trace's; verification runs untraced"),
        "storedHasStrategyReadClock": .neither("sticky on purpose: whether any explored path read the clock"),
        "profileState": .keyed,
        "coverageRecording": .neither("counts what cases exercised; verification runs without it"),
        "storedPageScrollView": .keyed,  // through `forEachKeyedView`
        "storedHeaderView": .keyed,  // through `forEachKeyedView`
        "storedFooterView": .keyed,  // through `forEachKeyedView`
        "storedFormView": .keyed,  // through `forEachKeyedView`
        "fieldRuns": .constant,  // built with the fields
        "fieldFrames": .constant,  // built with the fields
        "caretLines": .keyed,
        "storedIsCovered": .keyed,
        "controllerKeyboard": .keyed,
        "scrollViewControllerClassName": .constant,  // set once, before the case starts
        "storedIsOtherFieldFocused": .keyed,
        "focusBeforePush": .keyed,
        "notificationCenter": .keyed,  // its registrations
        "window": .constant,
        "screen": .constant,
        "host": .constant,
        "madeRootView": .keyed,  // through `forEachKeyedView`
        "madeScrollView": .keyed,  // through `forEachKeyedView`
        "unretainedRootView": .constant,  // `madeRootView`, unretained
        "unretainedScrollView": .constant,  // `madeScrollView`, unretained
        "madeFields": .constant,  // made when asked for, from the scenario
        "recentField": .constant,  // one of `madeFields`
        "madeTextFields": .constant,
        "geometryGeneration": .neither(
            "stamps what is kept from the views' places (placements, adjusted insets, tappable fields); moves on when they move"),
        "tappableFieldsKept": .neither("a kept answer of `tappableFieldSet`, stamped with what it was computed from"),
        "constraintLayout": .neither("a world with constraints has no state key (its constraints are the strategy's objects)"),
        "installedScreenConstraints": .neither("a world with constraints has no state key"),
        "viewControllerCallbacks": .constant,  // the strategy, cast once
        "lastRootSafeAreaInsets": .neither("a function of the views' places, noted at each layout pass for a view controller"),
        "lastLayoutStamp": .neither("what the last layout pass read, so that an unchanged one is skipped"),
    ]

    static let view: [String: StateCoverage] = [
        "world": .constant,
        "parent": .constant,
        "unretainedParent": .constant,  // `parent`, unretained
        "cachedPlacement": .neither("a cache of `windowPlacement`, good while `placementGeneration` is current"),
        "placementGeneration": .neither("the geometry generation `cachedPlacement` was computed at"),
        "role": .constant,
        "storedSubviews": .constant,  // the hierarchy is built with the screen
        "madeKeyboardLayoutGuide": .keyed,  // its three settings
        "untransformedFrame": .keyed,
        "storedTransform": .keyed,
    ]

    static let scrollView: [String: StateCoverage] = [
        "storedContentInset": .keyed,
        "storedVerticalScrollIndicatorInsets": .keyed,
        "storedContentSize": .keyed,
        "storedContentOffset": .keyed,
        "storedContentInsetAdjustmentBehavior": .keyed,
        "storedKeyboardDismissMode": .keyed,
        "storedAlwaysBounceVertical": .keyed,
        "storedKeyboardBottomInsetAdjustment": .keyed,
        "insetInputsGeneration": .neither("stamps `keptAdjustedInset`; moves on at every set of what it depends on"),
        "keptAdjustedInset": .neither("a kept `adjustedContentInset`, stamped with what it was computed from"),
    ]

    static let textField: [String: StateCoverage] = [
        "world": .constant,
        "index": .constant,
        "frame": .constant,
        "keyboardType": .neither("the screen's, unless a view controller's code sets it: such worlds have no key"),
        "hasInputAccessoryView": .neither("the screen's, unless a view controller's code sets it: such worlds have no key"),
        "pendingInputTraits": .neither("set only by a view controller's code: such worlds have no key"),
        "isTextView": .constant,
        "holder": .constant,
        "enclosingScrollView": .constant,  // found from the holder
    ]

    static let pendingEvents: [String: StateCoverage] = [
        "events": .keyed,
        "blocks": .savedOnly("closures: one pending makes the key nil"),
        "completions": .savedOnly("closures: one pending makes the key nil"),
        "labels": .savedOnly("the trace's"),
        "nextSequence": .savedOnly("absolute; the key lists events in scheduling order"),
        "nextTurnCount": .savedOnly("counts the events in the key"),
        "keyboardCount": .savedOnly("counts the events in the key"),
        "lastKeyboardDue": .keyed,
    ]

    static let pendingEvent: [String: StateCoverage] = [
        "due": .keyed,  // relative to now
        "sequence": .keyed,  // as the order of the key's events
        "isNextTurn": .keyed,
        "kind": .keyed,
    ]

    static let runningAnimation: [String: StateCoverage] = [
        "id": .savedOnly("identity only, never reused within a world"),
        "properties": .keyed,
        "hasCompletion": .keyed,  // true makes the key nil
        "finished": .keyed,
    ]

    static let keyboardNotification: [String: StateCoverage] = [
        "name": .keyed,
        "frameBegin": .keyed,
        "frameEnd": .keyed,
        "animationDuration": .keyed,
        "isLocal": .keyed,
        "animationCurve": .keyed,
        "object": .keyed,
    ]

    static let motionRecord: [String: StateCoverage] = [
        "field": .keyed,
        "windowY": .keyed,
        "contentOffsetY": .keyed,
        "pageOffsetY": .keyed,
        "displacement": .keyed,
        "formForced": .keyed,
        "pageForced": .keyed,
    ]

    static let keyboardLayoutGuide: [String: StateCoverage] = [
        "owningView": .constant,
        "followsUndockedKeyboard": .keyed,
        "usesBottomSafeArea": .keyed,
        "keyboardDismissPadding": .keyed,
    ]

    static let profileState: [String: StateCoverage] = [
        "hasShownLocalKeyboard": .keyed,
        "isQuickTypeBarScheduled": .keyed,
        "hasQuickTypeBarArrived": .keyed,
    ]

    static let notificationCenter: [String: StateCoverage] = [
        "attachedWorld": .constant,  // set once by the world
        "observers": .keyed,  // the strategy's registrations; any other observer makes the key nil
        "isClassic": .keyed,
    ]
}
