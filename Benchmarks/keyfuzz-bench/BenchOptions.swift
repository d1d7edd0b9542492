import KeyboardStrategies

/// One part of the benchmark's report, named on the command line by `--only`.
enum BenchSection: String, CaseIterable {
    case memory, verify, space, raw, loop, coverage, finding, bugs, scaling, uikit
}

/// The benchmark's command line: output form, budget and which sections and strategies run.
struct BenchOptions {
    /// A command line the benchmark does not read, with the sentence that says why.
    struct UsageError: Error {
        var message: String
    }

    var json = false
    var quick = false
    var showsHelp = false
    /// The sections to run; every section by default.
    var sections = Set(BenchSection.allCases)
    /// The one strategy to measure, or nil for every built-in strategy.
    var strategy: BuiltInStrategy?
    /// Cases per strategy for the raw replay and the full loop, or nil for the budget's.
    var cases: Int?
    /// Rounds of the measurements compared with each other, or nil for the budget's.
    var rounds: Int?

    init() {}

    init(parsing arguments: [String]) throws {
        var remaining = arguments[...]
        func value(of flag: String) throws -> String {
            guard let next = remaining.popFirst() else { throw UsageError(message: "\(flag) needs a value") }
            return next
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--quick": quick = true
            case "--help": showsHelp = true
            case "--speed": sections = [.raw, .loop, .finding]
            case "--only":
                let names = try value(of: argument).split(separator: ",").map(String.init)
                let parsed = names.compactMap(BenchSection.init(rawValue:))
                guard !names.isEmpty, parsed.count == names.count else {
                    throw UsageError(message: "unknown section in '--only \(names.joined(separator: ","))'")
                }
                sections = Set(parsed)
            case "--strategy":
                let name = try value(of: argument)
                guard let named = BuiltInStrategy.named(name) else { throw UsageError(message: "unknown strategy '\(name)'") }
                strategy = named
            case "--cases":
                let text = try value(of: argument)
                guard let count = Int(text), count > 0 else { throw UsageError(message: "--cases needs a positive number, got '\(text)'") }
                cases = count
            case "--rounds":
                let text = try value(of: argument)
                guard let count = Int(text), count > 0 else { throw UsageError(message: "--rounds needs a positive number, got '\(text)'") }
                rounds = count
            default: throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
    }

    func runs(_ section: BenchSection) -> Bool { sections.contains(section) }

    var budget: Budget {
        var budget = quick ? Budget.quick : Budget.full
        if let cases {
            budget.rawCases = cases
            budget.loopCases = cases
        }
        if let rounds { budget.rounds = rounds }
        return budget
    }
}
