import Foundation
import KeyboardWorld
import PropertyEngine

/// A verification state as the numbers of its parts: 16 bytes, and exact (two states get equal
/// keys exactly when their world keys' parts and their strategy states are equal).
///
/// Or, for a state of a proof's last depth that holds a part never numbered (so it is new), a
/// fingerprint of its parts: the last depth is only checked and counted, and numbering its new
/// parts would keep them for nothing.
struct NumberedState: Hashable, Sendable {
    /// The system part's number, then the views part's (a fingerprint's first half).
    var low: UInt64
    /// The number of the pending events' list, then the strategy state's (below 2^31); for a
    /// fingerprint, its second half with the first bit set.
    var high: UInt64

    /// Whether the key is a fingerprint (``StateNumbering/key(of:strategyState:scratch:includesClock:baseline:storesNewParts:)``).
    var isFingerprint: Bool { high >> 63 == 1 }

    func hash(into hasher: inout Hasher) {
        hasher.combine(low &* 0x9E37_79B9_7F4A_7C15 ^ high)
    }
}

/// Numbers the world parts of the states a verification meets, shared by its threads: each
/// distinct part is kept once, and a state is kept as a ``NumberedState``. Built over
/// `World.StateKey`'s parts, the same words `World.stateKey` compares: the system part, the
/// views part, and the pending events, each numbered on its own and their list (with the
/// pending tail) numbered as one sequence (events repeat across states far more than whole
/// queues do).
final class StateNumbering: @unchecked Sendable {
    /// Every part and every list of event numbers (their position in a key tells them apart).
    private let parts = WordSequenceTable()

    /// How many parts and lists are stored.
    var storedParts: Int { parts.count }

