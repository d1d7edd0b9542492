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

    /// The faults `violation` points at, in the order of its evidence's marks, each once; empty
    /// when nothing can be drawn (the caption still names it).
    static func of(_ violation: Violation) -> [Fault] {
        var faults: [Fault] = []
        for mark in violation.evidence.details.marks {
            if let fault = Fault(mark), !faults.contains(fault) { faults.append(fault) }
        }
        return faults
    }

    /// What `mark` is drawn as; nil for a property no view shows (``property(_:)``).
    init?(_ mark: EvidenceMark) {
        switch mark {
        case .field(let field, let label): self = .field(field, label: label)
        case .caret(let field, let span): self = .caret(field: field, top: Double(span.top), bottom: Double(span.bottom))
        case .gap(let top, let bottom): self = .gap(top: Double(top), bottom: Double(bottom))
        case .property(let property):
            guard let fault = Self.property(property) else { return nil }
            self = fault
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
        "✗ \(violation.invariant.rawValue): \(violation.evidence.details.captionDetail ?? violation.message)"
    }
}
