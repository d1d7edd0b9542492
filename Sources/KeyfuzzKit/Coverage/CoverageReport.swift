import KeyboardWorld

/// What a run's cases exercised, added up over its cases: the world's counters (actions by
/// keyboard state, timing events, waits, invariant checks), how many cases had each of them at
/// all, the devices and orientations the cases started in, and every scenario dimension's values
/// (from ``ScenarioDimension/all``, so a new dimension appears without new code).
///
/// Only sums: the report of a run is the same whatever order its cases ran in, so it is the same
/// for every `jobs` value.
public struct CoverageReport: Hashable, Sendable {
    /// How many cases ran.
    public private(set) var cases = 0
    /// Every counter summed over the cases.
    public private(set) var totals = CoverageCounters()
    /// Per counter, how many cases had it above zero (e.g. `casesWith.count(.lateNotification)`
    /// is the number of cases with at least one late notification).
    public private(set) var casesWith = CoverageCounters()
    /// Per keyboard state, how many cases performed an action in it.
    private var casesPerState = Array(repeating: 0, count: CoverageCounters.KeyboardState.allCases.count)
    /// Cases per device (rows, `Device.allCases`) and start orientation (portrait, landscape,
    /// none for a window that does not rotate).
    private var casesPerDeviceAndOrientation = Array(repeating: 0, count: Device.allCases.count * 3)
    /// Cases per value of every dimension, in table order.
    public private(set) var dimensions: [DimensionCoverage] = DimensionCoverage.table.map(\.empty)

    /// An empty report.
    public init() {}

    /// All actions run: performed and no-ops.
    public var actions: Int { totals.performedActions + totals.noOpActions }

    // MARK: Reading

    /// How many cases performed at least one action in `state`.
    public func cases(performingIn state: CoverageCounters.KeyboardState) -> Int {
        casesPerState[CoverageCounters.KeyboardState.allCases.firstIndex(of: state) ?? 0]
    }

    /// How many cases started on `device` in `orientation` (nil: a window that does not rotate).
    public func cases(device: Device, orientation: Orientation?) -> Int {
        casesPerDeviceAndOrientation[Self.deviceSlot(device, orientation)]
    }

    /// The coverage of the dimension with seed-file key `key`, if any.
    public func dimension(_ key: String) -> DimensionCoverage? {
        dimensions.first { $0.key == key }
    }

    // MARK: Adding up

    /// Adds one case: the scenario it ran in and what its world counted.
    public mutating func add(scenario: Scenario, counters: CoverageCounters) {
        add(scenario: scenario, counters: counters, caseIndex: nil)
    }

    /// Adds case `caseIndex` of a run: the scenario it ran in and what its world counted; the
    /// index dates the first case of each scenario value (``DimensionCoverage/Bucket/firstCase``).
    public mutating func add(scenario: Scenario, counters: CoverageCounters, caseIndex: UInt64?) {
        cases += 1
        totals.add(counters)
        casesWith.addPresence(of: counters)
        for (i, state) in CoverageCounters.KeyboardState.allCases.enumerated() where counters.actions(in: state) > 0 {
            casesPerState[i] += 1
        }
        let orientation: Orientation? = scenario.device.rotates ? scenario.orientation : nil
        casesPerDeviceAndOrientation[Self.deviceSlot(scenario.device, orientation)] += 1
        for i in dimensions.indices {
            dimensions[i].add(scenario, caseIndex: caseIndex, bucket: DimensionCoverage.table[i].bucket)
        }
    }

    /// Adds every case of `other`.
    public mutating func add(_ other: CoverageReport) {
        cases += other.cases
        totals.add(other.totals)
        casesWith.add(other.casesWith)
        for i in casesPerState.indices { casesPerState[i] += other.casesPerState[i] }
        for i in casesPerDeviceAndOrientation.indices {
            casesPerDeviceAndOrientation[i] += other.casesPerDeviceAndOrientation[i]
        }
        for i in dimensions.indices { dimensions[i].add(other.dimensions[i]) }
    }

    private static func deviceSlot(_ device: Device, _ orientation: Orientation?) -> Int {
        let row = Device.allCases.firstIndex(of: device) ?? 0
        let column =
            switch orientation {
            case .portrait?: 0
            case .landscape?: 1
            case nil: 2
            }
        return row * 3 + column
    }
}
