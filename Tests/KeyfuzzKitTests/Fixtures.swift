import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine

/// Shared fixtures: fixed scenarios and the strategies by kind.
enum Fixtures {
    /// The seeded buggy strategies' names, in `BuiltInStrategy.all` order.
    static let buggyNames = BuiltInStrategy.all.filter { !$0.isCorrect }.map(\.name)
    /// The correct strategies' names.
    static let correctNames = BuiltInStrategy.all.filter(\.isCorrect).map(\.name)
    /// The ports of real libraries, whose bugs need timing (TPKeyboardAvoiding) or geometry
    /// (IQKeyboardManager under `never`) the three fixed scenarios reach only in part.
    static let libraryPortNames = ["tp-keyboard-avoiding", "iq-keyboard-manager"]
    /// The ports of the source articles and the 2008 recipe.
    static let articlePortNames = buggyNames.filter { !libraryPortNames.contains($0) }

    /// The built-in strategy called `name` (a fixture name, so it exists).
    static func builtIn(_ name: String) -> BuiltInStrategy {
        BuiltInStrategy.all.first { $0.name == name } ?? .naive
    }

    static func strategy(_ name: String) -> StrategyUnderTest {
        StrategyUnderTest(builtIn(name))
    }

    /// A home-button phone with a navigation bar: three fields, the last near the content's end.
    static let phoneForm = Scenario(
        device: .phoneHome, orientation: .portrait, navigationBar: true, insetAdjustment: .automatic,
        fields: Scenario.stackedFields(count: 3, top: 20, height: 44, spacing: 250), contentHeight: 700, world: .original)
    /// A Stage Manager window: keyboard frames must be converted from the screen.
    static let padWindowForm = Scenario(
        device: .padWindow, insetAdjustment: .never,
        fields: Scenario.stackedFields(count: 2, top: 40, height: 44, spacing: 400), contentHeight: 560, world: .original)
    /// A notched phone with a tab bar: safe areas at both ends.
    static let notchTabForm = Scenario(
        device: .phoneNotch, orientation: .portrait, tabBar: true, insetAdjustment: .automatic,
        fields: Scenario.stackedFields(count: 3, top: 0, height: 44, spacing: 300), contentHeight: 780, world: .original)

    /// The three fixed scenarios run under the rules of seed files without the `world` key
    /// (`original`), which the comparisons of the shrinker with exhaustive search were worked out under.
    static let fixedScenarios = [phoneForm, padWindowForm, notchTabForm]

    /// The screen `exhaust` and `verify` search by default.
    static let defaultScreen = ExhaustiveSearch.defaultScenario

    /// A plain form under a navigation bar (no scroll view): only moving the root view helps.
    static let plainForm = Scenario(
        device: .phoneHome, orientation: .portrait, navigationBar: true, insetAdjustment: .automatic,
        fields: Scenario.stackedFields(count: 3, top: 20, height: 44, spacing: 160), contentHeight: 472,
        shape: .plainForm)
    /// A notched phone under `.never`: nothing insets the content for the home indicator's strip.
    static let notchNeverForm = Scenario(
        device: .phoneNotch, orientation: .portrait, insetAdjustment: .never,
        fields: Scenario.stackedFields(count: 3, top: 0, height: 44, spacing: 300), contentHeight: 780)
    /// A form nested in a scrolling page (the form's scroll view 300 pt tall, 120 pt down the page).
    static let nestedForm = Scenario(
        device: .phoneHome, orientation: .portrait, insetAdjustment: .automatic,
        fields: Scenario.stackedFields(count: 3, top: 20, height: 44, spacing: 150), contentHeight: 500,
        shape: .nestedScroll)

    /// Scenarios for the strategies written for more than one scroll view holding every field.
    static let shapeScenarios = [plainForm, notchNeverForm, nestedForm]

    /// A screen pushed onto a navigation stack, with a notes text view: `push`, `pop` and `type`.
    static let pushedNotesForm = Scenario(
        device: .phoneNotch, orientation: .portrait, navigationBar: true, insetAdjustment: .automatic,
        fields: [
            TextFieldSpec(frame: CGRect(x: 16, y: 20, width: 300, height: 44)),
            TextFieldSpec(frame: CGRect(x: 16, y: 400, width: 300, height: 140), isTextView: true),
        ],
        contentHeight: 900, entry: .pushed)
    /// A plain form pushed while the keyboard is up, its last field a text view.
    static let pushedPlainNotesForm = Scenario(
        device: .phoneHome, orientation: .portrait, navigationBar: true, insetAdjustment: .automatic,
        fields: [
            TextFieldSpec(frame: CGRect(x: 16, y: 20, width: 300, height: 44)),
            TextFieldSpec(frame: CGRect(x: 16, y: 300, width: 300, height: 120), isTextView: true),
        ],
        contentHeight: 420, shape: .plainForm, entry: .pushedWithKeyboardUp)

    /// The scenarios a timing search runs `strategy` on: its fixed scenarios, and the pushed
    /// screens with text views of the shapes it declares.
    static func timingScenarios(for strategy: StrategyUnderTest) -> [Scenario] {
        scenarios(for: strategy) + [pushedNotesForm, pushedPlainNotesForm].filter { strategy.supportedShapes.contains($0.shape) }
    }

    /// The fixed scenarios `strategy` is judged on: the classic ones when it is written for a
    /// scroll form, and those of `shapeScenarios` on the other shapes it declares.
    static func scenarios(for strategy: StrategyUnderTest) -> [Scenario] {
        let shapes = strategy.supportedShapes
        let classic = shapes.contains(.scrollForm) ? fixedScenarios : []
        guard shapes != [.scrollForm] else { return classic }
        return classic + shapeScenarios.filter { shapes.contains($0.shape) }
    }
}

/// Renders a shrunk failure for a test failure message: the case, the violation and the trace.
func describeShrunk(_ shrunk: ShrunkCase, strategy: StrategyUnderTest) -> String {
    let trace = CaseShrinker(strategy: strategy).run(shrunk.keyboardCase, checking: shrunk.invariant, recordsTrace: true)
    return """
        \(strategy.name) breaks \(shrunk.invariant.rawValue): \(shrunk.violation.message)
        scenario: \(shrunk.keyboardCase.scenario)
        actions: \(shrunk.keyboardCase.actions.map(\.description).joined(separator: " "))
        trace:
        \(trace.trace?.text ?? "")
        """
}
