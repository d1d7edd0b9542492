import Foundation
import KeyboardWorld
import KeyfuzzStorage
import PropertyEngine

/// A saved keyboard case: everything a replay needs and the verdict it must give (docs/classic-world.md §9).
///
/// On disk a seed file is human-readable JSON (see `encode()` for the layout) whose bytes depend
/// only on the case, so the same case always gives the same file on every machine, and its name
/// is derived from those bytes (`<strategy>-<invariant or pass>-<fnv1a64>.json`).
///
///     let seed = SeedFile(strategy: "naive", scenario: scenario,
///                         actions: [.tap(11), .finishAnimation],
///                         expected: .fail(.hiddenField, actionIndex: 1))
///     let url = try seed.save(in: seedsDirectory)
///     let again = try SeedFile.read(from: url)   // == seed
public struct SeedFile: Hashable, Sendable {
    /// Where a generated case came from: the run seed and the case's index in that run.
    public struct Origin: Hashable, Sendable {
        /// The seed of the whole run (`--seed`).
        public var seed: UInt64
        /// The zero-based index of the case in the run.
        public var caseIndex: UInt64

        /// Case number `caseIndex` (zero-based) of the run with seed `seed`.
        public init(seed: UInt64, caseIndex: UInt64) {
            self.seed = seed
            self.caseIndex = caseIndex
        }
    }

    /// The value of the `format` field, which marks a JSON file as a keyfuzz seed.
    public static let formatName = "keyfuzz-seed"
    /// The format version `encode()` writes.
    public static let currentVersion = 1
    /// The format versions the reader accepts.
    public static let supportedVersions = [1]

    /// The strategy's name: a built-in (`BuiltInStrategy.named`) or a user strategy's name.
    public var strategy: String
    /// The run seed and case index it came from; nil for hand-written cases.
    public var origin: Origin?
    /// The invariants checked at replay.
    public var invariants: InvariantSet
    /// The world the case runs in.
    public var scenario: Scenario
    /// The actions, in order.
    public var actions: [Action]
    /// The verdict a replay must give.
    public var expected: Verdict

    /// A seed file for the case `scenario` + `actions` against `strategy`, whose replay with
    /// `invariants` must give `expected`.
    public init(
        strategy: String, origin: Origin? = nil, invariants: InvariantSet = .defaults,
        scenario: Scenario, actions: [Action], expected: Verdict
    ) {
        self.strategy = strategy
        self.origin = origin
        self.invariants = invariants
        self.scenario = scenario
        self.actions = actions
        self.expected = expected
    }

    /// Creates a seed file for `keyboardCase`.
    public init(
        case keyboardCase: KeyboardCase, origin: Origin? = nil, invariants: InvariantSet = .defaults,
        expected: Verdict
    ) {
        self.init(
            strategy: keyboardCase.strategy, origin: origin, invariants: invariants,
            scenario: keyboardCase.scenario, actions: keyboardCase.actions, expected: expected)
    }

    /// The case the file holds, without its origin, invariants and expectation.
    public var keyboardCase: KeyboardCase {
        KeyboardCase(strategy: strategy, scenario: scenario, actions: actions)
    }
}

// MARK: - Files

extension SeedFile {
    /// The start of the file's name: `<strategy>-<invariant>` for a failure, `<strategy>-pass` for a pass.
    public var fileNamePrefix: String {
        switch expected {
        case .pass: "\(strategy)-pass"
        case .fail(let invariant, _): "\(strategy)-\(invariant.rawValue)"
        }
    }

    /// The name `save(in:)` gives the file: the prefix, the FNV-1a hash of `encode()`, `.json`.
    public var fileName: String {
        fileName(for: encode())
    }

    /// The name of the file holding `data`, this file's `encode()`.
    func fileName(for data: Data) -> String {
        CorpusDirectory.fileName(for: data, prefix: fileNamePrefix, extension: "json")
    }

    /// Saves the file under its content-derived name in `directory`, atomically, and returns its URL.
    ///
    /// Saving the same case again finds the same file and leaves it as is. The bytes are read
    /// back before anything is written, so a file that could not be replayed is never saved.
    ///
    /// - Parameter directory: The directory (created if missing), e.g. the package's `Seeds/`.
    /// - Returns: The URL of the file holding the case.
    /// - Throws: ``SeedFileError`` if the case would not read back (a non-finite number, a
    ///   scenario with `Scenario.problems`, a tap beyond the fields, an expectation outside the
    ///   actions or the enabled invariants); `CorpusError` if the directory cannot be written or
    ///   a different file already has the name (it is never replaced).
    @discardableResult
    public func save(in directory: URL) throws -> URL {
        try save(encode(), in: directory)
    }

    /// ``save(in:)`` with the file's bytes, `encode()`, already made (the archive makes them
    /// once for the name, the comparison with a file already there and the write).
    func save(_ data: Data, in directory: URL) throws -> URL {
        let corpus = CorpusDirectory(url: directory)
        let name = fileName(for: data)
        _ = try Self.decode(data, path: corpus.url.appendingPathComponent(name).path, extraStrategies: [strategy])
        return try corpus.save(data, prefix: fileNamePrefix, extension: "json")
    }

    /// Reads the seed file at `url`.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - extraStrategies: Strategy names accepted besides the built-in ones (user strategies).
    /// - Returns: The case, its invariants and its expected verdict.
    /// - Throws: ``SeedFileError`` naming the file if it cannot be read or is not a valid seed file.
    public static func read(from url: URL, extraStrategies: Set<String> = []) throws -> SeedFile {
        let data: Data
        do throws(FileError) {
            // Refuses FIFOs, devices and directories rather than block or read forever.
            data = try RegularFile.read(url.path)
        } catch {
            throw SeedFileError(path: url.path, field: "", message: "cannot read the file (\(error.reason))")
        }
        return try decode(data, path: url.path, extraStrategies: extraStrategies)
    }

    /// Returns the seed files (`*.json`) in `directory`, sorted by name; none if it does not exist.
    ///
    /// - Throws: `CorpusError` if the directory exists but cannot be listed.
    public static func files(in directory: URL) throws -> [URL] {
        try CorpusDirectory(url: directory).listFiles(withExtension: "json")
    }
}

// MARK: - Replay

extension SeedFile {
    /// Runs the case against a fresh instance from `make` with the file's invariants.
    ///
    /// Compare the result's `verdict` with `expected` to replay the file.
    public func run(make: () -> any KeyboardAvoidanceStrategy, recordsTrace: Bool = false) -> CaseResult {
        KeyboardCase.run(
            scenario: scenario, actions: actions, make: make, invariants: invariants,
            recordsTrace: recordsTrace)
    }

    /// Runs the case against the built-in strategy of its name; nil when the name is not a built-in.
    public func run(recordsTrace: Bool = false) -> CaseResult? {
        guard let builtIn = BuiltInStrategies.named(strategy) else { return nil }
        return run(make: builtIn.make, recordsTrace: recordsTrace)
    }
}
