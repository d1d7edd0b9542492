import KeyboardWorld

/// What the case generator may draw: the case length, the devices, and the unusual scenario
/// options (SPEC section 2), which stay off unless asked for so that correct strategies see no
/// false alarms.
public struct GeneratorOptions: Hashable, Sendable {
    /// The most actions a case has (cases stop earlier at their first violation).
    public var maxActions: Int
    /// The devices to draw from, in the order given (the order is part of the seed's meaning);
    /// an empty list means every device.
    public var devices: [Device]
    /// Whether article 004's unpinned content (`contentSize.height == 0`) may be drawn; every
    /// strategy fails `unreachable-field` on it, so it is off by default.
    public var allowUnpinned: Bool
    /// Whether `systemScrollsToFocus == false` (a `UITextView`-like field) may be drawn; off by
    /// default, so the system always scrolls a newly focused field into view.
    public var allowNoSystemScroll: Bool
    /// Whether SPEC section 6's second stage is drawn: interactive dismissal, undocking (`pad`),
    /// other apps' keyboards (iPads), hide-then-show rotations and Auto Layout resets. On by
    /// default: the correct strategies must pass it too.
    public var secondStage: Bool

    /// Creates options; the defaults draw 30-action cases on every device, pinned content and
    /// system scroll-to-focus on.
    public init(maxActions: Int = 30, devices: [Device] = Device.allCases,
                allowUnpinned: Bool = false, allowNoSystemScroll: Bool = false, secondStage: Bool = true) {
        self.maxActions = maxActions
        self.devices = devices
        self.allowUnpinned = allowUnpinned
        self.allowNoSystemScroll = allowNoSystemScroll
        self.secondStage = secondStage
    }
}
