import Foundation

/// How the scroll view adjusts its insets for the safe area (`contentInsetAdjustmentBehavior`).
public enum InsetAdjustment: String, CaseIterable, Hashable, Sendable, Codable {
    /// `adjustedContentInset == contentInset`.
    case never
    /// `adjustedContentInset = contentInset +` the scroll view's overlap with the strips outside the
    /// safe area (the device's, translucent bars, a container's toolbar); the vertical part only in
    /// a container, for content taller than the view, or with `alwaysBounceVertical`.
    case automatic
}

/// Whether the content view's height is pinned to its last subview (article 004's fix) or stays 0.
public enum ContentLayout: String, CaseIterable, Hashable, Sendable, Codable {
    /// The content view's bottom is pinned to its last subview: `contentSize.height` is the content's height.
    case pinned
    /// Article 004's layout bug: `contentSize.height == 0`, so nothing scrolls.
    case unpinned
}

/// How a rotation with the keyboard up is announced (docs/classic-world.md §6, unusual paths).
public enum RotationStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// The classic world's idealisation: one transition from the old frame to the new one
    /// (no device has been reported to post this).
    case change
    /// The hide transition, then the show transition, both after the geometry changed (the
    /// unusual paths' first model; old seed files keep this meaning).
    case hideShow
    /// What devices post (docs/world-rules.md, "Rotation"): the hide while the views still have
    /// the old geometry, its did-notifications at once, then the new geometry, then the show.
    case hideFirst
}

/// How the scroll view is laid out (docs/classic-world.md §6, unusual paths).
public enum LayoutKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// Springs and struts: a rotation keeps the frame's per-edge differences from the layout frame.
    case autoresizing
    /// Auto Layout (article 004's Masonry): a rotation resets the frame to the layout frame,
    /// discarding what a strategy set.
    case constraints
}

/// Everything fixed for one case (docs/classic-world.md §2 and docs/world-rules.md): device, chrome, scroll
/// view setup, the form, the screen's shape and lifecycle, and the keyboard's event profiles.
public struct Scenario: Hashable, Sendable {
    /// The device, which fixes the screen, safe area, bar and keyboard sizes (``DeviceGeometry``).
    public var device: Device
    /// The interface orientation at the start of the case; always `landscape` on `pad-window`,
    /// which does not rotate.
    public var orientation: Orientation
    /// Whether a navigation bar sits under the status bar: fixed chrome that covers what slides under it.
    public var navigationBar: Bool
    /// Whether a tab bar sits at the bottom (with the bottom safe area it covers): fixed chrome.
    public var tabBar: Bool
    /// The scroll view's `contentInsetAdjustmentBehavior`: whether `adjustedContentInset` adds the safe area.
    public var insetAdjustment: InsetAdjustment
    /// The designer's baseline `contentInset`.
    public var contentInset: UIEdgeInsets
    /// Whether `contentSize.height` follows the content (`pinned`) or stays 0 (`unpinned`, article 004's bug).
    public var content: ContentLayout
    /// Whether UIKit scrolls a field that becomes first responder into view (true for text fields).
    public var systemScrollsToFocus: Bool
    /// The form's text fields and text views, stacked top to bottom (1 to ``maximumFieldCount``).
    public var fields: [TextFieldSpec]
    /// The content's height: at least the bottom of the last field; the rest is footer.
    public var contentHeight: CGFloat
    /// How rotations with the keyboard up are posted (an unusual path; `change` by default).
    public var rotationStyle: RotationStyle
    /// How the scroll view is laid out (an unusual path; `autoresizing` by default).
    public var layout: LayoutKind
    /// Which keyboard the user has chosen: Apple's (`system`, classic) or a third-party one whose
    /// first show posts several transitions. It and the event profiles after it
    /// (docs/world-rules.md, "Event profiles") each default to their classic value.
    public var keyboardKind: KeyboardKind
    /// When the QuickType bar joins the keyboard on an iPhone (`withShow`, classic, or late).
    public var quickTypeBar: QuickTypeBar
    /// Which frame a hardware keyboard's on-screen bar is reported with (`fullHeight`, classic).
    public var hardwareFrame: HardwareFrame
    /// Whether an iPhone with a hardware keyboard (and nothing of the keyboard on screen) posts a
    /// will-hide on every focus change and resign.
    public var phoneHardwareHides: Bool
    /// The scroll view's `keyboardDismissMode` when the screen loads (a strategy may change it).
    public var keyboardDismissMode: KeyboardDismissMode
    /// Whether dismissals and undocking report tidy frames (classic) or zero, null or odd ones.
    public var degenerateFrames: DegenerateFrames
    /// Whether the scroll view is the content view of a controller in a navigation or tab bar
    /// controller, where `.automatic` always adjusts for the vertical safe area. A plain flag
    /// until the world models containers (it can then be derived from them).
    public var inContainer: Bool
    /// The scroll view's `alwaysBounceVertical` when the screen loads.
    public var alwaysBounceVertical: Bool
    /// What keyboard notifications carry as `object`: nil (classic, before iOS 16.1) or the screen.
    public var notificationObject: NotificationObject
    /// Where the fields live (`scrollForm`, the classic shape, by default).
    public var shape: ScreenShape
    /// Whether the bars are translucent, with the content under them (`opaque` by default).
    public var barStyle: BarStyle
    /// Whether the container adds a 44 pt bottom toolbar to the screen's safe area with
    /// `additionalSafeAreaInsets.bottom` (false by default).
    public var additionalSafeArea: Bool
    /// How the screen comes on screen (`onScreen`, the classic start, by default).
    public var entry: ScreenEntry
    /// How a table or collection view controller avoids the keyboard by itself: what UIKit
    /// does for current apps (`systemInset`) unless set; seed files without the key replay
    /// the legacy `contentInset` rule they were written with.
    public var controllerAvoidance: ControllerKeyboardAvoidance = .systemInset
    /// Which of the world's own rules the case runs under: what UIKit does (`device`, the
    /// default), the classic world (docs/classic-world.md) exactly (`idealised`), or those of seed files written without
    /// the key (`original`).
    public var world: WorldRules

