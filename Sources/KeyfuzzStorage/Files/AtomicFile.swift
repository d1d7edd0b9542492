import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files so that a reader sees the old file or the new one, never a part.
///
/// The bytes go to a temporary file beside the target, named
/// `.keyfuzz-tmp.<target name>.<6 random characters>` so that anyone can tell what left it;
/// it is written, `fsync`ed, then renamed over the target (``Mode/replace``) or hard-linked
/// to the target's name (``Mode/noClobber``: `link` fails rather than replace a file). The
/// temporary file is removed whatever happens, except when the process dies mid-write; each
/// write therefore first removes the temporary files in its directory that carry the prefix
/// and are more than a minute old (``staleAge``), and nothing else.
///
/// A target that is a symbolic link is followed: the new file is written beside the link's
/// final destination and renamed over it, so the link keeps pointing at the updated file
/// (renaming over the link itself would silently turn it into a regular file, and a link
/// into a shared folder is usually there on purpose). A target that is a directory, a FIFO
/// or a device is refused.
///
///     try AtomicFile.write(Data(svg.utf8), to: "naive.svg", mode: .replace)
///     try AtomicFile.write(seedBytes, to: "Seeds/naive-pass-1a2b.json", mode: .noClobber)
public enum AtomicFile {
    /// Whether a write may replace an existing file.
    public struct Mode: Hashable, Sendable {
        let replacesExistingFile: Bool

        /// Replace the target if it exists (`rename`).
        public static let replace = Mode(replacesExistingFile: true)
        /// Fail with ``FileError/Reason/alreadyExists`` if the target exists (`link`).
        public static let noClobber = Mode(replacesExistingFile: false)
    }

    /// The start of every temporary file's name; only such files are ever swept.
    public static let temporaryPrefix = ".keyfuzz-tmp."
    /// How old, in seconds, a temporary file must be before a write in its directory removes it:
    /// far longer than any write takes, so a write in progress in another process is left alone.
    public static let staleAge = 60

    /// The most symbolic links followed from a target before giving up (as `ELOOP` would).
    static let maximumLinksFollowed = 40

    /// Writes `contents` to `path` atomically.
    ///
    /// - Parameters:
    ///   - contents: The file's new bytes.
    ///   - path: The target; its directory must exist. A symbolic link is followed.
    ///   - mode: ``Mode/replace`` or ``Mode/noClobber``.
    /// - Throws: ``FileError`` naming the target (a symbolic link's destination): `.isDirectory`
    ///   or `.notRegularFile` for a target that is not a file, `.alreadyExists` in no-clobber
    ///   mode, `.permissionDenied`, or `.failed` with the system's reason.
    public static func write(_ contents: Data, to path: String, mode: Mode) throws(FileError) {
        let target = try destination(of: path)
        guard let parts = split(target) else { throw FileError(path: target, reason: .isDirectory) }
        let directory = parts.directory
        var permissions: mode_t?
        if case .success(let existing) = FileStatus.of(target) {
            if let refusal = existing.refusal { throw FileError(path: target, reason: refusal) }
            guard mode.replacesExistingFile else { throw FileError(path: target, reason: .alreadyExists) }
            permissions = existing.permissions
        }
        sweepStaleTemporaryFiles(in: directory)
        let (descriptor, temporary) = try createTemporaryFile(in: directory, for: parts.name, target: target)
        do throws(FileError) {
            try fill(descriptor, with: contents, permissions: permissions, target: target)
            try commit(temporary, to: target, mode: mode)
        } catch {
            unlink(temporary)
            throw error
        }
        if !mode.replacesExistingFile { unlink(temporary) }
        syncDirectory(directory)
    }

    /// The file a write to `path` changes: `path` itself, or where its chain of symbolic links ends.
    static func destination(of path: String) throws(FileError) -> String {
        var current = path
        for _ in 0..<maximumLinksFollowed {
            guard case .success(let status) = FileStatus.of(current, followingSymlinks: false), status.isSymbolicLink else {
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw FileError(path: current, reason: .failed("follow the symbolic link", code: errno)) }
            let link = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : (split(current)?.directory ?? ".") + "/" + link
        }
        throw FileError(path: path, reason: .failed("follow the symbolic links of", code: ELOOP))
    }

    /// The directory and the name of `path` (`"."` for a bare name); nil when it ends in `/`.
    private static func split(_ path: String) -> (directory: String, name: String)? {
        guard !path.isEmpty, !path.hasSuffix("/") else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// Creates an empty temporary file for `name` in `directory` (permissions 0666 less the
    /// umask) and returns its open descriptor and path.
    private static func createTemporaryFile(
        in directory: String, for name: String,
        target: String
    ) throws(FileError) -> (Int32, String) {
        // Keep the temporary name within NAME_MAX (255 bytes) however long the target's is.
        let stem = String(decoding: name.utf8.prefix(200), as: UTF8.self)
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var code: Int32 = EEXIST
        for _ in 0..<100 {
            let suffix = String((0..<6).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            let path = "\(directory)/\(temporaryPrefix)\(stem).\(suffix)"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, path) }
            code = errno
            guard code == EEXIST || code == EINTR else { break }
        }
        let reason: FileError.Reason =
            code == EACCES || code == EPERM
            ? .permissionDenied : .failed("create a temporary file beside", code: code)
        throw FileError(path: target, reason: reason)
    }

    /// Writes `contents` to the new file `descriptor`, gives it `permissions` (those of the file
    /// it replaces) if any, flushes it to disk and closes it.
    private static func fill(
        _ descriptor: Int32, with contents: Data, permissions: mode_t?,
        target: String
    ) throws(FileError) {
        var failure: Int32 = 0
        if let permissions, fchmod(descriptor, permissions) != 0 { failure = errno }
        if failure == 0 {
            contents.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < bytes.count, let base = bytes.baseAddress {
                    let written = systemWrite(descriptor, base + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    offset += written
                }
            }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else { throw FileError(path: target, reason: .failed("write", code: failure)) }
    }

    /// Puts the finished temporary file in place: renamed over the target, or linked to its name.
    private static func commit(_ temporary: String, to target: String, mode: Mode) throws(FileError) {
        if mode.replacesExistingFile {
            guard rename(temporary, target) == 0 else {
                throw FileError(path: target, reason: .from(errno: errno, operation: "rename the temporary file over"))
            }
        } else {
            guard link(temporary, target) == 0 else {
                // EPERM here means a file system without hard links, not a permission problem.
                let code = errno
                throw FileError(path: target, reason: code == EEXIST ? .alreadyExists : .failed("link the temporary file to", code: code))
            }
        }
    }

    /// Flushes `directory`'s entries so the new name survives a crash; best effort.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Removes the regular files in `directory` whose names start with ``temporaryPrefix`` and
    /// that were last modified more than ``staleAge`` seconds ago: what interrupted writes left.
    /// Best effort: what cannot be listed or removed is left.
    static func sweepStaleTemporaryFiles(in directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let cutoff = Int(time(nil)) - staleAge
        for name in names where name.hasPrefix(temporaryPrefix) {
            let path = "\(directory)/\(name)"
            guard case .success(let status) = FileStatus.of(path, followingSymlinks: false),
                status.isRegularFile, status.modificationTime < cutoff
            else { continue }
            unlink(path)
        }
    }
}
