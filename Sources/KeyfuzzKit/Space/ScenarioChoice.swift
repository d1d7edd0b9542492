import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

/// A scenario value with a finite set of values that a space can list, restrict and draw:
/// the world's enums and `Bool`. Its token (the raw value, `true`/`false`) is how the CLI's
/// `--only KEY=VALUE` names it, and its codec how a seed file writes it.
public protocol ScenarioChoice: Hashable, Sendable {
    /// Every value, in a fixed order.
    static var allValues: [Self] { get }
    /// The value's name in the CLI and in messages.
    var token: String { get }
    /// How a seed file writes the value.
    static var jsonCodec: JSONCodec<Self> { get }
}

extension ScenarioChoice where Self: RawRepresentable & CaseIterable, RawValue == String {
    public static var allValues: [Self] { Array(allCases) }
    public var token: String { rawValue }
    public static var jsonCodec: JSONCodec<Self> { .enumeration }
}

extension Bool: ScenarioChoice {
    public static var allValues: [Bool] { [false, true] }
    public var token: String { self ? "true" : "false" }
    public static var jsonCodec: JSONCodec<Bool> { .bool }
}

extension Device: ScenarioChoice {}
extension Orientation: ScenarioChoice {}
extension InsetAdjustment: ScenarioChoice {}
extension ContentLayout: ScenarioChoice {}
extension RotationStyle: ScenarioChoice {}
extension LayoutKind: ScenarioChoice {}
extension KeyboardKind: ScenarioChoice {}
extension QuickTypeBar: ScenarioChoice {}
extension HardwareFrame: ScenarioChoice {}
extension KeyboardDismissMode: ScenarioChoice {}
extension DegenerateFrames: ScenarioChoice {}
extension NotificationObject: ScenarioChoice {}
extension ScreenShape: ScenarioChoice {}
extension BarStyle: ScenarioChoice {}
extension ScreenEntry: ScenarioChoice {}
extension WorldRules: ScenarioChoice {}
extension ControllerKeyboardAvoidance: ScenarioChoice {}
