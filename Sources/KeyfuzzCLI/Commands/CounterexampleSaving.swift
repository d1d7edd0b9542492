import Foundation
import KeyfuzzKit
import KeyfuzzPictures

/// `--save DIR`: each counterexample as a seed file with its SVG storyboard beside it, written as
/// soon as it is found; what was saved where, and what could not be.
struct CounterexampleSaving {
    private let archive: CounterexampleArchive?
    /// The seed files written (or already there), by file name.
    private(set) var saved: [String: URL] = [:]
    /// What could not be saved, one line each.
    private(set) var errors: [String] = []

    /// Saves into `directory`; nil saves nothing.
    init(directory: URL?) {
        archive = directory.map { directory in
            CounterexampleArchive(directory: directory, attachments: { [("svg", Data($0.storyboard.utf8))] })
        }
    }

    /// Saves `counterexample` (nothing without a directory), noting on `console` a storyboard
    /// left alone because a different file is there.
    mutating func save(_ counterexample: Counterexample, console: Console) {
        guard let archive else { return }
        let entry = archive.save(counterexample)
        if case .failed(let why) = entry.seed {
            errors.append("cannot save \(counterexample.seedFile.fileName) in \(archive.directory.path): \(why)")
            return
        }
        saved[counterexample.seedFile.fileName] = entry.url
        for attachment in entry.attachments where attachment.outcome == .keptDifferent {
            console.printError("Note: \(attachment.url.path) exists with other content; left as it is")
        }
    }
}
