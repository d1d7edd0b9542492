import Foundation

/// Where a command writes: standard output (the deterministic part), standard error (errors,
/// progress and wall-clock stats), and whether standard error is a terminal (for progress).
public final class Console {
    /// What a collecting console's commands wrote to standard output (empty when streaming).
    public private(set) var output = ""
    /// What a collecting console's commands wrote to standard error (empty when streaming).
    public private(set) var errors = ""
    let streams: Bool
    /// Whether to show live progress (stderr is a terminal).
    public let showsProgress: Bool

    /// A console that collects the text (tests).
    public init() {
        streams = false
        showsProgress = false
    }

    /// A console that writes straight to the process's standard output and error.
    public static func standard() -> Console {
        Console(streams: true, showsProgress: isatty(STDERR_FILENO) == 1)
    }

    private init(streams: Bool, showsProgress: Bool) {
        self.streams = streams
        self.showsProgress = showsProgress
    }

    /// Writes a line to standard output.
    public func print(_ line: String = "") {
        write(line + "\n", error: false)
    }

    /// Writes a line to standard error.
    public func printError(_ line: String) {
        write(line + "\n", error: true)
    }

    /// Overwrites the current progress line on a terminal's standard error.
    func progress(_ line: String) {
        guard showsProgress else { return }
        write("\r\u{1B}[2K" + line, error: true)
    }

    /// Clears the progress line.
    func endProgress() {
        guard showsProgress else { return }
        write("\r\u{1B}[2K", error: true)
    }

    private func write(_ text: String, error: Bool) {
        if streams {
            FileHandle(fileDescriptor: error ? STDERR_FILENO : STDOUT_FILENO).write(Data(text.utf8))
        } else if error {
            errors += text
        } else {
            output += text
        }
    }
}
