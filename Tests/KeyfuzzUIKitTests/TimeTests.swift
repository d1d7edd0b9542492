import Foundation
import KeyfuzzTesting
import KeyfuzzUIKit
import Testing

/// The main queue, the clock and animations, as UIKit code uses them, on the world's run loop.
@MainActor @Suite struct TimeTests {
    @Test func mainQueueBlocksRunAtTheNextTurnAndAtTheirDeadline() throws {
        let (controller, _) = try replay("tap(0) wait(0.05) wait(0.1)") { controller in
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in
                DispatchQueue.main.async { controller.log.append("async") }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { controller.log.append("after 0.1") }
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(50)) { controller.log.append("after 50 ms") }
                controller.log.append("handler ends")
            }
        }
        let order = controller.log.filter { ["handler ends", "async", "after 50 ms", "after 0.1"].contains($0) }
        #expect(order == ["handler ends", "async", "after 50 ms", "after 0.1"])
    }

    @Test func aCancelledWorkItemNeverRuns() throws {
        let (controller, _) = try replay("tap(0) tap(1) finishAnimation") { controller in
            let pending = Box<DispatchWorkItem>()
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in
                pending.value?.cancel()
                let item = DispatchWorkItem { controller.log.append("debounced") }
                pending.value = item
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: item)
            }
        }
        #expect(controller.log.filter { $0 == "debounced" }.count == 1, "the first show's block was cancelled by the second")
    }

    @Test func animationCompletionsComeWhenTheAnimationEnds() throws {
        let (controller, replay) = try replay("tap(0) wait(0.1) dismiss finishAnimation") { controller in
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in
                UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut]) {
                    controller.scrollView.contentInset.bottom = 300
                } completion: { finished in
                    controller.log.append("show finished \(finished)")
                }
            }
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { _ in
                UIView.animate(withDuration: 0.25) {
                    controller.scrollView.contentInset.bottom = 0
                } completion: { finished in
                    controller.log.append("hide finished \(finished)")
                }
            }
        }
        // The hide's animation sets the same property 0.1 s in: the show's is interrupted.
        #expect(controller.log.filter { $0.contains("finished") } == ["show finished false", "hide finished true"])
        #expect(replay.trace.steps.last.map(\.time.seconds) == 0.35)
    }

    @Test func aPropertyAnimatorEndsAtTheEnd() throws {
        let (controller, _) = try replay("tap(0) finishAnimation") { controller in
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in
                let animator = UIViewPropertyAnimator(duration: 0.25, curve: UIView.AnimationCurve(rawValue: 7)!) {
                    controller.scrollView.contentInset.bottom = 300
                }
                animator.addCompletion { position in controller.log.append("ended at \(position)") }
                animator.startAnimation()
            }
        }
        #expect(controller.log.contains("ended at end"))
        #expect(controller.scrollView.contentInset.bottom == 300)
    }

    @Test func theClockOfACaseIsItsOwn() throws {
        let first = try replay("tap(0) wait(0.25)")
        let second = try replay("tap(0) wait(0.25)")
        #expect(first.replay.trace == second.replay.trace, "same case, same trace, byte for byte")
    }
}
