import Foundation

extension World {
    /// A copy of everything a world changes while it runs, taken between two actions, to put the
    /// same world back there later (bounded verification explores every action from one state).
    ///
    /// Pending blocks and completions are kept by reference: after a restore they run again
    /// (``StatefulKeyboardStrategy`` asks strategies to keep what their blocks change outside
    /// them). The strategy's own state is not in it: restore that through its
    /// ``StatefulKeyboardStrategy/verificationState``.
    ///
    /// A class, immutable once taken: an explorer passes saved states around on its hot path,
    /// and a copy of a struct holding the pending queue retains half a dozen buffers.
    public final class SavedState {
        fileprivate let orientation: Orientation
        fileprivate let geometry: DeviceGeometry
        fileprivate let additionalSafeAreaInsets: UIEdgeInsets
        fileprivate let isKeyboardFloating: Bool
        fileprivate let isRemoteKeyboardShown: Bool
        fileprivate let inputMode: InputMode
        fileprivate let isHardwareKeyboardAttached: Bool
        fileprivate let focusedIndex: Int?
        fileprivate let keyboardFrame: CGRect
        fileprivate let contentHeight: CGFloat
        fileprivate let pending: PendingEvents
        let now: VirtualTime
        fileprivate let stepIndex: Int
        fileprivate let nextWorkID: Int
        fileprivate let lastWillNotification: KeyboardNotification?
        fileprivate let isHiddenFieldArmed: Bool
        fileprivate let motionRecord: MotionRecord?
        fileprivate let actionCount: Int
        fileprivate let caretLines: [Int]
        fileprivate let isCovered: Bool
        fileprivate let controllerKeyboard: ControllerKeyboardState
        fileprivate let isOtherFieldFocused: Bool
        fileprivate let focusBeforePush: Int?
        fileprivate let profileState: ProfileState
        fileprivate let notificationCenter: KeyboardNotificationCenter.SavedState
        /// The views' states, in `forEachKeyedView` order.
        let views: [View.SavedState]

        /// Saves `world`'s state.
        fileprivate init(_ world: World) {
            orientation = world.orientation
            geometry = world.geometry
            additionalSafeAreaInsets = world.additionalSafeAreaInsets
            isKeyboardFloating = world.isKeyboardFloating
            isRemoteKeyboardShown = world.isRemoteKeyboardShown
            inputMode = world.inputMode
            isHardwareKeyboardAttached = world.isHardwareKeyboardAttached
            focusedIndex = world.focusedIndex
            keyboardFrame = world.keyboardFrame
            contentHeight = world.contentHeight
            pending = world.pending
            now = world.now
            stepIndex = world.stepIndex
            nextWorkID = world.nextWorkID
            lastWillNotification = world.lastWillNotification
            isHiddenFieldArmed = world.isHiddenFieldArmed
            motionRecord = world.motionRecord
            actionCount = world.actionCount
            caretLines = world.caretLines
            isCovered = world.isCovered
            controllerKeyboard = world.controllerKeyboard
            isOtherFieldFocused = world.isOtherFieldFocused
            focusBeforePush = world.focusBeforePush
            profileState = world.profileState
            notificationCenter = world.notificationCenter.savedState
            var views: [View.SavedState] = []
            world.forEachKeyedView { views.append($0.savedState) }
            self.views = views
        }

        /// The pending events, in scheduling order.
        var pendingEvents: [PendingEvent] { pending.events }
        /// The scheduling number the next event would have had.
        var pendingUpcomingSequence: Int { pending.upcomingSequence }
    }

    /// Whether every keyed view is as `state` saved it.
    func viewsEqual(_ state: SavedState) -> Bool {
        var index = 0
        var equal = true
        forEachKeyedView { view in
            if equal { equal = view.savedState == state.views[index] }
            index += 1
        }
        return equal
    }

    /// Saves the world's state (between two actions: no handler or animations block running).
    public func saveState() -> SavedState { SavedState(self) }

