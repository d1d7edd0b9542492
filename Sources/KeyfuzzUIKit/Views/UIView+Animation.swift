import Foundation
import KeyboardWorld

/// `UIView.animate` and its options, on the world's clock (docs/world-rules.md, "Time").
///
/// The animations block runs at once and its values are the model values at once, as UIKit's
/// model layer has them; the animation then runs for `delay + duration` and the completion runs
/// when it ends, with `true`. A newer animation of the same property of the same view interrupts
/// it (its completion then gets `false` at the next turn). With a duration of 0, or nothing to
/// animate, the completion runs at the next turn. The curve is carried, not modelled: only when
/// things end matters to the invariants. Outside every case the block and the completion run at
/// once.
extension UIView {
    /// Animates the changes `animations` makes over `duration` seconds after `delay`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        guard let uiCase = UIKitCase.current else {
            animations()
            completion?(true)
            return
        }
        uiCase.host.animate(
            withDuration: duration, delay: delay, animations: animations,
            completion: completion.map { done in uiCase.entering { finished in done(finished) } })
    }

    /// Animates the changes `animations` makes over `duration` seconds, then calls `completion`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with a spring (the spring is carried, not modelled: the animation lasts `delay +
    /// duration` as any other).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Makes the changes `actions` makes without animating them.
    public class func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }

    /// `UIView.AnimationOptions`: how an animation runs. The curve (`curve << 16`, where the
    /// keyboard's undocumented curve 7 gives an unnamed value) is carried, not modelled.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays subviews out at commit time (carried).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact during the animation (carried).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation value (carried).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (carried).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards after forwards (carried).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores an enclosing animation's duration (carried).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores an enclosing animation's curve (carried).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the content as it animates (carried).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a transition (carried).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores an enclosing animation's options (carried).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (`0 << 16`, the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in (`1 << 16`).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out (`2 << 16`).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear (`3 << 16`).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A cross-dissolve transition (carried).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// `UIView.AnimationCurve`. Any raw value makes a curve, as UIKit's imported enum does
    /// (`UIView.AnimationCurve(rawValue: 7)!`, the keyboard's, does not crash).
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init?(rawValue: Int) { self.rawValue = rawValue }

        /// Ease in and out (0).
        public static let easeInOut = AnimationCurve(known: 0)
        /// Ease in (1).
        public static let easeIn = AnimationCurve(known: 1)
        /// Ease out (2).
        public static let easeOut = AnimationCurve(known: 2)
        /// Linear (3).
        public static let linear = AnimationCurve(known: 3)

        private init(known rawValue: Int) { self.rawValue = rawValue }
    }
}
