import Foundation
import KeyfuzzTesting
import KeyfuzzUIKit
import Testing

import enum KeyboardWorld.Action
import struct KeyboardWorld.Scenario
import struct KeyboardWorld.TextFieldSpec
import class KeyboardWorld.World

/// The keyboard's notifications as UIKit code reads them: posted through the case's own
/// `NotificationCenter.default`, with UIKit's `userInfo` value types.
@MainActor @Suite struct NotificationTests {
    /// phone-notch portrait: the default keyboard is 291 + 45 = 336 pt, from (0, 852) to (0, 516).
    @Test func userInfoHoldsUIKitsValueTypes() throws {
        let read = Box<[String]>()
        _ = try replay("tap(0)") { controller in
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
                guard let info = note.userInfo else { return }
                let key = UIResponder.keyboardFrameEndUserInfoKey
                read.value = [
                    "\((info[key] as? NSValue)?.cgRectValue ?? .zero)",
                    "\(info[key] as? CGRect ?? .zero)",
                    "\((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.origin.y ?? 0)",
                    "\(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0)",
                    "\(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0)",
                    "\((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0)",
                    "\(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0)",
                    "\(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0)",
                    "\(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false)",
                    "\(UIView.AnimationOptions(rawValue: (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0) << 16).rawValue)",
                    "\(UIView.AnimationCurve(rawValue: 7) != nil)",
                ]
                _ = controller
            }
        }
        let rect = "\(CGRect(x: 0, y: 516, width: 393, height: 336))"
        #expect(read.value == [rect, rect, "852.0", "0.25", "0.25", "7", "7", "7", "true", "458752", "true"])
    }

    @Test func eachObserverIsToldOncePerRegistrationInOrder() throws {
        let (controller, _) = try replay("tap(0)") { controller in
            let center = NotificationCenter.default
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak controller] _ in
                controller?.log.append("first")
            }
            center.addObserver(forName: nil, object: nil, queue: .main) { [weak controller] note in
                if note.name == UIResponder.keyboardWillShowNotification { controller?.log.append("every name") }
            }
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak controller] _ in
                controller?.log.append("second")
            }
        }
        #expect(controller.log.filter { ["first", "every name", "second"].contains($0) } == ["first", "every name", "second"])
    }

    @Test func aRemovedTokenHearsNothingAndRemovingTheControllerLeavesBlocks() throws {
        let (controller, _) = try replay("tap(0) dismiss tap(1)") { controller in
            let center = NotificationCenter.default
            var token: NSObjectProtocol?
            token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) {
                [weak controller] _ in
                controller?.log.append("token")
                if let token { center.removeObserver(token) }
            }
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak controller] _ in
                controller?.log.append("hide")
            }
            // A block registration is not the controller's: removing the controller keeps it (Apple's rule).
            center.removeObserver(controller)
        }
        #expect(controller.log.filter { $0 == "token" || $0 == "hide" } == ["token", "hide"])
    }

    @Test func textFieldsPostTheirEditingNotifications() throws {
        let (controller, _) = try replay("tap(1) dismiss") { controller in
            for name in [UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification] {
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak controller] note in
                    controller?.log.append("\(note.name.rawValue) \((note.object as? UITextField)?.tag ?? -1)")
                }
            }
        }
        #expect(
            controller.log.filter { $0.hasPrefix("UITextField") || $0.hasPrefix("did") } == [
                "didBegin(1)", "UITextFieldTextDidBeginEditingNotification 1", "didEnd(1)",
                "UITextFieldTextDidEndEditingNotification 1",
            ])
    }

    /// Two cases at once, stepped in turn on one thread, as two tests running together: each
    /// controller hears its own case's keyboard only.
    @Test func twoCasesNeverHearEachOthersNotifications() {
        func makeWorld(_ log: Box<[String]>, _ label: String) -> World {
            let strategy = ViewControllerStrategy({
                let controller = RecordingViewController()
                controller.onLoad = { _ in
                    NotificationCenter.default.addObserver(forName: nil, object: nil, queue: .main) { note in
                        guard note.name.rawValue.hasPrefix("UIKeyboard") else { return }
                        log.value = (log.value ?? []) + ["\(label) \(note.name.rawValue)"]
                    }
                }
                return controller
            })
            let scenario = Scenario(fields: [TextFieldSpec(frame: CGRect(x: 16, y: 20, width: 300, height: 44))])
            return World(scenario: scenario, strategy: strategy)
        }
        let a = Box<[String]>()
        let b = Box<[String]>()
        let worldA = makeWorld(a, "A")
        let worldB = makeWorld(b, "B")
        worldA.perform(.tap(0))
        worldB.perform(.tap(0))
        worldA.perform(.dismiss)
        #expect(
            a.value == [
                "A UIKeyboardWillChangeFrameNotification", "A UIKeyboardWillShowNotification",
                "A UIKeyboardWillChangeFrameNotification", "A UIKeyboardWillHideNotification",
            ])
        #expect(b.value == ["B UIKeyboardWillChangeFrameNotification", "B UIKeyboardWillShowNotification"])
    }

    @Test func outsideEveryCaseTheDefaultCenterStillDelivers() {
        let heard = Box<Int>()
        let name = Notification.Name("KeyfuzzUIKitTests.outside")
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            heard.value = (heard.value ?? 0) + 1
        }
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.removeObserver(token)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(heard.value == 1)
    }
}
