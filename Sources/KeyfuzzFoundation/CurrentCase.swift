import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The case whose code is running on this thread, for the global entry points
/// (`NotificationCenter.default`, `DispatchQueue.main`, `UIView.animate`, `UIScreen.main`).
///
/// A case runs on one thread from start to end, and every call into the app's code (a callback,
/// a block, a completion) is made inside ``with(_:_:)``: two cases never see each other's
/// notification center or main queue. Kept in a thread-specific slot rather than a task-local
/// value: entering it is two stores, and it is entered at every callback.
package enum CurrentCase {
    /// The thread's slot (one per process).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The case running on this thread, nil outside every case.
    package static var current: (any CaseRunLoop)? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? any CaseRunLoop
    }

    /// Runs `body` with `runLoop` as the thread's current case, restoring the one before.
    package static func with<Result>(_ runLoop: any CaseRunLoop, _ body: () throws -> Result) rethrows -> Result {
        let outer = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged<AnyObject>.passUnretained(runLoop).toOpaque())
        defer { pthread_setspecific(key, outer) }
        return try body()
    }
}
