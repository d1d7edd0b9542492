import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

/// `verify --space`: the scenarios combined (``VerificationSpace``) and the proof on each
/// (``SpaceVerification``).
@Suite struct SpaceVerificationTests {
    /// A scroll form with no declared feature, on a home-button iPhone and an iPad window:
    /// - phone-home: 2 orientations x 3 rotation styles x 3 keyboard kinds x 2 QuickType bars
    ///   (no password field, so no AutoFill frame above the screen) x 2 hardware frames x 3
    ///   dismiss modes = 216;
    /// - pad-window: no orientation (the window does not rotate) and no QuickType bar (an
    ///   iPhone's): 3 x 3 x 2 x 3 = 54. Together 270.
    @Test func theSpaceCombinesTheValuesWhereTheyApply() throws {
        let drawn = try ScenarioSpace.default.declared(by: ScreenSet(shapes: [.scrollForm]))
            .restricting("device", to: ["phone-home", "pad-window"])
        let space = VerificationSpace(base: ExhaustiveSearch.defaultScenario, space: drawn)
        #expect(space.dimensions.map(\.key) == VerificationSpace.dimensionKeys)
        #expect(space.dimensions.first { $0.key == "quickTypeBar" }?.tokens == ["withShow", "late"])
        #expect(space.scenarios.count == 270)
        #expect(space.scenarios.filter { $0.device == .phoneHome }.count == 216)
        let windows = space.scenarios.filter { $0.device == .padWindow }
        #expect(windows.count == 54)
        #expect(windows.allSatisfy { $0.quickTypeBar == .withShow && $0.orientation == .landscape })
        #expect(Set(space.scenarios).count == 270)
        // The base scenario's other values stay: the 4 fields, the content height.
        #expect(space.scenarios.allSatisfy { $0.fields == ExhaustiveSearch.defaultScenario.fields && $0.contentHeight == 1000 })
        // The first combination is the base on the first device, every value the first listed.
        #expect(space.scenarios[0].device == .phoneHome && space.scenarios[0].keyboardKind == .system)
    }

    /// The correct inset code proved on 12 scenarios up to 3 actions; the same report for one
    /// job and two.
    @Test func aCorrectStrategyIsProvedOnEveryScenarioForEveryJobsValue() throws {
        let drawn = try ScenarioSpace.default.declared(by: ScreenSet(shapes: [.scrollForm]))
            .restricting("device", to: ["phone-home"]).restricting("rotationStyle", to: ["hideFirst"])
            .restricting("keyboardKind", to: ["system", "thirdPartyTwoStep"]).restricting("keyboardDismissMode", to: ["none"])
        let space = VerificationSpace(base: ExhaustiveSearch.defaultScenario, space: drawn)
        #expect(space.scenarios.count == 2 * 2 * 2 * 2)
        let strategy = Fixtures.strategy("inset-adjusting")
        let one = SpaceVerification(space: space, strategy: strategy, depth: 3, jobs: 1).run()
        let two = SpaceVerification(space: space, strategy: strategy, depth: 3, jobs: 2).run()
        #expect(one.allSatisfy { $0.isProved(upTo: 3) })
        #expect(one.map(\.report) == two.map(\.report))
        #expect(one.map(\.scenario) == space.scenarios)
    }

