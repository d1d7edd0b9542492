import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole regular files, refusing anything that could block or never end.
///
/// A command given a FIFO would wait forever for a writer, and `/dev/zero` never ends; a
/// directory or an unreadable file deserves a message that says so. The reader checks the
/// path with `stat` before opening it, opens it with `O_NONBLOCK` (so even a FIFO swapped in
/// between cannot block), checks the open file again and reads at most `maximumSize` bytes.
///
///     let data = try RegularFile.read("Seeds/naive-hidden-field-dc63d17ddb0aa176.json")
public enum RegularFile {
    /// The default size limit: 64 MiB, about thirty times a seed file of 100,000 actions.
    public static let defaultMaximumSize = 64 * 1024 * 1024

    /// Returns the bytes of the regular file at `path`.
    ///
    /// Symbolic links are followed.
    ///
    /// - Parameters:
    ///   - path: The file, as the user gave it (errors name it so).
    ///   - maximumSize: The most bytes accepted.
    /// - Returns: The file's contents.
    /// - Throws: ``FileError`` with reason `.notFound`, `.isDirectory`, `.notRegularFile`,
    ///   `.permissionDenied`, `.tooLarge` or `.failed`.
    public static func read(_ path: String, maximumSize: Int = defaultMaximumSize) throws(FileError) -> Data {
        try requireReadable(FileStatus.of(path), path: path, maximumSize: maximumSize)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileError(path: path, reason: .from(errno: errno, operation: "open"))
        }
        defer { close(descriptor) }
        // The path may name another file by now: check the one that is open.
        try requireReadable(FileStatus.of(descriptor: descriptor), path: path, maximumSize: maximumSize)
        return try readAll(descriptor, path: path, maximumSize: maximumSize)
    }

    /// Throws unless `status` is a regular file of at most `maximumSize` bytes.
    private static func requireReadable(
        _ status: Result<FileStatus, Errno>, path: String,
        maximumSize: Int
    ) throws(FileError) {
        let file: FileStatus
        switch status {
        case .success(let found): file = found
        case .failure(let failure): throw FileError(path: path, reason: .from(errno: failure.code, operation: "examine"))
        }
        if let refusal = file.refusal { throw FileError(path: path, reason: refusal) }
        guard file.size <= Int64(maximumSize) else {
            throw FileError(path: path, reason: .tooLarge(size: file.size, limit: maximumSize))
        }
    }

    /// Reads `descriptor` to its end, failing once it yields more than `maximumSize` bytes
    /// (a file that grew after the size check).
    private static func readAll(_ descriptor: Int32, path: String, maximumSize: Int) throws(FileError) -> Data {
        var contents = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, reason: .from(errno: errno, operation: "read"))
            }
            if count == 0 { return contents }
            contents.append(contentsOf: chunk[0..<count])
            if contents.count > maximumSize {
                throw FileError(path: path, reason: .tooLarge(size: Int64(contents.count), limit: maximumSize))
            }
        }
    }
}
