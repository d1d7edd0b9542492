/// What docs/classic-world.md §6's action preconditions read of a running world, in one value: the
/// focused field, the keyboard, whether a pan can begin, which fields a tap reaches, whether
/// anything is pending. A generator asks before every action: one read, instead of a property
/// apiece, each a call into this module.
public struct ActionContext: Sendable {
    /// `World.focusedIndex`.
    public var focusedIndex: Int?
    /// `World.keyboardPlacement`.
    public var keyboardPlacement: KeyboardPlacement
    /// `World.isCovered`: another screen is pushed over this one.
    public var isCovered: Bool
    /// `World.canPanForm`.
    public var canPanForm: Bool
    /// `World.isHardwareKeyboardAttached`.
    public var isHardwareKeyboardAttached: Bool
    /// `World.isRemoteKeyboardShown`.
    public var isRemoteKeyboardShown: Bool
    /// Whether the focused field is a text view (where typing moves a caret); false with none.
    public var isTypingInATextView: Bool
    /// `World.tappableFieldSet` (the focused field included when a tap reaches it).
    public var tappableFields: FieldSet
    /// `World.isQuiescent`: nothing is pending.
    public var isQuiescent: Bool
    /// The form's scroll view's `keyboardDismissMode` now (a strategy may have set it).
    public var keyboardDismissMode: KeyboardDismissMode
}

extension World {
    /// The facts the action preconditions read, now (see ``ActionContext``).
    public var actionContext: ActionContext {
        let focused = focusedIndex
        return ActionContext(
            focusedIndex: focused, keyboardPlacement: keyboardPlacement, isCovered: isCovered,
            canPanForm: canPanForm, isHardwareKeyboardAttached: isHardwareKeyboardAttached,
            isRemoteKeyboardShown: isRemoteKeyboardShown,
            isTypingInATextView: focused.map { scenario.fields[$0].isTextView } == true,
            tappableFields: tappableFieldSet, isQuiescent: isQuiescent,
            keyboardDismissMode: withUnretainedViews { _, form in form.keyboardDismissMode })
    }
}
