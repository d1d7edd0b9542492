import Foundation

/// The screen's lifecycle (docs/world-rules.md, "Lifecycle"): how it comes on screen, another
/// screen pushed over it and popped again, and what the keyboard does meanwhile.
extension World {
    /// Runs the screen's appearance at the start of the case, after registering the strategy
    /// for the keyboard notifications when it observes them from the start.
    ///
    /// - `onScreen` (classic): the screen appeared before the case began; its callbacks, and
    ///   everything they scheduled, run untraced before the clock starts, so a strategy that
    ///   registers itself there is registered.
    /// - `pushed`: `viewWillAppear` and `viewDidLayoutSubviews` in the push's turn, then
    ///   `viewDidAppear` in a turn of its own, traced before the first action.
    /// - `pushedWithKeyboardUp`: the previous screen's keyboard is docked; as the screen
    ///   appears its last field becomes first responder with the same keyboard, so nothing is
    ///   posted (freshOS/KeyboardLayoutGuide PR #9): the strategy must read the keyboard itself.
    func appear() {
        if strategy.observesKeyboardFromTheStart { notificationCenter.registerFromTheStart() }
        switch scenario.entry {
        case .onScreen:
            let recording = recorder
            recorder = nil
            appearanceCallbacks {}
            layoutPass()
            _ = runUntilIdle()
            recorder = recording
            // The case starts once the screen is settled.
            if pending.isEmpty { now = .zero }
        case .pushed:
            traceEvent(.world("the screen is pushed"))
            appearanceCallbacks {}
            layoutPass()
            drainMainQueue()
        case .pushedWithKeyboardUp:
            let last = scenario.fields.count - 1
            keyboardFrame = keyboardFrame(for: textField(at: last))
            traceEvent(
                .world(
                    "the screen is pushed while the keyboard is up (frame \(TraceFormat.rect(keyboardFrame))): field \(last) becomes first responder and nothing is posted"
                ))
            appearanceCallbacks {
                focusedIndex = last
                if textField(at: last).isTextView {
                    callStrategy(.fieldHandler("textViewDidBeginEditing", field: last)) {
                        $0.textViewDidBeginEditing(textField(at: last), host: host)
                    }
                } else {
                    // The push's own animation brings the screen in: the scroll is not animated.
                    beginEditing(last, animated: false)
                }
                isHiddenFieldArmed = focusedIndex != nil
            }
            layoutPass()
            drainMainQueue()
        }
    }

    /// `viewWillAppear`, then `during`, then `viewDidLayoutSubviews` (the layout of this turn);
    /// `viewDidAppear` comes in a later turn of the main queue, when the transition completes
    /// (docs/world-rules.md, "Lifecycle").
    private func appearanceCallbacks(_ during: () -> Void) {
        // A table or collection view controller's own `viewWillAppear` runs as its subclass's
        // calls `super`, first.
        if worldPlaysScrollViewController { controllerWillAppear() }
        callStrategy(.handler("viewWillAppear")) { $0.viewWillAppear(host: host) }
        during()
        // Auto Layout lays the views out in this turn, before the controller hears of it.
        if hasViewControllerLayout { layOutViewController(.willAlways) }
        callStrategy(.handler("viewDidLayoutSubviews")) { $0.viewDidLayoutSubviews(host: host) }
        enqueueSystemTurn(.viewDidAppear)
    }

    /// `push`: another screen (a search screen: one text field, focused as it appears) is
    /// pushed over this one. `viewWillDisappear`; this screen's first responder resigns as the
    /// other field takes the focus, whose keyboard transition reaches every registered observer
    /// (a strategy that forgot to unregister hears it); `viewDidDisappear` in a later turn, when
    /// the transition completes.
    func push() -> Bool {
        guard scenario.entry.isInNavigationStack, !isCovered else { return false }
        if worldPlaysScrollViewController { controllerWillDisappear() }
        callStrategy(.handler("viewWillDisappear")) { $0.viewWillDisappear(host: host) }
        isCovered = true
        focusBeforePush = focusedIndex
        if let old = focusedIndex {
            focusedIndex = nil
            endEditing(old)
        }
        motionRecord = nil
        traceEvent(.world("another screen is pushed: its text field becomes first responder"))
        isOtherFieldFocused = true
        isRemoteKeyboardShown = false
        transition(to: otherScreenKeyboardFrame(), isLocal: true)
        enqueueSystemTurn(.viewDidDisappear)
        return true
    }

    /// `pop`: the other screen goes. `viewWillAppear`; the field that was first responder at
    /// the push becomes first responder again (UIKit restores the responder of a screen shown
    /// again), else the other screen's field resigns; `viewDidLayoutSubviews`; `viewDidAppear` in
    /// a later turn.
    func pop() -> Bool {
        guard isCovered else { return false }
        traceEvent(.world("the other screen is popped"))
        isCovered = false
        let otherWasFocused = isOtherFieldFocused
        isOtherFieldFocused = false
        let restored = focusBeforePush
        focusBeforePush = nil
        appearanceCallbacks {
            if let restored {
                traceEvent(.world("field \(restored) becomes first responder again"))
                focus(restored)
            } else if otherWasFocused && keyboardPlacement != .hidden {
                postTransition(from: keyboardFrame, to: offscreen(like: keyboardFrame))
            }
        }
        return true
    }

    /// What an action does while another screen covers this one: nil when it behaves as usual
    /// (rotation, content changes, reposts, waits, `pop`), else whether it did
    /// anything. This screen's fields cannot be reached; `dismiss` resigns the other field; a
    /// hardware keyboard changes the other field's keyboard.
    func applyWhileCovered(_ action: Action) -> Bool? {
        switch action {
        case .rotate, .contentChange, .repost, .wait, .finishAnimation, .pop:
            return nil
        case .dismiss:
            guard isOtherFieldFocused else { return false }
            isOtherFieldFocused = false
            traceEvent(.world("the other screen's text field resigns"))
            if keyboardPlacement != .hidden { postTransition(from: keyboardFrame, to: offscreen(like: keyboardFrame)) }
            return true
        case .hardwareKeyboard(let on):
            guard on != isHardwareKeyboardAttached else { return false }
            isHardwareKeyboardAttached = on
            if isOtherFieldFocused { transition(to: otherScreenKeyboardFrame(), isLocal: true) }
            return true
        default:
            return false
        }
    }

    /// The other screen's keyboard: a default keyboard without accessory view.
    func otherScreenKeyboardFrame() -> CGRect {
        keyboardFrame(keyboardType: .default, hasAccessoryView: false)
    }
}
