import Foundation

extension World {
    /// Everything about a world, between two actions, that what happens next depends on: two
    /// worlds of one scenario (and one invariant set) with equal keys, running strategies in
    /// equal states, show the same violations and reach equal keys after every action.
    ///
    /// The key is the words a ``StateKeyWriter`` received, in parts:
    /// - part 0, `system`: orientation, keyboard frame and kind, input mode, focus, content
    ///   height, the last will-notification (`repost` posts it again), the invariants' own memory
    ///   (`hidden-field` armed, `needless-motion`'s record), and the clock when asked for;
    /// - part 1, `views`: per view of the screen, its frame, transform, and scroll state;
    /// - then one part per pending event, in scheduling order (which decides ties and the main
    ///   queue's order), its due time relative to now;
    /// - the last part, `pending`: how many events are pending and when the latest
    ///   did-notification is due.
    ///
    /// A new piece of world state joins the key as words of the part it belongs to (or a new
    /// part): write it in the component's `write...` function below and restore it in
    /// `World.SavedState`. What is left out, and why, is listed in `StateKeyCoverage.swift`; a test
    /// fails when a stored property is added to the world or its parts without being listed
    /// there, and the soundness test (`StateKeySoundnessTests`) fails when equal keys lead to
    /// different futures.
    public struct StateKey: Hashable, Sendable {
        /// Every word of the key.
        public let words: [UInt64]
        /// Where each part ends in ``words``.
        public let partEnds: [Int]
    }

    /// The world's state key between two actions (see ``StateKey``), or nil when a block or a
    /// completion the strategy scheduled is pending.
    ///
    /// Pending blocks are closures: what one does depends on what it captured (TPKeyboardAvoiding's
    /// 10 ms block captures the notification it was scheduled for, so two blocks from one line of
    /// code with equal strategy states can still differ). Nothing can compare them, so a state with
    /// one pending is never merged with another: nil. Running animations without a completion, the
    /// scroll view's own animations and did-notifications are plain values and are in the key.
    ///
    /// - Parameter includingAbsoluteTime: Whether the key holds the clock itself. The world's rules
    ///   depend only on due times relative to now, so by default two worlds at different times
    ///   merge; a strategy that reads `host.currentTime` (``hasStrategyReadClock``) can depend on
    ///   the time itself, and needs it in the key.
    public func stateKey(includingAbsoluteTime: Bool = false) -> StateKey? {
        var writer = StateKeyWriter()
        guard writeStateKey(into: &writer, includingAbsoluteTime: includingAbsoluteTime) else { return nil }
        return StateKey(words: writer.words, partEnds: writer.partEnds)
    }

    /// Writes the state key (see ``stateKey(includingAbsoluteTime:)``) into `writer`, part by
    /// part, allocating nothing once the writer's buffers have grown.
    ///
    /// With a `baseline` (a state this world was in, then ran actions from), a part known to
    /// equal the baseline's is left empty and marked as repeating it (`writer.partSources`): the
    /// views when every view's saved state is equal, and each pending event the baseline already
    /// had, when the clock has not moved (an event never changes once scheduled, and its
    /// scheduling number is never reused within a world's history). The baseline's own key must
    /// have been written without a baseline, for its part indices.
    /// - Returns: False, having written nothing, when a strategy block or completion is pending,
    ///   or when the screen has constraints (Auto Layout's state is the constraints' objects).
    public func writeStateKey(
        into writer: inout StateKeyWriter, includingAbsoluteTime: Bool = false,
        baseline: SavedState? = nil
    ) -> Bool {
        guard !pending.holdsStrategyCode else { return false }
        // Constraints, and a view controller's objects, are a strategy's own and change with
        // it: not compared across worlds.
        guard !hasViewControllerLayout else { return false }
        writeSystemKey(into: &writer)
        // Who hears the keyboard: a registration of any object but the strategy cannot be
        // compared across worlds (never merged).
        guard notificationCenter.writeStateKey(into: &writer, strategy: strategy) else { return false }
        if includingAbsoluteTime { writer.write(now, "clock") }
        writer.endPart()
        if let baseline, viewsEqual(baseline) {
            writer.endPart(repeating: 1)
        } else {
            forEachKeyedView { $0.writeStateKey(into: &writer) }
            writer.endPart()
        }
        writePendingKey(into: &writer, baseline: baseline?.now == now ? baseline : nil)
        return true
    }

