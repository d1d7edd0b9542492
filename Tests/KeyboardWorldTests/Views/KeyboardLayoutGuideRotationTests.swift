import Foundation
import Testing

@testable import KeyboardWorld

/// `view.keyboardLayoutGuide` read from the callbacks a rotation and a hardware-keyboard change
/// run through (docs/world-rules.md, "Rotation" and "Keyboard layout guide"): the keyboard
/// turns with the screen, so a hidden keyboard is never read as docked.
///
/// Numbers (docs/classic-world.md §2): phone-home portrait 375x667 (safe bottom 0), landscape 667x375;
/// keyboard 216 + 44 = 260 in portrait (304 with a 44 pt accessory view), 162 + 32 = 194 in
/// landscape. pad portrait 820x1180 (safe bottom 20), landscape 1180x820 (safe bottom 20);
/// keyboard 265 + 55 = 320 in portrait, 353 + 55 = 408 in landscape; hardware bar 55.
@Suite struct KeyboardLayoutGuideRotationTests {
    /// What the guide and the keyboard read in each `viewDidLayoutSubviews`.
    private final class GuideReader {
        var guides: [CGRect] = []
        var placements: [KeyboardPlacement] = []
    }

    private func probe(reading reader: GuideReader) -> Probe {
        let probe = Probe()
        probe.onLifecycle = { name, host in
            guard name == "viewDidLayoutSubviews" else { return }
            reader.guides.append(host.keyboardLayoutGuide.layoutFrame)
            reader.placements.append(host.world.keyboardPlacement)
        }
        return probe
    }

    private func world(
        _ device: Device, _ orientation: Orientation, style: RotationStyle = .change, accessory: Bool = false,
        reader: GuideReader
    ) -> World {
        var scenario = form(device, orientation, specs: [field(y: 20, accessory: accessory), field(y: 84)])
        scenario.rotationStyle = style
        let world = makeWorld(scenario, probe(reading: reader))
        reader.guides.removeAll()  // the screen's own appearance at the start
        reader.placements.removeAll()
        return world
    }

    /// The probe that found the gap: a hidden 304 pt keyboard read against the portrait screen
    /// after turning back from landscape would reach from y 375 to 679, past the bottom (667):
    /// "docked", guide (0, 375, 375, 292). It is below the screen in both orientations.
    @Test func phoneHiddenKeyboardStaysHiddenBothWays() throws {
        let reader = GuideReader()
        let world = world(.phoneHome, .portrait, accessory: true, reader: reader)
        try world.run("tap(0) dismiss finishAnimation rotate rotate")
        #expect(reader.placements == [.hidden, .hidden])
        #expect(reader.guides == [rect(0, 375, 667, 0), rect(0, 667, 375, 0)])
        #expect(world.keyboardFrame == rect(0, 667, 375, 304))
    }

    /// iPad landscape -> portrait with the keyboard hidden: the old off-screen frame (0, 820, 1180,
    /// 408) would meet the portrait screen and reach its bottom (1228 >= 1180). The guide rests on
    /// the safe-area bottom: (0, 1160, 820, 20); back in landscape (0, 800, 1180, 20).
    @Test func padHiddenKeyboardStaysHiddenBothWays() throws {
        let reader = GuideReader()
        let world = world(.pad, .landscape, reader: reader)
        try world.run("tap(0) dismiss finishAnimation rotate rotate")
        #expect(reader.placements == [.hidden, .hidden])
        #expect(reader.guides == [rect(0, 1160, 820, 20), rect(0, 800, 1180, 20)])
    }

    /// Under the single-change rotation the keyboard stays docked through the layout, with its
    /// old height at the new screen's bottom; the transition then moves it to its new height.
    /// Portrait (0, 407, 375, 260) -> during the layout (0, 115, 667, 260) -> (0, 181, 667, 194);
    /// back: (0, 473, 375, 194) during the layout -> (0, 407, 375, 260).
    @Test func phoneDockedKeyboardTurnsWithTheScreen() throws {
        let reader = GuideReader()
        let world = world(.phoneHome, .portrait, reader: reader)
        try world.run("tap(0) finishAnimation rotate")
        #expect(reader.guides == [rect(0, 115, 667, 260)])
        #expect(world.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 181, 667, 194))
        try world.run("finishAnimation rotate")
        #expect(reader.placements == [.docked, .docked])
        #expect(reader.guides.last == rect(0, 473, 375, 194))
        #expect(world.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 407, 375, 260))
    }

