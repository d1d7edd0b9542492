import Foundation
import KeyboardWorld

/// `UITableViewController`: subclass it as your app does, and check it on the `tableController`
/// screen. Like UIKit's, it avoids the keyboard by itself (docs/world-rules.md, "Table and
/// collection view controllers"): its `viewWillAppear(_:)` registers for the keyboard and takes
/// back any adjustment left while the screen was away, its `viewWillDisappear(_:)` unregisters,
/// and in between it puts the keyboard's overlap into the table's `adjustedContentInset` and
/// scrolls the first responder's row visible. An override of `viewWillAppear(_:)` that does not
/// call `super` loses all of it, as in UIKit.
///
/// keyfuzz's screen keeps the table inside the root view (`view` is the root view, the table its
/// full-size subview), where UIKit's `view` is the table itself.
@MainActor
open class UITableViewController: UIViewController {
    /// The style given to `init(style:)` (kept).
    public let style: UITableView.Style
    private var ownTableView: UITableView?

    /// A controller whose table has `style`.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table (keyfuzz loads no nib: both arguments are kept only).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table: the screen's form scroll view in a case.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            if let uiCase, uiCase.controller === self, let table = uiCase.view(for: uiCase.host.scrollView) as? UITableView {
                return table
            }
            if ownTableView == nil { ownTableView = UITableView(frame: .zero, style: style) }
            return ownTableView
        }
        set { ownTableView = newValue }
    }

    /// Whether the selection is cleared as the screen appears (kept: rows are not modelled).
    open var clearsSelectionOnViewWillAppear = true

    /// UIKit's: after `super`, register for the keyboard and take back any adjustment.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        keyboardSupportWillAppear()
    }

    /// UIKit's: unregister, then `super`.
    open override func viewWillDisappear(_ animated: Bool) {
        keyboardSupportWillDisappear()
        super.viewWillDisappear(animated)
    }
}

extension UIViewController {
    /// The keyboard support UIKit's table and collection view controllers register in
    /// `viewWillAppear`: the world's, for the case's screen controller.
    func keyboardSupportWillAppear() {
        if let uiCase, uiCase.controller === self { uiCase.host.scrollViewControllerWillAppear() }
    }

    /// Their `viewWillDisappear` part: unregister.
    func keyboardSupportWillDisappear() {
        if let uiCase, uiCase.controller === self { uiCase.host.scrollViewControllerWillDisappear() }
    }
}
