#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` or `lstat` says about a path, as far as reading and writing whole files cares.
struct FileStatus {
    /// The file type and permission bits (`st_mode`).
    let mode: mode_t
    /// The size in bytes (`st_size`).
    let size: Int64
    /// The last modification, in seconds since 1970 (`st_mtime`).
    let modificationTime: Int

    /// The status of `path`, or the `errno` of the failed call.
    /// - Parameter followingSymlinks: `stat` when true, `lstat` (the link itself) when false.
    static func of(_ path: String, followingSymlinks: Bool = true) -> Result<FileStatus, Errno> {
        var raw = stat()
        let status = followingSymlinks ? stat(path, &raw) : lstat(path, &raw)
        guard status == 0 else { return .failure(Errno(code: errno)) }
        return .success(FileStatus(raw))
    }

    /// The status of the open file `descriptor`, or the `errno` of the failed call.
    static func of(descriptor: Int32) -> Result<FileStatus, Errno> {
        var raw = stat()
        guard fstat(descriptor, &raw) == 0 else { return .failure(Errno(code: errno)) }
        return .success(FileStatus(raw))
    }

    private init(_ raw: stat) {
        mode = raw.st_mode
        size = Int64(raw.st_size)
        #if canImport(Darwin)
            modificationTime = Int(raw.st_mtimespec.tv_sec)
        #else
            modificationTime = Int(raw.st_mtim.tv_sec)
        #endif
    }

    private var type: mode_t { mode & S_IFMT }
    var isRegularFile: Bool { type == S_IFREG }
    var isDirectory: Bool { type == S_IFDIR }
    var isSymbolicLink: Bool { type == S_IFLNK }
    /// The permission bits, to give a replacement file the permissions of the file it replaces.
    var permissions: mode_t { mode & 0o7777 }

    /// What the file is, with its article, for "is not a regular file (a FIFO)".
    var kind: String {
        switch type {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "of an unknown type"
        }
    }

    /// The reason a whole-file read or replace refuses this file, nil for a regular file.
    var refusal: FileError.Reason? {
        if isRegularFile { return nil }
        return isDirectory ? .isDirectory : .notRegularFile(kind)
    }
}

/// A failed system call's `errno`, carried in a `Result`.
struct Errno: Error {
    let code: Int32
}
