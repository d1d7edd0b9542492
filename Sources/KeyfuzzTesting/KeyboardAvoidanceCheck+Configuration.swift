import KeyfuzzKit

extension KeyboardAvoidanceCheck {
    // MARK: Configuration

    /// Why the check cannot run, one sentence each (empty when it can).
    var configurationProblems: [String] {
        var problems: [String] = []
        let name = strategy.name
        if name.isEmpty || !name.allSatisfy(Self.isNameCharacter) {
            problems.append("the strategy's name is \"\(name)\", expected letters, digits, '-', '_' or '.' (it names seed files)")
        } else if BuiltInStrategies.named(name) != nil {
            problems.append("the strategy's name is \"\(name)\", a built-in strategy's name; pass another with named:")
        }
        if runs < 0 { problems.append("runs is \(runs), expected >= 0") }
        if maxActions < 1 { problems.append("maxActions is \(maxActions), expected >= 1") }
        if invariants.members.isEmpty { problems.append("invariants is empty, expected at least one invariant") }
        problems += scenarios.problems.map { "scenarios: \($0)" }
        if scenarios.problems.isEmpty && !space.drawsAnyShape {
            problems.append(
                "scenarios draw none of the shapes the strategy declares (\(strategy.supportedShapes.map(\.rawValue).joined(separator: ", "))); pass a KeyboardForm or scenarios with one of them"
            )
        } else if scenarios.problems.isEmpty {
            problems += space.problems.map { "the screens the strategy declares: \($0)" }
        }
        problems += requiredCoverage.compactMap { $0.problem.map { "cover: \($0)" } }
        return problems
    }

    /// The name a strategy type gets when none is given: the type's name, with every character
    /// a file name should not hold replaced by `-`.
    static func defaultName(of type: Any.Type) -> String {
        String(String(describing: type).map { Self.isNameCharacter($0) ? $0 : "-" })
    }

    static func isNameCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || c == ".")
    }

    /// `MyStrategy.init` for a type: its name as the module it is declared in spells it (a nested
    /// type keeps its outer types); nil for a type declared inside a function, which code cannot name.
    static func initializerExpression(of type: Any.Type) -> String? {
        let reflected = String(reflecting: type)
        guard !reflected.contains("("), let dot = reflected.firstIndex(of: ".") else { return nil }
        return reflected[reflected.index(after: dot)...] + ".init"
    }
}
