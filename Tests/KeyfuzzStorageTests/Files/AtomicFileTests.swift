import Foundation
import KeyfuzzStorage
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct AtomicFileTests {
    @Test func replaceCreatesThenReplacesAndKeepsThePermissions() throws {
        try withScratchDirectory("replace") { directory in
            let path = directory + "/out.json"
            try AtomicFile.write(Data("first".utf8), to: path, mode: .replace)
            #expect(text(at: path) == "first")
            chmod(path, 0o640)
            try AtomicFile.write(Data("second".utf8), to: path, mode: .replace)
            #expect(text(at: path) == "second")
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == 0o640)
            #expect(try names(in: directory) == ["out.json"])  // no temporary file left
        }
    }

    @Test func noClobberRefusesAnExistingFileAndLeavesIt() throws {
        try withScratchDirectory("no-clobber") { directory in
            let path = directory + "/seed.json"
            try AtomicFile.write(Data("mine".utf8), to: path, mode: .noClobber)
            #expect(text(at: path) == "mine")
            let error = try #require(throws: FileError.self) {
                try AtomicFile.write(Data("theirs".utf8), to: path, mode: .noClobber)
            }
            #expect(error == FileError(path: path, reason: .alreadyExists))
            #expect(error.description == "\(path) already exists")
            #expect(text(at: path) == "mine")
            #expect(try names(in: directory) == ["seed.json"])
        }
    }

    @Test func aWriteSweepsOnlyItsOwnStaleTemporaryFiles() throws {
        try withScratchDirectory("sweep") { directory in
            let old = Date().addingTimeInterval(-120)
            func make(_ name: String, modified: Date?) throws {
                let path = directory + "/" + name
                try Data("x".utf8).write(to: URL(fileURLWithPath: path))
                if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path) }
            }
            try make(".keyfuzz-tmp.a.json.Ab12Cd", modified: old)  // interrupted long ago: swept
            try make(".keyfuzz-tmp.b.json.Ef34Gh", modified: nil)  // a write in progress: kept
            try make(".a.json.Ij56Kl", modified: old)  // someone else's temporary file: kept
            try make("notes.txt", modified: old)  // a user's file: kept
            try FileManager.default.createDirectory(atPath: directory + "/.keyfuzz-tmp.dir.Mn78Op", withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: directory + "/.keyfuzz-tmp.dir.Mn78Op")

            try AtomicFile.write(Data("new".utf8), to: directory + "/out.json", mode: .replace)
            #expect(
                try names(in: directory) == [
                    ".a.json.Ij56Kl", ".keyfuzz-tmp.b.json.Ef34Gh", ".keyfuzz-tmp.dir.Mn78Op", "notes.txt", "out.json",
                ])
        }
    }

    @Test func aSymlinkKeepsPointingAtTheUpdatedFile() throws {
        try withScratchDirectory("symlink") { directory in
            try FileManager.default.createDirectory(atPath: directory + "/shared", withIntermediateDirectories: false)
            try Data("old".utf8).write(to: URL(fileURLWithPath: directory + "/shared/real.svg"))
            try FileManager.default.createSymbolicLink(atPath: directory + "/link.svg", withDestinationPath: "shared/real.svg")

            try AtomicFile.write(Data("new".utf8), to: directory + "/link.svg", mode: .replace)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.svg") == "shared/real.svg")
            #expect(text(at: directory + "/shared/real.svg") == "new")
            #expect(try names(in: directory + "/shared") == ["real.svg"])  // the temporary file was beside the destination

            // A dangling link is followed too: the file it names is created.
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/later.svg", withDestinationPath: directory + "/shared/later.svg")
            try AtomicFile.write(Data("created".utf8), to: directory + "/later.svg", mode: .noClobber)
            #expect(text(at: directory + "/shared/later.svg") == "created")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/later.svg") == directory + "/shared/later.svg")
        }
    }

    @Test func aDirectoryTargetIsRefusedByName() throws {
        try withScratchDirectory("directory-target") { directory in
            for (target, named) in [(directory, directory), (directory + "/", directory + "/")] {
                let error = try #require(throws: FileError.self) {
                    try AtomicFile.write(Data("x".utf8), to: target, mode: .replace)
                }
                #expect(error == FileError(path: named, reason: .isDirectory))
                #expect(error.description == "\(named) is a directory")
            }
            #expect(try names(in: directory).isEmpty)
        }
    }

    @Test func aFailedWriteLeavesNoTemporaryFile() throws {
        try withScratchDirectory("failure") { directory in
            // The temporary file's name is shortened to fit; the target's is too long to rename to.
            let target = directory + "/" + String(repeating: "n", count: 300) + ".json"
            let error = try #require(throws: FileError.self) {
                try AtomicFile.write(Data("x".utf8), to: target, mode: .replace)
            }
            #expect(error.path == target)
            #expect(error.reason.description.hasPrefix("cannot rename the temporary file over it ("))
            #expect(try names(in: directory).isEmpty)
        }
    }

    @Test func aMissingDirectoryIsReported() throws {
        try withScratchDirectory("missing-directory") { directory in
            let target = directory + "/nope/out.json"
            let error = try #require(throws: FileError.self) {
                try AtomicFile.write(Data("x".utf8), to: target, mode: .replace)
            }
            #expect(error.description == "\(target): cannot create a temporary file beside it (No such file or directory)")
        }
    }
}
