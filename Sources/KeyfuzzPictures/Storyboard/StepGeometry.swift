import Foundation
import KeyboardWorld

/// One step's geometry in the units pictures need: `Double`s in window coordinates (screen
/// coordinates for the screen and keyboard), derived from the scenario and the step's snapshot.
///
/// Views are placed with the snapshot's `WindowPlacement`s, the world's own formula. Field rects
/// are not in the snapshot: they come from the scenario (content coordinates) and are placed in
/// the scroll view's bounds space, as `windowFrame(ofField:)` places them (docs/classic-world.md §3).
struct StepGeometry {
    let scenario: Scenario
    let snapshot: GeometrySnapshot
    let device: DeviceGeometry

    init(scenario: Scenario, snapshot: GeometrySnapshot) {
        self.scenario = scenario
        self.snapshot = snapshot
        self.device = DeviceGeometry(device: scenario.device, orientation: snapshot.orientation)
    }

    var screen: Rect { Rect(x: 0, y: 0, width: Double(snapshot.screenSize.width), height: Double(snapshot.screenSize.height)) }
    /// The window in screen coordinates.
    var window: Rect { Rect(snapshot.windowFrame) }
    /// The window's bounds (window coordinates).
    var windowBounds: Rect { Rect(x: 0, y: 0, width: window.width, height: window.height) }

    /// The root view's frame, translation included (window coordinates).
    var rootView: Rect { Rect(snapshot.rootViewPlacement.frame) }

    /// Whether the root view is not where the window puts it (moved, resized or translated).
    var rootViewMoved: Bool { !rootView.isClose(to: windowBounds) }

    /// The scroll view's frame, both translations and the root view's origin included (window coordinates).
    var scrollView: Rect { Rect(snapshot.scrollViewPlacement.frame) }

    /// The scroll view's baseline: its layout frame, with the root view at rest (window coordinates).
    var layoutFrame: Rect { Rect(snapshot.layoutFrame) }

    /// Whether the scroll view is not at its layout frame (moved, resized or translated, itself or its root view).
    var scrollViewMoved: Bool { !scrollView.isClose(to: layoutFrame) }

    /// The content's extent, `0...contentSize.height`, placed like the fields (window coordinates).
    var content: Rect {
        let size = snapshot.contentSize
        let extent = CGRect(
            x: 0, y: 0, width: Swift.max(size.width, snapshot.scrollViewPlacement.frame.size.width),
            height: size.height)
        return Rect(snapshot.scrollViewPlacement.windowRect(ofBoundsRect: extent))
    }

    /// Field `index`'s frame in window coordinates, nil for an index the scenario does not have:
    /// where the world placed it (its holder's `WindowPlacement`), as the snapshot records it.
    func field(_ index: Int) -> Rect? {
        let frames = snapshot.screen.fieldFrames
        if frames.indices.contains(index) { return Rect(frames[index]) }
        guard scenario.fields.indices.contains(index) else { return nil }
        return Rect(snapshot.scrollViewPlacement.windowRect(ofBoundsRect: scenario.fields[index].frame))
    }

    /// The window frame of the view playing `role`, nil when the screen has none.
    func frame(of role: WorldProperty.ViewRole) -> Rect? {
        let screen = snapshot.screen
        switch role {
        case .rootView: return rootView
        case .scrollView: return scrollView
        case .pageScrollView: return screen.pageFrame.map(Rect.init)
        case .headerView: return screen.headerFrame.map(Rect.init)
        case .footerView: return screen.footerFrame.map(Rect.init)
        case .formView: return screen.formViewFrame.map(Rect.init)
        }
    }

    /// Whether the form has a scroll view on screen (not a plain form).
    var showsScrollView: Bool { snapshot.screen.shape != .plainForm }

    /// Whether field `index` lies in the form's scroll view (else in a bar or a plain form view).
    func isInScrollView(_ index: Int) -> Bool {
        switch snapshot.screen.shape {
        case .plainForm: return false
        case .header: return index != 0
        case .footer: return index != scenario.fields.count - 1
        default: return true
        }
    }

