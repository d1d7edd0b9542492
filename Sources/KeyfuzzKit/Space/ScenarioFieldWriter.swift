import KeyboardWorld

/// Writes one scenario dimension's drawn value: what `scenario[keyPath: keyPath] = value`
/// does, straight into the scenario's bytes when the value is a plain value (an enum, a flag,
/// a number, insets) stored at a fixed place. The runtime's key-path write walks the path at
/// every call, and the scenario draw writes some twenty values per case.
struct ScenarioFieldWriter<Value> {
    let keyPath: WritableKeyPath<Scenario, Value>
    /// The byte offset of the stored property, when `Value` has no references to retain or
    /// release (nil: write through the key path).
    let plainOffset: Int?

    init(_ keyPath: WritableKeyPath<Scenario, Value>) {
        self.keyPath = keyPath
        plainOffset = _isPOD(Value.self) ? MemoryLayout<Scenario>.offset(of: keyPath) : nil
    }

    func write(_ value: Value, into scenario: inout Scenario) {
        guard let plainOffset else {
            scenario[keyPath: keyPath] = value
            return
        }
        withUnsafeMutableBytes(of: &scenario) { $0.storeBytes(of: value, toByteOffset: plainOffset, as: Value.self) }
    }
}
