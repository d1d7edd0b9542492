import Foundation
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzUIKit

/// Fuzzes a view controller's keyboard code as written, against keyfuzz's UIKit
/// (`import KeyfuzzUIKit` in place of `import UIKit`), and records one test failure per distinct
/// bug at the caller's line: the check ``assertKeyboardAvoidance(_:named:runs:seed:invariants:maxActions:scenarios:seedsDirectory:record:reporting:cover:fileID:filePath:function:line:column:)``
/// makes of a strategy, made of your controller.
///
/// keyfuzz builds the screen (its views, text fields and storyboard constraints); `connect`
/// fills your controller's outlets from it as its view loads, before `viewDidLoad()`, as a
/// storyboard does:
///
///     @Test @MainActor func signUpKeyboard() {
///         assertKeyboardAvoidance(of: SignUpViewController.init) { controller, screen in
///             controller.scrollView = screen.scrollView
///             screen.textFields.forEach { $0.delegate = controller }
///         }
///     }
///
/// View controllers are main-actor code, as in UIKit: the check runs on the main actor, every
/// case on the main thread.
///
/// - Parameters:
///   - make: Makes a fresh controller; called once per case, inside the case.
///   - screens: The screens your app shows this controller on (default: one scroll view of
///     text fields): the check draws only these. A `UITableViewController` or
///     `UICollectionViewController` subclass is always checked on the `tableController` screen
///     (its view is a table or collection view), with the features declared here.
///   - name: The name in messages and seed file names; defaults to the controller's type name.
///   - runs: How many random cases to run after the saved ones.
///   - seed: The run seed; case `k` is drawn from `(seed, k)`, the same on every machine.
///   - invariants: The invariants checked (default: those on by default).
///   - maxActions: The most actions in one case.
///   - scenarios: What the cases may draw of the scenario (your own form with `.form(...)`); by
///     default what `keyfuzz fuzz` draws, on `screens`. The layout is always Auto Layout.
///   - seedsDirectory: Where seed files are replayed from and written to; defaults to the scope's,
///     else `Seeds/` in the package holding the test.
///   - record: When to write the failure's seed file; defaults to the scope's, else
///     `KEYFUZZ_RECORD`, else `RecordMode.missing`.
///   - reporting: Every distinct bug (the default), the first failure, or every broken invariant.
///   - cover: What the random cases must exercise, in percent of the cases.
///   - fileID: The caller's `#fileID` (leave the default).
///   - filePath: The caller's `#filePath` (leave the default).
///   - function: The calling test's `#function` (leave the default).
///   - line: The line the failure is recorded at (leave the default).
///   - column: The column the failure is recorded at (leave the default).
///   - connect: Fills the controller's outlets from the screen keyfuzz built, as its view loads.
@MainActor
public func assertKeyboardAvoidance<Controller: UIViewController>(
    of make: @escaping @MainActor () -> Controller,
    screens: ScreenSet = .scrollForm,
    named name: String? = nil,
    runs: Int = KeyboardAvoidanceCheck.defaultRuns,
    seed: UInt64 = KeyboardAvoidanceCheck.defaultSeed,
    invariants: InvariantSet = .defaults,
    maxActions: Int = KeyboardAvoidanceCheck.defaultMaxActions,
    scenarios: ScenarioSpace = .default,
    seedsDirectory: URL? = nil,
    record: RecordMode? = nil,
    reporting: FailureReporting = .everyBug,
    cover: KeyValuePairs<CoverageRequirement, Double> = [:],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column,
    connect: @escaping @MainActor (Controller, ScreenOutlets) -> Void = { _, _ in }
) {
    let failure = checkKeyboardAvoidance(
        of: make, screens: screens, named: name, runs: runs, seed: seed, invariants: invariants,
        maxActions: maxActions, scenarios: scenarios, seedsDirectory: seedsDirectory, record: record,
        reporting: reporting, cover: cover, fileID: fileID, filePath: filePath, function: function, connect: connect)
    guard let failure else { return }
    recordTestFailures(of: failure, reporting: reporting, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs the check ``assertKeyboardAvoidance(of:screens:named:runs:seed:invariants:maxActions:scenarios:seedsDirectory:record:reporting:cover:fileID:filePath:function:line:column:connect:)``
/// runs and returns its failure instead of recording it: nil when the controller passes.
@MainActor
public func checkKeyboardAvoidance<Controller: UIViewController>(
    of make: @escaping @MainActor () -> Controller,
    screens: ScreenSet = .scrollForm,
    named name: String? = nil,
    runs: Int = KeyboardAvoidanceCheck.defaultRuns,
    seed: UInt64 = KeyboardAvoidanceCheck.defaultSeed,
    invariants: InvariantSet = .defaults,
    maxActions: Int = KeyboardAvoidanceCheck.defaultMaxActions,
    scenarios: ScenarioSpace = .default,
    seedsDirectory: URL? = nil,
    record: RecordMode? = nil,
    reporting: FailureReporting = .everyBug,
    cover: KeyValuePairs<CoverageRequirement, Double> = [:],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    connect: @escaping @MainActor (Controller, ScreenOutlets) -> Void = { _, _ in }
) -> KeyboardAvoidanceFailure? {
    let strategy = StrategyUnderTest(
        name: name ?? KeyboardAvoidanceCheck.defaultName(of: Controller.self),
        screens: screens.forController(Controller.self),
        make: ViewControllerStrategy.maker(make, connect: connect))
    return checkKeyboardAvoidance(
        strategy, expression: KeyboardAvoidanceCheck.initializerExpression(of: Controller.self),
        viewController: true, runs: runs, seed: seed, invariants: invariants, maxActions: maxActions,
        scenarios: scenarios.fixingLayoutForViewControllers, seedsDirectory: seedsDirectory, record: record,
        reporting: reporting, cover: cover, fileID: fileID, filePath: filePath, function: function)
}

/// Replays one case against your view controller (the test a view controller's failure ends
/// with): the screen, the actions in the seed files' text form, the invariants.
///
/// - Throws: ``KeyboardCaseError`` when an action cannot be read, or the screen is unusable.
@MainActor
public func replayKeyboardCase<Controller: UIViewController>(
    of make: @escaping @MainActor () -> Controller, on form: KeyboardForm, actions: String,
    invariants: InvariantSet = .defaults,
    connect: @escaping @MainActor (Controller, ScreenOutlets) -> Void = { _, _ in }
) throws -> KeyboardCaseReplay {
    let makeStrategy = ViewControllerStrategy.maker(make, connect: connect)
    return try replayKeyboardCase(makeStrategy, on: form.with(\.layout, .constraints), actions: actions, invariants: invariants)
}

extension ViewControllerStrategy {
    /// Makes a fresh strategy running `make`'s controller, `connect` filling its outlets.
    static func maker<Controller: UIViewController>(
        _ make: @escaping @MainActor () -> Controller, connect: @escaping @MainActor (Controller, ScreenOutlets) -> Void
    ) -> @Sendable () -> any KeyboardAvoidanceStrategy {
        {
            ViewControllerStrategy(make) { controller, screen in
                // `make` made it: a `Controller`.
                if let controller = controller as? Controller { connect(controller, screen) }
            }
        }
    }
}

extension ScreenSet {
    /// The screens a controller of type `type` is checked on: a table or collection view
    /// controller's view is its table or collection view, so it is checked on that screen
    /// alone, with the features declared.
    @MainActor
    func forController(_ type: UIViewController.Type) -> ScreenSet {
        var screens = self
        if type is UITableViewController.Type || type is UICollectionViewController.Type {
            screens.shapes = [.tableController]
        }
        return screens
    }
}

extension ScenarioSpace {
    /// A view controller's screen is laid out by Auto Layout (its storyboard constraints), so its
    /// cases say `layout = constraints`.
    var fixingLayoutForViewControllers: ScenarioSpace { fixing(\.layout, .constraints) }
}
