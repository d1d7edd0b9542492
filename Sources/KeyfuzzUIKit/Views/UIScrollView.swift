import Foundation
import KeyboardWorld

/// `UIScrollView`, with UIKit's scrolling rules as the world models them (docs/classic-world.md
/// §4, docs/world-rules.md "Scroll view"): the screen's form scroll view, the page of a nested
/// form, or a scroll view code made (whose values are kept and judged by nothing).
open class UIScrollView: UIView {
    /// The world's scroll view this object stands for; nil for one code made.
    private(set) var worldScrollView: ScrollView?
    /// What a scroll view code made keeps.
    private var own = OwnScrollState()

    /// A scroll view code makes, outside the screen.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func attach(to view: View, in uiCase: UIKitCase) {
        super.attach(to: view, in: uiCase)
        worldScrollView = view as? ScrollView
    }

    /// Keeps the scroll state's stored values (the world, being freed, is not read).
    override func detach() {
        if let scrollView = worldScrollView {
            own.contentInset = scrollView.contentInset
            own.verticalScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets
            own.contentOffset = scrollView.contentOffset
            own.contentSize = scrollView.contentSize
            own.keyboardDismissMode = KeyboardDismissMode(scrollView.keyboardDismissMode)
            own.alwaysBounceVertical = scrollView.alwaysBounceVertical
            if own.contentInsetAdjustmentBehavior == nil {
                own.contentInsetAdjustmentBehavior = scrollView.contentInsetAdjustmentBehavior == .never ? .never : .automatic
            }
        }
        worldScrollView = nil
        super.detach()
    }

    /// The delegate told when the user starts dragging (`scrollViewWillBeginDragging(_:)`).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The inset of the content from the scroll view's edges (the designer's, plus what code adds).
    open var contentInset: UIEdgeInsets {
        get { worldScrollView?.contentInset ?? own.contentInset }
        set { if let worldScrollView { worldScrollView.contentInset = newValue } else { own.contentInset = newValue } }
    }

    /// `contentInset` plus the safe area where `contentInsetAdjustmentBehavior` adds it.
    open var adjustedContentInset: UIEdgeInsets { worldScrollView?.adjustedContentInset ?? own.contentInset }

    /// How far the vertical scroll indicator stays from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { worldScrollView?.verticalScrollIndicatorInsets ?? own.verticalScrollIndicatorInsets }
        set {
            if let worldScrollView {
                worldScrollView.verticalScrollIndicatorInsets = newValue
            } else {
                own.verticalScrollIndicatorInsets = newValue
            }
        }
    }

    /// How far the horizontal scroll indicator stays from the edges (kept; only the vertical
    /// axis is modelled).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { own.horizontalScrollIndicatorInsets }
        set { own.horizontalScrollIndicatorInsets = newValue }
    }

    /// The deprecated name of both indicator insets: reads the vertical ones; setting it sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The bounds origin: where the content is scrolled to. Setting it stores what is given
    /// (UIKit does not clamp a programmatic set; the layout pass does).
    open var contentOffset: CGPoint {
        get { worldScrollView?.contentOffset ?? own.contentOffset }
        set { if let worldScrollView { worldScrollView.contentOffset = newValue } else { own.contentOffset = newValue } }
    }

    /// The content's size, which bounds the offsets the scroll view can take.
    open var contentSize: CGSize {
        get { worldScrollView?.contentSize ?? own.contentSize }
        set { if let worldScrollView { worldScrollView.contentSize = newValue } else { own.contentSize = newValue } }
    }

    /// Sets the offset; animated, the scroll view's own 0.3 s scroll animation runs on.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if let worldScrollView {
            worldScrollView.setContentOffset(contentOffset, animated: animated)
        } else {
            own.contentOffset = contentOffset
        }
    }

    /// Scrolls the least distance that shows `rect` (content coordinates) inside the insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        worldScrollView?.scrollRectToVisible(rect, animated: animated)
    }

    /// Shows the scroll indicators for a moment (nothing the world models).
    open func flashScrollIndicators() {}

    /// What a drag does to the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode {
        get { worldScrollView.map { KeyboardDismissMode($0.keyboardDismissMode) } ?? own.keyboardDismissMode }
        set {
            if let worldScrollView, let mode = newValue.worldMode {
                worldScrollView.keyboardDismissMode = mode
            } else {
                own.keyboardDismissMode = newValue
            }
        }
    }

    /// Whether and when the safe area joins `contentInset` in `adjustedContentInset`. The world
    /// models `.automatic` and `.never`; `.scrollableAxes` is `.automatic` outside a container (as
    /// Apple defines both), and `.always` is taken as `.automatic` (docs/testing.md, "Where
    /// keyfuzz differs from UIKit").
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get {
            if let set = own.contentInsetAdjustmentBehavior { return set }
            return worldScrollView?.contentInsetAdjustmentBehavior == .never ? .never : .automatic
        }
        set {
            own.contentInsetAdjustmentBehavior = newValue
            worldScrollView?.contentInsetAdjustmentBehavior = newValue == .never ? .never : .automatic
        }
    }

    /// Whether the content bounces vertically even when it is short (under `.automatic` it then
    /// gets the vertical safe area).
    open var alwaysBounceVertical: Bool {
        get { worldScrollView?.alwaysBounceVertical ?? own.alwaysBounceVertical }
        set {
            if let worldScrollView {
                worldScrollView.alwaysBounceVertical = newValue
            } else {
                own.alwaysBounceVertical = newValue
            }
        }
    }

    /// Whether the content bounces horizontally (kept).
    open var alwaysBounceHorizontal: Bool {
        get { own.alwaysBounceHorizontal }
        set { own.alwaysBounceHorizontal = newValue }
    }

    /// Whether the content bounces at its edges (kept).
    open var bounces: Bool {
        get { own.bounces }
        set { own.bounces = newValue }
    }

    /// Whether the user can scroll (kept: the world's scroll views always scroll).
    open var isScrollEnabled: Bool {
        get { own.isScrollEnabled }
        set { own.isScrollEnabled = newValue }
    }

    /// Whether the vertical indicator shows (kept).
    open var showsVerticalScrollIndicator: Bool {
        get { own.showsVerticalScrollIndicator }
        set { own.showsVerticalScrollIndicator = newValue }
    }

    /// Whether the horizontal indicator shows (kept).
    open var showsHorizontalScrollIndicator: Bool {
        get { own.showsHorizontalScrollIndicator }
        set { own.showsHorizontalScrollIndicator = newValue }
    }

    /// Whether the user is dragging: never between the world's actions.
    open var isDragging: Bool { false }
    /// Whether the content is decelerating after a drag: never in the world.
    open var isDecelerating: Bool { false }

    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag does nothing to the keyboard (UIKit's default).
        case none
        /// A drag dismisses the keyboard as it begins.
        case onDrag
        /// The keyboard follows the finger and hides on release.
        case interactive
        /// As `onDrag`, keeping the input accessory view (not modelled: kept only).
        case onDragWithAccessory
        /// As `interactive`, keeping the input accessory view (not modelled: kept only).
        case interactiveWithAccessory

        init(_ mode: KeyboardWorld.KeyboardDismissMode) {
            switch mode {
            case .none: self = .none
            case .onDrag: self = .onDrag
            case .interactive: self = .interactive
            }
        }

        /// The world's mode, nil for one it does not model.
        var worldMode: KeyboardWorld.KeyboardDismissMode? {
            switch self {
            case .none: KeyboardWorld.KeyboardDismissMode.none
            case .onDrag: .onDrag
            case .interactive: .interactive
            case .onDragWithAccessory, .interactiveWithAccessory: nil
            }
        }
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The safe area is added vertically in a navigation or tab bar controller, else as
        /// `scrollableAxes` (UIKit's default).
        case automatic
        /// The safe area is added on the axes that scroll (content taller than the view, or
        /// `alwaysBounceVertical`).
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added (taken as `automatic` by the world).
        case always
    }
}

/// What a scroll view code made keeps (and the values UIKit keeps that the world does not model).
private struct OwnScrollState {
    var contentInset = UIEdgeInsets.zero
    var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    var contentOffset = CGPoint.zero
    var contentSize = CGSize.zero
    var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
    var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior?
    var alwaysBounceVertical = false
    var alwaysBounceHorizontal = false
    var bounces = true
    var isScrollEnabled = true
    var showsVerticalScrollIndicator = true
    var showsHorizontalScrollIndicator = true
}
