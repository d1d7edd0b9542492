import Foundation
import Testing

@testable import KeyboardWorld

/// The callbacks a whole view controller gets (docs/world-rules.md, "View controllers"): the
/// Return key is the app's, a rotation begins with `viewWillTransition`, a changed safe area and
/// a new layout are told at the layout pass.
@Suite struct ViewControllerCallbacksTests {
    /// A strategy playing a view controller, recording its callbacks in order.
    final class Controller: ViewControllerCallbacks {
        var calls: [String] = []
        var onReturn: ((TextField, KeyboardHost) -> Void)?

        func textFieldShouldReturn(_ textField: TextField, host: KeyboardHost) -> Bool {
            calls.append("textFieldShouldReturn(\(textField.index))")
            onReturn?(textField, host)
            return true
        }
        func viewWillTransition(toSize size: CGSize, host: KeyboardHost) {
            calls.append("viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        }
        func viewSafeAreaInsetsDidChange(host: KeyboardHost) { calls.append("viewSafeAreaInsetsDidChange") }
        func viewWillLayoutSubviews(host: KeyboardHost) { calls.append("viewWillLayoutSubviews") }
        func viewDidLayoutSubviews(host: KeyboardHost) { calls.append("viewDidLayoutSubviews") }
        func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) { calls.append("keyboardWillHide") }
        func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) { calls.append("keyboardWillShow") }
    }

    private func world(_ controller: Controller, _ scenario: Scenario = form()) -> World {
        World(scenario: scenario, strategy: controller, invariants: [], recordsTrace: true)
    }

    @Test func returnAsksTheDelegateAndMovesNothingByItself() throws {
        let controller = Controller()
        let world = world(controller)
        try world.run("tap(0)")
        controller.calls = []
        try world.run("next")
        #expect(controller.calls == ["textFieldShouldReturn(0)"])
        #expect(world.focusedIndex == 0, "UIKit moves no focus on Return")
        controller.onReturn = { field, host in _ = host.textFields[field.index + 1].becomeFirstResponder() }
        try world.run("next")
        #expect(world.focusedIndex == 1, "the app's code moved it")
    }

    @Test func returnInATextViewTypesANewLine() throws {
        let controller = Controller()
        var scenario = form(fields: 2)
        scenario.fields[0] = TextFieldSpec(frame: rect(16, 20, 300, 200), isTextView: true)
        let world = world(controller, scenario)
        try world.run("tap(0) next")
        #expect(world.textFields[0].caretRect.origin.y == 28, "line 1: 8 + 20")
        #expect(!controller.calls.contains { $0.hasPrefix("textFieldShouldReturn") })
    }

    @Test func aStrategyThatIsNotAControllerKeepsKeyfuzzsNext() throws {
        let world = makeWorld(form())
        try world.run("tap(0) next")
        #expect(world.focusedIndex == 1)
    }

    @Test func aRotationBeginsWithTheNewSizeThenTheSafeAreaAndTheLayout() throws {
        let controller = Controller()
        var scenario = form()
        scenario.rotationStyle = .hideFirst
        let world = world(controller, scenario)
        try world.run("tap(0)")
        controller.calls = []
        try world.run("rotate")
        // phone-notch landscape is 852 x 393; the hide comes first, with the old geometry.
        #expect(
            Array(controller.calls.prefix(5)) == [
                "viewWillTransition(852x393)", "keyboardWillHide", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews",
                "viewDidLayoutSubviews",
            ])
        #expect(controller.calls.last == "keyboardWillShow")
    }

    @Test func aSafeAreaChangeIsToldAtTheNextPassThenTheLayout() throws {
        let controller = Controller()
        let world = world(controller)
        controller.calls = []
        world.host.additionalSafeAreaInsets.bottom = 100
        #expect(controller.calls.isEmpty, "not before the layout pass")
        world.layoutIfNeeded()
        #expect(controller.calls == ["viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        controller.calls = []
        world.layoutIfNeeded()
        #expect(controller.calls.isEmpty, "nothing moved: no layout, no callbacks")
    }

    @Test func theInsetAdjustmentCanBeSetAsUIKitCodeDoes() {
        // A 1200 pt form: `.automatic` adds the safe area's 34 pt at the bottom; `.never` does not.
        let world = makeWorld(form())
        #expect(world.scrollView.adjustedContentInset.bottom == 34)
        world.scrollView.contentInsetAdjustmentBehavior = .never
        #expect(world.scrollView.adjustedContentInset.bottom == 0)
        #expect(world.baselineAdjustedContentInset.bottom == 0, "the baseline follows the scroll view's setting")
    }
}
