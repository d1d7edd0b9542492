import Foundation
import KeyboardWorld

/// `UINavigationController`: the container of a screen that has a navigation bar or lives in a
/// navigation stack. keyfuzz's container is fixed chrome (its bar does not move with the root
/// view): reading it is what keyboard code does (`navigationController?.navigationBar.frame`).
open class UINavigationController: UIViewController {
    /// The controller on top: the one under test.
    open private(set) weak var topViewController: UIViewController?

    init(showing controller: UIViewController, in uiCase: UIKitCase) {
        topViewController = controller
        super.init(nibName: nil, bundle: nil)
        self.uiCase = uiCase
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stack: the controller under test.
    open var viewControllers: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// The navigation bar, in window coordinates (a zero-height bar when the screen has none).
    open var navigationBar: UINavigationBar {
        let frame = uiCase?.host.navigationBarFrame
        return UINavigationBar(frame: frame ?? .zero, hidden: frame == nil)
    }

    /// Whether the bar is hidden: the screen's scenario says.
    open var isNavigationBarHidden: Bool { uiCase?.host.navigationBarFrame == nil }
}

/// `UINavigationBar`: the bar's frame (window coordinates), fixed chrome.
open class UINavigationBar: UIView {
    init(frame: CGRect, hidden: Bool) {
        super.init(frame: frame)
        isHidden = hidden
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `UITabBarController`: the container of a screen with a tab bar (fixed chrome).
open class UITabBarController: UIViewController {
    /// The selected controller: the one under test.
    open private(set) weak var selectedViewController: UIViewController?

    init(showing controller: UIViewController, in uiCase: UIKitCase) {
        selectedViewController = controller
        super.init(nibName: nil, bundle: nil)
        self.uiCase = uiCase
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The tab bar, in window coordinates; its height includes the bottom safe area it covers,
    /// as UIKit's does (83 pt on phone-notch portrait).
    open var tabBar: UITabBar { UITabBar(frame: uiCase?.host.tabBarFrame ?? .zero) }
}

/// `UITabBar`: the bar's frame (window coordinates), fixed chrome.
open class UITabBar: UIView {}
