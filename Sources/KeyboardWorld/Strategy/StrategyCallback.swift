import Foundation

/// Which of the strategy's code is running: a handler the world called, a did-notification, a
/// deferred block or an animation completion. A plain value kept on the hot path, named (a string
/// built) only when a report needs it.
enum StrategyCallback {
    /// A handler without arguments keyfuzz names: `viewWillAppear`, `backgroundTapped`.
    case handler(StaticString)
    /// A handler about one field: `textFieldDidBeginEditing(field 2)`.
    case fieldHandler(StaticString, field: Int)
    /// A keyboard notification's observer.
    case notification(KeyboardNotification.Name)
    /// A block from `async`, `asyncAfter(seconds:)` or `perform(afterDelay:)`.
    case deferredBlock
    /// An animation's completion block.
    case completion

    /// The name reports and the trace use.
    var name: String {
        switch self {
        case .handler(let name): "\(name)"
        case .fieldHandler(let name, let field): "\(name)(field \(field))"
        case .notification(let name): name.rawValue
        case .deferredBlock: "a deferred block"
        case .completion: "an animation completion"
        }
    }
}
