import KeyboardWorld

/// How many cases drew each value of one scenario dimension, and the first case that did.
///
/// A dimension with named values (a choice) counts per value, in listing order; the numbers and
/// lists of the form (insets, fields, content height) count per bucket (`1 field`, `2-4
/// fields`...); a dimension that is neither is listed with no buckets. Cases where the
/// dimension does not apply (an orientation on a window that does not rotate) count apart.
public struct DimensionCoverage: Hashable, Sendable {
    /// The dimension's seed-file key.
    public let key: String
    /// The values (or buckets) and how many cases drew each, in listing order.
    public private(set) var buckets: [Bucket]
    /// How many cases the dimension did not apply to.
    public private(set) var notApplicable = 0

    /// A value (or a bucket of values) and how many cases drew it.
    public struct Bucket: Hashable, Sendable {
        /// The value's token (`pad-window`, `true`), or the bucket's name (`2-4 fields`).
        public var name: String
        /// How many cases drew it.
        public var cases: Int
        /// The index of the first case of the run that drew it (nil: none did, or the cases
        /// were added without their indices).
        public var firstCase: UInt64?
    }

    /// The cases that drew the value (or bucket) named `name`; 0 for an unknown name.
    public func cases(_ name: String) -> Int {
        buckets.first { $0.name == name }?.cases ?? 0
    }

    mutating func add(_ scenario: Scenario, caseIndex: UInt64?, bucket: (Scenario) -> Int?) {
        guard let index = bucket(scenario) else {
            notApplicable += 1
            return
        }
        buckets[index].cases += 1
        buckets[index].firstCase = Self.earlier(buckets[index].firstCase, caseIndex)
    }

    mutating func add(_ other: DimensionCoverage) {
        for i in buckets.indices {
            buckets[i].cases += other.buckets[i].cases
            buckets[i].firstCase = Self.earlier(buckets[i].firstCase, other.buckets[i].firstCase)
        }
        notApplicable += other.notApplicable
    }

    /// The earlier of two first cases, either unknown.
    private static func earlier(_ a: UInt64?, _ b: UInt64?) -> UInt64? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.min(a, b)
    }
}

extension DimensionCoverage {
    /// How one dimension's values are bucketed: the bucket names, and the bucket a scenario
    /// falls in (nil where the dimension does not apply).
    struct Bucketing: @unchecked Sendable {
        var key: String
        var names: [String]
        var bucket: (Scenario) -> Int?

        var empty: DimensionCoverage {
            DimensionCoverage(key: key, buckets: names.map { Bucket(name: $0, cases: 0) })
        }
    }

    /// One entry per dimension of ``ScenarioDimension/all``, in its order, built once.
    static let table: [Bucketing] = ScenarioDimension.all.map(buckets(of:))

    /// A choice by its values; the form's numbers and lists by ``formBuckets``; anything else
    /// untabulated.
    private static func buckets(of dimension: ScenarioDimension) -> Bucketing {
        if let values = dimension.values {
            let tokens = values.map(\.token)
            // The two closures alone: capturing the whole dimension copies every closure it holds.
            let applies = dimension.applies
            let token = dimension.token
            return Bucketing(key: dimension.key, names: tokens) { scenario in
                applies(scenario) ? tokens.firstIndex(of: token(scenario)) : nil
            }
        }
        if let form = formBuckets[dimension.key] {
            return Bucketing(key: dimension.key, names: form.names, bucket: form.bucket)
        }
        return Bucketing(key: dimension.key, names: [], bucket: { _ in nil })
    }

    /// The buckets of the form's numbers and lists, by key.
    private static let formBuckets: [String: Bucketing] = [
        "contentInset": Bucketing(key: "contentInset", names: ["zero", "top only", "bottom only", "top and bottom"]) { scenario in
            let inset = scenario.contentInset
            switch (inset.top != 0, inset.bottom != 0) {
            case (false, false): return 0
            case (true, false): return 1
            case (false, true): return 2
            case (true, true): return 3
            }
        },
        "fields": Bucketing(key: "fields", names: ["1 field", "2-4 fields", "5-8 fields", "9 or more fields"]) { scenario in
            switch scenario.fields.count {
            case ...1: return 0
            case 2...4: return 1
            case 5...8: return 2
            default: return 3
            }
        },
        "contentHeight": Bucketing(key: "contentHeight", names: ["no footer", "footer up to 300 pt", "footer over 300 pt"]) { scenario in
            let footer = scenario.contentHeight - scenario.lowestFieldBottom
            return footer <= 0 ? 0 : (footer <= 300 ? 1 : 2)
        },
        "textViews": Bucketing(key: "textViews", names: ["none", "1 text view", "2 or more text views"]) { scenario in
            min(scenario.textViewIndices.count, 2)
        },
    ]
}