    /// pad portrait (0, 860, 820, 320) -> during the layout (0, 500, 1180, 320) -> (0, 412, 1180,
    /// 408); back: (0, 772, 820, 408) during the layout -> (0, 860, 820, 320).
    @Test func padDockedKeyboardTurnsWithTheScreen() throws {
        let reader = GuideReader()
        let world = world(.pad, .portrait, reader: reader)
        try world.run("tap(0) finishAnimation rotate finishAnimation rotate")
        #expect(reader.placements == [.docked, .docked])
        #expect(reader.guides == [rect(0, 500, 1180, 320), rect(0, 772, 820, 408)])
        #expect(world.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 860, 820, 320))
    }

    /// What devices post (`hideFirst`): the keyboard has hidden before the views rotate, so the
    /// layout reads the resting guide; the iPad's landscape -> portrait turn was the phantom case
    /// (old off-screen frame (0, 820, 1180, 408)). The show that follows docks it.
    @Test func hideFirstLayoutReadsTheRestingGuide() throws {
        let reader = GuideReader()
        let world = world(.pad, .landscape, style: .hideFirst, reader: reader)
        try world.run("tap(0) finishAnimation rotate")
        #expect(reader.placements == [.hidden])
        #expect(reader.guides == [rect(0, 1160, 820, 20)])
        #expect(world.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 860, 820, 320))
        try world.run("finishAnimation rotate")
        #expect(reader.guides.last == rect(0, 800, 1180, 20))
        #expect(world.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 412, 1180, 408))
    }

    /// The older hide-then-show after the new geometry (`hideShow`): docked through the layout,
    /// as under a single change (phone landscape -> portrait: (0, 473, 375, 194)).
    @Test func hideShowLayoutStillSeesTheDockedKeyboard() throws {
        let reader = GuideReader()
        let world = world(.phoneHome, .landscape, style: .hideShow, reader: reader)
        try world.run("tap(0) finishAnimation rotate")
        #expect(reader.guides == [rect(0, 473, 375, 194)])
        #expect(world.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 407, 375, 260))
    }

    /// A hardware keyboard's frame keeps the software height and reaches below the screen: it
    /// turns keeping its 55 pt on screen. pad portrait (0, 1125, 820, 320) -> during the layout
    /// (0, 765, 1180, 320), guide (0, 765, 1180, 55).
    @Test func hardwareKeyboardBarTurnsWithTheScreen() throws {
        let reader = GuideReader()
        let world = world(.pad, .portrait, reader: reader)
        try world.run("tap(0) hardwareKeyboard(on) finishAnimation rotate")
        #expect(reader.guides == [rect(0, 765, 1180, 55)])
        #expect(world.rootView.keyboardLayoutGuide.layoutFrame == rect(0, 765, 1180, 55))
    }

    /// A hardware-keyboard change moves the keyboard before any observer hears of it: the guide
    /// is at the transition's end in its will-notifications (attach: the 55 pt bar, (0, 1125,
    /// 820, 55); detach: the software keyboard, (0, 860, 820, 320)).
    @Test func hardwareKeyboardChangeIsAtItsEndInTheWillNotifications() throws {
        let probe = Probe()
        var seen: [CGRect] = []
        probe.onNotification = { note, host in
            if note.name == .keyboardWillChangeFrame { seen.append(host.keyboardLayoutGuide.layoutFrame) }
        }
        let world = makeWorld(form(.pad, specs: [field(y: 20)]), probe)
        try world.run("tap(0) finishAnimation")
        seen.removeAll()
        try world.run("hardwareKeyboard(on) finishAnimation hardwareKeyboard(off)")
        #expect(seen == [rect(0, 1125, 820, 55), rect(0, 860, 820, 320)])
    }

    /// `turned(_:from:to:)` alone: hidden, docked, floating and a hardware frame.
    @Test func turnedKeepsThePlacement() {
        let portrait = CGSize(width: 820, height: 1180)
        let landscape = CGSize(width: 1180, height: 820)
        #expect(World.turned(rect(0, 820, 1180, 408), from: landscape, to: portrait) == rect(0, 1180, 1180, 408))
        #expect(World.turned(rect(0, 860, 820, 320), from: portrait, to: landscape) == rect(0, 500, 1180, 320))
        #expect(World.turned(rect(250, 465, 320, 250), from: portrait, to: landscape) == rect(430, 285, 320, 250))
        #expect(World.turned(rect(0, 1125, 820, 320), from: portrait, to: landscape) == rect(0, 765, 1180, 320))
    }
}
