import Foundation
import KeyboardWorld
import KeyfuzzPictures
import Testing

/// The storyboard: byte-stable, well-formed, pinned against checked-in pictures.
@Suite struct StoryboardTests {
    @Test func smallCaseMatchesTheCheckedInReference() throws {
        let svg = storyboard(try .naiveHiddenField())
        expectMatchesReference(svg, "Tests/KeyfuzzPicturesTests/Fixtures/naive-hidden-field.svg")
    }

    @Test func readmeStoryboardIsUpToDate() throws {
        let svg = storyboard(try .insetTrackingDrift())
        expectMatchesReference(svg, "docs/storyboard-inset-tracking.svg")
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        let c = try TracedCase.insetTrackingDrift()
        #expect(Data(storyboard(c).utf8) == Data(storyboard(c).utf8))
        let again = try TracedCase.insetTrackingDrift()
        #expect(storyboard(c) == storyboard(again))
    }

    @Test func onlyGeometryChangesKeepsTheFirstChangedAndFailingSteps() throws {
        let c = try TracedCase.insetTrackingDrift()
        let svg = storyboard(c, options: Storyboard.Options(onlyGeometryChanges: true))
        let drawn = svg.split(separator: "\n").filter { $0.contains("<!-- step ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        // finishAnimation only empties the queue: steps 1, 3 and 5 change nothing else.
        #expect(
            drawn == [
                "<!-- step 0: tap(11) -->", "<!-- step 2: dismiss -->", "<!-- step 4: tap(2) -->",
                "<!-- step 6: dismiss -->", "<!-- step 7: finishAnimation -->",
            ])
    }

    @Test func panelsWrapAfterTheRequestedCount() throws {
        let c = try TracedCase.insetTrackingDrift()  // 8 steps
        for (perRow, rows) in [(1, 8), (3, 3), (4, 2), (8, 1), (0, 8)] {
            let svg = storyboard(c, options: Storyboard.Options(panelHeight: 120, panelsPerRow: perRow))
            let ys = Set(
                svg.split(separator: "\n").compactMap { line -> Substring? in
                    guard let range = line.range(of: "<g transform=\"translate(") else { return nil }
                    return line[range.upperBound...].split(separator: " ").dropFirst().first
                })
            #expect(ys.count == rows, "\(perRow) per row")
        }
    }

    @Test func panelsAreScaledToTheRequestedHeight() throws {
        let c = try TracedCase.naiveHiddenField()
        let svg = storyboard(c, options: Storyboard.Options(panelHeight: 200))
        // phone-home portrait is 375 x 667: 200 px high, 112.44 px wide.
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"112.44\" height=\"200\" fill=\"#d0d4da\"/>"))
    }
}
