import Foundation
import KeyfuzzStorage
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct RegularFileTests {
    @Test func readsARegularFileAndFollowsSymlinks() throws {
        try withScratchDirectory("read") { directory in
            try Data("hello".utf8).write(to: URL(fileURLWithPath: directory + "/a.json"))
            try FileManager.default.createSymbolicLink(atPath: directory + "/link.json", withDestinationPath: "a.json")
            #expect(try RegularFile.read(directory + "/a.json") == Data("hello".utf8))
            #expect(try RegularFile.read(directory + "/link.json") == Data("hello".utf8))
        }
    }

    @Test func refusesWhatIsNotARegularFile() throws {
        try withScratchDirectory("not-regular") { directory in
            let fifo = directory + "/pipe.json"
            #expect(mkfifo(fifo, 0o644) == 0)
            // Never blocks waiting for a writer.
            #expect(throws: FileError(path: fifo, reason: .notRegularFile("a FIFO"))) { try RegularFile.read(fifo) }
            #expect(throws: FileError(path: "/dev/zero", reason: .notRegularFile("a character device"))) {
                try RegularFile.read("/dev/zero")
            }
            #expect(throws: FileError(path: directory, reason: .isDirectory)) { try RegularFile.read(directory) }
            let missing = directory + "/nope.json"
            #expect(throws: FileError(path: missing, reason: .notFound)) { try RegularFile.read(missing) }
            #expect(FileError(path: fifo, reason: .notRegularFile("a FIFO")).description == "\(fifo) is not a regular file (a FIFO)")
        }
    }

    @Test func refusesAFileLargerThanTheLimit() throws {
        try withScratchDirectory("too-large") { directory in
            let path = directory + "/big.json"
            try Data(repeating: 32, count: 11).write(to: URL(fileURLWithPath: path))
            let error = try #require(throws: FileError.self) { try RegularFile.read(path, maximumSize: 10) }
            #expect(error.description == "\(path) is too large (11 bytes, at most 10)")
            #expect(try RegularFile.read(path, maximumSize: 11).count == 11)
        }
    }

    // Root reads a mode-000 file, so the refusal cannot be seen when the tests run as root.
    @Test(.disabled(if: geteuid() == 0, "running as root, which may read a mode-000 file"))
    func reportsPermissionDenied() throws {
        try withScratchDirectory("permission") { directory in
            let path = directory + "/locked.json"
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0)
            #expect(throws: FileError(path: path, reason: .permissionDenied)) { try RegularFile.read(path) }
            #expect(FileError(path: path, reason: .permissionDenied).description == "\(path): permission denied")
        }
    }
}
