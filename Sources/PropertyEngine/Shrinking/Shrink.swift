/// Shrinks a failing value greedily to a 1-minimal one, in the spirit of delta debugging.
///
/// Walks `candidates(current)` in order; the first candidate for which `stillFails`
/// returns `true` becomes the current value and the walk restarts on it. Shrinking
/// stops when a full walk finds no failing candidate (the result is then 1-minimal
/// with respect to the candidate relation) or when `budget` predicate calls have
/// been made. Candidates are pulled one at a time, so a lazy sequence that accepts
/// an early candidate never pays for building the rest.
///
/// Shrinking is deterministic when `candidates` and `stillFails` are. To make the
/// walk terminate, each candidate should be strictly simpler than its source.
///
/// ```swift
/// let result = shrink([5, 3, 9, 7], budget: 1_000,
///                     candidates: { DeletionCandidates($0) },
///                     stillFails: { $0.contains(3) && $0.contains(7) })
/// // result.value == [3, 7], result.isMinimal == true
/// ```
///
/// - Parameters:
///   - value: A value for which `stillFails` returns `true`; it is not re-checked.
///   - budget: The most predicate calls to make; 0 returns `value` at once.
///   - candidates: The simplification steps of a value, best first.
///   - stillFails: Whether a candidate still shows the failure being shrunk.
/// - Returns: The last failing value and the cost of reaching it.
///
/// Inlinable, so that a caller's module compiles the walk for its own value and candidate types:
/// the generic form copied every candidate through the runtime's value witnesses.
@inlinable
public func shrink<Value, Candidates: Sequence<Value>>(
    _ value: Value,
    budget: Int,
    candidates: (Value) -> Candidates,
    stillFails: (Value) -> Bool
) -> ShrinkResult<Value> {
    var current = value
    var calls = 0
    var accepted = 0
    walking: while true {
        var iterator = candidates(current).makeIterator()
        while let candidate = iterator.next() {
            guard calls < budget else {
                return ShrinkResult(value: current, predicateCalls: calls, acceptedSteps: accepted, isMinimal: false)
            }
            calls += 1
            if stillFails(candidate) {
                current = candidate
                accepted += 1
                continue walking
            }
        }
        return ShrinkResult(value: current, predicateCalls: calls, acceptedSteps: accepted, isMinimal: true)
    }
}
