import PropertyEngine
import Testing

@Suite struct ShrinkTests {
    private static func containsThreeThenSeven(_ values: [Int]) -> Bool {
        guard let three = values.firstIndex(of: 3) else { return false }
        return values[(three + 1)...].contains(7)
    }

    private static func simplerInt(_ x: Int) -> [Int] {
        x == 0 ? [] : x == 1 ? [0] : [0, x - 1]
    }

    @Test func deletionShrinksToExactlyThreeSeven() {
        let result = shrink(
            [5, 3, 9, 1, 7, 2], budget: 1_000,
            candidates: { DeletionCandidates($0) },
            stillFails: Self.containsThreeThenSeven)
        #expect(result.value == [3, 7])
        #expect(result.isMinimal)
    }

    // Worked by hand: [1,3] pass, [7,2] pass, [1,3,7] accept; [1,3] pass, [1,7] pass,
    // [3,7] accept; [3] pass, [7] pass: 8 calls, 2 accepted steps.
    @Test func countsCallsAndStepsExactly() {
        let result = shrink(
            [1, 3, 7, 2], budget: 1_000,
            candidates: { DeletionCandidates($0) },
            stillFails: Self.containsThreeThenSeven)
        #expect(result == ShrinkResult(value: [3, 7], predicateCalls: 8, acceptedSteps: 2, isMinimal: true))
    }

    // Same walk as above, cut after the fifth call while [3,7] is still pending.
    @Test func stopsAtTheBudget() {
        let result = shrink(
            [1, 3, 7, 2], budget: 5,
            candidates: { DeletionCandidates($0) },
            stillFails: Self.containsThreeThenSeven)
        #expect(result == ShrinkResult(value: [1, 3, 7], predicateCalls: 5, acceptedSteps: 1, isMinimal: false))
    }

    @Test func zeroBudgetReturnsTheInput() {
        let result = shrink(
            [3, 7, 1], budget: 0,
            candidates: { DeletionCandidates($0) },
            stillFails: Self.containsThreeThenSeven)
        #expect(result == ShrinkResult(value: [3, 7, 1], predicateCalls: 0, acceptedSteps: 0, isMinimal: false))
    }

    // "Sum >= 10" from [9, 8, 7]: deleting 7 leaves [9, 8]; then the first element
    // steps down 9 -> 8 -> ... -> 2 while the sum stays >= 10; [2, 8] is 1-minimal.
    @Test func deletionsPlusReplacementsReachAOneMinimalValue() {
        let candidates = { (values: [Int]) in
            [
                AnySequence(DeletionCandidates(values)),
                AnySequence(ReplacementCandidates(values, simpler: Self.simplerInt)),
            ].joined()
        }
        let fails = { (values: [Int]) in values.reduce(0, +) >= 10 }
        let result = shrink([9, 8, 7], budget: 1_000, candidates: candidates, stillFails: fails)
        #expect(result.value == [2, 8])
        #expect(result.isMinimal)
        #expect(result.acceptedSteps == 8)
        #expect(candidates(result.value).allSatisfy { !fails($0) })
    }

    @Test func acceptedEarlyCandidateDoesNotGenerateTheRest() {
        var generated = 0
        let result = shrink(
            100, budget: 1_000,
            candidates: { (n: Int) in
                (0..<n).lazy.map { candidate -> Int in
                    generated += 1
                    return candidate
                }
            },
            stillFails: { _ in true })
        // 100 -> 0 in one accepted step; then 0 has no candidates.
        #expect(result == ShrinkResult(value: 0, predicateCalls: 1, acceptedSteps: 1, isMinimal: true))
        #expect(generated == 1)
    }
}
