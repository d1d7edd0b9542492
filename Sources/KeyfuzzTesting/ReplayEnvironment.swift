import Foundation
import KeyfuzzKit

/// The environment variables a test run reads: `KEYFUZZ_RECORD` (the record mode) and
/// `KEYFUZZ_REPLAY` (one seed file to replay instead of the whole check).
struct ReplayEnvironment: Equatable {
    /// The variable naming a seed file to replay alone.
    static let variable = "KEYFUZZ_REPLAY"

    /// `KEYFUZZ_RECORD`'s mode, when set and valid.
    var record: RecordMode?
    /// `KEYFUZZ_REPLAY`'s path, when set and not empty.
    var replayPath: String?
    /// What is wrong with the variables, one sentence each.
    var problems: [String] = []

    /// Reads the variables from `environment`.
    init(_ environment: [String: String]) {
        if let text = environment[RecordMode.environmentVariable], !text.isEmpty {
            if let mode = RecordMode(named: text) {
                record = mode
            } else {
                problems.append("\(RecordMode.environmentVariable) is \"\(text)\", expected never, missing or all")
            }
        }
        if let path = environment[Self.variable], !path.isEmpty {
            replayPath = path
        }
    }

    /// The replay file: an absolute path as is; a relative one against the current directory
    /// when a file is there, else against `packageDirectory`.
    func replayURL(currentDirectory: URL, packageDirectory: URL?) -> URL? {
        guard let replayPath else { return nil }
        if replayPath.hasPrefix("/") { return URL(fileURLWithPath: replayPath) }
        let here = currentDirectory.appendingPathComponent(replayPath)
        if FileManager.default.fileExists(atPath: here.path) { return here }
        return packageDirectory.map { $0.appendingPathComponent(replayPath) } ?? here
    }
}

/// Where the calling test is: its package (the nearest directory above `#filePath` holding a
/// `Package.swift`) and the `swift test --filter` pattern that selects it.
struct CallSite: Equatable {
    var packageDirectory: URL?
    var testFilter: String?

    /// - Parameters:
    ///   - fileID: `#fileID`, `Module/File.swift`: the module part starts the filter.
    ///   - filePath: `#filePath`, where the package is looked for.
    ///   - function: `#function`, `testSomething()`: its name ends the filter.
    init(fileID: String, filePath: String, function: String) {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        packageDirectory = nil
        while directory.path != "/" && !directory.path.isEmpty {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                packageDirectory = directory
                break
            }
            directory.deleteLastPathComponent()
        }
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        let name = function.split(separator: "(").first.map(String.init) ?? function
        testFilter = module.isEmpty || name.isEmpty ? nil : "\(module).*\(name)"
    }
}
