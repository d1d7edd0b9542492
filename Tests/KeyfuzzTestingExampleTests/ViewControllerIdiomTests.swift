import Foundation
import KeyboardWorld
import KeyfuzzTesting
import KeyfuzzUIKit
import Testing

/// The keyboard idioms iOS code has, each a view controller in `ViewControllers/` written as an
/// app has it (`import KeyfuzzUIKit` for `import UIKit`; on Linux the Objective-C attributes
/// and `#selector` registrations, which Swift there cannot compile, in their block form), checked
/// with one call and given the verdict a device would give, for the reason each test states.
@MainActor @Suite struct ViewControllerIdiomTests {
    /// The invariants the distinct bugs of a failed check break.
    private func broken(_ failure: KeyboardAvoidanceFailure?) -> Set<Invariant> {
        guard let failure else { return [] }
        return Set((failure.parts.isEmpty ? [failure] : failure.parts).compactMap(\.invariant))
    }

    /// Apple's listing insets by the begin frame's whole height on did-show, which comes after a
    /// dismissal that interrupts the show (the inset stays: `drift`), and asks whether the field's
    /// content origin lies in the view's window rect (a field a few points under the keyboard
    /// reads as visible: `hidden-field`). The host-based port of the same listing breaks the same
    /// invariants on the same cases.
    @Test func appleGuideListingBreaksWhatItsPortBreaks() {
        let failure = checkKeyboardAvoidance(of: AppleGuideViewController.init, record: .never) { controller, screen in
            controller.scrollView = screen.scrollView
            for field in screen.textFields { field.delegate = controller }
        }
        #expect(broken(failure) == [.hiddenField, .drift], "\(failure?.message ?? "passed")")
        let port = checkKeyboardAvoidance(
            AppleGuideStrategy.init, scenarios: ScenarioSpace.default.fixing(\.layout, .constraints), record: .never)
        #expect(broken(port) == broken(failure))
    }

    /// Hacking with Swift's full-screen text view: the inset is the keyboard's height less the
    /// safe area its automatic inset already holds, the caret is scrolled back in view, and the
    /// text view keeps its caret in view as the user types. Converting the screen frame "from the
    /// window" is wrong in a Stage Manager window, but only its height is used.
    @Test func hackingWithSwiftTextViewPasses() {
        let editor = KeyboardForm().field(frame: CGRect(x: 0, y: 0, width: 393, height: 2_000), textView: true)
        let failure = checkKeyboardAvoidance(
            of: TextViewEditorViewController.init, screens: Self.editorScreens, scenarios: .form(editor), record: .never
        ) { controller, screen in
            controller.yourTextView = screen.textViews[0]
        }
        #expect(failure == nil, "\(failure?.message ?? "")")
    }

    /// A full-screen text view: a text view's scroll view adjusts for the safe area (`.automatic`).
    private static let editorScreens = ScreenSet(shapes: [.scrollForm], features: [.textViews], insetAdjustments: [.automatic])

    /// The chat input bar pinned to the safe area, its constraint taking the keyboard's height
    /// less the safe area, animated with the keyboard's curve around `layoutIfNeeded()`: the bar
    /// rides on every docked keyboard and comes back.
    @Test func chatInputBarConstraintPasses() {
        let chat = KeyboardForm(shape: .footer).field()
        let failure = checkKeyboardAvoidance(
            of: ChatInputBarViewController.init, screens: ScreenSet(shapes: [.footer]), scenarios: .form(chat), record: .never
        ) { controller, screen in
            // The storyboard's "Safe Area.bottom = Input Bar.bottom": it takes the place of the
            // screen's own bottom constraint of the bar.
            guard let bar = screen.footerView else { return }
            let bottom = screen.view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
            bottom.isActive = true
            controller.bottomConstraint = bottom
        }
        #expect(failure == nil, "\(failure?.message ?? "")")
    }

    /// Pinning the scroll view to the keyboard layout guide shortens it above the keyboard, but
    /// nothing scrolls the focused field into the shorter scroll view: UIKit scrolls a text field
    /// into view only as it becomes first responder, before the keyboard comes (docs/world-rules.md,
    /// "Focus"), so a field low in the form ends below the scroll view's new bottom.
    @Test func keyboardLayoutGuideAloneLeavesTheFieldHidden() {
        let failure = checkKeyboardAvoidance(of: KeyboardLayoutGuideViewController.init, record: .never) { controller, screen in
            controller.scrollView = screen.scrollView
        }
        #expect(broken(failure) == [.hiddenField], "\(failure?.message ?? "passed")")
    }

    /// The popular answer moves the whole view up by the keyboard's height whatever the field
    /// (a field near the top goes under the status bar), only when the view is at 0 (a taller
    /// keyboard while up is not followed), and back by the hide's begin height (a keyboard that
    /// changed height while up leaves the view moved, and the fields out of reach).
    @Test func viewShiftAnswerBreaksThreeInvariants() {
        let failure = checkKeyboardAvoidance(of: ViewShiftViewController.init, screens: ScreenSet(shapes: [.plainForm]), record: .never)
        #expect(broken(failure) == [.hiddenField, .drift, .unreachableField], "\(failure?.message ?? "passed")")
    }

    /// A transform by the keyboard's whole height lifts a field near the top above the screen.
    @Test func transformByTheKeyboardHeightHidesTopFields() {
        let failure = checkKeyboardAvoidance(of: TransformViewController.init, screens: ScreenSet(shapes: [.plainForm]), record: .never)
        #expect(broken(failure) == [.hiddenField], "\(failure?.message ?? "passed")")
    }

