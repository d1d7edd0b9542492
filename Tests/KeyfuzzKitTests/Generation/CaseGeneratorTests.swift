import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import PropertyEngine
import Testing

@Suite struct CaseGeneratorTests {
    private let strategy = Fixtures.strategy("inset-adjusting")

    private func generate(
        seed: UInt64, generator: CaseGenerator = CaseGenerator(),
        strategy: StrategyUnderTest? = nil
    ) -> GeneratedCase {
        var source = RandomSource(seed: seed)
        return generator.generate(strategy: strategy ?? self.strategy, using: &source)
    }

    @Test func sameSeedGivesTheSameCase() {
        for seed in UInt64(0)..<50 {
            let first = generate(seed: seed, strategy: Fixtures.strategy("frame-shrink"))
            let second = generate(seed: seed, strategy: Fixtures.strategy("frame-shrink"))
            #expect(first.keyboardCase == second.keyboardCase)
            #expect(first.result.violations == second.result.violations)
        }
        #expect(generate(seed: 1).keyboardCase != generate(seed: 2).keyboardCase)
    }

    @Test func aCaseReplaysToTheVerdictItWasDrawnWith() throws {
        for name in Fixtures.buggyNames + Fixtures.correctNames {
            for seed in UInt64(0)..<40 {
                let generated = generate(seed: seed, strategy: Fixtures.strategy(name))
                let replay = try #require(generated.keyboardCase.run())
                #expect(replay.violations == generated.result.violations, "\(name) seed \(seed)")
                #expect(replay.actionsRun == generated.result.actionsRun)
            }
        }
    }

    @Test func casesStopAtTheFirstViolation() {
        var failing = 0
        for seed in UInt64(0)..<200 {
            let generated = generate(seed: seed, strategy: Fixtures.strategy("transform"))
            guard let first = generated.result.violations.first else { continue }
            failing += 1
            // The failing step is the last action, or the end-of-case check after all of them.
            #expect(first.actionIndex >= generated.keyboardCase.actions.count - 1)
            #expect(generated.keyboardCase.actions.count <= 30)
        }
        #expect(failing > 100)
    }