    /// A scenario; each parameter sets the property of the same name, and every default but
    /// `world` is the classic world's value (the classic world, docs/classic-world.md), so a scenario names only what it
    /// changes. `world` defaults to what UIKit does (`device`).
    ///
    /// `orientation` becomes `landscape` on `pad-window`, which does not rotate; a nil
    /// `contentHeight` means the bottom of the lowest field (no footer space). The world accepts
    /// any scenario: generators and seed readers check ``problems`` first.
    public init(
        device: Device = .phoneNotch, orientation: Orientation = .portrait,
        navigationBar: Bool = false, tabBar: Bool = false,
        insetAdjustment: InsetAdjustment = .automatic, contentInset: UIEdgeInsets = .zero,
        content: ContentLayout = .pinned, systemScrollsToFocus: Bool = true,
        fields: [TextFieldSpec], contentHeight: CGFloat? = nil,
        rotationStyle: RotationStyle = .change, layout: LayoutKind = .autoresizing,
        keyboardKind: KeyboardKind = .system, quickTypeBar: QuickTypeBar = .withShow,
        hardwareFrame: HardwareFrame = .fullHeight, phoneHardwareHides: Bool = false,
        keyboardDismissMode: KeyboardDismissMode = .none, degenerateFrames: DegenerateFrames = .tidy,
        inContainer: Bool = true, alwaysBounceVertical: Bool = false,
        notificationObject: NotificationObject = .none,
        shape: ScreenShape = .scrollForm, barStyle: BarStyle = .opaque, additionalSafeArea: Bool = false,
        entry: ScreenEntry = .onScreen, world: WorldRules = .device
    ) {
        self.device = device
        self.orientation = device.rotates ? orientation : .landscape
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.insetAdjustment = insetAdjustment
        self.contentInset = contentInset
        self.content = content
        self.systemScrollsToFocus = systemScrollsToFocus
        self.fields = fields
        self.contentHeight = contentHeight ?? (fields.map { $0.frame.bottomEdge }.max() ?? 0)
        self.rotationStyle = rotationStyle
        self.layout = layout
        self.keyboardKind = keyboardKind
        self.quickTypeBar = quickTypeBar
        self.hardwareFrame = hardwareFrame
        self.phoneHardwareHides = phoneHardwareHides
        self.keyboardDismissMode = keyboardDismissMode
        self.degenerateFrames = degenerateFrames
        self.inContainer = inContainer
        self.alwaysBounceVertical = alwaysBounceVertical
        self.notificationObject = notificationObject
        self.shape = shape
        self.barStyle = barStyle
        self.additionalSafeArea = additionalSafeArea
        self.entry = entry
        self.world = world
    }

    /// The indices of the fields that are `UITextView`s, ascending; setting it makes exactly
    /// those fields text views (indices outside the form are ignored).
    public var textViewIndices: [Int] {
        get { fields.indices.filter { fields[$0].isTextView } }
        set {
            let marked = Set(newValue)
            for i in fields.indices { fields[i].isTextView = marked.contains(i) }
        }
    }

