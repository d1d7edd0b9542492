import Foundation
import KeyboardWorld
import Testing

/// The actions' text form (seed files, traces, the CLI): `description` and `init(parsing:)`.
@Suite struct ActionParsingTests {
    static let examples: [(String, Action)] = [
        ("tap(3)", .tap(3)),
        ("next", .next),
        ("dismiss", .dismiss),
        ("tapBackground", .tapBackground),
        ("scroll(-120)", .scroll(-120)),
        ("scroll(12.5)", .scroll(12.5)),
        ("inputMode(emoji)", .inputMode(.emoji)),
        ("inputMode(noPredictive)", .inputMode(.noPredictive)),
        ("inputMode(default)", .inputMode(.default)),
        ("hardwareKeyboard(on)", .hardwareKeyboard(true)),
        ("hardwareKeyboard(off)", .hardwareKeyboard(false)),
        ("rotate", .rotate),
        ("contentChange(-40)", .contentChange(-40)),
        ("repost", .repost),
        ("finishAnimation", .finishAnimation),
        ("dragDismiss(zeroRect)", .dragDismiss(zeroRect: true)),
        ("dragDismiss(offscreen)", .dragDismiss(zeroRect: false)),
        ("dragCancel", .dragCancel),
        ("undock", .undock),
        ("dock", .dock),
        ("remoteKeyboard(show)", .remoteKeyboard(show: true)),
        ("remoteKeyboard(hide)", .remoteKeyboard(show: false)),
        ("wait(0.25)", .wait(0.25)),
        ("wait(1)", .wait(1)),
        ("wait(0.00001)", .wait(VirtualTime(microseconds: 10))),
        ("wait(3600)", .wait(3600)),
        ("type(3)", .type(3)),
        ("push", .push),
        ("pop", .pop),
    ]

    @Test func everyActionRoundTrips() throws {
        for (text, action) in Self.examples {
            #expect(try Action(parsing: text) == action)
            #expect(action.description == text)
        }
        #expect(Set(Self.examples.map(\.1.name)) == Set(Action.names))
    }

    @Test func surroundingSpacesAreIgnored() throws {
        #expect(try Action(parsing: "  tap(0) ") == .tap(0))
    }

    @Test func sequencesSplitOnSpacesCommasAndNewlines() throws {
        #expect(try Action.sequence("tap(3) finishAnimation,dismiss\nscroll(8)") == [.tap(3), .finishAnimation, .dismiss, .scroll(8)])
        #expect(try Action.sequence("") == [])
    }

    @Test(arguments: [
        "tap(-1)", "tap", "tap(x)", "scroll(abc)", "scroll(inf)", "scroll(nan)", "scroll",
        "next(1)", "rotate()", "inputMode(hearts)", "hardwareKeyboard(yes)", "tap(3", "jump",
        "wait", "wait()", "wait(0)", "wait(-1)", "wait(3600.000001)", "wait(0.0000001)", "wait(1e-3)",
        "wait(.5)", "wait(5.)", "wait(0x1)", "wait(+1)", "wait(1.2.3)", "wait(inf)", "wait(nan)",
    ])
    func malformedTextIsRejected(_ text: String) {
        #expect(throws: ActionParseError.self) { try Action(parsing: text) }
    }

    @Test func waitsReadAnyPlainDecimalAndWriteTheShortest() throws {
        // Trailing zeros and leading zeros read (the seed reader then asks for the shortest form).
        #expect(try Action(parsing: "wait(0.250)") == .wait(0.25))
        #expect(try Action(parsing: "wait(00.5)") == .wait(0.5))
        #expect(Action.wait(0.1).description == "wait(0.1)")
        #expect(Action.wait(VirtualTime(seconds: 0.1) + 0.2).description == "wait(0.3)")
        let error = try #require(throws: ActionParseError.self) { try Action(parsing: "wait(0)") }
        #expect(error.reason == "expected seconds in parentheses, more than 0 and at most 3600, with at most 6 decimals, as in wait(0.25)")
    }

    @Test func errorsNameTheTextAndTheReason() throws {
        let error = try #require(throws: ActionParseError.self) { try Action(parsing: "tap(3") }
        #expect(error.text == "tap(3")
        #expect(error.reason == "expected a closing ')'")
        #expect(error.description == "cannot read action 'tap(3': expected a closing ')'")
    }
}
