import Foundation
import KeyboardWorld

/// Auto Layout on views: anchors, guides and layout passes (docs/world-rules.md, "Auto Layout").
extension UIView {
    private func y(_ attribute: LayoutAnchor.Attribute) -> LayoutAnchor? {
        worldView.map { LayoutAnchor(.view($0), attribute) }
    }

    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(y(.top), owner: self) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(y(.bottom), owner: self) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(y(.centerY), owner: self) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(y(.height), owner: self) }
    /// The first baseline (kept, not solved).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(nil, owner: self) }
    /// The last baseline (kept, not solved).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(nil, owner: self) }
    /// The leading edge (kept, not solved).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The trailing edge (kept, not solved).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The left edge (kept, not solved).
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The right edge (kept, not solved).
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The horizontal centre (kept, not solved).
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(nil, owner: self) }
    /// The width (kept, not solved).
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(nil, owner: self) }

    /// The view's safe area as a guide to pin to.
    public var safeAreaLayoutGuide: UILayoutGuide {
        guard let worldView else { return UILayoutGuide() }
        return UILayoutGuide(.safeAreaGuide(of: worldView), owner: self)
    }

    /// The view's margins as a guide: a root view's margins are its safe area (the world's rule);
    /// another view's guide is kept, not solved.
    public var layoutMarginsGuide: UILayoutGuide {
        guard let worldView, worldView.role == .rootView else { return UILayoutGuide() }
        return UILayoutGuide(.safeAreaGuide(of: worldView), owner: self)
    }

    /// The part of the view the keyboard takes (iOS 15), made when first asked for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let made = madeKeyboardLayoutGuide { return made }
        let guide: UIKeyboardLayoutGuide
        if let worldView {
            guide = UIKeyboardLayoutGuide(worldView.keyboardLayoutGuide, owner: self)
        } else {
            // A view code made has no keyboard: a guide of the root view's kind, never solved.
            guide = UIKeyboardLayoutGuide(detachedFor: self)
        }
        madeKeyboardLayoutGuide = guide
        return guide
    }

    /// Adds a guide code made (kept, not solved).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
    }

    /// Whether the view's autoresizing mask becomes constraints. The screen's views are placed by
    /// their constraints (false, as Interface Builder sets it); what code sets is kept.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get {
            if let scrollView = worldView as? ScrollView { return scrollView.translatesAutoresizingMaskIntoConstraints }
            if let worldView, let uiCase { return !uiCase.host.isPlacedByAutoLayout(worldView) }
            return appearance.translatesAutoresizingMaskIntoConstraints
        }
        set { appearance.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// Activates `constraint` (the pre-iOS 8 way, still common).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates every constraint of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

    /// Lays the screen's views out now if their constraints changed or what they are pinned to
    /// moved; inside an animations block the frames it sets animate (the keyboard idiom
    /// `constraint.constant = h; UIView.animate { view.layoutIfNeeded() }`).
    public func layoutIfNeeded() {
        guard let worldView else { return }
        worldView.layoutIfNeeded()
    }

    /// Makes the next layout pass lay the screen's views out again.
    public func setNeedsLayout() {
        worldView?.setNeedsLayout()
    }
}

extension UIView {
    /// The area the bars leave, in this view's coordinates (zero for a view code made).
    var layoutAreaFrame: CGRect {
        guard let uiCase else { return .zero }
        return convert(uiCase.host.layoutArea, from: nil)
    }
}
