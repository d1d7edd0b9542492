import Foundation
import KeyboardWorld

/// What a view looks like, kept so that code setting it compiles and reads back what it set;
/// no invariant depends on it.
struct ViewAppearance {
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var isHidden = false
    var alpha: CGFloat = 1
    var clipsToBounds = false
    var isUserInteractionEnabled = true
    var accessibilityIdentifier: String?
    var translatesAutoresizingMaskIntoConstraints = true
}

extension UIView {
    /// The background colour (kept, not drawn).
    public var backgroundColor: UIColor? {
        get { appearance.backgroundColor }
        set { appearance.backgroundColor = newValue }
    }
    /// The tint colour (kept, not drawn).
    public var tintColor: UIColor? {
        get { appearance.tintColor }
        set { appearance.tintColor = newValue }
    }
    /// Whether the view is hidden (kept; the world's views stay where they are).
    public var isHidden: Bool {
        get { appearance.isHidden }
        set { appearance.isHidden = newValue }
    }
    /// The opacity (kept, not drawn).
    public var alpha: CGFloat {
        get { appearance.alpha }
        set { appearance.alpha = newValue }
    }
    /// Whether subviews are clipped to the bounds (kept; the world's scroll views clip).
    public var clipsToBounds: Bool {
        get { appearance.clipsToBounds }
        set { appearance.clipsToBounds = newValue }
    }
    /// Whether touches reach the view (kept).
    public var isUserInteractionEnabled: Bool {
        get { appearance.isUserInteractionEnabled }
        set { appearance.isUserInteractionEnabled = newValue }
    }
    /// The accessibility identifier (kept).
    public var accessibilityIdentifier: String? {
        get { appearance.accessibilityIdentifier }
        set { appearance.accessibilityIdentifier = newValue }
    }
}

/// `UIColor`: kept by the views that are given one, never drawn.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour's red, green, blue and alpha components, 0 to 1.
    let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// A colour from its components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        super.init()
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A copy with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
    }

    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Mid grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// The system background (white in light mode).
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The secondary system background.
    public static let secondarySystemBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    /// The label colour.
    public static let label = UIColor(white: 0, alpha: 1)
    /// The secondary label colour.
    public static let secondaryLabel = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.6)
    /// The separator colour.
    public static let separator = UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.29)
    /// The system blue.
    public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
}
