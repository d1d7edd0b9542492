import Foundation
import KeyboardWorld
import KeyfuzzTesting
import Testing

/// The helper from Swift Testing, as an app's test target uses it.
@Suite struct ExampleSwiftTestingTests {
    @Test func correctStrategyPasses() {
        // record: .never: this package's Seeds/ holds the built-in strategies' cases (a user's
        // own test keeps the default and saves a regression there).
        assertKeyboardAvoidance(OverlapInsetStrategy.init, record: .never)
    }

    @Test func correctStrategyPassesOnTheFormOnEveryDevice() {
        let signUp = KeyboardForm()
            .field()
            .field(keyboardType: .email)
            .field(keyboardType: .numberPad, accessoryView: true)
            .field(height: 120)
        assertKeyboardAvoidance(OverlapInsetStrategy.init, runs: 300,
                                scenarios: ScenarioSpace.default.fixing(\.navigationBar, true).fixing(\.fields, signUp.fields),
                                record: .never)
    }

    /// Apple's port breaks `drift` (see `ExampleXCTests.testApplePortFailsOnceAtTheCallersLine`):
    /// the inset is set on the late `keyboardDidShow`, after `keyboardWillHide` already reset it.
    /// Exactly one issue is recorded, at the caller's line, with the core's message.
    @Test func applePortRecordsOneIssueAtTheCallersLine() throws {
        let expected = try #require(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never))
        let line = #line + 2
        withKnownIssue {
            assertKeyboardAvoidance(AppleGuideStrategy.init, record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expected.message]
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID == #fileID
        }
        #expect(expected.invariant == .drift)
    }

