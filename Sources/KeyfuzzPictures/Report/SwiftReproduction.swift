import Foundation
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzStorage
import PropertyEngine

/// A counterexample as a ready Swift Testing test: it rebuilds the exact screen with
/// `KeyboardForm` and replays the exact actions against the strategy through
/// `replayKeyboardCase`, expecting no violation, so it fails the same way until the bug is
/// fixed. Paste it into a test target that depends on `KeyfuzzTesting` and `KeyboardWorld`.
public enum SwiftReproduction {
    /// The test's source.
    /// - Parameters:
    ///   - strategy: A Swift expression that makes a fresh strategy, e.g. `SignUpKeyboardHandling.init`.
    ///   - imports: Extra modules the expression needs (`KeyboardStrategies` for a built-in).
    public static func test(for counterexample: Counterexample, strategy: String, imports: [String] = []) -> String {
        test(for: counterexample, strategy: strategy, imports: imports, viewController: false)
    }

    /// The test's source, replaying a view controller (`replayKeyboardCase(of:on:actions:invariants:connect:)`)
    /// when `viewController` is true: `strategy` then makes the controller
    /// (`SignUpViewController.init`), and the test ends with the `connect` closure for the user
    /// to fill in as the check does (a placeholder, so it does not compile until they do).
    public static func test(
        for counterexample: Counterexample, strategy: String, imports: [String] = [], viewController: Bool
    ) -> String {
        let shrunk = counterexample.shrunk
        let scenario = shrunk.keyboardCase.scenario
        let modules = ["Foundation", "KeyboardWorld", "KeyfuzzTesting", "Testing"] + (viewController ? ["KeyfuzzUIKit"] : [])
        var lines = (modules + imports).sorted().map { "import \($0)" }
        lines.append("")
        lines.append("/// keyfuzz: \(counterexample.summary).")
        if let origin = counterexample.origin {
            lines.append(
                "/// Found in case \(origin.caseIndex) of seed \(origin.seed), shrunk to \(shrunk.keyboardCase.actions.count) action\(shrunk.keyboardCase.actions.count == 1 ? "" : "s"); fails until the bug is fixed."
            )
        }
        lines.append("@Test\(viewController ? " @MainActor" : "") func \(testName(counterexample))() throws {")
        lines.append("    let screen = KeyboardForm()")
        for dimension in ScenarioDimension.all where !keysBuiltByFields.contains(dimension.key) {
            guard dimension.matters(in: scenario), !dimension.hasInitialValue(in: scenario) else { continue }
            lines.append("        .with(\\.\(dimension.key), \(dimension.swiftLiteral(in: scenario)))")
        }
        for field in scenario.fields {
            lines.append("        .field(\(field.swiftArguments(accessoryLabel: "accessoryView", textViewLabel: "textView")))")
        }
        let footer = scenario.contentHeight - scenario.lowestFieldBottom
        if footer != 0 { lines.append("        .footer(\(JSONValue.numberText(Double(footer))))") }
        let actions = shrunk.keyboardCase.actions.map(SeedFile.actionText).joined(separator: " ")
        lines.append("    let replay = try replayKeyboardCase(\(viewController ? "of: " : "")\(strategy), on: screen,")
        let call =
            "                                        actions: \(JSONText.quoted(actions)), invariants: [.\(invariantName(shrunk.invariant))])"
        if viewController {
            lines.append(call + " { controller, screen in")
            lines.append("        <#connect the outlets as your check does#>")
            lines.append("    }")
        } else {
            lines.append(call)
        }
        lines.append("    #expect(replay.violations.isEmpty, \"\\(replay)\")")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The dimensions the `.field(...)` calls and `.footer(...)` rebuild (a field's frame, type,
    /// accessory view and text-view flag; the content below the last field), not `.with`.
    static let keysBuiltByFields: Set<String> = ["fields", "contentHeight", "textViews"]

    /// `signUpKeyboardHandlingKeepsDrift`: the strategy's name in lower camel case, then the invariant.
    static func testName(_ counterexample: Counterexample) -> String {
        let words = counterexample.strategy.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var name = words.enumerated().map { $0.offset == 0 ? lowerFirst($0.element) : upperFirst($0.element) }.joined()
        if name.isEmpty || name.first?.isNumber == true { name = "strategy" + upperFirst(name) }
        let invariant = counterexample.shrunk.invariant.rawValue.split(separator: "-").map { upperFirst(String($0)) }.joined()
        return name + "Keeps" + invariant
    }

    /// The invariant's Swift name (`hiddenField`).
    static func invariantName(_ invariant: Invariant) -> String {
        lowerFirst(invariant.rawValue.split(separator: "-").map { upperFirst(String($0)) }.joined())
    }

    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }
}
