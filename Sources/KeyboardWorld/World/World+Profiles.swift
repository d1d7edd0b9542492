import Foundation

/// Frames a notification reports instead of the keyboard's real ones: the degenerate and
/// misplaced frames devices post (docs/world-rules.md, "Event profiles"). The world's own
/// keyboard (the visible band, the layout guide, the invariants) follows the real frames.
struct ReportedFrames {
    /// The reported begin frame; nil: the real one.
    var begin: CGRect? = nil
    var end: CGRect
    /// The reported animation curve; nil: the keyboard's (7).
    var curve: Int? = nil
}

/// What the event profiles remember within one case.
struct ProfileState {
    /// Whether our keyboard has docked on screen yet (a third-party keyboard's burst comes once).
    var hasShownLocalKeyboard = false
    /// Whether the late QuickType bar's arrival has been scheduled (it comes once).
    var isQuickTypeBarScheduled = false
    /// Whether the late QuickType bar has arrived: from then on the keyboard has its full height.
    var hasQuickTypeBarArrived = false
}

/// The event profiles: how real devices post what the classic world posts as one idealised
/// transition (docs/world-rules.md, "Event profiles"). Every rule here is off at its classic
/// value, where the world is the classic world (docs/classic-world.md).
extension World {
    /// How much taller a third-party keyboard is than the system keyboard (282 - 260 on a
    /// 375x667 phone, cordova-plugin-ionic-keyboard #13).
    static let thirdPartyExtraHeight: CGFloat = 22

    /// The docked height our keyboard has for `field` under the profiles, nil for the classic
    /// height: a third-party keyboard is taller; before the late QuickType bar arrives the
    /// keyboard lacks the predictive bar.
    func profileDockedHeight(for field: TextField) -> CGFloat? {
        switch scenario.keyboardKind {
        case .thirdParty, .thirdPartyTwoStep:
            return softwareKeyboardHeight(for: field) + Self.thirdPartyExtraHeight
        case .system:
            guard isQuickTypeBarLate(for: field) else { return nil }
            return softwareKeyboardHeight(for: field) - geometry.predictiveBar
        }
    }

    /// Whether `field`'s keyboard still waits for a late QuickType bar (phones; fields whose
    /// keyboard has a predictive bar).
    private func isQuickTypeBarLate(for field: TextField) -> Bool {
        scenario.quickTypeBar != .withShow && scenario.device.isPhone && !profileState.hasQuickTypeBarArrived
            && field.keyboardType != .numberPad && inputMode != .noPredictive
    }

    /// Posts what focusing `field` (or a hardware keyboard's change) posts for our keyboard: the
    /// classic transition, a third-party keyboard's first-show burst, the late QuickType bar's
    /// scheduling, or an iPhone hardware keyboard's will-hide.
    func showLocalKeyboard(for field: TextField) {
        let target = keyboardFrame(for: field)
        let fromHidden = keyboardPlacement == .hidden
        let docks = KeyboardPlacement(frame: target, screenSize: geometry.screenSize) == .docked
        let software = !isHardwareKeyboardAttached && !isKeyboardFloating
        let firstShow = fromHidden && docks && software && !profileState.hasShownLocalKeyboard
        if fromHidden && docks && software { profileState.hasShownLocalKeyboard = true }
        if firstShow && scenario.keyboardKind != .system {
            postShowBurst(for: field, tall: target)
            return
        }
        transition(to: target, isLocal: true)
        if fromHidden && !docks {
            postPhoneHardwareHide(for: field)
        } else if fromHidden && docks && software && isQuickTypeBarLate(for: field)
            && !profileState.isQuickTypeBarScheduled
        {
            scheduleQuickTypeBar()
        }
    }

    // MARK: Third-party keyboards

    /// A third-party keyboard's first show: two or three will-show transitions back to back
    /// (tall, base, tall; or base, tall), each queueing its own did-notifications. A handler that
    /// resigns the field or moves the keyboard ends the burst.
    private func postShowBurst(for field: TextField, tall: CGRect) {
        let accessory = field.hasInputAccessoryView ? TextFieldSpec.accessoryHeight : 0
        let base = keyboardFrame(
            keyboardType: field.keyboardType, hasAccessoryView: field.hasInputAccessoryView,
            docked: geometry.keyboardBase + accessory)
        let steps = scenario.keyboardKind == .thirdParty ? [tall, base, tall] : [base, tall]
        traceEvent(.world("third-party keyboard: its first show posts \(steps.count) will-show transitions"))
        let index = field.index
        for (n, step) in steps.enumerated() {
            if n > 0 {
                guard focusedIndex == index, keyboardFrame == steps[n - 1] else { return }
            }
            transition(to: step, isLocal: true)
        }
    }

    // MARK: QuickType bar

    /// Schedules the late QuickType bar: it arrives when the show's did-notifications are
    /// delivered, right after them.
    private func scheduleQuickTypeBar() {
        profileState.isQuickTypeBarScheduled = true
        let due = pending.latestKeyboardDue ?? now
        traceEvent(.world("the QuickType bar is not there yet: it arrives when the show ends"))
        pending.append(due: due, isNextTurn: false, kind: .system(.quickTypeBarArrives))
    }