    /// The port's other bug: it scrolls only when the field's *origin* is under the keyboard
    /// (`CGRectContainsPoint(aRect, activeField.frame.origin)`), so a field whose top is just
    /// above the keyboard stays with the rest of it underneath: `hidden-field`, its top inside
    /// the band and its bottom below it.
    @Test func applePortChecksOnlyTheFieldsOrigin() throws {
        let failure = try #require(checkKeyboardAvoidance(AppleGuideStrategy.init, invariants: [.hiddenField],
                                                          scenarios: ScenarioSpace.default.classicOnly(), record: .never))
        let violation = try #require(failure.violation)
        let evidence = try #require(violation.evidence.hiddenField)
        #expect(evidence.fieldSpan.top >= evidence.band.top && evidence.fieldSpan.top < evidence.band.bottom)
        #expect(evidence.fieldSpan.bottom > evidence.keyboardTop)
        #expect(failure.actions == [.tap(0)])
    }

    /// The exact failure text, from the pure core, with the seed file written to a temporary
    /// package's `Seeds/` (so that the paths are the ones a user sees: relative to the package).
    @Test func applePortFailureTextIsPinned() throws {
        let package = try makeTemporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let check = KeyboardAvoidanceCheck(
            AppleGuideStrategy.init, seedsDirectory: package.appendingPathComponent("Seeds"), record: .missing,
            testFilter: "KeyfuzzTestingExampleTests.*applePortFailureTextIsPinned", packageDirectory: package)
        let failure = try #require(check.run())
        #expect(failure.message == Self.pinnedFailure)
        let written = try #require(failure.seedFile)
        #expect(FileManager.default.fileExists(atPath: written.path))
        let storyboard = written.deletingPathExtension().appendingPathExtension("svg")
        #expect(try String(contentsOf: storyboard, encoding: .utf8).contains("<svg xmlns="))
    }

    static let pinnedFailure = """
        AppleGuideStrategy breaks drift at the end of the case (index 2, after the last action)
          no keyboard is docked but contentInset.bottom is 260, baseline 0 (off by 260); verticalScrollIndicatorInsets.bottom is 260, baseline 0 (off by 260)
          found in case 0 of seed 1; shrunk from 26 to 2 actions
          scenario: phone-home portrait, insets never, 1 field, content height 160
          actions: tap(0) dismiss
          picture (bar = window, top at left: [=] field (x hidden)  █ keyboard  ▒ bars  ░ bottom inset  · visible band):
            #0 tap(0)  │▒·······[=]·············████████████████│ kb 407  field 0 136...180  inset 0    offset 0  queued 2
            #1 dismiss │▒·······································│ kb -    field -            inset 0    offset 0  queued 4
            #2 end     │▒·······················░░░░░░░░░░░░░░░░│ kb -    field -            inset 260  offset 0            ✗ drift
          trace:
            #0 tap(0)
                → textFieldDidBeginEditing(field 0)
                · system scrollRectToVisible(field 0): contentOffset.y 0 → 0
                keyboardWillChangeFrame begin (0, 667, 375, 260) end (0, 407, 375, 260) duration 0.25
                keyboardWillShow begin (0, 667, 375, 260) end (0, 407, 375, 260) duration 0.25
                · queued: keyboardDidChangeFrame, keyboardDidShow
                = inset (top 0, bottom 0) | adjusted (top 0, bottom 0) | offset 0 | contentSize.height 160 | scrollView.frame (0, 20, 375, 647) ty 0 | view.frame (0, 0, 375, 667) ty 0 | keyboard (0, 407, 375, 260) docked | band 20...407 | focus field 0
            #1 dismiss
                → textFieldDidEndEditing(field 0)
                keyboardWillChangeFrame begin (0, 407, 375, 260) end (0, 667, 375, 260) duration 0.25
                keyboardWillHide begin (0, 407, 375, 260) end (0, 667, 375, 260) duration 0.25
                    scrollView.contentInset = (top 0, bottom 0)
                    scrollView.verticalScrollIndicatorInsets = (top 0, bottom 0)
                · queued: keyboardDidChangeFrame, keyboardDidShow, keyboardDidChangeFrame, keyboardDidHide
                = inset (top 0, bottom 0) | adjusted (top 0, bottom 0) | offset 0 | contentSize.height 160 | scrollView.frame (0, 20, 375, 647) ty 0 | view.frame (0, 0, 375, 667) ty 0 | keyboard (0, 667, 375, 260) hidden | band 20...667 | focus none
            #2 end of case (deliver queued notifications)
                late keyboardDidChangeFrame begin (0, 667, 375, 260) end (0, 407, 375, 260) duration 0.25
                late keyboardDidShow begin (0, 667, 375, 260) end (0, 407, 375, 260) duration 0.25
                    scrollView.contentInset = (top 0, bottom 260)
                    scrollView.verticalScrollIndicatorInsets = (top 0, bottom 260)
                late keyboardDidChangeFrame begin (0, 407, 375, 260) end (0, 667, 375, 260) duration 0.25
                late keyboardDidHide begin (0, 407, 375, 260) end (0, 667, 375, 260) duration 0.25
                = inset (top 0, bottom 260) | adjusted (top 0, bottom 260) | offset 0 | contentSize.height 160 | scrollView.frame (0, 20, 375, 647) ty 0 | view.frame (0, 0, 375, 667) ty 0 | keyboard (0, 667, 375, 260) hidden | band 20...667 | focus none
                ✗ drift: no keyboard is docked but contentInset.bottom is 260, baseline 0 (off by 260); verticalScrollIndicatorInsets.bottom is 260, baseline 0 (off by 260)
          seed file: Seeds/AppleGuideStrategy-drift-73f939b07a797ac0.json (written now, record mode missing; KEYFUZZ_RECORD=never|missing|all)
          storyboard: Seeds/AppleGuideStrategy-drift-73f939b07a797ac0.svg (open it in a browser)
          replay: KEYFUZZ_REPLAY=Seeds/AppleGuideStrategy-drift-73f939b07a797ac0.json swift test --filter 'KeyfuzzTestingExampleTests.*applePortFailureTextIsPinned'
        """
}