    /// The bottom of the lowest field: `contentChange` never shrinks the content above it.
    public var lowestFieldBottom: CGFloat {
        fields.reduce(0) { Swift.max($0, $1.frame.bottomEdge) }
    }

    /// A form of `count` fields of `height` points stacked from `top` with `spacing` between them,
    /// `inset` from the left edge and `width` wide.
    public static func stackedFields(
        count: Int, top: CGFloat = 20, height: CGFloat = 44,
        spacing: CGFloat = 20, x: CGFloat = 16, width: CGFloat = 300,
        keyboardType: KeyboardType = .default
    ) -> [TextFieldSpec] {
        (0..<Swift.max(0, count)).map { i in
            TextFieldSpec(
                frame: CGRect(x: x, y: top + CGFloat(i) * (height + spacing), width: width, height: height),
                keyboardType: keyboardType)
        }
    }
}

extension Scenario {
    /// The most fields a form has (docs/classic-world.md §2).
    public static let maximumFieldCount = 16

    /// The tallest content the world models (10,000,000 pt): `contentChange` stops there, so
    /// repeated huge changes cannot make the world's own numbers infinite (which `sanity`
    /// would blame on the strategy), and seed files refuse taller content.
    public static let maximumContentHeight: CGFloat = 10_000_000

    /// What makes the form unusable as a whole, each naming the field path and what was
    /// expected (empty when valid): the field count, fields stacked top to bottom, content at
    /// least as tall as the last field, every number finite. The ranges of single numbers are
    /// the seed format's (`ScenarioDimension`'s codecs in KeyfuzzKit); the world accepts any
    /// scenario, generators and readers call this.
    public var problems: [String] {
        var problems: [String] = []
        if fields.isEmpty || fields.count > Self.maximumFieldCount {
            problems.append("fields has \(fields.count) entries, expected 1...\(Self.maximumFieldCount)")
        }
        let numbers =
            [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right, contentHeight]
            + fields.flatMap { [$0.frame.origin.x, $0.frame.origin.y, $0.frame.size.width, $0.frame.size.height] }
        guard numbers.allSatisfy(\.isFinite) else {
            problems.append("the scenario holds a number that is not finite, expected finite numbers only")
            return problems
        }
        for i in fields.indices.dropFirst() where fields[i].frame.origin.y < fields[i - 1].frame.bottomEdge {
            problems.append(
                "fields[\(i)].frame.y is \(Self.exact(fields[i].frame.origin.y)), expected >= the bottom of fields[\(i - 1)] (\(Self.exact(fields[i - 1].frame.bottomEdge))): fields are stacked top to bottom"
            )
        }
        if contentHeight < lowestFieldBottom {
            problems.append(
                "contentHeight is \(Self.exact(contentHeight)), expected >= the bottom of the last field (\(Self.exact(lowestFieldBottom)))"
            )
        }
        if barStyle == .translucent && insetAdjustment == .never && (navigationBar || tabBar || additionalSafeArea) {
            problems.append(
                "barStyle is translucent with insetAdjustment never, expected automatic: nothing would keep the content from starting under the bars (a layout bug, not the keyboard code's)"
            )
        }
        if barStyle == .translucent && !inContainer && (navigationBar || tabBar || additionalSafeArea) {
            problems.append(
                "barStyle is translucent with inContainer false, expected true: translucent bars are a container's, and .automatic insets its content for them whatever the content's height (a scroll view not inset under them is a layout bug, not the keyboard code's)"
            )
        }
        if let bar = barFieldIndex, fields[bar].frame.size.height > Self.maximumBarFieldHeight {
            problems.append(
                "fields[\(bar)].frame.height is \(Self.exact(fields[bar].frame.size.height)), expected <= \(Self.exact(Self.maximumBarFieldHeight)): the \(shape.rawValue) bar holds it"
            )
        }
        return problems
    }

    /// The tallest field a header or footer bar holds (a text view of a few lines).
    public static let maximumBarFieldHeight: CGFloat = 120

    /// The index of the field that sits in a header or footer bar, nil for shapes without one.
    public var barFieldIndex: Int? {
        guard !fields.isEmpty else { return nil }
        switch shape {
        case .header: return 0
        case .footer: return fields.count - 1
        default: return nil
        }
    }

    /// A number exactly, in its shortest round-tripping form (never rounded: a message must
    /// not say "160, expected >= 160" of 159.9999999).
    static func exact(_ value: CGFloat) -> String {
        let v = Double(value)
        if v == v.rounded(), abs(v) < 9_007_199_254_740_992 { return String(Int64(v)) }
        return v.description
    }
}
