import Foundation

/// One step of a case: a user or system event, or time passing (docs/classic-world.md §6, first and second
/// stage; docs/world-rules.md for waits, `dragCancel`, `type`, `push` and `pop`).
///
/// The text form (`description`, `init(parsing:)`) is the one seed files, traces and the CLI use.
public enum Action: Hashable, Sendable {
    /// The user taps field `i` (0-based); a no-op unless at least 1 pt of it is visible.
    case tap(Int)
    /// The Return key's "Next": focus moves to the next field, or dismisses from the last.
    case next
    /// `endEditing`: the Done key or code.
    case dismiss
    /// A tap on the background: calls the strategy's `backgroundTapped` hook.
    case tapBackground
    /// A user drag by `dy` points (positive scrolls the content up).
    case scroll(CGFloat)
    /// Switches the on-screen keyboard's input mode.
    case inputMode(InputMode)
    /// Attaches (`true`) or detaches a hardware keyboard.
    case hardwareKeyboard(Bool)
    /// Toggles the orientation.
    case rotate
    /// The content grows or shrinks by `dh` points (never above the last field's bottom).
    case contentChange(CGFloat)
    /// UIKit re-posts the last will-show or will-hide notification with identical user info.
    case repost
    /// Waits until nothing is pending: every keyboard animation ends (its did-notifications are
    /// delivered), deferred work runs, animations end, the clock moving to each in turn. The
    /// name is the idealised world's, where only did-notifications could be pending.
    case finishAnimation
    /// The user waits: the clock moves by the time given, and every timed event due by then
    /// runs (did-notifications, deferred blocks, animation ends). Text form `wait(0.25)`.
    case wait(VirtualTime)

    // Unusual paths (docs/classic-world.md §6): the iPad and the unusual paths.

    /// An interactive dismissal: the user drags the keyboard down with the scroll view
    /// (`keyboardDismissMode = .interactive`); on release the hide transition ends at
    /// `CGRect.zero` when `zeroRect`, else off screen.
    case dragDismiss(zeroRect: Bool)
    /// iPad: the software keyboard floats (320x250 in the screen's middle).
    case undock
    /// iPad: a floating keyboard docks again.
    case dock
    /// iPad: another app's keyboard shows (`true`) or hides while no field of ours is focused.
    case remoteKeyboard(show: Bool)
    /// An interactive dismissal pulled back up before release (`keyboardDismissMode =
    /// .interactive`): the drag hook runs, the keyboard stays, nothing is posted.
    case dragCancel

    // Screen shapes (docs/world-rules.md): text views and the navigation stack.

    /// The user types `lines` lines into the focused text view (its caret moves down).
    case type(Int)
    /// Another screen, whose text field becomes first responder, is pushed over this one.
    case push
    /// The other screen is popped: this one appears again and gets its first responder back.
    case pop

    /// The action's name without arguments, as used in seed files.
    public var name: String {
        switch self {
        case .tap: "tap"
        case .next: "next"
        case .dismiss: "dismiss"
        case .tapBackground: "tapBackground"
        case .scroll: "scroll"
        case .inputMode: "inputMode"
        case .hardwareKeyboard: "hardwareKeyboard"
        case .rotate: "rotate"
        case .contentChange: "contentChange"
        case .repost: "repost"
        case .finishAnimation: "finishAnimation"
        case .wait: "wait"
        case .dragDismiss: "dragDismiss"
        case .undock: "undock"
        case .dock: "dock"
        case .remoteKeyboard: "remoteKeyboard"
        case .dragCancel: "dragCancel"
        case .type: "type"
        case .push: "push"
        case .pop: "pop"
        }
    }

    /// Whether the action is one of docs/classic-world.md §6's unusual paths (its second table:
    /// drag dismissal, undocking, other apps' keyboards), which `--basic-actions` leaves out.
    public var isUnusualPath: Bool {
        switch self {
        case .dragDismiss, .undock, .dock, .remoteKeyboard, .dragCancel: true
        default: false
        }
    }

    /// The former name of ``isUnusualPath``.
    @available(*, deprecated, renamed: "isUnusualPath")
    public var isSecondStage: Bool { isUnusualPath }

    /// Whether the action lets time pass (`wait(t)`, `finishAnimation`) rather than being the
    /// user's or the system's event.
    public var isWait: Bool {
        switch self {
        case .wait, .finishAnimation: true
        default: false
        }
    }

    /// Every action name, in a fixed order.
    public static let names = [
        "tap", "next", "dismiss", "tapBackground", "scroll", "inputMode",
        "hardwareKeyboard", "rotate", "contentChange", "repost", "finishAnimation",
        "dragDismiss", "undock", "dock", "remoteKeyboard", "wait", "dragCancel",
        "type", "push", "pop",
    ]

    /// The longest `wait(t)`: an hour (nothing in the world is due later in any real case).
    public static let maximumWait: VirtualTime = 3600

    /// The most lines one `type` action types.
    public static let maximumTypedLines = 1_000
}

