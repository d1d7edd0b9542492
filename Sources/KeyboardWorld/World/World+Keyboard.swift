import Foundation

extension World {
    /// Where the on-screen keyboard (ours or another app's) is.
    public var keyboardPlacement: KeyboardPlacement { storedKeyboardPlacement }

    /// The full software keyboard height for a field of `keyboardType` (docs/classic-world.md §2).
    func softwareKeyboardHeight(keyboardType: KeyboardType, hasAccessoryView: Bool) -> CGFloat {
        let numberPad = keyboardType == .numberPad && scenario.device.isPhone
        var height = geometry.keyboardBase
        if !numberPad && inputMode != .noPredictive { height += geometry.predictiveBar }
        if !numberPad && inputMode == .emoji { height += 8 }
        if hasAccessoryView { height += TextFieldSpec.accessoryHeight }
        return height
    }

    /// The full software keyboard height for `field`.
    func softwareKeyboardHeight(for field: TextField) -> CGFloat {
        softwareKeyboardHeight(keyboardType: field.keyboardType, hasAccessoryView: field.hasInputAccessoryView)
    }

    /// The keyboard's frame for a field: with a hardware keyboard low, so that only the hardware
    /// bar and the accessory view are on screen (off screen when that is 0; under
    /// `hardwareFrame = visibleOnly` only that visible part); floating (iPad, undocked) 320x250
    /// in the screen's middle; else docked, `docked` points tall (the software height when nil).
    func keyboardFrame(keyboardType: KeyboardType, hasAccessoryView: Bool, docked: CGFloat? = nil) -> CGRect {
        let full = softwareKeyboardHeight(keyboardType: keyboardType, hasAccessoryView: hasAccessoryView)
        let screen = geometry.screenSize
        if isHardwareKeyboardAttached {
            let visible = geometry.hardwareBar + (hasAccessoryView ? TextFieldSpec.accessoryHeight : 0)
            let height = scenario.hardwareFrame == .visibleOnly ? visible : full
            return CGRect(x: 0, y: screen.height - visible, width: screen.width, height: height)
        }
        if isKeyboardFloating {
            return CGRect(x: (screen.width - 320) / 2, y: (screen.height - 250) / 2, width: 320, height: 250)
        }
        let height = docked ?? full
        return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    /// The keyboard's frame while `field` is focused (our keyboard: the event profiles' heights
    /// apply, `World+Profiles.swift`).
    func keyboardFrame(for field: TextField) -> CGRect {
        keyboardFrame(
            keyboardType: field.keyboardType, hasAccessoryView: field.hasInputAccessoryView,
            docked: profileDockedHeight(for: field))
    }

    /// Another app's keyboard: a default keyboard without accessory, in the system's current state.
    func remoteKeyboardFrame() -> CGRect {
        keyboardFrame(keyboardType: .default, hasAccessoryView: false)
    }

    /// `frame` just below the screen: where a keyboard comes from and goes to.
    func offscreen(like frame: CGRect) -> CGRect {
        CGRect(x: frame.origin.x, y: geometry.screenSize.height, width: frame.size.width, height: frame.size.height)
    }

    /// Posts the transition to the focused field's keyboard (our field takes over another app's),
    /// as the event profiles post it (`World+Profiles.swift`).
    func transitionToFocusedKeyboard() {
        guard let index = focusedIndex else { return }
        isRemoteKeyboardShown = false
        showLocalKeyboard(for: textField(at: index))
    }

    /// Posts the transition from the current keyboard frame to `target`, when either is on
    /// screen (docked or floating); a keyboard coming on screen starts below it, one leaving
    /// ends below it. With neither on screen nothing is posted (docs/classic-world.md §5).
    func transition(to target: CGRect, isLocal: Bool) {
        var begin = keyboardFrame
        var end = target
        let beginShown = keyboardPlacement != .hidden
        let endShown = KeyboardPlacement(frame: end, screenSize: geometry.screenSize) != .hidden
        guard beginShown || endShown else {
            keyboardFrame = end
            return
        }
        if !beginShown { begin = offscreen(like: end) }
        if !endShown { end = offscreen(like: begin) }
        postTransition(from: begin, to: end, isLocal: isLocal)
    }

    /// Posts a keyboard transition (docs/classic-world.md §5): will-change-frame and will-show/hide now,
    /// did-change-frame (when the frame changes) and did-show/hide queued until the keyboard
    /// animation ends: `animationDuration` from now, but never before the did-notifications
    /// queued earlier (an interrupted transition's arrive first, after the newer
    /// will-notifications).
    ///
    /// `reported` replaces the frames the notifications carry (an event profile's degenerate or
    /// misplaced frames); the keyboard itself goes to `end`, which decides will-show or will-hide.
    func postTransition(from begin: CGRect, to end: CGRect, isLocal: Bool = true, reported: ReportedFrames? = nil) {
        let rearms = isHiddenFieldArmed || scenario.world != .device || isFocusedFieldInView
        keyboardFrame = end
        if rearms { isHiddenFieldArmed = true }
        noteMotionStart()
        let shows = KeyboardPlacement(frame: end, screenSize: geometry.screenSize) == .docked
        let info = KeyboardNotification(
            name: .keyboardWillChangeFrame, frameBegin: reported?.begin ?? begin,
            frameEnd: reported?.end ?? end,
            animationDuration: begin.isIdentical(to: end) ? 0 : 0.25, isLocal: isLocal,
            animationCurve: reported?.curve ?? KeyboardNotification.keyboardCurve,
            object: scenario.notificationObject == .screen ? .main : nil)
        // Queue first: a handler that starts a newer transition queues its own after these.
        let ends = now + VirtualTime(seconds: info.animationDuration)
        let due = pending.latestKeyboardDue.map { Swift.max($0, ends) } ?? ends
        if !begin.isIdentical(to: end) { queueDidNotification(info.renamed(.keyboardDidChangeFrame), due: due) }
        queueDidNotification(info.renamed(shows ? .keyboardDidShow : .keyboardDidHide), due: due)
        let will = info.renamed(shows ? .keyboardWillShow : .keyboardWillHide)
        deliver(info, late: false)
        // A will-change-frame handler that started a newer transition (endEditing from it, say)
        // superseded this one: its will-show/hide would announce a frame already gone.
        guard keyboardFrame.isIdentical(to: end) else { return }
        lastWillNotification = will
        deliver(will, late: false)
    }

    /// Queues a did-notification, due at `due`.
    private func queueDidNotification(_ note: KeyboardNotification, due: VirtualTime) {
        pending.append(due: due, isNextTurn: false, kind: .keyboard(note))
    }

    /// Calls the registered observers' handlers for `note` (the strategy, classically; a
    /// table or collection view controller's own avoidance first: World+ScrollViewController.swift).
    func deliver(_ note: KeyboardNotification, late: Bool) {
        let outerContext = traceContext
        if let recorder {
            recorder.events.append(.notification(note, late: late))
            traceContext = note.name.rawValue
        }
        if scenario.shape.isScrollViewController || controllerKeyboard.isRegistered { controllerObserve(note) }
        let outer = enterStrategyCode(.notification(note.name))
        defer {
            leaveStrategyCode(outer)
            if recorder != nil { traceContext = outerContext }
        }
        if notificationCenter.isClassic {
            Self.call(strategy, note, host)
        } else {
            for observer in notificationCenter.observers(of: note.name) { Self.call(observer, note, host) }
        }
    }

    /// Calls `observer`'s handler for `note`.
    private static func call(_ observer: any KeyboardAvoidanceStrategy, _ note: KeyboardNotification, _ host: KeyboardHost) {
        switch note.name {
        case .keyboardWillShow: observer.keyboardWillShow(note, host: host)
        case .keyboardDidShow: observer.keyboardDidShow(note, host: host)
        case .keyboardWillHide: observer.keyboardWillHide(note, host: host)
        case .keyboardDidHide: observer.keyboardDidHide(note, host: host)
        case .keyboardWillChangeFrame: observer.keyboardWillChangeFrame(note, host: host)
        case .keyboardDidChangeFrame: observer.keyboardDidChangeFrame(note, host: host)
        }
    }

    /// `inputMode(m)`: while our keyboard is on screen, a transition to the new height (posted
    /// even when the frame does not change). An iPhone number pad has no emoji plane.
    func switchInputMode(to mode: InputMode) -> Bool {
        guard keyboardPlacement != .hidden, let index = focusedIndex, mode != inputMode else { return false }
        let field = textField(at: index)
        if mode == .emoji && scenario.device.isPhone && field.keyboardType == .numberPad { return false }
        inputMode = mode
        postTransition(from: keyboardFrame, to: keyboardFrame(for: field))
        return true
    }

    /// The focused field reloaded its input views with new traits: its keyboard moves to the
    /// height they give (nothing while another app's keyboard or none is up).
    func reloadKeyboard(for field: TextField) {
        guard focusedIndex == field.index, !isRemoteKeyboardShown else { return }
        let target = keyboardFrame(for: field)
        guard target != keyboardFrame else { return }
        transition(to: target, isLocal: true)
    }

    /// `undock` (`true`) / `dock`: on `pad`, with our software keyboard up, the keyboard floats
    /// (will-change-frame + will-hide) or docks again (will-change-frame + will-show).
    func setFloating(_ floating: Bool) -> Bool {
        guard scenario.device == .pad, let index = focusedIndex, !isHardwareKeyboardAttached,
            floating != isKeyboardFloating,
            keyboardPlacement == (floating ? .docked : .floating)
        else { return false }
        isKeyboardFloating = floating
        postTransition(
            from: keyboardFrame, to: keyboardFrame(for: textField(at: index)),
            reported: floating ? undockReport(from: keyboardFrame) : nil)
        return true
    }

    /// `remoteKeyboard(show)`: on an iPad, while no field of ours is focused, another app's
    /// keyboard shows or hides; its notifications carry `isLocal == false`.
    func showRemoteKeyboard(_ show: Bool) -> Bool {
        guard !scenario.device.isPhone, focusedIndex == nil, show != isRemoteKeyboardShown else { return false }
        if show {
            guard keyboardPlacement == .hidden else { return false }
            isRemoteKeyboardShown = true
            transition(to: remoteKeyboardFrame(), isLocal: false)
        } else {
            isRemoteKeyboardShown = false
            transition(to: offscreen(like: keyboardFrame), isLocal: false)
        }
        return true
    }
}
