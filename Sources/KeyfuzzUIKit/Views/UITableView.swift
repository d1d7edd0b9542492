import Foundation
import KeyboardWorld

/// `UITableView`: the table of a table view controller's screen (the form's scroll view: each
/// field a row), or one code made (kept, judged by nothing). Rows, data sources and cells are not
/// modelled: keyboard code reads and sets the table's scroll-view properties.
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows run edge to edge.
        case plain
        /// Rows in separated groups.
        case grouped
        /// Groups inset from the edges, with rounded corners.
        case insetGrouped
    }

    /// The table's style (kept).
    public let style: Style

    /// A table code makes, outside the screen.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table code makes, outside the screen.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The screen's table: the form's scroll view.
    convenience init(world scrollView: ScrollView, in uiCase: UIKitCase) {
        self.init(frame: .zero, style: .plain)
        attach(to: scrollView, in: uiCase)
    }
}
