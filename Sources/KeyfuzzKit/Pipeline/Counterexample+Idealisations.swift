import KeyboardWorld

extension Counterexample {
    /// The classic idealisations `shrunk` needs to fail: for each classic value that no device
    /// posts, whether the case passes once it is replaced by what devices post. The shrinker
    /// simplifies toward the classic values, so a shrunk case may keep one the failure does not
    /// need (then nothing is said) or one it does (then the report says so: the verdict may not
    /// hold on a device).
    ///
    /// Today one value: `rotationStyle = change`, a rotation posted as a single frame change,
    /// compared with `hideFirst` (docs/world-rules.md, "Rotation").
    static func idealisations(of shrunk: ShrunkCase, strategy: StrategyUnderTest) -> [String] {
        let keyboardCase = shrunk.keyboardCase
        guard keyboardCase.scenario.rotationStyle == .change, keyboardCase.actions.contains(.rotate) else { return [] }
        var asOnDevices = keyboardCase
        asOnDevices.scenario.rotationStyle = .hideFirst
        let shrinker = CaseShrinker(strategy: strategy, budget: 0)
        guard !shrinker.fails(asOnDevices, shrunk.invariant) else { return [] }
        return ["needs the classic single-change rotation (passes when rotations hide first, as devices post them)"]
    }

    /// The scenario line of a report: the summary, then the idealisations the case needs.
    public var scenarioLine: String {
        ([shrunk.keyboardCase.scenario.summary] + idealisations).joined(separator: "; ")
    }
}
