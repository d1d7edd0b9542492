import Foundation
import KeyfuzzKit
import KeyfuzzStorage
import PropertyEngine

/// Reads and writes the commands' files: an input that cannot be read is EX_NOINPUT, a bad one
/// EX_DATAERR, an output that cannot be written EX_CANTCREAT.
enum SeedInput {
    static func read(_ path: String) throws -> SeedFile {
        let data: Data
        do throws(FileError) {
            data = try RegularFile.read(path)
        } catch {
            throw InputError(message(for: error), exitCode: .noInput)
        }
        do {
            return try SeedFile.decode(data, path: URL(fileURLWithPath: path).path)
        } catch let error as SeedFileError where error.fields == ["strategy"] {
            // A user strategy's file: say where it does replay instead of listing built-ins only.
            guard let name = strategyName(in: data) else { throw InputError("\(error)") }
            throw InputError(
                "\(path): strategy '\(name)' is not a built-in strategy (see 'keyfuzz list'); "
                    + "a seed file of your own strategy replays from its test: KEYFUZZ_REPLAY=\(path) swift test --filter <the test>")
        } catch {
            throw InputError("\(error)")
        }
    }

    /// What an input file that cannot be read is, in the commands' words.
    private static func message(for error: FileError) -> String {
        switch error.reason {
        case .notFound: "no such file: \(error.path)"
        case .isDirectory: "\(error.path) is a directory, expected a seed file (.json)"
        default: error.description
        }
    }

    /// The `strategy` string of a seed file that is otherwise readable JSON, if any, made safe
    /// to print (the seed reader's own parser: escapes shown escaped, long names cut).
    private static func strategyName(in data: Data) -> String? {
        guard case .string(let name)? = (try? JSONParser.parse(data))?["strategy"] else { return nil }
        return JSONText.printable(name, limit: 60)
    }

    /// Writes `data` to `path` atomically, replacing what is there on purpose (through a
    /// symbolic link, the file it points to).
    static func write(_ data: Data, to path: String) throws {
        do throws(FileError) {
            try AtomicFile.write(data, to: path, mode: .replace)
        } catch {
            throw InputError(error.description, exitCode: .cannotCreate)
        }
    }
}
