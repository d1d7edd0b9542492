import Foundation

/// A device of docs/classic-world.md §2, with representative point values.
public enum Device: String, CaseIterable, Hashable, Sendable, Codable {
    /// A home-button iPhone (375x667).
    case phoneHome = "phone-home"
    /// A notched iPhone (393x852) with a home indicator.
    case phoneNotch = "phone-notch"
    /// An iPad (820x1180), full screen.
    case pad = "pad"
    /// An iPad Stage Manager window at (100, 60), 700x600, on a 1180x820 screen: keyboard frames
    /// (screen coordinates) must be converted to reach the window's coordinates.
    case padWindow = "pad-window"

    /// Whether this is an iPhone (number pads exist, bars shrink in landscape).
    @inlinable public var isPhone: Bool { self == .phoneHome || self == .phoneNotch }

    /// Whether the device rotates (`pad-window` is a window of fixed size).
    @inlinable public var rotates: Bool { self != .padWindow }
}

/// The interface orientation; landscape swaps the screen's width and height.
public enum Orientation: String, CaseIterable, Hashable, Sendable, Codable {
    /// Upright: the screen is taller than wide.
    case portrait
    /// On its side: width and height swap, and phones get shorter bars and keyboards.
    case landscape

    /// The other orientation (what `rotate` toggles to).
    public var toggled: Orientation { self == .portrait ? .landscape : .portrait }
}

/// The geometry a device has in one orientation: screen, window, safe area, bars and keyboard sizes.
public struct DeviceGeometry: Hashable, Sendable {
    /// The screen's size in points for this orientation (`UIScreen.main.bounds.size`).
    public var screenSize: CGSize
    /// The app window's frame in screen coordinates (the screen itself but on `pad-window`).
    public var windowFrame: CGRect
    /// The device safe area insets, in window coordinates.
    public var safeArea: UIEdgeInsets
    /// A navigation bar's height in points (44; 32 on phones in landscape), below the status bar.
    public var navigationBarHeight: CGFloat
    /// The tab bar's own height, without the bottom safe area it also covers.
    public var tabBarHeight: CGFloat
    /// The software keyboard's height in points without the predictive bar, the emoji extra or
    /// an accessory view (a number pad's whole height on iPhones).
    public var keyboardBase: CGFloat
    /// The predictive (QuickType) bar's height in points, added to ``keyboardBase`` unless the
    /// field is an iPhone number pad or the input mode is `noPredictive`.
    public var predictiveBar: CGFloat
    /// What a hardware keyboard leaves on screen (0 on phones: nothing).
    public var hardwareBar: CGFloat

    /// The representative values of docs/classic-world.md §2 for `device` held in `orientation`
    /// (`pad-window` ignores the orientation: it does not rotate).
    public init(device: Device, orientation: Orientation) {
        let portrait = orientation == .portrait || !device.rotates
        switch device {
        case .phoneHome:
            screenSize = portrait ? CGSize(width: 375, height: 667) : CGSize(width: 667, height: 375)
            safeArea = portrait ? UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : .zero
            keyboardBase = portrait ? 216 : 162
            predictiveBar = portrait ? 44 : 32
            hardwareBar = 0
        case .phoneNotch:
            screenSize = portrait ? CGSize(width: 393, height: 852) : CGSize(width: 852, height: 393)
            safeArea =
                portrait
                ? UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
                : UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
            keyboardBase = portrait ? 291 : 171
            predictiveBar = portrait ? 45 : 38
            hardwareBar = 0
        case .pad:
            screenSize = portrait ? CGSize(width: 820, height: 1180) : CGSize(width: 1180, height: 820)
            safeArea = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            keyboardBase = portrait ? 265 : 353
            predictiveBar = 55
            hardwareBar = 55
        case .padWindow:
            screenSize = CGSize(width: 1180, height: 820)
            safeArea = .zero
            keyboardBase = 353
            predictiveBar = 55
            hardwareBar = 55
        }
        windowFrame =
            device == .padWindow
            ? CGRect(x: 100, y: 60, width: 700, height: 600)
            : CGRect(origin: .zero, size: screenSize)
        let compact = device.isPhone && !portrait
        navigationBarHeight = compact ? 32 : 44
        tabBarHeight = compact ? 32 : 49
    }
}
