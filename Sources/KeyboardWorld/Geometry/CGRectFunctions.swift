// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (the C names are the point: ported code calls them as it does on iOS)
import Foundation

// Core Graphics' C functions on rectangles, which Objective-C keyboard code calls on every line
// (`CGRectGetMaxY(keyboardFrame)`, `CGRectIsEmpty(endFrame)`), which Linux's Foundation lacks and
// Swift marks unavailable on Apple platforms, so that such code ports line by line: the world's
// own on every platform (on Apple platforms they shadow Core Graphics' in code that imports
// KeyboardWorld). Each does what Core Graphics documents, including the
// standardisation of rectangles with a negative width or height and the null rectangle's rules.

/// `CGRectGetMinX`: the smallest x of the standardised rectangle.
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
/// `CGRectGetMidX`: the x of the standardised rectangle's centre.
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
/// `CGRectGetMaxX`: the largest x of the standardised rectangle.
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
/// `CGRectGetMinY`: the smallest y of the standardised rectangle.
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
/// `CGRectGetMidY`: the y of the standardised rectangle's centre.
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
/// `CGRectGetMaxY`: the largest y of the standardised rectangle (a keyboard frame's bottom).
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
/// `CGRectGetWidth`: the standardised rectangle's width (never negative).
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
/// `CGRectGetHeight`: the standardised rectangle's height (never negative).
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }
/// `CGRectIsEmpty`: whether the rectangle has no area (zero width or height) or is the null rectangle.
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }
/// `CGRectIsNull`: whether the rectangle is the null rectangle (`{inf, inf, 0, 0}`).
public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }
/// `CGRectEqualToRect`: whether two rectangles are equal.
public func CGRectEqualToRect(_ lhs: CGRect, _ rhs: CGRect) -> Bool { lhs.standardized == rhs.standardized }
/// `CGRectIntersection`: the rectangles' overlap, the null rectangle when they do not overlap.
public func CGRectIntersection(_ lhs: CGRect, _ rhs: CGRect) -> CGRect { lhs.intersection(rhs) }
/// `CGRectIntersectsRect`: whether the rectangles overlap.
public func CGRectIntersectsRect(_ lhs: CGRect, _ rhs: CGRect) -> Bool { lhs.intersects(rhs) }
/// `CGRectUnion`: the smallest rectangle holding both.
public func CGRectUnion(_ lhs: CGRect, _ rhs: CGRect) -> CGRect { lhs.union(rhs) }
/// `CGRectContainsPoint`: whether the point lies in the rectangle (its maximum edges excluded).
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
/// `CGRectContainsRect`: whether the second rectangle lies wholly in the first.
public func CGRectContainsRect(_ rect: CGRect, _ other: CGRect) -> Bool { rect.contains(other) }
/// `CGRectOffset`: the rectangle moved by `dx`, `dy`.
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
/// `CGRectInset`: the rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
/// `CGRectMake`: a rectangle from its origin and size.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
/// `CGPointMake`: a point.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
/// `CGSizeMake`: a size.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
/// `CGRectZero`: the rectangle at the origin with no size.
public let CGRectZero = CGRect.zero
/// `CGRectNull`: the null rectangle, what an intersection of disjoint rectangles returns.
public let CGRectNull = CGRect.null
