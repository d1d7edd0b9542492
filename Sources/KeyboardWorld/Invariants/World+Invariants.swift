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
        let covered = isCovered
        let enabled = invariants
        for (position, definition) in Invariant.definitions.enumerated() where enabled.containsPosition(position) {
            if covered && !definition.appliesWhileCovered { continue }
            if let violation = definition.check(self, step) { found.append(violation) }
        }
        return found
    }
}
