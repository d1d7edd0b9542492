import Foundation
import Testing

/// The event profiles end to end: `--idealised` saves only classic cases, `--only` draws a
/// profile, and the saved files, their storyboards and replays carry it.
@Suite("keyfuzz and the event profiles (end to end)")
struct ProfileCommandTests {
    static let profileKeys = [
        "keyboardKind", "quickTypeBar", "hardwareFrame", "phoneHardwareHides",
        "keyboardDismissMode", "degenerateFrames", "inContainer", "alwaysBounceVertical",
        "notificationObject",
    ]

    @Test func classicProfileSavesOnlyClassicCases() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try keyfuzz([
            "fuzz", "--strategy", "frame-shrink", "--runs", "300", "--idealised",
            "--save", directory.path,
        ])
        #expect(result.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for key in Self.profileKeys { #expect(!text.contains("\"\(key)\""), "\(file) names \(key)") }
            #expect(!text.contains("hideFirst"), "\(file)")
        }
    }

    @Test func onlyDrawsAProfileAndTheFilesReplayIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try keyfuzz([
            "fuzz", "--strategy", "inset-tracking", "--runs", "300",
            "--only", "keyboardKind=thirdPartyTwoStep", "--save", directory.path,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("third-party keyboard (two steps)"))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("\"keyboardKind\": \"thirdPartyTwoStep\""), "\(file)")
        }
        let replay = try keyfuzz(["replay", "--trace"] + files.map { directory.appendingPathComponent($0).path })
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("third-party keyboard: its first show posts 2 will-show transitions"))
    }
}
