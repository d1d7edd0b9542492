import Dispatch
import Foundation

/// `DispatchQueue`, as keyboard code uses the main queue: `DispatchQueue.main.async { }` and
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { }` run on the world's run loop and
/// clock, deterministically, inside the case that scheduled them (docs/world-rules.md, "Time").
///
/// Inside a case every queue is the case's main queue: `DispatchQueue.global()` work runs on it
/// too, in order, so that nothing races (keyboard code touches views on the main queue anyway).
/// Outside every case (a test calling your code directly) the queues are Dispatch's own. Blocks
/// are main-actor code, as blocks given to the main queue are.
public final class DispatchQueue: @unchecked Sendable {
    /// Dispatch's queue this one stands for outside every case.
    let system: Dispatch.DispatchQueue

    private init(system: Dispatch.DispatchQueue) {
        self.system = system
    }

    /// The main queue: the case's run loop inside a case.
    public static var main: DispatchQueue { DispatchQueue(system: .main) }

    /// A global queue: inside a case, the case's main queue (see the type's notes).
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(system: .global(qos: qos))
    }

    /// Runs `work` at the next turn of the main queue, after the current turn's layout pass,
    /// without moving the clock.
    public func async(execute work: @escaping @MainActor () -> Void) {
        schedule(after: nil, work)
    }

    /// Runs `workItem` at the next turn of the main queue, unless it is cancelled first.
    public func async(execute workItem: DispatchWorkItem) {
        workItem.cancelScheduled = schedule(after: nil) { workItem.perform() }
    }

    /// Runs `work` once the clock reaches `deadline` (at the next turn when it has passed).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @MainActor () -> Void) {
        schedule(after: deadline, work)
    }

    /// Runs `workItem` once the clock reaches `deadline`, unless it is cancelled first.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        workItem.cancelScheduled = schedule(after: deadline) { workItem.perform() }
    }

    /// Runs `work` now and returns its result (the main queue runs one thing at a time).
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// Schedules `work` on the case's run loop (at `deadline`, or the next turn), or on Dispatch
    /// outside every case. Returns what cancels it.
    @discardableResult
    private func schedule(after deadline: DispatchTime?, _ work: @escaping @MainActor () -> Void) -> () -> Void {
        let block = MainActorBlock(work)
        guard let runLoop = CurrentCase.current else {
            if let deadline {
                system.asyncAfter(deadline: deadline.system, execute: block.run)
            } else {
                system.async(execute: block.run)
            }
            return {}
        }
        let entered = { CurrentCase.with(runLoop, block.run) }
        guard let deadline else { return runLoop.async(entered) }
        return runLoop.asyncAfter(seconds: deadline.seconds(after: runLoop.currentTime), entered)
    }
}

/// A main-actor block, run on the main thread: the world runs a case's blocks there (a view
/// controller's check runs on the main actor), and Dispatch's main queue does outside cases.
struct MainActorBlock: @unchecked Sendable {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    func run() { MainActor.assumeIsolated { body() } }
}
