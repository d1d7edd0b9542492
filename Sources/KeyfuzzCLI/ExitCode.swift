/// The tool's exit statuses (sysexits.h where one fits).
public enum ExitCode: Int32, Sendable {
    /// Every run passed; every replay matched its expectation.
    case success = 0
    /// A strategy failed an invariant, or a replay did not match its expectation.
    case failure = 1
    /// EX_USAGE: unknown flag, bad value, missing argument.
    case usage = 64
    /// EX_DATAERR: a malformed seed or scenario file.
    case dataError = 65
    /// EX_NOINPUT: an input file does not exist or cannot be read.
    case noInput = 66
    /// EX_CANTCREAT: an output file or directory cannot be written.
    case cannotCreate = 73
    /// 128 + SIGINT: a run stopped by Ctrl-C, after printing and keeping what it found.
    case interrupted = 130
    /// 128 + SIGTERM: a run stopped by SIGTERM, after printing and keeping what it found.
    case terminated = 143
}
