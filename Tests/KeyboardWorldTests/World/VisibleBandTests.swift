import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §7's visible band and section 3's fixed chrome, which transforms do not move.
///
/// phone-notch portrait with a navigation bar: chrome top 59 + 44 = 103, chrome bottom 852 (no
/// tab bar), layout frame (0, 103, 393, 749).
@Suite struct VisibleBandTests {
    @Test func bandWithoutAKeyboardIsTheScrollViewBelowTheChrome() {
        let world = makeWorld(form(navigationBar: true))
        #expect(world.chromeTop == 103)
        #expect(world.chromeBottom == 852)
        #expect(world.layoutFrame == rect(0, 103, 393, 749))
        #expect(world.visibleBand == Band(top: 103, bottom: 852))
        // automatic: 103...852 overlaps the home indicator area 818...852 by 34, the top by 0.
        #expect(world.baselineAdjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func chromeCoversAScrollViewMovedUnderIt() throws {
        let world = makeWorld(form(navigationBar: true))
        world.rootView.transform = CGAffineTransform(translationX: 0, y: -200)
        // Scroll view at window 103 - 200 = -97 ... -97 + 749 = 652; chrome top stays 103.
        #expect(world.chromeTop == 103)
        #expect(world.visibleBand == Band(top: 103, bottom: 652))
        try world.run("tap(6)")  // field 6: window 404 - 97 = 307...351, visible
        // Keyboard top 516 is above 652 and 852.
        #expect(world.visibleBand == Band(top: 103, bottom: 516))
        world.scrollView.frame.size.height = 300
        // Scroll view bottom -97 + 300 = 203 now ends the band.
        #expect(world.visibleBand == Band(top: 103, bottom: 203))
    }

    @Test func tabBarEndsTheBand() {
        // Tab bar 49 + safe bottom 34: chrome bottom 852 - 83 = 769.
        let world = makeWorld(form(tabBar: true))
        #expect(world.chromeBottom == 769)
        #expect(world.visibleBand == Band(top: 59, bottom: 769))
        // Pushing the scroll view down does not move the tab bar: the band still ends at 769.
        world.scrollView.transform = CGAffineTransform(translationX: 0, y: 100)
        #expect(world.visibleBand == Band(top: 159, bottom: 769))
    }

    @Test func fieldsUnderTheNavigationBarAreNotTappable() {
        let world = makeWorld(form(navigationBar: true))
        world.scrollView.contentOffset.y = 64
        // Field 0 (content 20...64) is at window 20 - 64 + 103 = 59...103: 0 pt below the bar.
        #expect(!world.isTappable(0))
        // Field 1 (84...128) at 123...167: visible.
        #expect(world.isTappable(1))
        // The kept set the generator reads agrees, and follows the next move of the offset.
        #expect(!world.tappableFieldSet.contains(0) && world.tappableFieldSet.contains(1))
        #expect(world.tappableFields.first == 1)
        #expect(world.hasTappableField(excluding: 1))
        world.scrollView.contentOffset.y = 63
        // Field 0 at 20 - 63 + 103 = 60...104: 1 pt below the bar, tappable again.
        #expect(world.isTappable(0) && world.tappableFieldSet.contains(0))
        #expect(world.tappableFields.first == 0)
    }

    @Test func landscapePhoneBarsAreCompact() {
        // phone-notch landscape: safe top 0, nav bar 32; tab bar 32 + safe bottom 21.
        let world = makeWorld(form(.phoneNotch, .landscape, navigationBar: true, tabBar: true))
        #expect(world.chromeTop == 32)
        #expect(world.chromeBottom == 340)  // 393 - (32 + 21)
        // phone-home landscape: no safe area at all; bars 32.
        let home = makeWorld(form(.phoneHome, .landscape, navigationBar: true, tabBar: true))
        #expect(home.layoutFrame == rect(0, 32, 667, 375 - 32 - 32))
        // pad-window: no safe area; bars 44 and 49 in a 600 pt window.
        let window = makeWorld(form(.padWindow, navigationBar: true, tabBar: true))
        #expect(window.layoutFrame == rect(0, 44, 700, 600 - 44 - 49))
    }
}
