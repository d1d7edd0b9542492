import Foundation
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures

/// How a check's failure is recorded and worded: the counterexample's report, where it came
/// from, the seed file and storyboard written as the record mode says, and the command that
/// replays it. Paths under the test's package are shown relative to it.
struct FailureReport {
    let check: KeyboardAvoidanceCheck

    private var name: String { check.strategy.name }

    /// A check that cannot run: what to fix.
    func cannotRun(_ problems: [String]) -> KeyboardAvoidanceFailure {
        KeyboardAvoidanceFailure(
            message: "\(name): cannot run the keyboard-avoidance check\n"
                + problems.map { "  - \(display($0))" }.joined(separator: "\n"))
    }

    /// A saved seed file that cannot be read.
    func unreadable(_ url: URL, _ error: Error) -> KeyboardAvoidanceFailure {
        KeyboardAvoidanceFailure(
            message: "\(name): cannot replay the saved seed file \(display(url))\n"
                + "  \(display(String(describing: error)))\n  Fix the file or delete it.", seedFile: url)
    }

    /// A failing case that does not fail its invariant checked alone (never expected).
    func unexpected(_ keyboardCase: KeyboardCase, _ violation: Violation) -> KeyboardAvoidanceFailure {
        KeyboardAvoidanceFailure(
            message: "\(name) breaks \(violation)\n"
                + "  scenario: \(keyboardCase.scenario.summary)\n"
                + "  actions: \(keyboardCase.actions.map(\.description).joined(separator: " "))")
    }

    /// Every case passed, but the random cases missed coverage requirements.
    func coverageMissed(_ shortfalls: [CoverageShortfall], _ coverage: CoverageReport) -> KeyboardAvoidanceFailure {
        let count = shortfalls.count == 1 ? "a coverage requirement" : "\(shortfalls.count) coverage requirements"
        let lines =
            [
                "\(name) passes every invariant in \(coverage.cases) case\(coverage.cases == 1 ? "" : "s") of seed \(check.seed), but misses \(count)"
            ]
            + shortfalls.map { "  " + $0.message(advice: Self.coverageAdvice) }
        return KeyboardAvoidanceFailure(message: lines.joined(separator: "\n"), coverage: coverage, coverageShortfalls: shortfalls)
    }

    /// What a missed requirement's message tells the user to change, in the helpers' terms.
    static let coverageAdvice = "raise runs:, or widen scenarios:"

    /// The check's result from its failures: none, one, or one listing every broken invariant.
    func combined(_ failures: [KeyboardAvoidanceFailure]) -> KeyboardAvoidanceFailure? {
        let order = { (failure: KeyboardAvoidanceFailure) in failure.invariant.flatMap { Invariant.allCases.firstIndex(of: $0) } ?? 0 }
        let sorted = failures.sorted { order($0) < order($1) }
        guard let first = sorted.first else { return nil }
        guard sorted.count > 1 else { return first }
        var combined = first
        let invariants = sorted.compactMap(\.invariant)
        let names = Invariant.allCases.compactMap { invariant -> String? in
            let count = invariants.filter { $0 == invariant }.count
            return count == 0 ? nil : count == 1 ? invariant.rawValue : "\(invariant.rawValue) (\(count) causes)"
        }.joined(separator: ", ")
        let kind = Set(invariants).count == invariants.count ? "\(sorted.count) invariants" : "\(sorted.count) distinct bugs"
        combined.message = "\(name) breaks \(kind): \(names)\n\n" + sorted.map(\.message).joined(separator: "\n\n")
        combined.parts = sorted
        return combined
    }

