import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §7: `drift`, `unreachable-field`, `sanity`, `excess-gap`, `needless-motion`.
///
/// phone-notch portrait, no bars, automatic: layout frame (0, 59, 393, 793), adjusted (0, 34);
/// keyboard 336 docked at y 516. Field i at content 20 + 64 i, 44 high.
@Suite struct InvariantTests {
    // MARK: Defaults

    @Test func excessGapAndNeedlessMotionAreOffByDefault() {
        #expect(InvariantSet.defaults.members == [.sanity, .hiddenField, .drift, .unreachableField])
        #expect(InvariantSet.all.members == Invariant.allCases)
        #expect(!InvariantSet.defaults.contains(.excessGap))
        #expect(!InvariantSet.defaults.contains(.needlessMotion))
    }

    // MARK: drift

    /// A strategy that adds the keyboard's height to the bottom inset on will-show and sets
    /// `reset` on will-hide (nil: article 000 v2, never reset).
    private func insetProbe(reset: CGFloat?) -> Probe {
        let probe = Probe()
        probe.onNotification = { n, host in
            if n.name == .keyboardWillShow { host.scrollView.contentInset.bottom = n.frameEnd.size.height }
            if n.name == .keyboardWillHide, let reset { host.scrollView.contentInset.bottom = reset }
        }
        return probe
    }

    @Test func driftFailsWhenTheInsetIsNotRestored() throws {
        let world = makeWorld(form(), insetProbe(reset: nil), invariants: [.drift])
        let steps = try world.run("tap(0) finishAnimation dismiss finishAnimation")
        #expect(steps[1].isEmpty)  // keyboard docked: drift not checked
        // Inset bottom left at 336, baseline 0.
        let v = try #require(violation(.drift, in: steps[3]))
        #expect(v.actionIndex == 3)
        #expect(v.evidence.drift?.drifted == [DriftedProperty(property: .contentInset(.bottom), value: 336, baseline: 0)])
    }

    @Test func theEndOfCaseCheckReportsAtTheActionCount() throws {
        let world = makeWorld(form(), insetProbe(reset: nil), invariants: [.drift])
        let steps = try world.run("tap(0) finishAnimation dismiss")
        #expect(steps[2].isEmpty)  // the hide's did-notifications are queued
        // 3 actions: the end-of-case check delivers them and reports at index 3.
        let v = try #require(violation(.drift, in: world.finish()))
        #expect(v.actionIndex == 3)
        #expect(v.evidence.drift?.drift(of: .contentInset(.bottom))?.value == 336)
    }

    @Test func driftHoldsWhenRestoredWithinDriftEps() throws {
        let exact = makeWorld(form(), insetProbe(reset: 0), invariants: [.drift])
        #expect(try exact.run("tap(0) finishAnimation dismiss finishAnimation").allSatisfy { $0.isEmpty })
        // 0.005 <= 0.01 holds; 0.02 > 0.01 fails.
        let close = makeWorld(form(), insetProbe(reset: 0.005), invariants: [.drift])
        #expect(try close.run("tap(0) finishAnimation dismiss finishAnimation").allSatisfy { $0.isEmpty })
        let off = makeWorld(form(), insetProbe(reset: 0.02), invariants: [.drift])
        let v = try #require(violation(.drift, in: try off.run("tap(0) finishAnimation dismiss finishAnimation")[3]))
        #expect(v.evidence.drift?.drift(of: .contentInset(.bottom))?.value == 0.02)
    }

