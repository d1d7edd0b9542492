import Foundation
import KeyboardWorld
import KeyfuzzFoundation

/// `UIViewPropertyAnimator`: animations started later, as `UIView.animate` runs them on the
/// world's clock. `startAnimation()` runs the added animations at once (their values are the
/// model values) and lets the animation run for its duration; completions then get `.end`.
/// `stopAnimation(true)` calls no completion; `stopAnimation(false)` then
/// `finishAnimation(at:)` calls them with that position at the next turn. Scrubbing
/// (`fractionComplete`) is kept, not modelled.
@MainActor
open class UIViewPropertyAnimator: NSObject {
    /// The animation's length in seconds.
    public let duration: TimeInterval
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Whether the animation was stopped before it ended (its completions then do not run).
    private var isStopped = false

    /// An animator over `duration` seconds with `curve` (carried, not modelled).
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
        super.init()
    }

    /// An animator with a spring (carried, not modelled).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
        super.init()
    }

    /// An animator with a cubic Bézier timing curve (carried, not modelled).
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.duration = duration
        if let animations { self.animations.append(animations) }
        super.init()
    }

    /// Makes and starts an animator at once, as `UIView.animate` does.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// What the animator is doing.
    open private(set) var state = UIViewAnimatingState.inactive
    /// Whether it is running.
    open private(set) var isRunning = false
    /// How far it has got (kept: the world does not scrub animations).
    open var fractionComplete: CGFloat = 0
    /// Whether it can be interrupted (kept).
    open var isInterruptible = true

    /// Adds an animations block (run when the animation starts).
    open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

    /// Adds an animations block starting part of the way through (run when the animation starts).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { animations.append(animation) }

    /// Adds a completion, run when the animation ends with the position it ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Starts the animation now.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return }
        state = .active
        isRunning = true
        let blocks = animations
        UIView.animate(
            withDuration: duration, delay: delay, options: [], animations: { for block in blocks { block() } },
            completion: { [self] _ in finish(at: .end) })
    }

    /// Stops the animation where it is; without finishing, no completion runs.
    open func stopAnimation(_ withoutFinishing: Bool) {
        isStopped = true
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animation at `finalPosition`, running the completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        state = .inactive
        let done = completions
        completions = []
        KeyfuzzFoundation.DispatchQueue.main.async { for completion in done { completion(finalPosition) } }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        guard !isStopped else { return }
        state = .inactive
        isRunning = false
        let done = completions
        completions = []
        for completion in done { completion(position) }
    }
}

/// `UIViewAnimatingPosition`: where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The animation's end: where it ends when it runs its course.
    case end
    /// The animation's start.
    case start
    /// Where it was when it was stopped.
    case current
}

/// `UIViewAnimatingState`: what an animator is doing.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or ended.
    case inactive
    /// Started and running.
    case active
    /// Stopped before its end, waiting for `finishAnimation(at:)`.
    case stopped
}
