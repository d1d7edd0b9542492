import Foundation
import KeyboardWorld

/// `UIView`: a view of the screen keyfuzz built (the root view, a scroll view, a bar, a text
/// field), or a view your code made.
///
/// A view of the screen is the world's own: its frame, transform, safe area and conversions are
/// the world's, and what your code sets is what the invariants judge. A view your code makes
/// (`UIView()`) keeps what is set on it but is not part of the screen: adding it as a subview
/// shows nothing to the checks (docs/testing.md, "What the screen is").
open class UIView: UIResponder, UICoordinateSpace, WindowPlaced {
    /// The world's view this object stands for; nil for a view code made.
    private(set) var worldView: View?
    /// The case the view belongs to; nil for a view code made.
    weak var uiCase: UIKitCase?
    /// The view controller whose root view this is (UIKit's next responder after the root view).
    weak var owningController: UIViewController?

    // A view code made keeps its own geometry.
    private var ownFrame: CGRect
    private var ownTransform: CGAffineTransform = .identity
    private weak var ownSuperview: UIView?
    private var ownSubviews: [UIView] = []
    /// What the view looks like: kept, read back, judged by nothing (`UIView+Appearance.swift`).
    var appearance = ViewAppearance()
    /// The gesture recognizers added to the view.
    var recognizers: [UIGestureRecognizer] = []
    /// `keyboardLayoutGuide` once asked for (UIKit makes it then too).
    var madeKeyboardLayoutGuide: UIKeyboardLayoutGuide?

    /// A view code makes, at `frame`, outside the screen.
    public init(frame: CGRect) {
        ownFrame = frame
        super.init()
    }

    /// A view code makes, with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// `init?(coder:)`: keyfuzz loads no storyboard, so a view is never decoded (subclasses that
    /// declare it compile, as in UIKit).
    public required init?(coder: NSCoder) {
        ownFrame = .zero
        super.init()
    }

    /// The screen's view `view`, in `uiCase`.
    convenience init(world view: View, in uiCase: UIKitCase) {
        self.init(frame: .zero)
        attach(to: view, in: uiCase)
    }

    /// Makes this object stand for the screen's `view` (once, as the case is made).
    func attach(to view: View, in uiCase: UIKitCase) {
        worldView = view
        self.uiCase = uiCase
    }

    /// The case has ended: the view keeps what it last showed, as a view code made keeps its
    /// values, so a controller a test holds on to can still be read.
    func detach() {
        madeKeyboardLayoutGuide?.detach()
        uiCase = nil
        guard worldView != nil else { return }
        let lastFrame = frame
        ownTransform = transform
        worldView = nil
        frame = lastFrame
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates, translation included (UIKit's `frame` under a
    /// translation); setting it moves the view.
    open var frame: CGRect {
        get { worldView?.frame ?? ownFrame.offsetBy(dx: ownTransform.tx, dy: ownTransform.ty) }
        set {
            if let worldView {
                worldView.frame = newValue
            } else {
                ownFrame = newValue.offsetBy(dx: -ownTransform.tx, dy: -ownTransform.ty)
            }
        }
    }

    /// The view's own rect: origin zero (a scroll view's is its content offset), size of the frame.
    /// Setting its size resizes the view about its centre, as UIKit does.
    open var bounds: CGRect {
        get { worldView?.bounds ?? CGRect(origin: .zero, size: ownFrame.size) }
        set {
            let old = frame
            frame = CGRect(
                x: old.midX - newValue.width / 2, y: old.midY - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let old = frame
            frame = old.offsetBy(dx: newValue.x - old.midX, dy: newValue.y - old.midY)
        }
    }

    /// The view's transform: only translations move anything in the world (keyboard code moves
    /// views with `CGAffineTransform(translationX:y:)`); the rest is carried.
    open var transform: CGAffineTransform {
        get { worldView?.transform ?? ownTransform }
        set { if let worldView { worldView.transform = newValue } else { ownTransform = newValue } }
    }

    /// The size that best fits `size`: the view's current size (UIKit's default; a toolbar
    /// answers its bar height).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// Where the view's bounds space begins in the window.
    var originInWindow: CGPoint {
        if let worldView { return worldView.originInWindow }
        let own = frame.origin
        guard let ownSuperview else { return own }
        let outer = ownSuperview.originInWindow
        return CGPoint(x: outer.x + own.x, y: outer.y + own.y)
    }

    // MARK: Hierarchy

    /// The superview: the root view's is the window.
    open var superview: UIView? {
        guard let worldView, let uiCase else { return ownSuperview }
        if let parent = worldView.superview { return uiCase.view(for: parent) }
        return worldView.role == .rootView ? uiCase.window : nil
    }

    /// The subviews, back to front: the screen's views and the text fields and text views they
    /// hold, or what code added to a view it made.
    open var subviews: [UIView] {
        guard let worldView, let uiCase else { return ownSubviews }
        return worldView.subviews.map { uiCase.view(for: $0) } + uiCase.inputs.filter { $0.superview === self }
    }

    /// The window the view is in (nil for a view code made).
    open var window: UIWindow? { uiCase?.window }

    /// Adds `view` as a subview. A view of the screen stays where the screen has it; a view code
    /// made is kept in the list but is not part of the screen the checks judge.
    open func addSubview(_ view: UIView) {
        guard view.worldView == nil else { return }
        view.removeFromSuperview()
        view.ownSuperview = self
        if worldView == nil { ownSubviews.append(view) }
    }

    /// Removes the view from its superview (only a view code made leaves; the screen's stay).
    open func removeFromSuperview() {
        guard worldView == nil, let parent = ownSuperview else { return }
        parent.ownSubviews.removeAll { $0 === self }
        ownSuperview = nil
    }

    /// Brings a subview to the front (nothing to do: the world has no z-order).
    open func bringSubviewToFront(_ view: UIView) {}

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in this view's subtree (this view first).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// An integer to find the view with (`viewWithTag(_:)`); 0 by default, as in UIKit.
    open var tag: Int = 0

    /// The root view's next responder is its view controller, any other view's its superview.
    open override var next: UIResponder? { owningController ?? superview }

    // MARK: Coordinates

    /// Converts `rect` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect, to: view) }
    /// Converts `rect` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect, from: view) }
    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convertRect(CGRect(origin: point, size: .zero), to: view).origin
    }
    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convertRect(CGRect(origin: point, size: .zero), from: view).origin
    }
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect, to: placed(coordinateSpace))
    }
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect, from: placed(coordinateSpace))
    }
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertRect(CGRect(origin: point, size: .zero), to: placed(coordinateSpace)).origin
    }
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertRect(CGRect(origin: point, size: .zero), from: placed(coordinateSpace)).origin
    }

    // MARK: Safe area and margins

    /// The part of the view the strips outside the safe area cover (the status bar and notch, the
    /// home indicator, translucent bars, the controller's `additionalSafeAreaInsets`), from where
    /// the view is now. Zero for a view code made (it is in no window).
    open var safeAreaInsets: UIEdgeInsets { worldView?.safeAreaInsets ?? .zero }

    /// The layout margins: a root view's are its safe area; any other view's 8 pt.
    open var layoutMargins: UIEdgeInsets {
        get { worldView?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {}
    }

    // MARK: Editing

    /// Makes the first responder in this view resign (the keyboard hides); returns whether one did.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let uiCase else { return false }
        return uiCase.host.view.endEditing(force)
    }
}
