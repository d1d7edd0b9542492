import Foundation

/// Why `drift` failed: every property that is off its baseline while no keyboard is docked.
public struct DriftEvidence: Hashable, Sendable {
    /// The drifted properties, in the check's order.
    public var drifted: [DriftedProperty]

    public init(drifted: [DriftedProperty]) { self.drifted = drifted }

    /// How `property` drifted, nil when it did not.
    public func drift(of property: WorldProperty) -> DriftedProperty? {
        drifted.first { $0.property == property }
    }

    /// `no keyboard is docked but contentInset.bottom is -204, baseline 0 (off by -204); …`.
    public var message: String {
        "no keyboard is docked but " + drifted.map(\.message).joined(separator: "; ")
    }
}

/// One property `drift` found off its baseline.
public struct DriftedProperty: Hashable, Sendable {
    public var property: WorldProperty
    public var value: CGFloat
    public var baseline: CGFloat

    public init(property: WorldProperty, value: CGFloat, baseline: CGFloat) {
        self.property = property
        self.value = value
        self.baseline = baseline
    }

    /// `contentInset.bottom is -204, baseline 0 (off by -204)`.
    public var message: String {
        let n = TraceFormat.number
        return "\(property.name) is \(n(value)), baseline \(n(baseline)) (off by \(n(value - baseline)))"
    }
}
