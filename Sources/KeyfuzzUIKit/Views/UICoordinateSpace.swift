import Foundation
import KeyboardWorld

/// `UICoordinateSpace`: something rects convert to and from. Views, windows and the screen's
/// `coordinateSpace` are spaces; keyboard frames are given in the screen's.
@MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's own rect, in its own coordinates.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// Where a space's origin lies in the window: every space of the world is a translation of the
/// window's, so that is all a conversion needs.
@MainActor
protocol WindowPlaced: AnyObject {
    var originInWindow: CGPoint { get }
}

extension WindowPlaced {
    /// `rect`, given in this space, in `space`'s coordinates (nil: the window's).
    func convertRect(_ rect: CGRect, to space: WindowPlaced?) -> CGRect {
        let from = originInWindow
        let to = space?.originInWindow ?? .zero
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// `rect`, given in `space`'s coordinates (nil: the window's), in this space.
    func convertRect(_ rect: CGRect, from space: WindowPlaced?) -> CGRect {
        let from = space?.originInWindow ?? .zero
        let to = originInWindow
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }
}

/// The space of `space`, as the world places it (every space UIKit code gets is one of keyfuzz's).
func placed(_ space: any UICoordinateSpace) -> WindowPlaced? { space as? WindowPlaced }

/// The screen's coordinate space (`UIScreen.coordinateSpace`): keyboard frames are in it.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace, WindowPlaced {
    var screen: Screen?

    init(screen: Screen?) { self.screen = screen }

    var bounds: CGRect { screen?.bounds ?? .zero }
    var originInWindow: CGPoint { screen?.originInWindow ?? .zero }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertRect(CGRect(origin: point, size: .zero), to: placed(coordinateSpace)).origin
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convertRect(CGRect(origin: point, size: .zero), from: placed(coordinateSpace)).origin
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect, to: placed(coordinateSpace))
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convertRect(rect, from: placed(coordinateSpace))
    }
}
