import Foundation
import Testing

@testable import KeyboardWorld

/// Containers (docs/world-rules.md, "Containers"): translucent bars the content runs under, the
/// safe area they add, and a container's toolbar (`additionalSafeAreaInsets`). phone-notch portrait: safe area 59 / 34,
/// navigation bar 44, tab bar 49.
@Suite struct ContainerTests {
    static let fields = Scenario.stackedFields(count: 12)  // field i at 20 + 64 i

    /// Translucent navigation and tab bars: the scroll view fills the window; the root view's
    /// safe area is 59 + 44 = 103 at the top and 49 + 34 = 83 at the bottom (chrome bottom
    /// 852 - 83 = 769); `automatic` insets the content by them, and the content starts below
    /// the navigation bar: field 0 at 0 + 103 + 20 = 123.
    @Test func translucentBarsLetTheContentRunUnderThem() throws {
        let world = makeWorld(
            Scenario(
                device: .phoneNotch, navigationBar: true, tabBar: true, fields: Self.fields,
                contentHeight: 1200, barStyle: .translucent))
        #expect(world.scrollView.frame == rect(0, 0, 393, 852))
        #expect(world.host.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(world.scrollView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(world.scrollView.contentOffset.y == -103)
        #expect(world.windowFrame(ofField: 0).origin.y == 123)
        #expect(world.visibleBand == Band(top: 103, bottom: 769))
        // The same screen with opaque bars: the scroll view lies between them, device safe area only.
        let opaque = makeWorld(
            Scenario(
                device: .phoneNotch, navigationBar: true, tabBar: true, fields: Self.fields,
                contentHeight: 1200))
        #expect(opaque.scrollView.frame == rect(0, 103, 393, 666))
        #expect(opaque.host.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(opaque.scrollView.adjustedContentInset == .zero)
    }

    /// Code that takes only the device's 34 pt off the keyboard's overlap double-counts the tab
    /// bar under translucent bars (square/Listable #100): the keyboard (336) overlaps the
    /// window-tall scroll view by 336; `adjustedContentInset` holds 83 already, so the right
    /// inset is 336 - 83 = 253, and 336 - 34 = 302 leaves a 49 pt dead band (`excess-gap`).
    @Test func subtractingOnlyTheDeviceSafeAreaDoubleCountsTheTabBar() throws {
        let probe = Probe()
        probe.onNotification = { note, host in
            guard note.name == .keyboardWillShow else { return }
            host.scrollView.contentInset.bottom = 336 - host.window.safeAreaInsets.bottom
        }
        let world = makeWorld(
            Scenario(
                device: .phoneNotch, navigationBar: true, tabBar: true, fields: Self.fields,
                contentHeight: 1200, barStyle: .translucent), probe, invariants: [.excessGap])
        let evidence = try #require(violation(.excessGap, in: try world.run("tap(0) finishAnimation")[1])?.evidence.excessGap)
        // Content ends at 852 - (302 + 83) = 467; it could reach the keyboard's top, 516.
        #expect(evidence.contentBottom == 467 && evidence.target == 516)
    }

    /// The container's 44 pt toolbar sits above the home indicator: chrome bottom
    /// 852 - (44 + 34) = 774; the screen's safe area grows by it (78 at the bottom) and
    /// `additionalSafeAreaInsets.bottom` says 44. The opaque scroll view ends above it.
    @Test func theContainersToolbarIsInTheSafeArea() throws {
        let world = makeWorld(Scenario(device: .phoneNotch, fields: Self.fields, contentHeight: 1200, additionalSafeArea: true))
        #expect(world.chromeBottom == 774)
        #expect(world.host.additionalSafeAreaInsets.bottom == 44)
        #expect(world.host.safeAreaInsets.bottom == 78)
        #expect(world.scrollView.frame == rect(0, 59, 393, 715))
        #expect(world.scrollView.adjustedContentInset.bottom == 0)
        // With a translucent tab bar too: 852 - (49 + 44 + 34) = 725, and the content runs under both.
        let both = makeWorld(
            Scenario(
                device: .phoneNotch, tabBar: true, fields: Self.fields, contentHeight: 1200,
                barStyle: .translucent, additionalSafeArea: true))
        #expect(both.chromeBottom == 725)
        #expect(both.scrollView.adjustedContentInset.bottom == 127)
    }

    /// Translucent bars with `.never`: nothing keeps the content from starting under them, a
    /// layout bug the scenario refuses.
    @Test func translucentBarsNeedAutomaticInsets() {
        let scenario = Scenario(
            device: .phoneNotch, navigationBar: true, insetAdjustment: .never, fields: Self.fields,
            contentHeight: 1200, barStyle: .translucent)
        #expect(scenario.problems.contains { $0.hasPrefix("barStyle is translucent with insetAdjustment never") })
    }
}
