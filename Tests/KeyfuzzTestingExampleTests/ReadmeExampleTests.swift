import Foundation
import KeyboardWorld
import KeyfuzzTesting
import Testing

/// The testing guide's host-based example: keyboard code as Apple's documentation has it (insets that follow the
/// docked keyboard's overlap with the scroll view, the focused field scrolled into view, the
/// insets back on hide), for a screen with no designer inset. docs/testing.md shows this class
/// verbatim; the test holds it to the default check.
final class MyKeyboardHandling: KeyboardAvoidanceStrategy {
    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        adjustInsets(for: notification, host: host)
    }

    func keyboardWillChangeFrame(_ notification: KeyboardNotification, host: KeyboardHost) {
        adjustInsets(for: notification, host: host)
    }

    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        host.scrollView.contentInset.bottom = 0
        host.scrollView.verticalScrollIndicatorInsets.bottom = 0
    }

    private func adjustInsets(for notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        let end = notification.frameEnd
        var overlap: CGFloat = 0
        // A floating, zero or off-screen frame covers nothing.
        let docked = KeyboardPlacement(frame: end, screenSize: host.screen.bounds.size) == .docked
        if docked {
            let keyboard = host.window.convert(end, from: host.screen.coordinateSpace)
            let visible = scrollView.convert(scrollView.bounds, to: nil)
            overlap = max(0, min(visible.maxY, keyboard.maxY) - max(visible.minY, keyboard.minY))
        }
        // The safe area's part of the overlap is in adjustedContentInset already.
        let safeArea = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        scrollView.contentInset.bottom = max(0, overlap - safeArea)
        scrollView.verticalScrollIndicatorInsets.bottom = max(0, overlap - safeArea)
        if docked && notification.isLocal, let field = host.firstResponder {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }
}

@Suite struct ReadmeExampleTests {
    @Test func theReadmesExamplePassesTheDefaultCheck() {
        #expect(checkKeyboardAvoidance(MyKeyboardHandling.init, record: .never) == nil)
    }

    /// The README's view controller, checked as its test there checks it.
    @Test @MainActor func theReadmesViewControllerPassesTheDefaultCheck() {
        let failure = checkKeyboardAvoidance(of: SignUpViewController.init, record: .never) { controller, screen in
            controller.scrollView = screen.scrollView
            for field in screen.textFields { field.delegate = controller }
        }
        #expect(failure == nil, "\(failure?.message ?? "")")
    }

    /// The README shows the view controller as `ReadmeViewController.swift` has it.
    @Test func theReadmeShowsTheViewController() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let source = try String(contentsOf: here.appendingPathComponent("ReadmeViewController.swift"), encoding: .utf8)
        let start = try #require(source.range(of: "final class SignUpViewController"))
        let example = String(source[start.lowerBound...])
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        #expect(readme.contains(example))
    }

    /// The testing guide shows the class above as it is here (the reference for code that is not
    /// a view controller).
    @Test func theGuideShowsThisExample() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let start = try #require(source.range(of: "final class MyKeyboardHandling"))
        let end = try #require(source.range(of: "\n}\n", range: start.lowerBound..<source.endIndex))
        let example = String(source[start.lowerBound..<end.upperBound])
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/testing.md"), encoding: .utf8)
        #expect(readme.contains(example))
    }
}
