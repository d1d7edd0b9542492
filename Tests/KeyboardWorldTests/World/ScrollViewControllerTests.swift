import Foundation
import Testing

@testable import KeyboardWorld

/// Table and collection view controllers avoid the keyboard by themselves (docs/world-rules.md,
/// "Table and collection view controllers"). phone-notch portrait: the table spans 59...852
/// (793 tall) under the 59 pt status bar; content 1200 tall, so `.automatic` insets its bottom
/// by the 34 pt home indicator; field i at 20 + 64 i (field 11: 724...768); the keyboard's
/// top is 516 (336 tall).
@Suite struct ScrollViewControllerTests {
    static let fields = Scenario.stackedFields(count: 12)

    static func screen(rule: ControllerKeyboardAvoidance = .systemInset, insets: InsetAdjustment = .automatic) -> Scenario {
        var scenario = Scenario(
            device: .phoneNotch, insetAdjustment: insets, fields: fields, contentHeight: 1200, shape: .tableController)
        scenario.controllerAvoidance = rule
        return scenario
    }

    // MARK: UIKit since iOS 11

    /// tap(11): UIKit's scroll-to-focus puts the field at the band's bottom, offset
    /// 768 - 793 + 34 = 9. On will-show the controller adjusts by the overlap 852 - 516 = 336
    /// less the 34 pt safe area = 302, in `adjustedContentInset` (34 + 302 = 336) and not in
    /// `contentInset`, and scrolls the row visible: offset 768 - 793 + 336 = 311, the field at
    /// 59 + 724 - 311 = 472...516, before any did-notification. A turn after will-hide the
    /// adjustment is gone; the offset stays in range (max 1200 + 34 - 793 = 441).
    @Test func theControllerAdjustsTheSystemInsetOnWillShow() throws {
        let world = makeWorld(Self.screen(), invariants: .defaults)
        let steps = try world.run("tap(11)")
        #expect(steps[0].isEmpty)
        #expect(world.scrollView.keyboardBottomInsetAdjustment == 302)
        #expect(world.scrollView.adjustedContentInset.bottom == 336)
        #expect(world.scrollView.contentInset.bottom == 0)
        #expect(world.scrollView.contentOffset.y == 311)
        #expect(world.windowFrame(ofField: 11) == rect(16, 472, 300, 44))
        try world.run("dismiss")
        #expect(world.scrollView.keyboardBottomInsetAdjustment == 0)
        #expect(world.scrollView.adjustedContentInset.bottom == 34)
        #expect(world.scrollView.contentOffset.y == 311)
        #expect(world.trace.steps[0].events.map(\.text).contains("· UITableViewController: keyboard inset adjustment = 302"))
    }

    /// The removal a will-hide schedules waits a turn, and a will-show before it cancels it.
    @Test func aShowBeforeTheNextTurnCancelsTheRemoval() throws {
        let world = makeWorld(Self.screen())
        try world.run("tap(11)")
        let shown = world.keyboardFrame
        let hide = KeyboardNotification(
            name: .keyboardWillHide, frameBegin: shown, frameEnd: shown.offsetBy(dx: 0, dy: 336), animationDuration: 0.25)
        world.controllerObserve(hide)
        #expect(world.controllerKeyboard.isRemovalPending)
        #expect(world.scrollView.keyboardBottomInsetAdjustment == 302)
        world.controllerObserve(
            KeyboardNotification(name: .keyboardWillShow, frameBegin: hide.frameEnd, frameEnd: shown, animationDuration: 0.25))
        #expect(!world.controllerKeyboard.isRemovalPending)
        world.controllerRemovesKeyboardAdjustment()
        #expect(world.scrollView.keyboardBottomInsetAdjustment == 302)
    }

    /// Under `.never` UIKit applies nothing (the adjustment is kept but not added): field 11,
    /// at 59 + 724 = 783...827, already lies inside the table, so nothing scrolls and the
    /// keyboard at 516 covers it.
    @Test func underNeverTheControllerAppliesNothing() throws {
        let world = makeWorld(Self.screen(insets: .never), invariants: [.hiddenField])
        let steps = try world.run("tap(11) finishAnimation")
        #expect(world.scrollView.adjustedContentInset.bottom == 0)
        #expect(world.windowFrame(ofField: 11).origin.y == 783)
        #expect(violation(.hiddenField, in: steps[1]) != nil)
    }

