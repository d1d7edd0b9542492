import Foundation
import Testing

/// `keyfuzz verify --space`: the proof on every combination of device-and-user values.
@Suite("keyfuzz verify --space (end to end)")
struct VerifySpaceCommandTests {
    /// The 8 scenarios of `SpaceVerificationTests`' naive case on each default screen: on the
    /// 4-field screen the two portrait ones with a third-party keyboard fail (`tap(2) next`), on
    /// the flush screen the four portrait ones; each is saved; the report is the same for any
    /// number of threads.
    static let eightScenarios = [
        "--only", "device=phone-home", "--only", "keyboardKind=system,thirdParty", "--only", "rotationStyle=hideFirst",
        "--only", "keyboardDismissMode=none", "--only", "hardwareFrame=fullHeight",
    ]

    @Test func everyScenarioIsProvedOrItsShortestFailureShownAndSaved() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["verify", "--strategy", "naive", "--space", "--depth", "2"] + Self.eightScenarios
        let result = try keyfuzz(arguments + ["--save", directory.path, "--jobs", "1"])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("keyfuzz verify --space: naive, every sequence of up to 2 actions on each of 16 scenarios\n"))
        #expect(
            result.stdout.contains(
                "\nbase: phone-notch portrait, insets never, 4 fields, content height 1000 (the last field at the content's bottom; scroll form only)\n"
            ))
        #expect(
            result.stdout.contains(
                "combined: device (phone-home), orientation (portrait, landscape), rotationStyle (hideFirst), keyboardKind (system, thirdParty), quickTypeBar (withShow, late), hardwareFrame (fullHeight), keyboardDismissMode (none), shape (scrollForm)\n"
            ))
        #expect(result.stdout.contains("\nstates: 1003, transitions: 2816 (each scenario explored on its own)\n"))
        #expect(result.stdout.contains("\nproved: 10 of 16 scenarios\nhidden-field: broken on 6 of 16 scenarios\n"))
        #expect(
            result.stdout.contains(
                "  phone-home portrait, insets automatic, rotations hide first, third-party keyboard, 4 fields, content height 1000: tap(2) next\n"
            ))
        #expect(result.stdout.contains("\n1) naive breaks hidden-field at the end of the case (index 2, after the last action)\n"))
        #expect(result.stderr.contains("stats: 16 scenarios, 1003 states, 2816 transitions in "))
        let saved = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(saved.filter { $0.hasSuffix(".json") }.count == 6)
        let one = try keyfuzz(arguments + ["--jobs", "1"])
        let two = try keyfuzz(arguments + ["--jobs", "2"])
        #expect(one.stdout == two.stdout)
    }

    /// A correct strategy proved on every scenario: exit 0 and the sentence that says so (12
    /// scenarios a screen: it declares a password field, so the AutoFill frame above the screen
    /// is a third QuickType value; 24 with the flush screen).
    @Test func aCorrectStrategyIsProvedOnEveryScenario() throws {
        let result = try keyfuzz(
            ["verify", "--strategy", "inset-adjusting", "--space", "--depth", "2", "--only", "shape=scrollForm"] + Self.eightScenarios)
        #expect(result.status == 0)
        #expect(
            result.stdout.hasSuffix(
                "proved: 24 of 24 scenarios: no violation of sanity, hidden-field, drift, unreachable-field up to depth 2\n"))
    }

    /// A saved case's screen is proved as it is (its own values of the dimensions not combined,
    /// here the world rules of files without the key): `frame-shrink` on the iPad form of a
    /// seed file, whose lowest field (1499...1543) it leaves out of reach after an emoji-mode
    /// show and a dismissal, on both orientations.
    @Test func aSeedFilesScreenIsTheBase() throws {
        let result = try keyfuzz(
            [
                "verify", "--strategy", "frame-shrink", "--space", "--depth", "3", "--scenario",
                packageRoot.appendingPathComponent("Seeds/frame-shrink-unreachable-field-5acbbff2ef43feee.json").path,
                "--only", "device=pad", "--only", "keyboardKind=system", "--only", "rotationStyle=hideFirst",
                "--only", "keyboardDismissMode=none", "--only", "hardwareFrame=visibleOnly",
            ])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\nbase: pad portrait, insets never, 3 fields, content height 1543\n"))
        #expect(
            result.stdout.contains(
                "unreachable-field: broken on 2 of 2 scenarios\n  pad portrait, insets never, rotations hide first, visible-only hardware frames, 3 fields, content height 1543: tap(0) inputMode(emoji) dismiss\n"
            ))
    }

    @Test func badSpaceArgumentsAreUsageErrors() throws {
        let withoutSpace = try keyfuzz(["verify", "--strategy", "naive", "--only", "device=pad"])
        #expect(withoutSpace.status == 64)
        #expect(withoutSpace.stderr.contains("--only needs --space"))
        let unknown = try keyfuzz(["verify", "--strategy", "naive", "--space", "--only", "device=toaster"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("toaster"))
    }
}
