import Foundation
import Testing

@testable import KeyboardWorld

/// `host.additionalSafeAreaInsets` set by a strategy (docs/world-rules.md, "Additional safe
/// area"): UIKit adds it to the root view's safe area, and every view's safe area, the automatic
/// part of `adjustedContentInset`, `safeAreaLayoutGuide` and the keyboard guide's resting place
/// follow; it covers nothing, so the visible band does not move; `drift` wants it back as
/// designed once no keyboard is docked.
///
/// phone-notch portrait, no bars, `.automatic`, content 1200 (taller than the scroll view, so
/// the safe area is added): safe area (59, 34), scroll view (0, 59, 393, 793) reaching the
/// window's bottom (852), adjusted inset (0, 34); the keyboard is 291 + 45 = 336 at y 516. The
/// textbook value is the keyboard's overlap with the root view less the safe area the container
/// gives: 336 - 34 = 302.
@Suite struct AdditionalSafeAreaTests {
    /// A probe that sets the additional bottom inset on will-show and, when `resets`, back to
    /// zero on will-hide.
    private func probe(resets: Bool = true) -> Probe {
        let probe = Probe()
        probe.onNotification = { note, host in
            switch note.name {
            case .keyboardWillShow: host.additionalSafeAreaInsets.bottom = 302
            case .keyboardWillHide where resets: host.additionalSafeAreaInsets.bottom = 0
            default: break
            }
        }
        return probe
    }

    @Test func designedValues() {
        let world = makeWorld(form())
        #expect(world.host.additionalSafeAreaInsets == .zero)
        #expect(world.host.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(world.scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        var toolbar = form()
        toolbar.additionalSafeArea = true
        let withToolbar = makeWorld(toolbar)
        #expect(withToolbar.host.additionalSafeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
    }

    @Test func theSafeAreaAndTheAutomaticInsetFollow() throws {
        let world = makeWorld(form(), probe())
        try world.run("tap(0)")
        #expect(world.host.additionalSafeAreaInsets.bottom == 302)
        // Root view: 34 + 302 = 336 at the bottom.
        #expect(world.host.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 336, right: 0))
        #expect(world.rootView.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 336, right: 0))
        // The scroll view (0, 59, 393, 793): its bottom 852 lies 336 into the strip.
        #expect(world.scrollView.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 336, right: 0))
        #expect(world.scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 336, right: 0))
        // The safe area's guide: 59 ... 852 - 336 = 516.
        #expect(world.rootView.safeAreaLayoutGuide.layoutFrame == rect(0, 59, 393, 457))
        // The content band above the keyboard is now 516 - 59 = 457 tall: field 11 (content 724...768)
        // can be scrolled to 768 - 793 + 336 = 311, the valid range's top is 1200 + 336 - 793 = 743.
        #expect(world.scrollView.validOffsetRange.maxY == 743)
        // The baseline stays as designed, and so does the visible band (nothing covers the strip).
        #expect(world.baselineAdjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(world.visibleBand == Band(top: 59, bottom: 516))
    }

    @Test func theKeyboardGuideRestsOnTheGrownSafeArea() throws {
        let world = makeWorld(form(), probe(resets: false))
        try world.run("tap(0) finishAnimation dismiss finishAnimation")
        // No keyboard: the guide rests on the safe area's bottom, 852 - 336 = 516.
        #expect(world.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 516, 393, 336))
        #expect(world.visibleBand == Band(top: 59, bottom: 852))
    }

    @Test func driftWantsTheDesignedValueBack() throws {
        let kept = makeWorld(form(), probe(resets: false), invariants: [.drift])
        let steps = try kept.run("tap(0) finishAnimation dismiss finishAnimation")
        let v = try #require(violation(.drift, in: steps[3]))
        #expect(v.evidence.drift?.drifted.map(\.property) == [.additionalSafeAreaInsets(.bottom)])
        #expect(v.message.contains("additionalSafeAreaInsets.bottom"))
        // While the keyboard is up the value is the strategy's to set.
        #expect(steps[1].isEmpty)

        let reset = makeWorld(form(), probe(), invariants: [.drift])
        #expect(try reset.run("tap(0) finishAnimation dismiss finishAnimation").allSatisfy(\.isEmpty))
    }

    @Test func aContainerToolbarIsPartOfTheDesign() throws {
        var scenario = form()
        scenario.additionalSafeArea = true
        let probe = Probe()
        probe.onBackgroundTap = { host in host.additionalSafeAreaInsets.bottom += 10 }
        let world = makeWorld(scenario, probe, invariants: [.drift])
        // Designed: toolbar 44 above the 34 pt home-indicator strip.
        #expect(world.host.safeAreaInsets.bottom == 78)
        let steps = try world.run("tapBackground")
        #expect(world.host.safeAreaInsets.bottom == 88)
        let drifted = try #require(violation(.drift, in: steps[0])?.evidence.drift?.drifted.first)
        #expect(drifted.property == .additionalSafeAreaInsets(.bottom))
        #expect(drifted.value == 54 && drifted.baseline == 44)
    }

    @Test func aScrollViewThatDoesNotAdjustIgnoresIt() throws {
        let world = makeWorld(form(insetAdjustment: .never), probe())
        try world.run("tap(0)")
        #expect(world.scrollView.adjustedContentInset == .zero)
        #expect(world.scrollView.safeAreaInsets.bottom == 336)
    }

    @Test func theStripsFollowARotation() throws {
        let world = makeWorld(form(), probe(resets: false))
        try world.run("tap(0) finishAnimation rotate")
        // Landscape: safe bottom 21, plus the 302 still added.
        #expect(world.host.safeAreaInsets.bottom == 323)
    }

    @Test func theValueIsPartOfTheStateAndTheTrace() throws {
        let world = makeWorld(form(), probe(resets: false))
        let fresh = world.saveState()
        var before = StateKeyWriter()
        _ = world.writeStateKey(into: &before)
        try world.run("tap(0) finishAnimation dismiss finishAnimation")
        let set = world.saveState()
        world.restoreState(fresh)
        #expect(world.host.additionalSafeAreaInsets == .zero)
        #expect(world.host.safeAreaInsets.bottom == 34)
        var restored = StateKeyWriter()
        _ = world.writeStateKey(into: &restored)
        #expect(restored.words == before.words)
        world.restoreState(set)
        #expect(world.host.safeAreaInsets.bottom == 336)

        let traced = makeWorld(form(), probe())
        try traced.run("tap(0)")
        let assignments = traced.trace.steps[0].events.compactMap { event -> String? in
            if case .assignment(let text) = event { text } else { nil }
        }
        #expect(assignments == ["additionalSafeAreaInsets = (top 0, bottom 302)"])
    }
}
