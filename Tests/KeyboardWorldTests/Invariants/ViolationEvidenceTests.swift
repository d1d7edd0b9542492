import Foundation
import KeyboardWorld
import Testing

/// What every evidence type supplies to reports and pictures (``ViolationEvidence``): the marks
/// a picture draws and a caption's numbers, with hand-worked values.
@Suite struct ViolationEvidenceTests {
    /// Field 3 spans 527...571 in the window; the band is 59...516 (keyboard top 516).
    @Test func aHiddenFieldMarksTheFieldAndCaptionsItsSpanAndTheBand() {
        let evidence = HiddenFieldEvidence(
            field: 3, fieldSpan: Band(top: 527, bottom: 571), band: Band(top: 59, bottom: 516), keyboardTop: 516,
            chromeTop: 59, bestBandHeight: 457, onlyTopMustBeVisible: false)
        #expect(evidence.marks == [.field(3, label: "hidden-field")])
        #expect(evidence.captionDetail == "field 3 at 527...571, band 59...516")
        let details = Violation.Evidence.hiddenField(evidence).details
        #expect(details.message == evidence.message)
        #expect(details.marks == evidence.marks)
    }

    /// Two drifted properties: two marks in the check's order, the caption lists both.
    @Test func aDriftMarksEachPropertyAndCaptionsEachValueAndBaseline() {
        let evidence = DriftEvidence(drifted: [
            DriftedProperty(property: .contentInset(.bottom), value: -204, baseline: 0),
            DriftedProperty(property: .verticalScrollIndicatorInsets(.bottom), value: 12.5, baseline: 0),
        ])
        #expect(evidence.marks == [.property(.contentInset(.bottom)), .property(.verticalScrollIndicatorInsets(.bottom))])
        #expect(
            evidence.captionDetail
                == "contentInset.bottom -204 (baseline 0); verticalScrollIndicatorInsets.bottom 12.5 (baseline 0)")
        #expect(DriftEvidence(drifted: []).captionDetail == nil)
    }

    /// A dead band from the content's end at 400 to the keyboard's top at 450: 50 pt.
    @Test func anExcessGapMarksTheBandAboveTheKeyboard() {
        let evidence = ExcessGapEvidence(contentBottom: 400, target: 450, keyboardTop: 450)
        #expect(evidence.marks == [.gap(top: 400, bottom: 450)])
        #expect(evidence.captionDetail == "50 pt dead band above the keyboard")
    }

    /// Runaway work points at no view: nothing to mark, and the caption is the sentence.
    @Test func runawayWorkMarksNothing() {
        let evidence = RunawayEvidence(callback: "keyboardWillShow", limit: 1_000)
        #expect(evidence.marks.isEmpty)
        #expect(evidence.captionDetail == nil)
    }
}
