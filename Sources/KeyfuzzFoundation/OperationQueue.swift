import Foundation

/// `OperationQueue`, as keyboard code uses the main one: `OperationQueue.main.addOperation { }`
/// runs at the next turn of the case's main queue (IQKeyboardManager coalesces its work this way),
/// and `queue: .main` in `NotificationCenter.addObserver(forName:object:queue:using:)` delivers
/// on the posting turn, as posting on the main thread does.
public final class OperationQueue: @unchecked Sendable {
    private init() {}

    /// The main queue.
    public static var main: OperationQueue { OperationQueue() }

    /// The queue running the current code: the main queue.
    public static var current: OperationQueue? { OperationQueue() }

    /// Runs `block` at the next turn of the main queue.
    public func addOperation(_ block: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async(execute: block)
    }
}
