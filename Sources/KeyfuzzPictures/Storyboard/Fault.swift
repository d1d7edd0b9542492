import Foundation
import KeyboardWorld

/// What a violation points at in a picture: the thing to draw in red, read from its measurements.
enum Fault: Equatable {
    /// A field (hidden, unreachable or moved), with a short label.
    case field(Int, label: String)
    /// `contentInset` or the indicator insets.
    case insets
    /// The scroll view's frame or transform.
    case scrollViewFrame
    /// The root view's frame or transform.
    case rootView
    /// `contentSize`.
    case contentSize
    /// The keyboard's frame.
    case keyboard
    /// A dead band above the keyboard (window coordinates).
    case gap(top: Double, bottom: Double)

    /// The faults `violation` points at, in the order of its measurements; empty when nothing
    /// can be drawn (the caption still names it).
    static func of(_ violation: Violation) -> [Fault] {
        switch violation.invariant {
        case .hiddenField:
            return index(violation).map { [.field($0, label: "hidden-field")] } ?? []
        case .unreachableField:
            return index(violation).map { [.field($0, label: "unreachable")] } ?? []
        case .needlessMotion:
            guard let field = index(violation) else { return [] }
            let moved = violation.value("moved").map { " \(TraceFormat.number(CGFloat($0))) pt" } ?? ""
            return [.field(field, label: "moved" + moved)]
        case .excessGap:
            guard let bottom = violation.value("target"), let top = violation.value("contentBottom") else { return [] }
            return [.gap(top: top, bottom: bottom)]
        default:
            var faults: [Fault] = []
            for m in violation.measurements where !m.name.hasSuffix(" baseline") {
                if let fault = property(m.name), !faults.contains(fault) { faults.append(fault) }
            }
            return faults
        }
    }

    /// The field index a violation reports, nil when missing or not a whole number.
    private static func index(_ violation: Violation) -> Int? {
        violation.value("field").flatMap { Int(exactly: $0) }
    }

    /// The fault a property name of a drift or sanity report points at.
    static func property(_ name: String) -> Fault? {
        if name.contains("contentInset") || name.contains("IndicatorInsets") { return .insets }
        if name.contains("contentSize") { return .contentSize }
        if name.hasPrefix("scrollView.frame") || name.hasPrefix("scrollView.transform") { return .scrollViewFrame }
        if name.hasPrefix("view.") { return .rootView }
        if name.hasPrefix("keyboard") { return .keyboard }
        return nil
    }

    /// A short caption line for `violation`: the invariant and the numbers that matter.
    static func caption(_ violation: Violation) -> String {
        let n = { (value: Double) in TraceFormat.number(CGFloat(value)) }
        let name = violation.invariant.rawValue
        switch violation.invariant {
        case .hiddenField:
            if let field = violation.value("field"), let top = violation.value("fieldTop"),
               let bottom = violation.value("fieldBottom"), let bandTop = violation.value("bandTop"),
               let bandBottom = violation.value("bandBottom") {
                return "✗ \(name): field \(n(field)) at \(n(top))...\(n(bottom)), band \(n(bandTop))...\(n(bandBottom))"
            }
        case .drift:
            var parts: [String] = []
            for m in violation.measurements where !m.name.hasSuffix(" baseline") {
                let baseline = violation.value(m.name + " baseline").map { " (baseline \(n($0)))" } ?? ""
                parts.append("\(m.name) \(n(m.value))\(baseline)")
            }
            if !parts.isEmpty { return "✗ \(name): " + parts.joined(separator: "; ") }
        case .unreachableField:
            if let field = violation.value("field"), let lo = violation.value("neededOffsetMin"),
               let hi = violation.value("neededOffsetMax"), let minY = violation.value("minY"),
               let maxY = violation.value("maxY") {
                return "✗ \(name): field \(n(field)) needs offset \(n(lo))...\(n(hi)), range \(n(minY))...\(n(maxY))"
            }
        case .excessGap:
            if let gap = violation.value("gap") { return "✗ \(name): \(n(gap)) pt dead band above the keyboard" }
        case .needlessMotion:
            if let field = violation.value("field"), let moved = violation.value("moved") {
                return "✗ \(name): field \(n(field)) moved \(n(moved)) pt"
            }
        default:
            break
        }
        return "✗ \(name): \(violation.message)"
    }
}
