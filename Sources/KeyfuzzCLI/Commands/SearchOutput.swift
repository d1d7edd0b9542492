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
