import Foundation

#if !canImport(CoreGraphics)
    /// An affine transform shaped like Core Graphics' `CGAffineTransform`, which Linux's Foundation lacks.
    ///
    /// The world models translations only: `frame` and coordinate conversion use `tx` and `ty`;
    /// the linear part is carried so that code that sets it compiles, but it moves nothing.
    public struct CGAffineTransform: Hashable, Sendable {
        public var a: CGFloat
        public var b: CGFloat
        public var c: CGFloat
        public var d: CGFloat
        public var tx: CGFloat
        public var ty: CGFloat

        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        public var isIdentity: Bool { self == .identity }
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Builds a translation the way Objective-C's `CGAffineTransformMakeTranslation` does.
    public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty)
    }
#endif
