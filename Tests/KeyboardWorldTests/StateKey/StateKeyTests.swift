import Foundation
import Testing

@testable import KeyboardWorld

/// A strategy with a bit of everything the key must cope with: insets it sets, a deferred
/// scroll (a pending block), an animation with a completion, and a state of its own.
private final class BusyStrategy: StatefulKeyboardStrategy {
    var shows = 0

    var verificationState: Int {
        get { shows }
        set { shows = newValue }
    }

    func keyboardWillShow(_ notification: KeyboardNotification, host: KeyboardHost) {
        shows += 1
        let scrollView = host.scrollView
        scrollView.contentInset.bottom = notification.frameEnd.size.height / 2
        host.asyncAfter(seconds: 0.01) { scrollView.contentOffset.y += 10 }
    }

    func keyboardWillHide(_ notification: KeyboardNotification, host: KeyboardHost) {
        let scrollView = host.scrollView
        host.animate(
            withDuration: 0.2, animations: { scrollView.contentInset.bottom = 0 },
            completion: { [self] _ in shows += 1 })
    }
}

/// Actions of every kind, with waits that end animations halfway and whole.
private let actions: [Action] = [
    .tap(0), .tap(1), .tap(2), .next, .dismiss, .finishAnimation, .rotate, .inputMode(.emoji),
    .inputMode(.default), .hardwareKeyboard(true), .hardwareKeyboard(false), .scroll(200), .scroll(-120),
    .contentChange(200), .contentChange(-200), .repost, .tapBackground, .wait(0.01), .wait(0.1), .wait(0.3),
    .dragDismiss(zeroRect: true), .dragDismiss(zeroRect: false), .dragCancel, .type(3), .push, .pop,
]

/// A pushed screen with a text view, its keyboard dismissed interactively: every action above acts.
private let pushedNotes = Scenario(
    device: .phoneNotch, orientation: .portrait, navigationBar: true, insetAdjustment: .automatic,
    fields: [
        TextFieldSpec(frame: CGRect(x: 16, y: 20, width: 300, height: 44)),
        TextFieldSpec(frame: CGRect(x: 16, y: 300, width: 300, height: 140), isTextView: true),
        TextFieldSpec(frame: CGRect(x: 16, y: 500, width: 300, height: 44)),
    ],
    contentHeight: 900, keyboardDismissMode: .interactive, entry: .pushed)

/// The text of every stored property `Mirror` sees on `subject` (and its superclasses) that the
/// coverage table says is restored, by name.
private func restoredValues(of subject: Any, _ coverage: [String: StateCoverage]) -> [String: String] {
    var values: [String: String] = [:]
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
        for child in current.children {
            guard let label = child.label else { continue }
            switch coverage[label] {
            case .keyed?, .savedOnly?: values[label] = String(describing: child.value)
            default: break
            }
        }
        mirror = current.superclassMirror
    }
    return values
}

/// The stored property names `Mirror` sees on `subject`, superclasses included.
private func storedProperties(of subject: Any) -> Set<String> {
    var names = Set<String>()
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
        names.formUnion(current.children.compactMap(\.label))
        mirror = current.superclassMirror
    }
    return names
}

