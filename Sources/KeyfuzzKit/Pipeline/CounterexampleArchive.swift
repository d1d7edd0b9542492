import Foundation
import KeyfuzzStorage
import PropertyEngine

/// Where counterexamples are kept: a directory of seed files (content-named, written atomically,
/// never replacing a different file) with their attachments beside them (a storyboard under the
/// same name, `.svg`), written as a ``RecordMode`` says.
public struct CounterexampleArchive: Sendable {
    /// The directory, e.g. a package's `Seeds/` (created on the first save).
    public var directory: URL
    /// When a seed file is written.
    public var record: RecordMode
    /// The files drawn from a counterexample (extension and bytes), kept beside its seed file.
    public var attachments: @Sendable (Counterexample) -> [(extension: String, data: Data)]

    /// Creates an archive in `directory`.
    public init(
        directory: URL, record: RecordMode = .missing,
        attachments: @escaping @Sendable (Counterexample) -> [(extension: String, data: Data)] = { _ in [] }
    ) {
        self.directory = directory
        self.record = record
        self.attachments = attachments
    }

    /// What happened to a counterexample's seed file.
    public enum SeedOutcome: Equatable, Sendable {
        /// Written now.
        case written
        /// An identical file was there already.
        case alreadySaved
        /// Rewritten under record mode all; `replaced` is the older file it replaces (removed).
        case rewritten(replaced: URL?)
        /// Not written: record mode never, and no identical file is there.
        case notWritten
        /// Writing failed; nothing was replaced.
        case failed(String)
    }

    /// What happened to one attachment.
    public enum AttachmentOutcome: Equatable, Sendable {
        /// Written now (or rewritten under record mode all).
        case written
        /// An identical file was there already.
        case unchanged
        /// A file with other content is there (edited by hand?) and was kept.
        case keptDifferent
        /// Writing failed.
        case failed(String)
    }

    /// The result of saving one counterexample.
    public struct Entry: Sendable {
        /// The seed file's location, whether or not it is on disk.
        public var url: URL
        /// What became of the seed file: written, already there, kept, or failed.
        public var seed: SeedOutcome
        /// Each attachment's location and outcome (none unless the seed file is on disk).
        public var attachments: [(url: URL, outcome: AttachmentOutcome)]

        /// Whether the seed file is on disk now.
        public var isOnDisk: Bool {
            switch seed {
            case .written, .alreadySaved, .rewritten: true
            case .notWritten, .failed: false
            }
        }
    }

    /// Saves `counterexample` as ``record`` says. A file already under the seed file's name counts
    /// as saved only when it holds the same bytes; one that holds others (truncated, edited by
    /// hand) is never taken for the finding, and is replaced only under record mode all.
    /// - Parameter saved: The seed file the counterexample was replayed from, if any: record mode
    ///   all replaces it (removing it once the new file is on disk) when it is in ``directory``.
    public func save(_ counterexample: Counterexample, replacing saved: URL? = nil) -> Entry {
        // Encoded once: the name, the comparison with a file already there and the write.
        let seedFile = counterexample.seedFile
        let data = seedFile.encode()
        let url = directory.appendingPathComponent(seedFile.fileName(for: data))
        let exists = FileManager.default.fileExists(atPath: url.path)
        var entry = Entry(url: url, seed: .notWritten, attachments: [])
        do {
            switch record {
            case .never:
                entry.seed = exists && FileManager.default.contents(atPath: url.path) == data ? .alreadySaved : .notWritten
            case .all:
                // Write first (atomically); the old file goes only once this one is on disk.
                if exists {
                    try AtomicFile.write(data, to: url.relativePath, mode: .replace)
                } else {
                    _ = try seedFile.save(data, in: directory)
                }
                var replaced: URL?
                if let saved, saved.standardizedFileURL != url.standardizedFileURL,
                    saved.deletingLastPathComponent().standardizedFileURL == directory.standardizedFileURL
                {
                    try FileManager.default.removeItem(at: saved)
                    replaced = saved
                }
                entry.seed = .rewritten(replaced: replaced)
            default:
                // The corpus compares the bytes of a file already there: the same is saved, other
                // bytes are an error that names the file (never taken for the finding).
                _ = try seedFile.save(data, in: directory)
                entry.seed = exists ? .alreadySaved : .written
            }
        } catch {
            entry.seed = .failed(String(describing: error))
        }
        guard entry.isOnDisk, record != .never else { return entry }
        entry.attachments = saveAttachments(of: counterexample, beside: url)
        return entry
    }

    /// Writes the counterexample's attachments beside the seed file at `seedFile` (same name,
    /// their own extension), unless a different file is there (record mode all replaces it).
    public func saveAttachments(of counterexample: Counterexample, beside seedFile: URL) -> [(url: URL, outcome: AttachmentOutcome)] {
        attachments(counterexample).map { attachment in
            let target = seedFile.deletingPathExtension().appendingPathExtension(attachment.extension)
            return (target, write(attachment.data, to: target))
        }
    }

    /// Writes an attachment unless a different file is there (record mode all replaces it).
    private func write(_ data: Data, to url: URL) -> AttachmentOutcome {
        let existing = FileManager.default.contents(atPath: url.path)
        if existing == data { return .unchanged }
        if existing != nil && record != .all { return .keptDifferent }
        do {
            try AtomicFile.write(data, to: url.relativePath, mode: .replace)
            return .written
        } catch {
            return .failed(error.description)
        }
    }
}
