import Foundation
import KeyfuzzTesting
import KeyfuzzUIKit
import Testing

import struct KeyboardWorld.Scenario

/// A view controller whose behaviour a test sets with closures, recording what it was told.
class RecordingViewController: UIViewController, UITextFieldDelegate {
    var log: [String] = []
    var scrollView: UIScrollView!
    var scrollViewBottomConstraint: NSLayoutConstraint?
    var onLoad: (@MainActor (RecordingViewController) -> Void)?
    var onReturn: ((UITextField) -> Bool)?
    var onWillTransition: ((CGSize, any UIViewControllerTransitionCoordinator) -> Void)?
    var onBeginEditing: ((UITextField) -> Void)?
    var onWillLayout: (() -> Void)?
    var onDidLayout: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad(outlets \(scrollView == nil ? "empty" : "connected"))")
        onLoad?(self)
    }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear(\(animated))") }
    override func viewWillLayoutSubviews() {
        log.append("viewWillLayoutSubviews")
        onWillLayout?()
    }
    override func viewDidLayoutSubviews() {
        log.append("viewDidLayoutSubviews")
        onDidLayout?()
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        onWillTransition?(size, coordinator)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesBegan") }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        log.append("didBegin(\(textField.tag))")
        onBeginEditing?(textField)
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd(\(textField.tag))") }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn(\(textField.tag))")
        return onReturn?(textField) ?? true
    }
}

/// Replays `actions` on `screen` against a recording controller set up by `setUp` (called in
/// `viewDidLoad`, inside the case), with its outlets and delegates connected; returns the
/// controller and the replay.
@MainActor
func replay(
    _ actions: String, on screen: KeyboardForm = KeyboardForm(device: .phoneNotch, orientation: .portrait).field().field(),
    setUp: @escaping @MainActor (RecordingViewController) -> Void = { _ in }
) throws -> (controller: RecordingViewController, replay: KeyboardCaseReplay) {
    let made = Box<RecordingViewController>()
    let make: @MainActor () -> RecordingViewController = {
        let controller = RecordingViewController()
        controller.onLoad = setUp
        return controller
    }
    let replay = try replayKeyboardCase(of: make, on: screen, actions: actions, invariants: []) { controller, outlets in
        controller.scrollView = outlets.scrollView
        controller.scrollViewBottomConstraint = outlets.scrollViewBottomConstraint
        for (index, field) in outlets.textFields.enumerated() {
            field.tag = index
            field.delegate = controller
        }
        made.value = controller
    }
    return (try #require(made.value), replay)
}

/// A value a closure fills in for the test.
final class Box<Value> {
    var value: Value?
}
