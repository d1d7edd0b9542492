import Foundation

@testable import KeyboardWorld

/// A test-only strategy that records every call it gets, in order, and runs optional closures so
/// a test can act like a strategy (set insets, move views, scroll) at a chosen callback.
final class Probe: KeyboardAvoidanceStrategy {
    /// One callback the world made.
    enum Call: Equatable, CustomStringConvertible {
        case notification(KeyboardNotification)
        case didBeginEditing(Int)
        case didEndEditing(Int)
        case willBeginDragging
        case backgroundTapped
        case textViewDidBeginEditing(Int)
        case textViewDidEndEditing(Int)
        case textViewDidChange(Int)
        /// A view controller callback: `viewWillAppear`, `viewDidLayoutSubviews`, ...
        case lifecycle(String)

        var description: String {
            switch self {
            case .notification(let n): "\(n.name.rawValue)(\(n.frameBegin) -> \(n.frameEnd), \(n.animationDuration))"
            case .didBeginEditing(let i): "didBeginEditing(\(i))"
            case .didEndEditing(let i): "didEndEditing(\(i))"
            case .willBeginDragging: "willBeginDragging"
            case .backgroundTapped: "backgroundTapped"
            case .textViewDidBeginEditing(let i): "textViewDidBeginEditing(\(i))"
            case .textViewDidEndEditing(let i): "textViewDidEndEditing(\(i))"
            case .textViewDidChange(let i): "textViewDidChange(\(i))"
            case .lifecycle(let name): name
            }
        }
    }

    private(set) var calls: [Call] = []
    /// Runs after every keyboard notification is recorded.
    var onNotification: ((KeyboardNotification, KeyboardHost) -> Void)?
    var onBeginEditing: ((TextField, KeyboardHost) -> Void)?
    var onEndEditing: ((TextField, KeyboardHost) -> Void)?
    var onDrag: ((KeyboardHost) -> Void)?
    var onBackgroundTap: ((KeyboardHost) -> Void)?
    /// Runs after every view controller callback is recorded, with its name.
    var onLifecycle: ((String, KeyboardHost) -> Void)?
    var onTextViewChange: ((TextField, KeyboardHost) -> Void)?
    /// Whether the view controller callbacks are recorded in `calls` (off: most tests look at
    /// keyboard and editing events only, and the world also calls these at the start).
    var recordsLifecycle = false
    /// Whether the world registers the probe for every notification from the start (classic).
    var registersFromTheStart = true
    var observesKeyboardFromTheStart: Bool { registersFromTheStart }

    /// The notifications received so far, in order.
    var notifications: [KeyboardNotification] {
        calls.compactMap { if case .notification(let n) = $0 { n } else { nil } }
    }

    /// The names of the notifications received so far, in order.
    var names: [KeyboardNotification.Name] { notifications.map(\.name) }

    /// Forgets what was recorded (to look at one step alone).
    func reset() { calls.removeAll() }

    private func note(_ n: KeyboardNotification, _ host: KeyboardHost) {
        calls.append(.notification(n))
        onNotification?(n, host)
    }

    func keyboardWillShow(_ n: KeyboardNotification, host: KeyboardHost) { note(n, host) }
    func keyboardDidShow(_ n: KeyboardNotification, host: KeyboardHost) { note(n, host) }
    func keyboardWillHide(_ n: KeyboardNotification, host: KeyboardHost) { note(n, host) }
    func keyboardDidHide(_ n: KeyboardNotification, host: KeyboardHost) { note(n, host) }
    func keyboardWillChangeFrame(_ n: KeyboardNotification, host: KeyboardHost) { note(n, host) }
    func keyboardDidChangeFrame(_ n: KeyboardNotification, host: KeyboardHost) { note(n, host) }

    func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {
        calls.append(.didBeginEditing(textField.index))
        onBeginEditing?(textField, host)
    }