    @Test func scenariosAreValidAndCoverEveryDimension() {
        let generator = CaseGenerator()
        var source = RandomSource(seed: 7)
        var devices = Set<Device>()
        var orientations = Set<Orientation>()
        var adjustments = Set<InsetAdjustment>()
        var types = Set<KeyboardType>()
        var counts = Set<Int>()
        var navigation = 0
        var tab = 0
        var insetTop = 0
        var insetBottom = 0
        var tall = 0
        var accessory = 0
        var noFooter = 0
        var bigFooter = 0
        for _ in 0..<2_000 {
            let scenario = generator.drawScenario(using: &source)
            #expect(scenario.problems.isEmpty, "\(scenario.problems)")
            #expect(scenario.content == .pinned)
            #expect(scenario.systemScrollsToFocus)
            devices.insert(scenario.device)
            if scenario.device.rotates { orientations.insert(scenario.orientation) }
            if scenario.device == .padWindow { #expect(scenario.orientation == .landscape) }
            adjustments.insert(scenario.insetAdjustment)
            counts.insert(scenario.fields.count)
            navigation += scenario.navigationBar ? 1 : 0
            tab += scenario.tabBar ? 1 : 0
            insetTop += scenario.contentInset.top > 0 ? 1 : 0
            insetBottom += scenario.contentInset.bottom > 0 ? 1 : 0
            for field in scenario.fields {
                types.insert(field.keyboardType)
                tall += field.frame.size.height >= 120 ? 1 : 0
                accessory += field.hasAccessoryView ? 1 : 0
            }
            let footer = scenario.contentHeight - scenario.lowestFieldBottom
            noFooter += footer == 0 ? 1 : 0
            bigFooter += footer > 400 ? 1 : 0
        }
        #expect(devices == Set(Device.allCases))
        #expect(orientations == Set(Orientation.allCases))
        #expect(adjustments == Set(InsetAdjustment.allCases))
        #expect(types == Set(KeyboardType.allCases))
        #expect(counts == Set(1...16))
        for (name, count) in [
            ("navigation bar", navigation), ("tab bar", tab), ("inset top", insetTop),
            ("inset bottom", insetBottom), ("tall field", tall), ("accessory", accessory),
            ("no footer", noFooter), ("big footer", bigFooter),
        ] {
            #expect(count >= 100, "only \(count) scenarios with \(name)")
        }
    }

    @Test func unusualOptionsAreDrawnOnlyWhenAsked() {
        var source = RandomSource(seed: 9)
        let generator = CaseGenerator(space: ScenarioSpace.default.also(\.content, [.unpinned]).also(\.systemScrollsToFocus, [false]))
        var layouts = Set<ContentLayout>()
        var scrolls = Set<Bool>()
        for _ in 0..<500 {
            let scenario = generator.drawScenario(using: &source)
            #expect(scenario.problems.isEmpty)
            layouts.insert(scenario.content)
            scrolls.insert(scenario.systemScrollsToFocus)
        }
        #expect(layouts == Set(ContentLayout.allCases))
        #expect(scrolls == [true, false])
    }

    @Test func optionsLimitDevicesAndLength() {
        let generator = CaseGenerator(space: ScenarioSpace.default.only(\.device, [.padWindow]), maxActions: 5)
        for seed in UInt64(0)..<100 {
            let generated = generate(seed: seed, generator: generator)
            #expect(generated.keyboardCase.scenario.device == .padWindow)
            #expect((1...5).contains(generated.keyboardCase.actions.count))
        }
    }

    @Test func actionsRespectTheirPreconditions() {
        var broken: [String] = []
        for name in ["inset-adjusting", "frame-shrink", "transform", "dismiss-on-drag"] {
            let strategy = Fixtures.strategy(name)
            for seed in UInt64(0)..<300 {
                let keyboardCase = generate(seed: seed, strategy: strategy).keyboardCase
                let world = World(scenario: keyboardCase.scenario, strategy: strategy.make())
                for (index, action) in keyboardCase.actions.enumerated() {
                    if let problem = Self.precondition(of: action, in: world) {
                        broken.append("\(name) seed \(seed) action \(index) \(action): \(problem)")
                    }
                    world.perform(action)
                }
            }
        }
        #expect(broken.isEmpty, "\(broken.count) actions drawn against their preconditions: \(broken.prefix(5))")
    }

    /// What is wrong with drawing `action` in `world`'s current state, or nil.
    private static func precondition(of action: Action, in world: World) -> String? {
        let range = world.scrollView.validOffsetRange
        switch action {
        case .tap(let i):
            if world.focusedIndex == i { return "field \(i) is already focused" }
            if !world.isTappable(i) { return "field \(i) is not visible" }
        case .next, .dismiss:
            if world.focusedIndex == nil { return "nothing is focused" }
        case .inputMode(let mode):
            if world.focusedIndex == nil || world.keyboardPlacement != .docked { return "no keyboard is up" }
            if mode == world.inputMode { return "the mode is already \(mode)" }
        case .hardwareKeyboard(let on):
            if on == world.isHardwareKeyboardAttached { return "already \(on)" }
        case .rotate:
            if !world.scenario.device.rotates { return "the device does not rotate" }
        case .scroll:
            let pageCanPan = world.pageScrollView.map { $0.validOffsetRange.maxY > $0.validOffsetRange.minY } == true
            if range.maxY <= range.minY && !pageCanPan { return "the pan cannot begin" }
            if world.scenario.shape == .plainForm { return "a plain form has nothing to drag" }
            if world.isCovered { return "another screen covers this one" }
        case .finishAnimation, .wait:
            if world.isQuiescent { return "nothing is pending" }
        case .tapBackground, .contentChange, .repost:
            break
        case .dragDismiss:
            if world.focusedIndex == nil || world.keyboardPlacement != .docked { return "no docked keyboard to drag" }
            if world.isHardwareKeyboardAttached { return "a hardware keyboard cannot be dragged away" }
            let pageCanPan = world.pageScrollView.map { $0.validOffsetRange.maxY > $0.validOffsetRange.minY } == true
            if range.maxY <= range.minY && !pageCanPan { return "the pan cannot begin" }
            if world.scrollView.keyboardDismissMode == .onDrag { return "under .onDrag a drag is a scroll" }
        case .dragCancel:
            if world.focusedIndex == nil || world.keyboardPlacement != .docked { return "no docked keyboard to drag" }
            if world.isHardwareKeyboardAttached { return "a hardware keyboard cannot be dragged away" }
            let pageCanPan = world.pageScrollView.map { $0.validOffsetRange.maxY > $0.validOffsetRange.minY } == true
            if range.maxY <= range.minY && !pageCanPan { return "the pan cannot begin" }
            if world.scrollView.keyboardDismissMode != .interactive { return "only an interactive dismissal is pulled back" }
        case .undock:
            if world.scenario.device != .pad { return "only an iPad keyboard undocks" }
            if world.focusedIndex == nil || world.keyboardPlacement != .docked { return "no docked keyboard" }
        case .dock:
            if world.scenario.device != .pad || world.keyboardPlacement != .floating { return "no floating keyboard" }
        case .remoteKeyboard(let show):
            if world.scenario.device.isPhone { return "only iPads share the keyboard with other apps" }
            if world.focusedIndex != nil { return "a field of ours is focused" }
            if show == world.isRemoteKeyboardShown { return "another app's keyboard is already \(show ? "up" : "down")" }
        case .type:
            if world.focusedIndex.map({ world.textFields[$0].isTextView }) != true { return "no text view is focused" }
        case .push:
            if !world.scenario.entry.isInNavigationStack { return "the screen is not in a navigation stack" }
            if world.isCovered { return "another screen is already pushed" }
        case .pop:
            if !world.isCovered { return "nothing is pushed" }
        }
        return nil
    }

    /// The draws lean toward where avoidance bugs live; each situation must come up often.
    @Test func drawsLeanTowardBuggySituations() {
        var counts: [String: Int] = [:]
        let strategy = Fixtures.strategy("inset-adjusting")
        // What a run draws for it: the screens it declares.
        let generator = CaseGenerator(space: ScenarioSpace.default.declared(by: strategy.screens))
        for seed in UInt64(0)..<500 {
            let keyboardCase = generate(seed: seed, generator: generator, strategy: strategy).keyboardCase
            let world = World(scenario: keyboardCase.scenario, strategy: strategy.make())
            for action in keyboardCase.actions {
                let docked = world.keyboardPlacement == .docked && world.focusedIndex != nil
                let transition: Bool
                switch action {
                case .tap(let i):
                    if docked { counts["focus change while up", default: 0] += 1 }
                    if i == world.textFields.count - 1 { counts["tap of the last field", default: 0] += 1 }
                    if world.textFields[i].frame.size.height >= 120 { counts["tap of a tall field", default: 0] += 1 }
                    transition = true
                case .next:
                    if docked { counts["focus change while up", default: 0] += 1 }
                    transition = true
                case .inputMode:
                    counts["input mode while up", default: 0] += 1
                    transition = true
                case .rotate:
                    if docked { counts["rotation while up", default: 0] += 1 }
                    transition = true
                case .hardwareKeyboard(let on):
                    counts["hardware keyboard \(on ? "on" : "off")", default: 0] += 1
                    transition = true
                case .dismiss: transition = true
                case .scroll(let dy):
                    counts["drag \(dy > 0 ? "down" : "up")", default: 0] += 1
                    transition = false
                case .contentChange(let dh):
                    counts["content \(dh > 0 ? "grows" : "shrinks")", default: 0] += 1
                    transition = false
                case .repost:
                    counts["repost", default: 0] += 1
                    transition = false
                case .tapBackground:
                    counts["background tap", default: 0] += 1
                    transition = false
                case .finishAnimation:
                    counts["wait until idle", default: 0] += 1
                    transition = false
                case .wait(let span):
                    let next = world.timeUntilNextEvent ?? .zero
                    counts[span < next ? "wait ending before the next event" : "wait past the next event", default: 0] += 1
                    transition = false
                case .type:
                    counts["typing in a text view", default: 0] += 1
                    transition = false
                case .push:
                    counts["push", default: 0] += 1
                    transition = true
                case .pop:
                    counts["pop", default: 0] += 1
                    transition = true
                case .dragDismiss(let zeroRect):
                    counts["interactive dismissal\(zeroRect ? " to a zero rect" : "")", default: 0] += 1
                    transition = true
                case .undock:
                    counts["undock", default: 0] += 1
                    transition = true
                case .dock:
                    counts["dock", default: 0] += 1
                    transition = true
                case .remoteKeyboard(let show):
                    counts["another app's keyboard \(show ? "shows" : "hides")", default: 0] += 1
                    transition = true
                case .dragCancel:
                    counts["interactive dismissal pulled back", default: 0] += 1
                    transition = false
                }
                if transition && !world.isQuiescent {
                    counts["transition with did-notifications still queued", default: 0] += 1
                }
                world.perform(action)
            }
        }
        let situations = [
            "focus change while up", "tap of the last field", "tap of a tall field", "input mode while up",
            "rotation while up", "hardware keyboard on", "hardware keyboard off", "drag down", "drag up",
            "content grows", "content shrinks", "repost", "background tap",
            "transition with did-notifications still queued",
            "interactive dismissal", "interactive dismissal to a zero rect",
            "wait until idle", "wait ending before the next event", "wait past the next event",
        ]
        // At least one case in six (the device behaviours are drawn as often as their sources say:
        // the rarer hardware-keyboard frames leave interactive dismissals to a zero rect at 89).
        for situation in situations {
            #expect(counts[situation, default: 0] >= 85, "\(situation): \(counts[situation, default: 0]) in 500 cases")
        }
        // Text views, and screens in a navigation stack, are drawn for some scenarios only.
        for situation in ["typing in a text view", "push", "pop"] {
            #expect(counts[situation, default: 0] >= 30, "\(situation): \(counts[situation, default: 0]) in 500 cases")
        }
        // These exist on iPads only (a quarter or half of the drawn devices), so they are rarer.
        for situation in ["undock", "dock", "another app's keyboard shows", "another app's keyboard hides"] {
            #expect(counts[situation, default: 0] >= 25, "\(situation): \(counts[situation, default: 0]) in 500 cases")
        }
    }
}
