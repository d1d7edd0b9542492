import Foundation
import Testing

@testable import KeyboardWorld

/// A handler that starts a newer transition, and the world's own numbers staying finite.
@Suite struct NestedTransitionTests {
    @Test func aTransitionStartedFromWillChangeFrameSupersedesTheOuterOne() throws {
        // phone-notch portrait: keyboard (0, 516, 393, 336). The strategy resigns the field as soon
        // as the show's will-change-frame arrives: the hide is posted from inside it, and the
        // show's will-show, which would announce a frame already gone, is not delivered.
        let probe = Probe()
        probe.onNotification = { note, host in
            if note.name == .keyboardWillChangeFrame && note.frameEnd.origin.y == 516 { host.endEditing() }
        }
        let world = makeWorld(form(), probe)
        world.perform(.tap(0))
        #expect(probe.names == [.keyboardWillChangeFrame, .keyboardWillChangeFrame, .keyboardWillHide])
        #expect(probe.notifications[1].frameBegin == rect(0, 516, 393, 336))
        #expect(probe.notifications[1].frameEnd == rect(0, 852, 393, 336))
        #expect(world.lastWillNotification?.name == .keyboardWillHide)
        #expect(world.keyboardPlacement == .hidden)
        // The outer did-notifications were queued first and still arrive, late.
        #expect(world.queuedNames == [.keyboardDidChangeFrame, .keyboardDidShow, .keyboardDidChangeFrame, .keyboardDidHide])
    }

    @Test func contentNeverGrowsBeyondTenMillionPoints() throws {
        let world = makeWorld(form(), invariants: [.sanity])
        let first = world.perform(.contentChange(1e308))
        let second = world.perform(.contentChange(1e308))
        #expect(first.isEmpty && second.isEmpty)
        #expect(world.contentHeight == 10_000_000)
        #expect(world.scrollView.contentSize.height == 10_000_000)
    }
}
