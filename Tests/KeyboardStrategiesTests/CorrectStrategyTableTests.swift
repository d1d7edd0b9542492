import Foundation
import KeyboardStrategies
import KeyboardWorld
import Testing

/// Directed cases for the correct strategies: every action of both stages on every device and
/// orientation, with and without bars, both inset behaviours, with and without the system's
/// scroll-to-focus and with and without the second stage's hide-then-show rotations and Auto
/// Layout, checked against every invariant (the optional two included). `LAST` stands for the
/// last field's index.
@Suite("correct strategies: directed table")
struct CorrectStrategyTableTests {
    static let scripts: [String] = [
        // every action once, keyboard transitions finished in between
        "tap(1) finishAnimation next finishAnimation inputMode(emoji) finishAnimation inputMode(noPredictive) finishAnimation hardwareKeyboard(on) finishAnimation next hardwareKeyboard(off) rotate finishAnimation repost scroll(-120) tap(2) contentChange(240) finishAnimation tapBackground dismiss finishAnimation",
        // did-notifications left queued across newer transitions
        "tap(0) tap(1) next inputMode(emoji) rotate next dismiss tap(2) finishAnimation rotate finishAnimation dismiss",
        // the bottom field, scrolled to, rotated twice with the keyboard up
        "scroll(5000) tap(LAST) finishAnimation rotate finishAnimation rotate finishAnimation inputMode(emoji) finishAnimation next finishAnimation",
        // hardware keyboard attached before focusing, then detached while focused
        "hardwareKeyboard(on) tap(0) finishAnimation next finishAnimation hardwareKeyboard(off) finishAnimation rotate hardwareKeyboard(on) finishAnimation dismiss finishAnimation",
        // content shrinks and grows under a focused field, duplicates of will-notifications
        "tap(1) finishAnimation contentChange(-400) finishAnimation repost contentChange(800) next finishAnimation repost dismiss repost finishAnimation",
        // walking down the whole form with Next, then past the last field
        "tap(0) next next next next next next next next next next next next next next next finishAnimation",
        // second stage: interactive dismissal (a zero rect, then off screen), undocking, other apps' keyboards
        "tap(LAST) finishAnimation dragDismiss(zeroRect) tap(1) dragDismiss(offscreen) finishAnimation tap(2) undock rotate next finishAnimation dock rotate finishAnimation dismiss",
        "remoteKeyboard(show) finishAnimation rotate remoteKeyboard(hide) remoteKeyboard(show) tap(0) finishAnimation undock dismiss remoteKeyboard(show) hardwareKeyboard(on) finishAnimation remoteKeyboard(hide) tap(1) finishAnimation",
        // time: actions during the keyboard animation, just after it, and long after
        "tap(0) wait(0.1) next wait(0.25) dismiss wait(0.01) tap(LAST) wait(0.3) rotate wait(0.125) next wait(1) dismiss wait(0.24) tap(1) wait(0.011)",
        // event profiles: drags that dismiss or are pulled back, a hardware keyboard's hides, undocking
        "tap(LAST) dragCancel finishAnimation scroll(-60) tap(1) wait(0.25) dragCancel next hardwareKeyboard(on) next dismiss tap(0) finishAnimation hardwareKeyboard(off) undock finishAnimation rotate dock dismiss",
    ]

    struct Setup: CustomStringConvertible, Sendable {
        var device: Device
        var orientation: Orientation
        var bars: (nav: Bool, tab: Bool)
        var adjustment: InsetAdjustment
        var systemScrollsToFocus: Bool
        var rotationStyle: RotationStyle
        var layout: LayoutKind
        /// Whether the event profiles are set to what devices send (two sets, by device).
        var deviceProfiles = false
        var description: String {
            "\(device.rawValue) \(orientation.rawValue) nav \(bars.nav) tab \(bars.tab) \(adjustment.rawValue) systemScroll \(systemScrollsToFocus) \(rotationStyle.rawValue) \(layout.rawValue)\(deviceProfiles ? " device profiles" : "")"
        }
    }

    static let setups: [Setup] = {
        var setups: [Setup] = []
        for device in Device.allCases {
            for orientation in device.rotates ? Orientation.allCases : [.landscape] {
                for bars in [(false, false), (true, false), (true, true)] {
                    for adjustment in InsetAdjustment.allCases {
                        for systemScroll in [true, false] {
                            // The second stage's scenario options, off and both on.
                            for (style, layout) in [(RotationStyle.change, LayoutKind.autoresizing), (.hideShow, .constraints)] {
                                setups.append(
                                    Setup(
                                        device: device, orientation: orientation, bars: bars,
                                        adjustment: adjustment, systemScrollsToFocus: systemScroll,
                                        rotationStyle: style, layout: layout))
                            }
                            // The event profiles beyond the classic world.
                            setups.append(
                                Setup(
                                    device: device, orientation: orientation, bars: bars,
                                    adjustment: adjustment, systemScrollsToFocus: systemScroll,
                                    rotationStyle: .hideFirst, layout: .autoresizing, deviceProfiles: true))
                        }
                    }
                }
            }
        }
        return setups
    }()