    /// An app adding its own inset on top of the controller's avoids twice (openradar 4967,
    /// "doubly adjusted"): 302 + 34 + 302 = 638 at the bottom, the content ending at
    /// 852 - 638 = 214, 302 pt above the keyboard.
    @Test func addingAnInsetInATableViewControllerDoubleAvoids() throws {
        let probe = Probe()
        probe.onNotification = { note, host in
            guard note.name == .keyboardWillShow else { return }
            host.scrollView.contentInset.bottom = 302
        }
        let world = makeWorld(Self.screen(), probe, invariants: [.excessGap])
        let evidence = try #require(violation(.excessGap, in: try world.run("tap(11) finishAnimation")[1])?.evidence.excessGap)
        #expect(evidence.contentBottom == 214 && evidence.gap == 302)
    }

    /// phone-home (keyboard 260, top 407; the table 20...667, 647 tall, no bottom safe area):
    /// tap(9) (596...640) adjusts by 667 - 407 = 260 and scrolls to 640 - 647 + 260 = 253. The
    /// screen is pushed over, a hardware keyboard hides the other screen's keyboard (nothing
    /// reaches this controller, which unregistered), and it is popped: `viewWillAppear` takes the
    /// adjustment back (the view is not in a window yet), and field 9 becomes first responder
    /// again with no keyboard.
    @Test func viewWillAppearTakesBackWhatWasLeftWhileAway() throws {
        var scenario = Scenario(
            device: .phoneHome, fields: Self.fields, contentHeight: 1200, phoneHardwareHides: true, shape: .tableController,
            entry: .pushed)
        scenario.controllerAvoidance = .systemInset
        let world = makeWorld(scenario, invariants: .defaults)
        try world.run("tap(9)")
        #expect(world.scrollView.keyboardBottomInsetAdjustment == 260 && world.scrollView.contentOffset.y == 253)
        let steps = try world.run("push hardwareKeyboard(on) pop")
        #expect(world.keyboardPlacement == .hidden && world.focusedIndex == 9)
        #expect(world.scrollView.keyboardBottomInsetAdjustment == 0)
        #expect(world.scrollView.adjustedContentInset.bottom == 0)
        #expect(steps.allSatisfy { $0.isEmpty })

        // It is `viewWillAppear` that took it back, before the field became first responder.
        let pop = world.trace.steps[3].events.map(\.text)
        let taken = try #require(pop.firstIndex(of: "· UITableViewController: keyboard inset adjustment = 0"))
        let refocused = try #require(pop.firstIndex(of: "· field 9 becomes first responder again"))
        #expect(taken < refocused)
    }

    // MARK: The legacy rule (seed files without the key)

    /// The legacy controller insets its table once the keyboard has shown (openradar
    /// 13836932): tap(11) scrolls to 9 (see above); on `keyboardDidShow` the controller sets the
    /// bottom inset to 336 - 34 = 302 and scrolls the row visible: offset 768 - 793 + 336 = 311,
    /// the field at 472...516.
    @Test func theLegacyControllerAvoidsTheKeyboardOnDidShow() throws {
        let world = makeWorld(Self.screen(rule: .contentInset), invariants: .defaults)
        let steps = try world.run("tap(11)")
        #expect(world.scrollView.contentOffset.y == 9 && world.scrollView.contentInset.bottom == 0)
        #expect(steps[0].isEmpty)  // not checked while the did-notifications wait
        #expect(try world.run("finishAnimation")[0].isEmpty)
        #expect(world.scrollView.contentInset.bottom == 302)
        #expect(world.scrollView.contentOffset.y == 311)
        #expect(world.windowFrame(ofField: 11) == rect(16, 472, 300, 44))
        #expect(world.host.isTableViewController)
        #expect(world.scrollView.keyboardBottomInsetAdjustment == 0)
        // On will-hide it restores the designer's inset.
        try world.run("dismiss")
        #expect(world.scrollView.contentInset.bottom == 0)
    }

    /// Legacy: code that adds its own inset on `keyboardDidShow` too avoids twice: 302 + 302.
    @Test func addingAnInsetUnderTheLegacyRuleDoubleAvoids() throws {
        let probe = Probe()
        probe.onNotification = { note, host in
            guard note.name == .keyboardDidShow else { return }
            host.scrollView.contentInset.bottom += 302
        }
        let world = makeWorld(Self.screen(rule: .contentInset), probe, invariants: [.excessGap])
        let evidence = try #require(violation(.excessGap, in: try world.run("tap(11) finishAnimation")[1])?.evidence.excessGap)
        // Content bottom 852 - (604 + 34) = 214; it could reach 516.
        #expect(evidence.contentBottom == 214 && evidence.gap == 302)
    }
}
