import Foundation
import KeyfuzzKit

/// Reads seed files for the commands, turning a missing file into EX_NOINPUT and a bad one into EX_DATAERR.
enum SeedInput {
    static func read(_ path: String) throws -> SeedFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError("no such file: \(path)", exitCode: .noInput)
        }
        guard !isDirectory.boolValue else {
            throw InputError("\(path) is a directory, expected a seed file (.json)", exitCode: .noInput)
        }
        do {
            return try SeedFile.read(from: URL(fileURLWithPath: path))
        } catch let error as SeedFileError where error.fields == ["strategy"] {
            // A user strategy's file: say where it does replay instead of listing built-ins only.
            guard let name = strategyName(in: path) else { throw InputError("\(error)") }
            throw InputError("\(path): strategy '\(name)' is not a built-in strategy (see 'keyfuzz list'); "
                + "a seed file of your own strategy replays from its test: KEYFUZZ_REPLAY=\(path) swift test --filter <the test>")
        } catch {
            throw InputError("\(error)")
        }
    }

    /// Writes `data` to `path` atomically unless a file with other content is already there
    /// (a derived file such as a storyboard must not replace one a user changed).
    /// - Returns: false when a different file was found and left as it is.
    static func writeUnlessDifferent(_ data: Data, to path: String) throws -> Bool {
        if let existing = FileManager.default.contents(atPath: path) {
            return existing == data
        }
        try write(data, to: path)
        return true
    }

    /// The `strategy` string of a seed file that is otherwise readable JSON, if any.
    private static func strategyName(in path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        return object["strategy"] as? String
    }

    /// Writes `data` to `path` atomically: a temporary file beside it, then a rename over it.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw InputError("cannot write \(path): \(error.localizedDescription)", exitCode: .cannotCreate)
        }
    }
}
