import Foundation

/// A strategy that shows its state, so that `keyfuzz verify` can tell two situations apart and
/// explore each only once (bounded verification with state deduplication), and so that the
/// shrinker can resume the cases it tries from saved states instead of replaying them from the
/// start.
///
/// Conform by gathering every stored property that affects what the strategy does later into
/// one `Hashable` value:
///
///     extension MyKeyboardHandling: StatefulKeyboardStrategy {
///         public struct VerificationState: Hashable {
///             var extraInset: CGFloat
///             var isKeyboardUp: Bool
///         }
///         public var verificationState: VerificationState {
///             get { VerificationState(extraInset: extraInset, isKeyboardUp: isKeyboardUp) }
///             set { extraInset = newValue.extraInset; isKeyboardUp = newValue.isKeyboardUp }
///         }
///     }
///
/// The contract:
/// - Reading: two instances with equal states, in equal worlds, do the same from then on. Leave
///   nothing out that a handler reads, or verify merges situations that differ and can miss a bug.
/// - Writing: puts the instance back in a state it had; verify saves and restores states to
///   explore every action from one situation.
/// - Blocks you schedule (`host.async`, `asyncAfter`, animation completions) may run more than
///   once from one restored situation: keep what they change in the strategy (or the views), not
///   in variables they capture. Keep `DeferredWork` handles out of the state (verify would merge
///   handles of different work items); a strategy that needs them should not conform, and is
///   then verified without deduplication.
/// - Refer to a text field by its `index` (verify compares states of different worlds): a field
///   kept for later may be held in the state as the `TextField` itself only if its equality is
///   its index.
///
/// A strategy that does not conform is still verified, by replaying every sequence, without
/// deduplication; `keyfuzz verify` says so. Its failures are shrunk from fresh worlds, which
/// gives the same shrunk cases, only more slowly. (The shrinker checks each case it accepts
/// from a fresh world too, so a state that leaves something out costs speed, not a wrong case.)
public protocol StatefulKeyboardStrategy: KeyboardAvoidanceStrategy {
    /// Every stored property that affects behaviour, as one value.
    associatedtype VerificationState: Hashable
    /// The strategy's state; setting it restores one read earlier from this instance.
    var verificationState: VerificationState { get set }
}
