import Foundation
import KeyfuzzStorage
import Testing

@Suite struct CorpusDirectoryTests {
    /// Creates an empty scratch directory for one test and removes it afterwards.
    private func withScratchDirectory(_ name: String, _ body: (URL) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("property-engine-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try? FileManager.default.removeItem(at: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url)
    }

    private func allNames(in url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    // fnv1a64("hello corpus") == 0x07fff230cee2141d (Python reference).
    @Test func fileNameIsPrefixHashAndExtension() {
        let bytes = Array("hello corpus".utf8)
        #expect(
            CorpusDirectory.fileName(for: bytes, prefix: "inset-tracking-drift", extension: "json")
                == "inset-tracking-drift-07fff230cee2141d.json")
        #expect(CorpusDirectory.fileName(for: bytes, prefix: "", extension: "") == "07fff230cee2141d")
    }

    @Test func savingTwiceGivesOneFileUnderTheSameName() throws {
        try withScratchDirectory("twice") { root in
            let corpus = CorpusDirectory(url: root.appendingPathComponent("nested/corpus"))
            let contents = Data("hello corpus".utf8)
            let first = try corpus.save(contents, prefix: "inset-tracking-drift", extension: "json")
            let second = try corpus.save(contents, prefix: "inset-tracking-drift", extension: "json")
            #expect(first == second)
            #expect(first.lastPathComponent == "inset-tracking-drift-07fff230cee2141d.json")
            // Only the final file: no temporary file is left behind.
            #expect(try allNames(in: corpus.url) == ["inset-tracking-drift-07fff230cee2141d.json"])
            #expect(FileManager.default.contents(atPath: first.path) == contents)
        }
    }

    @Test func refusesToOverwriteDifferentContentUnderTheSameName() throws {
        try withScratchDirectory("collision") { root in
            let corpus = CorpusDirectory(url: root)
            let contents = Data("hello corpus".utf8)
            let name = CorpusDirectory.fileName(for: contents, prefix: "drift", extension: "json")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let squatter = root.appendingPathComponent(name)
            try Data("something else".utf8).write(to: squatter)

            let error = try #require(throws: CorpusError.self) {
                try corpus.save(contents, prefix: "drift", extension: "json")
            }
            #expect(error.path == squatter.path)
            #expect(error.description.hasPrefix(squatter.path + ": exists with different content"))
            #expect(FileManager.default.contents(atPath: squatter.path) == Data("something else".utf8))
            #expect(try allNames(in: root) == [name])
        }
    }

    @Test func listingIsSortedAndFilteredByExtension() throws {
        try withScratchDirectory("listing") { root in
            let corpus = CorpusDirectory(url: root)
            #expect(try corpus.listFiles(withExtension: "json").isEmpty)
            try corpus.save(Data("1".utf8), prefix: "zeta", extension: "json")
            try corpus.save(Data("2".utf8), prefix: "alpha", extension: "json")
            try corpus.save(Data("3".utf8), prefix: "mid", extension: "json")
            try corpus.save(Data("4".utf8), prefix: "alpha", extension: "txt")
            try Data().write(to: root.appendingPathComponent(".hidden.json"))
            let names = try corpus.listFiles(withExtension: "json").map(\.lastPathComponent)
            #expect(names.count == 3)
            #expect(names == names.sorted())
            #expect(names.map { $0.prefix(while: { $0 != "-" }) } == ["alpha", "mid", "zeta"])
        }
    }

    @Test func rejectsSlashesInTheName() throws {
        try withScratchDirectory("slash") { root in
            #expect(throws: CorpusError.self) {
                try CorpusDirectory(url: root).save(Data(), prefix: "../escape", extension: "json")
            }
        }
    }
}
