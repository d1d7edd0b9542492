import Foundation
import KeyboardStrategies
import KeyboardWorld

/// Options more than one command takes, each declared once with how its value is read.
enum CommonOptions {
    /// `--strategy NAME`, required: the search commands' one strategy; nil when absent.
    static let oneStrategy = Option<BuiltInStrategy?>(
        .value("--strategy", "NAME", required: true, "The strategy (see 'keyfuzz list').")
    ) { arguments, name in try arguments.value(name).map(strategy(named:)) }

    /// `--scenario FILE`: the scenario a search runs on.
    static let scenarioFile = Option<String?>.path(
        "--scenario", "FILE", to: "a seed file",
        "A seed file whose scenario to use (default: a 4-field phone-notch form, in the strategy's shape).")

    /// `--invariants LIST`, or the invariants on by default.
    static let invariants = Option<InvariantSet>(
        .value("--invariants", "LIST", "Comma-separated invariants to check (default: those on by default).")
    ) { arguments, name in
        let names = try arguments.list(name)
        guard !names.isEmpty else { return .defaults }
        return InvariantSet(
            try names.map { name in
                guard let invariant = Invariant(rawValue: name) else {
                    throw UsageError(
                        "unknown invariant '\(name)'; expected one of \(Invariant.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return invariant
            })
    }

    /// `--jobs N`: threads, the core count by default.
    static let jobs = Option<Int>.integer(
        "--jobs", "N", default: { ProcessInfo.processInfo.activeProcessorCount }, in: 1...512,
        "Threads; results are identical for every N (default: the core count).")

    /// `--time SECONDS`, a positive number; nil when absent.
    static func seconds(_ help: String) -> Option<Double?> {
        Option(.value("--time", "SECONDS", help)) { arguments, name in
            guard let text = arguments.value(name) else { return nil }
            guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                throw UsageError("\(name) expects a positive number of seconds, got '\(text)'")
            }
            return seconds
        }
    }

    /// A repeatable `NAME KEY=VALUES` (`--only`, `--also`), its values as given: the scenario
    /// space splits and checks them (`FuzzSettings.applying`).
    static func keyValues(_ name: String, _ help: String) -> Option<[String]> {
        Option(.value(name, "KEY=VALUES", repeatable: true, help)) { arguments, name in arguments.values[name] ?? [] }
    }

    /// `--save DIR`; nil when absent.
    static func saveDirectory(_ help: String) -> Option<URL?> {
        Option(.value("--save", "DIR", help)) { arguments, name in
            try arguments.path(name, to: "a directory").map { URL(fileURLWithPath: $0, isDirectory: true) }
        }
    }

    /// The built-in strategy called `name`.
    /// - Throws: `UsageError` naming the built-in strategies.
    static func strategy(named name: String) throws -> BuiltInStrategy {
        guard let strategy = BuiltInStrategy.named(name) else {
            throw UsageError("unknown strategy '\(name)'; expected one of \(BuiltInStrategy.all.map(\.name).joined(separator: ", "))")
        }
        return strategy
    }
}