    /// Whether field `index` is a text view.
    func isTextView(_ index: Int) -> Bool { snapshot.screen.textViews.contains(index) }

    /// The page holding a nested form (window coordinates), nil otherwise.
    var page: Rect? { snapshot.screen.pageFrame.map(Rect.init) }

    /// The header bar, the footer bar and the plain form view that the screen has (window coordinates).
    var formViews: [Rect] {
        let screen = snapshot.screen
        return [screen.headerFrame, screen.footerFrame, screen.formViewFrame].compactMap { $0.map(Rect.init) }
    }

    /// Whether the bars let the content show through (translucent bars).
    var barsAreTranslucent: Bool { snapshot.screen.barStyle == .translucent }

    /// Whether the container reserves a toolbar at the bottom (`additionalSafeAreaInsets`).
    var hasToolbar: Bool { scenario.additionalSafeArea && chromeBottom < window.height - 0.01 }

    var statusBarBottom: Double { Double(device.safeArea.top) }
    var chromeTop: Double { Double(snapshot.chromeTop) }
    var chromeBottom: Double { Double(snapshot.chromeBottom) }
    var hasNavigationBar: Bool { chromeTop > statusBarBottom + 0.01 }
    var hasTabBar: Bool { scenario.tabBar && chromeBottom < window.height - 0.01 }
    /// The bottom bars' label: the tab bar, the container's toolbar, or both.
    var bottomBarsLabel: String {
        switch (scenario.tabBar, scenario.additionalSafeArea) {
        case (true, true): "toolbar + tab bar"
        case (false, true): "toolbar"
        default: "tab bar"
        }
    }

    var placement: KeyboardPlacement { snapshot.keyboardPlacement }

    /// Our keyboard's frame, screen coordinates.
    var keyboard: Rect { Rect(snapshot.keyboardFrame) }

    /// The part of the keyboard on screen (screen coordinates), nil when hidden.
    var keyboardOnScreen: Rect? {
        guard placement != .hidden else { return nil }
        return keyboard.intersection(screen)
    }

    /// Whether the keyboard is a hardware keyboard's bar: docked, its frame reaching past the screen.
    var isHardwareBar: Bool { placement == .docked && keyboard.bottom > screen.height + 0.5 }

    /// The keyboard's top in window coordinates while docked or floating, nil when hidden.
    var keyboardTopInWindow: Double? {
        guard let k = keyboardOnScreen else { return nil }
        return k.y - window.y
    }

    /// The visible band (window coordinates), nil when empty.
    var band: (top: Double, bottom: Double)? {
        snapshot.visibleBand.map { (Double($0.lowerBound), Double($0.upperBound)) }
    }

    var contentInset: UIEdgeInsets { snapshot.contentInset }
    var adjustedInset: UIEdgeInsets { snapshot.adjustedContentInset }
}

/// A rectangle of `Double`s with the few operations pictures need.
struct Rect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(_ r: CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }

    var right: Double { x + width }
    var bottom: Double { y + height }
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

    /// The overlap with `other`, nil when they do not overlap (or a value is not finite).
    func intersection(_ other: Rect) -> Rect? {
        let left = Swift.max(x, other.x)
        let top = Swift.max(y, other.y)
        let r = Swift.min(right, other.right)
        let b = Swift.min(bottom, other.bottom)
        guard r > left, b > top, isFinite, other.isFinite else { return nil }
        return Rect(x: left, y: top, width: r - left, height: b - top)
    }

    /// Whether every vertical and horizontal value is within `drift` of `other`'s.
    func isClose(to other: Rect, tolerance: Double = 0.01) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// Moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}

/// A number for text a reader sees, as the trace writes it (`nan`, `inf` and `huge` included):
/// unlike coordinates, labels must not hide a runaway value.
func numberText(_ value: Double) -> String { TraceFormat.number(CGFloat(value)) }
