import PropertyEngine

/// How a choice dimension picks one of its values, worked out once per space: what
/// ``ChoiceDraw`` describes, as plain data the scenario draw runs without a closure call. It
/// picks an index into the values ``ChoiceDraw/indexPicker(for:)`` returns beside it, consuming
/// the same random words and landing on the same value as the draw always did.
struct ChoiceIndexPicker {
    // A flat value rather than an enum with payloads: the scenario draw reads it in place at
    // every case, and binding an enum's payload copies (and retains) it.
    private enum Rule {
        /// Uniformly among `count` values: one `index(below:)`.
        case uniform
        /// The only allowed value of a weighted draw: one unit draw consumed, index 0.
        case only
        /// The only allowed value of a draw that consumes nothing then: index 0.
        case constant
        /// Every value of a weighted draw allowed: one unit draw `u`, the first index whose
        /// running sum of probabilities (`sums`) lies above `u`, else the last index (`sums.count`).
        case runningSums
        /// Some values of a weighted draw allowed: their probabilities scaled to sum to 1 (the
        /// unit draw `u` times their `total` against their running `sums`), else the last index.
        case scaledRunningSums
    }

    private let rule: Rule
    private let count: Int
    private let sums: [Double]
    private let total: Double

    /// Picks an index.
    @inline(__always) func pick(using source: inout RandomSource) -> Int {
        switch rule {
        case .uniform:
            return source.index(below: count)
        case .only:
            _ = source.unitDouble()
            return 0
        case .constant:
            return 0
        case .runningSums:
            let u = source.unitDouble()
            for index in sums.indices where u < sums[index] { return index }
            return sums.count
        case .scaledRunningSums:
            let u = source.unitDouble()
            for index in sums.indices where u * total < sums[index] { return index }
            return sums.count - 1
        }
    }

    private init(_ rule: Rule, count: Int = 0, sums: [Double] = [], total: Double = 0) {
        self.rule = rule
        self.count = count
        self.sums = sums
        self.total = total
    }

    /// The running sums of `weights`, added in order (the same sums a walk adding them up one by
    /// one compares with).
    private static func runningSums(_ weights: [Double]) -> [Double] {
        var sum = 0.0
        return weights.map { weight in
            sum += weight
            return sum
        }
    }

    static func uniform(among count: Int) -> Self { Self(.uniform, count: count) }
    static var only: Self { Self(.only) }
    static var constant: Self { Self(.constant) }
    static func leading(probabilities: [Double]) -> Self {
        Self(.runningSums, sums: runningSums(probabilities))
    }
    static func scaled(weights: [Double]) -> Self {
        Self(.scaledRunningSums, sums: runningSums(weights), total: weights.reduce(0, +))
    }
}

extension ChoiceDraw {
    /// The draw of one of `candidates` (never empty: a space with no allowed value is refused):
    /// the picker and the values its indices name, in its order.
    func indexPicker(for candidates: [Value]) -> (picker: ChoiceIndexPicker, values: [Value]) {
        switch self {
        case .uniform:
            return (.uniform(among: candidates.count), candidates)
        case .probabilitiesFreeWhenFixed(let table):
            if candidates.count == 1 { return (.constant, candidates) }
            return ChoiceDraw.probabilities(table).indexPicker(for: candidates)
        case .probabilities(let table):
            if candidates.count == 1 { return (.only, candidates) }
            let allowed = table.filter { entry in candidates.contains(entry.0) }
            if allowed.count == table.count {
                // Every value allowed: exactly `source.chance(p)` for a pair.
                return (.leading(probabilities: table.dropLast().map(\.1)), table.map(\.0))
            }
            let rest = 1 - table.dropLast().reduce(0) { $0 + $1.1 }
            let weights = allowed.map { entry in entry.0 == table[table.count - 1].0 ? rest : entry.1 }
            return (.scaled(weights: weights), allowed.map(\.0))
        }
    }
}
