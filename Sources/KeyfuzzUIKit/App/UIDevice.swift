import Foundation
import KeyboardWorld

/// `UIDevice`: the device the case runs on (`UIDevice.current.userInterfaceIdiom == .pad`).
@MainActor
open class UIDevice: NSObject {
    private let device: Device?
    private weak var uiCase: UIKitCase?

    init(uiCase: UIKitCase?) {
        self.uiCase = uiCase
        device = uiCase?.host.scenario.device
        super.init()
    }

    /// The device of the case running on this thread (an unspecified one outside every case).
    open class var current: UIDevice { UIKitCase.current?.device ?? UIDevice(uiCase: nil) }

    /// `.phone` on the iPhones, `.pad` on the iPad and in its Stage Manager window.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        guard let device else { return .unspecified }
        return device.isPhone ? .phone : .pad
    }

    /// The device's physical orientation: `.portrait`, or `.landscapeLeft` on its side (the
    /// device turned so that the interface is `.landscapeRight`).
    open var orientation: UIDeviceOrientation {
        guard let uiCase else { return .unknown }
        let bounds = uiCase.screen.bounds
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }

    /// `"iPhone"` or `"iPad"`.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
}

/// `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Catalyst, optimized for Mac).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button or indicator at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the home button or indicator on the right.
    case landscapeLeft = 3
    /// On its side, the home button or indicator on the left.
    case landscapeRight = 4
    /// Flat, face up.
    case faceUp = 5
    /// Flat, face down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the interface can follow this orientation (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
}
