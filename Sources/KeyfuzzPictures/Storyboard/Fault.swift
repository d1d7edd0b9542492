import Foundation
import KeyboardWorld

/// What a violation points at in a picture: the thing to draw in red, read from its typed evidence.
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
    /// Another view of the screen (the page, a bar, the plain form view), moved or resized.
    case view(WorldProperty.ViewRole)
    /// A text view's caret out of the visible band (window span), with its text view.
    case caret(field: Int, top: Double, bottom: Double)

    /// The faults `violation` points at, in the order of its evidence; empty when nothing can
    /// be drawn (the caption still names it).
    static func of(_ violation: Violation) -> [Fault] {
        switch violation.evidence {
        case .hiddenField(let e):
            return [.field(e.field, label: "hidden-field")]
        case .hiddenCaret(let e):
            return [.caret(field: e.field, top: Double(e.caretSpan.top), bottom: Double(e.caretSpan.bottom))]
        case .unreachableField(let e):
            return [.field(e.field, label: "unreachable")]
        case .unreachableOutsideField(let e):
            return [.field(e.field, label: "unreachable")]
        case .unreachableNestedField(let e):
            return [.field(e.field, label: "unreachable")]
        case .needlessMotion(let e):
            return [.field(e.field, label: "moved \(TraceFormat.number(e.moved)) pt")]
        case .excessGap(let e):
            return [.gap(top: Double(e.contentBottom), bottom: Double(e.target))]
        case .sanity(let e):
            return property(e.property).map { [$0] } ?? []
        case .runaway:
            return []
        case .drift(let e):
            var faults: [Fault] = []
            for drifted in e.drifted {
                if let fault = property(drifted.property), !faults.contains(fault) { faults.append(fault) }
            }
            return faults
        }
    }

    /// What a property of a drift or sanity report is drawn as; nil for the content offset,
    /// which the panel always labels, and for the controller's additional safe-area insets,
    /// which no view shows (the caption names them).
    static func property(_ property: WorldProperty) -> Fault? {
        switch property {
        case .contentInset, .verticalScrollIndicatorInsets: .insets
        case .contentSize: .contentSize
        case .frame(.scrollView, _), .transform(.scrollView, _): .scrollViewFrame
        case .frame(.rootView, _), .transform(.rootView, _): .rootView
        case .frame(let role, _), .transform(let role, _): .view(role)
        case .pageContentInset, .pageVerticalScrollIndicatorInsets, .pageContentSize: .view(.pageScrollView)
        case .keyboardHeight: .keyboard
        case .contentOffset, .pageContentOffset, .additionalSafeAreaInsets: nil
        }
    }

    /// A short caption line for `violation`: the invariant and the numbers that matter.
    static func caption(_ violation: Violation) -> String {
        let n = TraceFormat.number
        let name = violation.invariant.rawValue
        switch violation.evidence {
        case .hiddenField(let e):
            return
                "✗ \(name): field \(e.field) at \(n(e.fieldSpan.top))...\(n(e.fieldSpan.bottom)), band \(n(e.band.top))...\(n(e.band.bottom))"
        case .hiddenCaret(let e):
            return
                "✗ \(name): caret of field \(e.field) at \(n(e.caretSpan.top))...\(n(e.caretSpan.bottom)), band \(n(e.band.top))...\(n(e.band.bottom))"
        case .unreachableOutsideField(let e):
            return
                "✗ \(name): field \(e.field) at \(n(e.windowSpan.top))...\(n(e.windowSpan.bottom)), band \(n(e.band.top))...\(n(e.band.bottom)), nothing to scroll"
        case .unreachableNestedField(let e):
            return "✗ \(name): field \(e.field) needs offsets summing to \(n(e.neededSumMin))...\(n(e.neededSumMax))"
        case .drift(let e):
            let parts = e.drifted.map { "\($0.property.name) \(n($0.value)) (baseline \(n($0.baseline)))" }
            if !parts.isEmpty { return "✗ \(name): " + parts.joined(separator: "; ") }
        case .unreachableField(let e):
            return
                "✗ \(name): field \(e.field) needs offset \(n(e.neededOffsetMin))...\(n(e.neededOffsetMax)), range \(n(e.validMinY))...\(n(e.validMaxY))"
        case .excessGap(let e):
            return "✗ \(name): \(n(e.gap)) pt dead band above the keyboard"
        case .needlessMotion(let e):
            return "✗ \(name): field \(e.field) moved \(n(e.moved)) pt"
        case .sanity, .runaway:
            break
        }
        return "✗ \(name): \(violation.message)"
    }
}
