import Foundation
import Testing

@testable import KeyboardWorld

/// Screen shapes (docs/world-rules.md, "Screen shapes"): where the views and fields lie, which
/// scroll view UIKit scrolls, and what `hidden-field` and `unreachable-field` mean for fields
/// outside every scroll view and in nested scroll views. Numbers worked out in the comments.
@Suite struct ScreenShapeTests {
    /// Three 44 pt fields at content y 20, 224 and 428 (spacing 160).
    static let threeFields = Scenario.stackedFields(count: 3, top: 20, height: 44, spacing: 160)

    // MARK: plainForm

    /// phone-home portrait with a navigation bar: chrome top 20 + 44 = 64, chrome bottom 667,
    /// layout area (0, 64, 375, 603). The plain form view fills it; fields lie at window
    /// 64 + 20 = 84...128, 288...332 and 492...536. The form's scroll view is an outlet outside
    /// the hierarchy.
    static let plain = Scenario(
        device: .phoneHome, navigationBar: true, fields: threeFields, contentHeight: 472,
        shape: .plainForm)

    @Test func aPlainFormHasNoScrollViewOnScreen() throws {
        let world = makeWorld(Self.plain)
        let formView = try #require(world.formView)
        #expect(formView.frame == rect(0, 64, 375, 603))
        #expect(world.rootView.subviews.map(\.role) == [.formView])
        #expect(world.scrollView.superview == nil)
        #expect(world.textFields.allSatisfy { $0.superview === formView && $0.enclosingScrollView == nil })
        #expect(world.windowFrame(ofField: 2) == rect(16, 492, 300, 44))
        // Nothing to pan: the outlet scroll view is off screen, whatever its range.
        #expect(!world.canPanForm)
        #expect(world.visibleBand == Band(top: 64, bottom: 667))
        // Nothing to drag: the pan never begins.
        #expect(!world.perform(.scroll(100)).contains { _ in true })
        #expect(world.trace.steps[0].performed == false)
    }

    @Test func aFieldUnderTheKeyboardIsHiddenUntilTheRootViewMoves() throws {
        let world = makeWorld(Self.plain, invariants: .defaults)
        // The keyboard (260) tops at 407; field 2 (492...536) is under it. No system scroll.
        let hidden = try #require(violation(.hiddenField, in: world.perform(.tap(2))) ?? violation(.hiddenField, in: world.finish()))
        let evidence = try #require(hidden.evidence.hiddenField)
        #expect(evidence.fieldSpan == Band(top: 492, bottom: 536))
        #expect(evidence.band == Band(top: 64, bottom: 407))
        // The best band: the root view may move until the field's bottom meets the keyboard,
        // its top no higher than the chrome: 407 - 64 = 343.
        #expect(evidence.bestBandHeight == 343)
    }

    @Test func movingTheRootViewUpRevealsIt() throws {
        let probe = Probe()
        probe.onNotification = { note, host in
            if note.name == .keyboardWillShow { host.view.frame.origin.y = -129 }  // 536 - 407
        }
        let world = makeWorld(Self.plain, probe, invariants: .defaults)
        #expect(try world.run("tap(2) finishAnimation").allSatisfy(\.isEmpty))
        #expect(world.windowFrame(ofField: 2) == rect(16, 363, 300, 44))
    }

    /// With no keyboard docked, a field outside every scroll view that the screen at rest shows
    /// must be inside the band: nothing can be dragged to bring it back.
    @Test func aFieldLeftAboveTheBarsIsUnreachable() throws {
        let probe = Probe()
        probe.onNotification = { note, host in
            if note.name == .keyboardWillShow { host.view.frame.origin.y = -129 }  // never put back
        }
        let world = makeWorld(Self.plain, probe, invariants: [.unreachableField])
        let violations = try world.run("tap(2) finishAnimation dismiss finishAnimation")
        // Field 0: at rest 84...128, now 84 - 129 = -45...-1, above the band 64...667.
        let evidence = try #require(violation(.unreachableField, in: violations[3])?.evidence.unreachableOutsideField)
        #expect(evidence.field == 0)
        #expect(evidence.windowSpan == Band(top: -45, bottom: -1))
        #expect(evidence.restSpan == Band(top: 84, bottom: 128))
        #expect(evidence.band == Band(top: 64, bottom: 667))
    }

