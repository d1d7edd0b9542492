import Foundation
import KeyboardWorld
import KeyfuzzTesting
import Testing

/// The README's example: keyboard code as Apple's documentation has it (insets that follow the
/// docked keyboard's overlap with the scroll view, the focused field scrolled into view, the
/// insets back on hide), for a screen with no designer inset. The README shows this class
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

    /// The README shows the class above as it is here.
    @Test func theReadmeShowsThisExample() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let start = try #require(source.range(of: "final class MyKeyboardHandling"))
        let end = try #require(source.range(of: "\n}\n", range: start.lowerBound..<source.endIndex))
        let example = String(source[start.lowerBound..<end.upperBound])
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(example))
    }
}
