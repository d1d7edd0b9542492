import Foundation
import KeyboardWorld
import PropertyEngine

extension ScenarioDimension {
    /// Every dimension, in the order the generator draws them (which is part of what a seed
    /// means: case `k` draws them in this order), the summary lists them and seed files write them.
    public static let all: [ScenarioDimension] = [
        .choice("device", \.device, role: .screen, origin: .firstStage,
                help: "the device (SPEC section 2)",
                values: [(.phoneHome, "a home-button iPhone, 375x667"),
                         (.phoneNotch, "a notched iPhone, 393x852, with a home indicator"),
                         (.pad, "an iPad, 820x1180, full screen"),
                         (.padWindow, "an iPad Stage Manager window at (100, 60), 700x600: keyboard frames need converting")],
                draw: .uniform, default: .phoneNotch,
                // From the fewest numbers to the conversion the windowed iPad needs.
                simplestFirst: [.phoneHome, .phoneNotch, .pad, .padWindow], inEveryFile: true,
                alias: .only(flag: "--device", placeholder: "NAME",
                             help: "Devices to draw: phone-home, phone-notch, pad, pad-window (default: all)."),
                summary: { $0.device.rawValue }),
        .choice("orientation", \.orientation, role: .screen, origin: .firstStage,
                help: "the interface orientation at the start (pad-window has none)",
                values: [(.portrait, "portrait"), (.landscape, "landscape: the screen's width and height swap")],
                draw: .probabilities([(.portrait, 0.5), (.landscape, 0.5)]), default: .portrait, inEveryFile: true,
                summary: { $0.device.rotates ? $0.orientation.rawValue : "window" }, summaryPlacement: .joinedToPrevious,
                applies: { $0.device.rotates }),
        .choice("navigationBar", \.navigationBar, role: .screen, origin: .firstStage,
                help: "a navigation bar under the status bar (fixed chrome)",
                values: [(false, "none"), (true, "44 pt, 32 pt on phones in landscape")],
                draw: .probabilities([(true, 0.4), (false, 0.6)]), default: false, inEveryFile: true,
                summary: { $0.navigationBar ? "nav bar" : nil }),
        .choice("tabBar", \.tabBar, role: .screen, origin: .firstStage,
                help: "a tab bar above the bottom safe area (fixed chrome)",
                values: [(false, "none"), (true, "49 pt (32 pt on phones in landscape) plus the bottom safe area")],
                draw: .probabilities([(true, 0.3), (false, 0.7)]), default: false, inEveryFile: true,
                summary: { $0.tabBar ? "tab bar" : nil }),
        .choice("insetAdjustment", \.insetAdjustment, role: .screen, origin: .firstStage,
                help: "the scroll view's contentInsetAdjustmentBehavior",
                values: [(.never, "adjustedContentInset == contentInset"),
                         (.automatic, "adjustedContentInset adds the scroll view's overlap with the safe area")],
                draw: .probabilities([(.automatic, 0.6), (.never, 0.4)]), default: .automatic,
                simplestFirst: [.never, .automatic], inEveryFile: true,
                summary: { "insets \($0.insetAdjustment.rawValue)" }),
        contentInset,
        .choice("content", \.content, role: .screen, origin: .firstStage,
                help: "whether the content view's height is pinned to its last field (article 004)",
                values: [(.pinned, "contentSize follows the content"),
                         (.unpinned, "article 004's layout bug: contentSize.height stays 0, so nothing scrolls")],
                draw: .probabilities([(.unpinned, 0.1), (.pinned, 0.9)]), default: .pinned, drawnByDefault: [.pinned],
                inEveryFile: true,
                alias: .everyValue(flag: "--unpinned", help: "Also draw article 004's unpinned content (contentSize.height 0; every strategy fails on it)."),
                summary: { $0.content == .unpinned ? "unpinned content" : nil }),
        .choice("systemScrollsToFocus", \.systemScrollsToFocus, role: .screen, origin: .firstStage,
                help: "whether UIKit scrolls a newly focused field into view (text fields do)",
                values: [(true, "UIKit's scroll-to-focus (UITextField)"), (false, "no scroll-to-focus (UITextView-like)")],
                draw: .probabilities([(false, 0.3), (true, 0.7)]), default: true, drawnByDefault: [true],
                inEveryFile: true,
                alias: .everyValue(flag: "--no-system-scroll", help: "Also draw forms whose fields UIKit does not scroll to (UITextView-like)."),
                summary: { $0.systemScrollsToFocus ? nil : "no system scroll-to-focus" }),
        fields,
        contentHeight,
        .choice("rotationStyle", \.rotationStyle, role: .system, origin: .secondStage,
                help: "how a rotation with the keyboard up is posted",
                values: [(.change, "one frame change from the old frame to the new one"),
                         (.hideShow, "the hide transition, then the show transition")],
                draw: .probabilities([(.hideShow, 0.2), (.change, 0.8)]), default: .change, inEveryFile: false,
                summary: { $0.rotationStyle == .hideShow ? "rotations hide then show" : nil }),
        .choice("layout", \.layout, role: .screen, origin: .secondStage,
                help: "how the scroll view is laid out",
                values: [(.autoresizing, "springs and struts: a rotation keeps what a strategy changed"),
                         (.constraints, "Auto Layout: a rotation resets the frame to the layout frame")],
                draw: .probabilities([(.constraints, 0.25), (.autoresizing, 0.75)]), default: .autoresizing,
                inEveryFile: false,
                summary: { $0.layout == .constraints ? "Auto Layout" : nil }),
        // Screens as apps build them (docs/world-rules.md, "Screen shapes", "Containers",
        // "Text views", "Lifecycle"); a check draws the shapes its strategy declares.
        .choice("shape", \.shape, role: .screen, origin: .beyondClassic,
                help: "where the fields live: one scroll view (classic), no scroll view, a header or footer bar, nested scroll views, a table view controller",
                values: [(.scrollForm, "every field in one scroll view spanning the layout frame"),
                         (.plainForm, "no scroll view: the fields lie in a plain view"),
                         (.header, "the first field in a header bar above a shorter scroll view"),
                         (.footer, "the last field in a footer bar below a shorter scroll view (a chat's input bar)"),
                         (.nestedScroll, "the form's scroll view inside a scrolling page"),
                         (.tableController, "a UITableViewController, which avoids the keyboard itself")],
                draw: .probabilities([(.plainForm, 0.15), (.header, 0.08), (.footer, 0.15), (.nestedScroll, 0.1),
                                      (.tableController, 0.1), (.scrollForm, 0.42)]),
                default: .scrollForm, inEveryFile: false,
                alias: .only(flag: "--shape", placeholder: "NAME",
                             help: "Shapes to draw: scrollForm, plainForm, header, footer, nestedScroll, tableController (default: those each strategy declares)."),
                summary: ScenarioDimension.shapeSummary),
        .choice("barStyle", \.barStyle, role: .screen, origin: .beyondClassic,
                help: "whether the container's bars are translucent, the content running under them",
                values: [(.opaque, "the scroll view ends at the bars"),
                         (.translucent, "the scroll view runs under the bars; safeAreaInsets and automatic insets include them")],
                draw: .probabilities([(.translucent, 0.5), (.opaque, 0.5)]), default: .opaque, inEveryFile: false,
                summary: { $0.barStyle == .translucent ? "translucent bars" : nil },
                applies: { $0.navigationBar || $0.tabBar || $0.additionalSafeArea },
                drawnWhere: { ($0.navigationBar || $0.tabBar) && $0.insetAdjustment == .automatic }),
        .choice("additionalSafeArea", \.additionalSafeArea, role: .screen, origin: .beyondClassic,
                help: "a 44 pt toolbar the container adds to the screen's safe area (additionalSafeAreaInsets.bottom)",
                values: [(false, "none"), (true, "a 44 pt bottom toolbar in the safe area")],
                draw: .probabilities([(true, 0.15), (false, 0.85)]), default: false, inEveryFile: false,
                summary: { $0.additionalSafeArea ? "container toolbar" : nil }),
        textViews,
        .choice("entry", \.entry, role: .screen, origin: .beyondClassic,
                help: "how the screen comes on screen, and whether another screen is pushed over it",
                values: [(.onScreen, "on screen from the start, no navigation"),
                         (.pushed, "pushed at the start; another screen may be pushed over it and popped"),
                         (.pushedWithKeyboardUp, "pushed while the keyboard is up: its last field focused, nothing posted")],
                draw: .probabilities([(.pushed, 0.15), (.pushedWithKeyboardUp, 0.1), (.onScreen, 0.75)]),
                default: .onScreen, inEveryFile: false,
                summary: { switch $0.entry {
                    case .onScreen: nil
                    case .pushed: "in a navigation stack"
                    case .pushedWithKeyboardUp: "pushed with the keyboard up"
                } }),
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