    /// A field the screen at rest does not show whole (the form overflows its screen after a
    /// rotation) is the layout's problem: neither invariant asks a strategy to reveal it.
    @Test func aFieldTheLayoutPutsOffScreenIsNotTheStrategysToReveal() throws {
        // Landscape: chrome top 0 + 32 = 32, bottom 375; field 2 at 32 + 428 = 460...504.
        let world = makeWorld(Self.plain, invariants: .defaults)
        try world.run("tap(0) rotate finishAnimation next finishAnimation")
        #expect(world.focusedIndex == 1)
        let next = try world.run("next")
        #expect(world.focusedIndex == 2)
        #expect(world.windowFrame(ofField: 2).origin.y == 460)
        #expect(next[0].isEmpty && world.finish().isEmpty)
    }

    // MARK: header and footer

    /// phone-notch portrait, no bars: layout area (0, 59, 393, 793). The footer bar holds the
    /// last field (44 pt) 8 pt below its top: 60 pt tall, at 852 - 60 = 792; the field at
    /// 800...844. The scroll view ends at the bar: (0, 59, 393, 733); it does not reach the
    /// home indicator's strip (818...852), so `automatic` adds nothing at its bottom.
    @Test func aFooterBarHoldsTheLastField() throws {
        let world = makeWorld(Scenario(device: .phoneNotch, fields: Self.threeFields, contentHeight: 472, shape: .footer))
        let footer = try #require(world.footerView)
        #expect(footer.frame == rect(0, 792, 393, 60))
        #expect(world.scrollView.frame == rect(0, 59, 393, 733))
        #expect(world.rootView.subviews.map(\.role) == [.scrollView, .footerView])
        #expect(world.textFields[2].superview === footer && world.textFields[2].frame == rect(16, 8, 300, 44))
        #expect(world.windowFrame(ofField: 2) == rect(16, 800, 300, 44))
        #expect(world.scrollView.adjustedContentInset.bottom == 0)
        #expect(world.visibleBand(ofField: 2) == Band(top: 59, bottom: 852))
        #expect(world.visibleBand(ofField: 0) == Band(top: 59, bottom: 792))
    }

    /// The header bar holds the first field: (0, 59, 393, 60), the field at 67...111; the
    /// scroll view below it (0, 119, 393, 733) runs to the window's bottom.
    @Test func aHeaderBarHoldsTheFirstField() throws {
        let world = makeWorld(Scenario(device: .phoneNotch, fields: Self.threeFields, contentHeight: 472, shape: .header))
        #expect(world.headerView?.frame == rect(0, 59, 393, 60))
        #expect(world.scrollView.frame == rect(0, 119, 393, 733))
        #expect(world.windowFrame(ofField: 0) == rect(16, 67, 300, 44))
        // Field 1 (content 224) in the scroll view at 119 + 224 = 343.
        #expect(world.windowFrame(ofField: 1).origin.y == 343)
        #expect(world.scrollView.adjustedContentInset.bottom == 34)
        // Two runs of fields: the bar's first field, then the form's two.
        let runs = Array(world.fieldRuns)
        #expect(runs.map(\.fields) == [0..<1, 1..<3])
        #expect(runs.first?.unretainedHolder.takeUnretainedValue() === world.headerView)
        #expect(runs.last?.unretainedHolder.takeUnretainedValue() === world.scrollView)
        #expect(world.fieldRuns.last?.fields == 1..<3)
        // A plain scroll form has one.
        let plain = makeWorld(Scenario(device: .phoneNotch, fields: Self.threeFields, contentHeight: 472))
        #expect(Array(plain.fieldRuns).map(\.fields) == [0..<3])
    }

    // MARK: nestedScroll

    /// phone-home portrait: the page fills the layout area (0, 20, 375, 647); the form's scroll
    /// view lies 120 pt down the page, 300 pt tall: window 140...440. Fields at content 20,
    /// 214, 408 (spacing 150), content 500: the form scrolls 0...200; the page's content
    /// (120 + 300 + 200 = 620) is shorter than the page, so it does not scroll.
    static let nested = Scenario(
        device: .phoneHome, fields: Scenario.stackedFields(count: 3, top: 20, height: 44, spacing: 150),
        contentHeight: 500, shape: .nestedScroll)

