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
        write(Self.printable(line) + "\n", error: false)
    }

    /// Writes a line to standard error.
    public func printError(_ line: String) {
        write(Self.printable(line) + "\n", error: true)
    }

    /// `text` with its control characters (but newlines and tabs) written as `\u{1B}`: a path or
    /// value from the command line cannot move the cursor, recolour or clear the user's terminal.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// C0 controls but newline and tab, DEL, and the C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
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
