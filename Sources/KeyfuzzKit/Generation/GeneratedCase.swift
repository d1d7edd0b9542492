import KeyboardWorld

/// A case the generator drew together with the result of the run that drew it.
///
/// Actions are drawn while the world runs (a tap needs a visible field), so the run that
/// produced the case already holds its verdict; replaying `keyboardCase` gives the same result.
public struct GeneratedCase: Sendable {
    /// The explicit case: the actions actually run, up to and including the first failing one.
    public var keyboardCase: KeyboardCase
    /// What the drawing run found (never with a trace).
    public var result: CaseResult
    /// What the drawing run exercised, when it counted coverage.
    public var coverage: CoverageCounters?

    /// Creates a generated case from its explicit form and result.
    public init(keyboardCase: KeyboardCase, result: CaseResult, coverage: CoverageCounters? = nil) {
        self.keyboardCase = keyboardCase
        self.result = result
        self.coverage = coverage
    }
}
