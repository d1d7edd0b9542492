import Foundation
import KeyboardWorld
import Testing

/// A subclass's override is what the world calls, even when its superclass did not override
/// that callback: the trap of protocol default implementations, closed by the base class.
@Suite struct KeyboardAvoidingViewControllerTests {
    /// Records every callback the world makes, by name.
    final class Calls: @unchecked Sendable {
        var names: [String] = []
    }

    /// A base strategy that handles only will-show (as a view controller might).
    class FormHandling: KeyboardAvoidingViewController {
        let calls: Calls
        init(_ calls: Calls) { self.calls = calls }
        override func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
            calls.names.append("base willShow")
        }
    }

    /// Its subclass adds did-show, did-begin-editing and background taps; and refines will-show.
    final class SignUpHandling: FormHandling {
        override func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
            super.keyboardWillShow(notification, host: host)
            calls.names.append("sub willShow")
        }
        override func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost) {
            calls.names.append("sub didShow")
        }
        override func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {
            calls.names.append("sub didBegin \(textField.index)")
        }
        override func backgroundTapped(host: KeyboardHost) {
            calls.names.append("sub background")
        }
    }

    /// The same shapes conforming to the protocol directly: the subclass's did-show is lost.
    class DirectHandling: KeyboardAvoidanceStrategy {
        let calls: Calls
        init(_ calls: Calls) { self.calls = calls }
        func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
            calls.names.append("base willShow")
        }
    }

    final class DirectSubclass: DirectHandling {
        func keyboardDidShow(_ notification: KeyboardNotification, host: KeyboardHost) {
            calls.names.append("sub didShow")
        }
    }

    func run(_ strategy: any KeyboardAvoidanceStrategy) {
        let scenario = Scenario(device: .phoneHome, fields: Scenario.stackedFields(count: 2), contentHeight: 400)
        let world = World(scenario: scenario, strategy: strategy)
        for action in try! Action.sequence("tap(0) finishAnimation tapBackground") { world.perform(action) }
        world.finish()
    }

    @Test func theSubclassOverridesAreCalled() {
        let calls = Calls()
        run(SignUpHandling(calls))
        #expect(calls.names == ["sub didBegin 0", "base willShow", "sub willShow", "sub didShow", "sub background"])
    }

    @Test func withoutTheBaseClassTheSubclassDidShowIsNeverCalled() {
        // Why the base class exists: a protocol default is statically dispatched.
        let calls = Calls()
        run(DirectSubclass(calls))
        #expect(calls.names == ["base willShow"])
    }

    /// A subclass of a subclass overriding the screens' callbacks: the lifecycle, text views and
    /// the shapes it declares, all dispatched to the override (as for the keyboard callbacks).
    class ScreenHandling: KeyboardAvoidingViewController {
        let calls: Calls
        init(_ calls: Calls) { self.calls = calls }
    }

    final class NotesHandling: ScreenHandling {
        override class var supportedShapes: [ScreenShape] { [.scrollForm, .footer] }
        override var observesKeyboardFromTheStart: Bool { false }
        override func viewWillAppear(host: KeyboardHost) {
            calls.names.append("willAppear")
            host.notificationCenter.addObserver(self, name: .keyboardWillShow)
        }
        override func viewDidAppear(host: KeyboardHost) { calls.names.append("didAppear") }
        override func viewWillDisappear(host: KeyboardHost) {
            calls.names.append("willDisappear")
            host.notificationCenter.removeObserver(self)
        }
        override func viewDidDisappear(host: KeyboardHost) { calls.names.append("didDisappear") }
        override func viewDidLayoutSubviews(host: KeyboardHost) { calls.names.append("layout") }
        override func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
            calls.names.append("willShow")
        }
        override func textViewDidBeginEditing(_ textView: TextField, host: KeyboardHost) {
            calls.names.append("textViewBegin \(textView.index)")
        }
        override func textViewDidChange(_ textView: TextField, host: KeyboardHost) { calls.names.append("typed") }
        override func textViewDidEndEditing(_ textView: TextField, host: KeyboardHost) { calls.names.append("textViewEnd") }
    }

    final class TextNotesHandling: ScreenHandling {
        override class var screens: ScreenSet { ScreenSet(shapes: [.footer], features: [.textViews]) }
    }

    @Test func theScreensCallbacksAreOpenToo() throws {
        #expect(KeyboardAvoidingViewController.supportedShapes == [.scrollForm])
        let strategy: any KeyboardAvoidanceStrategy = NotesHandling(Calls())
        #expect(type(of: strategy).supportedShapes == [.scrollForm, .footer])
        // Its screens are those shapes with no feature, unless it declares them itself.
        #expect(type(of: strategy).screens == ScreenSet(shapes: [.scrollForm, .footer]))
        #expect(KeyboardAvoidingViewController.screens == .scrollForm)
        #expect(TextNotesHandling.screens == ScreenSet(shapes: [.footer], features: [.textViews]))
        #expect(!strategy.observesKeyboardFromTheStart)

        let calls = Calls()
        var fields = Scenario.stackedFields(count: 2)
        fields[1].isTextView = true
        let scenario = Scenario(device: .phoneHome, fields: fields, contentHeight: 400, entry: .pushed)
        let world = World(scenario: scenario, strategy: NotesHandling(calls))
        // Registered in viewWillAppear: its will-show is heard; unregistered at the push, the
        // other screen's show is not.
        for action in try Action.sequence("tap(1) type(2) push finishAnimation") { world.perform(action) }
        world.finish()
        #expect(
            calls.names == [
                "willAppear", "layout", "didAppear", "willShow", "textViewBegin 1", "typed",
                "willDisappear", "textViewEnd", "didDisappear",
            ])
    }
}
