import Dispatch
import Foundation

/// `DispatchTime`: a point on the case's clock (`.now() + 0.25`). Inside a case `now()` is the
/// world's virtual time, never the wall clock, so the same case schedules the same work on every
/// run; outside every case it is Dispatch's.
public struct DispatchTime: Comparable, Sendable {
    /// The case's clock in seconds (inside a case), or Dispatch's time (outside).
    let seconds: TimeInterval
    let system: Dispatch.DispatchTime

    /// Now: the world's clock inside a case.
    public static func now() -> DispatchTime {
        if let runLoop = CurrentCase.current {
            return DispatchTime(seconds: runLoop.currentTime, system: .now())
        }
        return DispatchTime(seconds: 0, system: .now())
    }

    /// A time that never comes.
    public static let distantFuture = DispatchTime(seconds: .infinity, system: .distantFuture)

    /// How long after `now` (seconds on the case's clock) this time is; never negative.
    func seconds(after now: TimeInterval) -> TimeInterval { Swift.max(0, seconds - now) }

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.seconds < rhs.seconds }
    public static func == (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.seconds == rhs.seconds }

    /// `time + seconds`.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds, system: time.system + seconds)
    }

    /// `time - seconds`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds - seconds, system: time.system - seconds)
    }

    /// `time + .milliseconds(300)`.
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.seconds + interval.seconds, system: time.system + interval)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var seconds: Double {
        switch self {
        case .seconds(let s): Double(s)
        case .milliseconds(let ms): Double(ms) / 1_000
        case .microseconds(let us): Double(us) / 1_000_000
        case .nanoseconds(let ns): Double(ns) / 1_000_000_000
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}
