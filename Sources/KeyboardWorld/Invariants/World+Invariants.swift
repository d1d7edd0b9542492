import Foundation

extension World {
    /// Checks every enabled invariant, in the canonical order (``Invariant``'s cases), reporting
    /// at `index`: each invariant's definition (`Checks/`) says whether it applies while another
    /// screen covers this one (only `sanity` does: the others are about what the user sees of
    /// this screen, and are checked again once it is shown).
    func check(at index: Int) -> [Violation] {
        var found: [Violation] = []
        coverageRecording?.counters.noteCheck(of: invariants)
        let step = CheckedStep(index: index, motion: motionRecord)
        motionRecord = nil
        // The enabled invariants' bits, lowest (first in the canonical order) first.
        var pending = invariants.rawValue
        if isCovered { pending &= InvariantSet.appliesWhileCovered.rawValue }
        let ordered = Invariant.ordered
        while pending != 0 {
            let position = pending.trailingZeroBitCount
            pending &= pending - 1
            if let violation = ordered[position].check(self, step) { found.append(violation) }
        }
        return found
    }
}
