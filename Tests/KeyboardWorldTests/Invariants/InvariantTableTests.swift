import Foundation
import Testing

@testable import KeyboardWorld

/// The invariants' table: one definition per invariant, the canonical order written once (the
/// order of `Invariant`'s cases), and a set that cannot take more invariants than it has bits.
@Suite struct InvariantTableTests {
    @Test func theCanonicalOrderIsTheOrderOfTheCases() {
        #expect(Invariant.ordered == [.sanity, .hiddenField, .drift, .unreachableField, .excessGap, .needlessMotion])
        #expect(Invariant.ordered.map(\.position) == Array(0..<6))
        // Each invariant's bit is its position's: the set's members come back in that order.
        #expect(InvariantSet.all.rawValue == 0b11_1111)
        #expect(InvariantSet(.drift).rawValue == 0b100)
        #expect(InvariantSet([.needlessMotion, .sanity]).members == [.sanity, .needlessMotion])
        #expect(InvariantSet([.hiddenField, .excessGap]).rawValue == 0b1_0010)
    }

    @Test func theSetHasABitForEveryInvariant() {
        // InvariantSet's raw value is a UInt8: a ninth invariant stops at a precondition that says
        // to widen it, rather than wrapping onto another invariant's bit.
        #expect(Invariant.allCases.count <= UInt8.bitWidth)
        #expect(InvariantSet.all.rawValue.leadingZeroBitCount == UInt8.bitWidth - Invariant.allCases.count)
    }

    @Test func eachDefinitionSaysWhatListShows() {
        #expect(Invariant.ordered.filter(\.isOnByDefault) == InvariantSet.defaults.members)
        #expect(InvariantSet.defaults.members == [.sanity, .hiddenField, .drift, .unreachableField])
        #expect(Invariant.ordered.allSatisfy { !$0.summary.isEmpty })
        #expect(
            Invariant.hiddenField.summary
                == "after a focus change or keyboard transition, the focused field is inside the visible band")
        // Only sanity is about more than what the user sees of this screen.
        #expect(Invariant.ordered.filter { $0.definition.appliesWhileCovered } == [.sanity])
        #expect(InvariantSet.appliesWhileCovered.members == [.sanity])
    }

    /// The check walks the table: with every invariant enabled, a strategy that sets the bottom
    /// inset to the keyboard's height (336) and scrolls nothing breaks three invariants, each
    /// reported by its own definition in the canonical order. Docked: field 11 (window y 59 + 724
    /// = 783) is below the keyboard's top (516): `hidden-field`; the automatic 34 pt safe area
    /// counted twice leaves the content's bottom at 852 - 336 - 34 = 482, 34 pt above the
    /// keyboard: `excess-gap`. After the hide the inset stays 336: `drift`.
    @Test func theCheckWalksEveryEnabledDefinition() throws {
        let probe = Probe()
        probe.onNotification = { n, host in
            if n.name == .keyboardWillShow { host.scrollView.contentInset.bottom = n.frameEnd.size.height }
        }
        let world = makeWorld(form(fields: 12, systemScrollsToFocus: false), probe, invariants: .all)
        let steps = try world.run("tap(11) finishAnimation dismiss finishAnimation")
        #expect(steps[1].map(\.evidence.invariant) == [.hiddenField, .excessGap])
        #expect(steps[1].first?.evidence.hiddenField?.fieldSpan == Band(top: 783, bottom: 827))
        #expect(steps[1].last?.evidence.excessGap == ExcessGapEvidence(contentBottom: 482, target: 516, keyboardTop: 516))
        #expect(steps[3].map(\.evidence.invariant) == [.drift])
    }
}
