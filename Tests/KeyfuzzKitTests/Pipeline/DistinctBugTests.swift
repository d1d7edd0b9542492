import Foundation
import KeyboardWorld
import Testing

@testable import KeyfuzzKit

/// A run's distinct bugs (``FailurePipeline/run(firstFailingCaseOnly:deadline:interrupted:progress:found:)``):
/// one per cause, each counted, the same for every `jobs`.
@Suite struct DistinctBugTests {
    static func bugs(_ name: String, jobs: Int) -> [DistinctBug] {
        let strategy = Fixtures.strategy(name)
        let pipeline = FailurePipeline(
            strategy: strategy, generator: CaseGenerator(space: ScenarioSpace.default.declared(by: strategy.screens)),
            runSeed: 1, cases: 200, jobs: jobs)
        return pipeline.run().bugs
    }

    @Test func theBugsAreTheSameForEveryJobsValueAndEachCauseIsReportedOnce() {
        let one = Self.bugs("transform", jobs: 1)
        let two = Self.bugs("transform", jobs: 2)
        #expect(one.count > 1)
        #expect(one.map(\.cause) == two.map(\.cause))
        #expect(one.map(\.hits) == two.map(\.hits))
        #expect(one.map { $0.counterexample.seedFile.fileName } == two.map { $0.counterexample.seedFile.fileName })
        // Distinct causes, each bug hit by at least its own case, in canonical invariant order.
        #expect(Set(one.map(\.cause)).count == one.count)
        #expect(one.allSatisfy { $0.hits >= 1 })
        #expect(one.map(\.invariant.position) == one.map(\.invariant.position).sorted())
        // Each shrunk case holds the values its cause says it needs.
        for bug in one {
            let shrunk = bug.counterexample.shrunk.keyboardCase
            #expect(bug.cause.needs.allSatisfy { $0.holds(in: shrunk.scenario) }, "\(bug.cause.line)")
        }
    }
}

/// One failure reached by two triggers is one bug (``BugTriage``): code that sets the inset on a
/// show's first will-show and ignores the rest leaves the field under a keyboard that grows while
/// up, whether a late QuickType bar or a third-party keyboard's two-step show grows it.
@Suite struct OneFailureTwoTriggersTests {
    final class FirstWillShowOnly: KeyboardAvoidanceStrategy {
        private var isUp = false

        init() {}

        func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
            guard !isUp else { return }
            isUp = true
            host.scrollView.contentInset.bottom = notification.frameEnd.height
            if let field = host.firstResponder { host.scrollView.scrollRectToVisible(field.frame, animated: false) }
        }

        func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
            isUp = false
            host.scrollView.contentInset.bottom = 0
        }
    }

    static let strategy = StrategyUnderTest(name: "first-will-show-only") { FirstWillShowOnly() }

    /// A home-button iPhone in portrait, as devices post (rotations hide first, visible-only
    /// hardware frames, notifications from the screen), one field low on the form, under where the keyboard will be.
    static func tapOnTheLowField(_ set: (inout Scenario) -> Void) -> KeyboardCase {
        var scenario = Scenario(
            device: .phoneHome, insetAdjustment: .never,
            fields: [TextFieldSpec(frame: CGRect(x: 16, y: 560, width: 300, height: 44))], contentHeight: 604)
        scenario.rotationStyle = .hideFirst
        scenario.hardwareFrame = .visibleOnly
        scenario.notificationObject = .screen
        set(&scenario)
        return KeyboardCase(strategy: strategy.name, scenario: scenario, actions: [.tap(0)])
    }

    @Test func aLateBarAndATwoStepShowAreOneBug() throws {
        let runner = CaseRunner(strategy: Self.strategy)
        let lateBar = Self.tapOnTheLowField { $0.quickTypeBar = .late }
        let twoStep = Self.tapOnTheLowField { $0.keyboardKind = .thirdPartyTwoStep }
        // Each fails, and each needs its own trigger.
        let lateCause = FailureCause.of(lateBar, invariant: .hiddenField, runner: runner, space: .default)
        let twoStepCause = FailureCause.of(twoStep, invariant: .hiddenField, runner: runner, space: .default)
        #expect(runner.fails(lateBar, .hiddenField) && runner.fails(twoStep, .hiddenField))
        #expect(lateCause.needs.map(\.token) == ["late"])
        #expect(twoStepCause.needs.map(\.token) == ["thirdPartyTwoStep"])
        #expect(lateCause != twoStepCause)
        // Swapped for each other, both still fail: one bug, the second a hit of the first.
        var triage = BugTriage(runner: runner, space: .default)
        #expect(triage.add(lateCause, shown: lateBar, caseIndex: 0) == (0, true, false))
        #expect(triage.add(twoStepCause, shown: twoStep, caseIndex: 1) == (0, false, false))
        // From then on either trigger's cases are explained by it.
        let other = Self.tapOnTheLowField {
            $0.keyboardKind = .thirdPartyTwoStep
            $0.navigationBar = true
        }
        #expect(triage.bug(explaining: other, caseIndex: 7, invariant: .hiddenField) == 0)
        // A cause of another invariant is another bug.
        let drift = FailureCause(invariant: .drift, needs: twoStepCause.needs, actionShape: ["tap"])
        #expect(triage.add(drift, shown: twoStep, caseIndex: 2) == (1, true, false))
    }

    /// A bug first found under an extra condition (a late QuickType bar on a third-party
    /// keyboard), then without it: one bug, shown by the simpler cause from then on.
    @Test func aSimplerCauseFoundLaterBecomesTheBugsCause() {
        let runner = CaseRunner(strategy: Self.strategy)
        let lateBar = Self.tapOnTheLowField { $0.quickTypeBar = .late }
        let lateCause = FailureCause.of(lateBar, invariant: .hiddenField, runner: runner, space: .default)
        let both = Self.tapOnTheLowField {
            $0.quickTypeBar = .late
            $0.keyboardKind = .thirdParty
        }
        let thirdParty = FailureCause.Need(key: "keyboardKind", token: "thirdParty", isLegacy: false, words: "third-party keyboard")
        let wider = FailureCause(invariant: .hiddenField, needs: lateCause.needs + [thirdParty], actionShape: ["tap"])
        var triage = BugTriage(runner: runner, space: .default)
        #expect(triage.add(wider, shown: both, caseIndex: 0) == (0, true, false))
        #expect(triage.add(lateCause, shown: lateBar, caseIndex: 4) == (0, false, true))
        #expect(triage.bugs.count == 1 && triage.bugs[0].cause == lateCause && triage.bugs[0].shown == lateBar)
        // The wider cause stays a cause of the bug: its cases are hits of it.
        #expect(triage.add(wider, shown: both, caseIndex: 9) == (0, false, false))
        // A cause of another invariant needing less is another bug.
        let drift = FailureCause(invariant: .drift, needs: lateCause.needs, actionShape: ["tap"])
        #expect(triage.add(drift, shown: lateBar, caseIndex: 12) == (1, true, false))
    }
}
