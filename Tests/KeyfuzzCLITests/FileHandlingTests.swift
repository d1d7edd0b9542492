import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the commands do with input files they cannot read and outputs they cannot write.
@Suite("keyfuzz input and output files (end to end)")
struct FileHandlingTests {
    /// Every way a command reads a seed file, for the file at `path`.
    static func readers(of path: String) -> [[String]] {
        [["replay", path], ["shrink", path], ["exhaust", "--strategy", "naive", "--depth", "1", "--scenario", path]]
    }

    /// Runs every reader of `path` and expects exit 66 with exactly `message` on standard error.
    func expectEveryReaderRefuses(_ path: String, with message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for arguments in Self.readers(of: path) {
            let result = try keyfuzz(arguments, timeout: 30)
            #expect(result.status == 66, "\(arguments[0]): \(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr == "Error: \(message)\n", "\(arguments[0])", sourceLocation: sourceLocation)
        }
    }

    @Test func aDirectoryIsNotASeedFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try expectEveryReaderRefuses(directory.path, with: "\(directory.path) is a directory, expected a seed file (.json)")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("case.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        try expectEveryReaderRefuses(fifo, with: "\(fifo) is not a regular file (a FIFO)")
    }

    @Test func aDeviceIsRefusedWithoutReadingIt() throws {
        try expectEveryReaderRefuses("/dev/zero", with: "/dev/zero is not a regular file (a character device)")
    }

    @Test func aHugeFileIsRefusedBeforeReading() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("huge.json").path
        // A sparse file: 65 MiB long, no disk blocks.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 65 * 1024 * 1024) == 0)
        try expectEveryReaderRefuses(path, with: "\(path) is too large (68157440 bytes, at most 67108864)")
    }

    // Root reads a mode-000 file, so the refusal cannot be seen when the tests run as root.
    @Test(.disabled(if: geteuid() == 0, "running as root, which may read a mode-000 file"))
    func anUnreadableFileSaysPermissionDenied() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("locked.json").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8), attributes: [.posixPermissions: 0]))
        try expectEveryReaderRefuses(path, with: "\(path): permission denied")
    }

    /// Writes a seed file of a failing case into `directory` and returns its path.
    static func failingCase(in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("case.json").path
        try Data(ReplayShrinkExhaustTests.naiveHiddenField.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aDirectoryAsAnOutputIsReportedByName() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = try Self.failingCase(in: directory)
        let out = directory.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let shrink = try keyfuzz(["shrink", seed, "--out", out])
        #expect(shrink.status == 73)
        #expect(shrink.stderr == "Error: \(out) is a directory\n")
        let replay = try keyfuzz(["replay", seed, "--svg", out])
        #expect(replay.status == 73)
        #expect(replay.stderr == "Error: \(out) is a directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }

    @Test func writingThroughASymlinkUpdatesItsDestination() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = try Self.failingCase(in: directory)
        let real = directory.appendingPathComponent("real.svg").path
        let link = directory.appendingPathComponent("link.svg").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.svg")
        let result = try keyfuzz(["replay", seed, "--svg", link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.svg")
        #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("<?xml"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["case.json", "link.svg", "real.svg"])
    }
}
