import Foundation
import KeyboardWorld

/// `UITableView`: the table of a table view controller's screen (the form's scroll view: each
/// field a row), or one code made (kept, judged by nothing). Rows, data sources and cells are not
/// modelled: keyboard code reads and sets the table's scroll-view properties.
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
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

/// `UICollectionView`: the collection view of a collection view controller's screen (the form's
/// scroll view: each field an item), or one code made. Items, layouts and cells are not
/// modelled: keyboard code reads and sets its scroll-view properties.
open class UICollectionView: UIScrollView {
    /// The layout it was made with (kept).
    open var collectionViewLayout: UICollectionViewLayout

    /// A collection view code makes, outside the screen.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The screen's collection view: the form's scroll view.
    convenience init(world scrollView: ScrollView, in uiCase: UIKitCase) {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        attach(to: scrollView, in: uiCase)
    }
}

/// `UICollectionViewLayout` (kept: items are not modelled).
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
}

/// `UICollectionViewFlowLayout` (kept).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The scroll direction (kept).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
}

extension UICollectionView {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}
