import Foundation

/// `UIViewControllerTransitionCoordinator`: what `viewWillTransition(to:with:)` gets to run code
/// with a size change (a rotation).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` as the views take the new size and `completion` when the transition has
    /// ended (keyfuzz: as the rotation lays the views out, before `viewDidLayoutSubviews`, and at
    /// the next turn of the main queue).
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// `UIViewControllerTransitionCoordinatorContext`: what a transition's blocks can read.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether it was cancelled (a rotation never is).
    var isCancelled: Bool { get }
    /// Whether it is interactive (a rotation is not).
    var isInteractive: Bool { get }
    /// Its duration (keyfuzz's rotations take no time).
    var transitionDuration: TimeInterval { get }
}

/// The coordinator of a rotation: it hands its blocks to the case, which runs them as the
/// rotation proceeds.
@MainActor
final class RotationCoordinator: UIViewControllerTransitionCoordinator {
    private let uiCase: UIKitCase

    init(_ uiCase: UIKitCase) { self.uiCase = uiCase }

    var isAnimated: Bool { true }
    var isCancelled: Bool { false }
    var isInteractive: Bool { false }
    var transitionDuration: TimeInterval { 0 }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { uiCase.transitionBlocks.alongside.append { animation(self) } }
        if let completion { uiCase.transitionBlocks.completion.append { completion(self) } }
        return true
    }
}
