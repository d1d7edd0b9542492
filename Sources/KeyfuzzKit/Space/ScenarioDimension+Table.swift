import Foundation
import KeyboardWorld
import PropertyEngine

extension ScenarioDimension {
    /// Every dimension, in the order the generator draws them (which is part of what a seed
    /// means: case `k` draws them in this order), the summary lists them and seed files write them.
    public static let all: [ScenarioDimension] = [
        .choice(
            "device", \.device, role: .deviceAndUser, origin: .idealised,
            help: "the device (docs/classic-world.md §2)",
            values: [
                (.phoneHome, "a home-button iPhone, 375x667"),
                (.phoneNotch, "a notched iPhone, 393x852, with a home indicator"),
                (.pad, "an iPad, 820x1180, full screen"),
                (.padWindow, "an iPad Stage Manager window at (100, 60), 700x600: keyboard frames need converting"),
            ],
            draw: .uniform, default: .phoneNotch,
            // From the fewest numbers to the conversion the windowed iPad needs.
            simplestFirst: [.phoneHome, .phoneNotch, .pad, .padWindow], inEveryFile: true,
            alias: .only(
                flag: "--device", placeholder: "NAME",
                help: "Devices to draw: phone-home, phone-notch, pad, pad-window (default: all)."),
            summary: { $0.device.rawValue }),
        .choice(
            "orientation", \.orientation, role: .deviceAndUser, origin: .idealised,
            help: "the interface orientation at the start (pad-window has none)",
            values: [(.portrait, "portrait"), (.landscape, "landscape: the screen's width and height swap")],
            draw: .probabilities([(.portrait, 0.5), (.landscape, 0.5)]), default: .portrait, inEveryFile: true,
            summary: { $0.device.rotates ? $0.orientation.rawValue : "window" }, summaryPlacement: .joinedToPrevious,
            applies: { $0.device.rotates }),
        .choice(
            "navigationBar", \.navigationBar, role: .appStructure, origin: .idealised,
            help: "a navigation bar under the status bar (fixed chrome)",
            values: [(false, "none"), (true, "44 pt, 32 pt on phones in landscape")],
            draw: .probabilities([(true, 0.4), (false, 0.6)]), default: false, inEveryFile: true,
            summary: { $0.navigationBar ? "nav bar" : nil }),
        .choice(
            "tabBar", \.tabBar, role: .appStructure, origin: .idealised,
            help: "a tab bar above the bottom safe area (fixed chrome)",
            values: [(false, "none"), (true, "49 pt (32 pt on phones in landscape) plus the bottom safe area")],
            draw: .probabilities([(true, 0.3), (false, 0.7)]), default: false, inEveryFile: true,
            summary: { $0.tabBar ? "tab bar" : nil }),
        .choice(
            "insetAdjustment", \.insetAdjustment, role: .appStructure, origin: .idealised,
            help: "the scroll view's contentInsetAdjustmentBehavior",
            values: [
                (.never, "adjustedContentInset == contentInset"),
                (.automatic, "adjustedContentInset adds the scroll view's overlap with the safe area"),
            ],
            draw: .probabilities([(.automatic, 0.6), (.never, 0.4)]), default: .automatic,
            simplestFirst: [.never, .automatic], inEveryFile: true,
            summary: { "insets \($0.insetAdjustment.rawValue)" }),
        contentInset,
        .choice(
            "content", \.content, role: .appStructure, origin: .idealised,
            help: "whether the content view's height is pinned to its last field (article 004)",
            values: [
                (.pinned, "contentSize follows the content"),
                (.unpinned, "article 004's layout bug: contentSize.height stays 0, so nothing scrolls"),
            ],
            draw: .probabilities([(.unpinned, 0.1), (.pinned, 0.9)]), default: .pinned, drawnByDefault: [.pinned],
            inEveryFile: true,
            alias: .everyValue(
                flag: "--unpinned", help: "Also draw article 004's unpinned content (contentSize.height 0; every strategy fails on it)."),
            summary: { $0.content == .unpinned ? "unpinned content" : nil }),
        .choice(
            "systemScrollsToFocus", \.systemScrollsToFocus, role: .appStructure, origin: .idealised,
            help: "whether UIKit scrolls a newly focused field into view (text fields do)",
            values: [(true, "UIKit's scroll-to-focus (UITextField)"), (false, "no scroll-to-focus (UITextView-like)")],
            draw: .probabilities([(false, 0.3), (true, 0.7)]), default: true, drawnByDefault: [true],
            inEveryFile: true,
            alias: .everyValue(
                flag: "--no-system-scroll", help: "Also draw forms whose fields UIKit does not scroll to (UITextView-like)."),
            summary: { $0.systemScrollsToFocus ? nil : "no system scroll-to-focus" }),
        fields,
        contentHeight,
        .choice(
            "rotationStyle", \.rotationStyle, role: .deviceAndUser, origin: .idealisedUnusualPath,
            help: "how a rotation with the keyboard up is posted (docs/world-rules.md, Rotation)",
            values: [
                (.change, "classic, legacy: one frame change from the old frame to the new one; no device report on any iOS version"),
                (
                    .hideShow,
                    "the hide, then the show, both after the views rotated (RxKeyboard #46: the screen already new during the hide, iOS 11)"
                ),
                (
                    .hideFirst,
                    "what devices post: the hide while the views are still old, its did-notifications at once, the rotation, then the show (firefox-ios #31622, RxKeyboard #46, Apple forums 5706)"
                ),
            ],
            // Every report on every iOS version hides first (docs/world-rules.md, "Weights"); the two
            // classic values keep their 1:4 ratio, so `--profile classic` draws them as it always did.
            draw: .probabilities([(.hideFirst, 0.9375), (.hideShow, 0.0125), (.change, 0.05)]), default: .change,
            simplestFirst: [.change, .hideFirst, .hideShow], beyondClassic: [.hideFirst], inEveryFile: false,
            summary: {
                switch $0.rotationStyle {
                case .change: nil
                case .hideShow: "rotations hide then show"
                case .hideFirst: "rotations hide first"
                }
            }),
        .choice(
            "layout", \.layout, role: .appStructure, origin: .idealisedUnusualPath,
            help: "how the scroll view is laid out",
            values: [
                (.autoresizing, "springs and struts: a rotation keeps what a strategy changed"),
                (.constraints, "Auto Layout: a rotation resets the frame to the layout frame"),
            ],
            draw: .probabilities([(.constraints, 0.25), (.autoresizing, 0.75)]), default: .autoresizing,
            inEveryFile: false,
            summary: { $0.layout == .constraints ? "Auto Layout" : nil }),
        // Event profiles beyond the classic world (docs/world-rules.md, "Event profiles").
        .choice(
            "keyboardKind", \.keyboardKind, role: .deviceAndUser, origin: .worldRule,
            help: "which keyboard the user chose; a third-party one posts several will-shows on its first show",
            values: [
                (.system, "classic: Apple's keyboard, one transition per show"),
                (
                    .thirdParty,
                    "legacy: 22 pt taller; the first show posts tall, base, tall will-shows before any did (cordova-plugin-ionic-keyboard #13: 282, 216, 282; 2017-18 reports)"
                ),
                (
                    .thirdPartyTwoStep,
                    "22 pt taller; the first show posts base, then tall will-shows (IQKeyboardManager #228, #2165 (2026); TPKeyboardAvoiding #149)"
                ),
            ],
            draw: .probabilities([(.thirdParty, 0.03), (.thirdPartyTwoStep, 0.08), (.system, 0.89)]), default: .system,
            inEveryFile: false,
            summary: {
                switch $0.keyboardKind {
                case .system: nil
                case .thirdParty: "third-party keyboard"
                case .thirdPartyTwoStep: "third-party keyboard (two steps)"
                }
            }),
        .choice(
            "quickTypeBar", \.quickTypeBar, role: .deviceAndUser, origin: .worldRule,
            help: "when the QuickType / AutoFill bar arrives on an iPhone",
            values: [
                (.withShow, "classic: the first show already has the predictive bar"),
                (
                    .late,
                    "the first show lacks the bar; it arrives as another transition when the show ends (IQKeyboardManager #962, #1823; flutter #134723)"
                ),
                (
                    .lateAboveScreen,
                    "as late, but that transition reports an end frame entirely above the screen, after the Passwords sheet (IQKeyboardManager #1823, #1647; RxKeyboard repairs y < 0)"
                ),
            ],
            draw: .probabilities([(.late, 0.05), (.lateAboveScreen, 0.02), (.withShow, 0.93)]), default: .withShow,
            inEveryFile: false,
            summary: {
                switch $0.quickTypeBar {
                case .withShow: nil
                case .late: "late QuickType bar"
                case .lateAboveScreen: "late QuickType bar above the screen"
                }
            },
            applies: { $0.device.isPhone }, requiring: [(.lateAboveScreen, .passwordAutoFill)]),
        .choice(
            "hardwareFrame", \.hardwareFrame, role: .deviceAndUser, origin: .worldRule,
            help: "the frame a hardware keyboard's on-screen bar is reported with",
            values: [
                (
                    .fullHeight,
                    "classic, legacy: the full software height, reaching below the screen (SO 32319697, ionic-plugin-keyboard #273; iOS 9-10)"
                ),
                (
                    .visibleOnly,
                    "only the visible bar (and accessory view) as the whole frame, e.g. 55 pt on an iPad (TPKeyboardAvoiding #276, iOS 12)"
                ),
            ],
            draw: .probabilities([(.visibleOnly, 0.95), (.fullHeight, 0.05)]), default: .fullHeight,
            inEveryFile: false,
            summary: { $0.hardwareFrame == .visibleOnly ? "visible-only hardware frames" : nil }),
        .choice(
            "phoneHardwareHides", \.phoneHardwareHides, role: .deviceAndUser, origin: .worldRule,
            help: "whether an iPhone with a hardware keyboard posts will-hide on focus changes and resigns",
            values: [
                (false, "classic: nothing is posted while nothing of the keyboard is on screen"),
                (
                    true,
                    "legacy: a will-hide (begin = end, off screen) on every focus change and resign (DCIntrospect-ARC #44, iOS 9; AlphaWallet #1254, iOS 12)"
                ),
            ],
            draw: .probabilities([(true, 0.25), (false, 0.75)]), default: false, inEveryFile: false,
            summary: { $0.phoneHardwareHides ? "hardware-keyboard hides" : nil },
            applies: { $0.device.isPhone }),
        .choice(
            "keyboardDismissMode", \.keyboardDismissMode, role: .appStructure, origin: .worldRule,
            help: "the scroll view's keyboardDismissMode when the screen loads (a strategy may change it)",
            values: [
                (.none, "classic: UIKit's default; the unusual-path dragDismiss still acts as if interactive"),
                (.onDrag, "a drag dismisses as it begins; the hide's end frame has zero height (TPKeyboardAvoiding #270)"),
                (
                    .interactive,
                    "the keyboard follows the finger: dragDismiss hides on release, dragCancel keeps it and posts nothing (freshOS/KeyboardLayoutGuide #17, #35)"
                ),
            ],
            draw: .probabilities([(.onDrag, 0.2), (.interactive, 0.25), (.none, 0.55)]), default: .none,
            inEveryFile: false,
            summary: {
                switch $0.keyboardDismissMode {
                case .none: nil
                case .onDrag: "dismiss on drag"
                case .interactive: "interactive dismissal"
                }
            }),
        .choice(
            "degenerateFrames", \.degenerateFrames, role: .deviceAndUser, origin: .worldRule,
            help: "whether hides and undocking report degenerate frames",
            values: [
                (.tidy, "classic: a hide ends just below the screen; undocking reports the floating frame"),
                (
                    .zeroOnHide,
                    "legacy: hides report CGRect.zero; undocking reports (0, -(h - 40), W, h) with curve 0 (SO 10749311, IHKeyboardAvoiding #20; 2015-18)"
                ),
                (
                    .nullOnHide,
                    "legacy: hides report CGRect.null {inf, inf, 0, 0} (DAKeyboardControl #91, iOS 7); undocking as zeroOnHide"
                ),
            ],
            draw: .probabilities([(.zeroOnHide, 0.04), (.nullOnHide, 0.02), (.tidy, 0.94)]), default: .tidy,
            inEveryFile: false,
            summary: {
                switch $0.degenerateFrames {
                case .tidy: nil
                case .zeroOnHide: "zero-rect hides"
                case .nullOnHide: "null-rect hides"
                }
            }),
        .choice(
            "inContainer", \.inContainer, role: .appStructure, origin: .worldRule,
            help:
                "whether the scroll view is a navigation or tab bar controller's content, where .automatic always insets for the safe area",
            values: [
                (true, "classic: .automatic always adds the vertical safe area"),
                (
                    false,
                    ".automatic adds it only for content taller than the scroll view or alwaysBounceVertical (Apple docs; Blueprint #283)"
                ),
            ],
            draw: .probabilities([(false, 0.5), (true, 0.5)]), default: true, inEveryFile: false,
            summary: { $0.inContainer ? nil : "not in a container" }),
        .choice(
            "alwaysBounceVertical", \.alwaysBounceVertical, role: .appStructure, origin: .worldRule,
            help: "the scroll view's alwaysBounceVertical when the screen loads",
            values: [
                (false, "classic: UIKit's default"),
                (true, ".automatic adds the vertical safe area even for short content"),
            ],
            draw: .probabilities([(true, 0.2), (false, 0.8)]), default: false, inEveryFile: false,
            summary: { $0.alwaysBounceVertical ? "always bounces" : nil }),
        .choice(
            "notificationObject", \.notificationObject, role: .deviceAndUser, origin: .worldRule,
            help: "the keyboard notifications' object",
            values: [
                (.none, "classic, legacy: iOS before 16.1, nil"),
                (.screen, "iOS 16.1 and later: the keyboard's screen (Apple's keyboardWillHideNotification docs)"),
            ],
            draw: .probabilities([(.screen, 0.92), (.none, 0.08)]), default: .none, inEveryFile: false,
            summary: { $0.notificationObject == .screen ? "object screen" : nil }),
        // Screens as apps build them (docs/world-rules.md, "Screen shapes", "Containers",
        // "Text views", "Lifecycle"); a check draws the shapes its strategy declares.
        .choice(
            "shape", \.shape, role: .appStructure, origin: .worldRule,
            help:
                "where the fields live: one scroll view (classic), no scroll view, a header or footer bar, nested scroll views, a table or collection view controller",
            values: [
                (.scrollForm, "every field in one scroll view spanning the layout frame"),
                (.plainForm, "no scroll view: the fields lie in a plain view"),
                (.header, "the first field in a header bar above a shorter scroll view"),
                (.footer, "the last field in a footer bar below a shorter scroll view (a chat's input bar)"),
                (.nestedScroll, "the form's scroll view inside a scrolling page"),
                (.tableController, "a UITableViewController or UICollectionViewController, which avoids the keyboard itself"),
            ],
            draw: .probabilities([
                (.plainForm, 0.15), (.header, 0.08), (.footer, 0.15), (.nestedScroll, 0.1),
                (.tableController, 0.1), (.scrollForm, 0.42),
            ]),
            default: .scrollForm, inEveryFile: false,
            alias: .only(
                flag: "--shape", placeholder: "NAME",
                help:
                    "Shapes to draw: scrollForm, plainForm, header, footer, nestedScroll, tableController (default: those each strategy declares)."
            ),
            summary: ScenarioDimension.shapeSummary),
        .choice(
            "barStyle", \.barStyle, role: .appStructure, origin: .worldRule,
            help: "whether the container's bars are translucent, the content running under them",
            values: [
                (.opaque, "the scroll view ends at the bars"),
                (.translucent, "the scroll view runs under the bars; safeAreaInsets and automatic insets include them"),
            ],
            draw: .probabilities([(.translucent, 0.5), (.opaque, 0.5)]), default: .opaque, inEveryFile: false,
            summary: { $0.barStyle == .translucent ? "translucent bars" : nil },
            applies: { $0.navigationBar || $0.tabBar || $0.additionalSafeArea },
            // Only a container's content runs under its translucent bars, inset by `.automatic`.
            drawnWhere: { ($0.navigationBar || $0.tabBar) && $0.insetAdjustment == .automatic && $0.inContainer },
            requiring: [(.translucent, .translucentBars)]),
        .choice(
            "additionalSafeArea", \.additionalSafeArea, role: .appStructure, origin: .worldRule,
            help: "a 44 pt toolbar the container adds to the screen's safe area (additionalSafeAreaInsets.bottom)",
            values: [(false, "none"), (true, "a 44 pt bottom toolbar in the safe area")],
            draw: .probabilities([(true, 0.15), (false, 0.85)]), default: false, inEveryFile: false,
            summary: { $0.additionalSafeArea ? "container toolbar" : nil }, requiring: [(true, .containerToolbar)]),
        textViews,
        .choice(
            "entry", \.entry, role: .appStructure, origin: .worldRule,
            help: "how the screen comes on screen, and whether another screen is pushed over it",
            values: [
                (.onScreen, "on screen from the start, no navigation"),
                (.pushed, "pushed at the start; another screen may be pushed over it and popped"),
                (.pushedWithKeyboardUp, "pushed while the keyboard is up: its last field focused, nothing posted"),
            ],
            draw: .probabilities([(.pushed, 0.15), (.pushedWithKeyboardUp, 0.1), (.onScreen, 0.75)]),
            default: .onScreen, inEveryFile: false,
            summary: {
                switch $0.entry {
                case .onScreen: nil
                case .pushed: "in a navigation stack"
                case .pushedWithKeyboardUp: "pushed with the keyboard up"
                }
            }, requiring: [(.pushed, .navigation), (.pushedWithKeyboardUp, .appearsWithKeyboardUp)]),
        // The world's own rules (docs/world-rules.md, "World rules"): last, and free when fixed,
        // so that every other dimension and every action draws as it did before it existed.
        .choice(
            "world", \.world, role: .deviceAndUser, origin: .worldRule,
            help: "which of the world's own rules a case runs under (docs/world-rules.md, World rules)",
            values: [
                (
                    .original,
                    "files without the key: an animated scroll lasts 0.3 s and a newer one queues; every transition re-arms hidden-field"
                ),
                (
                    .idealised,
                    "classic: the classic world (docs/classic-world.md) exactly: an animated scroll is done at once; one layout pass after the did-notifications finishAnimation delivers"
                ),
                (
                    .device,
                    "what UIKit does: a newer animated scroll replaces a running one; after a drag a transition re-arms hidden-field only while the field is in view"
                ),
            ],
            draw: .probabilitiesFreeWhenFixed([(.idealised, 0.45), (.original, 0.1), (.device, 0.45)]),
            default: .original, drawnByDefault: [.device], inEveryFile: false,
            summary: { $0.world == .idealised ? "idealised world" : nil }, classic: .idealised, simplifies: false),
        // The rule of a table or collection view controller (the SDK the app links with): appended
        // last and free when fixed, as the world's rules above; files without the key replay the
        // legacy rule.
        .choice(
            "controllerAvoidance", \.controllerAvoidance, role: .appStructure, origin: .worldRule,
            help: "how a table or collection view controller avoids the keyboard itself (the SDK the app links with: app structure)",
            values: [
                (
                    .contentInset,
                    "legacy, files without the key: contentInset set on did-show and did-change-frame, restored on will-hide (apps linked before iOS 11)"
                ),
                (
                    .systemInset,
                    "UIKit since iOS 11: adjustedContentInset on will-show and did-change-frame, taken back a turn after will-hide and in viewWillAppear (decompiled UIKitCore)"
                ),
            ],
            draw: .probabilitiesFreeWhenFixed([(.contentInset, 0.5), (.systemInset, 0.5)]),
            default: .contentInset, drawnByDefault: [.systemInset], inEveryFile: false,
            summary: { $0.shape.isScrollViewController && $0.controllerAvoidance == .contentInset ? "legacy controller avoidance" : nil },
            applies: { $0.shape.isScrollViewController }, simplifies: false, elsewhere: .systemInset),
    ]

    /// The dimension stored at `keyPath`, if any.
    public static func at(_ keyPath: PartialKeyPath<Scenario>) -> ScenarioDimension? {
        all.first { $0.keyPath == keyPath }
    }

    /// The dimension with seed-file key `key`, if any.
    public static func named(_ key: String) -> ScenarioDimension? {
        all.first { $0.key == key }
    }
}
