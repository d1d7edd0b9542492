import Foundation

extension ScrollView {
    /// `safeAreaInsets`: the scroll view's overlap with the device safe area, from its current
    /// window rect, whatever its `contentInsetAdjustmentBehavior` (under `automatic` it is what
    /// `adjustedContentInset` adds; under `never` nothing adds it, yet it is still there, as in
    /// UIKit, and code that subtracts it regardless is wrong there).
    public var safeAreaInsets: UIEdgeInsets {
        world.safeAreaOverlap(ofScrollViewAtWindowY: windowPlacement.frame.origin.y, height: untransformedFrame.size.height)
    }
}
