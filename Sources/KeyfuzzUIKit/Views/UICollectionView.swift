import Foundation
import KeyboardWorld

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
        /// Items flow in rows; the view scrolls vertically.
        case vertical
        /// Items flow in columns; the view scrolls horizontally.
        case horizontal
    }
}
