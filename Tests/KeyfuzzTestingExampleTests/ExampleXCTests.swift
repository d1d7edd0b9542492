import Foundation
import KeyboardWorld
import KeyfuzzTesting
import XCTest

/// The helper from an `XCTestCase`, as an app's test target uses it.
final class ExampleXCTests: XCTestCase {
    func testCorrectStrategyPasses() {
        // record: .never: this package's Seeds/ holds the built-in strategies' cases (a user's
        // own test keeps the default and saves a regression there).
        assertKeyboardAvoidance(OverlapInsetStrategy.init, record: .never)
    }

    func testCorrectStrategyPassesOnTheAppsOwnForm() {
        let signUp = KeyboardForm(device: .phoneHome, navigationBar: true)
            .field()
            .field(keyboardType: .email)
            .field(keyboardType: .numberPad, accessoryView: true)
            .field(height: 120)
            .footer(200)
        assertKeyboardAvoidance(OverlapInsetStrategy.init, scenarios: .form(signUp), record: .never)
    }

    // MARK: The Apple port fails exactly once, at the caller's line

    private var captured: [(description: String, file: String, line: Int)]?

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        if captured != nil {
            captured?.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    /// Apple's port breaks `hidden-field` in the first case seed 1 draws: it checks
    /// `activeField.frame.origin` — the field's origin in the scroll view's content coordinates —
    /// against the view's rect above the keyboard, so a field whose content origin lies above the
    /// keyboard's top but whose place on screen (the scroll view's 20 pt lower) lies under it is
    /// never scrolled to.
    func testApplePortFailsOnceAtTheCallersLine() throws {
        captured = []
        let line = #line + 1
        assertKeyboardAvoidance(AppleGuideStrategy.init, record: .never)
        let failures = captured ?? []
        captured = nil

        XCTAssertEqual(failures.count, 1)
        let failure = try XCTUnwrap(failures.first)
        XCTAssertEqual(failure.file, #filePath)
        XCTAssertEqual(failure.line, line)
        let expected = try XCTUnwrap(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never))
        XCTAssertEqual(expected.invariant, .hiddenField)
        // XCTFail prefixes its own "failed - ".
        XCTAssertTrue(failure.description.hasSuffix(expected.message), failure.description)
        XCTAssertTrue(failure.description.contains("AppleGuideStrategy breaks hidden-field at the end of the case"))
        XCTAssertTrue(
            failure.description.contains(
                "replay: swift test --filter 'KeyfuzzTestingExampleTests.*testApplePortFailsOnceAtTheCallersLine' (seed 1 draws case 0 again)"
            ))
    }
}
