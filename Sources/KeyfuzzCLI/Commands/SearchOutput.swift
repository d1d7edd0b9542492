import KeyboardWorld

/// What `exhaust` and `verify` print alike: the scenario and alphabet searched, and one line per
/// invariant with its shortest failure.
enum SearchOutput {
    /// The `scenario:` and `alphabet:` lines.
    static func header(scenario: Scenario, alphabet: [Action]) -> [String] {
        ["scenario: \(scenario.summary)", "alphabet: \(alphabet.map(\.description).joined(separator: " "))"]
    }

    /// `drift: shortest failure has 2 actions: tap(0) dismiss`, or `drift: no failure up to 4 actions`.
    static func shortest(_ invariant: Invariant, _ actions: [Action]?, searchedUpTo depth: Int) -> String {
        guard let actions else { return "\(invariant.rawValue): no failure up to \(depth) actions" }
        let count = "\(actions.count) action\(actions.count == 1 ? "" : "s")"
        return "\(invariant.rawValue): shortest failure has \(count): \(actions.map(\.description).joined(separator: " "))"
    }
}

extension OptionSpec {
    /// `--strategy NAME`, required: the search commands' one strategy.
    static let oneStrategy = OptionSpec.value("--strategy", "NAME", required: true, "The strategy (see 'keyfuzz list').")
    /// `--scenario FILE`: the scenario a search runs on.
    static let scenarioFile = OptionSpec.value(
        "--scenario", "FILE", "A seed file whose scenario to use (default: a 4-field phone-notch form, in the strategy's shape).")
    /// `--invariants LIST`.
    static let invariantList = OptionSpec.value(
        "--invariants", "LIST", "Comma-separated invariants to check (default: those on by default).")
    /// `--jobs N`.
    static let jobs = OptionSpec.value("--jobs", "N", "Threads; results are identical for every N (default: the core count).")
}
