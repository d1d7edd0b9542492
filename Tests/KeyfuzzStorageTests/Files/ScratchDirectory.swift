import Foundation

/// Creates an empty scratch directory for one test, runs `body` with its path and removes it.
func withScratchDirectory(_ name: String, _ body: (String) throws -> Void) throws {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("property-engine-files-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    try body(url.path)
}

/// The names in `directory`, hidden ones included, sorted.
func names(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
}

/// The bytes of `path` as text (nil when it cannot be read).
func text(at path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}
