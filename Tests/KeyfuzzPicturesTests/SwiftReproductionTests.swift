import Foundation
import KeyboardWorld
import Testing

@testable import KeyfuzzKit
@testable import KeyfuzzPictures

/// The pasteable test rebuilds a screen with `KeyboardForm().with(\.key, value)` for every
/// dimension but those the `.field(...)` calls and `.footer(...)` rebuild, so each such key must
/// name a stored property of `Scenario` (a new dimension whose key does not, like `textViews`
/// for `textViewIndices`, must be rebuilt another way).
@Suite struct SwiftReproductionTests {
    @Test func everyDimensionItWritesWithWithIsAScenarioProperty() {
        let properties = Set(Mirror(reflecting: Scenario(fields: [])).children.compactMap(\.label))
        for dimension in ScenarioDimension.all where !SwiftReproduction.keysBuiltByFields.contains(dimension.key) {
            #expect(properties.contains(dimension.key), "\\.\(dimension.key) is not a Scenario property")
        }
        // And the fields' own: a text view's flag is an argument of `.field(...)`.
        let notes = TextFieldSpec(frame: CGRect(x: 16, y: 20, width: 300, height: 120), isTextView: true)
        #expect(
            notes.swiftArguments(accessoryLabel: "accessoryView", textViewLabel: "textView")
                == "frame: CGRect(x: 16, y: 20, width: 300, height: 120), textView: true")
    }
}
