import Foundation

/// Why `drift` failed: every property that is off its baseline while no keyboard is docked.
public struct DriftEvidence: ViolationEvidence {
    /// The drifted properties, in the check's order.
    public var drifted: [DriftedProperty]

    /// Evidence listing `drifted`, in the check's order.
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

extension DriftEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { drifted.map { .property($0.property) } }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? {
        let n = TraceFormat.number
        return drifted.isEmpty
            ? nil : drifted.map { "\($0.property.name) \(n($0.value)) (baseline \(n($0.baseline)))" }.joined(separator: "; ")
    }
}

/// One property `drift` found off its baseline.
public struct DriftedProperty: Hashable, Sendable {
    /// Which number drifted (an inset edge, a frame or transform component, the content size).
    public var property: WorldProperty
    /// Its value at the check, in points.
    public var value: CGFloat
    /// What it should be with no keyboard docked: the scenario's design for the current
    /// orientation (designer inset, zero indicator insets, layout frame, identity transform).
    public var baseline: CGFloat

    /// Records that `property` is `value` where its baseline is `baseline`.
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
