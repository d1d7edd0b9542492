import Foundation

/// The view controller a strategy runs in: UIKit's property and method names, so keyboard code
/// ports line by line (`self.scrollView` becomes `host.scrollView`).
public final class KeyboardHost {
    // The world owns this object and outlives it: checked in debug builds, unchecked in
    // release ones (the check is a tenth of the fuzz loop).
    // Set by the world once it has made itself, so that it can hold this object in a `let`
    // (read without a retain).
    #if DEBUG
        @exclusivity(unchecked) unowned var attachedWorld: World?
    #else
        @exclusivity(unchecked) unowned(unsafe) var attachedWorld: World?
    #endif
    var world: World { attachedWorld.unsafelyUnwrapped }

    init() {}

    /// The root view (`self.view`): fills the window; a strategy may move or translate it.
    public var view: View { world.rootView }
    /// The form's scroll view. On a plain form (no scroll view on screen) it is an outlet to a
    /// scroll view outside the hierarchy: changing it moves nothing the user sees.
    public var scrollView: ScrollView { world.scrollView }

    // The screen's other outlets, nil where its shape has no such view.

    /// The scrolling page holding the form's scroll view (`nestedScroll`).
    public var pageScrollView: ScrollView? { world.pageScrollView }
    /// The header bar above the form's scroll view, holding the first field (`header`).
    public var headerView: View? { world.headerView }
    /// The footer bar below the form's scroll view, holding the last field (`footer`).
    public var footerView: View? { world.footerView }
    /// The focused text field or text view of this screen, `nil` when nothing of it is first responder.
    public var firstResponder: TextField? { world.focusedIndex.map { world.textField(at: $0) } }
    /// The form's text fields, top to bottom.
    public var textFields: [TextField] { world.textFields }
    /// `view.window`: the app's window; its frame is in screen coordinates (off the origin on `pad-window`).
    public var window: Window { world.window }
    /// `view.window.screen`: convert keyboard frames from `screen.coordinateSpace`, where they are given.
    public var screen: Screen { world.screen }
    /// The root view's safe area insets at rest (`view.safeAreaInsets` for a root view that
    /// fills the window): the device's, plus the bars of a translucent container and
    /// `additionalSafeAreaInsets`.
    public var safeAreaInsets: UIEdgeInsets {
        let device = world.geometry.safeArea
        return UIEdgeInsets(
            top: world.unsafeTopHeight, left: Swift.max(0, device.left + world.chrome.extraLeft),
            bottom: world.unsafeBottomHeight, right: Swift.max(0, device.right + world.chrome.extraRight))
    }

    /// `UIViewController.additionalSafeAreaInsets`: what this controller adds to its views' safe
    /// area. As designed it is the container's 44 pt bottom toolbar when the screen has one, else
    /// zero. Setting it moves the safe area as UIKit does (docs/world-rules.md, "Additional safe
    /// area"): every view's `safeAreaInsets` and `safeAreaLayoutGuide`, the automatic part of
    /// `adjustedContentInset`, and where `keyboardLayoutGuide` rests. It covers nothing, so the
    /// visible band stays the chrome's and the keyboard's. A value set while the keyboard is up
    /// must be back at its designed value once the keyboard is gone (`drift`).
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { world.additionalSafeAreaInsets }
        set {
            world.traceControllerAssignment("additionalSafeAreaInsets", TraceFormat.insets(newValue))
            world.additionalSafeAreaInsets = newValue
        }
    }

    /// The status bar's height (`windowScene.statusBarManager.statusBarFrame.height`).
    public var statusBarHeight: CGFloat { world.geometry.safeArea.top }

    /// Who is told of the keyboard notifications (`NotificationCenter.default` for them).
    public var notificationCenter: KeyboardNotificationCenter { world.notificationCenter }

    /// Whether the screen's own controller is a `UITableViewController`, which avoids the keyboard
    /// by itself (the `tableController` shape).
    public var isTableViewController: Bool { world.scenario.shape == .tableController }

    /// Whether the screen's table or collection view controller adjusts `scrollView` for the
    /// keyboard by itself, in its `adjustedContentInset`, as UIKit does for apps linked on iOS 11
    /// and later (not under `.never`): code in such a controller leaves that scroll view's inset
    /// alone, or avoids twice. False for the legacy rule of older seed files, which set
    /// `contentInset` itself (docs/world-rules.md, "Table and collection view controllers").
    public func systemAdjustsInsetForKeyboard(of scrollView: ScrollView) -> Bool {
        world.scenario.shape.isScrollViewController && world.controllerRule == .systemInset
            && scrollView === world.scrollView && scrollView.contentInsetAdjustmentBehavior == .automatic
    }

    /// The screen's controller is a `UICollectionViewController`: the trace names it so (its
    /// keyboard code is the table view controller's).
    package func nameScrollViewControllerCollectionView() {
        world.scrollViewControllerClassName = "UICollectionViewController"
    }

    /// UIKit's part of a table or collection view controller's `viewWillAppear` (after its
    /// `super` call), for the UIKit-shaped controller classes: register for the keyboard and
    /// take back any adjustment left while the screen was away.
    package func scrollViewControllerWillAppear() { world.controllerWillAppear() }

    /// UIKit's part of a table or collection view controller's `viewWillDisappear`: unregister.
    package func scrollViewControllerWillDisappear() { world.controllerWillDisappear() }

    /// Adds a line to the case's trace (only while a trace is recorded and strategy code runs):
    /// what a layer playing UIKit around the strategy did (`viewDidLoad`, a block observer
    /// called), so that the trace reads as the app's code does.
    public func traceNote(_ text: @autoclosure () -> String) { world.traceCall(text()) }

    /// Whether the case records a trace (notes built only then cost nothing otherwise).
    public var isTracing: Bool { world.recorder != nil }

    /// `view.endEditing(true)`: resigns the first responder, posting the hide transition.
    @discardableResult
    public func endEditing() -> Bool { view.endEditing(true) }
}
