import Foundation
import Testing

@testable import KeyboardWorld

/// UIKit's hierarchy API on the host's views: `superview`, `subviews`, `safeAreaInsets` of any
/// view (the part of it the unsafe strips cover), `layoutMargins`, the screen's outlets.
/// phone-notch portrait: status bar strip 0...59, home indicator strip 818...852.
@Suite struct HierarchyAPITests {
    @Test func eachViewsSafeAreaIsTheStripsItOverlaps() {
        let world = makeWorld(Scenario(device: .phoneNotch, fields: Scenario.stackedFields(count: 3)))
        // The root view (0...852) overlaps both strips whole; the scroll view (59...852) the bottom one.
        #expect(world.rootView.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(world.scrollView.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(world.rootView.layoutMargins == world.rootView.safeAreaInsets)
        #expect(world.scrollView.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // Moved up 100 (-100...752): 159 pt of it above the safe area's top, none in the bottom strip.
        world.rootView.frame.origin.y = -100
        #expect(world.rootView.safeAreaInsets == UIEdgeInsets(top: 159, left: 0, bottom: 0, right: 0))
    }

    @Test func superviewsAndOutletsFollowTheShape() throws {
        let world = makeWorld(Scenario(device: .phoneNotch, fields: Scenario.stackedFields(count: 3), shape: .footer))
        let footer = try #require(world.host.footerView)
        #expect(footer.superview === world.host.view && world.host.view.superview == nil)
        #expect(world.host.headerView == nil && world.host.pageScrollView == nil)
        #expect(world.textFields[2].superview === footer)
        #expect(world.textFields[1].superview.superview(ofType: View.self) === world.rootView)
        #expect(world.textFields[1].enclosingScrollView === world.host.scrollView)
        // A field converts to the window through its holder: the footer's field at 800.
        let field = world.textFields[2]
        #expect(field.convert(field.bounds, to: nil) == rect(16, 800, 300, 44))
    }

    @Test func barsAreReportedWhereUIKitHasThem() {
        let world = makeWorld(Scenario(device: .phoneNotch, navigationBar: true, tabBar: true, fields: Scenario.stackedFields(count: 1)))
        #expect(world.host.statusBarHeight == 59)
        #expect(world.host.navigationBarFrame == rect(0, 59, 393, 44))
        #expect(world.host.tabBarFrame == rect(0, 769, 393, 83))
        #expect(world.window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }
}
