import Foundation

/// The keyboard notifications' `NotificationCenter`: who is told of each one, in the order they
/// registered, once per registration (as `NotificationCenter` does).
///
/// Classic: the strategy is registered for all six notifications from the start, as keyfuzz has
/// always run strategies (`observesKeyboardFromTheStart`). A strategy that returns false there
/// registers itself, the way UIKit code does in `viewWillAppear` or `viewDidLoad`:
///
///     func viewWillAppear(host: KeyboardHost) {
///         host.notificationCenter.addObserver(self, name: .keyboardWillShow)
///         host.notificationCenter.addObserver(self, name: .keyboardWillHide)
///     }
///     func viewWillDisappear(host: KeyboardHost) {
///         host.notificationCenter.removeObserver(self)
///     }
///
/// so that forgetting to unregister (notifications reach a screen that is not visible) and
/// registering twice (every handler runs twice) happen here as they do on a device.
public final class KeyboardNotificationCenter {
    // The world owns this object and outlives it: checked in debug builds, unchecked in
    // release ones (the check is a tenth of the fuzz loop).
    // Set by the world once it has made itself, so that it can hold this object in a `let`
    // (read without a retain).
    #if DEBUG
        @exclusivity(unchecked) unowned var attachedWorld: World?
    #else
        @exclusivity(unchecked) unowned(unsafe) var attachedWorld: World?
    #endif
    var world: World { attachedWorld.unsafelyUnwrapped }
    /// The registrations, oldest first, once the strategy has changed them: while `isClassic`
    /// they are implied (empty here) and written out only when the strategy first adds or
    /// removes one, so that a classic world makes and frees no list of them.
    @exclusivity(unchecked) private var observers: [(observer: any KeyboardAvoidanceStrategy, name: KeyboardNotification.Name)] = []
    /// Whether only the strategy is registered, for every notification, once (the fast path).
    @exclusivity(unchecked) private(set) var isClassic = false

    init() {}

    /// Registers the world's strategy for all six notifications (the classic start).
    func registerFromTheStart() {
        isClassic = true
        observers = []
    }

    /// Ends the classic start: writes out the registrations it implied, in `Name.allCases` order.
    private func leaveClassic() {
        guard isClassic else { return }
        let strategy = world.strategy
        observers = KeyboardNotification.Name.allCases.map { (strategy, $0) }
        isClassic = false
    }

    /// Registers `observer` for `name`; registering twice delivers twice.
    public func addObserver(_ observer: any KeyboardAvoidanceStrategy, name: KeyboardNotification.Name) {
        world.traceCall("NotificationCenter.addObserver(\(Self.describe(observer)), \(name.rawValue))")
        leaveClassic()
        observers.append((observer, name))
    }

    /// Removes every registration of `observer`.
    public func removeObserver(_ observer: any KeyboardAvoidanceStrategy) {
        world.traceCall("NotificationCenter.removeObserver(\(Self.describe(observer)))")
        leaveClassic()
        observers.removeAll { $0.observer === observer }
    }

    /// Removes `observer`'s registrations for `name`.
    public func removeObserver(_ observer: any KeyboardAvoidanceStrategy, name: KeyboardNotification.Name) {
        world.traceCall("NotificationCenter.removeObserver(\(Self.describe(observer)), \(name.rawValue))")
        leaveClassic()
        observers.removeAll { $0.observer === observer && $0.name == name }
    }

    /// How many registrations `observer` has for `name`.
    public func registrations(of observer: any KeyboardAvoidanceStrategy, name: KeyboardNotification.Name) -> Int {
        if isClassic { return observer === world.strategy ? 1 : 0 }
        return observers.reduce(0) { $0 + ($1.observer === observer && $1.name == name ? 1 : 0) }
    }

    /// The observers registered for `name` when it is posted, in registration order (a handler
    /// that registers or unregisters changes the next posting, not this one).
    func observers(of name: KeyboardNotification.Name) -> [any KeyboardAvoidanceStrategy] {
        if isClassic { return [world.strategy] }
        return observers.compactMap { $0.name == name ? $0.observer : nil }
    }

    private static func describe(_ observer: any KeyboardAvoidanceStrategy) -> String {
        String(describing: type(of: observer))
    }
}

extension KeyboardNotificationCenter {
    /// The registrations, for a world's saved state (`World.SavedState`).
    struct SavedState {
        fileprivate var observers: [(observer: any KeyboardAvoidanceStrategy, name: KeyboardNotification.Name)]
        fileprivate var isClassic: Bool
    }

    var savedState: SavedState { SavedState(observers: observers, isClassic: isClassic) }

    func restore(_ state: SavedState) {
        observers = state.observers
        isClassic = state.isClassic
    }

    /// Writes the registrations into a world's state key (`World+StateKey.swift`): the names
    /// `strategy` is registered for, in order.
    /// - Returns: False when another object is registered (it cannot be compared across worlds).
    func writeStateKey(into writer: inout StateKeyWriter, strategy: any KeyboardAvoidanceStrategy) -> Bool {
        writer.write(isClassic, "notificationCenter.isClassic")
        guard !isClassic else { return true }
        writer.write(observers.count, "notificationCenter.registrations")
        for registration in observers {
            guard registration.observer === strategy else { return false }
            writer.write(registration.name.stateKeyCode, "notificationCenter.registration")
        }
        return true
    }
}