    /// The key of `world` with its strategy in the state numbered `strategyState`; nil when the
    /// world's key is (strategy code pending).
    ///
    /// A part the world left out as unchanged since `baseline`, or whose words equal the same
    /// part of `scratch`'s reference key (the key of `baseline`, the state an action was taken
    /// from), takes the reference's number without a lookup: most actions change a part or two
    /// and leave the rest, and most pending events stay pending.
    /// - Parameters:
    ///   - baseline: The saved state the reference key is of (nil without a reference): parts
    ///     the world knows to be unchanged since are not even written.
    ///   - storesNewParts: False for a state of the last depth: a part never numbered is not
    ///     stored, and the state gets a fingerprint of its parts (each part numbered before by its
    ///     number, so that equal states get equal fingerprints).
    func key(
        of world: World, strategyState: UInt32, scratch: inout KeyScratch, includesClock: Bool,
        baseline: World.SavedState? = nil, storesNewParts: Bool = true
    ) -> NumberedState? {
        precondition(strategyState < 1 << 31, "more than 2^31 strategy states")
        scratch.writer.reset()
        let baseline = scratch.reference == nil ? nil : baseline
        guard world.writeStateKey(into: &scratch.writer, includingAbsoluteTime: includesClock, baseline: baseline) else {
            return nil
        }
        let writer = scratch.writer
        let ends = writer.partEnds
        let reference = scratch.reference
        var numbers = scratch.numbers
        scratch.numbers = []  // keeps `numbers` unique while it is filled
        numbers.removeAll(keepingCapacity: true)
        var packed = scratch.packed
        scratch.packed = []
        packed.removeAll(keepingCapacity: true)
        // Without storing, a fingerprint's words: each part's number, or its length (marked) and
        // words when it is new, then the strategy state. Made only for a key that needs one.
        var fingerprintWords = scratch.fingerprintWords
        scratch.fingerprintWords = []
        fingerprintWords.removeAll(keepingCapacity: true)
        let list = writer.withWords { words in
            parts.withNumbering { numbering -> UInt64? in
                var isNew = false
                // Where the reference's next unmatched event part is (events leave from the front
                // and arrive at the back, so matches come in order).
                var nextReferencePart = 2
                let sources = writer.partSources
                for part in 0..<ends.count {
                    if sources[part] >= 0, let reference {
                        numbers.append(reference.numbers[sources[part]])
                        continue
                    }
                    let slice = UnsafeBufferPointer(rebasing: words[writer.range(ofPart: part)])
                    var match: Int?
                    if let reference {
                        if part < 2 {
                            if part < reference.ends.count && reference.part(part, equals: slice) { match = part }
                        } else {
                            var candidate = nextReferencePart
                            while candidate < reference.ends.count {
                                if reference.part(candidate, equals: slice) {
                                    match = candidate
                                    nextReferencePart = candidate + 1
                                    break
                                }
                                candidate += 1
                            }
                        }
                    }
                    if let match, let reference {
                        numbers.append(reference.numbers[match])
                    } else if storesNewParts {
                        numbers.append(UInt64(numbering.number(of: slice)))
                    } else if let number = numbering.existingNumber(of: slice) {
                        numbers.append(UInt64(number))
                    } else {
                        // A part never numbered: the state is new; its words will stand for it.
                        isNew = true
                        numbers.append(Self.newPartMark | UInt64(slice.count))
                    }
                }
                if isNew {
                    for (part, number) in numbers.enumerated() {
                        fingerprintWords.append(number)
                        if number & Self.newPartMark != 0 {
                            fingerprintWords.append(contentsOf: words[writer.range(ofPart: part)])
                        }
                    }
                    return nil
                }
                // The list of event numbers, with the tail's, as one sequence, two numbers a word:
                // each number plus one, so that an empty second half (0) tells `[a]` from `[a, 0]`.
                // The lists are most of the words a deep proof keeps; whole words held them twice.
                var index = 2
                while index < numbers.count {
                    let second = index + 1 < numbers.count ? numbers[index + 1] &+ 1 : 0
                    packed.append((numbers[index] &+ 1) | second << 32)
                    index += 2
                }
                if storesNewParts { return UInt64(numbering.number(of: packed[...])) }
                guard let list = packed.withUnsafeBufferPointer({ numbering.existingNumber(of: $0) }) else {
                    // Every part numbered, their list not: the numbers are the fingerprint's words.
                    fingerprintWords.append(contentsOf: numbers)
                    return nil
                }
                return UInt64(list)
            }
        }
        scratch.numbers = numbers
        scratch.packed = packed
        defer { scratch.fingerprintWords = fingerprintWords }
        guard let list else {
            fingerprintWords.append(UInt64(strategyState))
            let fingerprint = fingerprintWords.withUnsafeBufferPointer(WordSequenceTable.fingerprint)
            return NumberedState(low: fingerprint.low, high: fingerprint.high | 1 << 63)
        }
        return NumberedState(low: numbers[0] | numbers[1] << 32, high: list | UInt64(strategyState) << 32)
    }

    /// Marks a new part's length in place of its number (numbers are below 2^32, so a mark is
    /// never a number).
    private static let newPartMark: UInt64 = 1 << 63
}

/// One thread's buffers for ``StateNumbering``, and the key parts it compares a new key with.
struct KeyScratch {
    var writer = StateKeyWriter()
    /// The numbers of the parts of the key numbered last.
    var numbers: [UInt64] = []
    /// The event part numbers of the key numbered last, two a word (its list's words).
    var packed: [UInt64] = []
    /// The words of the fingerprint made last (a state of the last depth with a new part).
    var fingerprintWords: [UInt64] = []
    /// The key an action is taken from: its words, part ends and part numbers.
    var reference: Reference?

    struct Reference {
        var words: [UInt64]
        var ends: [Int]
        var numbers: [UInt64]

        /// Whether part `index` is `given` (a `memcmp`).
        func part(_ index: Int, equals given: UnsafeBufferPointer<UInt64>) -> Bool {
            let start = index == 0 ? 0 : ends[index - 1]
            let count = ends[index] - start
            guard count == given.count else { return false }
            guard count > 0, let givenBase = given.baseAddress else { return true }
            return words.withUnsafeBufferPointer { stored in
                guard let storedBase = stored.baseAddress else { return false }
                return memcmp(storedBase + start, givenBase, count * MemoryLayout<UInt64>.size) == 0
            }
        }
    }

