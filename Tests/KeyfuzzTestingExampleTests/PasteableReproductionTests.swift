import Foundation
import KeyboardWorld
import KeyfuzzTesting
import Testing

/// A failure message ends with a ready Swift Testing test. These tests check that it compiles and
/// fails the same way: in-process through `replayKeyboardCase`, and pasted into a fresh package
/// that depends on keyfuzz by path, built and run with `swift test` (about 15 s; skipped with
/// `KEYFUZZ_SKIP_PACKAGE_TESTS=1`).
@Suite struct PasteableReproductionTests {
    /// The pasted test's source: the lines after "pin it as a unit test", unindented.
    static func pastedTest(from message: String) throws -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("  pin it as a unit test") })
        return lines[(start + 1)...].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    }

    @Test func theMessageEndsWithATestThatReplaysTheCase() throws {
        let failure = try #require(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never, reporting: .firstFailure))
        let test = try Self.pastedTest(from: failure.message)
        // The first failure of seed 1 is drift (the inset of a DidShow that arrives after the hide).
        #expect(failure.invariant == .drift)
        #expect(test.contains("@Test func appleGuideStrategyKeepsDrift() throws {"))
        #expect(
            test.contains("let replay = try replayKeyboardCase(KeyfuzzTestingExampleTests.AppleGuideStrategy.init, on: screen,")
                || test.contains("let replay = try replayKeyboardCase(AppleGuideStrategy.init, on: screen,"))
        #expect(test.contains("    let screen = KeyboardForm()\n        .with(\\.device, .phoneHome)\n"))
        #expect(test.hasSuffix("    #expect(replay.violations.isEmpty, \"\\(replay)\")\n}"))
    }

    /// A chat screen: a footer bar holding a text view, pushed onto a navigation stack. Apple's
    /// port never sees a text view begin editing (it implements only the text field callbacks).
    static let chat = KeyboardForm(device: .phoneHome, shape: .footer, navigationBar: true)
        .field(height: 400)
        .field(height: 60, textView: true)
        .with(\.entry, .pushed)

    /// The pasted test rebuilds every screen dimension: the shape and the entry with `.with`, the
    /// text view with its flag on `.field` (`KeyboardForm` has no `textViews` key path).
    @Test func thePastedTestRebuildsTheShapeAndTheTextViews() throws {
        let failure = try #require(
            checkKeyboardAvoidance(AppleGuideStrategy.init, scenarios: .form(Self.chat), record: .never, reporting: .firstFailure))
        let test = try Self.pastedTest(from: failure.message)
        #expect(test.contains("        .with(\\.shape, .footer)\n"), "\(test)")
        #expect(test.contains("        .with(\\.entry, .pushed)\n"), "\(test)")
        #expect(test.contains(", textView: true)\n"), "\(test)")
        #expect(!test.contains("textViews"), "\(test)")
        // And in process, the screen it describes fails the same way.
        let counterexample = try #require(failure.counterexample)
        let actions = counterexample.shrunk.keyboardCase.actions.map(\.description).joined(separator: " ")
        let replay = try replayKeyboardCase(
            AppleGuideStrategy.init, on: Self.chat, actions: actions,
            invariants: InvariantSet([counterexample.shrunk.invariant]))
        #expect(replay.violations.map(\.message) == [counterexample.shrunk.violation.message])
    }

    @Test func theReplayFailsTheSameWay() throws {
        // What the pasted test does, in process: the same screen and actions give the same violation.
        let failure = try #require(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never, reporting: .firstFailure))
        let counterexample = try #require(failure.counterexample)
        let scenario = counterexample.shrunk.keyboardCase.scenario
        var screen = KeyboardForm().with(\.device, scenario.device).with(\.insetAdjustment, scenario.insetAdjustment)
            .with(\.orientation, scenario.orientation).with(\.navigationBar, scenario.navigationBar)
            .with(\.rotationStyle, scenario.rotationStyle).with(\.hardwareFrame, scenario.hardwareFrame)
            .with(\.keyboardDismissMode, scenario.keyboardDismissMode).with(\.notificationObject, scenario.notificationObject)
        for field in scenario.fields { screen = screen.field(frame: field.frame) }
        screen = screen.footer(scenario.contentHeight - scenario.lowestFieldBottom)
        let actions = counterexample.shrunk.keyboardCase.actions.map(\.description).joined(separator: " ")
        let invariant = counterexample.shrunk.invariant
        let replay = try replayKeyboardCase(AppleGuideStrategy.init, on: screen, actions: actions, invariants: InvariantSet([invariant]))
        #expect(replay.violations.map(\.message) == [counterexample.shrunk.violation.message])
        #expect(replay.description.contains("✗ \(invariant.rawValue): " + counterexample.shrunk.violation.message))
        #expect(throws: KeyboardCaseError.self) {
            try replayKeyboardCase(AppleGuideStrategy.init, on: screen, actions: "tap(7)")
        }
    }

    /// Pastes the test into a fresh package with the strategy's source, and runs it there.
    @Test(.disabled(if: ProcessInfo.processInfo.environment["KEYFUZZ_SKIP_PACKAGE_TESTS"] == "1"))
    func thePastedTestCompilesAndFailsTheSameWayInAFreshPackage() throws {
        let failure = try #require(checkKeyboardAvoidance(AppleGuideStrategy.init, record: .never, reporting: .firstFailure))
        let violation = try #require(failure.violation)
        var test = try Self.pastedTest(from: failure.message)
        // A second pasted test, on a screen with a shape, an entry and a text view.
        let chat = try #require(
            checkKeyboardAvoidance(AppleGuideStrategy.init, scenarios: .form(Self.chat), record: .never, reporting: .firstFailure))
        let chatTest = try Self.pastedTest(from: chat.message)
            .replacingOccurrences(
                of: "Keeps\(Self.upperFirst(chat.invariant?.rawValue ?? ""))() throws", with: "KeepsItOnTheChatScreen() throws")
        test += "\n\n" + chatTest.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        // The strategy lives in the fresh package's test target, not in this module.
        test = test.replacingOccurrences(of: "KeyfuzzTestingExampleTests.AppleGuideStrategy", with: "AppleGuideStrategy")
        let package = try makeTemporaryPackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let tests = package.appendingPathComponent("Tests/PastedTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        try """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "Pasted",
            dependencies: [.package(path: \(jsonQuoted(root.path)))],
            targets: [.testTarget(name: "PastedTests", dependencies: [
                .product(name: "KeyfuzzTesting", package: "\(root.lastPathComponent)"),
                .product(name: "KeyboardWorld", package: "\(root.lastPathComponent)"),
            ])]
        )
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let strategySource = root.appendingPathComponent("Tests/KeyfuzzTestingExampleTests/AppleGuideStrategy.swift")
        try FileManager.default.copyItem(at: strategySource, to: tests.appendingPathComponent("AppleGuideStrategy.swift"))
        try test.write(to: tests.appendingPathComponent("PastedTest.swift"), atomically: true, encoding: .utf8)
        func swiftTest() throws -> (status: Int32, text: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "test"]
            process.currentDirectoryURL = package
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        let violationLine = "✗ \(violation.invariant.rawValue): " + violation.message
        var (status, text) = try swiftTest()
        // Run beside the whole suite under coverage, the pasted package's test run has been
        // seen to print its summary ("2 tests ... with 2 issues") without the issue lines
        // before it: the output is judged on a second run then (already built, a second).
        if !text.contains(violationLine) { (status, text) = try swiftTest() }
        // It compiles, runs, and fails with the violation the check found.
        #expect(status != 0)
        #expect(
            text.contains("appleGuideStrategyKeeps\(Self.upperFirst(violation.invariant.rawValue))"), "\(text.suffix(3_000))")
        #expect(text.contains("appleGuideStrategyKeepsItOnTheChatScreen"), "\(text.suffix(3_000))")
        #expect(text.contains(violationLine), "\(text.suffix(3_000))")
        #expect(!text.contains("error: "), "\(text.suffix(3_000))")
    }
}

extension PasteableReproductionTests {
    /// `hidden-field` as the test name's part: `HiddenField`.
    static func upperFirst(_ invariant: String) -> String {
        invariant.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// `text` as a Swift string literal (paths hold no quotes or backslashes in practice; escaped anyway).
private func jsonQuoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
