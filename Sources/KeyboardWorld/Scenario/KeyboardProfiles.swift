import Foundation

// The event profiles beyond the classic world (docs/world-rules.md
// "Event profiles"): how real devices post keyboard notifications. Each enum's first case is
// its classic value, which reproduces the classic world (docs/classic-world.md).

/// Which keyboard the user has chosen (docs/world-rules.md, "Third-party keyboards").
public enum KeyboardKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// Apple's keyboard: one transition per show.
    case system
    /// A third-party keyboard, 22 pt taller than the system one: its first show posts three
    /// will-show transitions (tall, base height without the predictive bar, tall again) before
    /// any did-notification, as Sogou was reported to (282 -> 216 -> 282 on a 375x667 phone).
    case thirdParty
    /// A third-party keyboard whose first show posts two will-show transitions (base height,
    /// then its own height).
    case thirdPartyTwoStep
}

/// When the QuickType / password AutoFill bar arrives (docs/world-rules.md, "QuickType bar").
public enum QuickTypeBar: String, CaseIterable, Hashable, Sendable, Codable {
    /// With the keyboard: the first show already has the predictive bar's height.
    case withShow
    /// After the first show has finished: the show goes to the height without the bar, and the
    /// bar arrives as a second transition when the show's did-notifications are delivered.
    case late
    /// As `late`, but the bar's transition is reported with an end frame entirely above the
    /// screen (`(0, -h, W, h)`, as AutoFill has posted) while the keyboard really is docked.
    case lateAboveScreen
}

/// The frame a hardware keyboard's on-screen bar is reported with (docs/world-rules.md,
/// "Hardware keyboards").
public enum HardwareFrame: String, CaseIterable, Hashable, Sendable, Codable {
    /// The full software keyboard height, reaching below the screen, with only the bar visible.
    case fullHeight
    /// Only the visible part: the bar (and accessory view) is the whole frame.
    case visibleOnly
}

/// `UIScrollView.keyboardDismissMode`, which the app sets on its scroll view.
public enum KeyboardDismissMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// UIKit's default: a drag does nothing to the keyboard. The classic world still lets its
    /// unusual-path `dragDismiss` action act, as if the mode were interactive.
    case none
    /// The keyboard is dismissed as soon as a drag begins; the hide's end frame has zero height.
    case onDrag
    /// The keyboard follows the finger and hides on release (`dragDismiss`), or stays when the
    /// drag is pulled back up (`dragCancel`).
    case interactive
}

/// Whether dismissals and undocking report the tidy frames of docs/classic-world.md §5 or the degenerate
/// ones devices have been reported to post (docs/world-rules.md, "Degenerate frames").
public enum DegenerateFrames: String, CaseIterable, Hashable, Sendable, Codable {
    /// Tidy: a hide ends just below the screen; a floating keyboard is reported where it is.
    case tidy
    /// Hides end at `CGRect.zero`; undocking reports an odd frame above the screen.
    case zeroOnHide
    /// Hides end at `CGRect.null` (`{inf, inf, 0, 0}`); undocking reports the odd frame.
    case nullOnHide
}

/// What a keyboard notification's `object` is (docs/world-rules.md, "User info").
public enum NotificationObject: String, CaseIterable, Hashable, Sendable, Codable {
    /// Before iOS 16.1: `nil`.
    case none
    /// iOS 16.1 and later: the screen the keyboard is on.
    case screen
}

/// Which set of the world's own rules a case runs under (docs/world-rules.md, "World rules"):
/// how long an animated scroll takes and whether a newer one replaces it, when a user's drag
/// leaves `hidden-field` disarmed, how `finishAnimation`'s did-notifications are laid out. What
/// the other dimensions say (the keyboard's events, the screen) is the same under all three.
public enum WorldRules: String, CaseIterable, Hashable, Sendable, Codable {
    /// The rules of seed files written without the `world` key, which they replay under: an
    /// animated scroll lasts 0.3 s and a newer one queues after it; every keyboard transition
    /// re-arms `hidden-field`.
    case original
    /// Classic, the classic world (docs/classic-world.md) exactly: no clock for scrolls (an animated scroll is done at
    /// once), the did-notifications `finishAnimation` delivers followed by one layout pass, every
    /// keyboard transition re-arms `hidden-field`.
    case idealised
    /// What UIKit does, by its sources: an animated scroll lasts 0.3 s and a newer one replaces
    /// it; a keyboard transition re-arms `hidden-field` after the user's drag only while the
    /// focused field is still in view.
    case device
}