    /// The naive code (no inset at all) on 8 scenarios of a home-button iPhone up to 2 actions:
    /// each scenario's report is the one verify gives on that scenario alone. In portrait, `next`
    /// from field 2 scrolls field 3 to 359...403 in the window: above a system keyboard's top
    /// (667 - 216 = 451), under a third-party keyboard's (667 - 282 = 385), so `tap(2) next`
    /// breaks hidden-field with a third-party keyboard only (either QuickType bar); no other
    /// scenario breaks anything within 2 actions.
    @Test func aSeededBugIsFoundOnEachScenarioWithItsShortestFailure() throws {
        let drawn = try ScenarioSpace.default.declared(by: ScreenSet(shapes: [.scrollForm]))
            .restricting("device", to: ["phone-home"]).restricting("keyboardKind", to: ["system", "thirdParty"])
            .restricting("rotationStyle", to: ["hideFirst"]).restricting("keyboardDismissMode", to: ["none"])
            .restricting("hardwareFrame", to: ["fullHeight"])
        let space = VerificationSpace(base: ExhaustiveSearch.defaultScenario, space: drawn)
        let strategy = Fixtures.strategy("naive")
        let results = SpaceVerification(space: space, strategy: strategy, depth: 2, jobs: 2).run()
        #expect(results.count == 8)
        for result in results {
            let alone = BoundedVerification(scenario: result.scenario, strategy: strategy, depth: 2).run()
            #expect(result.report == alone, "\(result.scenario.summary)")
            let shortest = result.report?.shortest(for: .hiddenField)
            if result.scenario.orientation == .portrait && result.scenario.keyboardKind == .thirdParty {
                #expect(shortest == [.tap(2), .next], "\(result.scenario.summary)")
                #expect(!result.isProved(upTo: 2))
                let finding = ExhaustiveFinding(invariant: .hiddenField, actions: shortest ?? [])
                #expect(result.verification.counterexample(for: finding) != nil)
            } else {
                #expect(result.report?.shortest.isEmpty == true, "\(result.scenario.summary)")
                #expect(result.isProved(upTo: 2))
            }
        }
    }

    /// `shapes`' space with one value of every other combined dimension: `device` in portrait,
    /// rotations hiding first, the system keyboard with its QuickType bar, full-height hardware
    /// frames, no dismiss mode.
    static func oneCombination(shapes: [ScreenShape], device: String) throws -> ScenarioSpace {
        try ScenarioSpace.default.declared(by: ScreenSet(shapes: shapes))
            .restricting("device", to: [device]).restricting("orientation", to: ["portrait"])
            .restricting("rotationStyle", to: ["hideFirst"]).restricting("keyboardKind", to: ["system"])
            .restricting("quickTypeBar", to: ["withShow"]).restricting("hardwareFrame", to: ["fullHeight"])
            .restricting("keyboardDismissMode", to: ["none"])
    }

    /// The flush screen: the default form's 4 fields 268 pt apart (tops 20, 20 + 312 = 332, 644,
    /// 956), the last ending at 956 + 44 = 1000, the content's height, under insets `never`.
    @Test func theFlushScreenEndsItsLastFieldAtTheContentsBottom() {
        let flush = VerificationSpace.flushScreen
        #expect(flush.fields.map(\.frame.origin.y) == [20, 332, 644, 956])
        #expect(flush.fields.last.map { $0.frame.maxY } == flush.contentHeight)
        #expect(flush.contentHeight == 1000 && flush.insetAdjustment == .never && flush.shape == .scrollForm)
        #expect(flush.device == ExhaustiveSearch.defaultScenario.device && flush.problems.isEmpty)
    }

    /// With no screen given, a strategy that declares scroll forms is proved on the default form
    /// in every declared shape and on the flush screen as a scroll form only; one without scroll
    /// forms, or narrowed to other shapes, on the default form alone.
    @Test func theDefaultScreensAddTheFlushScreenAsAScrollForm() throws {
        let shapes: [ScreenShape] = [.scrollForm, .header]
        let drawn = try Self.oneCombination(shapes: shapes, device: "phone-home")
        let screens = VerificationSpace.defaultScreens(for: shapes, space: drawn)
        #expect(screens.map(\.base) == [ExhaustiveSearch.defaultScenario, VerificationSpace.flushScreen])
        let space = VerificationSpace(screens: screens)
        // The default form as a scroll form and with a header, then the flush screen once.
        #expect(space.scenarios.map(\.shape) == [.scrollForm, .header, .scrollForm])
        #expect(space.scenarios.map(\.insetAdjustment) == [.automatic, .automatic, .never])
        #expect(space.scenarios[2].fields == VerificationSpace.flushScreen.fields)
        #expect(space.dimensions.first { $0.key == "shape" }?.tokens == ["scrollForm", "header"])
        #expect(space.bases == screens.map(\.base))

        let plain = ScenarioSpace.default.declared(by: ScreenSet(shapes: [.plainForm]))
        #expect(VerificationSpace.defaultScreens(for: [.plainForm], space: plain).count == 1)
        let headersOnly = try drawn.restricting("shape", to: ["header"])
        #expect(VerificationSpace.defaultScreens(for: shapes, space: headersOnly).count == 1)
        // One screen given: the space of that screen alone, as before.
        let given = VerificationSpace(base: ExhaustiveSearch.defaultScenario, space: drawn)
        #expect(given.scenarios == Array(space.scenarios.prefix(2)) && given.bases == [ExhaustiveSearch.defaultScenario])
    }