    func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) {
        calls.append(.didEndEditing(textField.index))
        onEndEditing?(textField, host)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView, host: KeyboardHost) {
        calls.append(.willBeginDragging)
        onDrag?(host)
    }

    func backgroundTapped(host: KeyboardHost) {
        calls.append(.backgroundTapped)
        onBackgroundTap?(host)
    }

    func textViewDidBeginEditing(_ textView: TextField, host: KeyboardHost) {
        calls.append(.textViewDidBeginEditing(textView.index))
        onBeginEditing?(textView, host)
    }

    func textViewDidEndEditing(_ textView: TextField, host: KeyboardHost) {
        calls.append(.textViewDidEndEditing(textView.index))
        onEndEditing?(textView, host)
    }

    func textViewDidChange(_ textView: TextField, host: KeyboardHost) {
        calls.append(.textViewDidChange(textView.index))
        onTextViewChange?(textView, host)
    }

    private func lifecycle(_ name: String, _ host: KeyboardHost) {
        if recordsLifecycle { calls.append(.lifecycle(name)) }
        onLifecycle?(name, host)
    }

    func viewWillAppear(host: KeyboardHost) { lifecycle("viewWillAppear", host) }
    func viewDidAppear(host: KeyboardHost) { lifecycle("viewDidAppear", host) }
    func viewWillDisappear(host: KeyboardHost) { lifecycle("viewWillDisappear", host) }
    func viewDidDisappear(host: KeyboardHost) { lifecycle("viewDidDisappear", host) }
    func viewDidLayoutSubviews(host: KeyboardHost) { lifecycle("viewDidLayoutSubviews", host) }
}

// MARK: Scenarios

/// The form most tests use: `count` fields of 44 pt stacked from content y 20 with 20 pt between
/// them, so field `i` spans `20 + 64 i ... 64 + 64 i` (field 11 ends at 768, field 15 at 1024).
func form(
    _ device: Device = .phoneNotch, _ orientation: Orientation = .portrait,
    fields count: Int = 12, contentHeight: CGFloat = 1200,
    navigationBar: Bool = false, tabBar: Bool = false,
    insetAdjustment: InsetAdjustment = .automatic, contentInset: UIEdgeInsets = .zero,
    content: ContentLayout = .pinned, systemScrollsToFocus: Bool = true,
    keyboardType: KeyboardType = .default
) -> Scenario {
    Scenario(
        device: device, orientation: orientation, navigationBar: navigationBar, tabBar: tabBar,
        insetAdjustment: insetAdjustment, contentInset: contentInset, content: content,
        systemScrollsToFocus: systemScrollsToFocus,
        fields: Scenario.stackedFields(count: count, keyboardType: keyboardType),
        contentHeight: contentHeight)
}

/// A scenario with explicit field specs (phone-notch portrait, automatic, unless told).
func form(
    _ device: Device = .phoneNotch, _ orientation: Orientation = .portrait,
    specs: [TextFieldSpec], contentHeight: CGFloat = 1200,
    insetAdjustment: InsetAdjustment = .automatic, contentInset: UIEdgeInsets = .zero
) -> Scenario {
    Scenario(
        device: device, orientation: orientation, insetAdjustment: insetAdjustment,
        contentInset: contentInset, fields: specs, contentHeight: contentHeight)
}

/// A 300 pt wide field at content `y`.
func field(
    y: CGFloat, height: CGFloat = 44, _ keyboardType: KeyboardType = .default,
    accessory: Bool = false
) -> TextFieldSpec {
    TextFieldSpec(
        frame: CGRect(x: 16, y: y, width: 300, height: height), keyboardType: keyboardType,
        hasAccessoryView: accessory)
}

/// A world that records its trace; no invariants unless asked, so rule tests see no checks.
func makeWorld(_ scenario: Scenario, _ probe: Probe = Probe(), invariants: InvariantSet = []) -> World {
    World(scenario: scenario, strategy: probe, invariants: invariants, recordsTrace: true)
}

extension World {
    /// Performs the actions written in their text form; returns each step's violations.
    @discardableResult
    func run(_ actions: String) throws -> [[Violation]] {
        try Action.sequence(actions).map { perform($0) }
    }

    /// The notifications delivered during step `index`, with whether each came late from the queue.
    func delivered(inStep index: Int) -> [(note: KeyboardNotification, late: Bool)] {
        trace.steps[index].events.compactMap {
            if case .notification(let n, let late) = $0 { (n, late) } else { nil }
        }
    }

    /// The names of the notifications delivered during step `index`.
    func deliveredNames(inStep index: Int) -> [KeyboardNotification.Name] {
        delivered(inStep: index).map(\.note.name)
    }

    /// The names still queued.
    var queuedNames: [KeyboardNotification.Name] { queuedNotificationNames() }

    /// The snaps the layout pass recorded during step `index`.
    func snaps(inStep index: Int) -> [TraceEvent] {
        trace.steps[index].events.filter { if case .snap = $0 { true } else { false } }
    }
}

/// A rect from its four numbers.
func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: w, height: h)
}

/// The violation of `invariant` in `violations`, if any.
func violation(_ invariant: Invariant, in violations: [Violation]) -> Violation? {
    violations.first { $0.invariant == invariant }
}
