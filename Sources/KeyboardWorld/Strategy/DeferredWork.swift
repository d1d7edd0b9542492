import Foundation

/// A block a strategy deferred (`host.async`, `host.asyncAfter(seconds:)`,
/// `host.perform(afterDelay:)`): a handle that cancels it, like `DispatchWorkItem.cancel()` or
/// `NSObject.cancelPreviousPerformRequests(withTarget:)`.
///
///     pendingRescroll?.cancel()
///     pendingRescroll = host.asyncAfter(seconds: 0.1) { self.rescroll(host) }
///
/// A handle holds no reference to the block beyond the world's queue; it belongs to the world
/// of the case it was made in.
public struct DeferredWork: Hashable {
    let id: Int
    unowned let world: World

    init(id: Int, world: World) {
        self.id = id
        self.world = world
    }

    /// Cancels the block if it has not run yet (nothing happens otherwise).
    public func cancel() {
        world.traceCall("cancel deferred block")
        _ = world.cancelWork(id)
    }

    /// Whether the block is still waiting to run.
    public var isPending: Bool { world.isWorkPending(id) }

    public static func == (lhs: DeferredWork, rhs: DeferredWork) -> Bool { lhs.id == rhs.id && lhs.world === rhs.world }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
