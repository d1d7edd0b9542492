import Foundation

/// Why `sanity` failed on work rather than on a number: one call of the strategy's code asked
/// for more animations, animated scrolls and deferred blocks than any keyboard code needs (a loop
/// of animated scrolls, a block that enqueues blocks in a loop). The world drops what is past the
/// limit rather than run it, so such a strategy fails in a moment instead of running for minutes.
public struct RunawayEvidence: ViolationEvidence {
    /// The code that did it: `keyboardWillShow`, `textFieldDidBeginEditing(field 2)`,
    /// `a deferred block`, `an animation completion`.
    public var callback: String
    /// The most one call may schedule (``World/maximumScheduledPerCallback``).
    public var limit: Int

    /// Evidence that `callback` scheduled more than `limit` events in one call.
    public init(callback: String, limit: Int) {
        self.callback = callback
        self.limit = limit
    }

    /// `keyboardWillShow scheduled more than 1000 ...`.
    public var message: String {
        "\(callback) scheduled more than \(limit) animations, animated scrolls and deferred blocks in one call; keyfuzz dropped the rest rather than run them (look for a loop that animates or schedules on every pass)"
    }
}

extension RunawayEvidence {
    /// What a picture marks (``ViolationEvidence/marks``).
    public var marks: [EvidenceMark] { [] }

    /// The caption's numbers (``ViolationEvidence/captionDetail``).
    public var captionDetail: String? { nil }
}
