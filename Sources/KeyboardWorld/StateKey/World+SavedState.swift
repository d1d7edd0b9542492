import Foundation

extension World {
    /// A copy of everything a world changes while it runs, taken between two actions, to put the
    /// same world back there later (bounded verification explores every action from one state).
    ///
    /// Pending blocks and completions are kept by reference: after a restore they run again
    /// (``StatefulKeyboardStrategy`` asks strategies to keep what their blocks change outside
    /// them). The strategy's own state is not in it: restore that through its
    /// ``StatefulKeyboardStrategy/verificationState``.
    public struct SavedState {
        fileprivate var orientation: Orientation
        fileprivate var geometry: DeviceGeometry
        fileprivate var isKeyboardFloating: Bool
        fileprivate var isRemoteKeyboardShown: Bool
        fileprivate var inputMode: InputMode
        fileprivate var isHardwareKeyboardAttached: Bool
        fileprivate var focusedIndex: Int?
        fileprivate var keyboardFrame: CGRect
        fileprivate var contentHeight: CGFloat
        fileprivate var pending: PendingEvents
        fileprivate var now: VirtualTime
        fileprivate var stepIndex: Int
        fileprivate var nextWorkID: Int
        fileprivate var lastWillNotification: KeyboardNotification?
        fileprivate var isHiddenFieldArmed: Bool
        fileprivate var motionRecord: MotionRecord?
        fileprivate var actionCount: Int
        /// The views' states, in `forEachKeyedView` order.
        fileprivate var views: [View.SavedState]
    }

    /// Saves the world's state (between two actions: no handler or animations block running).
    public func saveState() -> SavedState {
        SavedState(orientation: orientation, geometry: geometry, isKeyboardFloating: isKeyboardFloating,
                   isRemoteKeyboardShown: isRemoteKeyboardShown, inputMode: inputMode,
                   isHardwareKeyboardAttached: isHardwareKeyboardAttached, focusedIndex: focusedIndex,
                   keyboardFrame: keyboardFrame, contentHeight: contentHeight, pending: pending, now: now,
                   stepIndex: stepIndex, nextWorkID: nextWorkID, lastWillNotification: lastWillNotification,
                   isHiddenFieldArmed: isHiddenFieldArmed, motionRecord: motionRecord, actionCount: actionCount,
                   views: savedViews())
    }

    /// Puts the world back in `state`, saved earlier from this world. A world that records a
    /// trace records the views' restored values as assignments; restore untraced worlds.
    public func restoreState(_ state: SavedState) {
        animationCapture = nil
        traceContext = nil
        strategyDepth = 0
        orientation = state.orientation
        geometry = state.geometry
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
        var index = 0
        forEachKeyedView { view in
            view.restore(state.views[index])
            index += 1
        }
    }

    private func savedViews() -> [View.SavedState] {
        var views: [View.SavedState] = []
        forEachKeyedView { views.append($0.savedState) }
        return views
    }
}

extension View {
    /// What a view changes while the world runs (the scroll state for a scroll view).
    struct SavedState {
        var untransformedFrame: CGRect
        var transform: CGAffineTransform
        var contentInset = UIEdgeInsets.zero
        var verticalScrollIndicatorInsets = UIEdgeInsets.zero
        var contentSize = CGSize.zero
        var contentOffset = CGPoint.zero
    }

    var savedState: SavedState {
        var state = SavedState(untransformedFrame: untransformedFrame, transform: transform)
        if let scrollView = self as? ScrollView {
            state.contentInset = scrollView.contentInset
            state.verticalScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets
            state.contentSize = scrollView.contentSize
            state.contentOffset = scrollView.contentOffset
        }
        return state
    }

    /// Restores `state`, setting only what differs (a set runs the property's observer).
    func restore(_ state: SavedState) {
        if untransformedFrame != state.untransformedFrame { untransformedFrame = state.untransformedFrame }
        if transform != state.transform { transform = state.transform }
        guard let scrollView = self as? ScrollView else { return }
        if scrollView.contentInset != state.contentInset { scrollView.contentInset = state.contentInset }
        if scrollView.verticalScrollIndicatorInsets != state.verticalScrollIndicatorInsets {
            scrollView.verticalScrollIndicatorInsets = state.verticalScrollIndicatorInsets
        }
        if scrollView.contentSize != state.contentSize { scrollView.contentSize = state.contentSize }
        if scrollView.contentOffset != state.contentOffset { scrollView.contentOffset = state.contentOffset }
    }
}
