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

    /// Apple's port has several distinct bugs; the check records one issue per bug, each at the
    /// caller's line. Among them `drift`: it sets the inset on `keyboardDidShow`, which arrives
    /// only when the show animation ends, so a keyboard dismissed before then gets its will-hide
    /// (insets reset) first and the late did-show's inset stays with no keyboard on screen.
    func testApplePortFailsOncePerBugAtTheCallersLine() throws {
        captured = []
        let line = #line + 1
        assertKeyboardAvoidance(AppleGuideStrategy.init, record: .never)
        let failures = captured ?? []
        captured = []
        let firstLine = #line + 1
        assertKeyboardAvoidance(AppleGuideStrategy.init, record: .never, reporting: .firstFailure)
        let firstOnly = captured ?? []
        captured = nil

        let expected = try XCTUnwrap(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never))
        XCTAssertGreaterThan(expected.parts.count, 1)
        XCTAssertEqual(Set(expected.parts.compactMap(\.invariant)), [.hiddenField, .drift])
        XCTAssertEqual(failures.count, expected.parts.count)
        for (failure, part) in zip(failures, expected.parts) {
            XCTAssertEqual(failure.file, #filePath)
            XCTAssertEqual(failure.line, line)
            // XCTFail prefixes its own "failed - ".
            XCTAssertTrue(failure.description.hasSuffix(part.message), failure.description)
            XCTAssertTrue(
                failure.description.contains(
                    "replay: swift test --filter 'KeyfuzzTestingExampleTests.*testApplePortFailsOncePerBugAtTheCallersLine'"))
        }
        XCTAssertTrue(failures.contains { $0.description.contains("AppleGuideStrategy breaks drift at the end of the case") })

        // The first failure alone: one issue.
        XCTAssertEqual(firstOnly.count, 1)
        XCTAssertEqual(firstOnly.first?.line, firstLine)
    }
}
