import Foundation
import KeyboardWorld
import KeyfuzzTesting
import KeyfuzzUIKit
import Testing

@Suite struct ViewControllerChecksTests {
    @MainActor func show(_ name: String, _ failure: KeyboardAvoidanceFailure?) {
        guard let failure else { print("== \(name): PASS"); return }
        let parts = failure.parts.isEmpty ? [failure] : failure.parts
        print("== \(name): \(parts.count) bugs")
        for part in parts { print(part.message.split(separator: "\n").prefix(8).joined(separator: "\n")) }
    }

    @Test @MainActor func explore() {
        show("apple", checkKeyboardAvoidance(of: AppleGuideViewController.init, record: .never) { c, s in
            c.scrollView = s.scrollView
            s.textFields.forEach { $0.delegate = c }
        })
        let editor = KeyboardForm().field(frame: CGRect(x: 0, y: 0, width: 393, height: 2000), textView: true)
        show("hws", checkKeyboardAvoidance(of: TextViewEditorViewController.init, screens: ScreenSet(shapes: [.scrollForm], features: [.textViews], insetAdjustments: [.automatic]), record: .never, scenarios: .form(editor)) { c, s in
            c.yourTextView = s.textViews[0]
        })
        let chat = KeyboardForm(shape: .footer).field()
        show("chat", checkKeyboardAvoidance(of: ChatInputBarViewController.init, screens: ScreenSet(shapes: [.footer]), record: .never, scenarios: .form(chat)) { c, s in
            let bar = s.footerView!
            let bottom = s.view.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: bar.bottomAnchor)
            bottom.isActive = true
            c.bottomConstraint = bottom
        })
        show("klg", checkKeyboardAvoidance(of: KeyboardLayoutGuideViewController.init, record: .never) { c, s in
            c.scrollView = s.scrollView
        })
        show("shift", checkKeyboardAvoidance(of: ViewShiftViewController.init, screens: ScreenSet(shapes: [.plainForm]), record: .never))
        show("transform", checkKeyboardAvoidance(of: TransformViewController.init, screens: ScreenSet(shapes: [.plainForm]), record: .never))
        show("safearea", checkKeyboardAvoidance(of: SafeAreaViewController.init, screens: ScreenSet(shapes: [.scrollForm], insetAdjustments: [.automatic]), record: .never) { c, s in
            c.scrollView = s.scrollView
        })
        show("tokens", checkKeyboardAvoidance(of: ObserverTokensViewController.init, record: .never) { c, s in
            c.scrollView = s.scrollView
            s.textFields.forEach { $0.delegate = c }
        })
        show("caret", checkKeyboardAvoidance(of: CaretFollowingViewController.init, screens: ScreenSet(shapes: [.scrollForm], features: [.textViews]), record: .never) { c, s in
            c.scrollView = s.scrollView
            s.textFields.forEach { $0.delegate = c }
            s.textViews.forEach { $0.delegate = c }
        })
    }
}
