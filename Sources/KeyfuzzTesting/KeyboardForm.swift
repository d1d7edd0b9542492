import Foundation
import KeyboardWorld

/// A builder for your own screen: the device, its bars and the form's text fields, so that a
/// check fuzzes only the action sequences against it (``ScenarioConstraints/form(_:)``).
///
/// Fields are stacked top to bottom in the scroll view's content, each `spacing` below the
/// previous one, or placed at an explicit frame:
///
///     let signUp = KeyboardForm(device: .phoneHome, navigationBar: true)
///         .field()                                             // name, at y 20
///         .field(keyboardType: .email)                         // email, 20 pt below
///         .field(keyboardType: .numberPad, accessoryView: true)
///         .field(height: 120)                                  // a notes box
///         .footer(200)                                         // a terms text below the form
public struct KeyboardForm: Hashable, Sendable {
    public var device: Device
    public var orientation: Orientation
    public var navigationBar: Bool
    public var tabBar: Bool
    public var insetAdjustment: InsetAdjustment
    /// The designer's `contentInset`.
    public var contentInset: UIEdgeInsets
    /// How your app's rotations with the keyboard up are posted (older iOS: hide, then show).
    public var rotationStyle: RotationStyle
    /// Springs and struts, or Auto Layout (which lays the scroll view out anew at a rotation).
    public var layout: LayoutKind
    /// The fields so far, top to bottom.
    public private(set) var fields: [TextFieldSpec] = []
    /// The content below the last field, in points.
    public private(set) var footerHeight: CGFloat = 0

    /// Starts an empty form on `device`; add fields with ``field(height:keyboardType:accessoryView:spacing:x:width:)``.
    public init(device: Device = .phoneNotch, orientation: Orientation = .portrait,
                navigationBar: Bool = false, tabBar: Bool = false,
                insetAdjustment: InsetAdjustment = .automatic, contentInset: UIEdgeInsets = .zero,
                rotationStyle: RotationStyle = .change, layout: LayoutKind = .autoresizing) {
        self.device = device
        self.orientation = orientation
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.insetAdjustment = insetAdjustment
        self.contentInset = contentInset
        self.rotationStyle = rotationStyle
        self.layout = layout
    }

    /// Returns the form with a field `spacing` points below the previous one (the first one
    /// `spacing` points below the content's top).
    public func field(height: CGFloat = 44, keyboardType: KeyboardType = .default, accessoryView: Bool = false,
                      spacing: CGFloat = 20, x: CGFloat = 16, width: CGFloat = 300) -> KeyboardForm {
        let top = (fields.last.map { $0.frame.origin.y + $0.frame.size.height } ?? 0) + spacing
        return field(frame: CGRect(x: x, y: top, width: width, height: height),
                     keyboardType: keyboardType, accessoryView: accessoryView)
    }

    /// Returns the form with a field at `frame` (content coordinates, below the previous field).
    public func field(frame: CGRect, keyboardType: KeyboardType = .default, accessoryView: Bool = false) -> KeyboardForm {
        var form = self
        form.fields.append(TextFieldSpec(frame: frame, keyboardType: keyboardType, hasAccessoryView: accessoryView))
        return form
    }

    /// Returns the form with `height` points of content below the last field.
    public func footer(_ height: CGFloat) -> KeyboardForm {
        var form = self
        form.footerHeight = height
        return form
    }

    /// The scenario the form describes (check it with `Scenario.problems`; a check reports them).
    public var scenario: Scenario {
        let lowest = fields.reduce(CGFloat(0)) { Swift.max($0, $1.frame.origin.y + $1.frame.size.height) }
        return Scenario(device: device, orientation: orientation, navigationBar: navigationBar, tabBar: tabBar,
                        insetAdjustment: insetAdjustment, contentInset: contentInset, fields: fields,
                        contentHeight: lowest + footerHeight, rotationStyle: rotationStyle, layout: layout)
    }
}
