import Foundation

/// Where a screen's text fields live (docs/world-rules.md, "Screen shapes"). Real keyboard code
/// is written for one of these; a strategy declares the shapes it supports.
public enum ScreenShape: String, CaseIterable, Hashable, Sendable, Codable {
    /// Classic: every field inside one scroll view spanning the layout frame.
    case scrollForm
    /// No scroll view: the fields are laid out in a plain view spanning the layout frame.
    case plainForm
    /// The first field sits in a header bar at the top of the layout frame, above a scroll
    /// view that holds the others and is shorter than the layout frame.
    case header
    /// The last field sits in a footer bar at the bottom of the layout frame (a chat's input
    /// bar), below a scroll view that holds the others.
    case footer
    /// The form's scroll view (300 pt tall) lies inside a scrolling page, below a 120 pt page
    /// header: UIKit scrolls only the nearest scroll view to a field that becomes first responder.
    case nestedScroll
    /// A `UITableViewController` (or a `UICollectionViewController`, whose keyboard code UIKit
    /// shares with it): the scroll view is a table whose controller avoids the keyboard by itself
    /// (``ControllerKeyboardAvoidance``).
    case tableController

    /// Whether every field lies inside a scroll view (a strategy that only adjusts scroll
    /// views can handle every field).
    public var keepsFieldsInScrollViews: Bool {
        self == .scrollForm || self == .nestedScroll || isScrollViewController
    }

    /// Whether the screen's controller is a table or collection view controller, which avoids
    /// the keyboard by itself.
    public var isScrollViewController: Bool { self == .tableController }
}

/// Whether the container's bars let the content run under them (UIKit's default) or not.
public enum BarStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// Classic: the scroll view ends at the bars; they are fixed chrome outside it.
    case opaque
    /// The screen's scroll view extends under the navigation bar, the tab bar and the
    /// container's toolbar; the root view's `safeAreaInsets` include them and `automatic`
    /// adjusts the content inset by them.
    case translucent
}

/// How the screen comes on screen at the start of a case (docs/world-rules.md, "Lifecycle").
public enum ScreenEntry: String, CaseIterable, Hashable, Sendable, Codable {
    /// Classic: the screen was on screen before the case began, no keyboard up; no push or pop.
    case onScreen
    /// The screen is pushed at the start of the case (appearance callbacks run) and another
    /// screen may be pushed over it and popped again (`push`, `pop`).
    case pushed
    /// The screen is pushed while the previous screen's keyboard is up and its last field
    /// becomes first responder as it appears: the keyboard stays docked and nothing is posted.
    case pushedWithKeyboardUp

    /// Whether `push` and `pop` exist (the screen lives in a navigation stack).
    public var isInNavigationStack: Bool { self != .onScreen }
}

extension Scenario {
    /// The screen's shape in words, nil for the classic one scroll view (scenario summaries and
    /// storyboard subtitles).
    public var shapeDescription: String? {
        switch shape {
        case .scrollForm: nil
        case .plainForm: "plain form (no scroll view)"
        case .header: "header bar with field 0"
        case .footer: "footer bar with field \(fields.count - 1)"
        case .nestedScroll: "form nested in a scrolling page"
        case .tableController: "table view controller"
        }
    }
}
