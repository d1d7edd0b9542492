import Foundation
import KeyfuzzStorage
import PropertyEngine

/// A coverage requirement with the share of cases it needs: `.rotationWhileDocked` in at least
/// 5 percent of the cases.
public struct RequiredCoverage: Hashable, Sendable, CustomStringConvertible {
    /// What must be covered (a dimension's value or a situation such as a rotation while docked).
    public var requirement: CoverageRequirement
    /// The least share of cases that must cover it, in percent (0...100).
    public var percent: Double

    /// `requirement` in at least `percent` percent of the cases.
    public init(_ requirement: CoverageRequirement, percent: Double) {
        self.requirement = requirement
        self.percent = percent
    }

    /// `rotationWhileDocked=5`: the command line's form.
    public var description: String { "\(requirement.name)=\(JSONValue.numberText(percent))" }

    /// Why the requirement cannot be judged; nil when it can.
    public var problem: String? {
        if let problem = requirement.problem { return problem }
        guard percent.isFinite, (0...100).contains(percent) else {
            return "\(requirement.name) requires \(JSONValue.numberText(percent))% of the cases, expected a percentage from 0 to 100"
        }
        return nil
    }

    /// Judges the requirement on `report`'s exact counts.
    /// - Returns: nil when at least ``percent`` of the cases covered it; else the shortfall.
    public func check(_ report: CoverageReport) -> CoverageShortfall? {
        let covered = requirement.casesCovered(in: report)
        // covered / cases >= percent / 100, without dividing (0 cases meet only 0 percent).
        guard Double(covered) * 100 < percent * Double(report.cases) || (report.cases == 0 && percent > 0) else { return nil }
        return CoverageShortfall(required: self, covered: covered, cases: report.cases)
    }

    /// Judges every requirement in order.
    /// - Returns: the shortfalls, in the order given.
    public static func shortfalls(of requirements: [RequiredCoverage], in report: CoverageReport) -> [CoverageShortfall] {
        requirements.compactMap { $0.check(report) }
    }
}

/// A coverage requirement the cases did not meet, with the exact counts.
public struct CoverageShortfall: Hashable, Sendable {
    /// The requirement that was not met.
    public var required: RequiredCoverage
    /// How many cases covered it.
    public var covered: Int
    /// How many cases ran.
    public var cases: Int

    /// The share covered, in percent, rounded down to one decimal (so that it never shows as
    /// the percentage it fell short of).
    public var coveredText: String {
        guard cases > 0 else { return "0%" }
        let tenths = covered * 1000 / cases
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// `coverage: rotationWhileDocked covered 1.2% of 250 cases (3), required 5% (ADVICE)`.
    /// - Parameter advice: What to change, in the caller's terms (`raise runs:, or widen scenarios:`).
    public func message(advice: String) -> String {
        "coverage: \(required.requirement.name) covered \(coveredText) of \(cases) case\(cases == 1 ? "" : "s") (\(covered)), "
            + "required \(JSONValue.numberText(required.percent))% (\(advice))"
    }
}
