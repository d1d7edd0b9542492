import Foundation
import Testing

@testable import KeyboardWorld

/// The world's own rules (`Scenario.world`; docs/world-rules.md, "World rules"): `original` for
/// seed files without the key, `idealised` for the classic world (docs/classic-world.md) exactly, `device` for what UIKit
/// does.
///
/// phone-notch portrait, `.automatic`, 12 fields 44 pt tall every 64 pt from content y 20: the
/// scroll view spans window 59...852; the keyboard is 291 + 45 = 336 tall, its top at 516.
@Suite struct WorldRulesTests {
    private func scenario(_ rules: WorldRules, specs: [TextFieldSpec]? = nil) -> Scenario {
        var s = specs.map { form(specs: $0) } ?? form()
        s.world = rules
        return s
    }

    /// The scroll animations pending now.
    private func scrollAnimations(_ world: World) -> [VirtualTime] {
        world.pending.events.compactMap { event in
            guard case .animation(let animation) = event.kind, animation.properties.contains(.scrolling) else { return nil }
            return event.due
        }
    }

    // MARK: Animated scrolls

    /// Two `setContentOffset(_:animated: true)` 0.1 s apart: under `device` the second replaces
    /// the first (one animation, ending 0.3 s after the second: 0.4); under `original` both run
    /// (0.3 and 0.4); under `idealised` neither (no clock for scrolls).
    @Test func aNewerSetContentOffsetReplacesTheRunningScroll() throws {
        for (rules, expected) in [(WorldRules.device, [0.4]), (.original, [0.3, 0.4]), (.idealised, [])] {
            let probe = Probe()
            var offset: CGFloat = 100
            probe.onBackgroundTap = { host in
                host.scrollView.setContentOffset(CGPoint(x: 0, y: offset), animated: true)
                offset += 50
            }
            let world = makeWorld(scenario(rules), probe)
            try world.run("tapBackground wait(0.1) tapBackground")
            #expect(scrollAnimations(world) == expected.map { VirtualTime(seconds: $0) }, "\(rules)")
            #expect(world.scrollView.contentOffset.y == 150)
            #expect(world.isQuiescent == expected.isEmpty)
        }
    }