    /// Makes the key numbered last the reference (nil after a state without a key).
    mutating func keepLastKeyAsReference(_ hasKey: Bool) {
        reference = hasKey ? Reference(words: writer.words, ends: writer.partEnds, numbers: numbers) : nil
    }
}

/// A strategy instance whose state can be numbered, saved and restored without knowing its type.
///
/// Saved states stay with the instance: a state may hold objects of its own world (a text
/// field), so a state read from one thread's instance is never restored into another's.
struct StatefulInstance {
    let strategy: any KeyboardAvoidanceStrategy
    /// The number of the instance's current ``StatefulKeyboardStrategy/verificationState`` in
    /// the numbering its verification shares.
    let stateNumber: () -> UInt32
    /// Saves the current state at `index` of the instance's own list (dropping those after it).
    let saveState: (_ index: Int) -> Void
    /// Puts the instance back in the state saved at `index`.
    let restoreState: (_ index: Int) -> Void
}

/// Makes instances of a ``StatefulKeyboardStrategy`` that number their states in one shared
/// numbering, so that the rest of a verification never needs the strategy's type (and the
/// exploration is compiled once, for its keys, instead of generically per strategy).
final class StrategyStateNumbering: @unchecked Sendable {
    private let makeInstance: () -> StatefulInstance?

    private init(makeInstance: @escaping () -> StatefulInstance?) {
        self.makeInstance = makeInstance
    }

    /// The numbering for `strategy`, nil when its instances do not show their state.
    static func numbering(for strategy: StrategyUnderTest) -> StrategyStateNumbering? {
        guard let probe = strategy.make() as? any StatefulKeyboardStrategy else { return nil }
        return opening(probe, make: strategy.make)
    }

    private static func opening<Strategy: StatefulKeyboardStrategy>(
        _: Strategy, make: @escaping @Sendable () -> any KeyboardAvoidanceStrategy
    ) -> StrategyStateNumbering {
        let numbers = ValueNumbering<Strategy.VerificationState>()
        return StrategyStateNumbering {
            guard let instance = make() as? Strategy else { return nil }
            let saved = SavedStates<Strategy.VerificationState>(initial: instance.verificationState)
            return StatefulInstance(
                strategy: instance, stateNumber: { saved.number(of: instance.verificationState, in: numbers) },
                saveState: { index in saved.save(instance.verificationState, at: index) },
                restoreState: { index in
                    if saved.hasState(at: index) { instance.verificationState = saved.state(at: index) }
                })
        }
    }

    /// A fresh instance, nil when the factory made one of another type than the first.
    func instance() -> StatefulInstance? { makeInstance() }
}

/// One instance's saved states, by index, and the state it numbered last.
///
/// This code runs unspecialized (the strategy's type is known only at run time): a value of a
/// generic type built here (an optional, a tuple, a range handed to a generic collection method)
/// costs a metadata lookup each time, so it keeps to plain indices and stored properties.
private final class SavedStates<State: Hashable> {
    /// The saved states: the first `count` of `states` (the rest are left over, to be overwritten).
    @exclusivity(unchecked) private var states: [State] = []
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var lastState: State
    @exclusivity(unchecked) private var hasNumberedLast = false
    @exclusivity(unchecked) private var lastNumber: UInt32 = 0

    init(initial: State) { lastState = initial }

    /// The number of `state` in `numbers`; a state equal to the one numbered last (most actions
    /// leave a strategy's state alone) is compared, not looked up.
    func number(of state: State, in numbers: ValueNumbering<State>) -> UInt32 {
        if hasNumberedLast && lastState == state { return lastNumber }
        lastNumber = numbers.number(of: state)
        lastState = state
        hasNumberedLast = true
        return lastNumber
    }

    /// Saves `state` at `index` (or after the last, when beyond it), dropping those after it.
    func save(_ state: State, at index: Int) {
        let position = Swift.min(index, count)
        if position < states.count {
            states[position] = state
        } else {
            states.append(state)
        }
        count = position + 1
    }

    func hasState(at index: Int) -> Bool { index < count }

    /// The state saved at `index` (`hasState(at:)`).
    func state(at index: Int) -> State { states[index] }
}