    /// `frame-shrink` (article 001) on the flush screen, phone-notch portrait: after `tap(0)`
    /// the system keyboard's did-show (336 pt) shrinks the scroll view's frame from 793 to 457
    /// pt; the emoji keyboard's did-show (344 pt) finds it shrunk and leaves it; the did-hide of
    /// the dismissal grows it by the last keyboard's 344 pt, to 801: 8 pt taller than before,
    /// its bottom 8 pt under the screen's (59 + 801 = 860 > 852). Field 3 (956...1000, flush with
    /// the content's bottom) then needs contentOffset.y >= 1000 - 852 + 59 = 207 to be seen, and
    /// the content allows 0...1000 - 801 = 199. The default form's 264 pt below its last field
    /// hide this, so the default screens find `unreachable-field` only through the flush screen.
    @Test func theFlushScreenFindsAFrameGrownPastTheScreenThatTheDefaultFormHides() throws {
        let drawn = try Self.oneCombination(shapes: [.scrollForm], device: "phone-notch")
        let space = VerificationSpace(screens: VerificationSpace.defaultScreens(for: [.scrollForm], space: drawn))
        #expect(space.scenarios.count == 2)
        let results = SpaceVerification(space: space, strategy: Fixtures.strategy("frame-shrink"), depth: 3, jobs: 2).run()
        #expect(results[0].report?.shortest(for: .unreachableField) == nil)
        #expect(results[1].report?.shortest(for: .unreachableField) == [.tap(0), .inputMode(.emoji), .dismiss])
    }

    /// A run stopped before it starts proves nothing and starts no scenario.
    @Test func aStoppedRunReportsTheScenariosNotStarted() throws {
        let drawn = try ScenarioSpace.default.declared(by: ScreenSet(shapes: [.scrollForm])).restricting("device", to: ["phone-home"])
        let space = VerificationSpace(base: ExhaustiveSearch.defaultScenario, space: drawn)
        let results = SpaceVerification(space: space, strategy: Fixtures.strategy("naive"), depth: 2).run(shouldStop: { true })
        #expect(results.count == space.scenarios.count)
        #expect(results.allSatisfy { $0.report == nil && !$0.isProved(upTo: 2) })
    }

    /// The soak: `verify --space --depth 5` on each built-in strategy's whole space, on the
    /// default screens (the default form and the flush screen), proves the four correct
    /// strategies on every scenario and finds every invariant each seeded bug is known to break
    /// on some scenario. Hours in a debug build, minutes a strategy in a release build:
    /// `KEYFUZZ_SOAK=1 swift test -c release --filter soakTheWholeSpace`.
    @Test(
        .enabled(if: ProcessInfo.processInfo.environment["KEYFUZZ_SOAK"] == "1"),
        arguments: BuiltInStrategy.all.map(\.name))
    func soakTheWholeSpace(name: String) {
        let builtIn = Fixtures.builtIn(name)
        let drawn = ScenarioSpace.default.declared(by: builtIn.screens)
        let results = SpaceVerification(
            space: VerificationSpace(screens: VerificationSpace.defaultScreens(for: builtIn.supportedShapes, space: drawn)),
            strategy: Fixtures.strategy(name), depth: SpaceVerification.defaultDepth,
            jobs: ProcessInfo.processInfo.activeProcessorCount
        ).run()
        if builtIn.isCorrect {
            let unproved = results.filter { !$0.isProved(upTo: SpaceVerification.defaultDepth) }
            #expect(unproved.isEmpty, "\(name): \(unproved.prefix(3).map { "\($0.scenario.summary): \($0.report?.shortest ?? [])" })")
            return
        }
        let broken = Set(results.flatMap { $0.report?.shortest.map(\.invariant) ?? [] })
        for invariant in builtIn.expectedViolations {
            #expect(broken.contains(invariant), "\(name): \(invariant.rawValue) on no scenario")
        }
    }
}
