#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be read or written: the path and what is wrong with it.
///
/// The description reads as one sentence about the path, so a command line can print it after
/// `Error: ` as it is:
///
///     Seeds/x.json is a directory
///     /dev/zero is not a regular file (a character device)
///     Seeds/x.json: permission denied
///     big.json is too large (70000000 bytes, at most 67108864)
public struct FileError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong with a file. Compare with the static members (`error.reason == .isDirectory`);
    /// new reasons can be added without breaking callers.
    public struct Reason: Hashable, Sendable, CustomStringConvertible {
        /// A phrase about the file: "is a directory", "permission denied".
        public let description: String
        /// Whether the phrase continues the path as a sentence ("x is a directory") rather than
        /// following it after a colon ("x: permission denied").
        let continuesThePath: Bool

        /// Nothing is at the path (or a directory on the way to it is missing).
        public static let notFound = Reason(description: "does not exist", continuesThePath: true)
        /// The path is a directory where a file was expected.
        public static let isDirectory = Reason(description: "is a directory", continuesThePath: true)
        /// The path or its directory may not be read or written by this user.
        public static let permissionDenied = Reason(description: "permission denied", continuesThePath: false)
        /// A file already has the name (a no-clobber write never replaces it).
        public static let alreadyExists = Reason(description: "already exists", continuesThePath: true)

        /// The path is a FIFO, a device, a socket, ...: reading it could block or never end.
        /// - Parameter kind: What it is instead, with its article: "a FIFO".
        public static func notRegularFile(_ kind: String) -> Reason {
            Reason(description: "is not a regular file (\(kind))", continuesThePath: true)
        }

        /// The file holds more bytes than the reader accepts.
        public static func tooLarge(size: Int64, limit: Int) -> Reason {
            Reason(description: "is too large (\(size) bytes, at most \(limit))", continuesThePath: true)
        }

        /// A system call failed for another reason.
        /// - Parameters:
        ///   - operation: What was being done, as a verb phrase: "create a temporary file for".
        ///   - code: The `errno` value.
        public static func failed(_ operation: String, code: Int32) -> Reason {
            Reason(description: "cannot \(operation) it (\(String(cString: strerror(code))))", continuesThePath: false)
        }

        /// The reason for a failed `open`, `stat`, `rename`, ... of a file, from its `errno`.
        static func from(errno code: Int32, operation: String) -> Reason {
            switch code {
            case ENOENT: .notFound
            case EISDIR: .isDirectory
            case EACCES, EPERM: .permissionDenied
            case EEXIST: .alreadyExists
            default: .failed(operation, code: code)
            }
        }
    }

    /// The file the operation was about (for a written symlink, the file it points to).
    public let path: String
    /// What is wrong with it.
    public let reason: Reason

    /// Creates an error about `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// One sentence: the path, then the reason.
    public var description: String {
        reason.continuesThePath ? "\(path) \(reason)" : "\(path): \(reason)"
    }
}
