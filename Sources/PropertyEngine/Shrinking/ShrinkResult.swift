/// The outcome of ``shrink(_:budget:candidates:stillFails:)``: the smallest failing value found and what it cost.
public struct ShrinkResult<Value> {
    /// The last value that still failed; the original value when no candidate did.
    public let value: Value
    /// How many times the predicate was called.
    public let predicateCalls: Int
    /// How many candidates were accepted (each one replaced the current value).
    public let acceptedSteps: Int
    /// Whether shrinking ended because a full walk of the candidates found none that fails.
    ///
    /// `true` means ``value`` is 1-minimal with respect to the candidate relation:
    /// none of its candidates fails. `false` means the budget ran out first.
    public let isMinimal: Bool

    /// Creates a result; ``shrink(_:budget:candidates:stillFails:)`` is the usual source.
    public init(value: Value, predicateCalls: Int, acceptedSteps: Int, isMinimal: Bool) {
        self.value = value
        self.predicateCalls = predicateCalls
        self.acceptedSteps = acceptedSteps
        self.isMinimal = isMinimal
    }
}

extension ShrinkResult: Sendable where Value: Sendable {}
extension ShrinkResult: Equatable where Value: Equatable {}