    /// Forms: the usual 12 fields; a long one with accessory views, number pads and a tall field.
    static func scenarios(for setup: Setup) -> [Scenario] {
        var plain = Scenario.stackedFields(count: 12)
        plain[3].keyboardType = .numberPad
        var mixed = Scenario.stackedFields(count: 16)
        for i in [1, 5, 15] { mixed[i].hasAccessoryView = true }
        mixed[2].keyboardType = .numberPad
        mixed[9].keyboardType = .email
        mixed[6].frame.size.height = 300  // taller than usual: shifts the fields below it
        for i in 7..<16 { mixed[i].frame.origin.y += 256 }
        return [(plain, 900), (mixed, mixed[15].frame.maxY + 500)].map { fields, height in
            var scenario = Scenario(
                device: setup.device, orientation: setup.orientation, navigationBar: setup.bars.nav,
                tabBar: setup.bars.tab, insetAdjustment: setup.adjustment,
                contentInset: UIEdgeInsets(top: 0, left: 0, bottom: setup.bars.tab ? 12 : 0, right: 0),
                systemScrollsToFocus: setup.systemScrollsToFocus, fields: fields, contentHeight: height,
                rotationStyle: setup.rotationStyle, layout: setup.layout)
            guard setup.deviceProfiles else { return scenario }
            let first = setup.device == .phoneHome || setup.device == .pad
            scenario.keyboardKind = first ? .thirdParty : .thirdPartyTwoStep
            scenario.quickTypeBar = first ? .lateAboveScreen : .late
            scenario.hardwareFrame = first ? .visibleOnly : .fullHeight
            scenario.phoneHardwareHides = true
            scenario.keyboardDismissMode = first ? .interactive : .onDrag
            scenario.degenerateFrames = first ? .nullOnHide : .zeroOnHide
            scenario.inContainer = false
            scenario.alwaysBounceVertical = !first
            scenario.notificationObject = .screen
            return scenario
        }
    }

