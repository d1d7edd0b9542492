import Foundation

/// What the system does later on its own, as a plain value (pending events hold no closures).
enum SystemEvent {
    /// The QuickType bar of a `late` profile joins a keyboard already shown
    /// (docs/world-rules.md, "Event profiles").
    case quickTypeBarArrives
    /// A navigation transition that brought this screen on screen completes: `viewDidAppear`
    /// (docs/world-rules.md, "Lifecycle").
    case viewDidAppear
    /// A navigation transition that covered this screen completes: `viewDidDisappear`.
    case viewDidDisappear
    /// A table or collection view controller takes its keyboard adjustment back, a turn after
    /// will-hide (docs/world-rules.md, "Table and collection view controllers").
    case controllerRemovesKeyboardAdjustment

    /// What the trace calls it.
    var name: String {
        switch self {
        case .quickTypeBarArrives: "the QuickType bar arrives"
        case .viewDidAppear: "the transition completes: viewDidAppear"
        case .viewDidDisappear: "the transition completes: viewDidDisappear"
        case .controllerRemovesKeyboardAdjustment: "the controller's removal of its keyboard adjustment comes due"
        }
    }
}

extension World {
    /// Runs a system event when it comes due.
    func run(_ event: SystemEvent) {
        switch event {
        case .quickTypeBarArrives: quickTypeBarArrives()
        case .viewDidAppear: callStrategy(.handler("viewDidAppear")) { $0.viewDidAppear(host: host) }
        case .viewDidDisappear: callStrategy(.handler("viewDidDisappear")) { $0.viewDidDisappear(host: host) }
        case .controllerRemovesKeyboardAdjustment: controllerRemovesKeyboardAdjustment()
        }
    }

    /// Schedules `event` for the next turn of the main queue (it runs in the drain after the
    /// current turn, at the current time).
    func enqueueSystemTurn(_ event: SystemEvent) {
        pending.append(due: now, isNextTurn: true, kind: .system(event))
    }
}
