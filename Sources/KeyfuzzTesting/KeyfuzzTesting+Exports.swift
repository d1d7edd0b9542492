import KeyfuzzKit

// The KeyfuzzKit types a test names, so that `import KeyfuzzTesting` is all a test needs.

/// When a failing check writes its seed file: `.never`, `.missing` (the default) or `.all`.
public typealias RecordMode = KeyfuzzKit.RecordMode
/// What a check's random cases may draw: `.default`, `.form(myForm)`, `.fixed(scenario)`,
/// narrowed with `.only(\.device, [...])`, `.fixing(\.navigationBar, true)`, `.also(...)`.
public typealias ScenarioSpace = KeyfuzzKit.ScenarioSpace
/// Something a share of the random cases must exercise: `cover: [.rotationWhileDocked: 5]`.
public typealias CoverageRequirement = KeyfuzzKit.CoverageRequirement
/// A coverage requirement with the percentage of cases it needs.
public typealias RequiredCoverage = KeyfuzzKit.RequiredCoverage
/// What a check's random cases exercised (``KeyboardAvoidanceCheck/runWithCoverage()``).
public typealias CoverageReport = KeyfuzzKit.CoverageReport
/// A coverage requirement the random cases missed, with the counts.
public typealias CoverageShortfall = KeyfuzzKit.CoverageShortfall
/// The former name of ``ScenarioSpace``.
@available(*, deprecated, renamed: "ScenarioSpace")
public typealias ScenarioConstraints = KeyfuzzKit.ScenarioSpace

extension KeyfuzzKit.ScenarioSpace {
    /// The former name of `ScenarioSpace.default`: every dimension drawn as `keyfuzz fuzz` draws it.
    @available(*, deprecated, renamed: "default")
    public static var any: ScenarioSpace { .default }

    /// Your own screen: everything the app builds (shape, bars, insets, fields, layout) fixed to
    /// `form`'s, and what devices and users do drawn (devices and orientations unless the form
    /// names one, keyboards, rotations), within the features the form declares.
    public static func form(_ form: KeyboardForm) -> ScenarioSpace {
        var space = ScenarioSpace.screen(form.scenario).declared(by: form.screens)
        if let device = form.device { space = space.fixing(\.device, device) }
        if let orientation = form.orientation { space = space.fixing(\.orientation, orientation) }
        return space
    }
}
