import Foundation
import Testing

@testable import KeyboardWorld

/// docs/classic-world.md §3: screen -> window -> root view -> scroll view, with both translations.
@Suite struct CoordinateConversionTests {
    @Test func rootViewPointIsAtFrameYPlusTranslationInTheWindow() {
        let world = makeWorld(form(insetAdjustment: .never))
        world.rootView.frame.origin.y = -50
        world.rootView.transform = CGAffineTransform(translationX: 0, y: -30)
        // The `frame` getter includes ty: -50 + -30 = -80; the untransformed origin stays -50;
        // bounds ignore the translation: (0, 0, 393, 852) on phone-notch portrait.
        #expect(world.rootView.frame == rect(0, -80, 393, 852))
        #expect(world.rootView.untransformedFrame == rect(0, -50, 393, 852))
        #expect(world.rootView.bounds == rect(0, 0, 393, 852))
        // A root-view rect at y 100 is at 100 + (-50) + (-30) = 20 in the window (nil = window).
        #expect(world.rootView.convert(rect(10, 100, 20, 30), to: nil) == rect(10, 20, 20, 30))
        #expect(world.rootView.convert(rect(10, 20, 20, 30), from: nil) == rect(10, 100, 20, 30))
        #expect(world.rootView.convert(CGPoint(x: 0, y: 100), to: nil) == CGPoint(x: 0, y: 20))
        // The window's own space is the window space.
        #expect(world.rootView.convert(rect(0, 100, 1, 1), to: world.window) == rect(0, 20, 1, 1))
    }

    @Test func contentRectGoesThroughBothTranslationsAndTheContentOffset() {
        let world = makeWorld(form(insetAdjustment: .never))
        let sv = world.scrollView
        world.rootView.frame.origin.y = -50
        world.rootView.transform = CGAffineTransform(translationX: 0, y: -30)
        sv.transform = CGAffineTransform(translationX: 0, y: 15)
        sv.contentOffset.y = 100
        // Layout frame: y = safe top 59 (no bar), height 852 - 59 = 793.
        // frame getter: 59 + 15 = 74; bounds origin = contentOffset, size untransformed.
        #expect(sv.frame == rect(0, 74, 393, 793))
        #expect(sv.bounds == rect(0, 100, 393, 793))
        // Content y 300 in the window: 300 - 100 + 59 + 15 + (-50) + (-30) = 194.
        #expect(sv.convert(rect(0, 300, 393, 44), to: nil) == rect(0, 194, 393, 44))
        #expect(sv.convert(rect(0, 194, 393, 44), from: nil) == rect(0, 300, 393, 44))
        // In the root view: 300 - 100 + 74 = 274.
        #expect(sv.convert(rect(0, 300, 393, 44), to: world.rootView) == rect(0, 274, 393, 44))
        #expect(world.rootView.convert(rect(0, 274, 393, 44), to: sv) == rect(0, 300, 393, 44))
        // Field 4 spans content 20 + 4 * 64 = 276 ... 320: window y 276 - 100 + 74 - 80 = 170.
        let f = world.textFields[4]
        #expect(f.convert(f.bounds, to: nil) == rect(16, 170, 300, 44))
        #expect(world.windowFrame(ofField: 4) == rect(16, 170, 300, 44))
        #expect(f.convert(f.bounds, to: sv) == rect(16, 276, 300, 44))
        // The scroll view's window top (what `automatic` and the band use): -80 + 74 = -6.
        #expect(world.scrollViewWindowBand == Band(top: -6, bottom: -6 + 793))
    }

    @Test func settingFrameWhileTranslatedMovesTheUntransformedFrameByTheSameDifference() {
        let world = makeWorld(form(insetAdjustment: .never))
        let sv = world.scrollView
        sv.transform = CGAffineTransform(translationX: 0, y: 15)
        // Shown at 59 + 15 = 74; set to 100: the untransformed frame moves by 26, to 85.
        sv.frame = rect(0, 100, 393, 700)
        #expect(sv.untransformedFrame == rect(0, 85, 393, 700))
        #expect(sv.frame == rect(0, 100, 393, 700))
        // The root view: ty -30, frame shown at -30; set origin to -10: untransformed -10 + 30 = 20.
        world.rootView.transform = CGAffineTransform(translationX: 0, y: -30)
        world.rootView.frame.origin.y = -10
        #expect(world.rootView.untransformedFrame.origin.y == 20)
        #expect(world.rootView.frame.origin.y == -10)
    }

    @Test func movingTheRootViewDoesNotResizeTheScrollView() {
        let world = makeWorld(form())
        world.rootView.frame = rect(0, -100, 393, 752)
        // Layout frame stays (0, 59, 393, 793) in root-view coordinates.
        #expect(world.scrollView.frame == rect(0, 59, 393, 793))
    }

    @Test func padWindowKeyboardFramesConvertThroughTheScreenSpace() throws {
        // pad-window: screen 1180x820, window at (100, 60), 700x600; keyboard 353 + 55 = 408,
        // docked at y = 820 - 408 = 412 on the screen.
        let probe = Probe()
        var viaScreen: CGRect?
        var viaNil: CGRect?
        probe.onNotification = { n, host in
            guard n.name == .keyboardWillShow else { return }
            viaScreen = host.scrollView.convert(n.frameEnd, from: host.screen.coordinateSpace)
            viaNil = host.scrollView.convert(n.frameEnd, from: nil)
        }
        let world = makeWorld(form(.padWindow, fields: 3, insetAdjustment: .never), probe)
        try world.run("tap(0)")
        #expect(probe.notifications.last?.frameEnd == rect(0, 412, 1180, 408))
        // Scroll view: layout frame (0, 0, 700, 600), offset 0, so its space is the window's:
        // screen (0, 412) -> window (0 - 100, 412 - 60) = (-100, 352).
        #expect(viaScreen == rect(-100, 352, 1180, 408))
        // nil means the window: the frame is taken as a window rect, 60 pt too low (the bug class).
        #expect(viaNil == rect(0, 412, 1180, 408))
        #expect(world.window.frame == rect(100, 60, 700, 600))
        #expect(world.window.bounds == rect(0, 0, 700, 600))
        #expect(world.screen.bounds == rect(0, 0, 1180, 820))
        #expect(world.window.convert(world.window.bounds, to: world.screen.coordinateSpace) == rect(100, 60, 700, 600))
        // The world's own keyboard top in the window is the converted one: 412 - 60 = 352.
        #expect(world.dockedKeyboardTop == 352)
        #expect(world.visibleBand == Band(top: 0, bottom: 352))
    }

    @Test func fullScreenDevicesConvertScreenRectsUnchanged() throws {
        let probe = Probe()
        var converted: CGRect?
        probe.onNotification = { n, host in
            if n.name == .keyboardWillShow { converted = host.view.convert(n.frameEnd, from: host.screen.coordinateSpace) }
        }
        let world = makeWorld(form(), probe)
        try world.run("tap(0)")
        // phone-notch portrait: 291 + 45 = 336, docked at 852 - 336 = 516; the window is the screen.
        #expect(converted == rect(0, 516, 393, 336))
    }
}
