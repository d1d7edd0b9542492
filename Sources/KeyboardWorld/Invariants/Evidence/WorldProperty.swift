import Foundation

/// A number of the world that `sanity` or `drift` reports: one a strategy can set through the
/// public API, or the keyboard's height. Typed, so that a report or a picture switches over it
/// instead of matching names.
///
/// Frames are the untransformed frames (`frame` less the view's translation), in the superview's
/// coordinates, as the invariants compare them.
public enum WorldProperty: Hashable, Sendable {
    /// An edge of the form scroll view's `contentInset`.
    case contentInset(Edge)
    /// An edge of the form scroll view's `verticalScrollIndicatorInsets`.
    case verticalScrollIndicatorInsets(Edge)
    /// A coordinate of the form scroll view's `contentOffset` (checked by `sanity` only).
    case contentOffset(Axis)
    /// A dimension of the form scroll view's `contentSize`.
    case contentSize(Dimension)
    /// A component of a view's untransformed frame.
    case frame(ViewRole, FrameComponent)
    /// A component of a view's `transform`.
    case transform(ViewRole, TransformComponent)
    /// The height of the keyboard's frame (screen coordinates).
    case keyboardHeight
    /// An edge of the page scroll view's `contentInset` (`nestedScroll`).
    case pageContentInset(Edge)
    /// An edge of the page scroll view's `verticalScrollIndicatorInsets` (`nestedScroll`).
    case pageVerticalScrollIndicatorInsets(Edge)
    /// A coordinate of the page scroll view's `contentOffset` (`nestedScroll`; `sanity` only).
    case pageContentOffset(Axis)
    /// A dimension of the page scroll view's `contentSize` (`nestedScroll`).
    case pageContentSize(Dimension)
    /// An edge of the view controller's `additionalSafeAreaInsets`.
    case additionalSafeAreaInsets(Edge)

    /// An edge of a `UIEdgeInsets`.
    public enum Edge: String, Hashable, Sendable {
        /// `UIEdgeInsets.top`.
        case top
        /// `UIEdgeInsets.left`.
        case left
        /// `UIEdgeInsets.bottom`.
        case bottom
        /// `UIEdgeInsets.right`.
        case right
    }
    /// A coordinate of a `CGPoint`.
    public enum Axis: String, Hashable, Sendable {
        /// The horizontal coordinate.
        case x
        /// The vertical coordinate, the one that drives verdicts.
        case y
    }
    /// A component of a `CGSize`.
    public enum Dimension: String, Hashable, Sendable {
        /// `CGSize.width`.
        case width
        /// `CGSize.height`.
        case height
    }
    /// A component of a `CGRect`, as `frame.x` names its origin's.
    public enum FrameComponent: String, Hashable, Sendable {
        /// The origin's x.
        case x
        /// The origin's y.
        case y
        /// The size's width.
        case width
        /// The size's height.
        case height
    }
    /// A component of a `CGAffineTransform`.
    public enum TransformComponent: String, Hashable, Sendable {
        /// The linear part's x scale (ignored by the world).
        case a
        /// The linear part's row 1, column 2 (ignored by the world).
        case b
        /// The linear part's row 2, column 1 (ignored by the world).
        case c
        /// The linear part's y scale (ignored by the world).
        case d
        /// The horizontal translation.
        case tx
        /// The vertical translation.
        case ty
    }

    /// Which view a frame or transform belongs to.
    public enum ViewRole: Hashable, Sendable {
        /// The form's scroll view.
        case scrollView
        /// The root view (`self.view`).
        case rootView
        /// The scrolling page that holds the form's scroll view (`nestedScroll`).
        case pageScrollView
        /// The header bar above the form's scroll view (`header`).
        case headerView
        /// The footer bar below the form's scroll view (`footer`).
        case footerView
        /// The plain view that holds a form without a scroll view (`plainForm`).
        case formView

        /// The name the trace and the reports use: `scrollView`, `view`, `pageScrollView`, ...
        public var name: String {
            switch self {
            case .scrollView: "scrollView"
            case .rootView: "view"
            case .pageScrollView: "pageScrollView"
            case .headerView: "headerView"
            case .footerView: "footerView"
            case .formView: "formView"
            }
        }
    }

    /// The shortest unambiguous name, as `drift` reports it: the form scroll view's own
    /// properties bare (`contentInset.bottom`), frames and transforms, which every view has, with
    /// their view (`scrollView.frame.y`, `view.transform.ty`), the page's with its name
    /// (`pageScrollView.contentInset.bottom`).
    public var name: String {
        switch self {
        case .contentInset(let edge): "contentInset.\(edge.rawValue)"
        case .verticalScrollIndicatorInsets(let edge): "verticalScrollIndicatorInsets.\(edge.rawValue)"
        case .contentOffset(let axis): "contentOffset.\(axis.rawValue)"
        case .contentSize(let dimension): "contentSize.\(dimension.rawValue)"
        case .frame(let view, let component): "\(view.name).frame.\(component.rawValue)"
        case .transform(let view, let component): "\(view.name).transform.\(component.rawValue)"
        case .keyboardHeight: "keyboard.height"
        case .pageContentInset(let edge): "pageScrollView.contentInset.\(edge.rawValue)"
        case .pageVerticalScrollIndicatorInsets(let edge): "pageScrollView.verticalScrollIndicatorInsets.\(edge.rawValue)"
        case .pageContentOffset(let axis): "pageScrollView.contentOffset.\(axis.rawValue)"
        case .pageContentSize(let dimension): "pageScrollView.contentSize.\(dimension.rawValue)"
        case .additionalSafeAreaInsets(let edge): "additionalSafeAreaInsets.\(edge.rawValue)"
        }
    }

    /// The name with its owner always spelled out, as `sanity` reports it:
    /// `scrollView.contentInset.bottom`, `view.frame.y`, `keyboard.height`.
    public var qualifiedName: String {
        switch self {
        case .contentInset, .verticalScrollIndicatorInsets, .contentOffset, .contentSize:
            "\(ViewRole.scrollView.name).\(name)"
        case .frame, .transform, .keyboardHeight, .pageContentInset, .pageVerticalScrollIndicatorInsets,
            .pageContentOffset, .pageContentSize, .additionalSafeAreaInsets:
            name
        }
    }

    /// Whether the number is a size, which `sanity` requires to be >= 0.
    public var isSize: Bool {
        switch self {
        case .contentSize, .keyboardHeight, .pageContentSize: true
        case .frame(_, let component): component == .width || component == .height
        case .contentInset, .verticalScrollIndicatorInsets, .contentOffset, .transform, .pageContentInset,
            .pageVerticalScrollIndicatorInsets, .pageContentOffset, .additionalSafeAreaInsets:
            false
        }
    }
}