    /// Under `device`, `setContentOffset(_:animated: true)` to the offset the scroll view is at
    /// stops the running animation and starts none (UIKit's one animation slot).
    @Test func anAnimatedSetToTheSameOffsetStopsTheScroll() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true) }
        let world = makeWorld(scenario(.device), probe)
        try world.run("tapBackground wait(0.1)")
        #expect(scrollAnimations(world) == [VirtualTime(seconds: 0.3)])
        try world.run("tapBackground")
        #expect(scrollAnimations(world).isEmpty)
        #expect(world.isQuiescent)
    }

    /// Under `device`, `scrollRectToVisible(_:animated: true)` while a scroll runs moves the running
    /// animation's target and lets it end when it would have: a rect at content 1000...1044 is
    /// scrolled to 1044 - 793 + 34 = 285 at t = 0; at t = 0.1 one at 0...44 is not visible at 285,
    /// so the offset becomes 0 and the one animation still ends at 0.3 (under `original` a second
    /// one runs to 0.4).
    @Test func scrollRectToVisibleRetargetsTheRunningScroll() throws {
        for (rules, expected) in [(WorldRules.device, [0.3]), (.original, [0.3, 0.4])] {
            let probe = Probe()
            var top: CGFloat = 1000
            probe.onBackgroundTap = { host in
                host.scrollView.scrollRectToVisible(CGRect(x: 0, y: top, width: 10, height: 44), animated: true)
                top = 0
            }
            let world = makeWorld(scenario(rules), probe)
            try world.run("tapBackground")
            #expect(world.scrollView.contentOffset.y == 285)
            try world.run("wait(0.1) tapBackground")
            #expect(world.scrollView.contentOffset.y == 0)
            #expect(scrollAnimations(world) == expected.map { VirtualTime(seconds: $0) }, "\(rules)")
        }
    }

    /// Under `idealised` the system's scroll-to-focus is done at once: a tap on field 11 scrolls to
    /// 9 and only the keyboard's did-notifications are pending (docs/classic-world.md §7: checked once they
    /// are delivered, with no clock for the scroll).
    @Test func idealisedScrollsToFocusAtOnce() throws {
        let world = makeWorld(scenario(.idealised))
        try world.run("tap(11)")
        #expect(world.scrollView.contentOffset.y == 9)
        #expect(scrollAnimations(world).isEmpty)
        try world.run("finishAnimation")
        #expect(world.isQuiescent)
    }

    // MARK: Layout passes

    /// Two transitions 0.1 s apart (a tap, then the keyboard without its predictive bar), whose
    /// did-notifications fall due at 0.25 and 0.35. A probe sets an offset far beyond the range on
    /// the first did-show and a valid one on the second: under `idealised` one layout pass follows
    /// everything `finishAnimation` delivers (no snap); under `original` and `device` a pass follows
    /// each instant's turn and snaps the first offset.
    @Test func idealisedLaysOutOnceAfterTheDidNotifications() throws {
        for (rules, snaps) in [(WorldRules.idealised, 0), (.original, 1), (.device, 1)] {
            let probe = Probe()
            var delivered = 0
            probe.onNotification = { note, host in
                guard note.name == .keyboardDidShow else { return }
                delivered += 1
                host.scrollView.contentOffset.y = delivered == 1 ? 100_000 : 0
            }
            let world = makeWorld(scenario(rules), probe)
            try world.run("tap(0) wait(0.1) inputMode(noPredictive) finishAnimation")
            #expect(delivered == 2, "\(rules)")
            #expect(world.snaps(inStep: 3).count == snaps, "\(rules)")
            #expect(world.scrollView.contentOffset.y == 0)
        }
    }

    // MARK: hidden-field after a drag

    /// A field the user scrolled out of view: field 7 (content 468...512, window 547...591) is under
    /// the keyboard (top 516) and the drag (0 pt) disarms the check. Switching to no predictive bar
    /// (291 pt, top 561) is a transition: under `idealised` and `original` it re-arms the check
    /// (docs/classic-world.md §7) and the field, still under the keyboard, fails; under `device` the field
    /// was out of view when the transition began, the user's choice, and the check stays disarmed.
    @Test func aTransitionReArmsAfterADragOnlyWhileTheFieldIsInView() throws {
        for (rules, fails) in [(WorldRules.idealised, true), (.original, true), (.device, false)] {
            let world = makeWorld(scenario(rules), invariants: [.hiddenField])
            let steps = try world.run("tap(7) finishAnimation scroll(0) inputMode(noPredictive) finishAnimation")
            #expect(violation(.hiddenField, in: steps[1]) != nil, "\(rules)")
            #expect(steps[2].isEmpty)
            #expect((violation(.hiddenField, in: steps[4]) != nil) == fails, "\(rules)")
        }
    }

    /// The same after the drag, but for a field in view when the transition begins: a field at
    /// content 410...454 (window 469...513, above the keyboard's top 516); the emoji keyboard is 8
    /// pt taller (top 508), which covers the field's last 5 pt. The transition re-arms the check
    /// under every rule set, and nothing avoids the keyboard: `hidden-field`.
    @Test func aTransitionThatHidesAFieldInViewReArms() throws {
        for rules in WorldRules.allCases {
            let world = makeWorld(scenario(rules, specs: [field(y: 410)]), invariants: [.hiddenField])
            let steps = try world.run("tap(0) finishAnimation scroll(0) inputMode(emoji) finishAnimation")
            #expect(steps[1].isEmpty && steps[2].isEmpty, "\(rules)")
            let v = try #require(violation(.hiddenField, in: steps[4]), "\(rules)")
            #expect(v.evidence.hiddenField?.fieldSpan == Band(top: 469, bottom: 513))
            #expect(v.evidence.hiddenField?.keyboardTop == 508)
        }
    }
}