    /// iOS 11's way: the safe area grows by what the docked keyboard covers beyond the container's
    /// own safe area, the automatic inset follows, the field is scrolled into view.
    @Test func additionalSafeAreaInsetsPass() {
        let failure = checkKeyboardAvoidance(
            of: SafeAreaViewController.init, screens: ScreenSet(shapes: [.scrollForm], insetAdjustments: [.automatic]),
            record: .never
        ) { controller, screen in
            controller.scrollView = screen.scrollView
        }
        #expect(failure == nil, "\(failure?.message ?? "")")
    }

    /// The textbook's insets in block observers kept as tokens: correct on the default screen.
    @Test func blockObserverTokensPass() {
        let failure = checkKeyboardAvoidance(of: ObserverTokensViewController.init, record: .never) { controller, screen in
            controller.scrollView = screen.scrollView
            for field in screen.textFields { field.delegate = controller }
        }
        #expect(failure == nil, "\(failure?.message ?? "")")
    }

    /// A form with text views whose caret is followed as the user types and as editing begins.
    @Test func caretFollowingPasses() {
        let failure = checkKeyboardAvoidance(
            of: CaretFollowingViewController.init, screens: ScreenSet(shapes: [.scrollForm], features: [.textViews]),
            record: .never
        ) { controller, screen in
            controller.scrollView = screen.scrollView
            for field in screen.textFields { field.delegate = controller }
            for view in screen.textViews { view.delegate = controller }
        }
        #expect(failure == nil, "\(failure?.message ?? "")")
    }

    // MARK: Table and collection view controllers

    /// Whether every distinct bug of `failure` is a `hidden-field` whose band ends above the
    /// keyboard: the focused field lies outside the table's band (a rotation or the user's scroll
    /// put it there), with a keyboard that reaches nothing of the table (a hardware keyboard's
    /// bar under a tab bar or below a Stage Manager window). UIKit scrolls the first responder's
    /// row only when its adjustment is not zero, so a device leaves the field there too
    /// (docs/world-rules.md, "Table and collection view controllers").
    private func onlyFieldsTheKeyboardDoesNotReach(_ failure: KeyboardAvoidanceFailure?) -> Bool {
        guard let failure else { return true }
        return (failure.parts.isEmpty ? [failure] : failure.parts).allSatisfy { part in
            guard let evidence = part.violation?.evidence.hiddenField, let actions = part.counterexample?.shrunk.keyboardCase.actions
            else { return false }
            return evidence.band.bottom < evidence.keyboardTop && actions.contains(.hardwareKeyboard(true))
        }
    }

    /// A table view controller whose code does nothing about the keyboard: UIKit's own avoidance
    /// (registered in `viewWillAppear`, re-synced there, the keyboard's overlap in
    /// `adjustedContentInset`, the first responder's row scrolled visible) keeps every field the
    /// keyboard reaches in view; what is left is what a device leaves too. A
    /// `UITableViewController` subclass is checked on the table view controller's screen.
    @Test func tableViewControllerWithNoKeyboardCodeKeepsTheKeyboardOffItsFields() {
        for seed: UInt64 in 1...5 {
            let failure = checkKeyboardAvoidance(of: SettingsFormTableViewController.init, runs: 1_000, seed: seed, record: .never)
            #expect(onlyFieldsTheKeyboardDoesNotReach(failure), "seed \(seed): \(failure?.message ?? "")")
        }
    }

    /// The same for a collection view controller: UIKit runs the same code for both.
    @Test func collectionViewControllerWithNoKeyboardCodeKeepsTheKeyboardOffItsFields() {
        for seed: UInt64 in 1...5 {
            let failure = checkKeyboardAvoidance(
                of: SettingsFormCollectionViewController.init, runs: 1_000, seed: seed, record: .never)
            #expect(onlyFieldsTheKeyboardDoesNotReach(failure), "seed \(seed): \(failure?.message ?? "")")
        }
    }

    /// A collection view controller is checked on the table view controller's screen, whose
    /// scroll view is its `collectionView`, and the trace names its class.
    @Test func collectionViewControllerShowsItsCollectionView() throws {
        var sawScreen = false
        let form = KeyboardForm(shape: .tableController).field().field().field().field().field().field().field().field()
            .field().field().field().field()
        let replay = try replayKeyboardCase(of: SettingsFormCollectionViewController.init, on: form, actions: "tap(11)") {
            controller, screen in
            sawScreen = controller.collectionView === screen.scrollView
        }
        #expect(sawScreen)
        #expect(replay.violations.isEmpty, "\(replay)")
        #expect(replay.trace.text.contains("UICollectionViewController: keyboard inset adjustment"), "\(replay.trace.text)")
    }

    /// IQKeyboardManager #850: a `viewWillAppear` override without `super` never registers
    /// UIKit's avoidance, so the keyboard covers the lower rows.
    @Test func viewWillAppearWithoutSuperLosesTheTablesAvoidance() {
        let failure = checkKeyboardAvoidance(of: ForgetfulTableViewController.init, record: .never)
        #expect(broken(failure).contains(.hiddenField), "\(failure?.message ?? "passed")")
    }

    /// openradar 4967: adding the keyboard's overlap to the table's inset, on top of what UIKit
    /// already adds, leaves a band as tall as the keyboard between the content and the keyboard.
    @Test func anOwnInsetInATableViewControllerAvoidsTwice() {
        let failure = checkKeyboardAvoidance(
            of: DoubleInsetTableViewController.init, invariants: InvariantSet.defaults.union([.excessGap]), record: .never)
        #expect(broken(failure).contains(.excessGap), "\(failure?.message ?? "passed")")
        // Without the gap invariant the fields the keyboard reaches stay in view.
        let defaults = checkKeyboardAvoidance(of: DoubleInsetTableViewController.init, record: .never)
        #expect(onlyFieldsTheKeyboardDoesNotReach(defaults), "\(defaults?.message ?? "")")
    }
}
