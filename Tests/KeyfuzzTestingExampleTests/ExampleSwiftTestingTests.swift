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

    /// A pass says what it covered: the test fails unless the random cases rotated with the
    /// keyboard docked in 5 % of them, and ran on a Stage Manager window in 10 %.
    @Test func correctStrategyCoversRotationsAndWindows() {
        assertKeyboardAvoidance(
            OverlapInsetStrategy.init, record: .never,
            cover: [.rotationWhileDocked: 5, .value(\.device, .padWindow): 10])
    }

    @Test func correctStrategyPassesOnTheFormOnEveryDevice() {
        let signUp = KeyboardForm()
            .field()
            .field(keyboardType: .email)
            .field(keyboardType: .numberPad, accessoryView: true)
            .field(height: 120)
        assertKeyboardAvoidance(
            OverlapInsetStrategy.init, runs: 300,
            scenarios: ScenarioSpace.default.fixing(\.navigationBar, true).fixing(\.fields, signUp.fields),
            record: .never)
    }

    /// Apple's port has several distinct bugs (see `ExampleXCTests.testApplePortFailsOncePerBugAtTheCallersLine`),
    /// among them `drift`: the inset its DidShow sets arrives after the hide when the keyboard is
    /// dismissed during its show animation. One issue per bug is recorded, each at the caller's
    /// line, with the core's message for that bug. (Swift Testing prints known issues: this runs
    /// with KEYFUZZ_EXPECTED_FAILURES=1, as `.ci/run` does; `AssertionRecordingTests` checks the
    /// same recording silently in every run.)
    @Test(.enabled(if: showsExpectedFailures, "KEYFUZZ_EXPECTED_FAILURES=1 runs the examples that record expected failures"))
    func applePortRecordsOneIssuePerBugAtTheCallersLine() throws {
        let expected = try #require(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never))
        let line = #line + 3
        let messages = EveryInvariantReportingTests.Messages()
        withKnownIssue {
            assertKeyboardAvoidance(AppleGuideStrategy.init, record: .never)
        } matching: { issue in
            messages.append(issue.comments.map(\.rawValue).joined())
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        }
        #expect(messages.all == expected.parts.map(\.message))
        #expect(expected.parts.contains { $0.invariant == .drift })
    }

    /// The port's second bug: `kbSize` comes from the *begin* frame. When the keyboard grows
    /// while up (a field with an input accessory view, the emoji keyboard), DidShow's begin frame
    /// is the old, shorter keyboard, so the inset is short by exactly the growth and the focused
    /// field stays that much under the keyboard: `hidden-field`.
    @Test func applePortHidesTheFieldWithTheBeginFramesHeight() throws {
        // The classic profile, seed 1 (its first case that fails this way: a rotation that grows
        // the keyboard while up): the bug needs no device quirk, and other seeds find the field
        // hidden by other growths.
        let failure = try #require(
            checkKeyboardAvoidance(
                AppleGuideStrategy.init, seed: 1, invariants: [.hiddenField],
                scenarios: ScenarioSpace.default.idealisedOnly(),
                record: .never, reporting: .firstFailure))
        let violation = try #require(failure.violation)
        #expect(violation.invariant == .hiddenField)
        let evidence = try #require(violation.evidence.hiddenField)
        let fieldBottom = Double(evidence.fieldSpan.bottom)
        let bandBottom = Double(evidence.band.bottom)
        // The last DidShow the port handled: begin and end frames of a keyboard that grew.
        let trace = try #require(failure.counterexample?.trace)
        let didShows = trace.steps.flatMap(\.events).compactMap { event -> KeyboardNotification? in
            if case .notification(let note, _) = event, note.name == .keyboardDidShow { return note }
            return nil
        }
        let last = try #require(didShows.last)
        let growth = Double(last.frameEnd.size.height - last.frameBegin.size.height)
        #expect(growth > 0)
        #expect(fieldBottom - bandBottom == growth)
    }

    /// The port's other bug: it scrolls only when the field's *origin* is outside the view's rect
    /// above the keyboard (`CGRectContainsPoint(aRect, activeField.frame.origin)`), and that origin
    /// is in the scroll view's content coordinates, not the view's: a field whose content origin
    /// lies above the keyboard's top while the field itself reaches under it is never scrolled
    /// to: `hidden-field` from one tap.
    @Test func applePortChecksOnlyTheFieldsOrigin() throws {
        let failure = try #require(
            checkKeyboardAvoidance(
                AppleGuideStrategy.init, seed: 2, invariants: [.hiddenField],
                scenarios: ScenarioSpace.default.idealisedOnly(), record: .never, reporting: .firstFailure))
        let violation = try #require(failure.violation)
        let evidence = try #require(violation.evidence.hiddenField)
        let scenario = try #require(failure.counterexample?.shrunk.keyboardCase.scenario)
        #expect(scenario.fields[0].frame.origin.y < evidence.keyboardTop)  // what the port checks
        #expect(evidence.fieldSpan.bottom > evidence.keyboardTop)  // what the user sees
        #expect(failure.actions == [.tap(0)])
    }

    /// The exact failure text, from the pure core, with the seed file written to a temporary
    /// package's `Seeds/` (so that the paths are the ones a user sees: relative to the package).
    @Test func applePortFailureTextIsPinned() throws {
        let package = try makeTemporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        var check = KeyboardAvoidanceCheck(
            AppleGuideStrategy.init, seedsDirectory: package.appendingPathComponent("Seeds"), record: .missing,
            testFilter: "KeyfuzzTestingExampleTests.*applePortFailureTextIsPinned", packageDirectory: package)
        check.reporting = .firstFailure
        let failure = try #require(check.run())
        #expect(failure.message == Self.pinnedFailure)
        let written = try #require(failure.seedFile)
        #expect(FileManager.default.fileExists(atPath: written.path))
        let storyboard = written.deletingPathExtension().appendingPathExtension("svg")
        #expect(try String(contentsOf: storyboard, encoding: .utf8).contains("<svg xmlns="))
    }

    static let pinnedFailure = #"""
        AppleGuideStrategy breaks drift at the end of the case (index 2, after the last action)
          no keyboard is docked but contentInset.bottom is 260, baseline 0 (off by 260); verticalScrollIndicatorInsets.bottom is 260, baseline 0 (off by 260)
          found in case 1 of seed 1; shrunk from 8 to 2 actions
          needs: keyboardDismissMode=onDrag (a drag dismisses as it begins; the hide's end frame has zero height (TPKeyboardAvoiding #270))
          scenario: phone-home portrait, insets never, rotations hide first, visible-only hardware frames, dismiss on drag, object screen, 1 field, content height 679
          actions: tap(0) scroll(0)
          picture (bar = window, top at left: [=] field (x hidden)  █ keyboard  ▒ bars  ░ bottom inset  · visible band):
            #0 tap(0)    │▒[=]····················████████████████│ kb 407  field 0 20...64  inset 0    offset 0  queued 2
            #1 scroll(0) │▒·······································│ kb -    field -          inset 0    offset 0  queued 4
            #2 end       │▒·······················░░░░░░░░░░░░░░░░│ kb -    field -          inset 260  offset 0            ✗ drift
          trace:
            #0 tap(0)
                → textFieldDidBeginEditing(field 0)
                · system scrollRectToVisible(field 0): contentOffset.y 0 → 0
                keyboardWillChangeFrame begin (0, 667, 375, 260) end (0, 407, 375, 260) duration 0.25
                keyboardWillShow begin (0, 667, 375, 260) end (0, 407, 375, 260) duration 0.25
                · queued: keyboardDidChangeFrame, keyboardDidShow
                = inset (top 0, bottom 0) | adjusted (top 0, bottom 0) | offset 0 | contentSize.height 679 | scrollView.frame (0, 20, 375, 647) ty 0 | view.frame (0, 0, 375, 667) ty 0 | keyboard (0, 407, 375, 260) docked | band 20...407 | focus field 0
            #1 scroll(0)
                → scrollViewWillBeginDragging
                · keyboardDismissMode .onDrag: the drag dismisses the keyboard
                → textFieldDidEndEditing(field 0)
                keyboardWillChangeFrame begin (0, 407, 375, 260) end (0, 667, 375, 0) duration 0.25
                keyboardWillHide begin (0, 407, 375, 260) end (0, 667, 375, 0) duration 0.25
                    scrollView.contentInset = (top 0, bottom 0)
                    scrollView.verticalScrollIndicatorInsets = (top 0, bottom 0)
                · user drag: contentOffset.y 0 → 0
                · queued: keyboardDidChangeFrame, keyboardDidShow, keyboardDidChangeFrame, keyboardDidHide
                = inset (top 0, bottom 0) | adjusted (top 0, bottom 0) | offset 0 | contentSize.height 679 | scrollView.frame (0, 20, 375, 647) ty 0 | view.frame (0, 0, 375, 667) ty 0 | keyboard (0, 667, 375, 260) hidden | band 20...667 | focus none
            #2 end of case (deliver queued notifications)
                late keyboardDidChangeFrame begin (0, 667, 375, 260) end (0, 407, 375, 260) duration 0.25
                late keyboardDidShow begin (0, 667, 375, 260) end (0, 407, 375, 260) duration 0.25
                    scrollView.contentInset = (top 0, bottom 260)
                    scrollView.verticalScrollIndicatorInsets = (top 0, bottom 260)
                late keyboardDidChangeFrame begin (0, 407, 375, 260) end (0, 667, 375, 0) duration 0.25
                late keyboardDidHide begin (0, 407, 375, 260) end (0, 667, 375, 0) duration 0.25
                = inset (top 0, bottom 260) | adjusted (top 0, bottom 260) | offset 0 | contentSize.height 679 | scrollView.frame (0, 20, 375, 647) ty 0 | view.frame (0, 0, 375, 667) ty 0 | keyboard (0, 667, 375, 260) hidden | band 20...667 | focus none
                ✗ drift: no keyboard is docked but contentInset.bottom is 260, baseline 0 (off by 260); verticalScrollIndicatorInsets.bottom is 260, baseline 0 (off by 260)
          seed file: Seeds/AppleGuideStrategy-drift-5b0db34efdf3371b.json (written now, record mode missing; KEYFUZZ_RECORD=never|missing|all)
          storyboard: Seeds/AppleGuideStrategy-drift-5b0db34efdf3371b.svg (open it in a browser)
          replay: KEYFUZZ_REPLAY=Seeds/AppleGuideStrategy-drift-5b0db34efdf3371b.json swift test --filter 'KeyfuzzTestingExampleTests.*applePortFailureTextIsPinned'
          pin it as a unit test (Swift Testing):
            import Foundation
            import KeyboardWorld
            import KeyfuzzTesting
            import Testing

            /// keyfuzz: AppleGuideStrategy breaks drift at the end of the case (index 2, after the last action).
            /// Found in case 1 of seed 1, shrunk to 2 actions; fails until the bug is fixed.
            @Test func appleGuideStrategyKeepsDrift() throws {
                let screen = KeyboardForm()
                    .with(\.device, .phoneHome)
                    .with(\.insetAdjustment, .never)
                    .with(\.rotationStyle, .hideFirst)
                    .with(\.hardwareFrame, .visibleOnly)
                    .with(\.keyboardDismissMode, .onDrag)
                    .with(\.notificationObject, .screen)
                    .field(frame: CGRect(x: 16, y: 0, width: 300, height: 44))
                    .footer(635)
                let replay = try replayKeyboardCase(AppleGuideStrategy.init, on: screen,
                                                    actions: "tap(0) scroll(0)", invariants: [.drift])
                #expect(replay.violations.isEmpty, "\(replay)")
            }
        """#
}

/// Every broken invariant, each shrunk on its own: one issue each, or one issue listing them all.
@Suite struct EveryInvariantReportingTests {
    final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func append(_ message: String) {
            lock.lock()
            list.append(message)
            lock.unlock()
        }
        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }
    }

    @Test func applePortBreaksDriftAndHiddenFieldEachReportedOnItsOwn() throws {
        let failure = try #require(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never, reporting: .everyInvariant))
        // The inset set on the late DidShow (drift); fields left hidden (hidden-field: the origin check, kbSize from the begin frame).
        #expect(failure.invariants == [.hiddenField, .drift])
        #expect(failure.parts.map(\.invariant) == [.hiddenField, .drift])
        #expect(
            failure.message.hasPrefix(
                "AppleGuideStrategy breaks 2 invariants: hidden-field, drift\n\nAppleGuideStrategy breaks hidden-field "))
        let first = try #require(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never, reporting: .firstFailure))
        #expect(first.parts.isEmpty && first.invariant == .drift)
    }

    /// The same reportings recorded as test issues: one per invariant, or all in one.
    @Test(.enabled(if: showsExpectedFailures, "KEYFUZZ_EXPECTED_FAILURES=1 runs the examples that record expected failures"))
    func applePortRecordsEachInvariantOrAllInOneIssue() throws {
        let failure = try #require(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never, reporting: .everyInvariant))
        let messages = Messages()
        withKnownIssue {
            assertKeyboardAvoidance(AppleGuideStrategy.init, record: .never, reporting: .everyInvariant)
        } matching: { issue in
            messages.append(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(messages.all == failure.parts.map(\.message))

        let oneIssue = Messages()
        withKnownIssue {
            assertKeyboardAvoidance(AppleGuideStrategy.init, record: .never, reporting: .everyInvariantInOneIssue)
        } matching: { issue in
            oneIssue.append(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(oneIssue.all == [failure.message])
    }
}
