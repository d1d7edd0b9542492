import Foundation
import KeyboardWorld
import KeyfuzzKit
import KeyfuzzPictures

/// Replays one case against your strategy: a screen, an action list in the seed files' text
/// form (`"tap(0) hardwareKeyboard(on) finishAnimation"`), and the invariants to check. The
/// failure message of `assertKeyboardAvoidance` ends with a ready test that calls it, so a bug
/// can be pinned as a readable unit test as well as a seed file:
///
///     @Test func signUpKeepsDrift() throws {
///         let screen = KeyboardForm(device: .phoneHome).field()
///         let replay = try replayKeyboardCase(SignUpKeyboardHandling.init, on: screen,
///                                             actions: "tap(0) hardwareKeyboard(on)", invariants: [.drift])
///         #expect(replay.violations.isEmpty, "\(replay)")
///     }
///
/// - Throws: ``KeyboardCaseError`` when an action cannot be read, or the screen is unusable.
public func replayKeyboardCase(
    _ make: () -> any KeyboardAvoidanceStrategy, on form: KeyboardForm, actions: String,
    invariants: InvariantSet = .defaults
) throws -> KeyboardCaseReplay {
    let scenario = form.scenario
    let problems = ScenarioSpace.fixed(scenario).problems
    guard problems.isEmpty else { throw KeyboardCaseError(description: "the screen is unusable: " + problems.joined(separator: "; ")) }
    let parsed: [Action]
    do {
        parsed = try Action.sequence(actions)
    } catch {
        throw KeyboardCaseError(description: "\(error)")
    }
    if let tap = parsed.first(where: { if case .tap(let i) = $0 { i >= scenario.fields.count } else { false } }) {
        throw KeyboardCaseError(description: "\(tap) names a field the screen does not have (\(scenario.fields.count) fields)")
    }
    let result = KeyboardCase.run(scenario: scenario, actions: parsed, make: make, invariants: invariants, recordsTrace: true)
    return KeyboardCaseReplay(
        scenario: scenario, actions: parsed, violations: result.violations,
        trace: result.trace ?? Trace(steps: []))
}

/// What a replayed case did: its violations (empty when it passes) and its trace.
public struct KeyboardCaseReplay: Sendable, CustomStringConvertible {
    /// The scenario replayed.
    public var scenario: Scenario
    /// The actions replayed, as parsed.
    public var actions: [Action]
    /// Every invariant broken at the first failing step, in canonical order; empty on a pass.
    public var violations: [Violation]
    /// The step-by-step trace of the whole replay, up to the first failing step.
    public var trace: Trace

    /// The verdict: the first violation, or pass.
    public var verdict: Verdict {
        violations.first.map { .fail($0.invariant, actionIndex: $0.actionIndex) } ?? .pass
    }

    /// The verdict, each violation with its numbers, the picture and the trace.
    public var description: String {
        var lines = ["\(verdict) on \(scenario.summary)"]
        lines += violations.map { "  ✗ \($0.invariant.rawValue): \($0.message)" }
        lines.append("  picture (\(TerminalStrip.legend)):")
        lines += TerminalStrip.lines(scenario: scenario, trace: trace).map { "    " + $0 }
        lines.append("  trace:")
        lines += trace.steps.flatMap(\.lines).map { "    " + $0 }
        return lines.joined(separator: "\n")
    }
}

/// Why a case cannot be replayed: an action that cannot be read, or an unusable screen.
public struct KeyboardCaseError: Error, CustomStringConvertible, Sendable {
    public var description: String
}