    /// A shrunk failure, recorded as the record mode says.
    /// - Parameter saved: The seed file it was replayed from (a regression), nil for a random case.
    func failure(_ counterexample: Counterexample, savedAt saved: URL?) -> KeyboardAvoidanceFailure {
        var shown = counterexample
        if saved != nil { shown.origin = nil }  // a regression says where it was saved instead
        var lines = [shown.text()]
        if let saved {
            let from = counterexample.origin.map { " (saved from case \($0.caseIndex) of seed \($0.seed))" } ?? ""
            lines.append("  regression: the saved seed file \(display(saved)) still fails\(from)")
        }
        let file = record(counterexample, savedAt: saved)
        lines.append("  seed file: \(file.note)")
        lines += file.attachments
        lines.append("  replay: \(replayCommand(file: file.url, origin: counterexample.origin))")
        lines.append("  pin it as a unit test (Swift Testing):")
        let test = SwiftReproduction.test(
            for: counterexample, strategy: check.strategyExpression ?? "<#\(name)#>.init",
            viewController: check.isViewControllerCheck)
        lines += test.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        return KeyboardAvoidanceFailure(
            message: lines.joined(separator: "\n"), counterexample: counterexample,
            seedFile: file.url, isRegression: saved != nil)
    }

    /// Writes the seed file and storyboard; returns the seed file on disk, its note and the
    /// storyboard lines.
    private func record(_ counterexample: Counterexample, savedAt saved: URL?) -> (url: URL?, note: String, attachments: [String]) {
        guard let directory = check.seedsDirectory else { return (nil, "none written (no seeds directory)", []) }
        let archive = CounterexampleArchive.withStoryboards(in: directory, record: check.record)
        let variable = RecordMode.environmentVariable
        // A saved case is reported as it is; only record mode all shrinks and writes it again.
        if let saved, check.record != .all {
            let storyboards = check.record == .never ? [] : archive.saveAttachments(of: counterexample, beside: saved)
            return (saved, alreadySaved(saved), storyboards.map(storyboardLine))
        }
        let entry = archive.save(counterexample, replacing: saved)
        let note: String
        switch entry.seed {
        case .written: note = "\(display(entry.url)) (written now, record mode \(check.record); \(variable)=never|missing|all)"
        case .alreadySaved: note = alreadySaved(entry.url)
        case .rewritten(let replaced):
            note = "\(display(entry.url)) (rewritten: record mode all\(replaced.map { "; replaces \($0.lastPathComponent)" } ?? ""))"
        case .notWritten: note = "none written (record mode never; \(variable)=missing writes \(display(entry.url)))"
        case .failed(let why): note = "none written (\(display(why)))"
        }
        return (entry.isOnDisk ? entry.url : nil, note, entry.attachments.map(storyboardLine))
    }

    private func storyboardLine(_ attachment: (url: URL, outcome: CounterexampleArchive.AttachmentOutcome)) -> String {
        switch attachment.outcome {
        case .written, .unchanged: "  storyboard: \(display(attachment.url)) (open it in a browser)"
        case .keptDifferent: "  storyboard: \(display(attachment.url)) (kept: it differs from this case's; record mode all redraws it)"
        case .failed(let why): "  storyboard: none written (\(display(why)))"
        }
    }

    /// The note for a case that is already on disk at `url`.
    private func alreadySaved(_ url: URL) -> String {
        "\(display(url)) (already saved; replayed first on every run)"
    }

    /// The command that runs the failing case again.
    private func replayCommand(file: URL?, origin: SeedFile.Origin?) -> String {
        let test = "swift test" + (check.testFilter.map { " --filter '\($0)'" } ?? "")
        if let file { return "\(ReplayEnvironment.variable)=\(display(file)) \(test)" }
        let again = origin.map { " (seed \($0.seed) draws case \($0.caseIndex) again)" } ?? ""
        return test + again
    }

    // MARK: Paths in messages

    /// `url`'s path relative to the package directory when it is inside it, else its full path.
    func display(_ url: URL) -> String {
        display(url.standardizedFileURL.path)
    }

    /// `text` with the package directory's path prefix removed.
    func display(_ text: String) -> String {
        guard let packageDirectory = check.packageDirectory else { return text }
        let root = packageDirectory.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return text.replacingOccurrences(of: prefix, with: "")
    }
}
