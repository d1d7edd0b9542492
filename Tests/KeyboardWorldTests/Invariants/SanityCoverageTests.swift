import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §7, `sanity`: every number a strategy can set is checked, including those the
/// check once missed (the indicator insets' left and right, the linear part of both transforms),
/// each reported with its name.
@Suite struct SanityCoverageTests {
    /// A number the check covers since it was extended, and the report naming it.
    struct Case: Sendable, CustomTestStringConvertible {
        var property: WorldProperty
        var message: String
        var testDescription: String { message }
    }

    static let newlyCovered: [Case] = [
        Case(
            property: .verticalScrollIndicatorInsets(.left),
            message: "scrollView.verticalScrollIndicatorInsets.left is nan, expected a finite number"),
        Case(
            property: .verticalScrollIndicatorInsets(.right),
            message: "scrollView.verticalScrollIndicatorInsets.right is nan, expected a finite number"),
        Case(property: .transform(.scrollView, .a), message: "scrollView.transform.a is nan, expected a finite number"),
        Case(property: .transform(.scrollView, .b), message: "scrollView.transform.b is nan, expected a finite number"),
        Case(property: .transform(.scrollView, .c), message: "scrollView.transform.c is nan, expected a finite number"),
        Case(property: .transform(.scrollView, .d), message: "scrollView.transform.d is nan, expected a finite number"),
        Case(property: .transform(.rootView, .a), message: "view.transform.a is nan, expected a finite number"),
        Case(property: .transform(.rootView, .b), message: "view.transform.b is nan, expected a finite number"),
        Case(property: .transform(.rootView, .c), message: "view.transform.c is nan, expected a finite number"),
        Case(property: .transform(.rootView, .d), message: "view.transform.d is nan, expected a finite number"),
        Case(
            property: .additionalSafeAreaInsets(.bottom),
            message: "additionalSafeAreaInsets.bottom is nan, expected a finite number"),
        Case(property: .additionalSafeAreaInsets(.left), message: "additionalSafeAreaInsets.left is nan, expected a finite number"),
    ]

    /// Sets one of the newly covered numbers the way a strategy would.
    private static func set(_ property: WorldProperty, to value: CGFloat, in host: KeyboardHost) {
        switch property {
        case .verticalScrollIndicatorInsets(.left): host.scrollView.verticalScrollIndicatorInsets.left = value
        case .verticalScrollIndicatorInsets(.right): host.scrollView.verticalScrollIndicatorInsets.right = value
        case .transform(.scrollView, .a): host.scrollView.transform.a = value
        case .transform(.scrollView, .b): host.scrollView.transform.b = value
        case .transform(.scrollView, .c): host.scrollView.transform.c = value
        case .transform(.scrollView, .d): host.scrollView.transform.d = value
        case .transform(.rootView, .a): host.view.transform.a = value
        case .transform(.rootView, .b): host.view.transform.b = value
        case .transform(.rootView, .c): host.view.transform.c = value
        case .transform(.rootView, .d): host.view.transform.d = value
        case .additionalSafeAreaInsets(.bottom): host.additionalSafeAreaInsets.bottom = value
        case .additionalSafeAreaInsets(.left): host.additionalSafeAreaInsets.left = value
        default: Issue.record("\(property.qualifiedName) is not one of the newly covered numbers")
        }
    }

    @Test(arguments: newlyCovered)
    func aNaNIsReportedByName(_ c: Case) throws {
        let probe = Probe()
        probe.onBackgroundTap = { host in Self.set(c.property, to: .nan, in: host) }
        let world = makeWorld(form(), probe, invariants: [.sanity])
        let v = try #require(violation(.sanity, in: world.perform(.tapBackground)))
        #expect(v.actionIndex == 0)
        #expect(v.message == c.message)
        #expect(v.evidence.sanity?.property == c.property)
        #expect(v.evidence.sanity?.mustBeASize == false)
    }

    @Test(arguments: newlyCovered)
    func aFiniteNegativeValueIsNotASanityViolation(_ c: Case) throws {
        // None of these is a size: a negative value is legal (a flipped transform, an odd inset).
        let probe = Probe()
        probe.onBackgroundTap = { host in Self.set(c.property, to: -1, in: host) }
        let world = makeWorld(form(), probe, invariants: [.sanity])
        #expect(world.perform(.tapBackground).isEmpty)
    }

    @Test func hugeFiniteNumbersPassEvenWhenTheirSumOverflows() {
        // The check sums the numbers to answer "all finite" at once; 1e308 + 1e308 is infinite,
        // which must send it on to the number-by-number walk, not to a report.
        let probe = Probe()
        probe.onBackgroundTap = { host in
            host.scrollView.contentSize.height = 1e308
            host.scrollView.contentInset.right = 1e308
        }
        let world = makeWorld(form(), probe, invariants: [.sanity])
        #expect(world.perform(.tapBackground).isEmpty)
    }

    @Test func oppositeInfinitiesAreBothCaught() throws {
        // +inf and -inf sum to NaN: still "not all finite", and the first of them is named.
        let probe = Probe()
        probe.onBackgroundTap = { host in
            host.scrollView.contentInset.left = .infinity
            host.view.transform.ty = -.infinity
        }
        let world = makeWorld(form(), probe, invariants: [.sanity])
        let v = try #require(violation(.sanity, in: world.perform(.tapBackground)))
        #expect(v.evidence.sanity?.property == .contentInset(.left))
    }

    @Test func aNegativeSizeWithFiniteSumIsCaught() throws {
        // -1 leaves the sum finite: the smallest size is what finds it.
        let probe = Probe()
        probe.onBackgroundTap = { host in host.view.frame.size.width = -1 }
        let world = makeWorld(form(), probe, invariants: [.sanity])
        let v = try #require(violation(.sanity, in: world.perform(.tapBackground)))
        #expect(v.evidence.sanity?.property == .frame(.rootView, .width))
        #expect(v.evidence.sanity?.mustBeASize == true)
    }

    @Test func numbersCheckedBeforeKeepTheirReport() throws {
        // With both an old and a newly covered number broken, the old one is still the one reported.
        let probe = Probe()
        probe.onBackgroundTap = { host in
            host.view.transform.a = .nan
            host.scrollView.verticalScrollIndicatorInsets.right = .nan
            host.scrollView.contentSize.height = -1
        }
        let world = makeWorld(form(), probe, invariants: [.sanity])
        let v = try #require(violation(.sanity, in: world.perform(.tapBackground)))
        #expect(v.message == "scrollView.contentSize.height is -1, expected a size >= 0")
    }
}
