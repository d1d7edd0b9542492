import Foundation

/// A directory of content-named files (failing cases, seeds) that are written once and never overwritten.
///
/// A file's name is derived from its bytes, `<prefix>-<fnv1a64 in hex>.<extension>`,
/// so saving the same content twice names the same file and different runs or
/// shards can add to one directory without coordination. Files appear atomically
/// (``AtomicFile`` in no-clobber mode: a temporary file in the directory, hard-linked
/// to the final name, where `link` fails rather than replace an existing file).
public struct CorpusDirectory: Sendable {
    /// The directory's location.
    public let url: URL

    /// Creates a corpus at `url`; the directory is created on the first save.
    public init(url: URL) {
        self.url = url
    }

    /// Creates a corpus at the file-system path `path`.
    public init(path: String) {
        self.init(url: URL(fileURLWithPath: path, isDirectory: true))
    }

    /// Returns the name content is saved under: `<prefix>-<16 hex digits>.<extension>`.
    ///
    /// An empty prefix leaves out the dash; an empty extension leaves out the dot.
    /// For example, prefix `inset-drift` and extension `json` give
    /// `inset-drift-1a2b3c4d5e6f7081.json`.
    public static func fileName(for contents: some Sequence<UInt8>, prefix: String, extension ext: String) -> String {
        let stem = prefix.isEmpty ? hex16(fnv1a64(contents)) : "\(prefix)-\(hex16(fnv1a64(contents)))"
        return ext.isEmpty ? stem : "\(stem).\(ext)"
    }

    /// Saves `contents` under its content-derived name, atomically, and returns the file's URL.
    ///
    /// Saving content that is already there succeeds and leaves the file as is.
    ///
    /// - Parameters:
    ///   - contents: The bytes to save.
    ///   - prefix: The start of the name, such as the failure's kind; must not contain `/`.
    ///   - ext: The extension, without the dot; must not contain `/`.
    /// - Returns: The URL of the file holding `contents`.
    /// - Throws: ``CorpusError`` if the directory cannot be created or written, or if a
    ///   file with the name already holds different content (it is never overwritten).
    @discardableResult
    public func save(_ contents: Data, prefix: String, extension ext: String) throws -> URL {
        guard !prefix.contains("/"), !ext.contains("/") else {
            throw CorpusError(path: url.relativePath, reason: "prefix \"\(prefix)\" and extension \"\(ext)\" must not contain \"/\"")
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw CorpusError(path: url.relativePath, reason: "cannot create the directory (\(Self.whyNotCreated(url, error)))")
        }
        let name = Self.fileName(for: contents, prefix: prefix, extension: ext)
        let final = url.appendingPathComponent(name, isDirectory: false)
        do throws(FileError) {
            try AtomicFile.write(contents, to: final.relativePath, mode: .noClobber)
        } catch  where error.reason == .alreadyExists {
            // Saved before, or by another writer at the same moment: fine if the bytes agree.
            try requireSameContents(contents, at: final)
        } catch {
            throw CorpusError(path: error.path, reason: error.reason.description)
        }
        return final
    }

    /// Returns the directory's files whose names end in `.<ext>`, sorted by name.
    ///
    /// Hidden files (including temporary files of saves in progress) are skipped. A
    /// missing directory is an empty corpus.
    ///
    /// - Throws: ``CorpusError`` if the directory exists but cannot be read.
    public func listFiles(withExtension ext: String) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw CorpusError(path: url.relativePath, reason: "cannot list the directory (\(error.localizedDescription))")
        }
        return
            names
            .filter { !$0.hasPrefix(".") && $0.hasSuffix("." + ext) }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { url.appendingPathComponent($0, isDirectory: false) }
    }

    /// Why the directory `url` could not be created, in words: a file where a directory of the
    /// path should be, a directory that cannot be written, else the system's reason (Foundation's
    /// own message is a bare error code on Linux).
    static func whyNotCreated(_ url: URL, _ error: any Error) -> String {
        var ancestor = url
        while true {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return "\(ancestor.relativePath) is a file, not a directory" }
                if !FileManager.default.isWritableFile(atPath: ancestor.path) {
                    return "the directory \(ancestor.relativePath) is not writable"
                }
                break
            }
            let parent = ancestor.deletingLastPathComponent()
            guard parent.path != ancestor.path else { break }
            ancestor = parent
        }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }

    /// Throws unless the file at `file` holds exactly `contents`.
    private func requireSameContents(_ contents: Data, at file: URL) throws {
        let existing: Data
        do throws(FileError) {
            existing = try RegularFile.read(file.path)
        } catch {
            throw CorpusError(path: file.relativePath, reason: "exists but cannot be read (\(error.reason))")
        }
        guard existing == contents else {
            throw CorpusError(
                path: file.relativePath,
                reason:
                    "exists with different content (\(existing.count) bytes on disk, \(contents.count) to save); refusing to overwrite it")
        }
    }
}
