import Foundation
import KeyboardWorld

/// A builder for your own screen: its bars, its shape and the form's text fields and text views,
/// so that a check fuzzes what devices, the system and the user do on it
/// (``KeyfuzzKit/ScenarioSpace/form(_:)``). The form declares exactly the screen it builds: its
/// shape, and the features its structure has (text views, a navigation stack, translucent bars,
/// a container toolbar) or that ``declaring(_:)`` adds (`.passwordAutoFill`). Devices and
/// orientations are drawn unless you name one.
///
/// Fields are stacked top to bottom in the form, each `spacing` below the previous one, or
/// placed at an explicit frame; any other scenario value is set with `with`:
///
///     let signUp = KeyboardForm(navigationBar: true)
///         .field()                                             // name, at y 20
///         .field(keyboardType: .email)                         // email, 20 pt below
///         .field(keyboardType: .numberPad, accessoryView: true)
///         .field(height: 120, textView: true)                  // a notes box (a UITextView)
///         .footer(200)                                         // a terms text below the form
///         .with(\.layout, .constraints)                        // laid out with Auto Layout
///
/// The shape says where the fields live (`ScreenShape`): in one scroll view (the default), in
/// a plain view without one, the first in a header bar, the last in a chat-style footer bar, in a
/// scroll view nested in a scrolling page, or in a table view controller:
///
///     let chat = KeyboardForm(shape: .footer, navigationBar: true)
///         .field(height: 400)                                  // the conversation
///         .field(height: 36, textView: true)                   // the input bar's text view
///         .with(\.barStyle, .translucent)
public struct KeyboardForm: Hashable, Sendable {
    /// The screen so far; its content height follows the fields and the footer.
    private var base: Scenario
    /// The content below the last field, in points.
    public private(set) var footerHeight: CGFloat = 0
    /// The device named (in `init` or with `with(\.device, ...)`); nil: every device is drawn.
    public private(set) var device: Device?
    /// The orientation named; nil: both are drawn.
    public private(set) var orientation: Orientation?
    /// Features declared beyond those the form's structure shows (``declaring(_:)``).
    private var declaredFeatures: ScreenFeatures = []

    /// Starts a form with no fields (the common screen settings as arguments; anything else with
    /// ``with(_:_:)``). A `device` or `orientation` named here is the only one drawn; by default
    /// every device and both orientations are, as users have them.
    public init(
        device: Device? = nil, orientation: Orientation? = nil, shape: ScreenShape = .scrollForm,
        navigationBar: Bool = false, tabBar: Bool = false,
        insetAdjustment: InsetAdjustment = .automatic, contentInset: UIEdgeInsets = .zero
    ) {
        base = Scenario(
            device: device ?? .phoneNotch, orientation: orientation ?? .portrait, navigationBar: navigationBar,
            tabBar: tabBar, insetAdjustment: insetAdjustment, contentInset: contentInset, fields: [], shape: shape)
        self.device = device
        self.orientation = orientation
    }

    /// The fields so far, top to bottom.
    public var fields: [TextFieldSpec] { base.fields }

    /// Returns the form with the scenario value at `keyPath` set to `value`, e.g.
    /// `.with(\.layout, .constraints)`.
    public func with<Value>(_ keyPath: WritableKeyPath<Scenario, Value>, _ value: Value) -> KeyboardForm {
        var form = self
        form.base[keyPath: keyPath] = value
        if keyPath == \Scenario.device { form.device = value as? Device }
        if keyPath == \Scenario.orientation { form.orientation = value as? Orientation }
        return form
    }

    /// Returns the form declaring `features` too: what its fields do that the form cannot show
    /// (`.passwordAutoFill`: a password field offering AutoFill).
    public func declaring(_ features: ScreenFeatures) -> KeyboardForm {
        var form = self
        form.declaredFeatures.formUnion(features)
        return form
    }

    /// The screens the form declares: its shape, with the features its structure has and those
    /// declared with ``declaring(_:)``.
    public var screens: ScreenSet {
        let scenario = base
        var features = declaredFeatures
        if scenario.fields.contains(where: \.isTextView) { features.insert(.textViews) }
        switch scenario.entry {
        case .onScreen: break
        case .pushed: features.insert(.navigation)
        case .pushedWithKeyboardUp: features.insert(.appearsWithKeyboardUp)
        }
        if scenario.barStyle == .translucent { features.insert(.translucentBars) }
        if scenario.additionalSafeArea { features.insert(.containerToolbar) }
        if scenario.contentInset != .zero { features.insert(.designerInsets) }
        return ScreenSet(shapes: [scenario.shape], features: features, insetAdjustments: [scenario.insetAdjustment])
    }

    /// Returns the form with a field `spacing` points below the previous one (the first one
    /// `spacing` points below the content's top); `textView` makes it a `UITextView`.
    public func field(
        height: CGFloat = 44, keyboardType: KeyboardType = .default, accessoryView: Bool = false,
        textView: Bool = false, spacing: CGFloat = 20, x: CGFloat = 16, width: CGFloat = 300
    ) -> KeyboardForm {
        let top = (fields.last.map { $0.frame.origin.y + $0.frame.size.height } ?? 0) + spacing
        return field(
            frame: CGRect(x: x, y: top, width: width, height: height),
            keyboardType: keyboardType, accessoryView: accessoryView, textView: textView)
    }

    /// Returns the form with a field at `frame` (content coordinates, below the previous field).
    public func field(
        frame: CGRect, keyboardType: KeyboardType = .default, accessoryView: Bool = false,
        textView: Bool = false
    ) -> KeyboardForm {
        var form = self
        form.base.fields.append(
            TextFieldSpec(
                frame: frame, keyboardType: keyboardType, hasAccessoryView: accessoryView,
                isTextView: textView))
        return form
    }

    /// Returns the form with `height` points of content below the last field.
    public func footer(_ height: CGFloat) -> KeyboardForm {
        var form = self
        form.footerHeight = height
        return form
    }

    /// The scenario the form describes (a check reports what makes it unusable).
    public var scenario: Scenario {
        var scenario = base
        scenario.contentHeight = scenario.lowestFieldBottom + footerHeight
        if !scenario.device.rotates { scenario.orientation = .landscape }
        return scenario
    }
}
