import Foundation

/// A fresh, empty directory under the system's temporary directory, standing in for a package
/// whose `Seeds/` the checks write to (so the tests never touch this package's own `Seeds/`).
func makeTemporaryPackage() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("keyfuzz-testing-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Whether to run the examples that record expected test failures through Swift Testing (which
/// prints each known issue): `KEYFUZZ_EXPECTED_FAILURES=1 swift test`, as `.ci/run` does.
let showsExpectedFailures = ProcessInfo.processInfo.environment["KEYFUZZ_EXPECTED_FAILURES"] == "1"
