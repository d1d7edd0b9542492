import Foundation
import KeyfuzzKit

extension CounterexampleArchive {
    /// An archive that keeps each counterexample's SVG storyboard beside its seed file (same
    /// name, `.svg`): what `keyfuzz fuzz --save` and the test helpers write.
    /// - Parameters:
    ///   - directory: Where the seed files go (created on the first save).
    ///   - record: When a seed file is written.
    public static func withStoryboards(in directory: URL, record: RecordMode = .missing) -> CounterexampleArchive {
        CounterexampleArchive(directory: directory, record: record, attachments: { [("svg", Data($0.storyboard.utf8))] })
    }
}
