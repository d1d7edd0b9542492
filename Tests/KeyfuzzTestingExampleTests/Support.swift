import Foundation

/// A fresh, empty directory under the system's temporary directory, standing in for a package
/// whose `Seeds/` the checks write to (so the tests never touch this package's own `Seeds/`).
func makeTemporaryPackage() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("keyfuzz-testing-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
