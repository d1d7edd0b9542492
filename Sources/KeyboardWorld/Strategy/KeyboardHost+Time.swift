import Foundation

/// Deferred work and animations, with UIKit's shapes, so that keyboard code that defers ports
/// line by line: `DispatchQueue.main.async { }` becomes `host.async { }`,
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { }` becomes
/// `host.asyncAfter(seconds: 0.01) { }`, `perform(_:with:afterDelay:)` becomes
/// `host.perform(afterDelay:) { }`, and `UIView.animate(withDuration:animations:completion:)`
/// becomes `host.animate(withDuration:animations:completion:)`.
///
/// Nothing runs on a wall clock: a deferred block runs when the world's virtual clock reaches
/// it (a `wait` action, `finishAnimation`, the end of the case), and the trace names where it was
/// scheduled and when it ran. See docs/world-rules.md, "Time".
extension KeyboardHost {
    /// The world's clock in seconds, 0 at the start of the case (`CACurrentMediaTime()` of the case).
    public var currentTime: TimeInterval {
        world.hasStrategyReadClock = true
        return world.now.seconds
    }

    /// `DispatchQueue.main.async`: runs `work` at the next turn of the main queue, after the
    /// current turn's layout pass, without moving the clock.
    @discardableResult
    public func async(execute work: @escaping () -> Void) -> DeferredWork {
        return world.schedule(after: .zero, api: "async", work)
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + seconds)`: runs `work` once the clock
    /// reaches `now + seconds` (at the next turn when `seconds <= 0`).
    @discardableResult
    public func asyncAfter(seconds: TimeInterval, execute work: @escaping () -> Void) -> DeferredWork {
        let delay = VirtualTime(seconds: seconds)
        return world.schedule(after: delay, api: "asyncAfter(\(delay))", work)
    }

    /// `perform(_:with:afterDelay:)`: a run-loop timer; `work` runs once the clock reaches
    /// `now + delay` (at the next turn when `delay <= 0`). Cancel it with the handle, as
    /// `cancelPreviousPerformRequests(withTarget:selector:object:)` would.
    @discardableResult
    public func perform(afterDelay delay: TimeInterval, _ work: @escaping () -> Void) -> DeferredWork {
        let span = VirtualTime(seconds: delay)
        return world.schedule(after: span, api: "perform(afterDelay: \(span))", work)
    }

    /// `UIView.animate(withDuration:delay:animations:completion:)`.
    ///
    /// `animations` runs now and its values are the model values at once, as UIKit's model
    /// layer has them; the animation then runs for `delay + duration` and `completion` runs when
    /// it ends, with `finished == true`. A newer animation that sets one of the same properties
    /// of the same view (its own `animations` block, duration > 0) interrupts it: the completion
    /// then runs at the next turn of the main queue with `finished == false`. With `duration <= 0`,
    /// or when `animations` sets nothing, the completion runs at the next turn, finished.
    public func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        world.traceCall("UIView.animate(withDuration: \(VirtualTime(seconds: duration)))")
        world.animate(duration: duration, delay: delay, animations: animations, completion: completion)
    }
}
