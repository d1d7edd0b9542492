import Foundation

/// The run loop of the case whose code is running: what `DispatchQueue.main`,
/// `NotificationCenter.default` and `DispatchTime.now()` stand for inside a keyfuzz case. The
/// UIKit layer (`KeyfuzzUIKit`) provides it over the world's clock.
package protocol CaseRunLoop: AnyObject {
    /// The case's `NotificationCenter.default`.
    var notificationCenter: NotificationCenter { get }
    /// The case's clock, in seconds from its start.
    var currentTime: TimeInterval { get }
    /// Runs `work` at the next turn of the main queue; the returned closure cancels it.
    func async(_ work: @escaping () -> Void) -> () -> Void
    /// Runs `work` once the clock reaches `currentTime + seconds`; the returned closure cancels it.
    func asyncAfter(seconds: TimeInterval, _ work: @escaping () -> Void) -> () -> Void
    /// Notes something the app's code did in the case's trace (a registration, a removal).
    func trace(_ text: @autoclosure () -> String)
}
