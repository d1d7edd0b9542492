import Foundation
import KeyfuzzTesting
import KeyfuzzUIKit
import Testing

/// A text field's keyboard type and accessory view, set by the controller's code, reach the
/// keyboard as they do on a device: at the field's next focus, or at `reloadInputViews()`.
@MainActor @Suite struct FieldInputTraitsTests {
    // phone-notch portrait, 852 pt tall: the keyboard's base is 291, its predictive bar 45; a
    // number pad has no predictive bar; a toolbar adds 44.

    @Test func aDoneToolbarAndANumberPadSetInViewDidLoadShowWithTheKeyboard() throws {
        let first = Box<UITextField>()
        let (_, replay) = try replay("tap(1)") { controller in
            let toolbar = UIToolbar()
            toolbar.sizeToFit()
            toolbar.items = [
                .flexibleSpace(),
                UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak controller] _ in controller?.view.endEditing(true) }),
            ]
            for case let field as UITextField in controller.scrollView.subviews {
                field.keyboardType = .decimalPad
                field.inputAccessoryView = toolbar
            }
            first.value = controller.scrollView.subviews.compactMap { $0 as? UITextField }.first
        }
        // A decimal pad is a number pad's size: 291 + 44 = 335, from 852 - 335 = 517.
        #expect(replay.trace.steps[0].geometry.keyboardFrame == CGRect(x: 0, y: 517, width: 393, height: 335))
        let field = try #require(first.value)
        #expect(field.keyboardType == .decimalPad)
        #expect(field.inputAccessoryView?.frame.height == 44)
    }

    @Test func aFocusedFieldsNewKeyboardShowsAtReloadInputViews() throws {
        let (_, replay) = try replay("tap(0) tap(1)") { controller in
            controller.onBeginEditing = { field in
                guard field.tag == 1 else { return }
                field.keyboardType = .numberPad
                #expect(field.keyboardType == .numberPad, "the property is set at once")
            }
        }
        // Field 1 took the focus with the default keyboard (336) before the handler set the pad.
        #expect(replay.trace.steps[1].geometry.keyboardFrame.height == 336)
        let (_, reloaded) = try self.replay("tap(0) tap(1)") { controller in
            controller.onBeginEditing = { field in
                guard field.tag == 1 else { return }
                field.keyboardType = .numberPad
                field.reloadInputViews()
            }
        }
        #expect(reloaded.trace.steps[1].geometry.keyboardFrame == CGRect(x: 0, y: 561, width: 393, height: 291))
    }

    private func replay(
        _ actions: String, setUp: @escaping @MainActor (RecordingViewController) -> Void
    ) throws -> (RecordingViewController, KeyboardCaseReplay) {
        try KeyfuzzUIKitTests.replay(actions, setUp: setUp)
    }
}
