import Foundation

#if canImport(CoreGraphics)
    // Imported by name so that, in a file importing both, this module's Core Graphics names
    // (the transform, the rectangle functions) shadow Core Graphics' own: Swift prefers the
    // declaration of the module that imports the other.
    import CoreGraphics
#endif

/// An affine transform shaped like Core Graphics' `CGAffineTransform`: the world's own on every
/// platform (Linux's Foundation has none; on Apple platforms it shadows Core Graphics' in code
/// that imports KeyboardWorld), so a transform means the same everywhere.
///
/// The world models translations only: `frame` and coordinate conversion use `tx` and `ty`;
/// the linear part is carried so that code that sets it compiles, but it moves nothing.
public struct CGAffineTransform: Hashable, Sendable {
    /// The linear part's x scale (row 1, column 1); carried, but the world ignores it.
    public var a: CGFloat
    /// The linear part's row 1, column 2 (rotation or shear); carried, but the world ignores it.
    public var b: CGFloat
    /// The linear part's row 2, column 1 (rotation or shear); carried, but the world ignores it.
    public var c: CGFloat
    /// The linear part's y scale (row 2, column 2); carried, but the world ignores it.
    public var d: CGFloat
    /// The horizontal translation in points: moves the view's `frame` right.
    public var tx: CGFloat
    /// The vertical translation in points: moves the view's `frame` down (negative moves it up,
    /// as `view.transform = CGAffineTransform(translationX: 0, y: -k)` does in article 000 v4).
    public var ty: CGFloat

    /// Creates a transform from its six components, as Core Graphics' memberwise initializer does.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// `CGAffineTransform(translationX:y:)`: a pure translation by `tx`, `ty` points.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// `CGAffineTransform.identity`: no translation, what a strategy assigns to put a view back.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether all six components equal the identity's (exact comparison, as Core Graphics').
    public var isIdentity: Bool { self == .identity }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Builds a translation the way Objective-C's `CGAffineTransformMakeTranslation` does.
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}
