import Foundation
import KeyfuzzTesting
import KeyfuzzUIKit
import Testing

/// What keyfuzz does to a view controller: its view loads with the outlets connected, its
/// lifecycle, layout and responder-chain callbacks come in UIKit's order.
@MainActor @Suite struct ViewControllerLifecycleTests {
    @Test func theViewLoadsWithItsOutletsThenAppears() throws {
        let hierarchy = Box<[Bool]>()
        let (controller, _) = try replay("") { controller in
            let view = controller.view!
            hierarchy.value = [
                view.window != nil, controller.scrollView.superview === view, view.superview === view.window,
                controller.scrollView.subviews.count == 2,
            ]
        }
        #expect(
            Array(controller.log.prefix(4)) == [
                "viewDidLoad(outlets connected)", "viewWillAppear(false)", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            ])
        #expect(controller.log.contains("viewDidAppear(false)"))
        #expect(hierarchy.value == [true, true, true, true])
        // Once the case has ended the controller keeps what it last showed and reads no world.
        #expect(controller.view.window == nil)
        #expect(controller.scrollView.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test func pushAndPopTellTheController() throws {
        let screen = KeyboardForm(device: .phoneNotch, orientation: .portrait).field().with(\.entry, .pushed)
        let (controller, _) = try replay("push finishAnimation pop finishAnimation", on: screen)
        let lifecycle = controller.log.filter { $0.hasPrefix("view") && !$0.hasSuffix("LayoutSubviews") }
        #expect(
            lifecycle == [
                "viewDidLoad(outlets connected)", "viewWillAppear(true)", "viewDidAppear(true)", "viewWillDisappear(true)",
                "viewDidDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)",
            ])
    }

    @Test func aBackgroundTapReachesTheControllerThroughTheResponderChain() throws {
        let (controller, _) = try replay("tapBackground")
        #expect(controller.log.contains("touchesBegan"))
    }

    @Test func aTapRecognizerOnTheRootViewDismissesTheKeyboardOnABackgroundTap() throws {
        let (_, replay) = try replay("tap(1) tapBackground") { controller in
            // The usual tap-to-dismiss, its registration in the block form.
            let tap = UITapGestureRecognizer(target: controller, action: { [weak controller] _ in controller?.view.endEditing(true) })
            tap.cancelsTouchesInView = false
            controller.view.addGestureRecognizer(tap)
        }
        #expect(replay.trace.steps[0].geometry.focusedField == 1)
        #expect(replay.trace.steps[1].geometry.focusedField == nil, "the recognizer's action resigned the field")
    }

    @Test func aDisabledOrRemovedRecognizerDoesNothing() throws {
        let (_, replay) = try replay("tap(1) tapBackground") { controller in
            let disabled = UITapGestureRecognizer(target: controller, action: { [weak controller] _ in controller?.view.endEditing(true) })
            disabled.isEnabled = false
            controller.view.addGestureRecognizer(disabled)
            let removed = UITapGestureRecognizer(target: controller, action: { [weak controller] _ in controller?.view.endEditing(true) })
            controller.view.addGestureRecognizer(removed)
            controller.view.removeGestureRecognizer(removed)
        }
        #expect(replay.trace.steps[1].geometry.focusedField == 1)
    }

    @Test func returnIsTheDelegatesToHandle() throws {
        let (controller, replay) = try replay("tap(0) next next") { controller in
            controller.onReturn = { field in
                // The usual code: the next field by tag, else resign.
                if let next = controller.view.viewWithTag(field.tag + 1) as? UITextField, field.tag == 0 {
                    next.becomeFirstResponder()
                } else {
                    field.resignFirstResponder()
                }
                return false
            }
        }
        #expect(
            controller.log.filter { $0.hasPrefix("did") || $0.hasPrefix("should") } == [
                "didBegin(0)", "shouldReturn(0)", "didEnd(0)", "didBegin(1)", "shouldReturn(1)", "didEnd(1)",
            ])
        #expect(replay.trace.steps.last?.geometry.focusedField == nil)
    }

    @Test func withoutADelegateReturnMovesNothing() throws {
        let (controller, replay) = try replay("tap(0) next") { controller in
            for field in controller.scrollView.subviews.compactMap({ $0 as? UITextField }) { field.delegate = nil }
        }
        #expect(!controller.log.contains { $0.hasPrefix("shouldReturn") })
        #expect(replay.trace.steps.last?.geometry.focusedField == 0)
    }

    @Test func aRotationTellsTheControllerItsNewSizeAndRunsTheCoordinatorsBlocks() throws {
        let (controller, _) = try replay("rotate finishAnimation") { controller in
            controller.onWillTransition = { size, coordinator in
                controller.log.append("willTransition(\(Int(size.width))x\(Int(size.height)))")
                coordinator.animate(alongsideTransition: { _ in controller.log.append("alongside") }) { _ in
                    controller.log.append("completion")
                }
            }
        }
        let rotation = Array(controller.log.drop { !$0.hasPrefix("willTransition") })
        #expect(
            rotation == ["willTransition(852x393)", "viewWillLayoutSubviews", "alongside", "viewDidLayoutSubviews", "completion"])
    }

    @Test func aConstraintChangedInViewWillLayoutSubviewsIsPartOfThatLayout() throws {
        let heights = Box<[CGFloat]>()
        heights.value = []
        _ = try replay("rotate") { controller in
            controller.onWillLayout = {
                // The scroll view's bottom constraint ("view.bottom == scrollView.bottom + c"),
                // 100 pt clear of the bottom in landscape only.
                let bounds = controller.view.bounds
                controller.scrollViewBottomConstraint?.constant = bounds.width > bounds.height ? 100 : 0
            }
            controller.onDidLayout = { heights.value?.append(controller.scrollView.frame.height) }
        }
        // Portrait: 852 less the 59 pt status bar, 793. Landscape (852 x 393, no status bar):
        // 393 less the 100 set just before this layout, 293, at the rotation's own layout.
        #expect(heights.value == [793, 293])
    }

    @Test func theControllersContainersAreTheScreensBars() throws {
        let screen = KeyboardForm(device: .phoneNotch, orientation: .portrait, navigationBar: true, tabBar: true).field()
        let bars = Box<[CGRect?]>()
        _ = try replay("", on: screen) { controller in
            bars.value = [controller.navigationController?.navigationBar.frame, controller.tabBarController?.tabBar.frame]
        }
        // Navigation bar under the 59 pt status bar, 44 tall; tab bar 49 + 34 at the bottom.
        #expect(bars.value == [CGRect(x: 0, y: 59, width: 393, height: 44), CGRect(x: 0, y: 769, width: 393, height: 83)])
        let none = Box<Bool>()
        _ = try replay("") { controller in none.value = controller.navigationController == nil && controller.tabBarController == nil }
        #expect(none.value == true)
    }

    @Test func keyboardFramesConvertFromTheScreenInAStageManagerWindow() throws {
        // pad-window: the window lies at (100, 60) on the screen.
        let screen = KeyboardForm(device: .padWindow).field()
        let onScreen = CGRect(x: 0, y: 412, width: 1180, height: 408)
        let converted = Box<[CGPoint]>()
        _ = try replay("", on: screen) { controller in
            converted.value = [
                controller.view.convert(onScreen, from: UIScreen.main.coordinateSpace).origin,
                controller.view.convert(onScreen, from: nil).origin,
            ]
        }
        // The right conversion subtracts the window's origin; `nil` is the window: wrong here.
        #expect(converted.value == [CGPoint(x: -100, y: 352), CGPoint(x: 0, y: 412)])
    }
}