    @Test func driftListsEveryDriftedProperty() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in
            host.view.transform = CGAffineTransform(translationX: 0, y: -100)
            host.scrollView.frame.size.height -= 100
        }
        let world = makeWorld(form(), probe, invariants: [.drift])
        let v = try #require(violation(.drift, in: world.perform(.tapBackground)))
        #expect(v.actionIndex == 0)
        // Frame height 793 - 100 = 693 vs 793; root ty -100 vs 0; nothing else.
        #expect(
            v.evidence.drift?.drifted == [
                DriftedProperty(property: .frame(.scrollView, .height), value: 693, baseline: 793),
                DriftedProperty(property: .transform(.rootView, .ty), value: -100, baseline: 0),
            ])
    }

    @Test func driftIsNotCheckedWhileDocked() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.view.transform = CGAffineTransform(translationX: 0, y: -100) }
        let world = makeWorld(form(), probe, invariants: [.drift])
        #expect(try world.run("tap(0) finishAnimation tapBackground")[2].isEmpty)
    }

    @Test func driftComparesWithTheLayoutFrameOfTheCurrentOrientation() throws {
        // After a rotation the autoresized frame equals the new layout frame: no drift.
        let world = makeWorld(form(navigationBar: true, tabBar: true), invariants: .defaults)
        #expect(try world.run("rotate tap(0) finishAnimation rotate dismiss finishAnimation").allSatisfy { $0.isEmpty })
    }

    // MARK: unreachable-field

    /// 16 fields (the last at 980...1024), content 1200, a background tap that sets the bottom inset.
    private func reachWorld(bottomInset: CGFloat) -> World {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.scrollView.contentInset.bottom = bottomInset }
        return makeWorld(form(fields: 16), probe, invariants: [.unreachableField])
    }

    @Test func unreachableFieldFailsWhenTheRangeIsTooShort() throws {
        let world = reachWorld(bottomInset: -211)
        // adjusted bottom -211 + 34 = -177: maxY = 1200 - 177 - 793 = 230. Field 15 needs its
        // bottom 1024 at most at the band's bottom 852: offset >= 1024 + 59 - 852 = 231 > 230 + eps.
        let v = try #require(violation(.unreachableField, in: world.perform(.tapBackground)))
        #expect(v.actionIndex == 0)
        let e = try #require(v.evidence.unreachableField)
        #expect(e.field == 15)
        #expect(e.neededOffsetMin == 231)
        #expect(e.neededOffsetMax == 980)  // top 980 at the band's top: 980 + 59 - 59
        #expect(e.validMinY == 0)
        #expect(e.validMaxY == 230)
        #expect(e.band == Band(top: 59, bottom: 852))
    }

    @Test func unreachableFieldHoldsWithJustEnoughRange() throws {
        // -210: maxY = 231, exactly what field 15 needs.
        #expect(reachWorld(bottomInset: -210).perform(.tapBackground).isEmpty)
    }

    @Test func unpinnedContentMakesFieldsUnreachable() throws {
        let world = makeWorld(form(fields: 16, content: .unpinned), invariants: [.unreachableField])
        // contentSize 0: maxY = max(0, 0 + 34 - 793) = 0. Field 12 (788...832) is the first
        // that needs scrolling: 832 + 59 - 852 = 39. Checked at the end, index 0 (no actions).
        let v = try #require(violation(.unreachableField, in: world.finish()))
        #expect(v.actionIndex == 0)
        let e = try #require(v.evidence.unreachableField)
        #expect(e.field == 12)
        #expect(e.neededOffsetMin == 39)
        #expect(e.validMaxY == 0)
    }

    @Test func unreachableFieldIsNotCheckedWhileDocked() throws {
        let world = makeWorld(form(fields: 16, content: .unpinned), invariants: [.unreachableField])
        #expect(try world.run("tap(0) finishAnimation")[1].isEmpty)
    }

    // MARK: sanity

    @Test func sanityReportsANegativeSize() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.scrollView.frame.size.height = -10 }
        let world = makeWorld(form(), probe, invariants: .defaults)
        let found = world.perform(.tapBackground)
        let v = try #require(violation(.sanity, in: found))
        #expect(v.actionIndex == 0)
        #expect(v.evidence.sanity == SanityEvidence(property: .frame(.scrollView, .height), value: -10))
        // Also drift (height -10 vs 793); the band 59...49 has no height, so unreachable-field
        // does not apply. Reported in the canonical order.
        #expect(found.map(\.invariant) == [.sanity, .drift])
        #expect(violation(.drift, in: found)?.evidence.drift?.drift(of: .frame(.scrollView, .height))?.baseline == 793)
    }

    @Test func sanityReportsNaNWithoutCrashing() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in host.scrollView.contentOffset.y = .nan }
        let world = makeWorld(form(), probe, invariants: .all)
        let v = try #require(violation(.sanity, in: world.perform(.tapBackground)))
        #expect(v.evidence.sanity?.property == .contentOffset(.y))
        #expect(v.evidence.sanity?.value.isNaN == true)
        // The world keeps going: a tap on a field still runs, and the end check too.
        _ = try world.run("tap(0) finishAnimation")
        _ = world.finish()
        #expect(world.trace.text.contains("nan"))
    }

    @Test func sanityReportsANegativeContentSizeAndANaNInset() throws {
        let probe = Probe()
        var step = 0
        probe.onBackgroundTap = { host in
            step += 1
            if step == 1 { host.scrollView.contentSize.height = -1 }
            if step == 2 { host.scrollView.contentInset.top = .nan }
        }
        let world = makeWorld(form(), probe, invariants: [.sanity])
        let first = try #require(violation(.sanity, in: world.perform(.tapBackground)))
        #expect(first.evidence.sanity == SanityEvidence(property: .contentSize(.height), value: -1))
        let second = try #require(violation(.sanity, in: world.perform(.tapBackground)))
        #expect(second.evidence.sanity?.property == .contentInset(.top))
        #expect(second.evidence.sanity?.value.isNaN == true)
    }

    @Test func sanityHoldsForZeroSizesAndNegativeNonSizes() throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in
            host.scrollView.frame.size.height = 0
            host.scrollView.contentInset.bottom = -5
        }
        let world = makeWorld(form(), probe, invariants: [.sanity])
        #expect(world.perform(.tapBackground).isEmpty)
    }

    // MARK: excess-gap

    @Test func excessGapCatchesADoubleCountedSafeArea() throws {
        // Inset bottom 336 under automatic: adjusted 336 + 34 = 370; content ends at 852 - 370 = 482,
        // but could reach min(516 - 0, 852 - 34) = 516: a 34 pt dead band.
        let world = makeWorld(form(), insetProbe(reset: 0), invariants: [.excessGap])
        let v = try #require(violation(.excessGap, in: try world.run("tap(0) finishAnimation")[1]))
        #expect(v.actionIndex == 1)
        let e = try #require(v.evidence.excessGap)
        #expect(e.contentBottom == 482)
        #expect(e.target == 516)
        #expect(e.gap == 34)
    }

    @Test func excessGapAllowsOnePoint() throws {
        // Inset 303: adjusted 337, content ends at 852 - 337 = 515, 1 pt above 516: holds.
        let probe = Probe()
        probe.onNotification = { n, host in
            if n.name == .keyboardWillShow { host.scrollView.contentInset.bottom = 303 }
        }
        let world = makeWorld(form(), probe, invariants: [.excessGap])
        #expect(try world.run("tap(0) finishAnimation")[1].isEmpty)
    }

    @Test func excessGapIsOnlyCheckedWhenEnabled() throws {
        let world = makeWorld(form(), insetProbe(reset: 0), invariants: .defaults)
        let steps = try world.run("tap(0) finishAnimation")
        #expect(violation(.excessGap, in: steps[1]) == nil)
    }

    // MARK: needless-motion

    /// A strategy that scrolls by `dy` on every will-show.
    private func scrollingProbe(_ dy: CGFloat) -> Probe {
        let probe = Probe()
        probe.onNotification = { n, host in
            guard n.name == .keyboardWillShow else { return }
            let y = host.scrollView.contentOffset.y
            host.scrollView.setContentOffset(CGPoint(x: 0, y: y + dy), animated: true)
        }
        return probe
    }

    @Test func needlessMotionCatchesScrollingAVisibleField() throws {
        // Field 0 at window 79...123 is fully visible against the keyboard (59...516) when the
        // transition begins; the strategy scrolls 100: window 20 - 100 + 59 = -21, moved 100.
        let world = makeWorld(form(), scrollingProbe(100), invariants: [.needlessMotion])
        let v = try #require(violation(.needlessMotion, in: try world.run("tap(0) finishAnimation")[1]))
        #expect(v.actionIndex == 1)
        let e = try #require(v.evidence.needlessMotion)
        #expect(e.field == 0)
        #expect(e.moved == 100)
        #expect(e.forced == 0)
    }

    @Test func needlessMotionAllowsOnePoint() throws {
        let world = makeWorld(form(), scrollingProbe(1), invariants: [.needlessMotion])
        #expect(try world.run("tap(0) finishAnimation")[1].isEmpty)
    }

    @Test func needlessMotionIsOnlyCheckedWhenEnabled() throws {
        let world = makeWorld(form(), scrollingProbe(100), invariants: .defaults)
        #expect(violation(.needlessMotion, in: try world.run("tap(0) finishAnimation")[1]) == nil)
    }

    @Test func theSystemScrollToFocusIsNotNeedlessMotion() throws {
        // Drag to 100; field 1 at window 43...87 is scrolled by the system to 84 (window 59...103)
        // before the transition; nothing moves it after.
        let world = makeWorld(form(), invariants: [.needlessMotion])
        #expect(try world.run("scroll(100) tap(1) finishAnimation").allSatisfy { $0.isEmpty })
        #expect(world.scrollView.contentOffset.y == 84)
    }

    @Test func aRotationsGeometryIsNotNeedlessMotion() throws {
        // Field 0: portrait window 79...123, landscape (layout top 0) 20...64: moved by the rotation.
        let world = makeWorld(form(), invariants: [.needlessMotion])
        #expect(try world.run("tap(0) finishAnimation rotate finishAnimation").allSatisfy { $0.isEmpty })
        #expect(world.windowFrame(ofField: 0).origin.y == 20)
    }

    @Test func clampingOfAShrinkingRangeIsForcedMotion() throws {
        // A background tap sets the bottom inset to 300 (maxY 1200 + 334 - 793 = 741); the user
        // drags to 741. Field 11 (724...768) is at window 42...86, 27 pt visible: tappable; the
        // system scrolls to 724 (band [741, 741 + 793 - 334]). Will-show resets the inset: maxY
        // 441, so the layout pass clamps 724 -> 441; the field moves 283, all of it forced.
        let probe = Probe()
        probe.onBackgroundTap = { host in host.scrollView.contentInset.bottom = 300 }
        probe.onNotification = { n, host in
            if n.name == .keyboardWillShow { host.scrollView.contentInset.bottom = 0 }
        }
        let world = makeWorld(form(), probe, invariants: [.needlessMotion])
        let steps = try world.run("tapBackground scroll(1000) tap(11) finishAnimation")
        #expect(world.snaps(inStep: 2) == [.snap(from: 724, to: 441)])
        #expect(steps.allSatisfy { $0.isEmpty })
    }
}
