import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §2's keyboard heights and section 5's docked / floating / hidden frames.
@Suite struct KeyboardFrameTests {
    // MARK: Placement

    @Test func placementClassifiesFrames() {
        let phone = CGSize(width: 393, height: 852)
        let pad = CGSize(width: 820, height: 1180)
        // Docked: meets the screen and ends at its bottom (516 + 336 = 852).
        #expect(KeyboardPlacement(frame: rect(0, 516, 393, 336), screenSize: phone) == .docked)
        // A hardware keyboard's frame reaches past the bottom: 1125 + 320 = 1445 > 1180.
        #expect(KeyboardPlacement(frame: rect(0, 1125, 820, 320), screenSize: pad) == .docked)
        // Floating: 320x250 in the middle, ends at 465 + 250 = 715 < 1180.
        #expect(KeyboardPlacement(frame: rect(250, 465, 320, 250), screenSize: pad) == .floating)
        // Off screen (y = H) and the zero rect are hidden.
        #expect(KeyboardPlacement(frame: rect(0, 852, 393, 336), screenSize: phone) == .hidden)
        #expect(KeyboardPlacement(frame: .zero, screenSize: phone) == .hidden)
        // Only 1 pt on screen still meets it: docked.
        #expect(KeyboardPlacement(frame: rect(0, 851, 393, 336), screenSize: phone) == .docked)
    }

    // MARK: Heights per device

    struct Row: Sendable, CustomTestStringConvertible {
        var device: Device
        var orientation: Orientation
        var frame: CGRect
        var testDescription: String { "\(device.rawValue) \(orientation.rawValue)" }
    }

    static let rows: [Row] = [
        // phone-home: 216 + 44 = 260, y = 667 - 260 = 407; landscape 162 + 32 = 194, y = 375 - 194 = 181.
        Row(device: .phoneHome, orientation: .portrait, frame: rect(0, 407, 375, 260)),
        Row(device: .phoneHome, orientation: .landscape, frame: rect(0, 181, 667, 194)),
        // phone-notch: 291 + 45 = 336, y = 852 - 336 = 516; landscape 171 + 38 = 209, y = 393 - 209 = 184.
        Row(device: .phoneNotch, orientation: .portrait, frame: rect(0, 516, 393, 336)),
        Row(device: .phoneNotch, orientation: .landscape, frame: rect(0, 184, 852, 209)),
        // pad: 265 + 55 = 320, y = 1180 - 320 = 860; landscape 353 + 55 = 408, y = 820 - 408 = 412.
        Row(device: .pad, orientation: .portrait, frame: rect(0, 860, 820, 320)),
        Row(device: .pad, orientation: .landscape, frame: rect(0, 412, 1180, 408)),
        // pad-window: the screen is 1180x820, keyboard 408 at y 412 (screen coordinates).
        Row(device: .padWindow, orientation: .landscape, frame: rect(0, 412, 1180, 408)),
    ]

    @Test(arguments: rows)
    func dockedFrameFromTheDeviceTable(_ row: Row) throws {
        let world = makeWorld(form(row.device, row.orientation, fields: 2))
        try world.run("tap(0)")
        #expect(world.keyboardFrame == row.frame)
        #expect(world.keyboardPlacement == .docked)
    }

