import Foundation

/// `NotificationCenter`, as keyboard code uses it: `NotificationCenter.default` is the case's own
/// center, so two cases running at once never hear each other's keyboard, and the world posts
/// the keyboard's notifications through it at the moment UIKit posts them (docs/world-rules.md,
/// "Time and screens together").
///
/// Observers are called synchronously, in registration order, with the registrations of the
/// moment of posting; a block observer registered with `queue: .main` (or nil) runs on the
/// posting turn, as on the main thread. Registering twice delivers twice; a block observer is
/// held until its token is removed, as Apple documents. On Apple platforms
/// `addObserver(_:selector:name:object:)` works too (with `#selector`, which needs Objective-C:
/// on Linux use the block form).
open class NotificationCenter: NSObject, @unchecked Sendable {
    /// One registration.
    private struct Registration {
        let token: NotificationObservation
        let name: Notification.Name?
        let object: AnyObject?
        let block: @MainActor (Notification) -> Void
    }

    private var registrations: [Registration] = []
    /// Guards the registrations of a center that threads may share (yours, or the one used
    /// outside every case); nil for a case's own center, which one thread uses.
    private let lock: NSLock?

    /// A center of your own, separate from the default one.
    public override init() {
        lock = NSLock()
        super.init()
    }

    /// A case's own center, used by the case's thread only.
    package init(confinedToOneThread: Void) {
        lock = nil
        super.init()
    }

    /// The case's center inside a case; outside every case, one center shared by the process.
    open class var `default`: NotificationCenter { CurrentCase.current?.notificationCenter ?? outsideCases }

    /// `keyboardWillShow` for `UIKeyboardWillShowNotification`, as the trace names it.
    package static func describe(_ name: Notification.Name?) -> String {
        guard var text = name?.rawValue else { return "every name" }
        if text.hasPrefix("UI") { text.removeFirst(2) }
        if text.hasSuffix("Notification") { text.removeLast("Notification".count) }
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private static let outsideCases = NotificationCenter()

    /// Registers `block` for `name` (every name when nil) from `obj` (any object when nil).
    /// - Returns: The token that removes the registration (`removeObserver(_:)`).
    @discardableResult
    open func addObserver(
        forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @MainActor (Notification) -> Void
    ) -> any NSObjectProtocol {
        let token = NotificationObservation()
        lock?.lock()
        registrations.append(Registration(token: token, name: name, object: obj.map { $0 as AnyObject }, block: block))
        lock?.unlock()
        CurrentCase.current?.trace("NotificationCenter.addObserver(\(Self.describe(name)), block)")
        return token
    }

    #if canImport(ObjectiveC)
        /// Registers `observer`'s `aSelector` for `aName` from `anObject`; the center does not
        /// keep `observer` alive (iOS 9's rule).
        open func addObserver(_ observer: Any, selector aSelector: Selector, name aName: Notification.Name?, object anObject: Any?) {
            let target = observer as AnyObject
            let token = NotificationObservation(observer: target)
            lock?.lock()
            registrations.append(
                Registration(
                    token: token, name: aName, object: anObject.map { $0 as AnyObject },
                    block: { [weak target] note in _ = (target as? NSObject)?.perform(aSelector, with: note as NSNotification) }))
            lock?.unlock()
            CurrentCase.current?.trace("NotificationCenter.addObserver(\(Self.describe(aName)), #selector)")
        }
    #endif

    /// Removes every registration of `observer`: the token of a block registration, or the
    /// object of selector registrations.
    open func removeObserver(_ observer: Any) {
        let target = observer as AnyObject
        lock?.lock()
        registrations.removeAll { $0.token === target || $0.token.observer === target }
        lock?.unlock()
        CurrentCase.current?.trace("NotificationCenter.removeObserver")
    }

    /// Removes `observer`'s registrations for `aName` (every name when nil) from `anObject`.
    open func removeObserver(_ observer: Any, name aName: Notification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let object = anObject.map { $0 as AnyObject }
        lock?.lock()
        registrations.removeAll { registration in
            (registration.token === target || registration.token.observer === target)
                && (aName == nil || registration.name == aName)
                && (object == nil || registration.object === object)
        }
        lock?.unlock()
        CurrentCase.current?.trace("NotificationCenter.removeObserver")
    }

    /// Delivers `notification` to its observers, now, in registration order (the registrations
    /// of the moment of posting).
    open func post(_ notification: Notification) {
        lock?.lock()
        let current = registrations
        lock?.unlock()
        let name = notification.name
        // The sender, boxed only if a registration asks for one.
        var sender: AnyObject?
        var senderIsKnown = false
        for registration in current where registration.name == nil || registration.name == name {
            if let object = registration.object {
                if !senderIsKnown {
                    sender = notification.object.map { $0 as AnyObject }
                    senderIsKnown = true
                }
                guard sender === object else { continue }
            }
            // Observers are main-actor code; the world posts on the main thread (checked here).
            let block = registration.block
            nonisolated(unsafe) let note = notification
            MainActor.assumeIsolated { block(note) }
        }
    }

    /// Posts a notification named `aName` from `anObject` with `aUserInfo`.
    open func post(name aName: Notification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: aName, object: anObject, userInfo: aUserInfo))
    }

    /// Whether anyone is registered for `name` (the world builds a notification only then).
    package func hasObservers(for name: Notification.Name) -> Bool {
        lock?.lock()
        defer { lock?.unlock() }
        return registrations.contains { $0.name == nil || $0.name == name }
    }
}

/// The token of a registration: remove it with `NotificationCenter.removeObserver(_:)`.
final class NotificationObservation: NSObject, @unchecked Sendable {
    /// The object of a selector registration (nil for a block's token).
    weak var observer: AnyObject?

    init(observer: AnyObject? = nil) {
        self.observer = observer
        super.init()
    }
}
