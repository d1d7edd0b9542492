import KeyfuzzUIKit  // was: import UIKit

// iOS 15's way, with no notification code: in `viewDidLoad` the scroll view's bottom is pinned
// to the top of `view.keyboardLayoutGuide`, so the scroll view ends where the keyboard begins.
// (The app's outlet is an `@IBOutlet`; Swift on Linux has no Objective-C, so the attribute is
// gone here.)
class KeyboardLayoutGuideViewController: UIViewController {
    var scrollView: UIScrollView!

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
    }
}