    /// Calls `body` with each view whose state is in the key and in a saved state, root first.
    func forEachKeyedView(_ body: (View) -> Void) {
        body(rootView)
        body(scrollView)
        // The screen's other views (which exist is fixed by the scenario's shape).
        if let pageScrollView { body(pageScrollView) }
        if let headerView { body(headerView) }
        if let footerView { body(footerView) }
        if let formView { body(formView) }
    }

    private func writeSystemKey(into writer: inout StateKeyWriter) {
        writer.write(orientation == .portrait ? 0 : 1, "orientation")
        writer.write(keyboardFrame, "keyboardFrame")
        writer.write(isKeyboardFloating, "isKeyboardFloating")
        writer.write(isRemoteKeyboardShown, "isRemoteKeyboardShown")
        writer.write(isHardwareKeyboardAttached, "isHardwareKeyboardAttached")
        writer.write(inputMode.stateKeyCode, "inputMode")
        writer.write(focusedIndex ?? -1, "focusedIndex")
        writer.write(contentHeight, "contentHeight")
        writer.write(additionalSafeAreaInsets, "additionalSafeAreaInsets")
        writer.write(lastWillNotification != nil, "lastWillNotification?")
        if let lastWillNotification { writer.write(lastWillNotification, "lastWillNotification") }
        writer.write(isHiddenFieldArmed, "isHiddenFieldArmed")
        writer.write(motionRecord != nil, "motionRecord?")
        if let motionRecord {
            writer.write(motionRecord.field, "motionRecord.field")
            writer.write(motionRecord.windowY, "motionRecord.windowY")
            writer.write(motionRecord.contentOffsetY, "motionRecord.contentOffsetY")
            writer.write(motionRecord.pageOffsetY, "motionRecord.pageOffsetY")
            writer.write(motionRecord.displacement, "motionRecord.displacement")
            writer.write(motionRecord.formForced, "motionRecord.formForced")
            writer.write(motionRecord.pageForced, "motionRecord.pageForced")
        }
        // The screen: typing, the navigation stack, the event profiles' memory.
        writer.write(scenario.fields.count, "caretLines.count")
        for index in scenario.fields.indices { writer.write(caretLine(ofField: index), "caretLine") }
        writer.write(isCovered, "isCovered")
        writer.write(controllerKeyboard.isRegistered, "controllerKeyboard.isRegistered")
        writer.write(controllerKeyboard.isDisappearing, "controllerKeyboard.isDisappearing")
        writer.write(controllerKeyboard.lastAdjustment, "controllerKeyboard.lastAdjustment")
        writer.write(controllerKeyboard.isRemovalPending, "controllerKeyboard.isRemovalPending")
        writer.write(isOtherFieldFocused, "isOtherFieldFocused")
        writer.write(focusBeforePush ?? -1, "focusBeforePush")
        writer.write(profileState.hasShownLocalKeyboard, "profileState.hasShownLocalKeyboard")
        writer.write(profileState.isQuickTypeBarScheduled, "profileState.isQuickTypeBarScheduled")
        writer.write(profileState.hasQuickTypeBarArrived, "profileState.hasQuickTypeBarArrived")
    }

    /// One part per event in scheduling order (the order of `pending.events`), without ids or
    /// blocks, then a last part with the count and the latest did-notification's due time.
    private func writePendingKey(into writer: inout StateKeyWriter, baseline: SavedState?) {
        // Both queues are in scheduling order: walk the baseline's alongside.
        let inherited = baseline?.pendingEvents ?? []
        let firstNew = baseline?.pendingUpcomingSequence ?? 0
        var position = 0
        for event in pending.events {
            if event.sequence < firstNew {
                while position < inherited.count && inherited[position].sequence < event.sequence { position += 1 }
                if position < inherited.count && inherited[position].sequence == event.sequence {
                    writer.endPart(repeating: 2 + position)
                    continue
                }
            }
            // The due time and the event's kind in one word: due << 3 | kind << 1 | isNextTurn.
            let kind: Int64
            switch event.kind {
            case .keyboard: kind = 0
            case .animation: kind = 1
            case .work: kind = 2  // never written: a pending block makes the key nil
            case .system: kind = 3
            }
            writer.write(Int((event.due - now).microseconds &<< 3 | kind &<< 1 | (event.isNextTurn ? 1 : 0)), "event.due|kind|isNextTurn")
            switch event.kind {
            case .keyboard(let note):
                writer.write(note, "event.notification")
            case .animation(let animation):
                writer.write(UInt64(animation.properties.rawValue), "event.animation.properties")
                writer.write((animation.hasCompletion ? 2 : 0) | (animation.finished ? 1 : 0), "event.animation.hasCompletion|finished")
            case .system(let system):
                writer.write(system.stateKeyCode, "event.system")
            case .work:
                break
            }
            writer.endPart()
        }
        writer.write(pending.count, "pending.count")
        writer.write(pending.latestKeyboardDue.map { $0 - now } ?? VirtualTime(microseconds: .min), "pending.latestKeyboardDue")
        writer.endPart()
    }
}

