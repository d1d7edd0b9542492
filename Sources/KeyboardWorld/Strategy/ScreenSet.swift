import Foundation

/// The screens a strategy is written for: what its app builds (docs/world-rules.md, "What the
/// app builds and what devices do").
///
/// A check judges a strategy only on screens of its declared set: the shapes it names, with only
/// the features it names. Within that set keyfuzz still draws what such screens vary in (bars,
/// insets, the fields' sizes and keyboards, content heights, layouts), and it always draws what
/// devices and users do (devices, orientations, keyboards, rotations, dismissals, timing).
///
///     static var screens: ScreenSet { ScreenSet(shapes: [.scrollForm], features: [.textViews]) }
///
/// The default, ``scrollForm``, is the common screen: one scroll view of text fields.
public struct ScreenSet: Hashable, Sendable {
    /// Where the fields live: a check draws only these shapes.
    public var shapes: [ScreenShape]
    /// The structure beyond a plain form of text fields that the app's screens have.
    public var features: ScreenFeatures
    /// What the app's scroll views do with the safe area (`contentInsetAdjustmentBehavior`): the
    /// values a check draws. Both by default; code that relies on the system's safe-area inset
    /// (an `additionalSafeAreaInsets` strategy) declares `[.automatic]`.
    public var insetAdjustments: [InsetAdjustment]

    /// A set of `shapes` with `features`, whose scroll views adjust their insets as
    /// `insetAdjustments` says.
    public init(
        shapes: [ScreenShape], features: ScreenFeatures = [],
        insetAdjustments: [InsetAdjustment] = InsetAdjustment.allCases
    ) {
        self.shapes = shapes
        self.features = features
        self.insetAdjustments = insetAdjustments
    }

    /// One scroll view holding every field, all text fields, shown from the start: the screen
    /// a strategy is written for unless it says otherwise.
    public static let scrollForm = ScreenSet(shapes: [.scrollForm])

    /// Every shape with every feature: what a library meant for any screen declares.
    public static let everyScreen = ScreenSet(shapes: ScreenShape.allCases, features: .all)
}

/// Structure a screen may have beyond a form of text fields, each drawn only where a strategy
/// (or a `KeyboardForm` in a test) declares it. An option set, so new features can be added.
public struct ScreenFeatures: OptionSet, Hashable, Sendable {
    /// The features' bits, one per feature.
    public let rawValue: UInt32

    /// A feature set of the given bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Some fields are `UITextView`s: the user types in them (`type`), and UIKit neither scrolls
    /// them into view nor follows the caret.
    public static let textViews = ScreenFeatures(rawValue: 1 << 0)
    /// The screen lives in a navigation stack: it is pushed as the case starts, and another
    /// screen may be pushed over it and popped (`push`, `pop`).
    public static let navigation = ScreenFeatures(rawValue: 1 << 1)
    /// The screen is pushed while another screen's keyboard is up, its field taking over the
    /// keyboard as it appears (no notification comes).
    public static let appearsWithKeyboardUp = ScreenFeatures(rawValue: 1 << 2)
    /// The container's bars are translucent: the scroll view runs under them.
    public static let translucentBars = ScreenFeatures(rawValue: 1 << 3)
    /// The container adds a 44 pt toolbar to the screen's safe area.
    public static let containerToolbar = ScreenFeatures(rawValue: 1 << 4)
    /// A password or user-name field that offers AutoFill: the user may open the Passwords sheet
    /// and come back, after which iOS has reported the keyboard's frame above the screen.
    public static let passwordAutoFill = ScreenFeatures(rawValue: 1 << 5)
    /// The scroll view has a designer `contentInset` (a top or bottom inset set in the storyboard):
    /// keyboard code must give it back, not zero.
    public static let designerInsets = ScreenFeatures(rawValue: 1 << 6)

    /// Every feature.
    public static let all: ScreenFeatures = [
        .textViews, .navigation, .appearsWithKeyboardUp, .translucentBars, .containerToolbar, .passwordAutoFill,
        .designerInsets,
    ]

    /// Each feature with its name, in declaration order (for listings and messages).
    public static let named: [(feature: ScreenFeatures, name: String)] = [
        (.textViews, "textViews"), (.navigation, "navigation"), (.appearsWithKeyboardUp, "appearsWithKeyboardUp"),
        (.translucentBars, "translucentBars"), (.containerToolbar, "containerToolbar"),
        (.passwordAutoFill, "passwordAutoFill"), (.designerInsets, "designerInsets"),
    ]

    /// The names of the features in this set, in declaration order.
    public var names: [String] { Self.named.filter { contains($0.feature) }.map(\.name) }
}
