import Foundation
import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

/// A strategy's saved seed files in a directory, replayed before any random case (regressions
/// first, like Hypothesis' example database). A file belongs to the strategy when it is named
/// `<strategy>-<invariant or pass>-<hash>.json`, as `SeedFile.save` names it.
public struct SavedCases: Sendable {
    /// The directory, e.g. a package's `Seeds/`.
    public var directory: URL
    /// The strategy whose files these are.
    public var strategy: StrategyUnderTest

    /// The seed files of `strategy` in `directory`.
    public init(directory: URL, strategy: StrategyUnderTest) {
        self.directory = directory
        self.strategy = strategy
    }

    /// Whether `url` is named as a seed file of `strategy`.
    public static func isSeedFile(_ url: URL, of strategy: String) -> Bool {
        let fileName = url.lastPathComponent
        let prefix = strategy + "-"
        guard fileName.hasPrefix(prefix), fileName.hasSuffix(".json") else { return false }
        let rest = fileName.dropFirst(prefix.count).dropLast(".json".count)
        guard let dash = rest.lastIndex(of: "-") else { return false }
        let verdict = String(rest[..<dash])
        let hash = rest[rest.index(after: dash)...]
        return (verdict == "pass" || Invariant(rawValue: verdict) != nil) && !hash.isEmpty && hash.allSatisfy(\.isHexDigit)
    }

    /// The strategy's seed files, by name.
    /// - Throws: `CorpusError` when the directory exists but cannot be listed.
    public func files() throws -> [URL] {
        try SeedFile.files(in: directory).filter { Self.isSeedFile($0, of: strategy.name) }
    }

    /// A saved case that still fails.
    public struct Failure: Sendable {
        /// Where the seed file is.
        public var url: URL
        /// The case it holds, as read.
        public var file: SeedFile
        /// The violations its replay reported at the first failing step.
        public var violations: [Violation]
    }

    /// Replays the file at `url` with its own invariants, those of them `invariants` enables.
    /// - Parameter space: When given, a file whose scenario lies outside it is skipped (a check
    ///   of one form replays the cases found on that form).
    /// - Returns: The failure, nil when the case passes or is skipped.
    /// - Throws: ``SeedFileError`` when the file cannot be read.
    public func replay(_ url: URL, invariants: InvariantSet, within space: ScenarioSpace?) throws -> Failure? {
        let file = try SeedFile.read(from: url, extraStrategies: [strategy.name])
        let enabled = InvariantSet(rawValue: file.invariants.rawValue & invariants.rawValue)
        guard !enabled.members.isEmpty, space?.contains(file.scenario) ?? true else { return nil }
        let result = KeyboardCase.run(scenario: file.scenario, actions: file.actions, make: strategy.make, invariants: enabled)
        return result.violations.isEmpty ? nil : Failure(url: url, file: file, violations: result.violations)
    }
}
