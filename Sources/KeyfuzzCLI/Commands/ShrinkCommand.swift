import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures

/// `keyfuzz shrink`: re-shrinks a saved failing case.
struct ShrinkCommand: Command {
    let name = "shrink"
    let summary = "Shrink a saved failing case to a 1-minimal one that fails the same invariant."
    let positionals = "FILE"
    let examples = [
        "keyfuzz shrink found.json --out Seeds/minimal.json"
    ]
    let exitStatus = [
        "0   shrunk (and written, with --out)",
        "1   the case passes with its invariants: nothing to shrink",
        "64  usage error",
        "65  a malformed seed file, or the case does not fail its invariant when checked alone",
        "66  the seed file cannot be read",
        "73  --out cannot be written",
        "130, 143  interrupted by SIGINT or SIGTERM: the best case so far is printed, --out is not written",
    ]
    static let outOption = Option<String?>.path(
        "--out", "FILE", to: "a file to write the shrunk seed file to",
        "Write the shrunk seed file here (atomically; replaces FILE on purpose).")
    let options = [Self.outOption.spec]

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.count == 1 else {
            throw UsageError(
                arguments.positionals.isEmpty
                    ? "shrink needs a seed file" : "shrink takes one seed file, got \(arguments.positionals.count)")
        }
        let path = try arguments.positionalPaths(to: "the seed file")[0]
        let out = try Self.outOption.value(in: arguments)
        let seed = try SeedInput.read(path)
        guard let builtIn = BuiltInStrategy.named(seed.strategy) else {
            throw InputError("\(path): strategy '\(seed.strategy)' is not a built-in strategy")
        }
        // A signal stops the shrink where it is (one during the first replay, before it starts):
        // the best case so far is still a failing case.
        let interrupt = InterruptSignal.listen()
        defer { interrupt.stop() }
        let result = seed.run(make: builtIn.make)
        guard case .fail(let first, _) = result.verdict else {
            // Not a bad file: a verdict, like a replay that does not match.
            let invariants = seed.invariants.members.map(\.rawValue).joined(separator: ", ")
            console.print("\(path): this case passes with its invariants (\(invariants)); nothing to shrink")
            return .failure
        }
        // The invariant the file was saved for, while the case still breaks it; else the first broken.
        var invariant = first
        if case .fail(let expected, _) = seed.expected, result.violates(expected) { invariant = expected }
        // The failure pipeline a fuzz run shrinks with, over every scenario (a file's case may lie
        // outside the default space).
        let pipeline = FailurePipeline(
            strategy: StrategyUnderTest(builtIn), generator: CaseGenerator(space: .unrestricted), runSeed: 0, cases: 0)
        guard
            let counterexample = pipeline.shrink(
                seed.keyboardCase, invariant: invariant, origin: seed.origin, interrupted: { interrupt.isSet })
        else {
            throw InputError("\(path): the case does not fail \(invariant.rawValue) when checked alone")
        }
        let shrunk = counterexample.shrunk
        console.print(counterexample.text())
        console.print("")
        if let signal = interrupt.received {
            console.print(
                "interrupted by \(InterruptSignal.name(signal)): the best case so far, \(seed.actions.count) shrunk to \(shrunk.keyboardCase.actions.count) actions in \(shrunk.stats.runs) runs (not proven minimal)"
            )
            if out != nil { console.print("not saved: --out is written only by a shrink that ends") }
            return signal == SIGTERM ? .terminated : .interrupted
        }
        console.print(
            "shrunk from \(seed.actions.count) to \(shrunk.keyboardCase.actions.count) actions in \(shrunk.stats.runs) runs\(shrunk.stats.isMinimal ? " (1-minimal)" : " (budget exhausted: not proven minimal)")"
        )
        if let out {
            try SeedInput.write(counterexample.seedFile.encode(), to: out)
            console.print("wrote \(out)")
        } else {
            console.print("not saved: pass --out FILE to write the shrunk seed file")
        }
        return .success
    }
}
