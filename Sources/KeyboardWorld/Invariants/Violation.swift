import Foundation

/// A named number in a violation report, e.g. `fieldBottom = 512`.
public struct Measurement: Hashable, Sendable {
    public var name: String
    public var value: Double
    public init(_ name: String, _ value: Double) {
        self.name = name
        self.value = value
    }
}

/// A broken invariant: which, at which action, and the numbers that broke it.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
    public var invariant: Invariant
    /// The index of the action after which it was found; the action count for the end-of-case check.
    public var actionIndex: Int
    /// One sentence saying what is wrong, with the numbers.
    public var message: String
    /// The numbers, by name, in the order the message uses them.
    public var measurements: [Measurement]

    public init(invariant: Invariant, actionIndex: Int, message: String, measurements: [Measurement]) {
        self.invariant = invariant
        self.actionIndex = actionIndex
        self.message = message
        self.measurements = measurements
    }

    /// The value of the measurement called `name`, if reported.
    public func value(_ name: String) -> Double? {
        measurements.first { $0.name == name }?.value
    }

    public var description: String { "\(invariant.rawValue) after action \(actionIndex): \(message)" }
}
