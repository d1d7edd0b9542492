import Dispatch
import Foundation

/// SIGINT and SIGTERM during a long run: the first asks the run to stop (no new case is drawn,
/// the shrink under way is abandoned) so that it can print and keep what it found; a second
/// one ends the process at once, as a user pressing Ctrl-C twice expects.
final class InterruptSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var first: Int32?
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "keyfuzz.signals")

    /// Starts listening for SIGINT and SIGTERM (their default action, ending the process, is
    /// off until ``stop()``).
    static func listen() -> InterruptSignal {
        let interrupt = InterruptSignal()
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: interrupt.queue)
            source.setEventHandler { [weak interrupt] in interrupt?.receive(number) }
            source.resume()
            interrupt.sources.append(source)
        }
        return interrupt
    }

    private func receive(_ number: Int32) {
        lock.lock()
        defer { lock.unlock() }
        guard first == nil else {
            // The second signal: the user means it.
            _exit(128 + number)
        }
        first = number
    }

    /// The first signal received, nil while none was.
    var received: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return first
    }

    /// Whether a signal asked the run to stop.
    var isSet: Bool { received != nil }

    /// Restores the signals' default actions.
    func stop() {
        for source in sources { source.cancel() }
        for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
    }

    /// The signal's name for messages.
    static func name(_ number: Int32) -> String {
        number == SIGTERM ? "SIGTERM" : number == SIGINT ? "SIGINT" : "signal \(number)"
    }
}
