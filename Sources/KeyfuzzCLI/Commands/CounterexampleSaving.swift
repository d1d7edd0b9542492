import Foundation
import KeyfuzzKit
import KeyfuzzPictures

/// `--save DIR`: each counterexample as a seed file with its SVG storyboard beside it, written as
/// soon as it is found; what was saved where, and what could not be.
struct CounterexampleSaving {
    /// Where one counterexample's files are: only files whose bytes are on disk.
    struct Saved {
        /// The seed file (written now, or the same bytes were there).
        var seed: URL
        /// The storyboard beside it, nil when it could not be written or another file is there.
        var storyboard: URL?
    }

    private let archive: CounterexampleArchive?
    /// The seed files written (or already there with the same bytes), by the file they hold.
    private(set) var saved: [SeedFile: Saved] = [:]
    /// What could not be saved, one line each.
    private(set) var errors: [String] = []

    /// Whether counterexamples are saved (a directory was given).
    var isSaving: Bool { archive != nil }

    /// Saves into `directory`; nil saves nothing.
    init(directory: URL?) {
        archive = directory.map { CounterexampleArchive.withStoryboards(in: $0) }
    }

    /// Saves `counterexample` (nothing without a directory), noting on `console` a storyboard
    /// left alone because a different file is there.
    mutating func save(_ counterexample: Counterexample, console: Console) {
        guard let archive else { return }
        let entry = archive.save(counterexample)
        if case .failed(let why) = entry.seed {
            errors.append("cannot save \(entry.url.lastPathComponent) in \(archive.directory.relativePath): \(why)")
            return
        }
        var files = Saved(seed: entry.url, storyboard: nil)
        for attachment in entry.attachments {
            switch attachment.outcome {
            case .written, .unchanged:
                files.storyboard = attachment.url
            case .keptDifferent:
                console.printError("Note: \(attachment.url.relativePath) exists with other content; left as it is")
            case .failed(let why):
                errors.append("cannot save the storyboard \(attachment.url.relativePath): \(why)")
            }
        }
        saved[counterexample.seedFile] = files
    }
}
