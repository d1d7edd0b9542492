import Foundation

/// How a `UITableViewController` or `UICollectionViewController` avoids the keyboard by itself
/// (docs/world-rules.md, "Table and collection view controllers"). Which one a case runs is
/// the iOS SDK the app was linked with: every current app gets `systemInset`; `contentInset`
/// is kept so that seed files written before it existed replay as they were written.
public enum ControllerKeyboardAvoidance: String, CaseIterable, Hashable, Sendable, Codable {
    /// Legacy (apps linked before iOS 11, and keyfuzz's rule before it modelled the newer one):
    /// on did-show and did-change-frame the controller sets the table's `contentInset.bottom`
    /// to the designer's plus the docked keyboard's overlap, and restores it on will-hide.
    case contentInset
    /// UIKit for apps linked on iOS 11 and later (decompiled UIKitCore): the controller
    /// registers in `viewWillAppear` and re-computes its adjustment there, adjusts on will-show
    /// and did-change-frame, removes the adjustment a turn after will-hide, and puts it into
    /// the system's part of `adjustedContentInset` (nothing under `.never`).
    case systemInset
}
