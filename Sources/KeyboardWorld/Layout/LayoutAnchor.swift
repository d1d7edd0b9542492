import Foundation

/// A vertical edge or size that Auto Layout can pin: of a view, of its safe area, of its
/// keyboard layout guide, or of the area its view controller's bars leave (UIKit's
/// `topLayoutGuide.bottomAnchor` and `bottomLayoutGuide.topAnchor`).
///
/// Only the vertical axis drives keyfuzz's verdicts, so only vertical anchors are solved
/// (docs/world-rules.md, "Auto Layout").
public struct LayoutAnchor {
    /// What the anchor belongs to.
    public enum Item {
        /// A view of the screen.
        case view(View)
        /// `view.safeAreaLayoutGuide`.
        case safeAreaGuide(of: View)
        /// `view.keyboardLayoutGuide` (iOS 15).
        case keyboardGuide(of: View)
        /// The area the view controller's bars leave its root view: from
        /// `topLayoutGuide.bottomAnchor` (status bar and navigation bar) to
        /// `bottomLayoutGuide.topAnchor` (tab bar, container toolbar and the safe area below
        /// them). Where the screen's own constraints pin its views.
        case layoutArea(of: View)

        /// The view the item belongs to.
        public var view: View {
            switch self {
            case .view(let view), .safeAreaGuide(let view), .keyboardGuide(let view), .layoutArea(let view): view
            }
        }

        /// The name the trace uses: `scrollView`, `view.safeAreaLayoutGuide`, ...
        var traceName: String {
            switch self {
            case .view(let view): view.traceName
            case .safeAreaGuide(let view): "\(view.traceName).safeAreaLayoutGuide"
            case .keyboardGuide(let view): "\(view.traceName).keyboardLayoutGuide"
            case .layoutArea(let view): view.role == .rootView ? "layoutArea" : "\(view.traceName).layoutArea"
            }
        }

        /// Whether two items are the same thing (the same kind of the same view).
        func isSame(as other: Item) -> Bool {
            switch (self, other) {
            case (.view(let a), .view(let b)), (.safeAreaGuide(let a), .safeAreaGuide(let b)),
                (.keyboardGuide(let a), .keyboardGuide(let b)), (.layoutArea(let a), .layoutArea(let b)):
                a === b
            default: false
            }
        }
    }

    /// Which vertical edge or size.
    public enum Attribute: String, Hashable, Sendable, CaseIterable {
        /// `topAnchor`.
        case top
        /// `bottomAnchor`.
        case bottom
        /// `centerYAnchor`.
        case centerY
        /// `heightAnchor`.
        case height
    }

    /// What the anchor belongs to.
    public let item: Item
    /// Which edge or size of it.
    public let attribute: Attribute

    /// The `attribute` anchor of `item`.
    public init(_ item: Item, _ attribute: Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `scrollView.bottomAnchor`, as the trace writes it.
    var traceName: String { "\(item.traceName).\(attribute.rawValue)" }
}

extension View {
    /// `topAnchor`.
    public var topAnchor: LayoutAnchor { LayoutAnchor(.view(self), .top) }
    /// `bottomAnchor`.
    public var bottomAnchor: LayoutAnchor { LayoutAnchor(.view(self), .bottom) }
    /// `centerYAnchor`.
    public var centerYAnchor: LayoutAnchor { LayoutAnchor(.view(self), .centerY) }
    /// `heightAnchor`.
    public var heightAnchor: LayoutAnchor { LayoutAnchor(.view(self), .height) }
}
