import Foundation

/// `UIToolbar`: the bar apps put above the keyboard as a text field's `inputAccessoryView` (a
/// "Done" button). Its items are kept; the world's `dismiss` action stands for the user tapping
/// such a button (the button's usual action, `view.endEditing(true)`, does the same).
open class UIToolbar: UIView {
    /// The bar's items, left to right.
    open var items: [UIBarButtonItem]?
    /// The bar's style (kept).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true

    /// Sets the items (the change is not animated in the world).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// A toolbar is 44 pt tall (its width is the keyboard's, set when it shows).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44)
    }
}

/// `UIBarStyle`.
public enum UIBarStyle: Int, Sendable {
    /// The default style.
    case `default` = 0
    /// Black.
    case black = 1
}

/// `UIAction`: a block a control or bar button runs (iOS 14), the block form of target-action
/// that compiles on every platform.
@MainActor
open class UIAction: NSObject {
    /// The action's title.
    open var title: String
    /// The block (kept: the world taps no control or bar button).
    private let handler: @MainActor (UIAction) -> Void

    /// An action running `handler`.
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// `UIBarButtonItem`: a button of a toolbar or navigation bar. Kept: the world never taps one.
@MainActor
open class UIBarButtonItem: NSObject {
    /// The title.
    open var title: String?
    /// The style.
    open var style: Style = .plain
    /// The action run when tapped (iOS 14's block form).
    open var primaryAction: UIAction?
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// Whether it can be tapped.
    open var isEnabled = true
    /// The width of a fixed space.
    open var width: CGFloat = 0

    /// An empty item.
    public override init() { super.init() }

    /// An item with `title` running `primaryAction`.
    public convenience init(title: String? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.primaryAction = primaryAction
    }

    /// A system item (`.done`, `.flexibleSpace`) running `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    /// A flexible space, pushing the items after it to the right.
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A fixed space `width` wide.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    #if canImport(ObjectiveC)
        /// The target of `action`.
        open weak var target: AnyObject?
        /// The selector called on `target` when tapped.
        open var action: Selector?

        /// An item with `title` calling `action` on `target`.
        public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
            self.init()
            self.title = title
            self.style = style
            self.target = target as AnyObject?
            self.action = action
        }

        /// A system item calling `action` on `target`.
        public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
            self.init()
            self.systemItem = systemItem
            self.target = target as AnyObject?
            self.action = action
        }
    #endif

    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        /// Plain.
        case plain = 0
        /// Bordered (deprecated in UIKit).
        case bordered = 1
        /// Bold, for the button that completes the task.
        case done = 2
    }

    /// `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// Add.
        case add = 4
        /// A flexible space.
        case flexibleSpace = 5
        /// A fixed space.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Action.
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Close.
        case close = 24
    }
}
