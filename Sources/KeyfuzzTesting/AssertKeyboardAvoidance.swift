import Foundation
import KeyboardWorld
import KeyfuzzKit

/// Fuzzes a keyboard-avoidance strategy and records one test failure at the caller's line when
/// it breaks an invariant, with everything needed to understand and replay the bug.
///
/// Saved seed files of the strategy are replayed first (regressions first), then `runs` random
/// cases; the first failing case is shrunk, written as a seed file (unless the record mode says
/// otherwise) and reported. Works in an `XCTestCase` (`XCTFail`) and in a Swift Testing `@Test`
/// (`Issue.record`):
///
///     func testKeyboardAvoidance() {
///         assertKeyboardAvoidance(MyKeyboardHandling.init)
///     }
///
/// Environment variables: `KEYFUZZ_RECORD=never|missing|all` sets the record mode of the run;
/// `KEYFUZZ_REPLAY=<seed file>` replays that file alone (the failure message prints the command).
///
/// - Parameters:
///   - make: Makes a fresh strategy; called once per case.
///   - name: The name in messages and seed file names; defaults to the strategy's type name.
///   - runs: How many random cases to run after the saved ones.
///   - seed: The run seed; case `k` is drawn from `(seed, k)`, the same on every machine.
///   - invariants: The invariants checked (default: those on by default).
///   - maxActions: The most actions in one case.
///   - scenarios: What the cases may draw of the scenario: devices, orientation, bars, your own
///     form (``KeyboardForm``, ``KeyfuzzKit/ScenarioSpace/form(_:)``); by default what `keyfuzz fuzz` draws.
///   - seedsDirectory: Where seed files are replayed from and written to; defaults to the
///     enclosing ``withKeyboardAvoidanceTesting(record:seedsDirectory:operation:)`` scope's, else
///     `Seeds/` in the package holding the test (found from `#filePath`).
///   - record: When to write the failure's seed file; defaults to the scope's, else
///     `KEYFUZZ_RECORD`, else `RecordMode.missing`. A check that records still fails.
///   - reporting: The first failure only (the default), or every broken invariant, each shrunk
///     on its own, as one issue each (``FailureReporting/everyInvariant``) or in one issue.
///   - cover: What the random cases must exercise, in percent of the cases, e.g.
///     `[.rotationWhileDocked: 5, .value(\.device, .padWindow): 10]`: judged once every case
///     passed, on exact counts; a requirement missed fails the test with the counts.
///   - fileID: The caller's `#fileID` (leave the default): its module starts the
///     `swift test --filter` pattern of the replay command.
///   - filePath: The caller's `#filePath` (leave the default): the failure is recorded in that
///     file, and the package holding it gives `Seeds/` and the replay command's directory.
///   - function: The calling test's `#function` (leave the default): its name ends the filter pattern.
///   - line: The line the failure is recorded at (leave the default).
///   - column: The column the failure is recorded at (leave the default).
public func assertKeyboardAvoidance<Strategy: KeyboardAvoidanceStrategy>(
    _ make: @escaping @Sendable () -> Strategy,
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
    column: UInt = #column
) {
    let failure = checkKeyboardAvoidance(
        make, named: name, runs: runs, seed: seed, invariants: invariants, maxActions: maxActions,
        scenarios: scenarios, seedsDirectory: seedsDirectory, record: record, reporting: reporting, cover: cover,
        fileID: fileID, filePath: filePath, function: function)
    guard let failure else { return }
    recordTestFailures(of: failure, reporting: reporting, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Runs the check ``assertKeyboardAvoidance(_:named:runs:seed:invariants:maxActions:scenarios:seedsDirectory:record:reporting:cover:fileID:filePath:function:line:column:)``
/// runs, with the same defaults and environment variables, and returns its failure instead of
/// recording it: nil when the strategy passes. Use it to handle the failure yourself, e.g.
/// `#expect(checkKeyboardAvoidance(MyStrategy.init) == nil)`-style code or custom reporting.
public func checkKeyboardAvoidance<Strategy: KeyboardAvoidanceStrategy>(
    _ make: @escaping @Sendable () -> Strategy,
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
    function: StaticString = #function
) -> KeyboardAvoidanceFailure? {
    checkKeyboardAvoidance(
        StrategyUnderTest(name: name ?? KeyboardAvoidanceCheck.defaultName(of: Strategy.self), screens: Strategy.screens, make: make),
        expression: KeyboardAvoidanceCheck.initializerExpression(of: Strategy.self), viewController: false,
        runs: runs, seed: seed, invariants: invariants, maxActions: maxActions, scenarios: scenarios,
        seedsDirectory: seedsDirectory, record: record, reporting: reporting, cover: cover,
        fileID: fileID, filePath: filePath, function: function)
}

/// The check of `strategy` with the helpers' defaults and environment variables, the pasteable
/// test making it with `expression` (a view controller's with `replayKeyboardCase(of:)`).
func checkKeyboardAvoidance(
    _ strategy: StrategyUnderTest, expression: String?, viewController: Bool, runs: Int, seed: UInt64,
    invariants: InvariantSet, maxActions: Int, scenarios: ScenarioSpace, seedsDirectory: URL?, record: RecordMode?,
    reporting: FailureReporting, cover: KeyValuePairs<CoverageRequirement, Double>,
    fileID: StaticString, filePath: StaticString, function: StaticString
) -> KeyboardAvoidanceFailure? {
    let site = CallSite(fileID: "\(fileID)", filePath: "\(filePath)", function: "\(function)")
    let environment = ReplayEnvironment(ProcessInfo.processInfo.environment)
    let scope = KeyboardAvoidanceTestingConfiguration.current
    var check = KeyboardAvoidanceCheck(
        strategy: strategy, runs: runs, seed: seed, invariants: invariants, maxActions: maxActions,
        scenarios: scenarios,
        seedsDirectory: seedsDirectory ?? scope.seedsDirectory
            ?? site.packageDirectory?.appendingPathComponent("Seeds", isDirectory: true),
        record: record ?? scope.record ?? environment.record ?? .missing,
        replay: environment.replayURL(
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            packageDirectory: site.packageDirectory),
        testFilter: site.testFilter, packageDirectory: site.packageDirectory)
    check.strategyExpression = expression
    check.isViewControllerCheck = viewController
    check.reporting = reporting
    check.requiredCoverage = cover.map { RequiredCoverage($0.key, percent: $0.value) }
    guard environment.problems.isEmpty else {
        return KeyboardAvoidanceFailure(
            message: "\(check.strategy.name): cannot run the keyboard-avoidance check\n"
                + environment.problems.map { "  - \($0)" }.joined(separator: "\n"))
    }
    return check.run()
}