@Suite struct StateKeyTests {
    /// Every stored property of the world and its parts is listed in `StateKeyCoverage`: a
    /// property added to the world without going into the key (or saying why not) fails here.
    @Test func everyStoredPropertyIsAccountedFor() throws {
        let world = World(scenario: form(fields: 3), strategy: BusyStrategy(), invariants: .all)
        try world.run("tap(0) tap(1) dismiss")  // pending: notifications, an animation
        world.host.animate(withDuration: 0.1, animations: { world.scrollView.contentOffset.y = 3 })
        let event = try #require(world.pending.events.first)
        let animation = RunningAnimation(id: 0, properties: [], hasCompletion: false, finished: true)
        let record = MotionRecord(field: 0, windowY: 0, contentOffsetY: 0)
        let notification = try #require(world.lastWillNotification)
        let tables: [(String, Any, [String: StateCoverage])] = [
            ("World", world, StateKeyCoverage.world),
            ("View", world.rootView, StateKeyCoverage.view),
            ("ScrollView", world.scrollView, StateKeyCoverage.view.merging(StateKeyCoverage.scrollView) { a, _ in a }),
            ("TextField", world.textFields[0], StateKeyCoverage.textField),
            ("PendingEvents", world.pending, StateKeyCoverage.pendingEvents),
            ("PendingEvent", event, StateKeyCoverage.pendingEvent),
            ("RunningAnimation", animation, StateKeyCoverage.runningAnimation),
            ("MotionRecord", record, StateKeyCoverage.motionRecord),
            ("KeyboardNotification", notification, StateKeyCoverage.keyboardNotification),
            ("KeyboardLayoutGuide", world.rootView.keyboardLayoutGuide, StateKeyCoverage.keyboardLayoutGuide),
            ("ProfileState", world.profileState, StateKeyCoverage.profileState),
            ("KeyboardNotificationCenter", world.notificationCenter, StateKeyCoverage.notificationCenter),
        ]
        for (name, subject, coverage) in tables {
            let stored = storedProperties(of: subject)
            let unlisted = stored.subtracting(coverage.keys).sorted()
            #expect(
                unlisted.isEmpty,
                """
                \(name) has stored properties the state key does not account for: \(unlisted). Put each in \
                the key (World+StateKey.swift) and in World.SavedState, or list it in StateKeyCoverage.swift \
                with the reason it cannot change what happens next.
                """)
            let gone = Set(coverage.keys).subtracting(stored).sorted()
            #expect(gone.isEmpty, "\(name): StateKeyCoverage lists properties it no longer has: \(gone)")
        }
    }

    /// Restoring a saved state gives back every restored property (compared through `Mirror`, so
    /// a property added to the coverage table but not to `SavedState` fails here), and the key.
    @Test func restoringGivesBackWhatWasSaved() {
        var source = RandomGenerator(seed: 11)
        let strategy = BusyStrategy()
        let world = World(scenario: pushedNotes, strategy: strategy, invariants: .all)
        for _ in 0..<200 {
            for _ in 0..<source.next(below: 4) { world.perform(actions[source.next(below: actions.count)]) }
            let saved = world.saveState()
            let strategyState = strategy.verificationState
            let key = world.stateKey()
            let worldValues = restoredValues(of: world, StateKeyCoverage.world)
            let viewValues = [world.rootView, world.scrollView].map {
                restoredValues(of: $0, StateKeyCoverage.view.merging(StateKeyCoverage.scrollView) { a, _ in a })
            }
            for _ in 0..<(1 + source.next(below: 4)) { world.perform(actions[source.next(below: actions.count)]) }
            world.restoreState(saved)
            strategy.verificationState = strategyState
            #expect(restoredValues(of: world, StateKeyCoverage.world) == worldValues)
            #expect(
                [world.rootView, world.scrollView].map {
                    restoredValues(of: $0, StateKeyCoverage.view.merging(StateKeyCoverage.scrollView) { a, _ in a })
                } == viewValues)
            #expect(world.stateKey() == key)
        }
    }

    /// An action that had no effect (a tap on a hidden field, `dismiss` with nothing focused, a
    /// wait with nothing pending) leaves the key as it was: verification relies on it.
    @Test func anActionWithoutEffectKeepsTheKey() {
        var source = RandomGenerator(seed: 12)
        var noEffect = 0
        for round in 0..<300 {
            let world = World(
                scenario: round.isMultiple(of: 2) ? form(fields: 3) : pushedNotes, strategy: BusyStrategy(),
                invariants: .all)
            for _ in 0..<source.next(below: 6) { world.perform(actions[source.next(below: actions.count)]) }
            let saved = world.saveState()
            let before = world.stateKey()
            for action in actions {
                world.restoreState(saved)
                world.perform(action)
                guard !world.didLastActionHaveEffect else { continue }
                noEffect += 1
                #expect(world.stateKey() == before, "\(action)")
            }
        }
        #expect(noEffect > 500)
    }

    /// A pending strategy block makes the key nil (closures cannot be compared); once it ran,
    /// the state has a key again.
    @Test func pendingStrategyCodeHasNoKey() throws {
        let world = World(scenario: form(fields: 3), strategy: BusyStrategy())
        try world.run("tap(0)")  // the show defers a block
        #expect(world.stateKey() == nil)
        try world.run("finishAnimation")
        #expect(world.stateKey() != nil)
        try world.run("dismiss")  // the hide's animation has a completion
        #expect(world.stateKey() == nil)
    }

    /// Keys hold due times relative to now: a wait before anything happens changes nothing
    /// but the clock, which only the absolute key holds.
    @Test func keysAreRelativeToNowUnlessAskedForTheClock() throws {
        let early = World(scenario: form(fields: 3), strategy: Probe())
        let late = World(scenario: form(fields: 3), strategy: Probe())
        try early.run("tap(0)")
        try late.run("wait(0.1) tap(0)")
        #expect(early.stateKey() != nil)
        #expect(early.stateKey() == late.stateKey())
        #expect(early.stateKey(includingAbsoluteTime: true) != late.stateKey(includingAbsoluteTime: true))
        // Half an animation later the did-notifications are nearer: another state.
        try late.run("wait(0.1)")
        #expect(early.stateKey() != late.stateKey())
    }

    /// A strategy reading `currentTime` is remembered, even across a restore (keys must then
    /// hold the clock: see `BoundedVerification`).
    @Test func readingTheClockIsRemembered() throws {
        let probe = Probe()
        probe.onNotification = { _, host in _ = host.currentTime }
        let world = World(scenario: form(fields: 3), strategy: probe)
        let start = world.saveState()
        #expect(!world.hasStrategyReadClock)
        try world.run("tap(0)")
        #expect(world.hasStrategyReadClock)
        world.restoreState(start)
        #expect(world.hasStrategyReadClock)
    }

    /// The tolerance: numbers round to multiples of 2⁻²⁰ pt; -0 is 0; NaN is one NaN.
    @Test func numbersRoundToTheGrid() {
        let bits = StateKeyWriter.gridBits
        #expect(bits(336) == (336.0).bitPattern)
        #expect(bits(0.5) == (0.5).bitPattern)
        #expect(bits(336 + 1e-9) == bits(336))  // noise below the grid merges
        #expect(bits(0.1 + 0.2) == bits(0.3))
        #expect(bits(336 + 1e-5) != bits(336))  // ten grid steps apart
        #expect(bits(-0.0) == bits(0))
        #expect(bits(-1e-9) == bits(0))
        #expect(bits(.nan) == bits(-.nan))
        #expect(bits(.infinity) == (Double.infinity).bitPattern)
        #expect(bits(1e300) == (1e300).bitPattern)
    }

    /// The labelled form names every word, for messages.
    @Test func aLabelledKeyNamesItsWords() throws {
        let world = World(scenario: form(fields: 3), strategy: Probe())
        try world.run("tap(1)")
        var writer = StateKeyWriter(labelled: true)
        #expect(world.writeStateKey(into: &writer))
        #expect(writer.labels?.count == writer.words.count)
        #expect(writer.lines.contains("focusedIndex = 1"))
        #expect(writer.lines.contains("contentHeight = 1200.0"))
        #expect(writer.partEnds.count == 2 + world.pendingEventCount + 1)
    }
}

/// SplitMix64, enough for picking actions in these tests (KeyboardWorld's tests have no engine).
private struct RandomGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
