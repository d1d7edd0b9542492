import Foundation
import KeyfuzzUIKit

/// A settings form as a table view controller whose code does nothing about the keyboard:
/// UIKit's own avoidance is all there is.
final class SettingsFormTableViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.flashScrollIndicators()
    }
}

/// The same form as a collection view controller (a list layout), with no keyboard code.
final class SettingsFormCollectionViewController: UICollectionViewController {
    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// IQKeyboardManager #850: a table view controller whose `viewWillAppear` override forgets
/// `super`, so UIKit's avoidance is never registered.
final class ForgetfulTableViewController: UITableViewController {
    private var isFirstAppearance = true

    override func viewWillAppear(_ animated: Bool) {
        // (no super.viewWillAppear(animated))
        if isFirstAppearance { isFirstAppearance = false }
    }
}

/// openradar 4967 ("doubly adjusted"): a table view controller that adds the keyboard's height to
/// its table's inset, the way a plain view controller must, on top of what UIKit already does.
final class DoubleInsetTableViewController: UITableViewController {
    private var observer: (any NSObjectProtocol)?

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] note in
            guard let self, let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            let keyboard = self.view.convert(frame.cgRectValue, from: nil)
            let overlap = max(0, self.tableView.frame.maxY - keyboard.minY)
            self.tableView.contentInset.bottom = overlap
            self.tableView.verticalScrollIndicatorInsets.bottom = overlap
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
            [weak self] _ in
            self?.tableView.contentInset.bottom = 0
            self?.tableView.verticalScrollIndicatorInsets.bottom = 0
        }
    }
}