    @Test func keyboardTypesAndAccessoriesOnAPhone() throws {
        let scenario = form(specs: [
            field(y: 20, .email),
            field(y: 84, .numberPad),
            field(y: 148, accessory: true),
            field(y: 212, .numberPad, accessory: true),
        ])
        let world = makeWorld(scenario)
        var frames: [CGRect] = []
        for action in ["tap(0)", "next", "next", "next"] {
            try world.run(action)
            frames.append(world.keyboardFrame)
        }
        #expect(
            frames == [
                rect(0, 516, 393, 336),  // email: like default, 291 + 45 = 336
                rect(0, 561, 393, 291),  // iPhone number pad: base 291 only
                rect(0, 472, 393, 380),  // accessory: 336 + 44 = 380, y = 852 - 380 = 472
                rect(0, 517, 393, 335),  // number pad + accessory: 291 + 44 = 335, y = 517
            ])
    }

    @Test func inputModesChangeTheHeight() throws {
        let world = makeWorld(form())
        try world.run("tap(0) inputMode(noPredictive)")
        #expect(world.keyboardFrame == rect(0, 561, 393, 291))  // 291
        try world.run("inputMode(emoji)")
        #expect(world.keyboardFrame == rect(0, 508, 393, 344))  // 291 + 45 + 8 = 344
        try world.run("inputMode(default)")
        #expect(world.keyboardFrame == rect(0, 516, 393, 336))
    }

    @Test func inputModePersistsAcrossDismissalsAndFocusChanges() throws {
        let world = makeWorld(form())
        try world.run("tap(0) inputMode(noPredictive) finishAnimation dismiss finishAnimation tap(1)")
        #expect(world.inputMode == .noPredictive)
        #expect(world.keyboardFrame == rect(0, 561, 393, 291))
        try world.run("next")
        #expect(world.keyboardFrame == rect(0, 561, 393, 291))
    }

    @Test func anIPhoneNumberPadShowsNoEmojiPlaneEvenInEmojiMode() throws {
        // Reading of docs/classic-world.md §2: the emoji mode persists, but a number pad has no emoji plane,
        // so its keyboard stays the plain pad: base 291, y = 852 - 291 = 561 (not 291 + 8).
        let scenario = form(specs: [field(y: 20), field(y: 84, .numberPad), field(y: 148)])
        let world = makeWorld(scenario)
        try world.run("tap(0) inputMode(emoji) next")
        #expect(world.inputMode == .emoji)
        #expect(world.keyboardFrame == rect(0, 561, 393, 291))
        // Back on a default field the emoji keyboard returns: 291 + 45 + 8 = 344, y = 508.
        try world.run("next")
        #expect(world.keyboardFrame == rect(0, 508, 393, 344))
    }

    @Test func emojiIsANoOpOnAnIPhoneNumberPad() throws {
        let probe = Probe()
        let world = makeWorld(form(keyboardType: .numberPad), probe)
        try world.run("tap(0) finishAnimation")
        probe.reset()
        try world.run("inputMode(emoji)")
        #expect(probe.calls.isEmpty)
        #expect(world.inputMode == .default)
        #expect(world.keyboardFrame == rect(0, 561, 393, 291))
        #expect(world.trace.steps[2].performed == false)
    }

    @Test func anIPadNumberPadIsTheDefaultKeyboard() throws {
        let world = makeWorld(form(.pad, keyboardType: .numberPad))
        try world.run("tap(0)")
        // 265 + 55 = 320, y = 1180 - 320 = 860, as for a default field.
        #expect(world.keyboardFrame == rect(0, 860, 820, 320))
        // And it can switch to emoji: 320 + 8 = 328, y = 852.
        try world.run("finishAnimation inputMode(emoji)")
        #expect(world.keyboardFrame == rect(0, 852, 820, 328))
    }

    @Test func hardwareKeyboardFramesOnPadLandscapeAndPadWindow() throws {
        // pad landscape: full height 408 kept, y = 820 - 55 = 765.
        let pad = makeWorld(form(.pad, .landscape))
        try pad.run("hardwareKeyboard(on) tap(0)")
        #expect(pad.keyboardFrame == rect(0, 765, 1180, 408))
        #expect(pad.keyboardPlacement == .docked)
        // pad-window: same screen frame; its top in the window is 765 - 60 = 705, below the
        // window's bottom (600), so the band still ends at the window's bottom.
        let window = makeWorld(form(.padWindow))
        try window.run("hardwareKeyboard(on) tap(0)")
        #expect(window.keyboardFrame == rect(0, 765, 1180, 408))
        #expect(window.dockedKeyboardTop == 705)
        #expect(window.visibleBand.bottom == 600)
    }
}
