import KeyboardWorld

extension Counterexample {
    /// The legacy behaviour the shrunk case needs, one line each (the ``FailureCause/needs``
    /// no current device shows).
    @available(*, deprecated, message: "use cause, whose needs list the legacy values first")
    public var idealisations: [String] { cause?.needs.filter(\.isLegacy).map { "needs \($0.words)" } ?? [] }

    /// The scenario line of a report: the scenario's summary (what the failure needs is
    /// ``cause``'s line).
    public var scenarioLine: String { shrunk.keyboardCase.scenario.summary }
}
