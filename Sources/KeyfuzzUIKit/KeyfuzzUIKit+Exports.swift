// The names a file that imports UIKit gets along with it: Foundation (which UIKit re-exports),
// with keyfuzz's own main queue, notification center and clock in place of Dispatch's and
// Foundation's (scoped re-exports shadow the unscoped ones, even in a file that imports
// Foundation itself; the whole module too, for `DispatchTime`'s operators), and the geometry keyfuzz defines once for every platform (its insets, its
// transform and the Core Graphics functions keyboard code calls), so that `import KeyfuzzUIKit`
// is the one line a view controller's file changes.
@_exported import Foundation
@_exported import KeyfuzzFoundation

@_exported import struct KeyboardWorld.CGAffineTransform
@_exported import func KeyboardWorld.CGAffineTransformMakeTranslation
@_exported import func KeyboardWorld.CGPointMake
@_exported import func KeyboardWorld.CGRectContainsPoint
@_exported import func KeyboardWorld.CGRectContainsRect
@_exported import func KeyboardWorld.CGRectEqualToRect
@_exported import func KeyboardWorld.CGRectGetHeight
@_exported import func KeyboardWorld.CGRectGetMaxX
@_exported import func KeyboardWorld.CGRectGetMaxY
@_exported import func KeyboardWorld.CGRectGetMidX
@_exported import func KeyboardWorld.CGRectGetMidY
@_exported import func KeyboardWorld.CGRectGetMinX
@_exported import func KeyboardWorld.CGRectGetMinY
@_exported import func KeyboardWorld.CGRectGetWidth
@_exported import func KeyboardWorld.CGRectInset
@_exported import func KeyboardWorld.CGRectIntersection
@_exported import func KeyboardWorld.CGRectIntersectsRect
@_exported import func KeyboardWorld.CGRectIsEmpty
@_exported import func KeyboardWorld.CGRectIsNull
@_exported import func KeyboardWorld.CGRectMake
@_exported import let KeyboardWorld.CGRectNull
@_exported import func KeyboardWorld.CGRectOffset
@_exported import func KeyboardWorld.CGRectUnion
@_exported import let KeyboardWorld.CGRectZero
@_exported import func KeyboardWorld.CGSizeMake
@_exported import struct KeyboardWorld.UIEdgeInsets
@_exported import func KeyboardWorld.UIEdgeInsetsMake
@_exported import class KeyfuzzFoundation.DispatchQueue
@_exported import struct KeyfuzzFoundation.DispatchTime
@_exported import class KeyfuzzFoundation.DispatchWorkItem
@_exported import class KeyfuzzFoundation.NotificationCenter
@_exported import class KeyfuzzFoundation.OperationQueue
