import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §5, text-field events: didEndEditing(old), didBeginEditing(new), the system's
/// scroll-to-focus, then the keyboard transition; dismissal ends editing before the hide.
///
/// phone-notch portrait, 12 fields (field i at content 20 + 64 i, 44 high), content 1200,
/// automatic: adjusted (0, 34), range [0, 441], visible content band [offset, offset + 759].
@Suite struct TextFieldEventsTests {
    /// Records the content offset seen at each call, to place the system scroll between them.
    private func offsetRecordingProbe(_ offsets: @escaping (String, CGFloat) -> Void) -> Probe {
        let probe = Probe()
        probe.onBeginEditing = { _, host in offsets("didBegin", host.scrollView.contentOffset.y) }
        probe.onEndEditing = { _, host in offsets("didEnd", host.scrollView.contentOffset.y) }
        probe.onNotification = { n, host in offsets(n.name.rawValue, host.scrollView.contentOffset.y) }
        return probe
    }

    @Test func focusChangeOrderIncludesTheSystemScroll() throws {
        var seen: [String] = []
        let probe = offsetRecordingProbe { seen.append("\($0) \($1)") }
        let world = makeWorld(form(), probe)
        // Drag to 100; field 3 (212...256) is at window 212 - 100 + 59 = 171: tappable, and
        // inside the band [100, 859], so no system scroll.
        try world.run("scroll(100) tap(3) finishAnimation")
        probe.reset()
        seen.removeAll()
        // Field 1 (84...128) is at window 43...87: 87 - 59 = 28 pt visible, so tappable. Its
        // top 84 is above the band's top 100: the system scrolls to 84 - 0 = 84.
        try world.run("tap(1)")
        #expect(probe.calls.map(\.description).prefix(2) == ["didEndEditing(3)", "didBeginEditing(1)"])
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillShow])
        #expect(seen == ["didEnd 100.0", "didBegin 100.0", "keyboardWillChangeFrame 84.0", "keyboardWillShow 84.0"])
        // The trace shows the same order, the system scroll between the handlers and the posts.
        let kinds: [String] = world.trace.steps[3].events.compactMap {
            switch $0 {
            case .handler(let s): s
            case .world(let s) where s.hasPrefix("system scrollRectToVisible"): "system scroll"
            case .notification(let n, _): n.name.rawValue
            default: nil
            }
        }
        #expect(
            kinds == [
                "textFieldDidEndEditing(field 3)", "textFieldDidBeginEditing(field 1)", "system scroll",
                "keyboardWillChangeFrame", "keyboardWillShow",
            ])
    }

    @Test func withoutSystemScrollsToFocusNothingScrolls() throws {
        var seen: [String] = []
        let probe = offsetRecordingProbe { seen.append("\($0) \($1)") }
        let world = makeWorld(form(systemScrollsToFocus: false), probe)
        try world.run("scroll(100) tap(3) finishAnimation")
        seen.removeAll()
        try world.run("tap(1)")
        #expect(seen == ["didEnd 100.0", "didBegin 100.0", "keyboardWillChangeFrame 100.0", "keyboardWillShow 100.0"])
        #expect(
            !world.trace.steps[3].events.contains {
                if case .world(let s) = $0 { s.hasPrefix("system scrollRectToVisible") } else { false }
            })
    }

    @Test func theSystemScrollUsesTheInsetsOfThatMoment() throws {
        let probe = Probe()
        probe.onNotification = { n, host in
            if n.name == .keyboardWillShow { host.scrollView.contentInset.bottom = n.frameEnd.size.height }
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(0) finishAnimation")
        // Inset bottom 336, adjusted 370: band [0, 793 - 370] = [0, 423]. Field 6 (404...448)
        // is at window 463...507, above the keyboard top 516: tappable. Its bottom 448 > 423:
        // the system scrolls to 448 - 793 + 370 = 25 before the (equal-frame) transition.
        var offsetAtWill: CGFloat?
        probe.onNotification = { n, host in
            if n.name == .keyboardWillChangeFrame { offsetAtWill = host.scrollView.contentOffset.y }
        }
        try world.run("tap(6)")
        #expect(offsetAtWill == 25)
        #expect(world.scrollView.contentOffset.y == 25)
    }

    @Test func firstResponderIsTheNewFieldInDidBeginAndNilByTheHide() throws {
        let probe = Probe()
        var responderAtBegin: Int?
        var responderAtHide: Int? = -1
        var keyboardAtBegin: CGRect?
        let world = makeWorld(form(), probe)
        probe.onBeginEditing = { _, host in
            responderAtBegin = host.firstResponder?.index
            keyboardAtBegin = world.keyboardFrame
        }
        probe.onNotification = { n, host in
            if n.name == .keyboardWillHide { responderAtHide = host.firstResponder?.index }
        }
        try world.run("tap(2)")
        #expect(responderAtBegin == 2)
        // The transition comes after the handler: the keyboard was still off screen (height 0 at start).
        #expect(keyboardAtBegin == rect(0, 852, 393, 0))
        try world.run("finishAnimation dismiss")
        #expect(responderAtHide == nil)
        #expect(probe.calls.suffix(3).map(\.description).first == "didEndEditing(2)")
    }

    @Test func endEditingInsideAHandlerWithoutAFirstResponderDoesNothing() throws {
        let probe = Probe()
        var results: [Bool] = []
        probe.onNotification = { n, host in
            // By the hide the first responder is nil: ending editing again must post nothing.
            if n.name == .keyboardWillHide || n.name == .keyboardDidHide { results.append(host.endEditing()) }
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("dismiss")
        #expect(results == [false])
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide])
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidHide])
        try world.run("finishAnimation")
        #expect(results == [false, false])
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide])
        #expect(world.isQuiescent)
    }

    @Test func resignFirstResponderDismisses() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.firstResponder?.resignFirstResponder() }
        let world = makeWorld(form(), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("tapBackground")
        // Hide: (0, 516, 393, 336) -> (0, 852, 393, 336), 0.25.
        let hide = KeyboardNotification(
            name: .keyboardWillChangeFrame, frameBegin: rect(0, 516, 393, 336),
            frameEnd: rect(0, 852, 393, 336), animationDuration: 0.25)
        var willHide = hide
        willHide.name = .keyboardWillHide
        #expect(probe.calls == [.backgroundTapped, .didEndEditing(0), .notification(hide), .notification(willHide)])
    }
}