    /// Puts the world back in `state`, saved earlier from this world. A world that records a
    /// trace records the views' restored values as assignments; restore untraced worlds.
    public func restoreState(_ state: SavedState) {
        animationCapture = nil
        traceContext = nil
        strategyDepth = 0
        runningCallback = nil
        scheduledByCallback = 0
        runaway = nil
        orientation = state.orientation
        // Setting the geometry works out the chrome again: only when it changed (a rotation).
        if geometry != state.geometry { geometry = state.geometry }
        // Likewise the safe-area strips, only when a strategy's additional insets differ.
        if !additionalSafeAreaInsets.hasSameBits(as: state.additionalSafeAreaInsets) {
            additionalSafeAreaInsets = state.additionalSafeAreaInsets
        }
        isKeyboardFloating = state.isKeyboardFloating
        isRemoteKeyboardShown = state.isRemoteKeyboardShown
        inputMode = state.inputMode
        isHardwareKeyboardAttached = state.isHardwareKeyboardAttached
        focusedIndex = state.focusedIndex
        keyboardFrame = state.keyboardFrame
        contentHeight = state.contentHeight
        pending = state.pending
        now = state.now
        stepIndex = state.stepIndex
        nextWorkID = state.nextWorkID
        lastWillNotification = state.lastWillNotification
        isHiddenFieldArmed = state.isHiddenFieldArmed
        motionRecord = state.motionRecord
        actionCount = state.actionCount
        caretLines = state.caretLines
        isCovered = state.isCovered
        controllerKeyboard = state.controllerKeyboard
        isOtherFieldFocused = state.isOtherFieldFocused
        focusBeforePush = state.focusBeforePush
        profileState = state.profileState
        notificationCenter.restore(state.notificationCenter)
        var index = 0
        forEachKeyedView { view in
            view.restore(state.views[index])
            index += 1
        }
    }

}

extension View {
    /// What a view changes while the world runs (the scroll state for a scroll view).
    struct SavedState: Equatable {
        var untransformedFrame: CGRect
        var transform: CGAffineTransform
        var followsUndockedKeyboard: Bool
        var usesBottomSafeArea: Bool
        var keyboardDismissPadding: CGFloat
        var contentInset = UIEdgeInsets.zero
        var verticalScrollIndicatorInsets = UIEdgeInsets.zero
        var contentSize = CGSize.zero
        var contentOffset = CGPoint.zero
        var keyboardDismissMode = KeyboardDismissMode.none
        var alwaysBounceVertical = false
        var contentInsetAdjustmentBehavior = InsetAdjustment.automatic
        var keyboardBottomInsetAdjustment: CGFloat = 0
    }

    var savedState: SavedState {
        let guide = madeKeyboardLayoutGuide
        var state = SavedState(
            untransformedFrame: untransformedFrame, transform: transform,
            followsUndockedKeyboard: guide?.followsUndockedKeyboard ?? false,
            usesBottomSafeArea: guide?.usesBottomSafeArea ?? true,
            keyboardDismissPadding: guide?.keyboardDismissPadding ?? 0)
        if let scrollView = self as? ScrollView {
            state.contentInset = scrollView.contentInset
            state.verticalScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets
            state.contentSize = scrollView.contentSize
            state.contentOffset = scrollView.contentOffset
            state.keyboardDismissMode = scrollView.keyboardDismissMode
            state.alwaysBounceVertical = scrollView.alwaysBounceVertical
            state.contentInsetAdjustmentBehavior = scrollView.contentInsetAdjustmentBehavior
            state.keyboardBottomInsetAdjustment = scrollView.keyboardBottomInsetAdjustment
        }
        return state
    }

    /// Restores `state`, setting only what differs (a set runs the property's observer).
    func restore(_ state: SavedState) {
        if untransformedFrame != state.untransformedFrame { untransformedFrame = state.untransformedFrame }
        if transform != state.transform { transform = state.transform }
        // A guide not made yet has its defaults already: only a made one is set back.
        if let guide = madeKeyboardLayoutGuide {
            restoreGuide(guide, state)
        }
        guard let scrollView = self as? ScrollView else { return }
        if scrollView.keyboardDismissMode != state.keyboardDismissMode { scrollView.keyboardDismissMode = state.keyboardDismissMode }
        if scrollView.alwaysBounceVertical != state.alwaysBounceVertical {
            scrollView.alwaysBounceVertical = state.alwaysBounceVertical
        }
        scrollView.contentInsetAdjustmentBehavior = state.contentInsetAdjustmentBehavior
        if scrollView.keyboardBottomInsetAdjustment != state.keyboardBottomInsetAdjustment {
            scrollView.keyboardBottomInsetAdjustment = state.keyboardBottomInsetAdjustment
        }
        if scrollView.contentInset != state.contentInset { scrollView.contentInset = state.contentInset }
        if scrollView.verticalScrollIndicatorInsets != state.verticalScrollIndicatorInsets {
            scrollView.verticalScrollIndicatorInsets = state.verticalScrollIndicatorInsets
        }
        if scrollView.contentSize != state.contentSize { scrollView.contentSize = state.contentSize }
        if scrollView.contentOffset != state.contentOffset { scrollView.contentOffset = state.contentOffset }
    }

    private func restoreGuide(_ guide: KeyboardLayoutGuide, _ state: SavedState) {
        if guide.followsUndockedKeyboard != state.followsUndockedKeyboard { guide.followsUndockedKeyboard = state.followsUndockedKeyboard }
        if guide.usesBottomSafeArea != state.usesBottomSafeArea { guide.usesBottomSafeArea = state.usesBottomSafeArea }
        if guide.keyboardDismissPadding != state.keyboardDismissPadding { guide.keyboardDismissPadding = state.keyboardDismissPadding }
    }
}
