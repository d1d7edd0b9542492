import Foundation
import Testing

@testable import KeyboardWorld

/// A view controller's code can set a field's keyboard type and accessory view (docs/world-rules.md,
/// "View controllers"): a field without the focus shows them at its next focus; the focused
/// field's keyboard keeps what it loaded until `reloadInputViews()`.
@Suite struct InputTraitsTests {
    // phone-notch portrait: the keyboard's base is 291 pt, its predictive bar 45, an accessory 44;
    // an iPhone number pad has no predictive bar. The screen is 852 pt tall.

    @Test func aFieldWithoutTheFocusShowsNewTraitsWhenItTakesIt() throws {
        let world = makeWorld(form())
        world.textField(at: 1).setInputTraits(keyboardType: .numberPad, hasInputAccessoryView: true)
        try world.run("tap(1)")
        // 291 + 44 = 335 tall, from 852 - 335 = 517.
        #expect(world.keyboardFrame == CGRect(x: 0, y: 517, width: 393, height: 335))
    }

    @Test func theFocusedFieldKeepsItsKeyboardUntilItReloads() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        try world.run("tap(0)")
        #expect(world.keyboardFrame.height == 336, "291 + 45")
        let field = world.textField(at: 0)
        field.setInputTraits(keyboardType: .numberPad, hasInputAccessoryView: false)
        #expect(field.keyboardType == .default, "loaded at the next focus or reload")
        #expect(world.keyboardFrame.height == 336)
        let before = probe.notifications.count
        field.reloadInputViews()
        #expect(field.keyboardType == .numberPad)
        try world.run("finishAnimation")
        #expect(world.keyboardFrame == CGRect(x: 0, y: 561, width: 393, height: 291), "852 - 291")
        let posted = probe.notifications[before...].map(\.name)
        #expect(posted.first == .keyboardWillChangeFrame, "the reload is a keyboard transition: \(posted)")
        #expect(posted.contains(.keyboardWillShow))
    }

    @Test func setWhileFocusedTheTraitsLoadAtTheNextFocus() throws {
        let world = makeWorld(form())
        try world.run("tap(0)")
        world.textField(at: 0).setInputTraits(keyboardType: .default, hasInputAccessoryView: true)
        try world.run("dismiss finishAnimation tap(0) finishAnimation")
        #expect(world.keyboardFrame.height == 380, "291 + 45 + 44")
    }

    @Test func reloadingWithoutTheFocusOrWithoutChangesDoesNothing() throws {
        let probe = Probe()
        let world = makeWorld(form(), probe)
        world.textField(at: 2).reloadInputViews()
        try world.run("tap(0) finishAnimation")
        let count = probe.notifications.count
        world.textField(at: 0).reloadInputViews()
        try world.run("finishAnimation")
        #expect(probe.notifications.count == count)
    }

    @Test func aViewControllersWorldHasNoStateKey() {
        final class Controller: ViewControllerCallbacks {}
        let world = World(scenario: form(), strategy: Controller(), invariants: [])
        var writer = StateKeyWriter()
        #expect(!world.writeStateKey(into: &writer), "its traits and objects are its code's")
    }
}
