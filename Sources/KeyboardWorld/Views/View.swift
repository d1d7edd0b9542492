import Foundation

/// A view with UIKit's geometry: an untransformed frame in its superview, a translation, and a
/// bounds origin that shifts its content (non-zero only for scroll views).
///
/// `frame` reports the translated rect, as UIKit does; setting it while translated moves the
/// untransformed frame by the same difference.
public class View: CoordinateSpace {
    unowned let world: World
    /// The superview, `nil` for the root view (whose superview is the window).
    let parent: View?
    /// The frame without the transform, in the superview's coordinates.
    @exclusivity(unchecked) var untransformedFrame: CGRect {
        didSet { world.traceAssignment(self, "frame", TraceFormat.rect(frame)) }
    }

    init(world: World, parent: View?, frame: CGRect) {
        self.world = world
        self.parent = parent
        self.untransformedFrame = frame
    }

    /// The view's translation (article 000 v4 moves the root view with it).
    @exclusivity(unchecked) public var transform: CGAffineTransform = .identity {
        didSet { world.traceAssignment(self, "transform.ty", TraceFormat.number(transform.ty)) }
    }

    /// The frame in the superview's coordinates, translation included.
    public var frame: CGRect {
        get { untransformedFrame.shifted(dx: transform.tx, dy: transform.ty) }
        set { untransformedFrame = newValue.shifted(dx: -transform.tx, dy: -transform.ty) }
    }

    /// The view's own rect: origin `(0, 0)` except for scroll views, size of the frame.
    public var bounds: CGRect { CGRect(origin: boundsOrigin, size: untransformedFrame.size) }

    var boundsOrigin: CGPoint { .zero }

    /// Where the view and its bounds space lie in the window: the world's one formula.
    public final var windowPlacement: WindowPlacement {
        WindowPlacement(superviewSpace: parent?.windowPlacement.boundsSpaceOrigin ?? .zero, frame: frame,
                        boundsOrigin: boundsOrigin)
    }

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

    /// The name the trace uses for this view.
    var traceName: String { parent == nil ? "view" : "scrollView" }
}
