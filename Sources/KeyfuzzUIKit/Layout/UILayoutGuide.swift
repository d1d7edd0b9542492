import Foundation
import KeyboardWorld

/// `UILayoutGuide`: a rectangle views can be pinned to. A view's `safeAreaLayoutGuide` and the
/// root view's `layoutMarginsGuide` are the world's (the root view's margins are its safe area);
/// a guide code made (`addLayoutGuide(_:)`) keeps its values and places nothing.
@MainActor
open class UILayoutGuide: NSObject {
    /// What the guide is in the world, nil for a guide code made (and once the case has ended).
    private(set) var worldItem: LayoutAnchor.Item?
    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""

    /// A guide code makes (not solved by the world).
    public override init() {
        worldItem = nil
        super.init()
    }

    init(_ item: LayoutAnchor.Item, owner: UIView) {
        worldItem = item
        owningView = owner
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard owningView?.worldView != nil, let worldItem else { return .zero }
        switch worldItem {
        case .safeAreaGuide(let view): return view.safeAreaLayoutGuide.layoutFrame
        case .keyboardGuide(let view): return view.keyboardLayoutGuide.layoutFrame
        case .view(let view), .layoutArea(let view): return view.bounds
        }
    }

    private func y(_ attribute: LayoutAnchor.Attribute) -> LayoutAnchor? { worldItem.map { LayoutAnchor($0, attribute) } }

    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(y(.top), owner: self) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(y(.bottom), owner: self) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(y(.centerY), owner: self) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(y(.height), owner: self) }
    /// The leading edge (kept, not solved).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The trailing edge (kept, not solved).
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The left edge (kept, not solved).
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The right edge (kept, not solved).
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The horizontal centre (kept, not solved).
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The width (kept, not solved).
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(nil, owner: self) }
}

/// `UIKeyboardLayoutGuide` (iOS 15): the part of its view the keyboard takes. It follows the
/// keyboard the screen shows (not the frames notifications report) and is already at a
/// transition's end while its will-notifications are delivered; with no docked keyboard its top
/// is the view's safe-area bottom (`usesBottomSafeArea`) or the view's bottom. Constraints to
/// it are laid out again at the layout pass after the keyboard moves (docs/world-rules.md,
/// "Keyboard layout guide").
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// The world's guide; nil for the guide of a view code made (it follows no keyboard), and
    /// once the case has ended.
    private(set) var guide: KeyboardLayoutGuide?
    private var own = (followsUndockedKeyboard: false, usesBottomSafeArea: true, keyboardDismissPadding: CGFloat(0))

    init(_ guide: KeyboardLayoutGuide, owner: UIView) {
        self.guide = guide
        super.init(.keyboardGuide(of: guide.owningView), owner: owner)
    }

    /// The case has ended: the guide keeps its settings and follows nothing.
    func detach() {
        guard let guide else { return }
        own = (guide.followsUndockedKeyboard, guide.usesBottomSafeArea, guide.keyboardDismissPadding)
        self.guide = nil
    }

    /// The guide of `view`, a view code made.
    init(detachedFor view: UIView) {
        guide = nil
        super.init()
        owningView = view
    }

    /// Whether a floating (undocked) keyboard moves the guide (default false).
    open var followsUndockedKeyboard: Bool {
        get { guide?.followsUndockedKeyboard ?? own.followsUndockedKeyboard }
        set { if let guide { guide.followsUndockedKeyboard = newValue } else { own.followsUndockedKeyboard = newValue } }
    }

    /// Whether, with no docked keyboard, the guide's top is the safe area's bottom (default true)
    /// or the view's bottom.
    open var usesBottomSafeArea: Bool {
        get { guide?.usesBottomSafeArea ?? own.usesBottomSafeArea }
        set { if let guide { guide.usesBottomSafeArea = newValue } else { own.usesBottomSafeArea = newValue } }
    }

    /// How far above the keyboard a scroll-to-dismiss gesture starts (iOS 17; kept: the world's
    /// drags always reach the keyboard).
    open var keyboardDismissPadding: CGFloat {
        get { guide?.keyboardDismissPadding ?? own.keyboardDismissPadding }
        set { if let guide { guide.keyboardDismissPadding = newValue } else { own.keyboardDismissPadding = newValue } }
    }
}
