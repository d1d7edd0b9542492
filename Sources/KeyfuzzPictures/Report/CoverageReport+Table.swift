import Foundation
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzStorage
import PropertyEngine

extension CoverageReport {
    /// The report as text tables: actions by keyboard state, devices and orientations, timing
    /// events, waits, invariant checks, every scenario dimension's values (with the first case
    /// that drew each) and, when given, the requirements judged. Only counts go in, so the text is the same for every `jobs` value.
    /// - Parameters:
    ///   - title: What ran, e.g. the strategy's name.
    ///   - invariants: The invariants the run checked (the others show as not checked).
    ///   - requirements: Requirements to judge and list.
    public func table(title: String, invariants: InvariantSet, requirements: [RequiredCoverage] = []) -> String {
        var lines = [
            "COVERAGE of \(title): \(count(cases, "case")), \(count(actions, "action")) "
                + "(\(totals.performedActions) performed, \(totals.noOpActions) no-op\(totals.noOpActions == 1 ? "" : "s"))"
        ]
        lines += section(actionsTable)
        lines += section(devicesTable)
        lines += section(eventsTable)
        lines += section(waitsTable)
        lines += section(invariantsTable(invariants))
        lines += section(dimensionsTable)
        if !requirements.isEmpty { lines += section(requirementsTable(requirements)) }
        return lines.joined(separator: "\n")
    }

    private func section(_ lines: [String]) -> [String] { [""] + lines }

    private var actionsTable: [String] {
        let states = CoverageCounters.KeyboardState.allCases
        var rows = [["ACTIONS BY KEYBOARD STATE"] + states.map { $0.rawValue.uppercased() } + ["ALL"]]
        for name in CoverageCounters.actionNames {
            let counts = states.map { totals.actions(named: name, in: $0) }
            rows.append([name] + counts.map(String.init) + ["\(counts.reduce(0, +))"])
        }
        let all = states.map { totals.actions(in: $0) }
        let performed = totals.performedActions
        rows.append(["all performed"] + all.map(String.init) + ["\(performed)"])
        rows.append(["share of performed"] + all.map { percent($0, of: performed) } + [percent(performed, of: performed)])
        rows.append(["cases with one"] + states.map { "\(cases(performingIn: $0))" } + ["\(cases)"])
        return TextColumns.aligned(rows, rightAligned: Set(1...states.count + 1))
    }

    private var devicesTable: [String] {
        var rows = [["CASES BY DEVICE", "PORTRAIT", "LANDSCAPE", "NO ROTATION", "ALL"]]
        for device in Device.allCases {
            let counts = [Orientation.portrait, .landscape, nil].map { cases(device: device, orientation: $0) }
            rows.append([device.rawValue] + counts.map(String.init) + [share(counts.reduce(0, +))])
        }
        return TextColumns.aligned(rows, rightAligned: [1, 2, 3, 4])
    }

    private var eventsTable: [String] {
        countTable(
            "TIMING",
            [
                ("focus changes during a keyboard animation", .focusChangeDuringAnimation),
                ("did-notifications after a newer will-notification", .lateNotification),
                ("deferred blocks run", .deferredBlock),
                ("animation completions run", .animationCompletion),
            ]
        ) { counters, event in counters.count(event) }
    }

    private var waitsTable: [String] {
        countTable(
            "WAITS",
            [
                ("none: an action at the same instant, work pending", .sameInstant),
                ("timed, ends before the next event (mid-animation)", .beforeNextEvent),
                ("timed, runs some of what is pending", .partway),
                ("timed, runs everything pending", .pastPending),
                ("finishAnimation: until nothing is pending", .untilIdle),
                ("a wait with nothing pending", .nothingPending),
            ]
        ) { counters, kind in counters.waits(kind) }
    }

    /// A table of counters: per row its total and the cases that had it.
    private func countTable<Key>(
        _ heading: String, _ rows: [(text: String, key: Key)],
        _ count: (CoverageCounters, Key) -> Int
    ) -> [String] {
        let table =
            [[heading, "COUNT", "CASES WITH ONE"]]
            + rows.map { [$0.text, "\(count(totals, $0.key))", share(count(casesWith, $0.key))] }
        return TextColumns.aligned(table, rightAligned: [1, 2])
    }

    private func invariantsTable(_ invariants: InvariantSet) -> [String] {
        var rows = [["INVARIANT CHECKS", "EVALUATED", "APPLIED", "SHARE", "CASES WITH ONE"]]
        for invariant in Invariant.allCases {
            guard invariants.contains(invariant) else {
                rows.append([invariant.rawValue, "-", "-", "-", "not checked"])
                continue
            }
            let evaluated = totals.evaluated(invariant)
            let applied = totals.applied(invariant)
            rows.append([
                invariant.rawValue, "\(evaluated)", "\(applied)", percent(applied, of: evaluated),
                share(casesWith.applied(invariant)),
            ])
        }
        return TextColumns.aligned(rows, rightAligned: [1, 2, 3, 4])
            + ["(\(totals.quiescentChecks) quiescent checks; applied: the invariant's preconditions held)"]
    }

    private var dimensionsTable: [String] {
        var rows = [["SCENARIO DIMENSIONS", "VALUE", "CASES", "SHARE", "FIRST CASE"]]
        for dimension in dimensions {
            var first = true
            func row(_ name: String, _ count: Int?, firstCase: UInt64? = nil) {
                rows.append([
                    first ? dimension.key : "", name, count.map(String.init) ?? "-",
                    count.map { percent($0, of: cases) } ?? "", firstCase.map(String.init) ?? "",
                ])
                first = false
            }
            if dimension.buckets.isEmpty { row("(not tabulated)", nil) }
            for bucket in dimension.buckets { row(bucket.name, bucket.cases, firstCase: bucket.firstCase) }
            if dimension.notApplicable > 0 { row("(does not apply)", dimension.notApplicable) }
        }
        // A row with no first case (nothing drew it) ends at its share.
        return TextColumns.aligned(rows, rightAligned: [2, 3, 4]).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    private func requirementsTable(_ requirements: [RequiredCoverage]) -> [String] {
        var rows = [["REQUIREMENTS", "REQUIRED", "COVERED", "VERDICT"]]
        for required in requirements {
            let covered = required.requirement.casesCovered(in: self)
            let missed = required.check(self) != nil
            rows.append([
                required.requirement.name, "\(JSONValue.numberText(required.percent))%", share(covered), missed ? "MISSED" : "met",
            ])
        }
        return TextColumns.aligned(rows, rightAligned: [1, 2])
    }

    // MARK: Numbers

    /// `812 (40.2%)`: a count of cases with its share of all cases.
    private func share(_ count: Int) -> String { "\(count) (\(percent(count, of: cases)))" }

    /// `40.2%`, one decimal (`-` of nothing).
    private func percent(_ count: Int, of whole: Int) -> String {
        whole > 0 ? String(format: "%.1f%%", Double(count) * 100 / Double(whole)) : "-"
    }

    private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
