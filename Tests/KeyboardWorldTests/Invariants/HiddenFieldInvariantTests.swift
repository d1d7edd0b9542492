import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §7, `hidden-field`, with a strategy that does nothing.
///
/// phone-notch portrait, no bars, automatic, 12 fields (field i at content 20 + 64 i), content
/// 1200: the scroll view spans window 59...852, adjusted (0, 34), so the system's scroll-to-focus
/// uses the content band [offset, offset + 759]. Keyboard 336 at y 516: visible band 59...516;
/// best band 516 - 59 - 0 = 457.
@Suite struct HiddenFieldInvariantTests {
    private let only: InvariantSet = [.hiddenField]

    @Test func fieldBehindTheKeyboardFails() throws {
        let world = makeWorld(form(), invariants: only)
        // Field 7: content 468...512 inside the system band [0, 759]: no scroll; window 527...571.
        let steps = try world.run("tap(7) finishAnimation")
        #expect(steps[0].isEmpty)  // did-notifications queued: not checked
        let v = try #require(violation(.hiddenField, in: steps[1]))
        #expect(v.actionIndex == 1)
        let e = try #require(v.evidence.hiddenField)
        #expect(e.field == 7)
        #expect(e.fieldSpan == Band(top: 527, bottom: 571))
        #expect(e.band == Band(top: 59, bottom: 516))
        #expect(e.keyboardTop == 516)
    }

    @Test func fieldAboveTheKeyboardHolds() throws {
        let world = makeWorld(form(), invariants: only)
        // Field 6: window 463...507, inside 59...516.
        let steps = try world.run("tap(6) finishAnimation")
        #expect(steps[1].isEmpty)
    }

    @Test func halfAPointOfOverlapIsTolerated() throws {
        // Content 413.5: window 472.5...516.5, bottom 0.5 below 516: within eps.
        let inside = makeWorld(form(specs: [field(y: 413.5)]), invariants: only)
        #expect(try inside.run("tap(0) finishAnimation")[1].isEmpty)
        // Content 413.75: bottom 516.75, 0.75 below: fails.
        let outside = makeWorld(form(specs: [field(y: 413.75)]), invariants: only)
        let v = try #require(violation(.hiddenField, in: try outside.run("tap(0) finishAnimation")[1]))
        #expect(v.evidence.hiddenField?.fieldSpan.bottom == 516.75)
    }

    @Test func aFieldTallerThanTheBestBandNeedsOnlyItsTop() throws {
        // 500 > 457: window 79...579, top inside, bottom below the keyboard: holds.
        let tall = makeWorld(form(specs: [field(y: 20, height: 500)]), invariants: only)
        #expect(try tall.run("tap(0) finishAnimation")[1].isEmpty)
        // 450 <= 457: window 79...529, the whole field must fit; 529 > 516.5 fails.
        let fits = makeWorld(form(specs: [field(y: 20, height: 450)]), invariants: only)
        let v = try #require(violation(.hiddenField, in: try fits.run("tap(0) finishAnimation")[1]))
        #expect(v.evidence.hiddenField?.fieldSpan == Band(top: 79, bottom: 529))
    }

    @Test func noPositiveBestBandMeansNoCheck() throws {
        // Designer top inset 500: best band 516 - 59 - 500 = -43. The offset starts at -500, so
        // field 0 is at window 20 + 500 + 59 = 579...623, below the keyboard, yet nothing fails.
        let inset500 = UIEdgeInsets(top: 500, left: 0, bottom: 0, right: 0)
        let world = makeWorld(form(contentInset: inset500), invariants: only)
        #expect(try world.run("tap(0) finishAnimation")[1].isEmpty)
        #expect(world.windowFrame(ofField: 0).origin.y == 579)
        // Top inset 400: best band 57 > 0, the check applies. Offset -400: window 479...523 fails.
        let inset400 = UIEdgeInsets(top: 400, left: 0, bottom: 0, right: 0)
        let near = makeWorld(form(contentInset: inset400), invariants: only)
        let v = try #require(violation(.hiddenField, in: try near.run("tap(0) finishAnimation")[1]))
        #expect(v.evidence.hiddenField?.fieldSpan == Band(top: 479, bottom: 523))
    }

    /// docs/classic-world.md §7 (the `idealised` rules, and those of files without the key): the next
    /// transition re-arms the check whatever the drag left (`WorldRulesTests` has the `device` rule).
    @Test func aDragDisarmsUntilTheNextTransition() throws {
        var scenario = form()
        scenario.world = .idealised
        let world = makeWorld(scenario, invariants: only)
        let steps = try world.run("tap(7) finishAnimation scroll(0) repost inputMode(noPredictive) finishAnimation")
        #expect(violation(.hiddenField, in: steps[1]) != nil)
        #expect(steps[2].isEmpty)  // disarmed by the drag, field 7 still hidden
        #expect(steps[3].isEmpty)  // repost does not arm
        #expect(steps[4].isEmpty)  // queued
        // The transition armed it again: keyboard 291 at 561; 571 > 561.5.
        let v = try #require(violation(.hiddenField, in: steps[5]))
        #expect(v.actionIndex == 5)
        #expect(v.evidence.hiddenField?.fieldSpan.bottom == 571)
        #expect(v.evidence.hiddenField?.keyboardTop == 561)
    }

    @Test func aContentChangeDisarms() throws {
        let world = makeWorld(form(), invariants: only)
        let steps = try world.run("tap(7) finishAnimation contentChange(0) repost")
        #expect(violation(.hiddenField, in: steps[1]) != nil)
        #expect(steps[2].isEmpty)
        #expect(steps[3].isEmpty)
        #expect(!world.isHiddenFieldArmed)
    }

    @Test func repostDoesNotDisarm() throws {
        let world = makeWorld(form(), invariants: only)
        let steps = try world.run("tap(7) finishAnimation repost")
        #expect(violation(.hiddenField, in: steps[1]) != nil)
        let v = try #require(violation(.hiddenField, in: steps[2]))
        #expect(v.actionIndex == 2)
    }

    @Test func notCheckedWithoutADockedKeyboard() throws {
        // A phone hardware keyboard leaves nothing on screen: field 7 has no keyboard to hide behind.
        let world = makeWorld(form(), invariants: only)
        let steps = try world.run("hardwareKeyboard(on) tap(7) scroll(300)")
        #expect(steps.allSatisfy { $0.isEmpty })
    }
}
