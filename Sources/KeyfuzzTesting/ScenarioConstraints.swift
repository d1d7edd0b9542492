import Foundation
import KeyboardWorld

/// What a check may draw of the scenario: every dimension left `nil` is drawn by keyfuzz's case
/// generator, every one set is held fixed.
///
/// The default, ``any``, draws everything (the devices, orientations, bars, insets and forms the
/// CLI draws). Fix what your screen really has, for example the device family and your own form:
///
///     ScenarioConstraints(devices: [.phoneHome, .phoneNotch], navigationBar: true,
///                         fields: signUpForm.fields)
///
/// or fix the whole scenario with ``fixed(_:)`` / ``form(_:)`` so that only the action
/// sequences are fuzzed.
public struct ScenarioConstraints: Hashable, Sendable {
    /// The devices to draw from (never empty when valid).
    public var devices: [Device]
    /// The orientation, or nil to draw either (`pad-window` has none and ignores it).
    public var orientation: Orientation?
    public var navigationBar: Bool?
    public var tabBar: Bool?
    public var insetAdjustment: InsetAdjustment?
    /// The designer's `contentInset`.
    public var contentInset: UIEdgeInsets?
    /// The content layout; nil keeps the generator's pinned content.
    public var content: ContentLayout?
    /// Whether UIKit scrolls a newly focused field into view; nil keeps the generator's `true`.
    public var systemScrollsToFocus: Bool?
    /// The form's fields, top to bottom, in the scroll view's content coordinates; nil draws forms.
    public var fields: [TextFieldSpec]?
    /// The content height (only with `fields`); nil keeps the drawn footer below your last field.
    public var contentHeight: CGFloat?
    /// How rotations with the keyboard up are posted (second stage); nil: drawn.
    public var rotationStyle: RotationStyle?
    /// Springs and struts or Auto Layout (second stage); nil: drawn.
    public var layout: LayoutKind?

    /// Creates constraints; every argument left out is drawn.
    public init(devices: [Device] = Device.allCases, orientation: Orientation? = nil,
                navigationBar: Bool? = nil, tabBar: Bool? = nil, insetAdjustment: InsetAdjustment? = nil,
                contentInset: UIEdgeInsets? = nil, content: ContentLayout? = nil,
                systemScrollsToFocus: Bool? = nil, fields: [TextFieldSpec]? = nil, contentHeight: CGFloat? = nil,
                rotationStyle: RotationStyle? = nil, layout: LayoutKind? = nil) {
        self.devices = devices
        self.orientation = orientation
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.insetAdjustment = insetAdjustment
        self.contentInset = contentInset
        self.content = content
        self.systemScrollsToFocus = systemScrollsToFocus
        self.fields = fields
        self.contentHeight = contentHeight
        self.rotationStyle = rotationStyle
        self.layout = layout
    }

    /// Draws every dimension.
    public static let any = ScenarioConstraints()

    /// Holds the whole scenario fixed: only the action sequences are fuzzed.
    public static func fixed(_ scenario: Scenario) -> ScenarioConstraints {
        ScenarioConstraints(devices: [scenario.device], orientation: scenario.orientation,
                            navigationBar: scenario.navigationBar, tabBar: scenario.tabBar,
                            insetAdjustment: scenario.insetAdjustment, contentInset: scenario.contentInset,
                            content: scenario.content, systemScrollsToFocus: scenario.systemScrollsToFocus,
                            fields: scenario.fields, contentHeight: scenario.contentHeight,
                            rotationStyle: scenario.rotationStyle, layout: scenario.layout)
    }

    /// Holds the whole scenario fixed to `form`'s: only the action sequences are fuzzed.
    public static func form(_ form: KeyboardForm) -> ScenarioConstraints {
        fixed(form.scenario)
    }

    /// Whether every dimension is drawn (then shrinking may simplify the scenario freely).
    var drawsEverything: Bool { self == .any }

    /// What makes the constraints unusable, one sentence each (empty when valid).
    var problems: [String] {
        var problems: [String] = []
        if devices.isEmpty { problems.append("devices is empty, expected at least one device") }
        if contentHeight != nil && fields == nil {
            problems.append("contentHeight is set without fields, expected fields too (drawn forms draw their own content height)")
        }
        if fields != nil || contentInset != nil {
            let sample = Scenario(contentInset: contentInset ?? .zero,
                                  fields: fields ?? Scenario.stackedFields(count: 1), contentHeight: contentHeight)
            problems += sample.problems
        }
        return problems
    }

    /// `drawn` with every fixed dimension set to its constraint.
    func apply(to drawn: Scenario) -> Scenario {
        var scenario = drawn
        if let orientation, scenario.device.rotates { scenario.orientation = orientation }
        if let navigationBar { scenario.navigationBar = navigationBar }
        if let tabBar { scenario.tabBar = tabBar }
        if let insetAdjustment { scenario.insetAdjustment = insetAdjustment }
        if let contentInset { scenario.contentInset = contentInset }
        if let content { scenario.content = content }
        if let systemScrollsToFocus { scenario.systemScrollsToFocus = systemScrollsToFocus }
        if let rotationStyle { scenario.rotationStyle = rotationStyle }
        if let layout { scenario.layout = layout }
        if let fields {
            let footer = Swift.max(0, drawn.contentHeight - drawn.lowestFieldBottom)
            scenario.fields = fields
            scenario.contentHeight = contentHeight ?? scenario.lowestFieldBottom + footer
        }
        return scenario
    }

    /// Whether `scenario` keeps every fixed dimension (shrinking only tries such scenarios).
    func allows(_ scenario: Scenario) -> Bool {
        devices.contains(scenario.device)
            && (orientation == nil || !scenario.device.rotates || scenario.orientation == orientation)
            && (navigationBar == nil || scenario.navigationBar == navigationBar)
            && (tabBar == nil || scenario.tabBar == tabBar)
            && (insetAdjustment == nil || scenario.insetAdjustment == insetAdjustment)
            && (contentInset == nil || scenario.contentInset == contentInset)
            && (content == nil || scenario.content == content)
            && (systemScrollsToFocus == nil || scenario.systemScrollsToFocus == systemScrollsToFocus)
            && (fields == nil || scenario.fields == fields)
            && (contentHeight == nil || scenario.contentHeight == contentHeight)
            && (rotationStyle == nil || scenario.rotationStyle == rotationStyle)
            && (layout == nil || scenario.layout == layout)
    }
}
