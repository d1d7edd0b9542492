import Foundation

/// SIGINT and SIGTERM during a long run: the first asks the run to stop (no new case is drawn,
/// the shrink under way is abandoned) so that it can print and keep what it found; a second
/// one ends the process at once, as a user pressing Ctrl-C twice expects.
///
/// The signals are counted by a signal handler, in the thread the kernel interrupts, not by a
/// thread that waits for them: while every core runs cases, such a thread may not be scheduled
/// for milliseconds, and a second signal sent meanwhile merges with the first (the kernel keeps
/// one pending signal of each kind), so the run went on as if it had one.
final class InterruptSignal: Sendable {
    /// Starts counting SIGINT and SIGTERM (their default action, ending the process, is off
    /// until ``stop()``).
    static func listen() -> InterruptSignal {
        let state = signalState
        state[0] = 0
        state[1] = 0
        _ = acknowledgement  // initialised now, not in the handler
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] {
            signal(number, interruptHandler)
            sigaddset(&signals, number)
        }
        // A process started by one whose threads block signals (a test runner, a dispatch
        // thread) inherits the mask: unblocked here, the main thread takes them.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return InterruptSignal()
    }

    /// The first signal received, nil while none was.
    var received: Int32? {
        let state = signalState
        return state[0] > 0 ? state[1] : nil
    }

    /// Whether a signal asked the run to stop.
    var isSet: Bool { received != nil }

    /// Restores the signals' default actions.
    func stop() {
        for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
    }

    /// The signal's name for messages.
    static func name(_ number: Int32) -> String {
        number == SIGTERM ? "SIGTERM" : number == SIGINT ? "SIGINT" : "signal \(number)"
    }
}

/// What the handler writes: how many signals arrived, and the first one's number. Allocated
/// before the handler is installed; the handler only stores to it, or ends the process.
nonisolated(unsafe) private let signalState: UnsafeMutablePointer<sig_atomic_t> = {
    let state = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 2)
    state.initialize(repeating: 0, count: 2)
    return state
}()

/// What the first signal prints to standard error at once, before the run has stopped.
private let acknowledgement: [UInt8] = Array(
    "keyfuzz: stopping after the work under way to report what was found; a second interrupt quits at once\n".utf8)

/// The signal handler: async-signal-safe (stores, `write`, `_exit`).
private func interruptHandler(_ number: Int32) {
    let state = signalState
    guard state[0] == 0 else {
        // The second signal: the user means it.
        _exit(128 + number)
    }
    state[1] = number
    state[0] = 1
    acknowledgement.withUnsafeBufferPointer { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
