import Foundation

extension Violation {
    /// The typed evidence of a violation, one case per invariant.
    ///
    /// Built only when a check fails, so the checks themselves allocate nothing per step.
    public enum Evidence: Hashable, Sendable {
        /// A number that is not finite, or a negative size (`sanity`).
        case sanity(SanityEvidence)
        /// One call of strategy code that scheduled more work than the world runs (`sanity`).
        case runaway(RunawayEvidence)
        /// The focused field outside the visible band (`hidden-field`).
        case hiddenField(HiddenFieldEvidence)
        /// Properties off their baselines with no keyboard docked (`drift`).
        case drift(DriftEvidence)
        /// A field of the scroll view no valid offset brings into the band (`unreachable-field`).
        case unreachableField(UnreachableFieldEvidence)
        /// A dead band above the docked keyboard (`excess-gap`).
        case excessGap(ExcessGapEvidence)
        /// A fully visible field moved by a transition (`needless-motion`).
        case needlessMotion(NeedlessMotionEvidence)
        /// A text view's caret outside the band (`hidden-field`).
        case hiddenCaret(HiddenCaretEvidence)
        /// A field outside every scroll view moved out of reach (`unreachable-field`).
        case unreachableOutsideField(UnreachableOutsideFieldEvidence)
        /// A field of a nested form no pair of offsets can show (`unreachable-field`).
        case unreachableNestedField(UnreachableNestedFieldEvidence)

        /// The invariant this evidence breaks.
        public var invariant: Invariant {
            switch self {
            case .sanity, .runaway: .sanity
            case .hiddenField: .hiddenField
            case .drift: .drift
            case .unreachableField: .unreachableField
            case .excessGap: .excessGap
            case .needlessMotion: .needlessMotion
            case .hiddenCaret: .hiddenField
            case .unreachableOutsideField, .unreachableNestedField: .unreachableField
            }
        }

        /// The evidence itself, for what every evidence type supplies (``ViolationEvidence``).
        public var details: any ViolationEvidence {
            switch self {
            case .sanity(let e): e
            case .runaway(let e): e
            case .hiddenField(let e): e
            case .drift(let e): e
            case .unreachableField(let e): e
            case .excessGap(let e): e
            case .needlessMotion(let e): e
            case .hiddenCaret(let e): e
            case .unreachableOutsideField(let e): e
            case .unreachableNestedField(let e): e
            }
        }

        /// One sentence saying what is wrong, with the numbers.
        public var message: String { details.message }

        // Case accessors, so a reader that expects one invariant can write `v.evidence.drift`.

        /// The `sanity` evidence, nil for any other case.
        public var sanity: SanityEvidence? { if case .sanity(let e) = self { e } else { nil } }
        /// The `sanity` evidence of runaway work, nil for any other case.
        public var runaway: RunawayEvidence? { if case .runaway(let e) = self { e } else { nil } }
        /// The `hidden-field` evidence of a text field, nil for any other case (a caret's is ``hiddenCaret``).
        public var hiddenField: HiddenFieldEvidence? { if case .hiddenField(let e) = self { e } else { nil } }
        /// The `drift` evidence, nil for any other case.
        public var drift: DriftEvidence? { if case .drift(let e) = self { e } else { nil } }
        /// The `unreachable-field` evidence of a scroll view's field, nil for any other case.
        public var unreachableField: UnreachableFieldEvidence? { if case .unreachableField(let e) = self { e } else { nil } }
        /// The `excess-gap` evidence, nil for any other case.
        public var excessGap: ExcessGapEvidence? { if case .excessGap(let e) = self { e } else { nil } }
        /// The `needless-motion` evidence, nil for any other case.
        public var needlessMotion: NeedlessMotionEvidence? { if case .needlessMotion(let e) = self { e } else { nil } }
        /// The `hidden-field` evidence of a text view's caret, nil for any other case.
        public var hiddenCaret: HiddenCaretEvidence? { if case .hiddenCaret(let e) = self { e } else { nil } }
        /// The `unreachable-field` evidence of a field outside every scroll view, nil for any other case.
        public var unreachableOutsideField: UnreachableOutsideFieldEvidence? {
            if case .unreachableOutsideField(let e) = self { e } else { nil }
        }
        /// The `unreachable-field` evidence of a nested form's field, nil for any other case.
        public var unreachableNestedField: UnreachableNestedFieldEvidence? {
            if case .unreachableNestedField(let e) = self { e } else { nil }
        }

        /// The field the evidence names, nil for evidence about no field (sanity, drift, excess-gap).
        public var field: Int? {
            switch self {
            case .hiddenField(let e): e.field
            case .hiddenCaret(let e): e.field
            case .unreachableField(let e): e.field
            case .unreachableOutsideField(let e): e.field
            case .unreachableNestedField(let e): e.field
            case .needlessMotion(let e): e.field
            case .sanity, .runaway, .drift, .excessGap: nil
            }
        }
    }
}
