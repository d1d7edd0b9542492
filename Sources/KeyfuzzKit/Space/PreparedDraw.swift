import KeyboardWorld
import PropertyEngine

/// One dimension's draw in one space: draws its value into the scenario.
///
/// Most dimensions are choices of a one-byte value (an enum case, a flag), some twenty draws
/// per case: those are plain data (the picker, the values' bytes, where they go) run without a
/// closure call. Every other draw (the numbers, the form, a choice of a wider value) is a
/// closure. A class of constants with a tag rather than a struct or an enum with payloads: the
/// scenario draw walks the table unretained and reads the constants in place, where a struct
/// read out of the array had each of its closures and arrays retained.
final class PreparedDraw {
    private enum Kind {
        /// `closure` draws.
        case closure
        /// A choice of bytes, drawn everywhere.
        case byteChoice
        /// A choice of bytes whose drawn value stands only where `drawnWhere` holds (elsewhere
        /// the default's byte is written, after the same draw).
        case byteChoiceDrawnWhere
    }

    private let kind: Kind
    private let closure: (inout RandomSource, inout Scenario) -> Void
    private let picker: ChoiceIndexPicker
    /// The byte of each value the picker's indices name.
    private let bytes: [UInt8]
    /// Where the byte goes in `Scenario`.
    private let offset: Int
    private let drawnWhere: (Scenario) -> Bool
    private let defaultByte: UInt8

    private init(
        kind: Kind, closure: @escaping (inout RandomSource, inout Scenario) -> Void = { _, _ in },
        picker: ChoiceIndexPicker = .only, bytes: [UInt8] = [], offset: Int = 0,
        drawnWhere: @escaping (Scenario) -> Bool = { _ in true }, defaultByte: UInt8 = 0
    ) {
        self.kind = kind
        self.closure = closure
        self.picker = picker
        self.bytes = bytes
        self.offset = offset
        self.drawnWhere = drawnWhere
        self.defaultByte = defaultByte
    }

    /// A draw that is a closure.
    convenience init(_ draw: @escaping (inout RandomSource, inout Scenario) -> Void) {
        self.init(kind: .closure, closure: draw)
    }

    /// A choice's draw: `picker` picks one of `values` (in its order), written through `writer`;
    /// where `drawnWhere` is false of the scenario, the default is written instead (after the
    /// same draw, so that nothing later shifts).
    convenience init<Value>(
        picker: ChoiceIndexPicker, values: [Value], writer: ScenarioFieldWriter<Value>,
        default defaultValue: Value, drawnWhere: ((Scenario) -> Bool)?
    ) {
        guard MemoryLayout<Value>.size == 1, let offset = writer.plainOffset else {
            self.init { source, scenario in
                let picked = values[picker.pick(using: &source)]
                if let drawnWhere, !drawnWhere(scenario) {
                    writer.write(defaultValue, into: &scenario)
                } else {
                    writer.write(picked, into: &scenario)
                }
            }
            return
        }
        func byte(_ value: Value) -> UInt8 { withUnsafeBytes(of: value) { $0[0] } }
        self.init(
            kind: drawnWhere == nil ? .byteChoice : .byteChoiceDrawnWhere, picker: picker,
            bytes: values.map(byte), offset: offset, drawnWhere: drawnWhere ?? { _ in true },
            defaultByte: byte(defaultValue))
    }

    /// Whether a value drawn in `scenario` stands there: false where a choice drawn only where
    /// `drawnWhere` holds would take its default instead (a closure's own conditions are not seen).
    func stands(in scenario: Scenario) -> Bool {
        kind != .byteChoiceDrawnWhere || drawnWhere(scenario)
    }

    /// Draws the value into `scenario`.
    @inline(__always) func run(_ source: inout RandomSource, _ scenario: inout Scenario) {
        if kind == .closure {
            closure(&source, &scenario)
            return
        }
        var byte = bytes[picker.pick(using: &source)]
        if kind == .byteChoiceDrawnWhere && !drawnWhere(scenario) { byte = defaultByte }
        let offset = offset
        withUnsafeMutableBytes(of: &scenario) { $0[offset] = byte }
    }
}
