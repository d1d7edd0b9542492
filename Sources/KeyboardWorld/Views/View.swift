import Foundation

/// A view with UIKit's geometry: an untransformed frame in its superview, a translation, and a
/// bounds origin that shifts its content (non-zero only for scroll views).
///
/// `frame` reports the translated rect, as UIKit does; setting it while translated moves the
/// untransformed frame by the same difference.
public class View: CoordinateSpace {
    // The world owns this object and outlives it: checked in debug builds, unchecked in
    // release ones (the check is a tenth of the fuzz loop).
    #if DEBUG
        unowned let world: World
    #else
        unowned(unsafe) let world: World
    #endif
    /// The superview, `nil` for the root view (whose superview is the window) and for a view
    /// outside the hierarchy. Not owned: a superview owns its subviews (and the world owns
    /// every view), so a strong reference both ways would keep every world's views alive.
    #if DEBUG
        unowned let parent: View?
    #else
        unowned(unsafe) let parent: View?
    #endif
    /// The view's place on the screen: the name the trace and reports use, and what tells the
    /// views of one screen apart (one view per place).
    public let role: WorldProperty.ViewRole
    /// The frame without the transform, in the superview's coordinates.
    @exclusivity(unchecked) var untransformedFrame: CGRect {
        didSet {
            if !untransformedFrame.hasSameBits(as: oldValue) { world.geometryGeneration &+= 1 }
            world.traceAssignment(self, "frame", TraceFormat.rect(frame))
        }
    }
    /// The subviews, back to front (only the views the world models).
    public var subviews: [View] { storedSubviews }
    @exclusivity(unchecked) private var storedSubviews: [View] = []
    /// `keyboardLayoutGuide` (iOS 15): this view's guide, made when first asked for, as UIKit
    /// makes it (see ``KeyboardLayoutGuide``).
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let madeKeyboardLayoutGuide { return madeKeyboardLayoutGuide }
        let guide = KeyboardLayoutGuide(owner: self)
        madeKeyboardLayoutGuide = guide
        return guide
    }
    /// The guide once made (nil until a strategy asks for it: the state key and a saved state
    /// then have nothing of it to hold).
    @exclusivity(unchecked) private(set) var madeKeyboardLayoutGuide: KeyboardLayoutGuide?

    /// Creates a view; `attached` false leaves it out of its parent's subviews (an outlet to a
    /// view that is not on the screen).
    /// `parent` again, read without a retain: `windowPlacement` walks it on every geometry query.
    let unretainedParent: Unmanaged<View>?

    init(world: World, parent: View?, role: WorldProperty.ViewRole, frame: CGRect, attached: Bool = true) {
        self.world = world
        self.parent = attached ? parent : nil
        self.unretainedParent = attached ? parent.map { Unmanaged.passUnretained($0) } : nil
        self.role = role
        self.untransformedFrame = frame
        if attached { parent?.storedSubviews.append(self) }
    }

    /// Whether the view clips what it holds (scroll views do; the other views the world models
    /// do not): the visible band of a field is cut to every clipping view around it.
    var clipsContent: Bool { role == .scrollView || role == .pageScrollView }

    /// The superview, as UIKit names it: nil for the root view and for a view not on the screen.
    public var superview: View? { parent }

    /// The nearest superview of type `type` (the way `superviewOfClassType` walks up in
    /// IQKeyboardManager), nil when there is none.
    public func superview<Kind: View>(ofType type: Kind.Type) -> Kind? {
        var view = parent
        while let current = view {
            if let match = current as? Kind { return match }
            view = current.parent
        }
        return nil
    }

    /// The view's translation (article 000 v4 moves the root view with it).
    /// (Computed over unchecked storage: strategies in other modules would otherwise check every
    /// access, see `World`.)
    public var transform: CGAffineTransform {
        get { storedTransform }
        set {
            if !newValue.hasSameBits(as: storedTransform) { world.geometryGeneration &+= 1 }
            storedTransform = newValue
            world.traceAssignment(self, "transform.ty", TraceFormat.number(newValue.ty))
        }
    }
    @exclusivity(unchecked) private var storedTransform: CGAffineTransform = .identity

    /// The frame in the superview's coordinates, translation included.
    public var frame: CGRect {
        get { untransformedFrame.shifted(dx: transform.tx, dy: transform.ty) }
        set { untransformedFrame = newValue.shifted(dx: -transform.tx, dy: -transform.ty) }
    }

    /// The view's own rect: origin `(0, 0)` except for scroll views, size of the frame.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: untransformedFrame.size) }

    var boundsOrigin: CGPoint { .zero }

    /// Where the view and its bounds space lie in the window: the world's one formula.
    /// Kept from the last computation while no frame, transform or offset of the world has moved
    /// since (`World.geometryGeneration`): one action asks for it many times.
    public final var windowPlacement: WindowPlacement {
        let generation = world.geometryGeneration
        if placementGeneration == generation { return cachedPlacement }
        let superviewSpace = unretainedParent?._withUnsafeGuaranteedRef { $0.windowPlacement.boundsSpaceOrigin } ?? .zero
        let placement = WindowPlacement(superviewSpace: superviewSpace, frame: frame, boundsOrigin: boundsOrigin)
        cachedPlacement = placement
        placementGeneration = generation
        return placement
    }
    /// The last `windowPlacement` and the geometry generation it was computed at (-1: none yet).
    @exclusivity(unchecked) private var cachedPlacement = WindowPlacement(superviewSpace: .zero, frame: .zero, boundsOrigin: .zero)
    @exclusivity(unchecked) private var placementGeneration = -1

    /// Where the view's bounds space begins in the window (what conversions use).
    public var originInWindow: CGPoint { windowPlacement.boundsSpaceOrigin }

    /// The window the view is in.
    public var window: Window { world.window }

    /// Resigns the first responder, as UIKit's `endEditing(_:)` does; returns whether one resigned.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        world.traceCall("endEditing")
        return world.dismissFocus()
    }

    /// `layoutIfNeeded()`: lays the screen's views out now if their constraints changed or what
    /// they are pinned to moved (docs/world-rules.md, "Auto Layout"); inside an animations block
    /// the frames it sets animate. Nothing to do for a screen without constraints.
    public func layoutIfNeeded() {
        world.traceCall("\(traceName).layoutIfNeeded()")
        world.layoutIfNeeded()
    }

    /// `setNeedsLayout()`: the next layout pass lays the screen's views out again.
    public func setNeedsLayout() {
        world.setNeedsLayout()
    }

    /// The name the trace uses for this view.
    var traceName: String { role.name }

    /// The layout margins: for the root view, its safe area (the system's minimum vertical
    /// margins of a root view are taken as 0); 8 pt on each edge for any other view.
    public var layoutMargins: UIEdgeInsets {
        guard role == .rootView else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        return safeAreaInsets
    }
}
