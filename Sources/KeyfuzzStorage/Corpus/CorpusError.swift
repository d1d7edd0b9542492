/// An error from ``CorpusDirectory``, naming the file and what went wrong with it.
public struct CorpusError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file or directory the operation was about.
    public let path: String
    /// What went wrong, as a sentence fragment ("exists with different content").
    public let reason: String

    /// Creates an error about `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A one-line message: the path, then the reason.
    public var description: String {
        "\(path): \(reason)"
    }
}
