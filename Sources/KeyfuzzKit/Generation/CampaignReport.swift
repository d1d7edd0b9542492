import KeyboardWorld

/// The first case of a campaign that broke one invariant.
public struct CampaignFinding: Hashable, Sendable {
    /// The invariant broken.
    public var invariant: Invariant
    /// The case's index in the run (the lowest index that broke `invariant`).
    public var caseIndex: UInt64
    /// The case's seed: `RandomSource(seed: caseSeed)` regenerates it.
    public var caseSeed: UInt64
    /// The case as run, up to its first failing step.
    public var keyboardCase: KeyboardCase
    /// The violation of `invariant` at that step.
    public var violation: Violation

    /// Creates a finding.
    public init(
        invariant: Invariant, caseIndex: UInt64, caseSeed: UInt64, keyboardCase: KeyboardCase,
        violation: Violation
    ) {
        self.invariant = invariant
        self.caseIndex = caseIndex
        self.caseSeed = caseSeed
        self.keyboardCase = keyboardCase
        self.violation = violation
    }
}

/// What a campaign found: per invariant, the first failing case, and how much it ran.
///
/// A failing step may break several invariants at once; each of them counts as found by that case.
public struct CampaignReport: Hashable, Sendable {
    /// The strategy's name.
    public var strategy: String
    /// The run seed.
    public var runSeed: UInt64
    /// How many cases ran.
    public var casesRun: Int
    /// How many actions those cases ran in total.
    public var actionsRun: Int
    /// How many cases failed.
    public var failingCases: Int
    /// The first failing case per invariant, in canonical invariant order.
    public var findings: [CampaignFinding]
    /// Whether a stop condition (a deadline, an interrupt) ended the run before its last case.
    public var stoppedEarly: Bool
    /// What the cases run exercised, when the campaign counted coverage.
    public var coverage: CoverageReport?
    /// Under known bugs (a later pass of the failure pipeline): per block run, how many failing
    /// cases each bug explains, by bug number.
    var blockHits: [BlockHits] = []

    /// Creates a report; ``Campaign/run(stop:progress:found:)`` is the usual source.
    public init(
        strategy: String, runSeed: UInt64, casesRun: Int, actionsRun: Int, failingCases: Int,
        findings: [CampaignFinding], stoppedEarly: Bool = false, coverage: CoverageReport? = nil
    ) {
        self.strategy = strategy
        self.runSeed = runSeed
        self.casesRun = casesRun
        self.actionsRun = actionsRun
        self.failingCases = failingCases
        self.findings = findings
        self.stoppedEarly = stoppedEarly
        self.coverage = coverage
    }

    /// The invariants found, in canonical order.
    public var invariantsFound: [Invariant] { findings.map(\.invariant) }

    /// The finding for `invariant`, if any case broke it.
    public func finding(for invariant: Invariant) -> CampaignFinding? {
        findings.first { $0.invariant == invariant }
    }
}

/// How many failing cases of one block of a campaign each known bug explains.
struct BlockHits: Hashable, Sendable {
    /// The block's first case index.
    var start: UInt64
    /// Failing cases explained, by bug number.
    var hits: [Int: Int]
}