    /// The late bar arrives: while our software keyboard is docked, a transition to the full
    /// height (under `lateAboveScreen` reported with an end frame entirely above the screen).
    func quickTypeBarArrives() {
        profileState.hasQuickTypeBarArrived = true
        guard let index = focusedIndex, keyboardPlacement == .docked, !isHardwareKeyboardAttached,
            !isKeyboardFloating, !isRemoteKeyboardShown
        else { return }
        let target = keyboardFrame(for: textField(at: index))
        guard target != keyboardFrame else { return }
        var reported: ReportedFrames?
        if scenario.quickTypeBar == .lateAboveScreen {
            reported = ReportedFrames(
                end: CGRect(
                    x: target.origin.x, y: -target.size.height,
                    width: target.size.width, height: target.size.height))
        }
        postTransition(from: keyboardFrame, to: target, reported: reported)
    }

    // MARK: Hardware keyboards on iPhone

    /// An iPhone with a hardware keyboard and nothing of the keyboard on screen posts a
    /// will-change-frame and a will-hide on focus changes and resigns: begin and end both the
    /// off-screen software frame, so the duration is 0 and only did-hide follows.
    func postPhoneHardwareHide(for field: TextField) {
        guard scenario.phoneHardwareHides, scenario.device.isPhone, isHardwareKeyboardAttached,
            keyboardPlacement == .hidden
        else { return }
        let screen = geometry.screenSize
        let frame = CGRect(x: 0, y: screen.height, width: screen.width, height: softwareKeyboardHeight(for: field))
        traceEvent(.world("iPhone with a hardware keyboard: a will-hide although nothing is on screen"))
        postTransition(from: frame, to: frame)
    }

    // MARK: Dismissal

    /// Posts the hide of a dismissal: to `CGRect.zero` for the classic interactive release
    /// (`zeroRect`), with a zero-height end frame when a drag began under `.onDrag`, else off
    /// screen, reported as `degenerateFrames` says.
    func postDismissal(zeroRect: Bool, dragBegan: Bool) {
        let begin = keyboardFrame
        if zeroRect {
            postTransition(from: begin, to: .zero)
            return
        }
        var reportedEnd: CGRect?
        if dragBegan {
            reportedEnd = CGRect(x: begin.origin.x, y: geometry.screenSize.height, width: begin.size.width, height: 0)
        } else {
            switch scenario.degenerateFrames {
            case .tidy: reportedEnd = nil
            case .zeroOnHide: reportedEnd = .zero
            case .nullOnHide: reportedEnd = .null
            }
        }
        postTransition(from: begin, to: offscreen(like: begin), reported: reportedEnd.map { ReportedFrames(end: $0) })
    }

    /// What undocking reports under degenerate frames (a menu undock, SO 10749311): begin at the
    /// screen's top, end above it by all but 40 pt, curve 0. Nil when frames are tidy.
    func undockReport(from docked: CGRect) -> ReportedFrames? {
        guard scenario.degenerateFrames != .tidy else { return nil }
        let h = docked.size.height
        return ReportedFrames(
            begin: CGRect(x: 0, y: 0, width: docked.size.width, height: h),
            end: CGRect(x: 0, y: -(h - 40), width: docked.size.width, height: h), curve: 0)
    }

    // MARK: Rotation

    /// `rotationStyle = hideFirst`: the hide, posted while the views still have the old geometry,
    /// completes at once (its did-notifications, and older queued ones, are delivered before the
    /// geometry changes).
    func hideBeforeRotating(isLocal: Bool) {
        traceEvent(.world("rotation: the keyboard hides before the views rotate"))
        postTransition(from: keyboardFrame, to: offscreen(like: keyboardFrame), isLocal: isLocal)
        deliverKeyboardNotificationsNow()
    }

    /// Delivers every queued did-notification now, oldest first.
    private func deliverKeyboardNotificationsNow() {
        var turns = 0
        while turns < Self.maximumTurnsPerWait, let index = indexOfEarliestKeyboardEvent() {
            turns += 1
            guard case .keyboard(let note) = pending.remove(at: index).kind else { continue }
            if coverageRecording != nil { noteCoverageDelivery(note) }
            deliver(note, late: true)
        }
    }

    private func indexOfEarliestKeyboardEvent() -> Int? {
        guard pending.keyboardCount > 0 else { return nil }
        var best: Int?
        for (i, event) in pending.events.enumerated() {
            guard case .keyboard = event.kind else { continue }
            if let b = best {
                let other = pending.events[b]
                if event.due < other.due || (event.due == other.due && event.sequence < other.sequence) { best = i }
            } else {
                best = i
            }
        }
        return best
    }

    // MARK: Inset adjustment

    /// Whether `.automatic` adds the vertical safe-area insets (Apple's `.automatic` and
    /// `.scrollableAxes` docs): always for the content view of a navigation or tab bar
    /// controller's child, otherwise only when the content is taller than the scroll view or it
    /// always bounces vertically.
    func adjustsVerticalSafeArea(contentHeight: CGFloat, height: CGFloat, bouncesVertically: Bool) -> Bool {
        scenario.inContainer || bouncesVertically || contentHeight > height
    }
}
