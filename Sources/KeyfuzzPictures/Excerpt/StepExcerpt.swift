import KeyboardWorld

/// The steps a picture of a long case draws: the first and the last ``stepsAtEachEnd`` steps,
/// the failing steps between them (at most ``failingStepsBetween``), and a note for each run of
/// steps left out.
///
/// A storyboard of a 100,000-action case drew 100,000 panels (210 MB) and its terminal strip
/// had as many lines; what a reader needs is how the case starts, how it ends and where it
/// fails, and the pictures stay a bounded size whatever the case's length.
enum StepExcerpt {
    /// One thing a picture draws: a step, or a note standing for the steps left out there.
    enum Item {
        case step(TraceStep)
        case omitted(OmittedSteps)
    }

    /// How many steps are drawn at the start and at the end of a long case.
    static let stepsAtEachEnd = 24
    /// How many failing steps between the two ends are drawn at most (a case run stops at its
    /// first failing step, but a trace recorded by other means may fail at many).
    static let failingStepsBetween = 24

    /// The items to draw for `steps`, in order. A single step between kept ones is drawn
    /// rather than noted (a note takes as much room), so a case of up to 49 steps is drawn whole.
    /// - Complexity: O(n) in the number of steps; only the drawn steps are copied.
    static func items(_ steps: [TraceStep]) -> [Item] {
        var items: [Item] = []
        var failingKept = 0
        var runStart: Int?
        for (position, step) in steps.enumerated() {
            var kept = position < stepsAtEachEnd || position >= steps.count - stepsAtEachEnd
            if !kept && !step.violations.isEmpty && failingKept < failingStepsBetween {
                kept = true
                failingKept += 1
            }
            guard kept else {
                if runStart == nil { runStart = position }
                continue
            }
            if let start = runStart {
                let count = position - start
                items.append(
                    count == 1
                        ? .step(steps[start])
                        : .omitted(OmittedSteps(count: count, firstIndex: steps[start].index, lastIndex: steps[position - 1].index)))
                runStart = nil
            }
            items.append(.step(step))
        }
        return items
    }
}

/// A run of consecutive steps a picture leaves out.
struct OmittedSteps: Hashable {
    /// How many steps the run holds.
    var count: Int
    /// The trace index of its first and last step.
    var firstIndex: Int
    var lastIndex: Int

    /// The note that stands for the run: `… 99,940 steps not drawn (#30 … #99,969) …`.
    var text: String {
        "… \(Self.grouped(count)) step\(count == 1 ? "" : "s") not drawn (#\(Self.grouped(firstIndex)) … #\(Self.grouped(lastIndex))) …"
    }

    /// `n` with a comma between each group of three digits (the same in every locale).
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return n < 0 ? "-" + result : result
    }
}