extension Action: CustomStringConvertible {
    public var description: String {
        switch self {
        case .tap(let i): "tap(\(i))"
        case .scroll(let dy): "scroll(\(TraceFormat.number(dy)))"
        case .inputMode(let mode): "inputMode(\(mode.rawValue))"
        case .hardwareKeyboard(let on): "hardwareKeyboard(\(on ? "on" : "off"))"
        case .contentChange(let dh): "contentChange(\(TraceFormat.number(dh)))"
        case .dragDismiss(let zeroRect): "dragDismiss(\(zeroRect ? "zeroRect" : "offscreen"))"
        case .remoteKeyboard(let show): "remoteKeyboard(\(show ? "show" : "hide"))"
        case .wait(let span): "wait(\(span))"
        case .type(let lines): "type(\(lines))"
        default: name
        }
    }
}

/// Why an action's text form could not be read.
public struct ActionParseError: Error, CustomStringConvertible, Equatable {
    /// The text that could not be read, as given.
    public var text: String
    /// What was expected instead, e.g. "expected a field index >= 0, as in tap(3)".
    public var reason: String
    public var description: String { "cannot read action '\(text)': \(reason)" }
}

extension Action {
    /// Reads the text form `description` writes, e.g. `tap(3)`, `scroll(-120)`, `inputMode(emoji)`.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var name = trimmed
        var argument: String?
        if let open = trimmed.firstIndex(of: "(") {
            guard trimmed.hasSuffix(")") else {
                throw ActionParseError(text: text, reason: "expected a closing ')'")
            }
            name = String(trimmed[..<open])
            argument = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
        }
        func number() throws -> CGFloat {
            guard let argument, let value = Double(argument), value.isFinite else {
                throw ActionParseError(text: text, reason: "expected a finite number in parentheses")
            }
            return CGFloat(value)
        }
        func noArgument(_ action: Action) throws -> Action {
            guard argument == nil else { throw ActionParseError(text: text, reason: "\(name) takes no argument") }
            return action
        }
        switch name {
        case "tap":
            guard let argument, let index = Int(argument), index >= 0 else {
                throw ActionParseError(text: text, reason: "expected a field index >= 0, as in tap(3)")
            }
            self = .tap(index)
        case "next": self = try noArgument(.next)
        case "dismiss": self = try noArgument(.dismiss)
        case "tapBackground": self = try noArgument(.tapBackground)
        case "scroll": self = .scroll(try number())
        case "inputMode":
            guard let argument, let mode = InputMode(rawValue: argument) else {
                throw ActionParseError(text: text, reason: "expected one of default, noPredictive, emoji")
            }
            self = .inputMode(mode)
        case "hardwareKeyboard":
            switch argument {
            case "on": self = .hardwareKeyboard(true)
            case "off": self = .hardwareKeyboard(false)
            default: throw ActionParseError(text: text, reason: "expected on or off")
            }
        case "rotate": self = try noArgument(.rotate)
        case "contentChange": self = .contentChange(try number())
        case "repost": self = try noArgument(.repost)
        case "finishAnimation": self = try noArgument(.finishAnimation)
        case "wait":
            self = .wait(try Self.waitTime(argument, text: text))
        case "dragDismiss":
            switch argument {
            case "zeroRect": self = .dragDismiss(zeroRect: true)
            case "offscreen": self = .dragDismiss(zeroRect: false)
            default: throw ActionParseError(text: text, reason: "expected zeroRect or offscreen, as in dragDismiss(zeroRect)")
            }
        case "undock": self = try noArgument(.undock)
        case "dragCancel": self = try noArgument(.dragCancel)
        case "dock": self = try noArgument(.dock)
        case "remoteKeyboard":
            switch argument {
            case "show": self = .remoteKeyboard(show: true)
            case "hide": self = .remoteKeyboard(show: false)
            default: throw ActionParseError(text: text, reason: "expected show or hide, as in remoteKeyboard(show)")
            }
        case "type":
            guard let argument, let lines = Int(argument), (1...Action.maximumTypedLines).contains(lines) else {
                throw ActionParseError(
                    text: text, reason: "expected a number of lines from 1 to \(Action.maximumTypedLines), as in type(3)")
            }
            self = .type(lines)
        case "push": self = try noArgument(.push)
        case "pop": self = try noArgument(.pop)
        default:
            throw ActionParseError(text: text, reason: "unknown action; expected one of \(Action.names.joined(separator: ", "))")
        }
    }

    /// The seconds of `wait(...)`: a plain decimal (digits, at most one point, at most six
    /// decimals: whole microseconds), greater than 0 and at most ``maximumWait``.
    private static func waitTime(_ argument: String?, text: String) throws -> VirtualTime {
        let expected = "expected seconds in parentheses, more than 0 and at most \(maximumWait), with at most 6 decimals, as in wait(0.25)"
        guard let argument, !argument.isEmpty,
            argument.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            argument.filter({ $0 == "." }).count <= 1,
            !argument.hasPrefix("."), !argument.hasSuffix("."),
            (argument.split(separator: ".").dropFirst().first?.count ?? 0) <= 6,
            let seconds = Double(argument)
        else {
            throw ActionParseError(text: text, reason: expected)
        }
        let span = VirtualTime(seconds: seconds)
        guard span > .zero, span <= maximumWait else { throw ActionParseError(text: text, reason: expected) }
        return span
    }

    /// Reads a whitespace- or comma-separated list of actions, e.g. `"tap(3) finishAnimation dismiss"`.
    public static func sequence(_ text: String) throws -> [Action] {
        try text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" })
            .map { try Action(parsing: String($0)) }
    }
}
