import Foundation

/// `DispatchWorkItem`: a block to run later that can be cancelled (`workItem?.cancel()` before
/// scheduling the next, the debounce keyboard code uses).
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: @MainActor () -> Void
    /// Cancels the scheduled run, once scheduled inside a case.
    var cancelScheduled: (() -> Void)?

    /// A work item that runs `block`.
    public init(block: @escaping @MainActor () -> Void) {
        self.block = block
    }

    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false

    /// Runs the block now, unless the item was cancelled.
    public func perform() {
        guard !isCancelled else { return }
        MainActorBlock(block).run()
    }

    /// Cancels the item: a scheduled run that has not happened yet does not happen.
    public func cancel() {
        isCancelled = true
        cancelScheduled?()
    }
}