    @Test(arguments: [BuiltInStrategy.insetAdjusting, .layoutGuide, .dismissOnDrag])
    func noViolationAnywhere(strategy: BuiltInStrategy) throws {
        var cases = 0
        for setup in Self.setups {
            for scenario in Self.scenarios(for: setup) {
                #expect(scenario.problems.isEmpty)
                for script in Self.scripts {
                    let actions = script.replacingOccurrences(of: "LAST", with: "\(scenario.fields.count - 1)")
                    let outcome = try run(strategy, scenario, actions, invariants: .all)
                    cases += 1
                    #expect(
                        outcome.violations.isEmpty,
                        "\(strategy.name), \(setup), \(scenario.fields.count) fields, \(actions):\n\(outcome.violations.map(\.description).joined(separator: "\n"))\n\(outcome.trace.text)"
                    )
                }
            }
        }
        #expect(cases == Self.setups.count * 2 * Self.scripts.count)
        #expect(Self.setups.contains { $0.deviceProfiles })
    }

    @Test func everyActionIsExercised() throws {
        let names = Set(
            (Self.scripts + Self.shapeScripts).flatMap { script in
                script.split(separator: " ").map { String($0.prefix { $0 != "(" }) }
            })
        #expect(names == Set(Action.names))
    }

    // MARK: Screens as apps build them

    /// Scripts for the shapes: typing in text views (`LAST` is a text view in the forms below),
    /// another screen pushed and popped with the keyboard up or down, rotations and hardware
    /// keyboards while typing.
    static let shapeScripts: [String] = [
        "tap(LAST) finishAnimation type(2) type(4) next finishAnimation tap(0) type(1) finishAnimation rotate type(3) finishAnimation dismiss",
        "tap(0) finishAnimation push finishAnimation pop finishAnimation tap(LAST) push dismiss pop finishAnimation push rotate pop rotate finishAnimation dismiss",
        "tap(1) tap(LAST) type(4) hardwareKeyboard(on) type(4) finishAnimation hardwareKeyboard(off) inputMode(emoji) type(2) rotate finishAnimation scroll(-300) type(1) next finishAnimation",
        "finishAnimation tap(LAST) type(6) dismiss tap(LAST) type(2) finishAnimation dragDismiss(offscreen) tap(0) next next finishAnimation contentChange(300) tap(LAST) finishAnimation",
    ]

    /// Forms for the shapes: a text field, a number pad with an accessory view, a tall text
    /// view, and a text view last (the footer's input bar, where the shape has one).
    static func shapeForm(_ shape: ScreenShape) -> [TextFieldSpec] {
        var fields = Scenario.stackedFields(count: 4, top: 20, height: 44, spacing: 40)
        fields[1].keyboardType = .numberPad
        fields[1].hasAccessoryView = true
        fields[2].frame.size.height = 220
        fields[2].isTextView = true
        fields[3].frame.origin.y += 176
        fields[3].isTextView = true
        if shape == .plainForm {  // a plain form fits its screen: shorter fields, closer together
            fields = Scenario.stackedFields(count: 3, top: 12, height: 44, spacing: 12)
            fields[1].keyboardType = .numberPad
            fields[1].hasAccessoryView = true
            fields[2].frame.size.height = 80
            fields[2].isTextView = true
        }
        return fields
    }

    /// Every declared shape, on every device and orientation, with and without bars (opaque,
    /// translucent) and the container's toolbar, each entry, against every invariant.
    @Test(arguments: [BuiltInStrategy.insetAdjusting, .layoutGuide, .dismissOnDrag, .viewShift])
    func noViolationOnEveryDeclaredShape(strategy: BuiltInStrategy) throws {
        var cases = 0
        for shape in strategy.supportedShapes {
            for device in Device.allCases {
                for orientation in device.rotates ? Orientation.allCases : [.landscape] {
                    for (bars, style, toolbar) in [
                        (false, BarStyle.opaque, false), (true, .opaque, true), (true, .translucent, false), (true, .translucent, true),
                    ] {
                        for entry in ScreenEntry.allCases {
                            let fields = Self.shapeForm(shape)
                            let scenario = Scenario(
                                device: device, orientation: orientation, navigationBar: bars, tabBar: bars,
                                insetAdjustment: .automatic, contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0),
                                fields: fields, contentHeight: fields[fields.count - 1].frame.maxY + 200,
                                shape: shape, barStyle: style, additionalSafeArea: toolbar, entry: entry)
                            for script in Self.shapeScripts + Self.scripts.prefix(2) {
                                let actions = script.replacingOccurrences(of: "LAST", with: "\(fields.count - 1)")
                                let outcome = try run(strategy, scenario, actions, invariants: .all)
                                cases += 1
                                #expect(
                                    outcome.violations.isEmpty,
                                    "\(strategy.name), \(shape) \(device.rawValue) \(orientation.rawValue) bars \(bars) \(style) toolbar \(toolbar) \(entry), \(actions):\n\(outcome.violations.map(\.description).joined(separator: "\n"))\n\(outcome.trace.text)"
                                )
                            }
                        }
                    }
                }
            }
        }
        #expect(cases > 0)
    }

    /// A header bar as tall as a 120 pt field (136 pt) under a landscape navigation bar ends at
    /// 168, below the keyboard's top (140): the scroll view the guide pins is left empty, never
    /// a negative height (found by fuzzing with `--no-system-scroll`, seed 3, case 22812). The
    /// header rides up toward the keyboard's top only until its field's top meets the navigation
    /// bar's bottom: 32 - 8 = 24 (the keyboard would want 140 - 136 = 4).
    @Test func layoutGuideEmptiesAScrollViewTheKeyboardReachesAbove() throws {
        let scenario = Scenario(
            device: .phoneNotch, orientation: .portrait, navigationBar: true, tabBar: false,
            insetAdjustment: .never,
            fields: [
                TextFieldSpec(frame: rect(16, 20, 300, 120)),
                TextFieldSpec(frame: rect(16, 579, 300, 44), hasAccessoryView: true),
            ],
            contentHeight: 623, shape: .header)
        let world = World(scenario: scenario, strategy: BuiltInStrategy.layoutGuide.make(), invariants: .all)
        for action in try Action.sequence("tap(1) rotate") { #expect(world.perform(action).isEmpty) }
        #expect(world.host.headerView?.frame == rect(0, 24, 852, 136))
        #expect(world.keyboardFrame.origin.y == 140)
        #expect(world.scrollView.frame == rect(0, 168, 852, 0))
        #expect(world.finish().isEmpty)
        // Back in portrait the scroll view ends at the keyboard again: 472 - 239 = 233.
        #expect(world.perform(.rotate).isEmpty)
        #expect(world.scrollView.frame == rect(0, 239, 393, 233))
        #expect(world.finish().isEmpty)
    }

    /// The shared case `layout-guide-hidden-field-96bf47e8c27a837b`: a header bar's 120 pt text
    /// view with an accessory view under a third-party keyboard, turned to landscape on phone-home
    /// (no status bar): the keyboard is 162 + 32 + 44 + 22 = 260 tall, its top at 375 - 260 = 115.
    /// The text view has (120 - 16) / 20 = 5 lines; typing takes the caret to its last, line 4, 8 +
    /// 80 = 88 pt below the text view's top. With the header at its layout frame (0...136, the text
    /// view at 8...128) the caret spanned 96...116, 1 pt under the keyboard. The header now rides
    /// up until its field's top meets the bars' bottom (0): header at -8, text view at 0...120,
    /// caret at 88...108, above the keyboard.
    @Test func layoutGuideRidesAHeaderUpForItsTextViewsCaret() throws {
        var scenario = Scenario(
            device: .phoneHome, orientation: .portrait, insetAdjustment: .never,
            fields: [TextFieldSpec(frame: rect(16, 0, 300, 120), hasAccessoryView: true, isTextView: true)],
            contentHeight: 120, shape: .header)
        scenario.keyboardKind = .thirdParty
        let world = World(scenario: scenario, strategy: BuiltInStrategy.layoutGuide.make(), invariants: .all)
        for action in try Action.sequence("tap(0) rotate type(4)") { #expect(world.perform(action).isEmpty) }
        #expect(world.keyboardFrame == rect(0, 115, 667, 260))
        #expect(world.host.headerView?.frame == rect(0, -8, 667, 136))
        #expect(world.caretWindowFrame(ofField: 0) == rect(24, 88, 2, 20))
        #expect(world.finish().isEmpty)
        // Once the keyboard has gone the header is back at its layout frame.
        #expect(world.perform(.dismiss).isEmpty)
        #expect(world.host.headerView?.frame == rect(0, 0, 667, 136))
        #expect(world.finish().isEmpty)
    }

    /// A footer bar taller than the room between the navigation bar and the keyboard: phone-home
    /// landscape (navigation bar 0...32), pushed while the keyboard is up, the bar's 120 pt field
    /// with an accessory view (keyboard 194 + 44 = 238, top 375 - 238 = 137; bar 120 + 16 = 136).
    /// Riding on the keyboard would put the bar at 1, its field's top at 9, under the navigation
    /// bar; the bar stops at 32 instead, its field at 40...160, its top in the band 32...137, the
    /// rest behind the keyboard (found by the soak, seed 1003, case 185847).
    @Test func layoutGuideKeepsATallFooterBarUnderTheNavigationBar() throws {
        let scenario = Scenario(
            device: .phoneHome, orientation: .landscape, navigationBar: true, insetAdjustment: .never,
            fields: [TextFieldSpec(frame: rect(16, 0, 300, 120), hasAccessoryView: true)],
            contentHeight: 120, shape: .footer, entry: .pushedWithKeyboardUp)
        let world = World(scenario: scenario, strategy: BuiltInStrategy.layoutGuide.make(), invariants: .all)
        #expect(world.keyboardFrame.origin.y == 137)
        #expect(world.host.footerView?.frame == rect(0, 32, 667, 136))
        #expect(world.windowFrame(ofField: 0) == rect(16, 40, 300, 120))
        #expect(world.scrollView.frame.size.height == 0)
        #expect(world.finish().isEmpty)
    }

    /// A pop refocuses a low field of a plain form with a will-show, and `view-shift` moves the
    /// root view up by the overlap: 667 - 407 = 260 (field 623...667 to 363...407). Then
    /// `viewDidAppear` comes, a turn later: it keeps the keyboard that will-show announced, since
    /// the moved root view's own guide, which ends at the view's bottom (407 in the window, the
    /// keyboard's top), shows no keyboard (found by the soak, seed 2010, case 4282).
    @Test func viewShiftKeepsTheRootViewUpAcrossAPop() throws {
        let scenario = Scenario(
            device: .phoneHome, fields: [TextFieldSpec(frame: rect(16, 603, 300, 44))],
            contentHeight: 647, shape: .plainForm, entry: .pushed)
        let world = World(scenario: scenario, strategy: BuiltInStrategy.viewShift.make(), invariants: .all)
        for action in try Action.sequence("tap(0) push pop") { #expect(world.perform(action).isEmpty) }
        #expect(world.rootView.frame.origin.y == -260)
        #expect(world.windowFrame(ofField: 0) == rect(16, 363, 300, 44))
        #expect(world.finish().isEmpty)
    }
}
