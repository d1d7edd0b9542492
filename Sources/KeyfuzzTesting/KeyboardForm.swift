import Foundation
import KeyboardWorld

/// A builder for your own screen: the device, its bars, the screen's shape and the form's text
/// fields and text views, so that a check fuzzes what the system and the user do on it
/// (``KeyfuzzKit/ScenarioSpace/form(_:)``).
///
/// Fields are stacked top to bottom in the form, each `spacing` below the previous one, or
/// placed at an explicit frame; any other scenario value is set with `with`:
///
///     let signUp = KeyboardForm(device: .phoneHome, navigationBar: true)
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

    /// Starts a form with no fields on `device` (the common screen settings as arguments;
    /// anything else with ``with(_:_:)``).
    public init(
        device: Device = .phoneNotch, orientation: Orientation = .portrait, shape: ScreenShape = .scrollForm,
        navigationBar: Bool = false, tabBar: Bool = false,
        insetAdjustment: InsetAdjustment = .automatic, contentInset: UIEdgeInsets = .zero
    ) {
        base = Scenario(
            device: device, orientation: orientation, navigationBar: navigationBar, tabBar: tabBar,
            insetAdjustment: insetAdjustment, contentInset: contentInset, fields: [], shape: shape)
    }

    /// The fields so far, top to bottom.
    public var fields: [TextFieldSpec] { base.fields }

    /// Returns the form with the scenario value at `keyPath` set to `value`, e.g.
    /// `.with(\.layout, .constraints)`.
    public func with<Value>(_ keyPath: WritableKeyPath<Scenario, Value>, _ value: Value) -> KeyboardForm {
        var form = self
        form.base[keyPath: keyPath] = value
        return form
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
