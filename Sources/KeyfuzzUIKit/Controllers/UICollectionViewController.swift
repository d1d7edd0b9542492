import Foundation
import KeyboardWorld

/// `UICollectionViewController`: subclass it as your app does, and check it on the
/// table view controller's screen (`tableController`), holding a `UICollectionView`. It avoids
/// the keyboard by itself exactly as
/// ``UITableViewController`` does (UIKit runs the same code for both), with the same need to
/// call `super` in `viewWillAppear(_:)`.
///
/// keyfuzz's screen keeps the collection view inside the root view (`view` is the root view),
/// where UIKit's `view` is the collection view itself.
@MainActor
open class UICollectionViewController: UIViewController {
    /// The layout given to `init(collectionViewLayout:)` (kept).
    public let collectionViewLayout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?

    /// A controller whose collection view lays its items out with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the screen's form scroll view in a case.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            if let uiCase, uiCase.controller === self,
                let collection = uiCase.view(for: uiCase.host.scrollView) as? UICollectionView
            {
                return collection
            }
            if ownCollectionView == nil {
                ownCollectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
            }
            return ownCollectionView
        }
        set { ownCollectionView = newValue }
    }

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
