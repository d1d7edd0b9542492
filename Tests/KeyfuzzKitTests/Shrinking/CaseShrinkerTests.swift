import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

@Suite struct CaseShrinkerTests {
    /// The first failing case per invariant of a short campaign: the inputs the shrinker gets in practice.
    private static func findings(_ name: String, seed: UInt64 = 1) -> [CampaignFinding] {
        let builtIn = Fixtures.builtIn(name)
        return Campaign(strategy: StrategyUnderTest(builtIn), runSeed: seed, cases: 1_000)
            .run(stoppingOnceFound: builtIn.expectedViolations).findings
    }

    @Test(arguments: Fixtures.buggyNames)
    func shrunkCasesAreOneMinimal(name: String) throws {
        let strategy = Fixtures.strategy(name)
        let shrinker = CaseShrinker(strategy: strategy)
        let findings = Self.findings(name)
        #expect(!findings.isEmpty)
        for finding in findings {
            let shrunk = try #require(shrinker.shrink(finding.keyboardCase, invariant: finding.invariant))
            let actions = shrunk.keyboardCase.actions
            #expect(shrunk.stats.isMinimal)
            #expect(shrunk.violation.invariant == finding.invariant)
            #expect(shrinker.fails(shrunk.keyboardCase, finding.invariant))
            #expect(actions.count <= finding.keyboardCase.actions.count)
            #expect(shrunk.keyboardCase.scenario.problems.isEmpty)
            // Every single deletion, tried directly, stops the failure.
            for index in actions.indices {
                var fewer = shrunk.keyboardCase
                fewer.actions.remove(at: index)
                #expect(
                    !shrinker.fails(fewer, finding.invariant),
                    "\(name) \(finding.invariant.rawValue): still fails without action \(index) of \(actions)")
            }
            // So does every other one-step simplification, and each is a valid case.
            for candidate in shrinker.candidates(of: shrunk.keyboardCase) {
                #expect(candidate.scenario.problems.isEmpty)
                #expect(
                    !shrinker.fails(candidate, finding.invariant),
                    "\(name) \(finding.invariant.rawValue): a simpler case still fails: \(candidate)")
            }
        }
    }

    @Test func shrinkingIsDeterministic() throws {
        let strategy = Fixtures.strategy("inset-tracking")
        for finding in Self.findings("inset-tracking", seed: 4) {
            let shrinker = CaseShrinker(strategy: strategy)
            let first = try #require(shrinker.shrink(finding.keyboardCase, invariant: finding.invariant))
            let second = try #require(shrinker.shrink(finding.keyboardCase, invariant: finding.invariant))
            #expect(first == second)
        }
    }

    @Test func theBudgetBoundsTheRuns() throws {
        let finding = try #require(Self.findings("frame-shrink").first)
        let shrinker = CaseShrinker(strategy: Fixtures.strategy("frame-shrink"), budget: 10)
        let shrunk = try #require(shrinker.shrink(finding.keyboardCase, invariant: finding.invariant))
        #expect(shrunk.stats.runs <= 12)
        #expect(shrinker.fails(shrunk.keyboardCase, finding.invariant))
    }

    @Test func aPassingCaseDoesNotShrink() {
        let keyboardCase = KeyboardCase(
            strategy: "inset-adjusting", scenario: Fixtures.phoneForm,
            actions: [.tap(0), .dismiss])
        #expect(CaseShrinker(strategy: Fixtures.strategy("inset-adjusting")).shrink(keyboardCase, invariant: .drift) == nil)
    }

    @Test func failingMeansFailingThatInvariantAlone() {
        // transform: tap(0) pushes the top field under the navigation bar (hidden-field, checked once
        // the animation ends); dismiss then leaves the root view moved (drift), which a run with
        // every invariant on never reaches.
        let keyboardCase = KeyboardCase(
            strategy: "transform", scenario: Fixtures.phoneForm,
            actions: [.tap(0), .finishAnimation, .dismiss])
        let shrinker = CaseShrinker(strategy: Fixtures.strategy("transform"))
        #expect(keyboardCase.run()?.verdict == .fail(.hiddenField, actionIndex: 1))
        #expect(shrinker.fails(keyboardCase, .hiddenField))
        #expect(shrinker.fails(keyboardCase, .drift))
        #expect(shrinker.run(keyboardCase, checking: .drift).verdict == .fail(.drift, actionIndex: 3))
        #expect(!shrinker.fails(keyboardCase, .sanity))
    }

    /// The simplest scenario: one 44 pt field at the content's top, no footer; it has no
    /// simplification left.
    private static let simplest = Scenario(
        device: .phoneHome, orientation: .portrait, insetAdjustment: .never,
        fields: Scenario.stackedFields(count: 1, top: 0), contentHeight: 44)

    @Test func theSimplestScenarioHasNoSimplerCandidate() {
        let keyboardCase = KeyboardCase(strategy: "naive", scenario: Self.simplest, actions: [])
        #expect(Array(CaseShrinker(strategy: Fixtures.strategy("naive")).candidates(of: keyboardCase)).isEmpty)
    }

    @Test func removingAFieldRemapsTheTaps() throws {
        let keyboardCase = KeyboardCase(
            strategy: "naive", scenario: Fixtures.phoneForm,
            actions: [.tap(0), .tap(1), .next, .tap(2), .dismiss])
        let candidates = Array(CaseShrinker(strategy: Fixtures.strategy("naive")).candidates(of: keyboardCase))
        let withoutMiddle = try #require(
            candidates.first {
                $0.scenario.fields == [Fixtures.phoneForm.fields[0], Fixtures.phoneForm.fields[2]]
            })
        #expect(withoutMiddle.actions == [.tap(0), .next, .tap(1), .dismiss])
        #expect(withoutMiddle.scenario.contentHeight == Fixtures.phoneForm.contentHeight)
    }

    /// With no actions, a case's candidates are exactly its scenario's one-step simplifications,
    /// in the order of the dimension table (fields removed first, then each dimension in turn).
    @Test func scenarioSimplificationsMoveOneStepTowardTheSimplest() {
        let field = TextFieldSpec(
            frame: CGRect(x: 16, y: 10, width: 300, height: 300),
            keyboardType: .numberPad, hasAccessoryView: true)
        let scenario = Scenario(
            device: .padWindow, navigationBar: true, tabBar: true, insetAdjustment: .automatic,
            contentInset: UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0),
            content: .unpinned, systemScrollsToFocus: false, fields: [field], contentHeight: 510)
        let shrinker = CaseShrinker(strategy: Fixtures.strategy("naive"))
        let candidates = Array(shrinker.candidates(of: KeyboardCase(strategy: "naive", scenario: scenario, actions: [])))
            .map(\.scenario)
        func with(_ change: (inout Scenario) -> Void) -> Scenario {
            var changed = scenario
            change(&changed)
            return changed
        }
        let expected: [Scenario] = [
            with { $0.device = .phoneHome }, with { $0.device = .phoneNotch }, with { $0.device = .pad },
            with { $0.navigationBar = false }, with { $0.tabBar = false }, with { $0.insetAdjustment = .never },
            with { $0.contentInset = .zero }, with { $0.contentInset.top = 0 }, with { $0.contentInset.bottom = 0 },
            with { $0.content = .pinned }, with { $0.systemScrollsToFocus = true },
            with { $0.fields[0].hasAccessoryView = false },
            with { $0.fields[0].keyboardType = .default },
            // The gap above the field closed (then halved), the content's end moving with it.
            with {
                $0.fields[0].frame.origin.y = 0
                $0.contentHeight = 500
            },
            with {
                $0.fields[0].frame.origin.y = 5
                $0.contentHeight = 505
            },
            // Field height toward 44 (then halfway), the footer below kept at 200.
            with {
                $0.fields[0].frame.size.height = 44
                $0.contentHeight = 254
            },
            with {
                $0.fields[0].frame.size.height = 172
                $0.contentHeight = 382
            },
            // The footer to nothing, then halved.
            with { $0.contentHeight = 310 }, with { $0.contentHeight = 410 },
        ]
        #expect(candidates == expected)
        #expect(candidates.allSatisfy { $0.problems.isEmpty })
        // pad-window stores landscape; on a device that rotates, portrait is a step of its own.
        let pad = with { $0.device = .pad }
        let padCandidates = shrinker.candidates(of: KeyboardCase(strategy: "naive", scenario: pad, actions: []))
        #expect(
            padCandidates.contains {
                $0.scenario
                    == with {
                        $0.device = .pad
                        $0.orientation = .portrait
                    }
            })
    }

    @Test func actionSimplificationsHalveTowardZero() {
        let shrinker = CaseShrinker(strategy: Fixtures.strategy("naive"))
        func simpler(_ action: Action) -> [[Action]] {
            // One action on the simplest scenario: deleting it, then its simpler versions.
            let keyboardCase = KeyboardCase(strategy: "naive", scenario: Self.simplest, actions: [action])
            return Array(shrinker.candidates(of: keyboardCase).map(\.actions).dropFirst())
        }
        #expect(simpler(.scroll(301)) == [[.scroll(0)], [.scroll(150)]])
        #expect(simpler(.contentChange(-3)) == [[.contentChange(0)], [.contentChange(-1)]])
        #expect(simpler(.scroll(1)) == [[.scroll(0)]])
        #expect(simpler(.scroll(0)) == [])
        #expect(simpler(.inputMode(.emoji)) == [[.inputMode(.default)]])
        #expect(simpler(.inputMode(.noPredictive)) == [[.inputMode(.default)]])
        #expect(simpler(.tap(0)) == [])
    }

    @Test func theSecondPhaseFindsAShorterCaseThatGreedyDeletionMisses() throws {
        // inset-tracking on the phone form: hidden-field after the rotation. Greedy deletion alone
        // cannot turn the hardware keyboard's on/off pair into the one rotation that also fails.
        let keyboardCase = KeyboardCase(
            strategy: "inset-tracking", scenario: Fixtures.phoneForm,
            actions: [.hardwareKeyboard(true), .tap(0), .scroll(25), .hardwareKeyboard(false)])
        let shrinker = CaseShrinker(strategy: Fixtures.strategy("inset-tracking"), space: .fixed(keyboardCase.scenario))
        try #require(shrinker.fails(keyboardCase, .hiddenField))
        let shrunk = try #require(shrinker.shrink(keyboardCase, invariant: .hiddenField))
        #expect(shrunk.keyboardCase.actions.count == 3)
        #expect(shrunk.stats.isMinimal)
        #expect(shrunk.stats.isShortest)
    }
}
