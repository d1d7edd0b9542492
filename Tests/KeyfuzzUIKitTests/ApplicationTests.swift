import Foundation
import KeyfuzzTesting
import KeyfuzzUIKit
import Testing

/// What keyboard code reads from the app, its scene and the device: the screen's window, its safe
/// area, the status bar, the orientation and the idiom (`UIApplication.shared.windows.first?
/// .safeAreaInsets.bottom` is a common way to take the home indicator off a keyboard's height).
@MainActor @Suite struct ApplicationTests {
    /// What a controller reads from the app at each layout, as text.
    private func readings(_ actions: String, on screen: KeyboardForm) throws -> [String] {
        let log = Box<[String]>()
        log.value = []
        _ = try replay(actions, on: screen) { controller in
            controller.onDidLayout = {
                let app = UIApplication.shared
                let scene = app.connectedScenes.first as? UIWindowScene
                let window = controller.view.window
                log.value?.append(
                    [
                        "windows \(app.windows.count)", "key \(app.keyWindow === window)", "scene \(scene === window?.windowScene)",
                        "sceneWindow \(scene?.windows.first === window)",
                        "bottom \(app.windows.first?.safeAreaInsets.bottom ?? -1)",
                        "statusBar \(scene?.statusBarManager?.statusBarFrame.height ?? -1)/\(app.statusBarFrame.height)",
                        "\(scene?.interfaceOrientation == .portrait ? "portrait" : "landscape")",
                        "\(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")",
                        "\(UIDevice.current.orientation.isLandscape ? "landscape" : "portrait")",
                    ].joined(separator: " "))
            }
        }
        return log.value ?? []
    }

    @Test func aNotchedPhoneInEachOrientation() throws {
        let phone = KeyboardForm(device: .phoneNotch, orientation: .portrait).field()
        // Portrait: home indicator 34, status bar 59; landscape: home indicator 21, no status bar.
        #expect(
            try readings("rotate", on: phone) == [
                "windows 1 key true scene true sceneWindow true bottom 34.0 statusBar 59.0/59.0 portrait phone portrait",
                "windows 1 key true scene true sceneWindow true bottom 21.0 statusBar 0.0/0.0 landscape phone landscape",
            ])
    }

    @Test func anIPadIsAPad() throws {
        let pad = KeyboardForm(device: .pad, orientation: .portrait).field()
        // The iPad's safe area: 24 at the top, 20 at the bottom, in both orientations.
        #expect(
            try readings("", on: pad) == [
                "windows 1 key true scene true sceneWindow true bottom 20.0 statusBar 24.0/24.0 portrait pad portrait"
            ])
    }

    @Test func outsideACaseTheAppHasNoWindow() {
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(UIDevice.current.userInterfaceIdiom == .unspecified)
    }

    @Test func orientationsHaveUIKitsRawValues() {
        // The interface's landscape-right is the device's landscape-left (home button on the right).
        #expect(UIInterfaceOrientation.landscapeRight.rawValue == UIDeviceOrientation.landscapeLeft.rawValue)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
    }

    @Test func aRectInsetBySafeAreaInsetsLosesEachEdge() {
        // The notched phone's window less its portrait safe area: 59 off the top, 34 off the bottom.
        let window = CGRect(x: 0, y: 0, width: 393, height: 852)
        #expect(window.inset(by: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)) == CGRect(x: 0, y: 59, width: 393, height: 759))
        // Negative insets grow it.
        #expect(window.inset(by: UIEdgeInsets(top: -10, left: -5, bottom: 0, right: 0)) == CGRect(x: -5, y: -10, width: 398, height: 862))
    }
}
