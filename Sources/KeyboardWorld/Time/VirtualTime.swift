import Foundation

/// A point on, or a span of, the world's virtual clock, in whole microseconds.
///
/// The world never reads a wall clock: time passes only through `wait` actions (and while the
/// world runs what is pending at the end of a case). Whole microseconds keep every sum exact, so
/// `0.1 + 0.2` seconds is exactly `0.3` and two events scheduled for the same instant are due
/// at the same instant, whatever path the arithmetic took. A microsecond is finer than anything
/// keyboard code schedules (IQKeyboardManager's shortest animation lasts 10 µs).
///
///     let due = VirtualTime(seconds: 0.25) + 0.01    // 0.26 s
///     due.description                                // "0.26"
///     due.clockText                                  // "t=0.260"
public struct VirtualTime: Hashable, Comparable, Sendable {
    /// The time in whole microseconds.
    public var microseconds: Int64

    /// Creates a time of `microseconds`.
    public init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    /// Creates a time of `seconds`, rounded to the nearest microsecond; a non-finite value, or
    /// one beyond about 290,000 years, is clamped to what the clock can hold.
    public init(seconds: Double) {
        let scaled = (seconds * 1_000_000).rounded()
        if scaled.isNaN {
            microseconds = 0
        } else if scaled >= 9.2e18 {
            microseconds = Int64(9.2e18)
        } else if scaled <= -9.2e18 {
            microseconds = -Int64(9.2e18)
        } else {
            microseconds = Int64(scaled)
        }
    }

    /// The time in seconds.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    public static let zero = VirtualTime(microseconds: 0)

    public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool { lhs.microseconds < rhs.microseconds }
}

extension VirtualTime: AdditiveArithmetic {
    public static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
        VirtualTime(microseconds: lhs.microseconds &+ rhs.microseconds)
    }

    public static func - (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
        VirtualTime(microseconds: lhs.microseconds &- rhs.microseconds)
    }
}

extension VirtualTime: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// `0.25` means a quarter of a second.
    public init(floatLiteral value: Double) { self.init(seconds: value) }
    /// `1` means one second.
    public init(integerLiteral value: Int) { self.init(seconds: Double(value)) }
}

extension VirtualTime: CustomStringConvertible {
    /// Seconds with every digit the microseconds need and no trailing zeros: `0.25`, `1`,
    /// `0.00001`. This is the exact text form `wait(...)` uses.
    public var description: String { Self.decimal(microseconds, minimumFractionDigits: 0) }

    /// The clock reading the trace prints: `t=0.250`, `t=1.000`, or every digit the
    /// microseconds need when milliseconds do not suffice (`t=0.00001`).
    public var clockText: String { "t=" + Self.decimal(microseconds, minimumFractionDigits: 3) }

    /// `value` microseconds as seconds, with at least `minimumFractionDigits` decimals and no
    /// trailing zeros beyond them.
    private static func decimal(_ value: Int64, minimumFractionDigits: Int) -> String {
        let sign = value < 0 ? "-" : ""
        let magnitude = value.magnitude
        let whole = magnitude / 1_000_000
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > minimumFractionDigits, fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