    @Test func theFormsScrollViewLiesInThePage() throws {
        let world = makeWorld(Self.nested)
        let page = try #require(world.pageScrollView)
        #expect(page.frame == rect(0, 20, 375, 647))
        #expect(page.contentSize.height == 620)
        #expect(world.scrollView.superview === page && page.superview === world.rootView)
        #expect(world.textFields[2].enclosingScrollView === world.scrollView)
        #expect(world.scrollViewWindowBand == Band(top: 140, bottom: 440))
        #expect(page.validOffsetRange.maxY == 0 && world.scrollView.validOffsetRange.maxY == 200)
        // Field 2 (content 408...452) is at 548...592: clipped by the form, not tappable.
        #expect(!world.isTappable(2))
    }

    /// UIKit scrolls only the nearest scroll view (openradar 20798351): `next` to field 2 moves
    /// the form to offset 452 - 300 = 152 (field at 140 + 408 - 152 = 396...440) and leaves the
    /// page; the keyboard's top is 407, so 33 pt of it stay covered.
    @Test func theSystemScrollsOnlyTheNearestScrollView() throws {
        let world = makeWorld(Self.nested, invariants: .defaults)
        try world.run("tap(1) finishAnimation")
        let violations = try world.run("next finishAnimation")
        #expect(world.scrollView.contentOffset.y == 152)
        #expect(world.pageScrollView?.contentOffset.y == 0)
        #expect(world.windowFrame(ofField: 2) == rect(16, 396, 300, 44))
        // The best band: the page at rest above the keyboard (407 - 20 = 387), no taller than
        // the form (300): the field fits, so all of it must show.
        let evidence = try #require(violation(.hiddenField, in: violations[1])?.evidence.hiddenField)
        #expect(evidence.band == Band(top: 140, bottom: 407) && evidence.bestBandHeight == 300)
    }

    /// A field of a nested form is reachable when some form offset and page offset show it
    /// inside the form's frame and the band. A form whose content a strategy cut to 200 pt
    /// (shorter than its 300 pt frame) cannot scroll: field 2 (408...452) lies past its end.
    @Test func aNestedFieldNeedsBothScrollViews() throws {
        let world = makeWorld(Self.nested, invariants: [.unreachableField])
        #expect(world.perform(.tapBackground).isEmpty)
        world.scrollView.contentSize.height = 200
        let evidence = try #require(violation(.unreachableField, in: world.perform(.tapBackground))?.evidence.unreachableNestedField)
        #expect(evidence.field == 2)  // field 1 (214...258) still fits the 300 pt frame
        #expect(evidence.pageMinY == 0 && evidence.pageMaxY == 0)
    }

    /// A drag the form cannot take carries on in the page: at the form's end, the page scrolls.
    @Test func aDragCarriesOnInThePage() throws {
        // Landscape: layout area (0, 0, 667, 375); the page (content 620) scrolls 0...245.
        let world = makeWorld(
            Scenario(
                device: .phoneHome, orientation: .landscape,
                fields: Scenario.stackedFields(count: 3, top: 20, height: 44, spacing: 150),
                contentHeight: 500, shape: .nestedScroll))
        try world.run("scroll(300)")
        // The form takes 200 (its maximum), the page the other 100.
        #expect(world.scrollView.contentOffset.y == 200)
        #expect(world.pageScrollView?.contentOffset.y == 100)
    }

    // MARK: Rotation

    /// Every view follows a rotation: the footer bar keeps its height at the layout area's
    /// bottom; the scroll view ends above it.
    @Test func barsFollowARotation() throws {
        let world = makeWorld(Scenario(device: .phoneNotch, fields: Self.threeFields, contentHeight: 472, shape: .footer))
        try world.run("rotate")
        // Landscape: safe top 0, bottom 21; layout area (0, 0, 852, 393); the bar at 393 - 60 = 333.
        #expect(world.footerView?.frame == rect(0, 333, 852, 60))
        #expect(world.scrollView.frame == rect(0, 0, 852, 333))
    }
}
