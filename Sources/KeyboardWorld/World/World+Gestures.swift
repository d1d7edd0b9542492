import Foundation

extension World {
    /// A user pan: never begins when the valid range is empty; otherwise the drag hook, then the move.
    func drag(by dy: CGFloat) -> Bool {
        guard panCanBegin() else { return false }
        callStrategy(.handler("scrollViewWillBeginDragging")) { $0.scrollViewWillBeginDragging(scrollView, host: host) }
        if scrollView.keyboardDismissMode == .onDrag, focusedIndex != nil {
            traceEvent(.world("keyboardDismissMode .onDrag: the drag dismisses the keyboard"))
            _ = dismissFocus(dragBegan: true)
        }
        let after = scrollView.validOffsetRange
        let before = scrollView.contentOffset.y
        stopScrollAnimations()  // the user's touch stops a scroll animation
        scrollView.contentOffset.y = clamp(before + dy, after.minY, after.maxY)
        traceEvent(.world("user drag: contentOffset.y \(TraceFormat.number(before)) → \(TraceFormat.number(scrollView.contentOffset.y))"))
        if let page = pageScrollView { dragPage(page, by: dy - (scrollView.contentOffset.y - before)) }
        isHiddenFieldArmed = false
        motionRecord = nil
        return true
    }

    /// The rest of a drag the nested form's scroll view could not take moves the page (the pan
    /// carries on in the enclosing scroll view once the inner one reaches its end).
    private func dragPage(_ page: ScrollView, by rest: CGFloat) {
        let range = page.validOffsetRange
        guard rest != 0, range.maxY > range.minY else { return }
        let before = page.contentOffset.y
        page.contentOffset.y = clamp(before + rest, range.minY, range.maxY)
        traceEvent(
            .world(
                "the drag carries on in pageScrollView: contentOffset.y \(TraceFormat.number(before)) → \(TraceFormat.number(page.contentOffset.y))"
            ))
    }

    /// `dragDismiss(zeroRect)`: with `keyboardDismissMode = .interactive`, our docked software
    /// keyboard up and a pan that can begin, the drag hook runs and nothing is posted while the
    /// finger moves the keyboard (the offset stays); on release the field resigns and the hide
    /// transition ends at `CGRect.zero` when `zeroRect`, as UIKit sometimes sends.
    /// Under `.onDrag` a drag is a `scroll` (it dismisses as it begins): no interactive dismissal.
    func dragDismiss(zeroRect: Bool) -> Bool {
        guard focusedIndex != nil, keyboardPlacement == .docked, !isHardwareKeyboardAttached,
            scrollView.keyboardDismissMode != .onDrag, panCanBegin()
        else { return false }
        callStrategy(.handler("scrollViewWillBeginDragging")) { $0.scrollViewWillBeginDragging(scrollView, host: host) }
        traceEvent(.world("interactive dismissal: the keyboard follows the finger, nothing is posted until release"))
        _ = dismissFocus(zeroRect: zeroRect)  // nothing to do if the drag hook already dismissed
        isHiddenFieldArmed = false
        motionRecord = nil
        return true
    }

    /// `dragCancel`: with `keyboardDismissMode = .interactive`, our docked software keyboard up and
    /// a pan that can begin, the user drags the keyboard down and pulls it back up: the drag hook
    /// runs, the keyboard stays where it was and nothing is posted (no source reports a
    /// notification for a cancelled interactive dismissal; docs/world-rules.md).
    func dragCancel() -> Bool {
        guard focusedIndex != nil, keyboardPlacement == .docked, !isHardwareKeyboardAttached,
            scrollView.keyboardDismissMode == .interactive, panCanBegin()
        else { return false }
        callStrategy(.handler("scrollViewWillBeginDragging")) { $0.scrollViewWillBeginDragging(scrollView, host: host) }
        stopScrollAnimations()
        traceEvent(.world("interactive drag pulled back up: the keyboard stays, nothing is posted"))
        return true
    }

    /// Whether a pan can begin (a non-empty valid range, as without `alwaysBounceVertical`; in
    /// the form's scroll view, or the page holding it); never on a form without a scroll view.
    private func panCanBegin() -> Bool {
        guard scenario.shape != .plainForm else {
            traceEvent(.world("pan does not begin: the form has no scroll view"))
            return false
        }
        guard formHasRoomToScroll else {
            traceEvent(.world("pan does not begin: the valid offset range is empty"))
            return false
        }
        return true
    }

    /// Whether a user's pan on the form can begin (docs/classic-world.md §6's precondition of `scroll`):
    /// the form has a scroll view, one of the scroll views holding it has room to scroll, and no
    /// other screen covers this one. What the generator asks before every action, answered
    /// without handing out the scroll view.
    public var canPanForm: Bool {
        !isCovered && scenario.shape != .plainForm && formHasRoomToScroll
    }

    /// Whether the form's scroll view, or the page holding it, has room to scroll: a valid
    /// offset range of more than one offset.
    private var formHasRoomToScroll: Bool {
        let range = withUnretainedViews { _, form in form.validOffsetRange }
        if range.maxY > range.minY { return true }
        guard let page = pageScrollView else { return false }
        let pageRange = page.validOffsetRange
        return pageRange.maxY > pageRange.minY
    }