extension View {
    /// Writes the view's part of the world's key: its untransformed frame and transform, and
    /// for a scroll view its scroll state.
    func writeStateKey(into writer: inout StateKeyWriter) {
        writer.write(untransformedFrame, "view.frame")
        writer.write(transform, "view.transform")
        // A guide nobody asked for has its defaults (written as such, so that a made one with the
        // defaults is the same state).
        let guide = madeKeyboardLayoutGuide
        writer.write(guide?.followsUndockedKeyboard ?? false, "view.keyboardLayoutGuide.followsUndockedKeyboard")
        writer.write(guide?.usesBottomSafeArea ?? true, "view.keyboardLayoutGuide.usesBottomSafeArea")
        writer.write(guide?.keyboardDismissPadding ?? 0, "view.keyboardLayoutGuide.keyboardDismissPadding")
        (self as? ScrollView)?.writeScrollStateKey(into: &writer)
    }
}

extension ScrollView {
    /// Writes what a scroll view adds to its view's key: insets, content size and offset.
    fileprivate func writeScrollStateKey(into writer: inout StateKeyWriter) {
        writer.write(contentInset, "scrollView.contentInset")
        writer.write(verticalScrollIndicatorInsets, "scrollView.verticalScrollIndicatorInsets")
        writer.write(contentSize.width, "scrollView.contentSize.width")
        writer.write(contentSize.height, "scrollView.contentSize.height")
        writer.write(contentOffset.x, "scrollView.contentOffset.x")
        writer.write(contentOffset.y, "scrollView.contentOffset.y")
        writer.write(keyboardDismissMode.stateKeyCode, "scrollView.keyboardDismissMode")
        writer.write(alwaysBounceVertical, "scrollView.alwaysBounceVertical")
        writer.write(contentInsetAdjustmentBehavior == .automatic, "scrollView.contentInsetAdjustmentBehavior")
        writer.write(keyboardBottomInsetAdjustment, "scrollView.keyboardBottomInsetAdjustment")
    }
}

extension StateKeyWriter {
    /// Writes every field of a notification, as the strategy would receive it again.
    mutating func write(_ note: KeyboardNotification, _ label: StaticString) {
        write(note.name.stateKeyCode << 1 | (note.isLocal ? 1 : 0), label)
        write(note.frameBegin, label)
        write(note.frameEnd, label)
        write(note.animationDuration.bitPattern, label, isNumber: true)
        write(note.animationCurve, label)
        write(note.object?.id ?? -1, label)
    }
}

extension InputMode {
    /// The mode's number in a state key (a switch: `allCases.firstIndex` would allocate).
    var stateKeyCode: Int {
        switch self {
        case .default: 0
        case .noPredictive: 1
        case .emoji: 2
        }
    }
}

extension KeyboardDismissMode {
    /// The mode's number in a state key.
    var stateKeyCode: Int {
        switch self {
        case .none: 0
        case .onDrag: 1
        case .interactive: 2
        }
    }
}

extension SystemEvent {
    /// The event's number in a state key.
    var stateKeyCode: Int {
        switch self {
        case .quickTypeBarArrives: 0
        case .viewDidAppear: 1
        case .viewDidDisappear: 2
        case .controllerRemovesKeyboardAdjustment: 3
        }
    }
}

extension KeyboardNotification.Name {
    /// The name's number in a state key.
    var stateKeyCode: Int {
        switch self {
        case .keyboardWillShow: 0
        case .keyboardDidShow: 1
        case .keyboardWillHide: 2
        case .keyboardDidHide: 3
        case .keyboardWillChangeFrame: 4
        case .keyboardDidChangeFrame: 5
        }
    }
}
