import Foundation
import KeyboardWorld
import KeyfuzzTesting
import Testing

/// One check reports every distinct bug once, each with its cause: a generic failure does not
/// hide the bug a test was written for.
@Suite struct DistinctBugsTests {
    /// The textbook code on a screen with text views, pushed over another screen's keyboard and
    /// with a password field: three independent bugs, each needing its own structure (the caret
    /// it never follows, the keyboard already up when it appears, AutoFill's frame above the
    /// screen; see `DeclaredStructureTests`).
    final class ThreeBugs: TextbookInsetStrategy {
        override class var screens: ScreenSet {
            ScreenSet(shapes: [.scrollForm], features: [.textViews, .appearsWithKeyboardUp, .passwordAutoFill])
        }
    }

    /// Each bug needs a rare value and the right actions (the focused field low on the screen,
    /// enough typing in a tall text view). Over run seeds 1-12, the default 200 cases find all
    /// three for 9 seeds (the caret alone for 11, the pushed screen for 12, AutoFill for 10),
    /// the default seed among them.
    @Test func threeIndependentBugsAreThreeReports() throws {
        let failure = try #require(checkKeyboardAvoidance(ThreeBugs.init, record: .never))
        let needs = failure.parts.compactMap { $0.counterexample?.cause?.needs.map { "\($0.key)=\($0.token)" } }
        #expect(
            failure.parts.count == 3, "\(needs)\n\(failure.parts.map { $0.counterexample?.shrunk.keyboardCase.scenario.summary ?? "" })")
        #expect(needs.contains { $0.contains { $0.hasPrefix("textViews=") || $0.hasPrefix("textViews") } })
        #expect(needs.contains(["entry=pushedWithKeyboardUp"]))
        #expect(needs.contains(["quickTypeBar=lateAboveScreen"]))
        #expect(failure.message.hasPrefix("ThreeBugs breaks 3 distinct bugs: hidden-field (3 causes)"), "\(failure.message.prefix(200))")
    }
}
