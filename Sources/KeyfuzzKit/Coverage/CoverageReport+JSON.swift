import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

extension CoverageReport {
    /// The report as one JSON object, every count exact, members in a fixed order: `cases`,
    /// `actions`, `actionsByKeyboardState` (per action name, per state), `casesByKeyboardState`,
    /// `devices` (per device: portrait, landscape, noRotation), `events` and `waits` (count and
    /// cases with one), `quiescentChecks`, `invariants` (evaluated, applied, cases with one
    /// applied), `dimensions` (per key: cases per value, and notApplicable) and `firstCases` (per
    /// key: the index of the first case that drew each value drawn).
    public var json: JSONValue {
        let states = CoverageCounters.KeyboardState.allCases
        func counted(_ count: Int, cases: Int) -> JSONValue {
            .object([JSONMember("count", .integer(count)), JSONMember("cases", .integer(cases))])
        }
        return .object([
            JSONMember("cases", .integer(cases)),
            JSONMember(
                "actions",
                .object([
                    JSONMember("performed", .integer(totals.performedActions)),
                    JSONMember("noOps", .integer(totals.noOpActions)),
                ])),
            JSONMember(
                "actionsByKeyboardState",
                .object(
                    CoverageCounters.actionNames.map { name in
                        JSONMember(name, .object(states.map { JSONMember($0.rawValue, .integer(totals.actions(named: name, in: $0))) }))
                    })),
            JSONMember("casesByKeyboardState", .object(states.map { JSONMember($0.rawValue, .integer(cases(performingIn: $0))) })),
            JSONMember(
                "devices",
                .object(
                    Device.allCases.map { device in
                        JSONMember(
                            device.rawValue,
                            .object([
                                JSONMember("portrait", .integer(cases(device: device, orientation: .portrait))),
                                JSONMember("landscape", .integer(cases(device: device, orientation: .landscape))),
                                JSONMember("noRotation", .integer(cases(device: device, orientation: nil))),
                            ]))
                    })),
            JSONMember(
                "events",
                .object(
                    CoverageCounters.Event.allCases.map {
                        JSONMember($0.rawValue, counted(totals.count($0), cases: casesWith.count($0)))
                    })),
            JSONMember(
                "waits",
                .object(
                    CoverageCounters.WaitKind.allCases.map {
                        JSONMember($0.rawValue, counted(totals.waits($0), cases: casesWith.waits($0)))
                    })),
            JSONMember("quiescentChecks", .integer(totals.quiescentChecks)),
            JSONMember(
                "invariants",
                .object(
                    Invariant.allCases.map { invariant in
                        JSONMember(
                            invariant.rawValue,
                            .object([
                                JSONMember("evaluated", .integer(totals.evaluated(invariant))),
                                JSONMember("applied", .integer(totals.applied(invariant))),
                                JSONMember("casesApplied", .integer(casesWith.applied(invariant))),
                            ]))
                    })),
            JSONMember(
                "dimensions",
                .object(
                    dimensions.map { dimension in
                        var members = dimension.buckets.map { JSONMember($0.name, .integer($0.cases)) }
                        if dimension.notApplicable > 0 { members.append(JSONMember("notApplicable", .integer(dimension.notApplicable))) }
                        return JSONMember(dimension.key, .object(members))
                    })),
            JSONMember(
                "firstCases",
                .object(
                    dimensions.map { dimension in
                        JSONMember(
                            dimension.key,
                            .object(
                                dimension.buckets.compactMap { bucket in bucket.firstCase.map { JSONMember(bucket.name, .integer(Int($0))) }
                                }))
                    })),
        ])
    }
}

extension RequiredCoverage {
    /// The requirement judged on `report`: name, percent required, cases covered, whether met.
    public func json(judgedOn report: CoverageReport) -> JSONValue {
        .object([
            JSONMember("name", .string(requirement.name)),
            JSONMember("percent", .number(percent)),
            JSONMember("casesCovered", .integer(requirement.casesCovered(in: report))),
            JSONMember("cases", .integer(report.cases)),
            JSONMember("met", .bool(check(report) == nil)),
        ])
    }
}
