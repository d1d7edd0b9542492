import KeyboardWorld
import PropertyEngine

/// Strictly shorter action lists built from a 1-minimal one over an alphabet, produced lazily:
/// the shrinker's way out of the local minima greedy deletion stops in.
///
/// Greedy deletion stops at a case where no single action can go, yet a shorter case may exist
/// that uses other actions: `hardwareKeyboard(on) hardwareKeyboard(off)` may do what one
/// `rotate` does. Two kinds of candidates are built, in this order:
///
/// - local edits, when ``completeLength`` is below `n - 1` for a base of `n` actions: a window
///   of two or three adjacent actions replaced by a shorter list (windows of 2 then 3, each from
///   the first position), then one action deleted and another replaced by an alphabet action,
///   for every ordered pair of positions;
/// - every list of at most ``completeLength`` actions over the alphabet, in shortlex order.
///   When ``completeLength`` is `n - 1`, the first failing candidate is a shortest failing list
///   over the alphabet, and none failing proves the base shortest.
///
/// Every candidate is strictly shorter than the base, so accepting them always terminates.
struct ShorterSequenceCandidates: Sequence {
    /// The action list being shortened.
    let base: [Action]
    /// The actions a candidate may use.
    let alphabet: [Action]
    /// The longest list the complete enumeration covers (at most `base.count - 1`).
    let completeLength: Int

    /// The largest window the local edits replace.
    static let maxWindow = 3

    /// Chooses how far the complete enumeration goes for `base` so that all candidates fit in `budget` runs.
    init(base: [Action], alphabet: [Action], budget: Int) {
        self.base = base
        self.alphabet = alphabet
        let n = base.count
        let a = alphabet.count
        var spent = 0
        if n >= 2 {
            // The local edits' count, an upper bound (a few duplicates are included).
            spent = (n - 1) * (1 + a) + Swift.max(0, n - 2) * (1 + a + a * a) + n * (n - 1) * a
        }
        var length = -1
        while length < n - 1,
            let count = ShortlexSequences(alphabetSize: a, maxLength: length + 1).count,
            count + (length + 1 == n - 1 ? 0 : spent) <= budget
        {
            length += 1
        }
        completeLength = length
    }

    /// Whether the complete enumeration covers every list shorter than the base.
    var isComplete: Bool { completeLength == base.count - 1 }

    /// The local edits (when the enumeration is not complete), then the complete enumeration.
    func makeIterator() -> Iterator {
        let complete = completeLength >= 0 ? ShortlexSequences(alphabetSize: alphabet.count, maxLength: completeLength) : nil
        return Iterator(
            local: isComplete || base.count < 2 ? nil : local(), alphabet: alphabet, complete: complete?.makeIterator())
    }

    /// The candidates one at a time. The complete enumeration (the bulk of them, thousands per
    /// shrink) is an odometer mapped to actions here, not a chain of lazy sequences behind
    /// `AnyIterator`, each of whose steps looked up generic metadata.
    struct Iterator: IteratorProtocol {
        fileprivate var local: AnyIterator<[Action]>?
        fileprivate let alphabet: [Action]
        fileprivate var complete: ShortlexSequences.Iterator?

        mutating func next() -> [Action]? {
            if let list = local?.next() { return list }
            local = nil
            guard let indices = complete?.next() else { return nil }
            return indices.map { alphabet[$0] }
        }
    }

    /// Window replacements, then delete-one-and-replace-another edits.
    private func local() -> AnyIterator<[Action]> {
        let base = base
        let alphabet = alphabet
        let sizes = (2...Self.maxWindow).filter { $0 <= base.count }
        let windows = sizes.lazy.flatMap { size in
            (0...(base.count - size)).lazy.flatMap { start in
                ShortlexSequences(alphabetSize: alphabet.count, maxLength: size - 1).lazy.map { replacement in
                    Array(base[..<start]) + replacement.map { alphabet[$0] } + Array(base[(start + size)...])
                }
            }
        }
        let pairs = base.indices.lazy.flatMap { deleted in
            base.indices.lazy.filter { $0 != deleted }.flatMap { replaced in
                alphabet.lazy.filter { $0 != base[replaced] }.map { action -> [Action] in
                    var list = base
                    list[replaced] = action
                    list.remove(at: deleted)
                    return list
                }
            }
        }
        var first = windows.makeIterator()
        var second = pairs.makeIterator()
        var inFirst = true
        return AnyIterator {
            if inFirst, let next = first.next() { return next }
            inFirst = false
            return second.next()
        }
    }
}
