import Foundation
import Testing

@testable import KeyboardWorld

/// Containers (docs/world-rules.md, "Containers"): translucent bars the content runs under, the
/// safe area they add, a container's toolbar (`additionalSafeAreaInsets`), and a table view
/// controller that avoids the keyboard itself. phone-notch portrait: safe area 59 / 34,
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

    // MARK: tableController

    /// A `UITableViewController` insets its table once the keyboard has shown (openradar
    /// 13836932): tapping field 11 (content 724...768) scrolls it to offset
    /// 768 - 793 + 34 = 9 (window 774...818, under the keyboard at 516); on `keyboardDidShow`
    /// the controller sets the bottom inset to 336 - 34 = 302 and scrolls the row visible:
    /// offset 768 - 793 + 336 = 311, the field at 59 + 724 - 311 = 472...516.
    @Test func aTableViewControllerAvoidsTheKeyboardOnDidShow() throws {
        let world = makeWorld(
            Scenario(device: .phoneNotch, fields: Self.fields, contentHeight: 1200, shape: .tableController),
            invariants: .defaults)
        let steps = try world.run("tap(11)")
        #expect(world.scrollView.contentOffset.y == 9 && world.scrollView.contentInset.bottom == 0)
        #expect(steps[0].isEmpty)  // not checked while the did-notifications wait
        #expect(try world.run("finishAnimation")[0].isEmpty)
        #expect(world.scrollView.contentInset.bottom == 302)
        #expect(world.scrollView.contentOffset.y == 311)
        #expect(world.windowFrame(ofField: 11) == rect(16, 472, 300, 44))
        #expect(world.host.isTableViewController)
        // On will-hide it restores the designer's inset.
        try world.run("dismiss")
        #expect(world.scrollView.contentInset.bottom == 0)
    }

    /// Code that adds its own inset on `keyboardDidShow` too avoids the keyboard twice
    /// (openradar 4967, "doubly adjusted"): 302 + 302, the content ending 302 pt above the keyboard.
    @Test func addingAnInsetInATableViewControllerDoubleAvoids() throws {
        let probe = Probe()
        probe.onNotification = { note, host in
            guard note.name == .keyboardDidShow else { return }
            host.scrollView.contentInset.bottom += 302
        }
        let world = makeWorld(
            Scenario(device: .phoneNotch, fields: Self.fields, contentHeight: 1200, shape: .tableController),
            probe, invariants: [.excessGap])
        let evidence = try #require(violation(.excessGap, in: try world.run("tap(11) finishAnimation")[1])?.evidence.excessGap)
        // Content bottom 852 - (604 + 34) = 214; it could reach 516.
        #expect(evidence.contentBottom == 214 && evidence.gap == 302)
    }
}
