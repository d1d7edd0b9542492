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

/// A view kept in a strategy's verification state: equal to another when it has the same place
/// on the screen (`View.role`: one view per place), so that states of two worlds compare.
struct ViewReference<Kind: View>: Hashable {
    let view: Kind

    init(_ view: Kind) {
        self.view = view
    }

    static func == (lhs: ViewReference, rhs: ViewReference) -> Bool { lhs.view.role == rhs.view.role }
    func hash(into hasher: inout Hasher) { hasher.combine(view.role) }
}