    /// Toggles the orientation: geometry first (the root view reset to the window's bounds, the
    /// other views autoresized, or reset to their layout frames under `layout = constraints`),
    /// `viewDidLayoutSubviews`, then the keyboard's transition from the old frame to the new one
    /// (under `rotationStyle = hideShow`: the hide transition, then the show transition; under
    /// `hideFirst` the hide comes before the geometry changes, `World+Profiles.swift`).
    func rotate() -> Bool {
        guard scenario.device.rotates else { return false }
        if let callbacks = viewControllerCallbacks {
            let turned = DeviceGeometry(device: scenario.device, orientation: orientation.toggled).windowFrame.size
            callStrategy(.handler("viewWillTransition")) { _ in callbacks.viewWillTransition(toSize: turned, host: host) }
        }
        let isLocal = !isRemoteKeyboardShown
        let hidesFirst = scenario.rotationStyle == .hideFirst && keyboardPlacement != .hidden
        if hidesFirst { hideBeforeRotating(isLocal: isLocal) }
        let wasShown = keyboardPlacement != .hidden
        let oldFrame = keyboardFrame
        let oldBaselines = baselineFrames
        let oldScreen = geometry.screenSize
        orientation = orientation.toggled
        geometry = DeviceGeometry(device: scenario.device, orientation: orientation)
        keyboardFrame = Self.turned(keyboardFrame, from: oldScreen, to: geometry.screenSize)
        motionRecord = nil
        relayout(from: oldBaselines)
        traceEvent(
            .world(
                "rotated to \(orientation.rawValue): screen \(TraceFormat.size(geometry.screenSize)), scrollView.frame \(TraceFormat.rect(scrollView.frame))"
            ))
        callStrategy(.handler("viewDidLayoutSubviews")) { $0.viewDidLayoutSubviews(host: host) }
        guard wasShown else {
            // After a hide-first rotation the keyboard shows again, unless a will-hide handler resigned.
            if hidesFirst, let target = currentKeyboardTarget() { transition(to: target, isLocal: isLocal) }
            return true
        }
        if scenario.rotationStyle == .hideShow {
            // The geometry has changed already: "off screen" is below the new screen.
            postTransition(from: oldFrame, to: offscreen(like: oldFrame), isLocal: isLocal)
            // A will-hide handler may have resigned the field (article 000 v4 calls endEditing).
            if let target = currentKeyboardTarget() { transition(to: target, isLocal: isLocal) }
        } else if let target = currentKeyboardTarget() {
            postTransition(from: oldFrame, to: target, isLocal: isLocal)
        }
        return true
    }

    /// Where a keyboard at `frame` on a screen of size `old` is once the screen has turned to
    /// `new`, before any transition moves it: the keyboard turns with the screen and keeps its
    /// place. A hidden one stays just below the screen; a docked one keeps its height and its
    /// distance from the bottom edge (a hardware keyboard's frame still reaches past it); a
    /// floating one stays centred. Read against the new screen, the old frame would put a hidden
    /// keyboard in view (docs/world-rules.md, "Rotation").
    static func turned(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
        switch KeyboardPlacement(frame: frame, screenSize: old) {
        case .hidden:
            return CGRect(x: frame.origin.x, y: new.height, width: frame.size.width, height: frame.size.height)
        case .docked:
            let fromBottom = old.height - frame.origin.y
            return CGRect(x: 0, y: new.height - fromBottom, width: new.width, height: frame.size.height)
        case .floating:
            return CGRect(
                x: (new.width - frame.size.width) / 2, y: (new.height - frame.size.height) / 2,
                width: frame.size.width, height: frame.size.height)
        }
    }

    /// The frame the keyboard on screen should have now: another app's, or the focused field's.
    private func currentKeyboardTarget() -> CGRect? {
        if isRemoteKeyboardShown { return remoteKeyboardFrame() }
        if isOtherFieldFocused { return otherScreenKeyboardFrame() }
        return focusedIndex.map { keyboardFrame(for: textField(at: $0)) }
    }

    /// Flexible width and height: the new frame keeps the old frame's per-edge differences from the layout frame.
    static func autoresized(_ frame: CGRect, from old: CGRect, to new: CGRect) -> CGRect {
        let left = new.origin.x + (frame.origin.x - old.origin.x)
        let top = new.origin.y + (frame.origin.y - old.origin.y)
        let right = new.origin.x + new.size.width + ((frame.origin.x + frame.size.width) - (old.origin.x + old.size.width))
        let bottom = new.bottomEdge + (frame.bottomEdge - old.bottomEdge)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `contentChange(dh)`: the content grows or shrinks (never above the last field's bottom,
    /// never beyond `Scenario.maximumContentHeight`); pinned content's `contentSize.height` follows.
    func changeContent(by dh: CGFloat) {
        contentHeight = Swift.min(Swift.max(scenario.lowestFieldBottom, contentHeight + dh), Scenario.maximumContentHeight)
        if scenario.content == .pinned {
            scrollView.contentSize.height = contentHeight
        }
        traceEvent(
            .world(
                "content height \(TraceFormat.number(contentHeight)), contentSize.height \(TraceFormat.number(scrollView.contentSize.height))"
            ))
        isHiddenFieldArmed = false
        motionRecord = nil
    }
}
