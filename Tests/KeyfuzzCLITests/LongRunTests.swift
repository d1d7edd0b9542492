import Foundation
import Testing

/// Long runs: interrupted by a signal they keep what they found; their memory does not grow with
/// the number of cases.
@Suite("long runs (end to end)")
struct LongRunTests {
    /// The binary started with `arguments`, its output read on other threads.
    final class Running: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var out = Data()
        private var err = Data()
        private let group = DispatchGroup()

        init(_ arguments: [String]) throws {
            process.executableURL = productsDirectory.appendingPathComponent("keyfuzz")
            process.arguments = arguments
            let outPipe = Pipe()
            let errPipe = Pipe()
            process.standardOutput = outPipe
            process.standardError = errPipe
            try process.run()
            for (pipe, isError) in [(outPipe, false), (errPipe, true)] {
                group.enter()
                DispatchQueue.global().async { [self] in
                    // In pieces as they come, so that a test can wait for a line.
                    while case let data = pipe.fileHandleForReading.availableData, !data.isEmpty {
                        lock.lock()
                        if isError { err += data } else { out += data }
                        lock.unlock()
                    }
                    group.leave()
                }
            }
        }

        /// Waits until standard error contains `text` (at most `timeout` seconds).
        func waitForStandardError(containing text: String, timeout: TimeInterval = 30) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                lock.lock()
                let seen = String(decoding: err, as: UTF8.self).contains(text)
                lock.unlock()
                if seen { return true }
                Thread.sleep(forTimeInterval: 0.001)
            }
            return false
        }

        /// Waits for the process (at most `timeout` seconds, then kills it) and returns its result.
        func finish(timeout: TimeInterval = 120) -> ProcessResult {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            group.wait()
            lock.lock()
            defer { lock.unlock() }
            return ProcessResult(
                stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
                status: process.terminationStatus)
        }

        /// Waits until the process catches `signal` (at most `timeout` seconds): a signal sent
        /// before its handler is installed would end the process instead of stopping the run.
        /// Linux says so in `/proc/PID/status` (`SigCgt`, a bit per signal); elsewhere, a second.
        func waitUntilCatching(_ signal: Int32, timeout: TimeInterval = 60) -> Bool {
            #if os(Linux)
                let deadline = Date().addingTimeInterval(timeout)
                while Date() < deadline && process.isRunning {
                    if let text = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
                        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
                        let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16),
                        mask & (1 << UInt64(signal - 1)) != 0
                    {
                        return true
                    }
                    Thread.sleep(forTimeInterval: 0.005)
                }
                return false
            #else
                Thread.sleep(forTimeInterval: 1)
                return process.isRunning
            #endif
        }

        /// The process's peak resident size so far, in bytes (`VmHWM`), nil once it has exited.
        var peakResident: Int? {
            guard let text = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = line.split(separator: " ").compactMap({ Int($0) }).first
            else { return nil }
            return kilobytes * 1024
        }
    }

    /// Waits until `directory` holds a seed file (findings are saved as soon as they are shrunk).
    func waitForASeedFile(in directory: URL, timeout: TimeInterval = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".json") }) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func aSignalStopsTheRunAndKeepsWhatItFound(signal: Int32, status: Int32, name: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Running([
            "fuzz", "--strategy", "inset-tracking", "layout-guide", "--runs", "1000000000",
            "--save", directory.path,
        ])
        #expect(waitForASeedFile(in: directory))
        kill(run.process.processIdentifier, signal)
        let result = run.finish()
        #expect(result.status == status)
        #expect(result.stdout.contains("INTERRUPTED by \(name) after "))
        #expect(result.stdout.contains("inset-tracking"))
        #expect(
            result.stderr.hasPrefix(
                "keyfuzz: stopping after the work under way to report what was found; a second interrupt quits at once\nstats: "))
        // What was saved replays, and no temporary file is left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let seeds = names.filter { $0.hasSuffix(".json") }.map { directory.appendingPathComponent($0).path }
        #expect(!seeds.isEmpty)
        #expect(!names.contains { $0.hasPrefix(".") })
        let replay = try keyfuzz(["replay"] + seeds)
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        // Every counterexample the output shows was saved.
        for line in result.stdout.split(separator: "\n") where line.hasPrefix("   saved: ") {
            let path = String(line.dropFirst("   saved: ".count).prefix { $0 != " " })
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func aSecondSignalEndsTheRunAtOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Running(["fuzz", "--strategy", "inset-tracking", "--runs", "1000000000", "--save", directory.path])
        #expect(waitForASeedFile(in: directory))
        kill(run.process.processIdentifier, SIGINT)
        kill(run.process.processIdentifier, SIGINT)
        let result = run.finish(timeout: 30)
        #expect(result.status == 130)
    }

    @Test func memoryDoesNotGrowWithTheNumberOfCases() throws {
        // transform fails in most cases: a run that kept every failing case grew by about a
        // kilobyte per case (5.5 MB over the 5,500 cases between the runs); one that keeps one
        // case per distinct bug does not grow (flat within 0.2 MB up to 40,000 cases, measured).
        func peak(_ runs: Int) throws -> Int {
            let run = try Running(["fuzz", "--strategy", "transform", "--runs", "\(runs)", "--jobs", "1"])
            var peak = 0
            while run.process.isRunning {
                peak = max(peak, run.peakResident ?? 0)
                Thread.sleep(forTimeInterval: 0.01)
            }
            let result = run.finish()
            #expect(result.status == 1)
            return peak
        }
        let short = try peak(500)
        let long = try peak(6_000)
        #expect(short > 0)
        #expect(long - short < 3 * 1_048_576, "peak resident \(short) bytes after 500 cases, \(long) after 6,000")
    }
}
