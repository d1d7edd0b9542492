import Foundation
import KeyboardWorld

/// A text field kept in a strategy's verification state: equal to another when it is the field
/// at the same index, so that states of two worlds of one scenario compare.
struct FieldReference: Hashable {
    let field: TextField

    init(_ field: TextField) {
        self.field = field
    }

    static func == (lhs: FieldReference, rhs: FieldReference) -> Bool { lhs.field.index == rhs.field.index }
    func hash(into hasher: inout Hasher) { hasher.combine(field.index) }
}
